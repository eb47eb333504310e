import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  checkDieIndex,
  readDie,
  rerollThreeDice,
  rollThreeDice,
  selectDieIndex,
} from '../../../src/rules/locus/three-dice';
import { listAllRolls, sortHighToLow } from './enumerate';

describe('rollThreeDice', () => {
  it('rolls three d6 in order', () => {
    const rng = createScriptedRng([6, 1, 4]);
    expect(rollThreeDice(rng)).toEqual([6, 1, 4]);
    expect(rng.countUnused()).toBe(0);
  });
});

describe('selectDieIndex', () => {
  it('finds the highest, middle and lowest die', () => {
    expect(selectDieIndex([2, 5, 3], 'highest')).toBe(1);
    expect(selectDieIndex([2, 5, 3], 'middle')).toBe(2);
    expect(selectDieIndex([2, 5, 3], 'lowest')).toBe(0);
  });

  it('ranks equal faces by roll order, earlier first', () => {
    expect([
      selectDieIndex([4, 6, 4], 'highest'),
      selectDieIndex([4, 6, 4], 'middle'),
      selectDieIndex([4, 6, 4], 'lowest'),
    ]).toEqual([1, 0, 2]);
  });

  it('picks the die a sort would pick, for all 216 rolls', () => {
    for (const roll of listAllRolls()) {
      const sorted = sortHighToLow(roll);
      expect([readDie(roll, 'highest'), readDie(roll, 'middle'), readDie(roll, 'lowest')]).toEqual(
        sorted,
      );
      expect(
        new Set([
          selectDieIndex(roll, 'highest'),
          selectDieIndex(roll, 'middle'),
          selectDieIndex(roll, 'lowest'),
        ]).size,
      ).toBe(3);
    }
  });
});

describe('rerollThreeDice', () => {
  it('replaces only the chosen dice, in index order, and counts a repeated index once', () => {
    const rng = createScriptedRng([5, 6]);
    expect(rerollThreeDice([1, 2, 3], [2, 0, 2], rng)).toEqual([5, 2, 6]);
    expect(rng.countUnused()).toBe(0);
  });

  it('refuses an index outside 0-2', () => {
    expect(() => rerollThreeDice([1, 2, 3], [3], createScriptedRng([]))).toThrow(RangeError);
  });
});

describe('checkDieIndex', () => {
  it('accepts 0, 1 and 2 only', () => {
    expect(() => checkDieIndex(1)).not.toThrow();
    expect(() => checkDieIndex(-1)).toThrow(RangeError);
    expect(() => checkDieIndex(0.5)).toThrow(RangeError);
  });
});
