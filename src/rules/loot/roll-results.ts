/**
 * What the LOOT check and attack rollers show once the dice are down, and how that changes: a
 * check resolved, a fall, the hit on the slot the judge chose, and an attack roll whose hits are
 * applied to a sheet one by one. The rollers keep these values as their state and draw them; every
 * sentence, and every step from one state to the next, is made here.
 */
import type { Rng } from '../dice';
import { capitalised } from '../words';
import {
  lootAttackHit,
  LOOT_ATTACK_INFO,
  type LootAttackRolls,
  type LootAttackType,
} from './attacks';
import {
  describeLootDice,
  type LootCheckDice,
  type LootCheckSpec,
  type LootPicker,
} from './checks';
import {
  describeLootAttack,
  describeLootFace,
  describeLootFallOutcome,
  lootAttackTool,
  lootFallTool,
  lootRollSource,
  LOOT_OUTCOME_LABELS,
  rollLootCheck,
  type LootCheckDone,
  type LootCheckInput,
  type LootCheckRoll,
  type LootDefenceHit,
  type LootDefenceHitInput,
  type LootFallDone,
  type LootFallInput,
  type LootRollLogger,
} from './rolls';
import { slotName, type LootSheet, type SlotNumber } from './sheet';

/** A roll's result as a roller shows it: the outcome in bold, then one sentence a line. */
export interface LootRollResult {
  readonly outcome: string;
  readonly lines: readonly string[];
  /** A defence hit an empty grip (or a 12): the judge chooses the slot hit next. */
  readonly judgePlaces: boolean;
}

/** A check resolved on the die picked: "Rolled 1: slot 1 (Head), Rope." and what it did. */
export function describeLootCheckDone(
  { roll, resolution }: LootCheckDone,
  spec: LootCheckSpec,
): LootRollResult {
  const face = roll.faces[roll.chosen] as number;
  return {
    outcome: LOOT_OUTCOME_LABELS[resolution.outcome],
    lines: [`Rolled ${describeLootFace(face, resolution.item)}.`, ...resolution.notes],
    judgePlaces: spec.kind === 'defence' && resolution.outcome === 'judge',
  };
}

/** A fall: the wounds it came to, and a line for each falling check. */
export function describeLootFallDone(fall: LootFallDone): LootRollResult {
  return { outcome: describeLootFallOutcome(fall.wounds), lines: fall.lines, judgePlaces: false };
}

/** A check whose dice are down, waiting for the picker: whose sheet, and what was asked. */
export interface LootPendingCheck extends LootCheckRoll {
  readonly sheetId: string;
  readonly who: string;
  readonly spec: LootCheckSpec;
  readonly advantages: number;
  readonly disadvantages: number;
}

/** Rolls a check's dice on the sheet; the die the rules pick is chosen until the picker changes it. */
export function startLootCheck(input: LootCheckInput, rng: Rng): LootPendingCheck {
  const { sheet, spec, advantages, disadvantages } = input;
  const roll = rollLootCheck(input, rng);
  return { ...roll, sheetId: sheet.id, who: sheet.name, spec, advantages, disadvantages };
}

/** The check asked again on `sheet` as it is now, to resolve the die picked there. */
export function lootPendingInput(pending: LootPendingCheck, sheet: LootSheet): LootCheckInput {
  const { spec, advantages, disadvantages } = pending;
  return { sheet, spec, advantages, disadvantages };
}

/** A fall rolled on the sheet and logged through `log`: the sheet after it, and what it came to. */
export function rollLootFallLogged(
  input: LootFallInput,
  log: LootRollLogger,
): { readonly sheet: LootSheet; readonly result: LootRollResult } {
  const source = lootRollSource(`falling ${input.feet} ft`, input.sheet.name);
  const fall = log(lootFallTool, input, source);
  return { sheet: fall.sheet, result: describeLootFallDone(fall) };
}

/** The hit the judge places on `slot` after a defence check of `spec`. */
export function lootJudgeHitInput(
  sheet: LootSheet,
  spec: LootCheckSpec,
  slot: SlotNumber,
): LootDefenceHitInput {
  return { sheet, attack: spec.attack ?? 'melee', defence: spec.defence ?? 'neither', slot };
}

/** The hit on the slot the judge chose; another empty grip asks the judge again. */
export function describeLootJudgeHit(slot: SlotNumber, hit: LootDefenceHit): LootRollResult {
  return {
    outcome: LOOT_OUTCOME_LABELS[hit.outcome],
    lines: [`The judge chose ${slotName(slot)}.`, ...hit.notes],
    judgePlaces: hit.outcome === 'judge',
  };
}

/** "Roll 2d12: the player picks the die that counts. (1 advantage and disadvantage cancel.)" */
export function describeLootCheckRoll(dice: LootCheckDice): string {
  const cancelled =
    dice.cancelled > 0 ? ` (${dice.cancelled} advantage and disadvantage cancel.)` : '';
  return `Roll ${describeLootDice(dice, 'player')}${cancelled}`;
}

/** Why the check roller's Roll is off while the distance fallen cannot be read. */
export const LOOT_FALL_FEET_BLOCKED =
  'Roll is off until the distance fallen is a whole number of feet from 10 to 1000.';

/** "defence against melee": a hit on a sheet as the roll log names where it was rolled. */
export function describeLootDefenceAgainst(attack: LootAttackType): string {
  return `defence against ${LOOT_ATTACK_INFO[attack].label.toLowerCase()}`;
}

/** The log's words for a hit on the slot the judge chose, after what it was rolled for. */
export function describeLootJudgeSource(what: string): string {
  return `${what}, slot chosen by the judge`;
}

