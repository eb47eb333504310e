import { describe, expect, it } from 'vitest';
import { computeRiskTriggerChance } from '../../../src/rules/dice/risk-dice';
import {
  describeChance,
  formatChanceLine,
  formatChance,
  READABLE_DENOMINATOR,
} from '../../../src/rules/dice/format-chance';
import { chanceOfFirearmHit } from '../../../src/rules/eldritch-instinct/combat';
import { lootEncounterChance, LOOT_MAX_TRYS } from '../../../src/rules/loot/encounters';

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

  it('rounds a chance that lies exactly halfway between two tenths up, as a reader does by hand', () => {
    // Floats hold 1079/2000 as 0.53949…, 19/2000 as 0.0094999…: each would lose its last half.
    expect(formatChance(fraction(1079n, 2000n))).toBe('54.0%');
    expect(formatChance(fraction(19n, 2000n))).toBe('1.0%');
    expect(formatChance(fraction(51n, 2000n))).toBe('2.6%');
    expect(formatChance(fraction(71n, 2000n))).toBe('3.6%');
    expect(formatChance(fraction(919n, 2000n))).toBe('46.0%');
  });

  it('keeps "<0.1%" and ">99.9%" for what would round to impossible or certain, by the exact value', () => {
    expect(formatChance(fraction(1n, 2000n))).toBe('0.1%');
    expect(formatChance(fraction(1n, 2001n))).toBe('<0.1%');
    expect(formatChance(fraction(1999n, 2000n))).toBe('>99.9%');
    expect(formatChance(fraction(1998n, 2000n))).toBe('99.9%');
  });

  it('stays a number for counts far beyond floating point', () => {
    const huge = 10n ** 300n;
    expect(formatChance(fraction(huge / 4n, huge))).toBe('25.0%');
  });
});

describe('describeChance, the one rule for every chance shown', () => {
  it('gives the fraction in lowest terms beside the percent', () => {
    expect(describeChance(fraction(108n, 216n))).toEqual({
      percent: '50.0%',
      beside: '1/2',
      exact: '1/2',
      besideIsExact: true,
    });
    expect(describeChance(fraction(5n, 36n)).beside).toBe('5/36');
    expect(describeChance(fraction(5n, 36n)).besideIsExact).toBe(true);
  });

  it('shows the impossible and the certain as the percent alone, with nothing to ask for', () => {
    expect(describeChance(fraction(0n, 46656n))).toMatchObject({ percent: '0.0%', beside: null });
    expect(describeChance(fraction(46656n, 46656n))).toMatchObject({
      percent: '100.0%',
      beside: null,
      besideIsExact: true,
    });
  });

  it('reduces an Eldritch Instinct firearm chance counted over a million outcomes', () => {
    // The hit is counted over 1,000,000 (dive roll, two WIL rolls): 810000/1000000 at WIL 80.
    const { hit } = chanceOfFirearmHit(80, null);
    expect(hit).toEqual(fraction(810_000n, 1_000_000n));
    expect(describeChance(hit)).toMatchObject({ percent: '81.0%', beside: '81/100' });
  });

  it('keeps a six-digit denominator as a fraction, and says "about 1 in N" past it', () => {
    expect(describeChance(fraction(1n, READABLE_DENOMINATOR)).beside).toBe('1/999999');
    const sevenDigits = describeChance(fraction(1n, READABLE_DENOMINATOR + 2n));
    expect(sevenDigits).toMatchObject({
      beside: 'about 1 in 1,000,001',
      exact: '1/1000001',
      besideIsExact: false,
    });
  });

  it('shows the percent alone for a long fraction above a half, as for 20 Dead Weight risk dice', () => {
    const twenty = computeRiskTriggerChance(20);
    const words = describeChance(twenty);
    expect(words.percent).toBe('97.4%');
    expect(words.beside).toBeNull();
    // The exact value is still there to be asked for, in lowest terms.
    expect(words.exact).toBe(`${twenty.numerator}/${twenty.denominator}`);
    expect(words.exact).toBe('3560791008422351/3656158440062976');
  });

  it('rounds "about 1 in N" to the nearest whole number of tries', () => {
    // 1/3 of outcomes over a long denominator: three tries.
    const third = fraction(10n ** 9n, 3n * 10n ** 9n + 1n);
    expect(describeChance(third).beside).toBe('about 1 in 3');
    expect(describeChance(fraction(2n, 5_000_001n)).beside).toBe('about 1 in 2,500,001');
  });

  it('shows the percent alone where "about 1 in N" would be far off, as 38.3% is from 1 in 3', () => {
    const words = describeChance(fraction(383_000_001n, 10n ** 9n));
    expect(words.percent).toBe('38.3%');
    expect(words.beside).toBeNull();
    // 26% is near enough to 1 in 4 (25%, 4% off) to say so.
    expect(describeChance(fraction(260_000_001n, 10n ** 9n)).beside).toBe('about 1 in 4');
  });

  it('keeps LOOT encounter odds at the most trys to a short line', () => {
    const fifty = describeChance(lootEncounterChance(LOOT_MAX_TRYS, 0));
    expect(fifty.percent).toBe('99.5%');
    expect(fifty.beside).toBeNull();
    // 1 − (9/10)^50 has no common factor with 10^50, so the exact value keeps all 51 digits below.
    expect(fifty.exact).toMatch(/^\d{50}\/10{50}$/);
  });
});

describe('formatChanceLine', () => {
  it('writes the same rule as plain text, for the chance beside a rolled result', () => {
    expect(formatChanceLine(fraction(21n, 36n))).toBe('58.3% (7/12)');
    expect(formatChanceLine(fraction(12n, 12n))).toBe('100.0%');
    expect(formatChanceLine(computeRiskTriggerChance(20))).toBe('97.4%');
    expect(formatChanceLine(fraction(1n, 3_000_000n))).toBe('<0.1% (about 1 in 3,000,000)');
  });
});
