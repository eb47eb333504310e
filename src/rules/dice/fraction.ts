/**
 * Exact probabilities. Counts of dice outcomes quickly outgrow floats (6^100 has 78 digits), so
 * chances are kept as bigint fractions and only turned into a float for display.
 */

/** numerator / denominator, both non-negative, denominator positive. Not reduced unless asked. */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function findGreatestCommonDivisor(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The same fraction in lowest terms: 108/216 becomes 1/2. */
export function reduceFraction(fraction: Fraction): Fraction {
  const divisor = findGreatestCommonDivisor(fraction.numerator, fraction.denominator);
  if (divisor <= 1n) return fraction;
  return { numerator: fraction.numerator / divisor, denominator: fraction.denominator / divisor };
}

function measureBits(value: bigint): number {
  return value === 0n ? 0 : (value < 0n ? -value : value).toString(2).length;
}

function divideToNumber(numerator: bigint, denominator: bigint): number {
  const excess = Math.max(measureBits(numerator), measureBits(denominator)) - 1000;
  if (excess <= 0) return Number(numerator) / Number(denominator);
  const shift = BigInt(excess);
  return Number(numerator >> shift) / Number(denominator >> shift);
}

/**
 * The fraction as a float. The whole part is split off exactly first, so a mean of 50050 over
 * 1000^100 outcomes prints as 50050 rather than 50049.99999999999; the remainder is shifted down
 * when it is too large for a float, so huge counts give a precise ratio instead of NaN.
 */
export function convertFractionToNumber(fraction: Fraction): number {
  const whole = fraction.numerator / fraction.denominator;
  const rest = fraction.numerator - whole * fraction.denominator;
  return Number(whole) + divideToNumber(rest, fraction.denominator);
}
