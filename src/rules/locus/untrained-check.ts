/**
 * Untrained Checks: without a Trained Skill, a character first makes a Hard Ignorance Check to
 * work out how to approach the task, then a Hard Check with the linked Attribute for the action.
 * Both must succeed.
 *
 * [decision] The second check is rolled only once the first has succeeded: "two consecutive
 * Checks", and there is no action to attempt before the approach is worked out. A re-roll that
 * turns the first check into a success then rolls the second. The chance is the same either way.
 */
import type { Fraction, Rng } from '../dice';
import { checkAttributeScore, type Difficulty } from './attributes';
import {
  chanceOfOutcomeSuccess,
  rerollDice,
  rollOutcomeCheck,
  type OutcomeCheck,
} from './outcome-check';

/** Both steps of an Untrained Check are Hard. */
export const UNTRAINED_DIFFICULTY: Difficulty = 'hard';

export interface UntrainedCheck {
  readonly ignorance: number;
  readonly linkedAttribute: number;
  /** The Hard Ignorance Check. */
  readonly approach: OutcomeCheck;
  /** The Hard Check with the linked Attribute; null while the approach has not succeeded. */
  readonly action: OutcomeCheck | null;
  /** Both checks succeeded. */
  readonly success: boolean;
}

/** Exact chance both Hard checks succeed: the product of the two, over 216 x 216 = 46656. */
export function chanceOfUntrainedSuccess(ignorance: number, linkedAttribute: number): Fraction {
  const approach = chanceOfOutcomeSuccess(ignorance, UNTRAINED_DIFFICULTY);
  const action = chanceOfOutcomeSuccess(linkedAttribute, UNTRAINED_DIFFICULTY);
  return {
    numerator: approach.numerator * action.numerator,
    denominator: approach.denominator * action.denominator,
  };
}

function completeUntrained(
  ignorance: number,
  linkedAttribute: number,
  approach: OutcomeCheck,
  action: OutcomeCheck | null,
  rng: Rng,
): UntrainedCheck {
  const nextAction = approach.success
    ? (action ?? rollOutcomeCheck(linkedAttribute, UNTRAINED_DIFFICULTY, rng))
    : null;
  return {
    ignorance,
    linkedAttribute,
    approach,
    action: nextAction,
    success: approach.success && nextAction !== null && nextAction.success,
  };
}

/** Roll the Ignorance check (3 dice) and, if it succeeds, the linked-Attribute check (3 more). */
export function rollUntrainedCheck(
  ignorance: number,
  linkedAttribute: number,
  rng: Rng,
): UntrainedCheck {
  checkAttributeScore(ignorance);
  checkAttributeScore(linkedAttribute);
  return completeUntrained(
    ignorance,
    linkedAttribute,
    rollOutcomeCheck(ignorance, UNTRAINED_DIFFICULTY, rng),
    null,
    rng,
  );
}

/**
 * Re-roll dice of one step. Re-rolling the approach discards a previous action roll only if the
 * approach now fails; if it now succeeds and no action was rolled yet, the action is rolled.
 * Re-rolling the action when it was never rolled changes nothing.
 */
export function rerollUntrainedStep(
  check: UntrainedCheck,
  step: 'approach' | 'action',
  indices: readonly number[],
  rng: Rng,
): UntrainedCheck {
  if (step === 'action') {
    if (check.action === null) return check;
    return completeUntrained(
      check.ignorance,
      check.linkedAttribute,
      check.approach,
      rerollDice(check.action, indices, rng),
      rng,
    );
  }
  const approach = rerollDice(check.approach, indices, rng);
  return completeUntrained(check.ignorance, check.linkedAttribute, approach, check.action, rng);
}
