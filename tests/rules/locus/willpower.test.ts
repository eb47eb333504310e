import { describe, expect, it } from 'vitest';
import { STRESS_LEVELS } from '../../../src/rules/locus/stress';
import {
  MIN_WILLPOWER,
  STARTING_WILLPOWER,
  WILLPOWER_GAINS,
  wpCostToReroll,
  wpRerollCapacity,
} from '../../../src/rules/locus/willpower';

describe('wpRerollCapacity', () => {
  it('re-rolls 3 dice per WP when Uneasy, 2 when Tense, 1 when Stressed', () => {
    expect(STRESS_LEVELS.map(wpRerollCapacity)).toEqual([3, 2, 1]);
  });
});

describe('wpCostToReroll', () => {
  it('charges ceil(dice / capacity)', () => {
    const table = [0, 1, 2, 3].map((dice) =>
      STRESS_LEVELS.map((stress) => wpCostToReroll(dice, stress)),
    );
    expect(table).toEqual([
      [0, 0, 0],
      [1, 1, 1],
      [1, 1, 2],
      [1, 2, 3],
    ]);
  });

  it('throws a RangeError for a negative or fractional count', () => {
    expect(() => wpCostToReroll(-1, 'uneasy')).toThrow(RangeError);
    expect(() => wpCostToReroll(1.5, 'tense')).toThrow(RangeError);
  });
});

describe('STARTING_WILLPOWER', () => {
  it('is 5, with a floor of 0', () => {
    expect([STARTING_WILLPOWER, MIN_WILLPOWER]).toEqual([5, 0]);
  });
});

describe('WILLPOWER_GAINS', () => {
  it('lists the five ways to gain WP from the text with their amounts', () => {
    expect(WILLPOWER_GAINS.map((gain) => [gain.id, gain.amount])).toEqual([
      ['virtue-card', 3],
      ['calm-to-uneasy', 3],
      ['critical-success', 3],
      ['vice-action', 3],
      ['virtue-action', 5],
    ]);
  });
});
