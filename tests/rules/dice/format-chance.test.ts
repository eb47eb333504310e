import { describe, expect, it } from 'vitest';
import { formatChance, formatFraction } from '../../../src/rules/dice/format-chance';

const fraction = (numerator: bigint, denominator: bigint) => ({ numerator, denominator });

describe('formatChance', () => {
  it('shows an exact chance as a percentage with one decimal', () => {
    expect(formatChance(fraction(108n, 216n))).toBe('50.0%');
    expect(formatChance(fraction(1n, 3n))).toBe('33.3%');
    expect(formatChance(fraction(2n, 3n))).toBe('66.7%');
  });

  it('says 0.0% and 100.0% only for the impossible and the certain', () => {
    expect(formatChance(fraction(0n, 36n))).toBe('0.0%');
    expect(formatChance(fraction(36n, 36n))).toBe('100.0%');
    expect(formatChance(fraction(1n, 10000n))).toBe('<0.1%');
    expect(formatChance(fraction(9999n, 10000n))).toBe('>99.9%');
  });

  it('stays a number for counts far beyond floating point', () => {
    const huge = 10n ** 300n;
    expect(formatChance(fraction(huge / 4n, huge))).toBe('25.0%');
  });
});

describe('formatFraction', () => {
  it('writes the count over all outcomes, with the lowest terms when they differ', () => {
    expect(formatFraction(fraction(108n, 216n))).toEqual({ exact: '108/216', reduced: '1/2' });
    expect(formatFraction(fraction(5n, 36n))).toEqual({ exact: '5/36', reduced: null });
  });
});
