/**
 * Dead Weight attribute tests: the pool, the roll, re-rolls, the outcome and the fatigue it
 * costs, and the exact chances of each outcome before rolling.
 *
 * Rules (facts file, "dead-weight"): pool = score - fatigue - wounds (negative counts as zero).
 * Success: any die shows 4-6. Great success: two or more 6s. Critical failure: a failure with
 * any 1. Any 4 or 1 costs one fatigue on that attribute, even on a success; checks (such as
 * initiative) never cost fatigue. Proficiency N: re-roll up to N dice. Advantage: the player
 * re-rolls one die; disadvantage: the GM re-rolls one die; they cancel 1:1; the new value stands.
 * Helping another: each helper adds one die ("an ally will receive an extra die from you").
 * Keeping it safe: 2 dice fewer, fatigue only on a failure. Extra effort: one more die for one
 * fatigue. Zero (or fewer) dice: roll 2 and keep the lowest.
 *
 * Decisions: with zero dice only the kept (lowest) die is read, for the outcome and for fatigue;
 * fatigue is read from the dice that stand after every re-roll; the GM's disadvantage re-roll
 * comes right after the roll, then the player's re-rolls, one at a time.
 *
 * Odds assume a best-play policy, stated in the UI: the GM re-rolls the highest die when the test
 * is succeeding (and never re-rolls a failing test); the player re-rolls the lowest die while the
 * test is failing and keeps the remaining re-rolls once it succeeds. The policy depends only on
 * which faces are showing, so the chances are computed over multisets of faces with exact
 * bigint counts (tests compare them with enumeration of every ordered roll).
 */
import { rollDie, type Fraction, type Rng } from '../dice';
import type { Problem } from '../result';

export const DW_TEST_MAX_DICE = 24;
export const DW_TEST_MAX_HELPERS = 5;
export const DW_TEST_MAX_REROLLS = 10;
/** Dice rolled when the pool is zero or less; the lowest is kept. */
export const DW_ZERO_POOL_DICE = 2;
export const DW_KEEP_SAFE_PENALTY = 2;
/** The lowest face that hits: a die showing 4-6 is a success in a test and cancels a wound on an armour roll. */
export const DW_HIT_FACE = 4;

/** True when a die hits (4-6). */
export function isDwHit(face: number): boolean {
  return face >= DW_HIT_FACE;
}

/** How many of the dice hit (4-6). */
export function countDwHits(dice: readonly number[]): number {
  return dice.filter(isDwHit).length;
}

export interface DwTestInput {
  /** score - fatigue - wounds; may be negative (counts as zero). */
  readonly pool: number;
  readonly proficiency: number;
  readonly advantage: boolean;
  readonly disadvantage: boolean;
  readonly keepSafe: boolean;
  readonly extraEffort: boolean;
  readonly helpers: number;
  /** A check (initiative, ...): never costs fatigue. */
  readonly check: boolean;
  /** Other re-rolls the player may spend, e.g. dodge and shield tokens on a defence. */
  readonly tokens?: number;
}

export const DW_TEST_DEFAULTS: DwTestInput = {
  pool: 0,
  proficiency: 0,
  advantage: false,
  disadvantage: false,
  keepSafe: false,
  extraEffort: false,
  helpers: 0,
  check: false,
  tokens: 0,
};

export interface DwTestShape {
  /** Dice rolled. */
  readonly dice: number;
  /** True when the pool came to zero or less: 2 dice, the lowest kept. */
  readonly keepLowest: boolean;
  /** Re-rolls the player may make: proficiency, tokens and advantage left after cancelling. */
  readonly playerRerolls: number;
  /** Re-rolls the GM makes: disadvantage left after cancelling. */
  readonly gmRerolls: number;
  /** The player's re-roll from advantage left after cancelling (part of playerRerolls). */
  readonly advantageRerolls: number;
  /** Advantage and disadvantage were both given and cancelled each other. */
  readonly cancelled: boolean;
}

