/**
 * LOOT checks: the player rolls a d12 and names the item in that slot; the item decides. A 12
 * always fails. Advantage and disadvantage add one d12 each, at most 2 of each, cancelling 1
 * for 1; with advantage the player picks the die that counts, with disadvantage the judge does.
 *
 * Each check type reads a face as one of: success, a parry chance, "the judge decides",
 * a treated wound, or failure. The chances before rolling enumerate every combination of the
 * 1-3 dice with the default pick (the best face for the player, the worst for the judge), so
 * they are exact. Decisions:
 * - terrain: a "normal" item (neither light nor heavy) fails, because the text lets only a light
 *   item or an empty slot succeed;
 * - stealth: "adjacent slots" are the slots numbered one above and one below, across areas;
 *   the same item held in both grips is one item, not two clanking ones;
 * - falling: a 12 names no slot, so the judge decides; each check uses the default pick;
 * - a check that rolls a wounded slot fails and follows `checkRollsWound` (a treated wound
 *   opens, an open wound makes the character cringe), whatever the check type.
 */
import { capitalised, howMany } from '../words';
import { rollDie, type Fraction, type Rng } from '../dice';
import {
  describeLootSlotItems,
  LOOT_ATTACK_INFO,
  lootParryDice,
  lootParrySucceeds,
  lootWieldsWeapon,
  resolveLootBlock,
  type LootAttackType,
} from './attacks';
import { readWholeNumber } from '../whole-number';
import { refuse } from '../result';
import type { LootInputResult } from './errors';
import { isLootSlotNoisy } from './inventory';
import { isBodySlot, readSlot, slotName, type LootSheet, type SlotNumber } from './sheet';
import { checkRollsWound, markLootSlot, woundLootSlot } from './wounds';

export type LootCheckKind = 'plain' | 'terrain' | 'hearing' | 'smell' | 'defence' | 'falling';
export const LOOT_CHECK_KINDS: readonly LootCheckKind[] = [
  'plain',
  'terrain',
  'hearing',
  'smell',
  'defence',
  'falling',
];
export const LOOT_CHECK_LABELS: Readonly<Record<LootCheckKind, string>> = {
  plain: 'Plain check (the judge decides)',
  terrain: 'Terrain',
  hearing: 'Stealth against hearing',
  smell: 'Stealth against smell',
  defence: 'Defence',
  falling: 'Falling',
};

/** The check types as the check roller offers them. */
export const LOOT_CHECK_KIND_OPTIONS = LOOT_CHECK_KINDS.map((kind) => ({
  value: kind,
  label: LOOT_CHECK_LABELS[kind],
}));

/** What each check reads, in a sentence or two for the tool. */
export const LOOT_CHECK_NOTES: Readonly<Record<LootCheckKind, string>> = {
  plain:
    'The judge decides from the item named. A 12 always fails, and so does a slot with a wound.',
  terrain:
    'An unmarked slot with a light item or no item succeeds and marks the slot; a marked slot or a heavy item fails. Our decision: an item that is neither light nor heavy is not light, so it fails too.',
  hearing:
    'An item that is not noisy succeeds. Rigid items (metal, glass, stone) bundled together or in the slots numbered just above or below each other count as noisy. Ambient noise: give advantage.',
  smell: 'An item that is not smelly succeeds.',
  defence:
    'Only blasts and grabs can be evaded, and not while restrained, immobilized or unconscious (in the open without cover, you must fall prone). Parrying rolls 1d6 with a weapon or 2d6 with a shield when a body slot is hit. An empty grip or a 12: the judge chooses the slot.',
  falling:
    'One check for each 10 ft fallen; each body slot (1-5) rolled takes an open wound. A 12 names no slot: the judge decides. Each check uses the best or worst die as the picker would.',
};

/** How the exact chances of each check are named. */
export const LOOT_CHANCE_LABELS: Readonly<
  Record<LootCheckKind, Readonly<Record<keyof LootCheckChances, string>>>
