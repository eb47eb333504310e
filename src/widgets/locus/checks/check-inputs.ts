/**
 * Reading what a reader types into the Locus check rollers, and the small sums the widgets show
 * (re-roll cost, dice as text for the roll log). Pure: no DOM, no stores, so each rule of the
 * widgets' input handling is tested on its own. The game's decisions stay in src/rules/locus.
 */
import { DIE_RANKS, MAX_ATTRIBUTE, MIN_ATTRIBUTE, selectDieIndex, wpCostToReroll, wpRerollCapacity, type DieRank, type StressLevel, type ThreeDice } from '../../../rules/locus';

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * A whole number typed into a field, within `min`-`max`. `what` names the field in the message:
 * "Enter an Attribute from 1 to 5.", "7 is too high: an Attribute runs from 1 to 5."
 */
export function parseWholeNumber(text: string, min: number, max: number, what: string): Parsed<number> {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  const range = `${min} to ${max}`;
  if (trimmed === '') return { ok: false, message: `Enter ${what} from ${range}.` };
  if (!/^[+-]?\d+$/.test(trimmed)) return { ok: false, message: `“${text.trim()}” is not a whole number: enter ${what} from ${range}.` };
  const value = Number(trimmed);
  if (value < min) return { ok: false, message: `${value} is too low: enter ${what} from ${range}.` };
  if (value > max) return { ok: false, message: `${value} is too high: enter ${what} from ${range}.` };
  return { ok: true, value };
}

/** A typed Attribute score, 1-5. */
export function parseAttributeText(text: string, what = 'an Attribute'): Parsed<number> {
  return parseWholeNumber(text, MIN_ATTRIBUTE, MAX_ATTRIBUTE, what);
}

/** A typed Carelessness for Initiative: 0-5 (Monsters have none, so 0 subtracts nothing). */
export function parseCarelessnessText(text: string): Parsed<number> {
  return parseWholeNumber(text, 0, MAX_ATTRIBUTE, 'a Carelessness');
}

/** Further bonus or penalty points for a side of a Contested Check: -9 to 9. */
export function parseBonusText(text: string): Parsed<number> {
  return parseWholeNumber(text === '' ? '0' : text, -9, 9, 'a number of points');
}

export interface RerollPlan {
  /** Dice one WP re-rolls at this Stress level. */
  readonly capacity: number;
  /** WP the chosen dice cost. */
  readonly cost: number;
  /** Enough WP, or no character tracked (then `willpower` is null and the cost is only shown). */
  readonly affordable: boolean;
  /** Why the re-roll cannot happen, or null. */
  readonly problem: string | null;
}

/**
 * What re-rolling `diceCount` dice costs a character at `stress` with `willpower` WP (null when
 * no character is tracked: the cost is shown, nothing is deducted).
 */
export function planReroll(diceCount: number, stress: StressLevel, willpower: number | null, name = 'The character'): RerollPlan {
  const capacity = wpRerollCapacity(stress);
  const cost = wpCostToReroll(diceCount, stress);
  if (diceCount === 0) return { capacity, cost, affordable: false, problem: 'Choose at least one die to re-roll.' };
  if (willpower !== null && cost > willpower) {
    return { capacity, cost, affordable: false, problem: `${name} has ${willpower} WP and the re-roll costs ${cost}.` };
  }
  return { capacity, cost, affordable: true, problem: null };
}

/**
 * "highest", "middle" or "lowest" for each die in roll order, ranked as the rules rank them
 * (equal faces: the earlier die counts as higher): [4, 6, 4] -> middle, highest, lowest.
 */
export function rankEachDie(dice: ThreeDice): readonly DieRank[] {
  const ranks: DieRank[] = ['middle', 'middle', 'middle'];
  for (const rank of DIE_RANKS) ranks[selectDieIndex(dice, rank)] = rank;
  return ranks;
}

/** The dice as the roll log shows them: "6, 3, 1". */
export function formatDice(dice: ThreeDice): string {
  return dice.join(', ');
}

/** The `kth` notation of a ranked die, for the roll log: highest `3d6kh1`, middle `3d6kth2`, lowest `3d6kl1`. */
export function notationForRank(rank: DieRank): string {
  return rank === 'highest' ? '3d6kh1' : rank === 'middle' ? '3d6kth2' : '3d6kl1';
}

/** "1st", "2nd", "3rd", "4th" ... "11th", "12th", "13th", "21st". */
export function ordinal(position: number): string {
  const tens = position % 100;
  if (tens >= 11 && tens <= 13) return `${position}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][position % 10] ?? 'th';
  return `${position}${suffix}`;
}

/** A signed number of points for display: "+1", "−1", "0" (a real minus sign). */
export function formatSigned(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${-value}`;
  return '0';
}
