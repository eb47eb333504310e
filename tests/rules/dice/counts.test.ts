import { describe, expect, it } from 'vitest';
import {
  addUniformDie,
  buildPascalTriangle,
  convolveCounts,
  listPowers,
} from '../../../src/rules/dice/counts';

describe('addUniformDie', () => {
  it('turns one d6 into the counts of 2d6', () => {
    expect(addUniformDie([1n, 1n, 1n, 1n, 1n, 1n], 6)).toEqual([
      1n,
      2n,
      3n,
      4n,
      5n,
      6n,
      5n,
      4n,
      3n,
      2n,
      1n,
    ]);
  });

  it('spreads uneven counts over the window of the new die', () => {
    expect(addUniformDie([2n, 0n, 5n], 2)).toEqual([2n, 2n, 5n, 5n]);
  });

  it('leaves counts unchanged for a one-sided die', () => {
    expect(addUniformDie([3n, 4n], 1)).toEqual([3n, 4n]);
  });

  it('agrees with convolving by a flat die', () => {
    const counts = [1n, 3n, 3n, 1n];
    expect(addUniformDie(counts, 5)).toEqual(convolveCounts(counts, Array<bigint>(5).fill(1n)));
  });
});

describe('convolveCounts', () => {
  it('multiplies the counts of every pair of values', () => {
    expect(convolveCounts([1n, 2n], [3n, 0n, 4n])).toEqual([3n, 6n, 4n, 8n]);
  });

  it('skips zero counts without changing the result', () => {
    expect(convolveCounts([0n, 1n], [1n, 1n])).toEqual([0n, 1n, 1n]);
  });
});

describe('buildPascalTriangle', () => {
  it('gives rows 0..n of binomial coefficients', () => {
    expect(buildPascalTriangle(4)).toEqual([
      [1n],
      [1n, 1n],
      [1n, 2n, 1n],
      [1n, 3n, 3n, 1n],
      [1n, 4n, 6n, 4n, 1n],
    ]);
  });

  it('stays exact past float precision: 100 choose 50', () => {
    expect(buildPascalTriangle(100)[100]?.[50]).toBe(100891344545564193334812497256n);
  });
});

describe('listPowers', () => {
  it('lists base^0 to base^exponent', () => {
    expect(listPowers(3, 4)).toEqual([1n, 3n, 9n, 27n, 81n]);
  });

  it('treats 0^0 as 1, as counting ways for no dice needs', () => {
    expect(listPowers(0, 2)).toEqual([1n, 0n, 0n]);
  });
});