> = {
  plain: { success: 'Success', judge: 'The judge decides', failure: 'Failure (a 12 or a wound)' },
  terrain: { success: 'Success', judge: 'The judge decides', failure: 'Failure' },
  hearing: { success: 'Success', judge: 'The judge decides', failure: 'Failure' },
  smell: { success: 'Success', judge: 'The judge decides', failure: 'Failure' },
  defence: {
    success: 'No wound',
    judge: 'The judge chooses the slot',
    failure: 'Hit (wound or failed check)',
  },
  falling: {
    success: 'No wound on one check',
    judge: 'The judge decides',
    failure: 'A wound on one check',
  },
};

export type LootDefenceChoice = 'evade' | 'parry' | 'neither';
export const LOOT_DEFENCE_CHOICES: readonly LootDefenceChoice[] = ['evade', 'parry', 'neither'];

/**
 * The defence a choice allows against an attack: only grabs and blasts can be evaded, and only
 * what a melee weapon or shield could block can be parried; anything else is "neither".
 */
export function allowLootDefence(
  choice: LootDefenceChoice,
  attack: LootAttackType,
): LootDefenceChoice {
  const info = LOOT_ATTACK_INFO[attack];
  return (choice === 'evade' && !info.evadable) || (choice === 'parry' && !info.parryable)
    ? 'neither'
    : choice;
}

export interface LootCheckSpec {
  readonly kind: LootCheckKind;
  /** Defence only. */
  readonly attack?: LootAttackType;
  readonly defence?: LootDefenceChoice;
}

export const LOOT_DIE_SIDES = 12;
export const LOOT_ALWAYS_FAILS = 12;
export const LOOT_MAX_EXTRA_DICE = 2;

export type LootPicker = 'player' | 'judge' | null;

export interface LootCheckDice {
  readonly advantages: number;
  readonly disadvantages: number;
  /** Extra dice after cancelling: positive for advantage, negative for disadvantage. */
  readonly net: number;
  /** How many advantages and disadvantages cancelled each other, one for one. */
  readonly cancelled: number;
  readonly count: number;
  /** Who picks the die that counts: the player with advantage, the judge with disadvantage. */
  readonly picker: LootPicker;
}

function clampExtra(count: number): number {
  if (!Number.isFinite(count)) return 0;
  return Math.max(0, Math.min(LOOT_MAX_EXTRA_DICE, Math.floor(count)));
}

/**
 * The dice to roll in words: "2d12: the player picks the die that counts." With advantage the one
 * who rolls picks (`who`: the player, the attacker), with disadvantage the judge.
 */
export function describeLootDice(dice: LootCheckDice, who: string): string {
  const picker = dice.picker === 'player' ? who : dice.picker;
  return `${dice.count}d12${picker ? `: the ${picker} picks the die that counts.` : '.'}`;
}

/**
 * The dice an attack rolls, as the attack roller's sentence: "Roll 1d12.", "Roll 2d12: the judge
 * picks the die that counts.", or for the two-weapon option "Two attacks, each rolling 1d12."
 */
export function describeLootAttackDice(dice: LootCheckDice, attacks: 1 | 2): string {
  return `${attacks === 2 ? 'Two attacks, each rolling' : 'Roll'} ${describeLootDice(dice, 'attacker')}`;
}

/** Cancels advantages against disadvantages (each 0-2) and says how many d12s to roll and who picks. */
export function lootCheckDice(advantages: number, disadvantages: number): LootCheckDice {
  const a = clampExtra(advantages);
  const d = clampExtra(disadvantages);
  const net = a - d;
  return {
    advantages: a,
    disadvantages: d,
    net,
    cancelled: Math.min(a, d),
    count: 1 + Math.abs(net),
    picker: net > 0 ? 'player' : net < 0 ? 'judge' : null,
  };
}

export type LootFaceClass = 'success' | 'parry' | 'judge' | 'treated' | 'failure';

