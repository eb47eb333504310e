/**
 * Outcome Checks: roll 3d6, read the die the difficulty picks (Easy highest, Medium middle,
 * Hard lowest) and succeed as intended when it is above the Attribute. A result equal to or
 * below is "success with unwanted consequences": the broad action usually still happens.
 * 6-6-6 is a critical success: +3 WP and the character may shed one non-Haunt card.
 */
import type { Fraction, Rng } from '../dice';
import { checkAttributeScore, DIFFICULTY_DIE, type Difficulty } from './attributes';
import {
  rerollThreeDice,
  rollThreeDice,
  selectDieIndex,
  type DieRank,
  type ThreeDice,
} from './three-dice';
import { chanceOfRankedDie } from './three-dice-odds';

export type OutcomeResult = 'success' | 'success-with-consequences';

export const OUTCOME_LABELS: Readonly<Record<OutcomeResult, string>> = {
  success: 'Success as intended',
  'success-with-consequences': 'Success with unwanted consequences',
};

/** WP gained on a critical success. */
export const CRITICAL_WILLPOWER_GAIN = 3;

export interface OutcomeCheck {
  readonly attribute: number;
  readonly difficulty: Difficulty;
  /** The three dice in roll order. */
  readonly dice: ThreeDice;
  /** Index (0-2) of the die the difficulty reads. */
  readonly usedIndex: number;
  readonly usedRank: DieRank;
  readonly usedValue: number;
  /** The used die is above the Attribute. */
  readonly success: boolean;
  readonly result: OutcomeResult;
  /** All three dice show 6. */
  readonly critical: boolean;
  /** +3 on a critical success, otherwise 0. */
  readonly willpowerGained: number;
  /** A critical success lets the character shed one non-Haunt card. */
  readonly mayShedCard: boolean;
}

/** Whether these dice are a critical success: 6 on all three. */
export function isCriticalSuccess(dice: ThreeDice): boolean {
  return dice[0] === 6 && dice[1] === 6 && dice[2] === 6;
}

/**
 * Read given dice as an Outcome Check. Throws a RangeError for an Attribute outside 1-5.
 */
export function evaluateOutcomeCheck(
  dice: ThreeDice,
  attribute: number,
  difficulty: Difficulty,
): OutcomeCheck {
  checkAttributeScore(attribute);
  const usedRank = DIFFICULTY_DIE[difficulty];
  const usedIndex = selectDieIndex(dice, usedRank);
  const usedValue = dice[usedIndex] ?? 0;
  const success = usedValue > attribute;
  const critical = isCriticalSuccess(dice);
  return {
    attribute,
    difficulty,
    dice,
    usedIndex,
    usedRank,
    usedValue,
    success,
    result: success ? 'success' : 'success-with-consequences',
    critical,
    willpowerGained: critical ? CRITICAL_WILLPOWER_GAIN : 0,
    mayShedCard: critical,
  };
}

/** Roll an Outcome Check: three dice from `rng`, then `evaluateOutcomeCheck`. */
export function rollOutcomeCheck(
  attribute: number,
  difficulty: Difficulty,
  rng: Rng,
): OutcomeCheck {
  checkAttributeScore(attribute);
  return evaluateOutcomeCheck(rollThreeDice(rng), attribute, difficulty);
}

/**
 * Re-roll the dice at `indices` (0-2; repeats count once) and read the check again. The used die
 * is picked afresh from the new dice, and a re-roll that makes 6-6-6 is a critical success
 * ([decision]: the text judges the final dice). Throws a RangeError for an index outside 0-2.
 */
export function rerollDice(
  check: OutcomeCheck,
  indices: readonly number[],
  rng: Rng,
): OutcomeCheck {
  return evaluateOutcomeCheck(
    rerollThreeDice(check.dice, indices, rng),
    check.attribute,
    check.difficulty,
  );
}

/**
 * The exact chance of success as intended, P(die of the difficulty's rank > Attribute), over 216
 * (not reduced: Attribute 3 at Medium is 108/216). Throws a RangeError for an Attribute outside 1-5.
 */
export function chanceOfOutcomeSuccess(attribute: number, difficulty: Difficulty): Fraction {
  checkAttributeScore(attribute);
  return chanceOfRankedDie(DIFFICULTY_DIE[difficulty], `>${attribute}`);
}

/** The chance of a critical success, 1/216. */
export function chanceOfCriticalSuccess(): Fraction {
  return { numerator: 1n, denominator: 216n };
}
