/**
 * Reading what a reader types into the Locus check rollers, and the words the rollers and the
 * roll log show dice with. A typed number is read as every whole-number field is
 * (../whole-number.ts): the refusal's message is shown at the field as the reader types.
 */
import { refuse, type Result } from '../result';
import { trackedOrTyped } from '../tracked-or-typed';
import { readWholeNumber, type WholeNumberError, type WholeNumberProblem } from '../whole-number';
import { MAX_ATTRIBUTE, MIN_ATTRIBUTE, type LocusAttribute } from './attributes';
import type { LocusResult } from './errors';
import { DIE_RANKS, selectDieIndex, type DieRank, type ThreeDice } from './three-dice';

/** A typed Attribute score, 1-5; `what` names it in the message. */
export function parseAttributeText(
  text: string,
  what = 'the Attribute',
): Result<number, WholeNumberError> {
  return readWholeNumber(text, MIN_ATTRIBUTE, MAX_ATTRIBUTE, what);
}

/**
 * The score a check rolls `attribute` against: the chosen character's, as it stands on the
 * sheet, or else the typed text read as an Attribute (1-5); `what` names it in the message.
 */
export function readCheckAttribute(
  sheet: { readonly attributes: Readonly<Record<LocusAttribute, number>> } | undefined,
  attribute: LocusAttribute,
  text: string,
  what?: string,
): Result<number, WholeNumberError> {
  return trackedOrTyped(sheet?.attributes[attribute], parseAttributeText(text, what));
}

/** A typed Carelessness for Initiative: 0-5 (Monsters have none, so 0 subtracts nothing). */
export function parseCarelessnessText(text: string): Result<number, WholeNumberError> {
  return readWholeNumber(text, 0, MAX_ATTRIBUTE, 'the Carelessness');
}

/** Further bonus or penalty points for a side of a Contested Check: -9 to 9, none when empty. */
export function parseBonusText(text: string): Result<number, WholeNumberError> {
  return readWholeNumber(text.trim() === '' ? '0' : text, -9, 9, 'the further points');
}

/**
 * A count of things (cards, boxes) from `min` to `max`, read by the one whole-number reader and
 * refused in the count's own words: `words.low`, `words.high`, `words.empty`, and `words.other`
 * for anything that is not a whole number at all.
 */
export function readLocusCount(
  text: string,
  min: number,
  max: number,
  words: {
    readonly empty: string;
    readonly low: string;
    readonly high: string;
    readonly other: string;
  },
): LocusResult<number> {
  const read = readWholeNumber(text, min, max, 'the number');
  if (read.ok) return read;
  const byProblem: Readonly<Record<WholeNumberProblem, string>> = {
    empty: words.empty,
    'too-low': words.low,
    'too-high': words.high,
    'not-a-number': words.other,
    exponent: words.other,
    'not-whole': words.other,
  };
  return refuse('invalid-amount', byProblem[read.error.code]);
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

// The site's one way to write a number with a real minus sign, offered with Locus's own words.
export { formatNumber, formatSigned } from '../words';

/**
 * A set of choices with `value` ticked on or off (a die to re-roll, a bonus point's modifier):
 * ticking adds it last, once; unticking takes it out.
 */
export function toggleChoice<T>(chosen: readonly T[], value: T, on: boolean): T[] {
  const others = chosen.filter((entry) => entry !== value);
  return on ? [...others, value] : others;
}
