import { describe, expect, it } from 'vitest';
import {
  INJURY_CHECK_FLOOR,
  INJURY_EXAMPLES,
  INJURY_LABELS,
  INJURY_SEGMENTS,
  INJURY_SEVERITIES,
  INJURY_STRESS_DIFFICULTY,
  injuryFromMargin,
  MISS_BONUS,
} from '../../../src/rules/locus/injury';

describe('INJURY_SEGMENTS', () => {
  it('fills 1, 3 and 9 Death’s Door segments', () => {
    expect(INJURY_SEGMENTS).toEqual({ minor: 1, major: 3, grievous: 9 });
    expect(INJURY_SEVERITIES.map((severity) => INJURY_LABELS[severity])).toEqual([
      'Minor',
      'Major',
      'Grievous',
    ]);
    expect(INJURY_EXAMPLES.grievous).toBe('severe breaks, eye loss');
  });
});

describe('INJURY_CHECK_FLOOR', () => {
  it('puts no floor for Minor, Medium for Major and Hard for Grievous', () => {
    expect(INJURY_CHECK_FLOOR).toEqual({ minor: 'none', major: 'major', grievous: 'grievous' });
    expect(INJURY_STRESS_DIFFICULTY).toEqual({ minor: 'easy', major: 'medium', grievous: 'hard' });
  });
});

describe('injuryFromMargin', () => {
  it('deals a Minor injury on a win by 1', () => {
    expect(injuryFromMargin(1)).toEqual({
      kind: 'injury',
      margin: 1,
      severity: 'minor',
      segments: 1,
      stressCheckDifficulty: 'easy',
      checkFloor: 'none',
    });
  });

  it('deals a Major injury on a win by 2 or 3', () => {
    expect(injuryFromMargin(2)).toMatchObject({
      severity: 'major',
      segments: 3,
      stressCheckDifficulty: 'medium',
      checkFloor: 'major',
    });
    expect(injuryFromMargin(3)).toMatchObject({ severity: 'major' });
  });

  it('deals a Grievous injury on a win by 4 or more', () => {
    expect(injuryFromMargin(4)).toMatchObject({
      severity: 'grievous',
      segments: 9,
      stressCheckDifficulty: 'hard',
      checkFloor: 'grievous',
    });
    expect(injuryFromMargin(7)).toMatchObject({ severity: 'grievous' });
  });

  it('misses when the attacker ties or loses, giving a Monster +1 next time', () => {
    expect(injuryFromMargin(0)).toEqual({ kind: 'miss', margin: 0, monsterBonusNextAttack: 1 });
    expect(injuryFromMargin(-2)).toMatchObject({ kind: 'miss' });
    expect(MISS_BONUS).toBe(1);
  });

  it('throws a RangeError for a fractional margin', () => {
    expect(() => injuryFromMargin(1.5)).toThrow(RangeError);
  });
});