/** How many dice are rolled and who may re-roll how many. */
export function describeDwTestShape(input: DwTestInput): DwTestShape {
  const count =
    Math.max(0, input.pool) +
    input.helpers +
    (input.extraEffort ? 1 : 0) -
    (input.keepSafe ? DW_KEEP_SAFE_PENALTY : 0);
  const keepLowest = count <= 0;
  // Advantage and disadvantage cancel one for one; with one of each, neither re-roll happens.
  const advantage = input.advantage && !input.disadvantage ? 1 : 0;
  const disadvantage = input.disadvantage && !input.advantage ? 1 : 0;
  return {
    dice: keepLowest ? DW_ZERO_POOL_DICE : count,
    keepLowest,
    playerRerolls: input.proficiency + (input.tokens ?? 0) + advantage,
    gmRerolls: disadvantage,
    advantageRerolls: advantage,
    cancelled: input.advantage && input.disadvantage,
  };
}

/** Who or what grants a re-roll: a defence's tokens, proficiency, advantage, or the GM's disadvantage. */
export type DwRerollKind = 'dodge' | 'shield' | 'proficiency' | 'advantage' | 'gm';

/** Each re-roll in words, in the order a test offers them. */
export const DW_REROLL_LABELS: Readonly<Record<DwRerollKind, string>> = {
  dodge: 'Spend a dodge token',
  shield: 'Spend a shield token',
  proficiency: 'Proficiency re-roll',
  advantage: 'Advantage re-roll',
  gm: 'GM re-roll (disadvantage)',
};

/** The re-rolls a rolled test has left, by kind. */
export type DwRerollsLeft = Readonly<Partial<Record<DwRerollKind, number>>>;

/**
 * The re-rolls a test starts with: the tokens a defence may spend (dodge, shield), one per
 * proficiency, and the one that advantage or disadvantage gives unless they cancel.
 */
export function startDwRerolls(input: DwTestInput, tokens: DwRerollsLeft = {}): DwRerollsLeft {
  const shape = describeDwTestShape(input);
  return {
    ...tokens,
    proficiency: input.proficiency,
    advantage: shape.advantageRerolls,
    gm: shape.gmRerolls,
  };
}

/** The kinds of re-roll still left, in the order a test offers them. */
export function listDwRerollsLeft(left: DwRerollsLeft): readonly DwRerollKind[] {
  return (Object.keys(DW_REROLL_LABELS) as DwRerollKind[]).filter((kind) => (left[kind] ?? 0) > 0);
}

/** One re-roll of `kind` spent, or null when none of that kind is left. */
export function spendDwReroll(left: DwRerollsLeft, kind: DwRerollKind): DwRerollsLeft | null {
  const count = left[kind] ?? 0;
  return count > 0 ? { ...left, [kind]: count - 1 } : null;
}

/** Why a test's input cannot be rolled, and the field at fault. */
export interface DwTestInputError extends Problem<'not-whole' | 'out-of-range' | 'too-many-dice'> {
  readonly field: keyof DwTestInput;
}

/** Why the input cannot be rolled, per field, or an empty list. */
export function checkDwTestInput(input: DwTestInput): DwTestInputError[] {
  const errors: DwTestInputError[] = [];
  const whole = (
    field: keyof DwTestInput,
    value: number,
    min: number,
    max: number,
    what: string,
  ) => {
    if (!Number.isInteger(value))
      errors.push({ code: 'not-whole', field, message: `${what} must be a whole number.` });
    else if (value < min || value > max)
      errors.push({
        code: 'out-of-range',
        field,
        message: `${what} must be from ${min} to ${max}.`,
      });
  };
  whole('pool', input.pool, -99, 99, 'The pool');
  whole('proficiency', input.proficiency, 0, DW_TEST_MAX_REROLLS, 'Proficiency');
  whole('helpers', input.helpers, 0, DW_TEST_MAX_HELPERS, 'Helpers');
  whole('tokens', input.tokens ?? 0, 0, DW_TEST_MAX_REROLLS, 'Tokens');
  if (errors.length === 0) {
    const shape = describeDwTestShape(input);
    if (shape.dice > DW_TEST_MAX_DICE)
      errors.push({
        code: 'too-many-dice',
        field: 'pool',
        message: `At most ${DW_TEST_MAX_DICE} dice can be rolled here; this test has ${shape.dice}.`,
      });
  }
  return errors;
}

