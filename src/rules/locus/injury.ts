/**
 * Injuries by severity, and the injury an attack deals from its margin of victory.
 */
import * as z from 'zod/mini';
import type { Difficulty, InjuryFloor } from './attributes';

export const INJURY_SEVERITIES = ['minor', 'major', 'grievous'] as const;
export const InjurySeveritySchema = z.enum(INJURY_SEVERITIES);
export type InjurySeverity = z.infer<typeof InjurySeveritySchema>;

export const INJURY_LABELS: Readonly<Record<InjurySeverity, string>> = {
  minor: 'Minor',
  major: 'Major',
  grievous: 'Grievous',
};

/** The text's examples of each severity. */
export const INJURY_EXAMPLES: Readonly<Record<InjurySeverity, string>> = {
  minor: 'bruises, small cuts',
  major: 'fractures, concussions',
  grievous: 'severe breaks, eye loss',
};

/** Death's Door segments each severity fills: 1, 3 (one sub-section), 9 (one full symbol). */
export const INJURY_SEGMENTS: Readonly<Record<InjurySeverity, number>> = {
  minor: 1,
  major: 3,
  grievous: 9,
};

/** The difficulty floor an untreated injury puts on every check. */
export const INJURY_CHECK_FLOOR: Readonly<Record<InjurySeverity, InjuryFloor>> = {
  minor: 'none',
  major: 'major',
  grievous: 'grievous',
};

/** The Stress Check difficulty after taking the injury. */
export const INJURY_STRESS_DIFFICULTY: Readonly<Record<InjurySeverity, Difficulty>> = {
  minor: 'easy',
  major: 'medium',
  grievous: 'hard',
};

/** Bonus a Monster gets on its next attack against the same target after a miss (non-cumulative). */
export const MISS_BONUS = 1;

export type AttackResult =
  | { readonly kind: 'miss'; readonly margin: number; readonly monsterBonusNextAttack: number }
  | {
      readonly kind: 'injury';
      readonly margin: number;
      readonly severity: InjurySeverity;
      readonly segments: number;
      readonly stressCheckDifficulty: Difficulty;
      readonly checkFloor: InjuryFloor;
    };

/**
 * The injury an attack deals, from the attacker's margin of victory (attacker's points minus
 * defender's): 1 Minor, 2-3 Major, 4+ Grievous. A margin of 0 or less is a miss: ties go to the
 * defender, so the attacker failed; a Monster then gets +1 on its next attack against that target.
 * Throws a RangeError for a fractional margin.
 */
export function injuryFromMargin(margin: number): AttackResult {
  if (!Number.isInteger(margin))
    throw new RangeError(`a margin must be a whole number, got ${margin}`);
  if (margin <= 0) return { kind: 'miss', margin, monsterBonusNextAttack: MISS_BONUS };
  const severity: InjurySeverity = margin === 1 ? 'minor' : margin <= 3 ? 'major' : 'grievous';
  return {
    kind: 'injury',
    margin,
    severity,
    segments: INJURY_SEGMENTS[severity],
    stressCheckDifficulty: INJURY_STRESS_DIFFICULTY[severity],
    checkFloor: INJURY_CHECK_FLOOR[severity],
  };
}
