/**
 * An Attack is a Contested Check with the target defending; the attacker's margin of victory
 * picks the injury (see `injuryFromMargin`).
 */
import type { Fraction } from '../dice';
import {
  countContestMargins,
  type ContestInput,
  type ContestedCheck,
  type ContestSide,
  type ContestSideId,
  type LabelledChance,
} from './contested-check';
import { INJURY_LABELS, INJURY_SEVERITIES, injuryFromMargin, type AttackResult } from './injury';

export interface AttackOptions {
  /** Unarmed attacks against Monsters automatically fail within a Locus: the result is a miss. */
  readonly unarmedAgainstMonster?: boolean;
}

/**
 * The result of a rolled attack in which `attacker` attacked the other side. Margin = attacker's
 * total minus the target's; a tie is a miss because ties go to the defender.
 */
export function resolveAttack(
  check: ContestedCheck,
  attacker: ContestSideId,
  options: AttackOptions = {},
): AttackResult {
  const margin = attacker === 'a' ? check.a.total - check.b.total : check.b.total - check.a.total;
  if (options.unarmedAgainstMonster === true)
    return { kind: 'miss', margin, monsterBonusNextAttack: 1 };
  return injuryFromMargin(margin);
}

export interface AttackChances {
  readonly miss: Fraction;
  readonly minor: Fraction;
  readonly major: Fraction;
  readonly grievous: Fraction;
}

/** Exact chances of each attack result, over 46656 (not reduced). They add up to 1. */
export function chanceOfAttackResults(attacker: ContestSide, target: ContestSide): AttackChances {
  const counts = { miss: 0n, minor: 0n, major: 0n, grievous: 0n };
  for (const [margin, count] of countContestMargins({ a: attacker, b: target })) {
    const result = injuryFromMargin(margin);
    counts[result.kind === 'miss' ? 'miss' : result.severity] += count;
  }
  const denominator = 216n * 216n;
  return {
    miss: { numerator: counts.miss, denominator },
    minor: { numerator: counts.minor, denominator },
    major: { numerator: counts.major, denominator },
    grievous: { numerator: counts.grievous, denominator },
  };
}

/**
 * The chances of each attack result as a roller shows them before the roll: none for an unarmed
 * attack on a Monster, which fails whatever the dice say.
 */
export function chanceOfAttackFor(
  contest: ContestInput,
  attacker: ContestSideId,
  options: AttackOptions = {},
): AttackChances | null {
  if (options.unarmedAgainstMonster === true) return null;
  return chanceOfAttackResults(contest[attacker], contest[attacker === 'a' ? 'b' : 'a']);
}

/** The chances of an attack as a roller lists them: a miss, then each injury from the least. */
export function listAttackChances(chances: AttackChances): readonly LabelledChance[] {
  return [
    { label: 'Miss', fraction: chances.miss },
    ...INJURY_SEVERITIES.map((severity) => ({
      label: `${INJURY_LABELS[severity]} injury`,
      fraction: chances[severity],
    })),
  ];
}
