import { describe, expect, it } from 'vitest';
import { chanceOfRankedDie, distributionOf } from '../../../src/rules/locus/three-dice-odds';
import { listAllRolls, sortHighToLow } from './enumerate';

describe('distributionOf', () => {
  it('hands back the dice core’s exact distribution of a notation', () => {
    expect(distributionOf('3d6>3')).toMatchObject({
      min: 0,
      max: 3,
      counts: [27n, 81n, 81n, 27n],
      denominator: 216n,
    });
  });

  it('throws on notation that does not parse, which would be a bug in the module', () => {
    expect(() => distributionOf('3d')).toThrow(/did not parse/);
  });
});

describe('chanceOfRankedDie', () => {
  it('counts, over 216, the rolls whose die of that rank meets the target', () => {
    const ranks = [
      ['highest', 0],
      ['middle', 1],
      ['lowest', 2],
    ] as const;
    for (const [rank, place] of ranks) {
      const above3 = listAllRolls().filter((dice) => (sortHighToLow(dice)[place] ?? 0) > 3);
      const atLeast4 = listAllRolls().filter((dice) => (sortHighToLow(dice)[place] ?? 0) >= 4);
      expect(chanceOfRankedDie(rank, '>3'), rank).toEqual({
        numerator: BigInt(above3.length),
        denominator: 216n,
      });
      expect(chanceOfRankedDie(rank, '>=4'), rank).toEqual({
        numerator: BigInt(atLeast4.length),
        denominator: 216n,
      });
    }
  });
});
