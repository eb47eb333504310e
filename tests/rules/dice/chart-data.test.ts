import { describe, expect, it } from 'vitest';
import {
  chooseChanceTicks,
  chooseTickBudget,
  chooseTotalTicks,
  findBarIndex,
  findShownRange,
  formatAxisPercent,
  formatBarChance,
  formatBarTotals,
  formatStatistic,
  groupOutcomes,
  locateTotal,
  pickNiceStep,
  splitAtPosition,
  TAIL_ODDS,
} from '../../../src/rules/dice/chart-data';
import { distributionOf } from './distribution-of';

describe('pickNiceStep', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0.7, 1, 1.3, 2, 2.1, 4.9, 5, 7, 10.5, 180, 0.031].map(pickNiceStep)).toEqual([
      1, 1, 2, 2, 5, 5, 5, 10, 20, 200, 0.05,
    ]);
  });

  it('answers 1 for a step that is zero, negative or not a number', () => {
    expect([0, -3, Number.NaN, Number.POSITIVE_INFINITY].map(pickNiceStep)).toEqual([1, 1, 1, 1]);
  });
});

describe('findShownRange', () => {
  it('keeps every total when there are no more totals than bars, however unlikely the ends', () => {
    expect(findShownRange(distributionOf('10d6'), 100)).toEqual({ first: 10, last: 60 });
  });

  it('cuts the tails of 100d10 to where each cut side holds at most one chance in TAIL_ODDS', () => {
    const distribution = distributionOf('100d10');
    const { first, last } = findShownRange(distribution, 100);
    const sum = (from: number, to: number) =>
      distribution.counts
        .slice(from - distribution.min, to - distribution.min + 1)
        .reduce((a, b) => a + b, 0n);
    expect(sum(distribution.min, first - 1) * TAIL_ODDS <= distribution.denominator).toBe(true);
    expect(sum(distribution.min, first) * TAIL_ODDS > distribution.denominator).toBe(true);
    expect(sum(last + 1, distribution.max) * TAIL_ODDS <= distribution.denominator).toBe(true);
    expect(sum(last, distribution.max) * TAIL_ODDS > distribution.denominator).toBe(true);
    // Symmetric around the mean of 550, and far narrower than 100..1000.
    expect(first + last).toBe(1100);
    expect(last - first).toBeLessThan(250);
  });
});

