/**
 * Every LOOT tool roll that goes to the roll log, each written to the one tool contract
 * (`RollTool`, src/rules/roll-recipe.ts): its name, its input read back with a schema (the log is
 * kept in the browser, so a logged input may be old or tampered with), the roll itself and the
 * words it is logged with. The tools on the page and "Roll again" in the log use the same tool, so
 * a roll and its repeat read alike.
 *
 * A roll that reads a character logs that sheet as it was (without its notes, which no roll
 * reads: `lootInputForLog`): rolled again, it is resolved against that copy and nothing is saved.
 *
 * The die that counts among several is always picked by `lootDefaultPick`: the best face for the
 * player or attacker with advantage, the worst when the judge picks with disadvantage. Checks
 * and attacks share it, so both rollers pick alike (an attack face is a success when it hits).
 */
import { howMany } from '../words';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import type { Rng } from '../dice';
import { defineTool, type RollTool } from '../roll-recipe';
import {
  LOOT_ATTACK_INFO,
  LOOT_ATTACK_TYPES,
  lootAttackHit,
  rollLootAttackDice,
  type LootAttackType,
} from './attacks';
import {
  LOOT_CHECK_KINDS,
  LOOT_CHECK_LABELS,
  LOOT_DEFENCE_CHOICES,
  LOOT_MAX_FALL_FEET,
  LOOT_MIN_FALL_FEET,
  lootCheckDice,
  lootDefaultPick,
  lootFaceVerdict,
  resolveLootCheck,
  resolveLootDefenceHit,
  rollLootCheckDice,
  rollLootFall,
  type LootCheckOutcome,
  type LootCheckResolution,
  type LootCheckSpec,
  type LootDefenceChoice,
  type LootFaceVerdict,
  type LootFallCheck,
  type LootPicker,
} from './checks';
import {
  checkLootCorruption,
  pickLootSlot,
  rollLootOnGround,
  type LootCorruptionCheck,
  type LootRollOnGround,
} from './conditions';
import {
  LOOT_MAX_SENSES,
  LOOT_MAX_TRYS,
  rollLootEncounters,
  type LootEncounterRoll,
} from './encounters';
import { LootSheetSchema } from './inventory';
import {
  CONDITION_LETTERS,
  CONDITION_NAMES,
  SLOT_COUNT,
  slotName,
  type ConditionLetter,
  type LootSheet,
  type SlotNumber,
} from './sheet';

// ---------------------------------------------------------------------------------------------
// Words shared by the tools and the log

export const LOOT_OUTCOME_LABELS: Readonly<Record<LootCheckOutcome, string>> = {
  success: 'Success',
  failure: 'Failure',
  judge: 'The judge decides',
  evaded: 'Evaded',
  blocked: 'Blocked',
  parried: 'Parried',
  treated: 'Treated wound',
  open: 'Open wound',
  unwounded: 'No wound',
};

export const LOOT_DEFENCE_LABELS: Readonly<Record<LootDefenceChoice, string>> = {
  evade: 'Evade',
  parry: 'Parry',
  neither: 'Neither',
};

/** The ruleset's id in a logged roll's recipe. */
export const LOOT_RULESET = 'loot';

/** Rolls a tool on its input and logs it with `source`, returning what it rolled. */
export type LootRollLogger = <Input extends object, Outcome>(
  tool: RollTool<Input, Outcome>,
  input: Input,
  source: string,
) => Outcome;

/**
 * Logs a roll already made (a check's dice rolled first, resolved once the picker has used one)
 * with `source`, returning what it rolled.
 */
export type LootMadeRollLogger = <Input extends object, Outcome>(
  tool: RollTool<Input, Outcome>,
  input: Input,
  outcome: Outcome,
  source: string,
) => Outcome;

/** "LOOT: terrain check (Ada)": where a roll was made, as the log names it. */
export function lootRollSource(what: string, sheetName?: string): string {
  return `LOOT: ${what}${sheetName === undefined ? '' : ` (${sheetName})`}`;
}

/** "terrain check", "defence against melee (parry)". */
export function describeLootCheckSpec(spec: LootCheckSpec): string {
  if (spec.kind !== 'defence') {
    const label = LOOT_CHECK_LABELS[spec.kind].replace(' (the judge decides)', '').toLowerCase();
    return label.endsWith(' check') ? label : `${label} check`;
  }
  return `defence against ${LOOT_ATTACK_INFO[spec.attack ?? 'melee'].label.toLowerCase()} (${LOOT_DEFENCE_LABELS[spec.defence ?? 'neither'].toLowerCase()})`;
}

/** "1: slot 1 (Head), Rope" or "a 12", for a face a check rolled. */
export function describeLootFace(face: number, item: string): string {
  return face === 12 ? 'a 12' : `${face}: ${slotName(face as SlotNumber)}, ${item}`;
}

