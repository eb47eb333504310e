/**
 * Exact chances as a reader sees them: a percentage with one decimal that never shows a
 * possible result as impossible, and the fraction of outcomes behind it.
 */
import { convertFractionToNumber, reduceFraction, type Fraction } from './fraction';

/**
 * A chance as a percentage with one decimal. Certain and impossible read 100.0% and 0.0%;
 * anything else that would round to them says "<0.1%" or ">99.9%" instead, so a possible result
 * is never shown as impossible. A float (a chart bar's) is taken as it is.
 */
export function formatPercent(chance: number): string {
  if (chance <= 0) return '0.0%';
  if (chance >= 1) return '100.0%';
  const percent = chance * 100;
  if (percent < 0.05) return '<0.1%';
  if (percent >= 99.95) return '>99.9%';
  return `${percent.toFixed(1)}%`;
}

/** An exact chance: only 0 and all of the outcomes read 0.0% and 100.0%, however a float rounds. */
export function formatChance(fraction: Fraction): string {
  if (fraction.numerator === 0n) return '0.0%';
  if (fraction.numerator >= fraction.denominator) return '100.0%';
  return formatPercent(
    Math.min(Math.max(convertFractionToNumber(fraction), Number.MIN_VALUE), 1 - Number.EPSILON),
  );
}

export interface FractionText {
  /** Over the distribution's own denominator, e.g. "108/216": the count of outcomes. */
  readonly exact: string;
  /** In lowest terms, e.g. "1/2"; null when that is the same as `exact`. */
  readonly reduced: string | null;
}

export function formatFraction(fraction: Fraction): FractionText {
  const exact = `${fraction.numerator}/${fraction.denominator}`;
  const lowest = reduceFraction(fraction);
  const reduced = `${lowest.numerator}/${lowest.denominator}`;
  return { exact, reduced: reduced === exact ? null : reduced };
}