// ---------------------------------------------------------------------------------------------
// An attack roll and its hits, applied to a sheet

/** A hit applied to a sheet: which sheet and slot, and what the defence came to there. */
export interface LootAppliedHit {
  readonly sheetName: string;
  readonly slot: SlotNumber;
  readonly lines: readonly string[];
  /** The slot hit was an empty grip: the judge chooses which slot is hit. */
  readonly judgePlaces: boolean;
  /** Where the judge placed it, once: that slot is resolved, so its button turns off. */
  readonly placed: { readonly sheetName: string; readonly slot: SlotNumber } | null;
}

/** One press of Roll attack: one attack, or two with the two-weapon option, and their hits. */
export interface LootAttackRound {
  readonly attack: LootAttackType;
  readonly attacks: readonly LootCheckRoll[];
  /** Per attack, the hit once applied: one roll is applied once, so its button turns off. */
  readonly applied: readonly (LootAppliedHit | null)[];
}

/**
 * Rolls the attacks one press of Roll attack makes (two with the two-weapon option), each logged
 * through `log` as "melee attack 1 of 2 (Ada)", none applied yet.
 */
export function rollLootAttackRound(
  attack: LootAttackType,
  planned: LootAttackRolls,
  sheetName: string | undefined,
  log: LootRollLogger,
): LootAttackRound {
  const input = { attack, advantages: planned.advantages, disadvantages: planned.disadvantages };
  const attacks = Array.from({ length: planned.count }, (_, index) =>
    log(
      lootAttackTool,
      input,
      lootRollSource(describeLootAttack(attack, index, planned.count), sheetName),
    ),
  );
  return startLootAttackRound(attack, attacks);
}

/** The attacks just rolled, none applied yet. */
export function startLootAttackRound(
  attack: LootAttackType,
  attacks: readonly LootCheckRoll[],
): LootAttackRound {
  return { attack, attacks, applied: attacks.map(() => null) };
}

/** Another die picked for one attack: the same roll, read from that die. */
export function chooseLootAttackDie(
  round: LootAttackRound,
  attackIndex: number,
  chosen: number,
): LootAttackRound {
  return {
    ...round,
    attacks: round.attacks.map((one, index) => (index === attackIndex ? { ...one, chosen } : one)),
  };
}

function withApplied(
  round: LootAttackRound,
  attackIndex: number,
  applied: LootAppliedHit | null,
): LootAttackRound {
  return {
    ...round,
    applied: round.applied.map((one, index) => (index === attackIndex ? applied : one)),
  };
}

/** A hit rolled on a sheet: the sheet's name, the slot hit and what the defence did there. */
export interface LootHitOnSheet {
  readonly sheetName: string;
  readonly slot: SlotNumber;
  readonly hit: LootDefenceHit;
}

/** One attack's hit applied to a sheet, as the defence resolved it. */
export function applyLootAttackHit(
  round: LootAttackRound,
  attackIndex: number,
  { sheetName, slot, hit }: LootHitOnSheet,
): LootAttackRound {
  const applied = { sheetName, slot, lines: hit.notes, judgePlaces: hit.outcome === 'judge' };
  return withApplied(round, attackIndex, { ...applied, placed: null });
}

/** A hit on an empty grip placed on the slot the judge chose: its lines follow the first ones. */
export function placeLootAttackHit(
  round: LootAttackRound,
  attackIndex: number,
  { sheetName, slot, hit }: LootHitOnSheet,
): LootAttackRound {
  const applied = round.applied[attackIndex];
  if (!applied) return round;
  const placed = describeLootJudgeHit(slot, hit);
  return withApplied(round, attackIndex, {
    ...applied,
    lines: [...applied.lines, ...placed.lines],
    judgePlaces: placed.judgePlaces,
    placed: { sheetName, slot },
  });
}

/** A hit taken back from the sheet (its Undo): it can be applied again. */
export function unapplyLootAttackHit(round: LootAttackRound, attackIndex: number): LootAttackRound {
  return withApplied(round, attackIndex, null);
}

/** Whether an attack after `attackIndex` hit and is still to be applied. */
export function lootHitsWaiting(round: LootAttackRound, attackIndex: number): boolean {
  return round.attacks.some(
    (one, index) =>
      index > attackIndex &&
      !round.applied[index] &&
      lootAttackHit(one.faces[one.chosen] as number).hit,
  );
}

/** "Attack 2: " before what each attack shows, when the round has two. */
export function lootAttackPrefix(round: LootAttackRound, attackIndex: number): string {
  return round.attacks.length > 1 ? `Attack ${attackIndex + 1}: ` : '';
}

/** The legend over an attack's dice: "Attack 1: the attacker picks", "The judge picks". */
export function describeLootAttackPick(prefix: string, picker: LootPicker): string {
  return capitalised(`${prefix}${picker === 'judge' ? 'the judge picks' : 'the attacker picks'}`);
}

/** What the die picked did: "Hit: slot 3 (Torso)." or "Miss (a 12)." */
export function describeLootAttackOutcome(roll: LootCheckRoll): string {
  const hit = lootAttackHit(roll.faces[roll.chosen] as number);
  return hit.hit ? `Hit: ${slotName(hit.slot)}.` : 'Miss (a 12).';
}

/** "Apply the hit to Ada", or "Apply hit 2 to Ada" when the round has two attacks. */
export function describeLootApplyHit(
  round: LootAttackRound,
  attackIndex: number,
  sheetName: string,
): string {
  const which = round.attacks.length > 1 ? `hit ${attackIndex + 1}` : 'the hit';
  return `Apply ${which} to ${sheetName}`;
}
