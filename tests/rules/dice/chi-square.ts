/**
 * Pearson's chi-square goodness-of-fit statistic against a uniform distribution, and the
 * critical values used by the uniformity tests. A statistic above the critical value means the
 * counts are too uneven to come from a fair source, at the stated significance.
 */

export function measureChiSquareAgainstUniform(observed: readonly number[]): number {
  const total = observed.reduce((a, b) => a + b, 0);
  const expected = total / observed.length;
  return observed.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/**
 * Chi-square critical values at p = 0.000001, by degrees of freedom (bins - 1). The tests of the
 * real crypto source draw fresh numbers every run, so the significance is set where a fair source
 * fails once in a million runs, while a biased source with this many samples still lands far above.
 */
export const CHI_SQUARE_CRITICAL: Readonly<Record<number, number>> = {
  2: 27.631,
  5: 35.888,
};

/** Tallies `samples` values in 0..bins-1. */
export function tally(samples: number, bins: number, draw: () => number): number[] {
  const counts = new Array<number>(bins).fill(0);
  for (let i = 0; i < samples; i += 1) {
    const bin = draw();
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return counts;
}
