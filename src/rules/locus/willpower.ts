/**
 * Willpower (WP): spent to re-roll dice after a roll, earned by Virtue cards, calming down,
 * critical successes and acting on Vice or Virtue. The text gives a starting value (5) and no
 * maximum, so WP has a floor of 0 and no cap.
 */
import type { StressLevel } from './stress';

export const STARTING_WILLPOWER = 5;
export const MIN_WILLPOWER = 0;

/** Dice one WP re-rolls at each Stress level (official character sheet). */
export const REROLL_CAPACITY: Readonly<Record<StressLevel, number>> = {
  uneasy: 3,
  tense: 2,
  stressed: 1,
};

/** How many dice one WP re-rolls: 3 when Uneasy, 2 when Tense, 1 when Stressed. */
export function wpRerollCapacity(stress: StressLevel): number {
  return REROLL_CAPACITY[stress];
}

/**
 * WP needed to re-roll `diceCount` dice at this Stress level: ceil(dice / capacity), so two dice
 * cost 1 WP when Uneasy or Tense and 2 WP when Stressed. Throws a RangeError for a negative or
 * fractional count.
 */
export function wpCostToReroll(diceCount: number, stress: StressLevel): number {
  if (!Number.isInteger(diceCount) || diceCount < 0)
    throw new RangeError(`a dice count must be a whole number of at least 0, got ${diceCount}`);
  return Math.ceil(diceCount / wpRerollCapacity(stress));
}

/** Ways to gain WP, from the text. */
export const WILLPOWER_GAINS: readonly {
  readonly id: string;
  readonly label: string;
  readonly amount: number;
  readonly also: string | null;
}[] = [
  { id: 'virtue-card', label: 'Draw a Virtue card', amount: 3, also: 'Discard the card' },
  { id: 'calm-to-uneasy', label: 'Stress drops to Uneasy', amount: 3, also: null },
  {
    id: 'critical-success',
    label: 'Critical success (triple 6)',
    amount: 3,
    also: 'May discard one non-Haunt card',
  },
  { id: 'vice-action', label: 'Significant action matching Vice', amount: 3, also: 'Draw a card' },
  {
    id: 'virtue-action',
    label: 'Significant action matching Virtue',
    amount: 5,
    also: 'Discard any card',
  },
];

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
export function planReroll(
  diceCount: number,
  stress: StressLevel,
  willpower: number | null,
  name = 'The character',
): RerollPlan {
  const capacity = wpRerollCapacity(stress);
  const cost = wpCostToReroll(diceCount, stress);
  if (diceCount === 0)
    return { capacity, cost, affordable: false, problem: 'Choose at least one die to re-roll.' };
  if (willpower !== null && cost > willpower) {
    return {
      capacity,
      cost,
      affordable: false,
      problem: `${name} has ${willpower} WP and the re-roll costs ${cost}.`,
    };
  }
  return { capacity, cost, affordable: true, problem: null };
}
