import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  chanceOfDurabilityPass,
  dieForQuality,
  DURABILITY_TARGET,
  durabilityVerdict,
  evaluateDurabilityCheck,
  ItemQualitySchema,
  QUALITY_DIE,
  rollDurabilityCheck,
} from '../../../src/rules/locus/durability-check';
import { countRolls, sortHighToLow } from './enumerate';

describe('QUALITY_DIE', () => {
  it('reads the lowest die for Quality 1, the middle for 2 and the highest for 3', () => {
    expect(QUALITY_DIE).toEqual({ 1: 'lowest', 2: 'middle', 3: 'highest' });
    expect(DURABILITY_TARGET).toBe(4);
  });
});

describe('dieForQuality', () => {
  it('looks up the die and refuses a Quality other than 1, 2 or 3', () => {
    expect([1, 2, 3].map(dieForQuality)).toEqual(['lowest', 'middle', 'highest']);
    expect(() => dieForQuality(0)).toThrow(RangeError);
    expect(() => dieForQuality(1.5)).toThrow(/got 1.5/);
  });
});

describe('ItemQualitySchema', () => {
  it('accepts 1, 2 and 3 only', () => {
    expect(
      [0, 1, 2, 3, 4, 1.5].map((quality) => ItemQualitySchema.safeParse(quality).success),
    ).toEqual([false, true, true, true, false, false]);
  });
});

describe('chanceOfDurabilityPass', () => {
  it('equals counting the 216 rolls whose die for the Quality shows 4 or more', () => {
    for (const quality of [1, 2, 3]) {
      const position = 3 - quality; // sorted high to low: Q3 -> [0], Q1 -> [2]
      const count = countRolls((roll) => (sortHighToLow(roll)[position] ?? 0) >= 4);
      expect(chanceOfDurabilityPass(quality), `Q${quality}`).toEqual({
        numerator: count,
        denominator: 216n,
      });
    }
  });

  it('is 27, 108 and 189 in 216 for Quality 1, 2 and 3', () => {
    expect([1, 2, 3].map((quality) => chanceOfDurabilityPass(quality).numerator)).toEqual([
      27n,
      108n,
      189n,
    ]);
  });

  it('throws a RangeError for a Quality outside 1-3', () => {
    expect(() => chanceOfDurabilityPass(4)).toThrow(RangeError);
  });
});

describe('evaluateDurabilityCheck', () => {
  it('passes on exactly 4 and destroys the Item below', () => {
    expect(evaluateDurabilityCheck([4, 6, 5], 1)).toMatchObject({
      usedIndex: 0,
      usedRank: 'lowest',
      usedValue: 4,
      passed: true,
      destroyed: false,
    });
    expect(evaluateDurabilityCheck([3, 6, 5], 1)).toMatchObject({
      usedValue: 3,
      passed: false,
      destroyed: true,
    });
  });

  it('reads the middle die for Quality 2 and the highest for Quality 3', () => {
    expect(evaluateDurabilityCheck([1, 3, 6], 2)).toMatchObject({ usedIndex: 1, passed: false });
    expect(evaluateDurabilityCheck([1, 3, 6], 3)).toMatchObject({ usedIndex: 2, passed: true });
  });
});

describe('rollDurabilityCheck', () => {
  it('rolls three dice and judges them', () => {
    const rng = createScriptedRng([2, 5, 4]);
    expect(rollDurabilityCheck(2, rng)).toMatchObject({
      quality: 2,
      dice: [2, 5, 4],
      usedValue: 4,
      passed: true,
    });
    expect(rng.countUnused()).toBe(0);
  });

  it('refuses a Quality outside 1-3 before rolling', () => {
    expect(() => rollDurabilityCheck(0, createScriptedRng([]))).toThrow(RangeError);
  });
});

describe('durabilityVerdict', () => {
  it('says the Item holds, or is destroyed', () => {
    expect(durabilityVerdict({ passed: true })).toBe('Passed: the Item holds');
    expect(durabilityVerdict({ passed: false })).toBe('Failed: the Item is destroyed');
  });
});
