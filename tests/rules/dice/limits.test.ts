import { describe, expect, it } from 'vitest';
import { MAX_DICE, MAX_NUMBER, MAX_SIDES } from '../../../src/rules/dice/limits';

describe('MAX_DICE, MAX_SIDES and MAX_NUMBER', () => {
  it('are the limits the site promises: 100 dice, 1000 sides, constants up to a million', () => {
    expect([MAX_DICE, MAX_SIDES, MAX_NUMBER]).toEqual([100, 1000, 1_000_000]);
  });
});