describe('groupOutcomes', () => {
  it('gives every total of 3d6kth2 its own bar with its exact count', () => {
    const chart = groupOutcomes(distributionOf('3d6kth2'), 100);
    expect(chart.bucketSize).toBe(1);
    expect(chart.bars.map((bar) => [bar.first, bar.last, bar.count])).toEqual([
      [1, 1, 16n],
      [2, 2, 40n],
      [3, 3, 52n],
      [4, 4, 52n],
      [5, 5, 40n],
      [6, 6, 16n],
    ]);
    expect(chart.maxChance).toBeCloseTo(52 / 216, 12);
    expect([chart.below, chart.above]).toEqual([null, null]);
  });

  it('groups the 100 totals of d100z into round buckets aligned to multiples of their width', () => {
    const chart = groupOutcomes(distributionOf('d100z'), 30);
    expect(chart.bucketSize).toBe(5);
    expect(chart.bars).toHaveLength(20);
    expect(chart.bars[0]).toMatchObject({ first: 0, last: 4, count: 5n });
    expect(chart.bars.at(-1)).toMatchObject({ first: 95, last: 99, count: 5n });
  });

  it('clips the first and last buckets to the possible totals', () => {
    // 2d20 totals 2..40, 39 of them: in twos from 2, the last bar holds only 40.
    const chart = groupOutcomes(distributionOf('2d20'), 25);
    expect(chart.bucketSize).toBe(2);
    expect(chart.bars[0]).toMatchObject({ first: 2, last: 3 });
    expect(chart.bars.at(-1)).toMatchObject({ first: 40, last: 40, count: 1n });
  });

  it('groups a die of many sides from its lowest total, so every bar holds as many totals and as much chance', () => {
    for (const [notation, limit, bucketSize, bars] of [
      ['1d1000', 100, 10, 100],
      ['1d1000', 60, 20, 50],
      ['1d200', 100, 2, 100],
      ['1d300', 100, 5, 60],
    ] as const) {
      const distribution = distributionOf(notation);
      const chart = groupOutcomes(distribution, limit);
      expect(chart.bucketSize, notation).toBe(bucketSize);
      expect(chart.bars, notation).toHaveLength(bars);
      expect(chart.bars[0], notation).toMatchObject({ first: 1, last: bucketSize });
      expect(chart.bars.at(-1), notation).toMatchObject({
        first: distribution.max - bucketSize + 1,
        last: distribution.max,
      });
      // Each bar's count is the exact count of its totals: one way each on a single die.
      for (const bar of chart.bars) {
        expect(bar.last - bar.first + 1, notation).toBe(bucketSize);
        expect(bar.count, notation).toBe(
          distribution.counts
            .slice(bar.first - distribution.min, bar.last - distribution.min + 1)
            .reduce((sum, count) => sum + count, 0n),
        );
        expect(bar.count, notation).toBe(BigInt(bucketSize));
      }
    }
  });

  it('never draws more bars than asked, and the bars and left-out tails together count every outcome', () => {
    for (const notation of ['100d10', '3d100', '1d1000', '10d1000', '2d6-1d20', '50d50kh25']) {
      const distribution = distributionOf(notation);
      const chart = groupOutcomes(distribution, 100);
      expect(chart.bars.length, notation).toBeLessThanOrEqual(100);
      const drawn = chart.bars.reduce((sum, bar) => sum + bar.count, 0n);
      expect(drawn + (chart.below?.count ?? 0n) + (chart.above?.count ?? 0n), notation).toBe(
        distribution.denominator,
      );
    }
  });

  it('states the left-out tails of 100d10 as bars from the lowest and to the highest total', () => {
    const chart = groupOutcomes(distributionOf('100d10'), 100);
    expect(chart.below).toMatchObject({ first: 100, last: chart.first - 1 });
    expect(chart.above).toMatchObject({ first: chart.last + 1, last: 1000 });
    expect(chart.below!.chance).toBeLessThanOrEqual(1 / 2000);
  });

  it('handles negative totals and a single possible total', () => {
    const negative = groupOutcomes(distributionOf('1d4-10'), 100);
    expect(negative.bars.map((bar) => bar.first)).toEqual([-9, -8, -7, -6]);
    const constant = groupOutcomes(distributionOf('5'), 100);
    expect(constant.bars).toEqual([{ first: 5, last: 5, count: 1n, chance: 1 }]);
  });
});

describe('findBarIndex', () => {
  it('finds the bar that holds a total, and -1 outside the chart', () => {
    const chart = groupOutcomes(distributionOf('d100z'), 30);
    expect([
      findBarIndex(chart, 0),
      findBarIndex(chart, 4),
      findBarIndex(chart, 5),
      findBarIndex(chart, 99),
      findBarIndex(chart, 100),
    ]).toEqual([0, 0, 1, 19, -1]);
  });
});

describe('locateTotal', () => {
  it('puts a total at the middle of its own bar', () => {
    const chart = groupOutcomes(distributionOf('2d6'), 100);
    expect(locateTotal(chart, 2)).toBeCloseTo(0.5 / 11, 12);
    expect(locateTotal(chart, 7)).toBeCloseTo(0.5, 12);
    expect(locateTotal(chart, 12)).toBeCloseTo(10.5 / 11, 12);
  });

  it('places totals proportionally inside grouped bars', () => {
    const chart = groupOutcomes(distributionOf('d100z'), 30);
    expect(locateTotal(chart, 50)).toBeCloseTo(50.5 / 100, 12);
  });
});

describe('chooseTickBudget', () => {
  it('allows fewer labels as the numbers get longer', () => {
    expect([
      chooseTickBudget(1, 20),
      chooseTickBudget(100, 600),
      chooseTickBudget(-5, 1000),
      chooseTickBudget(10000, 44000),
    ]).toEqual([12, 9, 7, 5]);
  });
});