export interface LootFaceVerdict {
  readonly face: number;
  readonly verdict: LootFaceClass;
  /** For a parry chance: how many d6 are rolled (1 weapon, 2 shield). */
  readonly parryDice: 0 | 1 | 2;
  /** What happens if the parry fails (defence with a parry chance). */
  readonly fallback: LootFaceClass;
  /** One sentence for the reader. */
  readonly reason: string;
}

function verdict(
  face: number,
  v: LootFaceClass,
  reason: string,
  parryDice: 0 | 1 | 2 = 0,
  fallback: LootFaceClass = v,
): LootFaceVerdict {
  return { face, verdict: v, parryDice, fallback, reason };
}

function defenceVerdict(sheet: LootSheet, spec: LootCheckSpec, face: number): LootFaceVerdict {
  const attack = spec.attack ?? 'melee';
  const choice = spec.defence ?? 'neither';
  if (face === LOOT_ALWAYS_FAILS)
    return verdict(face, 'judge', 'A 12: the judge chooses which slot is hit.');
  const slot = readSlot(sheet, face);
  if (slot.wound !== 'none')
    return verdict(
      face,
      'failure',
      `Rolled a ${slot.wound} wound: the check fails and the hit lands there.`,
    );
  if (choice === 'evade' && LOOT_ATTACK_INFO[attack].evadable) {
    const heavy = slot.items.find((item) => item.weight === 'heavy');
    if (!heavy) return verdict(face, 'success', 'Not heavy: evaded, no wound.');
  }
  const block = resolveLootBlock(sheet, face, attack);
  const landed: LootFaceClass =
    block.result === 'blocked' || block.result === 'unwounded'
      ? 'success'
      : block.result === 'judge'
        ? 'judge'
        : block.result === 'treated'
          ? 'treated'
          : 'failure';
  if (choice === 'parry' && (landed === 'treated' || landed === 'failure') && isBodySlot(face)) {
    const dice = lootParryDice(sheet, attack);
    if (dice > 0)
      return verdict(
        face,
        'parry',
        `${block.reason} Parry: ${dice}d6, parried on a ${face}.`,
        dice,
        landed,
      );
  }
  return verdict(face, landed, block.reason);
}

/** How one face of the d12 reads for this check on this sheet, before any dice are picked. */
export function lootFaceVerdict(
  sheet: LootSheet,
  spec: LootCheckSpec,
  face: number,
): LootFaceVerdict {
  if (!Number.isInteger(face) || face < 1 || face > LOOT_DIE_SIDES)
    throw new RangeError(`a check face is 1-12, got ${face}`);
  if (spec.kind === 'defence') return defenceVerdict(sheet, spec, face);
  if (face === LOOT_ALWAYS_FAILS) {
    return spec.kind === 'falling'
      ? verdict(face, 'judge', 'A 12 names no slot: the judge decides.')
      : verdict(face, 'failure', 'A 12 always fails.');
  }
  const slot = readSlot(sheet, face);
  const items = describeLootSlotItems(sheet, face);
  if (spec.kind === 'falling') {
    return isBodySlot(face)
      ? verdict(face, 'failure', `A wound in ${slotName(face as SlotNumber)}.`)
      : verdict(face, 'success', 'Not a body slot: no wound.');
  }
  if (slot.wound !== 'none')
    return verdict(face, 'failure', `A ${slot.wound} wound: the check fails.`);
  switch (spec.kind) {
    case 'plain':
      return verdict(
        face,
        'judge',
        items === 'nothing'
          ? `${EMPTY_SLOT}: the judge decides.`
          : `The judge decides from ${items}.`,
      );
    case 'terrain': {
      if (slot.marked)
        return verdict(face, 'failure', 'The slot is marked: you fail to reach your destination.');
      if (slot.items.some((item) => item.weight === 'heavy'))
        return verdict(face, 'failure', 'A heavy item: you fail to reach your destination.');
      if (slot.items.some((item) => item.weight === 'normal'))
        return verdict(face, 'failure', 'Not a light item: you fail to reach your destination.');
      return verdict(
        face,
        'success',
        `${terrainSuccess(slot.items.length)}, and the slot is marked.`,
      );
    }
    case 'hearing':
      return isLootSlotNoisy(sheet, face as SlotNumber)
        ? verdict(face, 'failure', `${items} makes noise.`)
        : verdict(face, 'success', `${items === 'nothing' ? EMPTY_SLOT : items} makes no noise.`);
    case 'smell':
      return slot.items.some((item) => item.smelly)
        ? verdict(face, 'failure', `${items} smells.`)
        : verdict(face, 'success', `${items === 'nothing' ? EMPTY_SLOT : items} does not smell.`);
  }
}

