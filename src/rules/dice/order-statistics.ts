/**
 * Exact counts for sums and counts over the ranked dice of one term, without enumerating the
 * sides^count outcomes. All functions use faces 1..sides and return dense counts; the caller
 * shifts them for zero-based dice and signs.
 *
 * The idea throughout: instead of listing rolls, count them by how many dice land above, on and
 * below a threshold face, choosing which dice those are with binomial coefficients.
 */
import { addUniformDie, buildPascalTriangle, listPowers } from './counts';

/**
 * Counts of the sum of the `keep` highest of `count` dice, for totals keep..keep×sides.
 *
 * Every roll has one k-th highest value v. With `above` dice showing more than v (fewer than
 * `keep` of them), at least `keep - above` dice showing exactly v and the rest below v, the kept
 * sum is (sum of the dice above v) + (keep - above) × v. For each v and `above`, the number of
 * ways to choose the other dice is a binomial sum, and the sums of the dice above v are
 * `above` dice of (sides - v) faces, built up one die at a time. That is about
 * keep² × sides² / 4 steps, against sides^count for enumeration.
 */
export function countKeepHighestSums(count: number, sides: number, keep: number): bigint[] {
  const pascal = buildPascalTriangle(count);
  const result = new Array<bigint>(keep * (sides - 1) + 1).fill(0n);
  for (let v = 1; v <= sides; v += 1) {
    const atMost = listPowers(v, count); // ways for dice that show v or less
    const below = listPowers(v - 1, count); // ways for dice that show less than v
    const facesAbove = sides - v;
    // Sums of (face - v) over `above` dice that all show more than v; index 0 is the sum `above`.
    let aboveSums: bigint[] = [1n];
    for (let above = 0; above < keep; above += 1) {
      if (above > 0) {
        if (facesAbove === 0) break;
        aboveSums = addUniformDie(aboveSums, facesAbove);
      }
      const rest = count - above;
      const restRow = pascal[rest] ?? [];
      // Ways for the other `rest` dice to show v or less with at least keep - above of them on v:
      // all ways to be at most v, minus those with too few on v.
      let ways = atMost[rest] ?? 0n;
      for (let onV = 0; onV < keep - above; onV += 1)
        ways -= (restRow[onV] ?? 0n) * (below[rest - onV] ?? 0n);
      ways *= pascal[count]?.[above] ?? 0n;
      // Total = keep × v + (sum of face - v above); aboveSums[i] holds that sum minus `above`.
      const offset = keep * (v - 1) + above;
      aboveSums.forEach((sumWays, i) => {
        result[offset + i] = (result[offset + i] ?? 0n) + ways * sumWays;
      });
    }
  }
  return result;
}

/**
 * Counts of the `rank`-th highest of `count` dice, for values 1..sides. The rank-th highest is at
 * least v exactly when at least `rank` dice show v or more, which is a binomial sum.
 */
export function countNthHighest(count: number, sides: number, rank: number): bigint[] {
  const pascal = buildPascalTriangle(count)[count] ?? [];
  const countAtLeast = (v: number): bigint => {
    const high = listPowers(sides - v + 1, count);
    const low = listPowers(v - 1, count);
    let ways = 0n;
    for (let j = rank; j <= count; j += 1)
      ways += (pascal[j] ?? 0n) * (high[j] ?? 0n) * (low[count - j] ?? 0n);
    return ways;
  };
  const result: bigint[] = [];
  let atLeastV = countAtLeast(1);
  for (let v = 1; v <= sides; v += 1) {
    const atLeastNext = v === sides ? 0n : countAtLeast(v + 1);
    result.push(atLeastV - atLeastNext);
    atLeastV = atLeastNext;
  }
  return result;
}

/**
 * Counts of how many of `count` dice pass, when `passing` of each die's `sides` faces pass:
 * the binomial distribution in whole numbers of outcomes, index = number of passing dice.
 */
export function countPassingDice(count: number, sides: number, passing: number): bigint[] {
  const row = buildPascalTriangle(count)[count] ?? [];
  const pass = listPowers(passing, count);
  const miss = listPowers(sides - passing, count);
  return row.map((choose, passed) => choose * (pass[passed] ?? 0n) * (miss[count - passed] ?? 0n));
}