export type DwTestOutcome = 'great-success' | 'success' | 'failure' | 'critical-failure';

export interface DwTestResult {
  readonly outcome: DwTestOutcome;
  readonly success: boolean;
  readonly greatSuccess: boolean;
  readonly criticalFailure: boolean;
  /** The dice that are read: all of them, or the lowest of 2 when the pool is zero. */
  readonly kept: readonly number[];
  /** True when a 4 or a 1 costs fatigue (never on a check; only on a failure when keeping it safe). */
  readonly diceFatigue: boolean;
  /** Fatigue the attribute takes: from the dice, plus 1 for extra effort. */
  readonly fatigue: number;
}

export function evaluateDwTest(input: DwTestInput, dice: readonly number[]): DwTestResult {
  const shape = describeDwTestShape(input);
  const kept = shape.keepLowest ? [Math.min(...dice)] : [...dice];
  const success = kept.some(isDwHit);
  const greatSuccess = kept.filter((face) => face === 6).length >= 2;
  const criticalFailure = !success && kept.includes(1);
  const diceFatigue =
    !input.check && kept.some((face) => face === 4 || face === 1) && (!input.keepSafe || !success);
  const fatigue = (diceFatigue ? 1 : 0) + (input.extraEffort ? 1 : 0);
  const outcome: DwTestOutcome = greatSuccess
    ? 'great-success'
    : success
      ? 'success'
      : criticalFailure
        ? 'critical-failure'
        : 'failure';
  return { outcome, success, greatSuccess, criticalFailure, kept, diceFatigue, fatigue };
}

export const DW_TEST_OUTCOME_LABELS: Readonly<Record<DwTestOutcome, string>> = {
  'great-success': 'Great success',
  success: 'Success',
  failure: 'Failure',
  'critical-failure': 'Critical failure',
};

/** The first roll of a test. */
export function rollDwTest(input: DwTestInput, rng: Rng): number[] {
  const { dice } = describeDwTestShape(input);
  return Array.from({ length: dice }, () => rollDie(rng, 6));
}

/** Re-rolls one die; the new value stands. */
export function rerollDwDie(dice: readonly number[], index: number, rng: Rng): number[] {
  if (!Number.isInteger(index) || index < 0 || index >= dice.length)
    throw new RangeError(`No die at ${index}`);
  const next = [...dice];
  next[index] = rollDie(rng, 6);
  return next;
}

// ---------------------------------------------------------------------------------------------
// Exact chances

export interface DwTestChances {
  readonly success: Fraction;
  readonly greatSuccess: Fraction;
  readonly criticalFailure: Fraction;
  /** The attribute takes at least one fatigue (certain with extra effort). */
  readonly fatigue: Fraction;
}

/** Faces 1-6 counted: counts[f - 1] dice show f. */
type Counts = number[];

function countOf(counts: Counts, face: number): number {
  return counts[face] ?? 0;
}

function isSucceeding(counts: Counts, keepLowest: boolean): boolean {
  const sum = (faces: Counts) => faces.reduce((total, count) => total + count, 0);
  // Faces are counted from index 0 (a 1), so hits start at index DW_HIT_FACE - 1.
  if (keepLowest) return sum(counts.slice(0, DW_HIT_FACE - 1)) === 0;
  return sum(counts.slice(DW_HIT_FACE - 1)) > 0;
}

