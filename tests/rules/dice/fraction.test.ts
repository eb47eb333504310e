import { describe, expect, it } from 'vitest';
import { convertFractionToNumber, reduceFraction } from '../../../src/rules/dice/fraction';

describe('reduceFraction', () => {
  it('brings 108/216 to 1/2', () => {
    expect(reduceFraction({ numerator: 108n, denominator: 216n })).toEqual({
      numerator: 1n,
      denominator: 2n,
    });
  });

  it('leaves a fraction in lowest terms as it is', () => {
    expect(reduceFraction({ numerator: 11n, denominator: 36n })).toEqual({
      numerator: 11n,
      denominator: 36n,
    });
  });

  it('writes zero as 0/1', () => {
    expect(reduceFraction({ numerator: 0n, denominator: 216n })).toEqual({
      numerator: 0n,
      denominator: 1n,
    });
  });

  it('keeps the sign on the numerator', () => {
    expect(reduceFraction({ numerator: -6n, denominator: 8n })).toEqual({
      numerator: -3n,
      denominator: 4n,
    });
  });
});

describe('convertFractionToNumber', () => {
  it('divides small fractions as floats do', () => {
    expect(convertFractionToNumber({ numerator: 1n, denominator: 3n })).toBe(1 / 3);
    expect(convertFractionToNumber({ numerator: -7n, denominator: 2n })).toBe(-3.5);
  });

  it('gives whole values exactly even over huge denominators', () => {
    const huge = 1000n ** 100n;
    expect(convertFractionToNumber({ numerator: 50050n * huge, denominator: huge })).toBe(50050);
  });

  it('gives a precise ratio when both parts are beyond the float range', () => {
    const huge = 10n ** 400n;
    expect(convertFractionToNumber({ numerator: huge, denominator: 3n * huge })).toBeCloseTo(
      1 / 3,
      15,
    );
    expect(convertFractionToNumber({ numerator: 7n * huge + huge / 4n, denominator: huge })).toBe(
      7.25,
    );
  });
});