describe('chooseTotalTicks', () => {
  it('labels every total when few are possible', () => {
    expect(chooseTotalTicks(1, 6, 12)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(chooseTotalTicks(0, 1, 12)).toEqual([0, 1]);
  });

  it('labels round multiples within the range, never more than the budget', () => {
    expect(chooseTotalTicks(3, 18, 12)).toEqual([4, 6, 8, 10, 12, 14, 16, 18]);
    expect(chooseTotalTicks(100, 1000, 9)).toEqual([200, 400, 600, 800, 1000]);
    expect(chooseTotalTicks(-19, 19, 5)).toEqual([-10, 0, 10]);
    for (const [min, max, budget] of [
      [1, 97, 7],
      [2, 44000, 5],
      [450, 650, 9],
    ] as const) {
      expect(chooseTotalTicks(min, max, budget).length).toBeLessThanOrEqual(budget);
    }
  });

  it('gives a lone total a lone label', () => {
    expect(chooseTotalTicks(5, 5, 12)).toEqual([5]);
  });
});

describe('chooseChanceTicks', () => {
  it('steps by a round amount up to the first gridline at or above the tallest bar', () => {
    expect(chooseChanceTicks(52 / 216)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(chooseChanceTicks(0.5)).toEqual([0, 0.2, 0.4, 0.6]);
    expect(chooseChanceTicks(1)).toEqual([0, 0.5, 1]);
    expect(chooseChanceTicks(0.013)).toEqual([0, 0.005, 0.01, 0.015]);
  });

  it('falls back to 0 and 100% when nothing is possible', () => {
    expect(chooseChanceTicks(0)).toEqual([0, 1]);
  });
});

describe('formatAxisPercent', () => {
  it('uses as many decimals as the gridline step needs', () => {
    expect(formatAxisPercent(0.3, 0.1)).toBe('30%');
    expect(formatAxisPercent(0.015, 0.005)).toBe('1.5%');
    expect(formatAxisPercent(0.0025, 0.0005)).toBe('0.25%');
  });
});

describe('formatBarChance', () => {
  it('rounds a bar chance to one decimal with the same care at the ends', () => {
    expect([0, 0.0001, 0.1666, 0.9999, 1].map(formatBarChance)).toEqual([
      '0.0%',
      '<0.1%',
      '16.7%',
      '>99.9%',
      '100.0%',
    ]);
  });
});

describe('formatStatistic', () => {
  it('shows at most two decimals without trailing zeros', () => {
    expect([3.5, 7, 12.244598765, 1.376, -0.001, Number.NaN].map(formatStatistic)).toEqual([
      '3.5',
      '7',
      '12.24',
      '1.38',
      '0',
      '–',
    ]);
  });
});

describe('formatBarTotals', () => {
  it('names a single total or a range of totals', () => {
    expect(formatBarTotals({ first: 7, last: 7, count: 6n, chance: 1 / 6 })).toBe('7');
    expect(formatBarTotals({ first: 40, last: 49, count: 0n, chance: 0 })).toBe('40–49');
  });
});

describe('splitAtPosition', () => {
  it('splits the input around the character where reading stopped', () => {
    expect(splitAtPosition('2d6x+1', 3)).toEqual({ before: '2d6', at: 'x', after: '+1' });
  });

  it('marks a whole emoji, never half of one', () => {
    expect(splitAtPosition('1d6💀+1', 3)).toEqual({ before: '1d6', at: '💀', after: '+1' });
    expect(splitAtPosition('1d6👍🏽', 4)).toEqual({ before: '1d6', at: '👍🏽', after: '' });
  });

  it('gives an empty marker when reading stopped at the end', () => {
    expect(splitAtPosition('3d', 2)).toEqual({ before: '3d', at: '', after: '' });
  });

  it('keeps positions outside the input inside it', () => {
    expect(splitAtPosition('3d', 9)).toEqual({ before: '3d', at: '', after: '' });
    expect(splitAtPosition('3d', -1)).toEqual({ before: '', at: '3', after: 'd' });
  });
});