/** The index of the face the policy re-rolls: the lowest or the highest showing. */
function pickFace(counts: Counts, highest: boolean): number {
  if (highest) {
    for (let face = 5; face >= 0; face -= 1) if (countOf(counts, face) > 0) return face;
  } else {
    for (let face = 0; face < 6; face += 1) if (countOf(counts, face) > 0) return face;
  }
  return -1;
}

function addWeight(map: Map<string, bigint>, counts: Counts, weight: bigint): void {
  const key = counts.join(',');
  map.set(key, (map.get(key) ?? 0n) + weight);
}

function factorial(n: number): bigint {
  let result = 1n;
  for (let i = 2; i <= n; i += 1) result *= BigInt(i);
  return result;
}

/** Every multiset of `dice` d6 faces with its number of ordered rolls. */
function initialCounts(dice: number): Map<string, bigint> {
  const map = new Map<string, bigint>();
  const total = factorial(dice);
  const counts = [0, 0, 0, 0, 0, 0];
  const place = (face: number, left: number) => {
    if (face === 5) {
      counts[5] = left;
      let ways = total;
      for (const c of counts) ways /= factorial(c);
      addWeight(map, counts, ways);
      return;
    }
    for (let c = 0; c <= left; c += 1) {
      counts[face] = c;
      place(face + 1, left - c);
    }
    counts[face] = 0;
  };
  place(0, dice);
  return map;
}

/** One re-roll step: states where `wants` is true re-roll one die of the picked face. */
function stepReroll(
  map: Map<string, bigint>,
  wants: (counts: Counts) => boolean,
  highest: boolean,
): Map<string, bigint> {
  const next = new Map<string, bigint>();
  for (const [key, weight] of map) {
    const counts = key.split(',').map(Number);
    if (!wants(counts)) {
      // No re-roll: the six equally likely values of the unused die all lead here.
      addWeight(next, counts, weight * 6n);
      continue;
    }
    const face = pickFace(counts, highest);
    for (let value = 0; value < 6; value += 1) {
      const changed = [...counts];
      changed[face] = countOf(changed, face) - 1;
      changed[value] = countOf(changed, value) + 1;
      addWeight(next, changed, weight);
    }
  }
  return next;
}

export function computeDwTestChances(input: DwTestInput): DwTestChances {
  const shape = describeDwTestShape(input);
  let map = initialCounts(shape.dice);
  let denominator = 6n ** BigInt(shape.dice);
  for (let i = 0; i < shape.gmRerolls; i += 1) {
    map = stepReroll(map, (counts) => isSucceeding(counts, shape.keepLowest), true);
    denominator *= 6n;
  }
  for (let i = 0; i < shape.playerRerolls; i += 1) {
    map = stepReroll(map, (counts) => !isSucceeding(counts, shape.keepLowest), false);
    denominator *= 6n;
  }
  let success = 0n;
  let great = 0n;
  let critical = 0n;
  let fatigue = 0n;
  for (const [key, weight] of map) {
    const counts = key.split(',').map(Number);
    const dice = counts.flatMap((c, face) => Array.from({ length: c }, () => face + 1));
    const result = evaluateDwTest(input, dice);
    if (result.success) success += weight;
    if (result.greatSuccess) great += weight;
    if (result.criticalFailure) critical += weight;
    if (result.fatigue > 0) fatigue += weight;
  }
  return {
    success: { numerator: success, denominator },
    greatSuccess: { numerator: great, denominator },
    criticalFailure: { numerator: critical, denominator },
    fatigue: { numerator: fatigue, denominator },
  };
}

/** One line for the UI on how the odds assume re-rolls are used. */
export const DW_REROLL_POLICY_NOTE =
  'Odds assume the GM re-rolls the highest die of a succeeding test, and the player re-rolls the lowest die while the test is failing.';
