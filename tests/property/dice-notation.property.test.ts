import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNotation,
  MAX_DICE,
  MAX_SIDES,
  parseNotation,
  USAGE_DIE_CHAIN,
} from '../../src/rules/dice';
import { mutatedText, RUNS } from './mutate';

/** One term of the grammar in parse-notation.ts, written as a person might, and how many dice it uses. */
const diceTerm: fc.Arbitrary<{ text: string; dice: number }> = fc
  .record({
    count: fc.integer({ min: 1, max: 10 }),
    writeCount: fc.boolean(),
    // 66 and 666 sides are digit dice, which stand alone: see digitDie.
    sides: fc.oneof(
      fc.integer({ min: 1, max: MAX_SIDES }).filter((sides) => sides !== 66 && sides !== 666),
      fc.constant('%' as const),
    ),
    zeroBased: fc.boolean(),
    selection: fc.option(
      fc.tuple(fc.constantFrom('kh', 'kl', 'dh', 'dl', 'kth', 'KH', 'Kth'), fc.nat()),
      { nil: null },
    ),
    target: fc.option(
      fc.tuple(fc.constantFrom('>', '>=', '<', '<='), fc.integer({ min: 0, max: 1000 })),
      { nil: null },
    ),
  })
  .map(({ count, writeCount, sides, zeroBased, selection, target }) => {
    const shown = writeCount || count !== 1 ? String(count) : '';
    let text = `${shown}d${sides}${zeroBased ? 'z' : ''}`;
    if (selection) {
      const [mode, n] = selection;
      const lower = mode.toLowerCase();
      // keep 1..count, rank 1..count, drop 0..count-1: always valid for this many dice
      const value =
        lower === 'kh' || lower === 'kl' || lower === 'kth' ? 1 + (n % count) : n % count;
      text += `${mode}${value}`;
    }
    if (target) {
      // A target some face can pass: the parser refuses one no face can (d6>7, d1>1).
      const [comparison, wanted] = target;
      const low = zeroBased ? 0 : 1;
      const high = (sides === '%' ? 100 : sides) - (zeroBased ? 1 : 0);
      const reachable = {
        '>': wanted < high ? wanted : high - 1,
        '>=': wanted <= high ? wanted : high,
        '<': wanted > low ? wanted : low + 1,
        '<=': wanted >= low ? wanted : low,
      }[comparison];
      if (reachable >= 0) text += `${comparison}${reachable}`;
    }
    return { text, dice: count };
  });

const term = fc.oneof(
  { weight: 4, arbitrary: diceTerm },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 1000 }).map((value) => ({ text: String(value), dice: 0 })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 6 }).map((count) => ({ text: `${count}d!`, dice: count })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...USAGE_DIE_CHAIN)
      .map((sides) => ({ text: `Ud${sides}`, dice: 1 })),
  },
);

/** A digit die as a person might write it; it is always a whole expression. */
const digitDie: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', '+', ' '),
    fc.constantFrom('', '1'),
    fc.constantFrom('d', 'D'),
    fc.constantFrom('66', '666'),
    fc.constantFrom('', ' '),
  )
  .map((parts) => parts.join(''));

/** Signed terms joined by + or -, with optional spaces, at most MAX_DICE dice in all. */
const sumExpression: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.array(fc.tuple(fc.constantFrom('+', '-', ' + ', ' - '), term), {
      minLength: 1,
      maxLength: 6,
    }),
  )
  .filter(([, terms]) => terms.reduce((sum, [, t]) => sum + t.dice, 0) <= MAX_DICE)
  .map(
    ([lead, terms]) =>
      lead + terms.map(([sign, t], index) => (index === 0 ? t.text : sign + t.text)).join(''),
  );

/** A valid expression: a sum of terms, or a digit die alone. */
const validExpression: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: sumExpression },
  { weight: 1, arbitrary: digitDie },
);

function expectResult(input: string): void {
  const result = parseNotation(input);
  if (!result.ok) {
    expect(typeof result.error.code).toBe('string');
    expect(result.error.message.length).toBeGreaterThan(0);
  }
}

describe('parseNotation', () => {
  it('never throws on any text, and a failure has a code and a message', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => expectResult(input)),
      RUNS,
    );
  });

  it('never throws on text made of notation characters', () => {
    const notationChars = fc.string({
      unit: fc.constantFrom(...'0123456789dDkhltzU!%+-<>= '.split('')),
      maxLength: 30,
    });
    fc.assert(
      fc.property(notationChars, (input) => expectResult(input)),
      RUNS,
    );
  });

  it('never throws on valid expressions with random edits', () => {
    fc.assert(
      fc.property(mutatedText(validExpression), (input) => expectResult(input)),
      RUNS,
    );
  });

  it('reads every expression of the grammar within the limits', () => {
    fc.assert(
      fc.property(validExpression, (input) => {
        const result = parseNotation(input);
        expect(result.ok ? 'ok' : result.error.message).toBe('ok');
      }),
      RUNS,
    );
  });

  it('reads back what formatNotation writes as the same expression', () => {
    fc.assert(
      fc.property(validExpression, (input) => {
        const parsed = parseNotation(input);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const formatted = formatNotation(parsed.value);
        expect(parseNotation(formatted)).toEqual(parsed);
        expect(formatNotation((parseNotation(formatted) as typeof parsed).value)).toBe(formatted);
      }),
      RUNS,
    );
  });

  it('refuses a digit die beside any other term, with a count or with an option, by code', () => {
    fc.assert(
      fc.property(
        sumExpression,
        fc.constantFrom('d66', 'd666'),
        fc.constantFrom(' + ', '-'),
        fc.boolean(),
        (sum, digit, sign, digitFirst) => {
          const joined = digitFirst ? `${digit}${sign}${sum}` : `${sum}${sign}${digit}`;
          expect(parseNotation(joined)).toMatchObject({
            ok: false,
            error: { code: 'digit-die-alone' },
          });
        },
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1000 }),
        fc.constantFrom('66', '666'),
        fc.constantFrom('kh1', 'kl1', 'dl1', 'kth1', 'z', '>3', '!'),
        (count, sides, option) => {
          expect(parseNotation(`${count}d${sides}`)).toMatchObject({
            ok: false,
            error: { code: 'digit-die-count' },
          });
          expect(parseNotation(`d${sides}${option}`)).toMatchObject({
            ok: false,
            error: { code: 'digit-die-option' },
          });
        },
      ),
      RUNS,
    );
  });

  it(`refuses more than ${MAX_DICE} dice in one term and more than ${MAX_SIDES} sides`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MAX_DICE + 1, max: 100_000 }),
        fc.integer({ min: MAX_SIDES + 1, max: 100_000 }),
        (count, sides) => {
          expect(parseNotation(`${count}d6`)).toMatchObject({
            ok: false,
            error: { code: 'too-many-dice' },
          });
          expect(parseNotation(`1d${sides}`)).toMatchObject({
            ok: false,
            error: { code: 'too-many-sides' },
          });
        },
      ),
      RUNS,
    );
  });
});
