/**
 * Arithmetic on dense outcome counts: `counts[i]` is how many equally likely outcomes give the
 * i-th value of a contiguous range. Counts are bigints because they are exact: 20d6 already has
 * 6^20 ≈ 3.7e15 outcomes, past where floats count exactly.
 */

/** Adds one die with faces 1..sides: each new count is the sum of a window of `sides` old counts. */
export function addUniformDie(counts: readonly bigint[], sides: number): bigint[] {
  const result = new Array<bigint>(counts.length + sides - 1);
  // A running window sum makes this linear in the length, instead of length × sides.
  let windowSum = 0n;
  for (let index = 0; index < result.length; index += 1) {
    windowSum += counts[index] ?? 0n;
    windowSum -= counts[index - sides] ?? 0n;
    result[index] = windowSum;
  }
  return result;
}

/** The counts of the sum of two independent values. */
export function convolveCounts(first: readonly bigint[], second: readonly bigint[]): bigint[] {
  const result = new Array<bigint>(first.length + second.length - 1).fill(0n);
  first.forEach((a, i) => {
    if (a === 0n) return;
    second.forEach((b, j) => {
      result[i + j] = (result[i + j] ?? 0n) + a * b;
    });
  });
  return result;
}

/** Rows 0..n of Pascal's triangle: `rows[n][k]` is n choose k. */
export function buildPascalTriangle(n: number): bigint[][] {
  const rows: bigint[][] = [[1n]];
  for (let row = 1; row <= n; row += 1) {
    const previous = rows[row - 1] ?? [];
    rows.push(
      Array.from({ length: row + 1 }, (_, k) => (previous[k - 1] ?? 0n) + (previous[k] ?? 0n)),
    );
  }
  return rows;
}

/** base^0 .. base^exponent, so loops can look powers up instead of recomputing them. */
export function listPowers(base: number, exponent: number): bigint[] {
  const powers = [1n];
  const factor = BigInt(base);
  for (let power = 1; power <= exponent; power += 1)
    powers.push((powers[power - 1] ?? 0n) * factor);
  return powers;
}
