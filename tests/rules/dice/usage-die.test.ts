import { describe, expect, it } from 'vitest';
import {
  checkUsageStepDown,
  computeUsageStepDownChance,
  isUsageDieSides,
  stepDownUsageDie,
  USAGE_DIE_CHAIN,
} from '../../../src/rules/dice/usage-die';

describe('USAGE_DIE_CHAIN', () => {
  it('runs from d20 down to d4', () => {
    expect(USAGE_DIE_CHAIN).toEqual([20, 12, 10, 8, 6, 4]);
  });
});

describe('isUsageDieSides', () => {
  it('accepts the dice of the chain and nothing else', () => {
    const accepted = Array.from({ length: 101 }, (_, sides) => sides).filter(isUsageDieSides);
    expect(accepted).toEqual([4, 6, 8, 10, 12, 20]);
  });
});

describe('stepDownUsageDie', () => {
  it('steps each die to the next smaller one, and a d4 to used up', () => {
    expect(USAGE_DIE_CHAIN.map(stepDownUsageDie)).toEqual([12, 10, 8, 6, 4, null]);
  });
});

describe('checkUsageStepDown', () => {
  it('steps down on a 1 or a 2 only', () => {
    expect([1, 2, 3, 4, 20].map(checkUsageStepDown)).toEqual([true, true, false, false, false]);
  });
});

describe('computeUsageStepDownChance', () => {
  it('gives 2 in the number of sides', () => {
    expect(USAGE_DIE_CHAIN.map((sides) => computeUsageStepDownChance(sides))).toEqual(
      USAGE_DIE_CHAIN.map((sides) => ({ numerator: 2n, denominator: BigInt(sides) })),
    );
  });
});