/** A slot rolled with nothing in it, as a sentence begins ("nothing" alone reads oddly there). */
const EMPTY_SLOT = 'An empty slot';

/**
 * A terrain check's success, the text's words ("you succeed in moving unharmed to where you
 * intended"): the face says the slot will be marked; the roll, once resolved, that it was.
 */
function terrainSuccess(itemCount: number): string {
  return `${itemCount === 0 ? 'No item' : 'A light item'}: you move unharmed to where you intended`;
}

/** Chance (out of 36) that a parry with `dice` d6 saves a hit on a body slot: 6/36 or 11/36. */
function parryOutOf36(dice: 0 | 1 | 2): number {
  return dice === 2 ? 11 : dice === 1 ? 6 : 0;
}

/** How much a face is worth to the player: used for the default pick. */
function rankFace(v: LootFaceVerdict): number {
  switch (v.verdict) {
    case 'success':
      return 100;
    case 'parry':
      return 50 + parryOutOf36(v.parryDice) + (v.fallback === 'treated' ? 1 : 0);
    case 'judge':
      return 20;
    case 'treated':
      return 10;
    case 'failure':
      return 0;
  }
}

/** The index of the die that counts by default: the best for the player, the worst when the judge picks. */
export function lootDefaultPick(verdicts: readonly LootFaceVerdict[], picker: LootPicker): number {
  let best = 0;
  for (let index = 1; index < verdicts.length; index += 1) {
    const current = rankFace(verdicts[index] as LootFaceVerdict);
    const chosen = rankFace(verdicts[best] as LootFaceVerdict);
    if (picker === 'judge' ? current < chosen : current > chosen) best = index;
  }
  return best;
}

export interface LootCheckChances {
  /** The check succeeds (for defence: no wound, counting parry rolls). */
  readonly success: Fraction;
  /** The judge decides (plain checks, a 12 or an empty grip on defence). */
  readonly judge: Fraction;
  /** Failure, including any wound. */
  readonly failure: Fraction;
}

/**
 * Exact chances of a check on this sheet with the default pick, by enumerating every
 * combination of the dice (at most 12^3), with parry rolls counted out of 36.
 */
export function lootCheckChances(
  sheet: LootSheet,
  spec: LootCheckSpec,
  advantages: number,
  disadvantages: number,
): LootCheckChances {
  const dice = lootCheckDice(advantages, disadvantages);
  const verdicts = Array.from({ length: LOOT_DIE_SIDES }, (_, index) =>
    lootFaceVerdict(sheet, spec, index + 1),
  );
  let success = 0;
  let judge = 0;
  let total = 0;
  const faces: number[] = new Array<number>(dice.count).fill(1);
  const visit = (depth: number): void => {
    if (depth === dice.count) {
      const picked = verdicts[
        (faces[
          lootDefaultPick(
            faces.map((face) => verdicts[face - 1] as LootFaceVerdict),
            dice.picker,
          )
        ] as number) - 1
      ] as LootFaceVerdict;
      total += 36;
      if (picked.verdict === 'success') success += 36;
      else if (picked.verdict === 'judge') judge += 36;
      else if (picked.verdict === 'parry') success += parryOutOf36(picked.parryDice);
      return;
    }
    for (let face = 1; face <= LOOT_DIE_SIDES; face += 1) {
      faces[depth] = face;
      visit(depth + 1);
    }
  };
  visit(0);
  const over = (count: number): Fraction => ({
    numerator: BigInt(count),
    denominator: BigInt(total),
  });
  return { success: over(success), judge: over(judge), failure: over(total - success - judge) };
}

