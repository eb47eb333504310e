import { describe, expect, it } from 'vitest';
import {
  countKeepHighestSums,
  countNthHighest,
  countPassingDice,
} from '../../../src/rules/dice/order-statistics';
import { enumerateFaceSequences } from './brute-force';

/** Counts of `evaluate(sorted faces, highest first)` over every roll, as a dense array from `min`. */
function enumerateSorted(
  count: number,
  sides: number,
  min: number,
  length: number,
  evaluate: (sorted: number[]) => number,
): bigint[] {
  const counts = new Array<bigint>(length).fill(0n);
  for (const faces of enumerateFaceSequences(Array<number>(count).fill(sides))) {
    const index = evaluate([...faces].sort((a, b) => b - a)) - min;
    counts[index] = (counts[index] ?? 0n) + 1n;
  }
  return counts;
}

const SMALL_CASES = Array.from({ length: 5 }, (_, i) => i + 1).flatMap((count) =>
  Array.from({ length: 6 }, (_, j) => [count, j + 1] as const),
);

describe('countKeepHighestSums', () => {
  it('counts the sum of the highest 3 of 8d6 by total, summing to 6^8', () => {
    const counts = countKeepHighestSums(8, 6, 3);
    expect(counts).toHaveLength(16);
    expect(counts.reduce((a, b) => a + b, 0n)).toBe(6n ** 8n);
    expect(counts[15]).toBe(6n ** 8n - 5n ** 8n - 8n * 5n ** 7n - 28n * 5n ** 6n); // 18 needs three or more 6s
  });

  it.each(SMALL_CASES)('matches enumeration of %id%i for every number kept', (count, sides) => {
    for (let keep = 1; keep <= count; keep += 1) {
      const expected = enumerateSorted(count, sides, keep, keep * (sides - 1) + 1, (sorted) =>
        sorted.slice(0, keep).reduce((a, b) => a + b, 0),
      );
      expect(countKeepHighestSums(count, sides, keep), `keep ${keep}`).toEqual(expected);
    }
  });
});

describe('countNthHighest', () => {
  it('counts the middle of 3d6: 16, 40, 52, 52, 40, 16', () => {
    expect(countNthHighest(3, 6, 2)).toEqual([16n, 40n, 52n, 52n, 40n, 16n]);
  });

  it.each(SMALL_CASES)('matches enumeration of %id%i for every rank', (count, sides) => {
    for (let rank = 1; rank <= count; rank += 1) {
      const expected = enumerateSorted(
        count,
        sides,
        1,
        sides,
        (sorted) => sorted[rank - 1] as number,
      );
      expect(countNthHighest(count, sides, rank), `rank ${rank}`).toEqual(expected);
    }
  });
});

describe('countPassingDice', () => {
  it('counts 3d6 with 3 passing faces as 27, 81, 81, 27', () => {
    expect(countPassingDice(3, 6, 3)).toEqual([27n, 81n, 81n, 27n]);
  });

  it.each(SMALL_CASES)(
    'matches enumeration of %id%i for every number of passing faces',
    (count, sides) => {
      for (let passing = 0; passing <= sides; passing += 1) {
        const expected = enumerateSorted(
          count,
          sides,
          0,
          count + 1,
          (sorted) => sorted.filter((face) => face > sides - passing).length,
        );
        expect(countPassingDice(count, sides, passing), `${passing} passing`).toEqual(expected);
      }
    },
  );
});
