/**
 * Exact chances as a reader sees them: a percentage with one decimal that never shows a
 * possible result as impossible, and beside it the fraction in lowest terms, or "about 1 in N"
 * when that fraction is too long to read (`describeChance`, the one rule every tool follows).
 */
import { reduceFraction, type Fraction } from './fraction';

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

/**
 * An exact chance, rounded on its exact value to the nearest tenth of a percent, a half up: a
 * float reads 1079/2000 (53.95% exactly) as 53.949…% and shows 53.9%. Only 0 and all of the
 * outcomes read 0.0% and 100.0%; anything else that rounds to them says "<0.1%" or ">99.9%".
 */
export function formatChance(fraction: Fraction): string {
  const { numerator, denominator } = fraction;
  if (numerator === 0n) return '0.0%';
  if (numerator >= denominator) return '100.0%';
  const tenths = (numerator * 2000n + denominator) / (2n * denominator);
  if (tenths === 0n) return '<0.1%';
  if (tenths >= 1000n) return '>99.9%';
  return `${tenths / 10n}.${tenths % 10n}%`;
}

/** The longest denominator a reader takes in at a glance: six digits (1/46656 for 6d6 is one). */
export const READABLE_DENOMINATOR = 999_999n;

/** A chance in words, by the one rule every tool follows. */
export interface ChanceWords {
  /** The percent, always shown first: "55.0%". */
  readonly percent: string;
  /**
   * What stands beside it: the fraction in lowest terms when it is short ("11/20"), else "about 1
   * in N" for a chance of a half or less; null when the percent says it alone (the impossible,
   * the certain, and a long fraction above a half, where "1 in 1" would say nothing).
   */
  readonly beside: string | null;
  /** The exact value in lowest terms, however long: shown on request when `beside` is not it. */
  readonly exact: string;
  /** Whether `beside` (or the percent alone) is already exact, so there is nothing more to show. */
  readonly besideIsExact: boolean;
}

const WHOLE = new Intl.NumberFormat('en');

/**
 * Every chance the site shows, in lowest terms: "55.0% (11/20)". A fraction whose denominator is
 * longer than six digits is not read but skimmed over, so it gives way to "about 1 in N" (or to
 * the percent alone above a half, or where no whole N comes near) and the exact value waits to be
 * asked for.
 */
export function describeChance(fraction: Fraction): ChanceWords {
  const lowest = reduceFraction(fraction);
  const percent = formatChance(lowest);
  const exact = `${lowest.numerator}/${lowest.denominator}`;
  // "100.0% (1/1)" would say the same thing twice.
  if (lowest.numerator === 0n || lowest.numerator === lowest.denominator) {
    return { percent, beside: null, exact, besideIsExact: true };
  }
  if (lowest.denominator <= READABLE_DENOMINATOR) {
    return { percent, beside: exact, exact, besideIsExact: true };
  }
  if (lowest.numerator * 2n > lowest.denominator) {
    return { percent, beside: null, exact, besideIsExact: false };
  }
  // Rounded to the nearest whole number of tries; a half or less is at least "1 in 2".
  const oneIn = (lowest.denominator + lowest.numerator / 2n) / lowest.numerator;
  // Few tries round coarsely: 38.3% is not "about 1 in 3" (33.3%), so the percent stands alone
  // unless 1/N is within a twentieth of the chance itself.
  if (!isCloseToOneIn(lowest, oneIn)) return { percent, beside: null, exact, besideIsExact: false };
  return { percent, beside: `about 1 in ${WHOLE.format(oneIn)}`, exact, besideIsExact: false };
}

/** Whether 1/`oneIn` is within 5% (of itself) of `chance`: |1/N − p| ≤ p/20, as |d − pN| · 20 ≤ pN. */
function isCloseToOneIn(chance: Fraction, oneIn: bigint): boolean {
  const scaled = chance.numerator * oneIn;
  const gap =
    scaled > chance.denominator ? scaled - chance.denominator : chance.denominator - scaled;
  return gap * 20n <= scaled;
}

/** The same rule as one line of plain text, for words that are not a tool's: "58.3% (7/12)". */
export function formatChanceLine(fraction: Fraction): string {
  const words = describeChance(fraction);
  return words.beside === null ? words.percent : `${words.percent} (${words.beside})`;
}