/** Rolls the d12s of a check. */
export function rollLootCheckDice(dice: LootCheckDice, rng: Rng): number[] {
  return Array.from({ length: dice.count }, () => rollDie(rng, LOOT_DIE_SIDES));
}

export type LootCheckOutcome =
  | 'success'
  | 'failure'
  | 'judge'
  | 'evaded'
  | 'blocked'
  | 'parried'
  | 'treated'
  | 'open'
  | 'unwounded';

export interface LootCheckResolution {
  readonly face: number;
  /** What the roll named: "Rope" or "nothing" ("" for a 12). */
  readonly item: string;
  readonly outcome: LootCheckOutcome;
  readonly sheet: LootSheet;
  /** Sentences for the reader, in order. */
  readonly notes: readonly string[];
  /** The parry d6s, when a parry was rolled. */
  readonly parryRolls: readonly number[];
  /** A parry by a defender wielding a melee weapon allows a counterattack. */
  readonly counterattack: boolean;
}

function applyWound(
  sheet: LootSheet,
  slot: number,
  kind: 'open' | 'treated',
  notes: string[],
): LootSheet {
  const wounded = woundLootSlot(sheet, slot, kind);
  if (wounded.note) notes.push(wounded.note);
  return wounded.sheet;
}

/**
 * Why the judge's chosen slot cannot be resolved again: one hit is resolved once (a second press
 * would roll and log it twice). After an empty grip the judge chooses another slot, which can be.
 */
export function explainLootJudgeHitResolved(sheetName: string, slot: SlotNumber): string {
  return `Resolved on ${sheetName}, ${slotName(slot)}: one hit is resolved once. To place it elsewhere, choose another slot.`;
}

/**
 * A defence hit on `slot`: evade, block, parry (rolling the d6s) and the wound, applied to the
 * sheet. Used for the check's own face and for the slot the judge chooses after a 12 or an
 * empty grip. `fromCheck` is false for a judge-chosen slot (the check did not roll it).
 */
export function resolveLootDefenceHit(
  sheet: LootSheet,
  spec: LootCheckSpec,
  slot: number,
  rng: Rng,
  fromCheck = true,
): Omit<LootCheckResolution, 'face' | 'item'> {
  const attack = spec.attack ?? 'melee';
  const choice = spec.defence ?? 'neither';
  const notes: string[] = [];
  let current = sheet;
  const read = readSlot(sheet, slot);
  if (fromCheck && read.wound !== 'none') {
    // The check rolled a wound, so it fails (no evading, no parry roll). When the hit wounds,
    // woundLootSlot applies the same rule and adds where the judge puts the new wound.
    const block = resolveLootBlock(sheet, slot, attack);
    if (block.result === 'treated' || block.result === 'open') {
      notes.push(block.reason);
      return {
        outcome: block.result,
        sheet: applyWound(sheet, slot, block.result, notes),
        notes,
        parryRolls: [],
        counterattack: false,
      };
    }
    const rolled = checkRollsWound(sheet, slot);
    notes.push(rolled.note, block.reason);
    return {
      outcome: block.result === 'blocked' ? 'blocked' : 'judge',
      sheet: rolled.sheet,
      notes,
      parryRolls: [],
      counterattack: false,
    };
  }
  if (
    choice === 'evade' &&
    LOOT_ATTACK_INFO[attack].evadable &&
    !read.items.some((item) => item.weight === 'heavy')
  ) {
    notes.push('Not heavy: you evade and take no wound.');
    return { outcome: 'evaded', sheet: current, notes, parryRolls: [], counterattack: false };
  }
  const block = resolveLootBlock(current, slot, attack);
  notes.push(block.reason);
  if (block.result === 'judge' || block.result === 'unwounded')
    return { outcome: block.result, sheet: current, notes, parryRolls: [], counterattack: false };
  if (block.result === 'blocked') {
    const counterattack = block.parried && attack === 'melee' && lootWieldsWeapon(current);
    if (block.parried)
      notes.push(
        counterattack
          ? 'Blocked in a grip: parried, and you may counterattack.'
          : 'Blocked in a grip: parried.',
      );
    return {
      outcome: block.parried ? 'parried' : 'blocked',
      sheet: current,
      notes,
      parryRolls: [],
      counterattack,
    };
  }
  let parryRolls: number[] = [];
  const parryDice = choice === 'parry' && isBodySlot(slot) ? lootParryDice(current, attack) : 0;
  if (parryDice > 0) {
    parryRolls = Array.from({ length: parryDice }, () => rollDie(rng, 6));
    if (lootParrySucceeds(slot, parryRolls)) {
      const counterattack = attack === 'melee' && lootWieldsWeapon(current);
      notes.push(
        `Parry ${parryRolls.join(', ')}: a ${slot}, parried, no wound.${counterattack ? ' You may counterattack.' : ''}`,
      );
      return { outcome: 'parried', sheet: current, notes, parryRolls, counterattack };
    }
    notes.push(`Parry ${parryRolls.join(', ')}: no ${slot}, the parry fails.`);
  }
  current = applyWound(current, slot, block.result, notes);
  return { outcome: block.result, sheet: current, notes, parryRolls, counterattack: false };
}

