import { describe, expect, it } from 'vitest';
import type { DiceExpression, Term } from '../../../src/rules/dice/ast';
import {
  calculateChanceAtLeast,
  calculateChanceAtMost,
  calculateChanceOfExactly,
  calculateMean,
  calculateStandardDeviation,
  computeDistribution,
  computeTermDistribution,
  DEFAULT_MAX_STEPS,
  listOutcomes,
  startingThreshold,
  summarizeDistribution,
  type Distribution,
} from '../../../src/rules/dice/distribution';
import { parseNotation } from '../../../src/rules/dice/parse-notation';
import { computeRiskTriggerChance } from '../../../src/rules/dice/risk-dice';
import { computeUsageStepDownChance } from '../../../src/rules/dice/usage-die';

function parseOrThrow(input: string): DiceExpression {
  const result = parseNotation(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function distributionOf(notation: string): Distribution {
  const result = computeDistribution(parseOrThrow(notation));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function firstTermOf(notation: string): Term {
  return parseOrThrow(notation).terms[0] as Term;
}

const fraction = (numerator: bigint, denominator: bigint) => ({ numerator, denominator });

describe('computeDistribution', () => {
  it('counts the 36 outcomes of 2d6 by total', () => {
    expect(distributionOf('2d6')).toEqual({
      min: 2,
      max: 12,
      counts: [1n, 2n, 3n, 4n, 5n, 6n, 5n, 4n, 3n, 2n, 1n],
      denominator: 36n,
    });
  });

  it.each([
    ['middle', '3d6kth2', 108n],
    ['highest', '3d6kh1', 189n],
    ['lowest', '3d6kl1', 27n],
  ])('gives Locus the exact chance that the %s of 3d6 beats 3', (_die, notation, ways) => {
    // As the die's value (total of 4 or more) and as a success count (at least one success).
    expect(calculateChanceAtLeast(distributionOf(notation), 4)).toEqual(fraction(ways, 216n));
    expect(calculateChanceAtLeast(distributionOf(`${notation}>3`), 1)).toEqual(
      fraction(ways, 216n),
    );
  });

  it('gives 4d6dl1 its known mean of 15869/1296 and 21 ways in 1296 to roll 18', () => {
    const distribution = distributionOf('4d6dl1');
    expect(calculateMean(distribution)).toBeCloseTo(15869 / 1296, 12);
    expect(calculateChanceOfExactly(distribution, 18)).toEqual(fraction(21n, 1296n));
    expect([distribution.min, distribution.max]).toEqual([3, 18]);
  });

  it('gives the distribution of successes for 6d6>3: a fair coin per die', () => {
    const distribution = distributionOf('6d6>3');
    expect(distribution.denominator).toBe(6n ** 6n);
    expect(distribution.counts).toEqual(
      [1n, 6n, 15n, 20n, 15n, 6n, 1n].map((ways) => ways * 3n ** 6n),
    );
  });

  it('gives risk dice 1 for triggered, with the chance of triggering', () => {
    const distribution = distributionOf('2d!');
    expect(listOutcomes(distribution)).toEqual([
      { total: 0, count: 25n },
      { total: 1, count: 11n },
    ]);
    expect(calculateChanceAtLeast(distribution, 1)).toEqual(computeRiskTriggerChance(2));
  });

  it('gives a usage die its roll, with the chance of stepping down at 2 or less', () => {
    const distribution = distributionOf('Ud8');
    expect(distribution).toEqual({
      min: 1,
      max: 8,
      counts: Array<bigint>(8).fill(1n),
      denominator: 8n,
    });
    expect(calculateChanceAtMost(distribution, 2)).toEqual(fraction(2n, 8n));
    expect(computeUsageStepDownChance(8)).toEqual(fraction(2n, 8n));
  });

  it('reads a zero-based d100 from 0 to 99', () => {
    const distribution = distributionOf('d100z');
    expect([distribution.min, distribution.max, distribution.denominator]).toEqual([0, 99, 100n]);
    expect(calculateChanceAtMost(distribution, 44)).toEqual(fraction(45n, 100n));
  });

  it('mirrors subtracted dice and shifts by constants', () => {
    const distribution = distributionOf('1d4 - 1d4 + 10');
    expect(distribution).toEqual({
      min: 7,
      max: 13,
      counts: [1n, 2n, 3n, 4n, 3n, 2n, 1n],
      denominator: 16n,
    });
    // 6 minus the highest of 3d6: the highest is 6 in 91 of 216 rolls, so the total is 0 in 91.
    expect(distributionOf('-3d6kh1 + 6')).toEqual({
      min: 0,
      max: 5,
      counts: [91n, 61n, 37n, 19n, 7n, 1n],
      denominator: 216n,
    });
  });

  it('gives a constant a single outcome', () => {
    expect(distributionOf('5')).toEqual({ min: 5, max: 5, counts: [1n], denominator: 1n });
  });

  it('trims impossible totals from the ends, such as successes no die can reach', () => {
    // The notation refuses a target out of reach, but an expression built in code can hold one.
    const unreachable = computeDistribution({
      terms: [
        {
          kind: 'dice',
          sign: 1,
          count: 3,
          sides: 6,
          zeroBased: false,
          selection: null,
          target: { comparison: '>', value: 6 },
        },
      ],
    });
    expect(unreachable).toEqual({
      ok: true,
      value: { min: 0, max: 0, counts: [216n], denominator: 216n },
    });
    expect(distributionOf('3d6>=1')).toEqual({ min: 3, max: 3, counts: [216n], denominator: 216n });
  });

  it('handles the largest dice exactly: 20d6 has 6^20 outcomes and a symmetric middle', () => {
    const distribution = distributionOf('20d6');
    expect(distribution.denominator).toBe(6n ** 20n);
    expect(distribution.counts.reduce((a, b) => a + b, 0n)).toBe(6n ** 20n);
    expect(distribution.counts).toEqual([...distribution.counts].reverse());
  });

  it(`refuses plans above ${DEFAULT_MAX_STEPS} steps, such as 100d1000, with an error value`, () => {
    const result = computeDistribution(parseOrThrow('100d1000'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ code: 'too-complex', limit: DEFAULT_MAX_STEPS });
      expect(result.error.steps).toBeGreaterThan(DEFAULT_MAX_STEPS);
      expect(result.error.message).toBe(
        'too many dice to count every way they can fall; try fewer dice or fewer sides',
      );
    }
    expect(computeDistribution(parseOrThrow('100d10kh50')).ok).toBe(true);
  });

  it('takes a lower or higher step limit as an option', () => {
    const expression = parseOrThrow('8d6kh3');
    expect(computeDistribution(expression, { maxSteps: 10 })).toMatchObject({
      ok: false,
      error: { code: 'too-complex', limit: 10 },
    });
    expect(computeDistribution(parseOrThrow('30d1000'), { maxSteps: 20_000_000 }).ok).toBe(true);
  });
});

describe('computeTermDistribution', () => {
  it('gives the successes of one term, leaving the rest of the expression out', () => {
    const result = computeTermDistribution(firstTermOf('6d6>3 + 2'));
    expect(result.ok && result.value.counts).toEqual(
      [1n, 6n, 15n, 20n, 15n, 6n, 1n].map((ways) => ways * 729n),
    );
  });

  it('applies the term sign', () => {
    const result = computeTermDistribution(parseOrThrow('1 - 2d!').terms[1] as Term);
    expect(result.ok && listOutcomes(result.value)).toEqual([
      { total: -1, count: 11n },
      { total: 0, count: 25n },
    ]);
  });

  it('refuses a term that is too complex', () => {
    expect(computeTermDistribution(firstTermOf('100d1000kh50'))).toMatchObject({
      ok: false,
      error: { code: 'too-complex' },
    });
  });
});

describe('listOutcomes', () => {
  it('lists each possible total with its count, lowest first', () => {
    expect(listOutcomes(distributionOf('1d2 + 1d2'))).toEqual([
      { total: 2, count: 1n },
      { total: 3, count: 2n },
      { total: 4, count: 1n },
    ]);
  });

  it('leaves out totals that cannot happen', () => {
    expect(listOutcomes({ min: 0, max: 2, counts: [1n, 0n, 1n], denominator: 2n })).toEqual([
      { total: 0, count: 1n },
      { total: 2, count: 1n },
    ]);
  });
});

describe('calculateChanceAtLeast', () => {
  const twoD6 = distributionOf('2d6');

  it('counts the outcomes at or above the threshold, over all outcomes, unreduced', () => {
    expect(calculateChanceAtLeast(twoD6, 10)).toEqual(fraction(6n, 36n));
  });

  it('is certain below the minimum and impossible above the maximum', () => {
    expect(calculateChanceAtLeast(twoD6, -5)).toEqual(fraction(36n, 36n));
    expect(calculateChanceAtLeast(twoD6, 13)).toEqual(fraction(0n, 36n));
  });

  it('accepts a threshold between totals', () => {
    expect(calculateChanceAtLeast(twoD6, 11.5)).toEqual(fraction(1n, 36n));
  });
});

describe('calculateChanceAtMost', () => {
  const twoD6 = distributionOf('2d6');

  it('counts the outcomes at or below the threshold', () => {
    expect(calculateChanceAtMost(twoD6, 4)).toEqual(fraction(6n, 36n));
    expect(calculateChanceAtMost(twoD6, 1)).toEqual(fraction(0n, 36n));
    expect(calculateChanceAtMost(twoD6, 12)).toEqual(fraction(36n, 36n));
  });

  it('is the complement of "at least" one above', () => {
    for (let total = 1; total <= 13; total += 1) {
      const atMost = calculateChanceAtMost(twoD6, total);
      expect(atMost.numerator + calculateChanceAtLeast(twoD6, total + 1).numerator).toBe(36n);
    }
  });
});

describe('calculateChanceOfExactly', () => {
  it('counts the outcomes of one total', () => {
    expect(calculateChanceOfExactly(distributionOf('2d6'), 7)).toEqual(fraction(6n, 36n));
    expect(calculateChanceOfExactly(distributionOf('2d6'), 1)).toEqual(fraction(0n, 36n));
  });
});

describe('calculateMean', () => {
  it.each([
    ['2d6', 7],
    ['1d6 - 1d6', 0],
    ['-1d4', -2.5],
    ['d100z', 49.5],
    ['3d6kth2', 3.5],
    ['5', 5],
  ])('gives %s a mean of %d', (notation, mean) => {
    expect(calculateMean(distributionOf(notation))).toBe(mean);
  });

  it('stays exact for whole means of huge counts', () => {
    expect(calculateMean(distributionOf('10d1000 - 10d1000'))).toBe(0);
    expect(calculateMean(distributionOf('10d1000 + 1'))).toBe(5006);
  });
});

describe('calculateStandardDeviation', () => {
  it.each([
    ['1d6', Math.sqrt(35 / 12)],
    ['2d6', Math.sqrt(35 / 6)],
    ['6d6>3', Math.sqrt(6 / 4)],
    ['5', 0],
  ])('gives %s a standard deviation of %d', (notation, deviation) => {
    expect(calculateStandardDeviation(distributionOf(notation))).toBeCloseTo(deviation, 12);
  });
});

describe('summarizeDistribution', () => {
  it('collects the figures a widget shows', () => {
    expect(summarizeDistribution(distributionOf('3d6'))).toEqual({
      min: 3,
      max: 18,
      mean: 10.5,
      standardDeviation: expect.closeTo(Math.sqrt(35 / 4), 12),
    });
  });
});

describe('startingThreshold', () => {
  const startOf = (notation: string) =>
    startingThreshold(summarizeDistribution(distributionOf(notation)));

  it('starts at the average, rounded: 7 for 2d6, 11 for 3d6 (10.5)', () => {
    expect(startOf('2d6')).toBe(7);
    expect(startOf('3d6')).toBe(11);
  });

  it('never starts at the lowest total, a certainty, when the dice can roll more', () => {
    // Three risk dice trigger 0 or 1 times, 0.42 on average: the question is at least 1.
    expect(startOf('3d!')).toBe(1);
    const certain = calculateChanceAtLeast(distributionOf('3d!'), 0);
    expect(certain.numerator).toBe(certain.denominator);
  });

  it('starts at the one total a constant has', () => {
    expect(startOf('5')).toBe(5);
  });
});