function parryText(rolls: readonly number[]): string {
  return rolls.length > 0 ? `; parry ${rolls.join(', ')}` : '';
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The sheet as a roll logs it: the notes are left out, since no roll reads them. */
export function lootSheetForLog(sheet: LootSheet): LootSheet {
  return { ...sheet, notes: '' };
}

/**
 * The input as a roll logs it: a sheet in it without its notes, since no roll reads them (the
 * roll itself is made on the whole sheet, which is what gets saved back).
 */
export function lootInputForLog<Input extends object>(input: Input): Input {
  const sheet = (input as { readonly sheet?: LootSheet }).sheet;
  return sheet ? { ...input, sheet: lootSheetForLog(sheet) } : input;
}

// ---------------------------------------------------------------------------------------------
// Reading logged input

const extraDice = wholeNumberSchema(0, 2);
const slotNumber = wholeNumberSchema(1, SLOT_COUNT);
const sheetSchema = LootSheetSchema as unknown as z.ZodMiniType<LootSheet>;
const specSchema = z.object({
  kind: z.enum(LOOT_CHECK_KINDS),
  attack: z.optional(z.enum(LOOT_ATTACK_TYPES)),
  defence: z.optional(z.enum(LOOT_DEFENCE_CHOICES)),
});

// ---------------------------------------------------------------------------------------------
// Checks

export interface LootCheckInput {
  readonly sheet: LootSheet;
  readonly spec: LootCheckSpec;
  readonly advantages: number;
  readonly disadvantages: number;
}

export interface LootCheckRoll {
  readonly faces: readonly number[];
  /** Who picks the die that counts (null with one die). */
  readonly picker: LootPicker;
  /** The index of the die the default pick chose. */
  readonly chosen: number;
}

/** The dice of a check and the die the default pick chooses; the player or judge may pick another. */
export function rollLootCheck(input: LootCheckInput, rng: Rng): LootCheckRoll {
  const dice = lootCheckDice(input.advantages, input.disadvantages);
  const faces = rollLootCheckDice(dice, rng);
  return {
    faces,
    picker: dice.picker,
    chosen: lootDefaultPick(
      faces.map((face) => lootFaceVerdict(input.sheet, input.spec, face)),
      dice.picker,
    ),
  };
}

/** A check done: its dice, the die picked, and that die resolved on the sheet. */
export interface LootCheckDone {
  readonly roll: LootCheckRoll;
  readonly resolution: LootCheckResolution;
}

/** Resolves the picked die on the sheet (rolling any parry dice). */
export function finishLootCheck(
  sheet: LootSheet,
  spec: LootCheckSpec,
  roll: LootCheckRoll,
  rng: Rng,
): LootCheckDone {
  return {
    roll,
    resolution: resolveLootCheck(sheet, spec, roll.faces[roll.chosen] as number, rng),
  };
}

/**
 * A check: the d12s, the die that counts (on the page the player or judge may pick another before
 * it is resolved; rolled again, the default pick) and that die resolved on the sheet.
 */
export const lootCheckTool = defineTool<LootCheckInput, LootCheckDone>({
  name: 'check',
  schema: z.object({
    sheet: sheetSchema,
    spec: specSchema,
    advantages: extraDice,
    disadvantages: extraDice,
  }) as unknown as z.ZodMiniType<LootCheckInput>,
  roll: (input, rng) => finishLootCheck(input.sheet, input.spec, rollLootCheck(input, rng), rng),
  describe: (_input, { roll, resolution }) => {
    const face = roll.faces[roll.chosen] as number;
    const pick =
      roll.faces.length > 1
        ? `; ${roll.picker === 'judge' ? 'the judge' : 'the player'} picked ${face}`
        : '';
    return {
      expression: `${roll.faces.length}d12`,
      detail: `${roll.faces.join(', ')}${pick}${parryText(resolution.parryRolls)}; rolled ${describeLootFace(face, resolution.item)}`,
      total: face,
      result: LOOT_OUTCOME_LABELS[resolution.outcome],
    };
  },
});

// ---------------------------------------------------------------------------------------------
// Falling

export interface LootFallInput {
  readonly sheet: LootSheet;
  readonly feet: number;
  readonly advantages: number;
  readonly disadvantages: number;
}

export interface LootFallDone {
  readonly sheet: LootSheet;
  readonly checks: readonly LootFallCheck[];
  readonly wounds: number;
  /** One sentence per check, for the reader. */
  readonly lines: readonly string[];
}

/** "1 wound" / "No wound". */
export function describeLootWounds(wounds: number): string {
  return wounds === 0 ? 'No wound' : howMany(wounds, 'wound');
}

/** What a fall came to, as the check roller's outcome line. */
export function describeLootFallOutcome(wounds: number): string {
  return wounds === 0 ? 'No wound' : `${describeLootWounds(wounds)} in body slots`;
}

/** A fall: every falling check rolled on the sheet. */
export const lootFallTool = defineTool<LootFallInput, LootFallDone>({
  name: 'fall',
  schema: z.object({
    sheet: sheetSchema,
    feet: wholeNumberSchema(LOOT_MIN_FALL_FEET, LOOT_MAX_FALL_FEET),
    advantages: extraDice,
    disadvantages: extraDice,
  }) as unknown as z.ZodMiniType<LootFallInput>,
  roll: (input, rng) => {
    const fall = rollLootFall(input.sheet, input.feet, input.advantages, input.disadvantages, rng);
    const wounds = fall.checks.filter((check) => check.picked <= 5).length;
    const lines = fall.checks.map((check, index) => {
      const counts = check.dice.length > 1 ? ` (counts ${check.picked})` : '';
      const what =
        check.picked === 12
          ? 'a 12, the judge decides'
          : `${slotName(check.picked as SlotNumber)}, ${check.resolution.outcome === 'open' || check.resolution.outcome === 'failure' ? 'a wound' : 'no wound'}`;
      return `Check ${index + 1}: ${check.dice.join(', ')}${counts}: ${what}. ${check.resolution.notes.join(' ')}`;
    });
    return { sheet: fall.sheet, checks: fall.checks, wounds, lines };
  },
  describe: (input, fall) => ({
    expression: `${fall.checks.length}×${lootCheckDice(input.advantages, input.disadvantages).count}d12`,
    detail: fall.checks.map((check) => check.picked).join(', '),
    total: fall.wounds,
    result: describeLootWounds(fall.wounds),
  }),
});

// ---------------------------------------------------------------------------------------------
// A hit on a chosen slot (the judge's choice after a 12, or an attack applied to the sheet)

export interface LootDefenceHitInput {
  readonly sheet: LootSheet;
  readonly attack: LootAttackType;
  readonly defence: LootDefenceChoice;
  readonly slot: SlotNumber;
}

export type LootDefenceHit = Omit<LootCheckResolution, 'face' | 'item'>;

/** A hit on the slot resolved (evade, block, parry dice, wound). */
export const lootDefenceHitTool = defineTool<LootDefenceHitInput, LootDefenceHit>({
  name: 'defence-hit',
  schema: z.object({
    sheet: sheetSchema,
    attack: z.enum(LOOT_ATTACK_TYPES),
    defence: z.enum(LOOT_DEFENCE_CHOICES),
    slot: slotNumber,
  }) as unknown as z.ZodMiniType<LootDefenceHitInput>,
  roll: (input, rng) =>
    resolveLootDefenceHit(
      input.sheet,
      { kind: 'defence', attack: input.attack, defence: input.defence },
      input.slot,
      rng,
      false,
    ),
  describe: (input, hit) => ({
    expression: hit.parryRolls.length > 0 ? `${hit.parryRolls.length}d6` : '0',
    detail: `${slotName(input.slot)}, ${LOOT_DEFENCE_LABELS[input.defence].toLowerCase()}${parryText(hit.parryRolls)}`,
    total: sum(hit.parryRolls),
    result: LOOT_OUTCOME_LABELS[hit.outcome],
  }),
});

// ---------------------------------------------------------------------------------------------
// Attacks

export interface LootAttackInput {
  readonly attack: LootAttackType;
  /** The counts the attack rolls with, after a missile's aim and the two-weapon option (0-2 each). */
  readonly advantages: number;
  readonly disadvantages: number;
}

/** An attack face as the checks read faces: a hit (1-11) is a success for the attacker, a 12 a failure. */
export function lootAttackFaceVerdict(face: number): LootFaceVerdict {
  const hit = lootAttackHit(face);
  return hit.hit
    ? {
        face,
        verdict: 'success',
        parryDice: 0,
        fallback: 'success',
        reason: `Hits ${slotName(hit.slot)}.`,
      }
    : { face, verdict: 'failure', parryDice: 0, fallback: 'failure', reason: 'A 12: a miss.' };
}

/** The die that counts among an attack's dice, by the rule every LOOT roller picks with. */
export function pickLootAttackDie(faces: readonly number[], picker: LootPicker): number {
  return lootDefaultPick(faces.map(lootAttackFaceVerdict), picker);
}

/** Rolls an attack's d12s and picks the die that counts. */
export function rollLootAttack(input: LootAttackInput, rng: Rng): LootCheckRoll {
  const dice = lootCheckDice(input.advantages, input.disadvantages);
  const faces = rollLootAttackDice(dice.count, rng).faces;
  return { faces, picker: dice.picker, chosen: pickLootAttackDie(faces, dice.picker) };
}

/** An attack: its d12s and the die that counts, a hit on a slot or a miss. */
export const lootAttackTool = defineTool<LootAttackInput, LootCheckRoll>({
  name: 'attack',
  schema: z.object({
    attack: z.enum(LOOT_ATTACK_TYPES),
    advantages: extraDice,
    disadvantages: extraDice,
  }),
  roll: rollLootAttack,
  describe: (_input, { faces, chosen }) => {
    const face = faces[chosen] as number;
    const hit = lootAttackHit(face);
    return {
      expression: `${faces.length}d12`,
      detail: `${faces.join(', ')}${faces.length > 1 ? `; counts ${face}` : ''}`,
      total: face,
      result: hit.hit ? `Hit ${slotName(hit.slot)}` : 'Miss',
    };
  },
});

/** "missile attack 1 of 2". */
export function describeLootAttack(attack: LootAttackType, index: number, count: number): string {
  return `${LOOT_ATTACK_INFO[attack].label.toLowerCase()} attack${count > 1 ? ` ${index + 1} of ${count}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Conditions

export interface LootSlotPickInput {
  /** The condition the slot is picked for. */
  readonly letter: ConditionLetter;
  /** The valid slots, at least one: a tool with none has nothing to pick and rolls nothing. */
  readonly choices: readonly SlotNumber[];
}

/** "random slot for bleeding". */
export function describeLootSlotPick(letter: ConditionLetter): string {
  return `random slot for ${CONDITION_NAMES[letter].toLowerCase()}`;
}

/** One of the valid slots picked at random. */
export const lootSlotPickTool = defineTool<LootSlotPickInput, SlotNumber>({
  name: 'condition-slot',
  schema: z.object({
    letter: z.enum(CONDITION_LETTERS),
    choices: z.array(slotNumber).check(
      z.minLength(1),
      z.maxLength(SLOT_COUNT),
      z.refine((choices) => new Set(choices).size === choices.length),
    ),
  }) as unknown as z.ZodMiniType<LootSlotPickInput>,
  // A pick among valid slots always finds one: the input holds at least one slot.
  roll: (input, rng) => pickLootSlot(input.choices, rng) as SlotNumber,
  describe: (input, slot) => ({
    expression: `1d${input.choices.length}`,
    detail: `among slots ${input.choices.join(', ')}`,
    total: input.choices.indexOf(slot) + 1,
    result: `slot ${slot}`,
  }),
});

/** The input of a roll that reads only the sheet: the corruption check and rolling on the ground. */
export interface LootSheetRollInput {
  readonly sheet: LootSheet;
}

const sheetRollSchema = z.object({
  sheet: sheetSchema,
}) as unknown as z.ZodMiniType<LootSheetRollInput>;

/** More exposure to corruption: the d12 check. */
export const lootCorruptionTool = defineTool<LootSheetRollInput, LootCorruptionCheck>({
  name: 'corruption-check',
  schema: sheetRollSchema,
  roll: (input, rng) => checkLootCorruption(input.sheet, rng),
  describe: (_input, check) => ({
    expression: '1d12',
    detail: `d12: ${check.roll}`,
    total: check.roll,
    result: check.worsens ? 'worsens' : 'no change',
  }),
});

/** A turn rolling on the ground to put out the fire: 3d12. */
export const lootRollOnGroundTool = defineTool<LootSheetRollInput, LootRollOnGround>({
  name: 'roll-on-ground',
  schema: sheetRollSchema,
  roll: (input, rng) => rollLootOnGround(input.sheet, rng),
  describe: (_input, rolled) => ({
    expression: '3d12',
    detail: `3d12: ${rolled.rolls.join(', ')}`,
    total: sum(rolled.rolls),
    result: rolled.notes[0] ?? '',
  }),
});

// ---------------------------------------------------------------------------------------------
// Encounters

export interface LootEncounterInput {
  readonly trys: number;
  /** Alerted senses in all, 0-9. */
  readonly senses: number;
}

/** The judge's d10s (read 0-9) for a task. */
export const lootEncounterTool = defineTool<LootEncounterInput, LootEncounterRoll>({
  name: 'encounters',
  schema: z.object({
    trys: wholeNumberSchema(1, LOOT_MAX_TRYS),
    senses: wholeNumberSchema(0, LOOT_MAX_SENSES),
  }),
  roll: (input, rng) => rollLootEncounters(input.trys, input.senses, rng),
  describe: (input, rolled) => ({
    expression: `${input.trys}d10z`,
    detail: `${rolled.faces.join(', ')}; encounter on ${rolled.encounterFaces.join(', ')}`,
    total: rolled.hits.length,
    result: rolled.encounter ? 'Encounter' : 'No encounter',
  }),
});