/** Resolves the picked face of a check against the sheet, applying marks and wounds. */
export function resolveLootCheck(
  sheet: LootSheet,
  spec: LootCheckSpec,
  face: number,
  rng: Rng,
): LootCheckResolution {
  const verdictOf = lootFaceVerdict(sheet, spec, face);
  const item = face === LOOT_ALWAYS_FAILS ? '' : describeLootSlotItems(sheet, face);
  const base = { face, item, parryRolls: [] as number[], counterattack: false };
  if (spec.kind === 'defence') {
    if (face === LOOT_ALWAYS_FAILS)
      return { ...base, outcome: 'judge', sheet, notes: [verdictOf.reason] };
    return { ...base, ...resolveLootDefenceHit(sheet, spec, face, rng) };
  }
  if (face === LOOT_ALWAYS_FAILS)
    return {
      ...base,
      outcome: verdictOf.verdict === 'judge' ? 'judge' : 'failure',
      sheet,
      notes: [verdictOf.reason],
    };
  const notes: string[] = [];
  let current = sheet;
  if (spec.kind === 'falling' && isBodySlot(face)) {
    // woundLootSlot also covers a wound falling on a wound (it opens or cringes, and the judge
    // places the new one next to it), so checkRollsWound is not applied a second time.
    current = applyWound(current, face, 'open', notes);
    return { ...base, outcome: 'open', sheet: current, notes };
  }
  if (readSlot(sheet, face).wound !== 'none') {
    const rolled = checkRollsWound(current, face);
    notes.push(rolled.note);
    return { ...base, outcome: 'failure', sheet: rolled.sheet, notes };
  }
  if (spec.kind === 'terrain' && verdictOf.verdict === 'success') {
    // The tool marks the slot itself, so the result says it is done rather than asking for it.
    current = markLootSlot(current, face);
    notes.push(
      `${terrainSuccess(readSlot(sheet, face).items.length)}.`,
      `${capitalised(slotName(face as SlotNumber))} marked on ${sheet.name}.`,
    );
  } else notes.push(verdictOf.reason);
  return {
    ...base,
    outcome:
      verdictOf.verdict === 'judge'
        ? 'judge'
        : verdictOf.verdict === 'success'
          ? 'success'
          : 'failure',
    sheet: current,
    notes,
  };
}

export const LOOT_MIN_FALL_FEET = 10;
export const LOOT_MAX_FALL_FEET = 1000;

