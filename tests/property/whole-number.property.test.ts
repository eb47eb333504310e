import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWholeNumber } from '../../src/rules/whole-number';
import { RUNS } from './mutate';

const range = fc
  .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }))
  .map(([min, width]) => ({ min, max: min + width }));

describe('readWholeNumber', () => {
  it('never throws and always either reads a number in range or says why in a sentence', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), range, (text, { min, max }) => {
        const read = readWholeNumber(text, min, max, 'the score');
        if (read.ok) {
          expect(Number.isInteger(read.value)).toBe(true);
          expect(read.value).toBeGreaterThanOrEqual(min);
          expect(read.value).toBeLessThanOrEqual(max);
        } else expect(read.error.message).toMatch(/^\S.*\.$/s);
      }),
      RUNS,
    );
  });

  it('reads back any whole number in range, written with spaces around it and a plus or minus', () => {
    const written = range.chain(({ min, max }) =>
      fc.record({
        min: fc.constant(min),
        max: fc.constant(max),
        value: fc.integer({ min, max }),
        before: fc.constantFrom('', ' ', '  ', '\t'),
        after: fc.constantFrom('', ' ', '\n'),
        plus: fc.boolean(),
        minus: fc.constantFrom('-', '\u2212'),
      }),
    );
    fc.assert(
      fc.property(written, ({ min, max, value, before, after, plus, minus }) => {
        const digits = value < 0 ? `${minus}${-value}` : `${plus ? '+' : ''}${value}`;
        expect(readWholeNumber(`${before}${digits}${after}`, min, max, 'the score')).toEqual({
          ok: true,
          value,
        });
      }),
      RUNS,
    );
  });
});
