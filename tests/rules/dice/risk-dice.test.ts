import { describe, expect, it } from 'vitest';
import {
  computeRiskTriggerChance,
  RISK_DIE_SIDES,
  RISK_TRIGGER_FACE,
} from '../../../src/rules/dice/risk-dice';
import { enumerateFaceSequences } from './brute-force';

describe('computeRiskTriggerChance', () => {
  it('gives 1 die 1/6, 2 dice 11/36 and 3 dice 91/216', () => {
    expect([1, 2, 3].map(computeRiskTriggerChance)).toEqual([
      { numerator: 1n, denominator: 6n },
      { numerator: 11n, denominator: 36n },
      { numerator: 91n, denominator: 216n },
    ]);
  });

  it.each([1, 2, 3, 4, 5])(
    'matches counting every roll of %i risk dice that shows a 1',
    (count) => {
      let triggered = 0n;
      let outcomes = 0n;
      for (const faces of enumerateFaceSequences(Array<number>(count).fill(RISK_DIE_SIDES))) {
        if (faces.includes(RISK_TRIGGER_FACE)) triggered += 1n;
        outcomes += 1n;
      }
      expect(computeRiskTriggerChance(count)).toEqual({
        numerator: triggered,
        denominator: outcomes,
      });
    },
  );
});