/** Reads the distance fallen typed in feet: a whole number from 10 (one check) to 1000 (100 checks). */
export function parseLootFallFeet(text: string): LootInputResult<number> {
  const read = readWholeNumber(
    text,
    LOOT_MIN_FALL_FEET,
    LOOT_MAX_FALL_FEET,
    'the distance fallen in feet',
  );
  if (read.ok) return read;
  // Out of range, the rule says why: there is no check under 10 ft, and 1000 ft is 100 of them.
  if (read.error.code === 'too-low')
    return refuse('too-low', `Under ${LOOT_MIN_FALL_FEET} ft there is no falling check.`);
  if (read.error.code === 'too-high')
    return refuse(
      'too-high',
      `At most ${LOOT_MAX_FALL_FEET} ft (${LOOT_MAX_FALL_FEET / 10} checks).`,
    );
  return read;
}

/** The number of falling checks: one per full 10 ft fallen. */
export function lootFallChecks(feet: number): number {
  if (!Number.isFinite(feet) || feet < 0) return 0;
  return Math.floor(feet / 10);
}

export interface LootFallCheck {
  readonly dice: readonly number[];
  readonly picked: number;
  readonly resolution: LootCheckResolution;
}

/** Rolls every falling check in turn (the default pick each time), wounding body slots as they come. */
export function rollLootFall(
  sheet: LootSheet,
  feet: number,
  advantages: number,
  disadvantages: number,
  rng: Rng,
): { sheet: LootSheet; checks: LootFallCheck[] } {
  const dice = lootCheckDice(advantages, disadvantages);
  const spec: LootCheckSpec = { kind: 'falling' };
  const checks: LootFallCheck[] = [];
  let current = sheet;
  for (let index = 0; index < lootFallChecks(feet); index += 1) {
    const faces = rollLootCheckDice(dice, rng);
    const picked = faces[
      lootDefaultPick(
        faces.map((face) => lootFaceVerdict(current, spec, face)),
        dice.picker,
      )
    ] as number;
    const resolution = resolveLootCheck(current, spec, picked, rng);
    current = resolution.sheet;
    checks.push({ dice: faces, picked, resolution });
  }
  return { sheet: current, checks };
}

/** The chance that a fall of `checks` checks wounds no body slot: the per-check success chance to that power. */
export function lootFallUnharmedChance(perCheck: Fraction, checks: number): Fraction {
  let numerator = 1n;
  let denominator = 1n;
  for (let index = 0; index < checks; index += 1) {
    numerator *= perCheck.numerator;
    denominator *= perCheck.denominator;
  }
  return { numerator, denominator };
}

/** A labelled exact chance, as the check roller lists them before the roll. */
export interface LootLabelledChance {
  readonly label: string;
  readonly fraction: Fraction;
}

/**
 * The chances the check roller shows for a check of this kind: success (not for a plain check,
 * which the judge reads), the judge's share when there is one, failure, and for a fall of
 * `fallChecks` checks the chance that none of them wounds.
 */
export function lootCheckChanceList(
  kind: LootCheckKind,
  chances: LootCheckChances,
  fallChecks: number,
): LootLabelledChance[] {
  const labels = LOOT_CHANCE_LABELS[kind];
  const list: LootLabelledChance[] = [];
  if (kind !== 'plain') list.push({ label: labels.success, fraction: chances.success });
  if (chances.judge.numerator > 0n) list.push({ label: labels.judge, fraction: chances.judge });
  list.push({ label: labels.failure, fraction: chances.failure });
  if (kind === 'falling' && fallChecks > 0)
    list.push({
      label: `No wound in all ${howMany(fallChecks, 'check')}`,
      fraction: lootFallUnharmedChance(chances.success, fallChecks),
    });
  return list;
}

/** The legend over dice rolled with advantage or disadvantage: whose pick it is, and how. */
export function describeLootDicePick(who: string, picker: LootPicker): string {
  return `Dice for ${who}: ${picker === 'judge' ? 'the judge picks (the worst is chosen)' : 'the player picks (the best is chosen)'}`;
}
