import { describe, expect, it } from 'vitest';
import {
  calmStress,
  DEFAULT_STRESS_CHECK_DIFFICULTY,
  raiseStress,
  restStress,
  STRESS_CALMING_TRIGGERS,
  STRESS_CHECK_ATTRIBUTES,
  STRESS_CHECK_TRIGGERS,
  STRESS_LABELS,
  STRESS_LEVELS,
  stressCheckDifficulty,
  StressLevelSchema,
} from '../../../src/rules/locus/stress';

describe('STRESS_LEVELS', () => {
  it('runs Uneasy, Tense, Stressed', () => {
    expect(STRESS_LEVELS.map((level) => STRESS_LABELS[level])).toEqual([
      'Uneasy',
      'Tense',
      'Stressed',
    ]);
    expect(StressLevelSchema.safeParse('panicked').success).toBe(false);
  });
});

describe('raiseStress', () => {
  it('goes Uneasy to Tense to Stressed', () => {
    expect(raiseStress('uneasy')).toEqual({ level: 'tense', capped: false });
    expect(raiseStress('tense')).toEqual({ level: 'stressed', capped: false });
  });

  it('keeps a Stressed character Stressed and says it was capped', () => {
    expect(raiseStress('stressed')).toEqual({ level: 'stressed', capped: true });
  });
});

describe('calmStress', () => {
  it('steps down one level and gives 3 WP only on reaching Uneasy', () => {
    expect(calmStress('stressed')).toEqual({ level: 'tense', capped: false, willpowerGained: 0 });
    expect(calmStress('tense')).toEqual({ level: 'uneasy', capped: false, willpowerGained: 3 });
    expect(calmStress('uneasy')).toEqual({ level: 'uneasy', capped: true, willpowerGained: 0 });
  });
});

describe('restStress', () => {
  it('drops straight to Uneasy with 3 WP, and gives nothing when already Uneasy', () => {
    expect(restStress('stressed')).toEqual({ level: 'uneasy', capped: false, willpowerGained: 3 });
    expect(restStress('uneasy')).toEqual({ level: 'uneasy', capped: true, willpowerGained: 0 });
  });
});

describe('stressCheckDifficulty', () => {
  it('is Medium by default and scales with injury severity', () => {
    expect(DEFAULT_STRESS_CHECK_DIFFICULTY).toBe('medium');
    expect(stressCheckDifficulty()).toBe('medium');
    expect(stressCheckDifficulty('minor')).toBe('easy');
    expect(stressCheckDifficulty('major')).toBe('medium');
    expect(stressCheckDifficulty('grievous')).toBe('hard');
  });
});

describe('STRESS_CHECK_ATTRIBUTES', () => {
  it('holds the text’s common Attribute choices', () => {
    expect(STRESS_CHECK_ATTRIBUTES.map((choice) => choice.attribute)).toEqual([
      'cowardice',
      'repulsion',
      'temper',
      'ignorance',
      'impatience',
    ]);
  });
});

describe('STRESS_CHECK_TRIGGERS', () => {
  it('lists the four triggers', () => {
    expect(STRESS_CHECK_TRIGGERS).toHaveLength(4);
  });
});

describe('STRESS_CALMING_TRIGGERS', () => {
  it('marks only the Extended Rest as dropping straight to Uneasy', () => {
    expect(
      STRESS_CALMING_TRIGGERS.filter((trigger) => trigger.toUneasy).map((trigger) => trigger.label),
    ).toEqual(['Extended Rest (drops directly to Uneasy)']);
  });
});
