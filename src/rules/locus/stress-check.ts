/**
 * A Stress Check is an Outcome Check (Medium unless noted; by severity after an injury) whose
 * failure raises Stress one level. Success as intended keeps the level.
 */
import type { Rng } from '../dice';
import type { Difficulty } from './attributes';
import { rollOutcomeCheck, type OutcomeCheck } from './outcome-check';
import { raiseStress, type StressLevel } from './stress';

export interface StressCheck {
  readonly check: OutcomeCheck;
  readonly before: StressLevel;
  readonly after: StressLevel;
  /** The check failed and Stress went up a level. */
  readonly raised: boolean;
  /** The check failed while already Stressed: the level stays Stressed. */
  readonly capped: boolean;
}

/** Read a rolled (or re-rolled) check as a Stress Check for a character at `stress`. */
export function resolveStressCheck(check: OutcomeCheck, stress: StressLevel): StressCheck {
  if (check.success) return { check, before: stress, after: stress, raised: false, capped: false };
  const change = raiseStress(stress);
  return {
    check,
    before: stress,
    after: change.level,
    raised: !change.capped,
    capped: change.capped,
  };
}

/** Roll a Stress Check. Pass the difficulty after `effectiveDifficulty`, so the injury floor applies. */
export function rollStressCheck(
  attribute: number,
  difficulty: Difficulty,
  stress: StressLevel,
  rng: Rng,
): StressCheck {
  return resolveStressCheck(rollOutcomeCheck(attribute, difficulty, rng), stress);
}
