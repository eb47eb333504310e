import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiceTerm, Selection, Sign, Target, Term } from '../../../src/rules/dice/ast';
import { shortenForMessage, type ParseErrorCode } from '../../../src/rules/dice/errors';
import { MAX_DICE, MAX_NUMBER, MAX_SIDES } from '../../../src/rules/dice/limits';
import { parseNotation } from '../../../src/rules/dice/parse-notation';

function dice(
  count: number,
  sides: number,
  options: { sign?: Sign; zeroBased?: boolean; selection?: Selection; target?: Target } = {},
): DiceTerm {
  return {
    kind: 'dice',
    sign: options.sign ?? 1,
    count,
    sides,
    zeroBased: options.zeroBased ?? false,
    selection: options.selection ?? null,
    target: options.target ?? null,
  };
}

function constant(value: number, sign: Sign = 1): Term {
  return { kind: 'constant', sign, value };
}

const VALID_FORMS: [string, Term[]][] = [
  ['2d6', [dice(2, 6)]],
  ['d20', [dice(1, 20)]],
  ['d100', [dice(1, 100)]],
  ['d%', [dice(1, 100)]],
  ['d100z', [dice(1, 100, { zeroBased: true })]],
  ['d%z', [dice(1, 100, { zeroBased: true })]],
  ['2d10z', [dice(2, 10, { zeroBased: true })]],
  ['7', [constant(7)]],
  ['2d6+2', [dice(2, 6), constant(2)]],
  ['3d20+20', [dice(3, 20), constant(20)]],
  ['1d4 + 1d6 + 1d12', [dice(1, 4), dice(1, 6), dice(1, 12)]],
  ['1d8 - 1', [dice(1, 8), constant(1, -1)]],
  ['2d6 - 1d4 + 3', [dice(2, 6), dice(1, 4, { sign: -1 }), constant(3)]],
  ['-1d4 + 3', [dice(1, 4, { sign: -1 }), constant(3)]],
  ['+3', [constant(3)]],
  ['3d6kh1', [dice(3, 6, { selection: { kind: 'keep-highest', count: 1 } })]],
  ['3d6kl1', [dice(3, 6, { selection: { kind: 'keep-lowest', count: 1 } })]],
  ['4d6dl1', [dice(4, 6, { selection: { kind: 'drop-lowest', count: 1 } })]],
  ['4d6dh1', [dice(4, 6, { selection: { kind: 'drop-highest', count: 1 } })]],
  ['4d6dl0', [dice(4, 6, { selection: { kind: 'drop-lowest', count: 0 } })]],
  ['8d6kh3', [dice(8, 6, { selection: { kind: 'keep-highest', count: 3 } })]],
  ['3d6kth2', [dice(3, 6, { selection: { kind: 'keep-nth-highest', rank: 2 } })]],
  ['6d6>3', [dice(6, 6, { target: { comparison: '>', value: 3 } })]],
  ['3d6>=4', [dice(3, 6, { target: { comparison: '>=', value: 4 } })]],
  ['2d10<5', [dice(2, 10, { target: { comparison: '<', value: 5 } })]],
  ['1d100<=45', [dice(1, 100, { target: { comparison: '<=', value: 45 } })]],
  [
    '3d6kth2>3',
    [
      dice(3, 6, {
        selection: { kind: 'keep-nth-highest', rank: 2 },
        target: { comparison: '>', value: 3 },
      }),
    ],
  ],
  [
    'd100zkh1<=9',
    [
      dice(1, 100, {
        zeroBased: true,
        selection: { kind: 'keep-highest', count: 1 },
        target: { comparison: '<=', value: 9 },
      }),
    ],
  ],
  ['3d!', [{ kind: 'risk', sign: 1, count: 3 }]],
  ['d!', [{ kind: 'risk', sign: 1, count: 1 }]],
  ['Ud8', [{ kind: 'usage', sign: 1, sides: 8 }]],
  [
    '1d6 + Ud20 - 2d! + 3',
    [
      dice(1, 6),
      { kind: 'usage', sign: 1, sides: 20 },
      { kind: 'risk', sign: -1, count: 2 },
      constant(3),
    ],
  ],
  ['02d06 + 007', [dice(2, 6), constant(7)]],
  ['d66', [{ kind: 'digit', sign: 1, digits: 2 }]],
  ['1d66', [{ kind: 'digit', sign: 1, digits: 2 }]],
  ['D666', [{ kind: 'digit', sign: 1, digits: 3 }]],
  ['+ d 66 ', [{ kind: 'digit', sign: 1, digits: 2 }]],
  ['d65', [dice(1, 65)]],
  ['1d6>5', [dice(1, 6, { target: { comparison: '>', value: 5 } })]],
  ['1d6>=6', [dice(1, 6, { target: { comparison: '>=', value: 6 } })]],
  ['1d6<2', [dice(1, 6, { target: { comparison: '<', value: 2 } })]],
  ['1d6<=1', [dice(1, 6, { target: { comparison: '<=', value: 1 } })]],
  ['d10z<1', [dice(1, 10, { zeroBased: true, target: { comparison: '<', value: 1 } })]],
  ['d10z>8', [dice(1, 10, { zeroBased: true, target: { comparison: '>', value: 8 } })]],
  // A target every die passes is pointless but true: it counts the dice.
  ['3d6>=1', [dice(3, 6, { target: { comparison: '>=', value: 1 } })]],
  ['d667', [dice(1, 667)]],
];

/** Every code the parser can return; `satisfies` makes the compiler flag a code added but not listed. */
const ALL_ERROR_CODES = Object.keys({
  empty: true,
  'unexpected-character': true,
  'expected-term': true,
  'expected-sides': true,
  'expected-keep-mode': true,
  'expected-count': true,
  'expected-target': true,
  'zero-dice': true,
  'zero-sides': true,
  'too-many-dice': true,
  'too-many-sides': true,
  'keep-too-many': true,
  'keep-none': true,
  'invalid-usage-die': true,
  'number-too-large': true,
  'digit-die-count': true,
  'digit-die-option': true,
  'digit-die-alone': true,
  'fate-dice': true,
  'exploding-dice': true,
  'target-out-of-reach': true,
} satisfies Record<ParseErrorCode, true>);

const ERRORS: [input: string, code: ParseErrorCode, position: number][] = [
  ['', 'empty', 0],
  ['   ', 'empty', 0],
  ['x', 'unexpected-character', 0],
  ['2d6x', 'unexpected-character', 3],
  ['2d6 + + 3', 'unexpected-character', 6],
  ['2Ud6', 'unexpected-character', 1],
  ['U8', 'unexpected-character', 1],
  ['U', 'unexpected-character', 1],
  ['d!kh1', 'unexpected-character', 2],
  ['d!z', 'unexpected-character', 2],
  ['3d6>3kh1', 'unexpected-character', 5],
  ['2d6 d4', 'unexpected-character', 4],
  ['2d6 +', 'expected-term', 5],
  ['-', 'expected-term', 1],
  ['3d', 'expected-sides', 2],
  ['3dx', 'expected-sides', 2],
  ['3d -', 'expected-sides', 3],
  ['Ud', 'expected-sides', 2],
  ['3d6k2', 'expected-keep-mode', 4],
  ['3d6k', 'expected-keep-mode', 4],
  ['3d6kt2', 'expected-keep-mode', 4],
  ['3d6kh', 'expected-count', 5],
  ['2d66', 'digit-die-count', 0],
  ['0d666', 'digit-die-count', 0],
  ['d66kh1', 'digit-die-option', 3],
  ['d66 z', 'digit-die-option', 4],
  ['d66!', 'digit-die-option', 3],
  ['d666>3', 'digit-die-option', 4],
  ['d66+1', 'digit-die-alone', 3],
  ['d66 - d6', 'digit-die-alone', 4],
  ['2 + d66', 'digit-die-alone', 4],
  ['-d66', 'digit-die-alone', 0],
  ['3d6kth', 'expected-count', 6],
  ['4d6dl + 1', 'expected-count', 6],
  ['3d6>', 'expected-target', 4],
  ['3d6 >= ', 'expected-target', 7],
  ['0d6', 'zero-dice', 0],
  ['0d!', 'zero-dice', 0],
  ['d0', 'zero-sides', 1],
  ['2d6 + 1d0', 'zero-sides', 8],
  ['101d6', 'too-many-dice', 0],
  ['101d!', 'too-many-dice', 0],
  ['60d6 + 41d6', 'too-many-dice', 7],
  ['100d6 + Ud4', 'too-many-dice', 8],
  ['50d! - 51d4', 'too-many-dice', 7],
  [`${'9'.repeat(70)}d6`, 'too-many-dice', 0],
  ['1d1001', 'too-many-sides', 2],
  ['d1001', 'too-many-sides', 1],
  ['3d6kh4', 'keep-too-many', 5],
  ['3d6kl4', 'keep-too-many', 5],
  ['3d6kth4', 'keep-too-many', 6],
  ['3d6kh0', 'keep-none', 5],
  ['3d6kth0', 'keep-none', 6],
  ['3d6dl3', 'keep-none', 5],
  ['3d6dh4', 'keep-none', 5],
  ['Ud7', 'invalid-usage-die', 2],
  ['Ud100', 'invalid-usage-die', 2],
  ['1000001', 'number-too-large', 0],
  ['1d6 + 1000001', 'number-too-large', 6],
  ['3d6>1000001', 'number-too-large', 4],
  ['4dF', 'fate-dice', 2],
  ['df', 'fate-dice', 1],
  ['2d6 - 4 d F', 'fate-dice', 10],
  ['0dF', 'zero-dice', 0],
  ['101dF', 'too-many-dice', 0],
  ['d20!', 'exploding-dice', 3],
  ['3d6 !', 'exploding-dice', 4],
  ['d%!', 'exploding-dice', 2],
  ['4d6kh3!', 'exploding-dice', 6],
  ['2d6>4!', 'exploding-dice', 5],
  ['1d4 + d20!!', 'exploding-dice', 9],
  ['Ud8!', 'unexpected-character', 3],
  ['1d6>7', 'target-out-of-reach', 4],
  ['1d6>6', 'target-out-of-reach', 4],
  ['1d6>=7', 'target-out-of-reach', 5],
  ['1d6<1', 'target-out-of-reach', 4],
  ['1d6 <= 0', 'target-out-of-reach', 7],
  ['d10z>9', 'target-out-of-reach', 5],
  ['d10z<0', 'target-out-of-reach', 5],
  ['3d6kth2>6', 'target-out-of-reach', 8],
  ['d%>=101', 'target-out-of-reach', 4],
];

describe('parseNotation', () => {
  it.each(VALID_FORMS)('reads %s', (input, terms) => {
    expect(parseNotation(input)).toEqual({ ok: true, value: { terms } });
  });

  it('ignores letter case', () => {
    expect(parseNotation('3D6KH1 + UD8 + D%Z + 2D!')).toEqual(
      parseNotation('3d6kh1 + ud8 + d%z + 2d!'),
    );
    expect(parseNotation('3D6KTH2>=4')).toEqual(parseNotation('3d6kth2>=4'));
  });

  it('allows whitespace between any two tokens', () => {
    expect(parseNotation('  3 d 6 kth 2 >= 4  -  U d 8 + 2 d !\t+\n1 ')).toEqual({
      ok: true,
      value: {
        terms: [
          dice(3, 6, {
            selection: { kind: 'keep-nth-highest', rank: 2 },
            target: { comparison: '>=', value: 4 },
          }),
          { kind: 'usage', sign: -1, sides: 8 },
          { kind: 'risk', sign: 1, count: 2 },
          constant(1),
        ],
      },
    });
  });

  it('reads the minus sign (U+2212) and the en dash (U+2013) as minus, as the site prints them', () => {
    const twoD6LessOne = { ok: true, value: { terms: [dice(2, 6), constant(1, -1)] } };
    expect(parseNotation('2d6\u22121')).toEqual(twoD6LessOne);
    expect(parseNotation('2d6 \u2013 1')).toEqual(twoD6LessOne);
    expect(parseNotation('\u22121d4 + 3')).toEqual(parseNotation('-1d4 + 3'));
    expect(parseNotation('d66\u22121')).toMatchObject({
      ok: false,
      error: { code: 'digit-die-alone', position: 3 },
    });
    // Other dashes are not minus, and are still refused where they stand.
    expect(parseNotation('2d6\u20141')).toMatchObject({
      ok: false,
      error: { code: 'unexpected-character', position: 3 },
    });
  });

  it('reads any mix of -, − and – in place of each minus exactly as -', () => {
    const withMinus = VALID_FORMS.map(([input]) => input).filter((input) => input.includes('-'));
    fc.assert(
      fc.property(
        fc.constantFrom(...withMinus),
        fc.array(fc.constantFrom('-', '\u2212', '\u2013'), { minLength: 8, maxLength: 8 }),
        (input, minuses) => {
          let at = 0;
          const written = input.replace(/-/g, () => minuses[at++ % minuses.length]!);
          expect(parseNotation(written)).toEqual(parseNotation(input));
        },
      ),
    );
  });

  it(`accepts exactly ${MAX_DICE} dice, ${MAX_SIDES} sides and constants up to ${MAX_NUMBER}`, () => {
    expect(parseNotation(`${MAX_DICE}d${MAX_SIDES}`).ok).toBe(true);
    expect(parseNotation(`${MAX_DICE - 1}d6 + Ud4`).ok).toBe(true);
    expect(parseNotation(`50d! + 50d6 + ${MAX_NUMBER} - ${MAX_NUMBER}`).ok).toBe(true);
    // A target below the largest number every die passes; above a die's faces it is refused.
    expect(parseNotation(`1d6<${MAX_NUMBER}`).ok).toBe(true);
  });

  it.each(ERRORS)('rejects %j with %s at %i', (input, code, position) => {
    const result = parseNotation(input);
    expect(
      result.ok ? 'parsed' : { code: result.error.code, position: result.error.position },
    ).toEqual({ code, position });
  });

  it('has an example for every error code', () => {
    expect(new Set(ERRORS.map(([, code]) => code))).toEqual(new Set(ALL_ERROR_CODES));
  });

  it.each(ERRORS)(
    'explains %j as "“input”: problem" without a position, or with the problem alone when nothing was typed',
    (input, _code, position) => {
      const result = parseNotation(input);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.position).toBe(position);
      if (input.trim() === '')
        expect(result.error.message).toBe('Nothing to roll: write dice such as 2d6');
      else expect(result.error.message.startsWith(`“${shortenForMessage(input)}”: `)).toBe(true);
      expect(result.error.message).not.toMatch(/ at \d|expected|unexpected/);
    },
  );

  it.each([
    ['3d', '“3d”: the number of sides is missing after d (as in 2d6)'],
    ['', 'Nothing to roll: write dice such as 2d6'],
    [
      '2d6x',
      '“2d6x”: “x” (character 4) cannot come here: after dice or a number comes +, - or the end',
    ],
    ['💀', '“💀”: “💀” (character 1) cannot come here: write dice such as 2d6 or a number'],
    [
      '2d6👍🏽x',
      '“2d6👍🏽x”: “👍🏽” (character 4) cannot come here: after dice or a number comes +, - or the end',
    ],
    ['101d6', `“101d6”: 101 dice is more than the limit of ${MAX_DICE}`],
    [
      '60d6 + 41d6',
      `“60d6 + 41d6”: this makes 101 dice in total, more than the limit of ${MAX_DICE}`,
    ],
    ['d1001', `“d1001”: a d1001 has more than the limit of ${MAX_SIDES} sides`],
    ['3d6kh4', '“3d6kh4”: cannot keep 4 of 3 dice'],
    ['3d6kth4', '“3d6kth4”: there is no 4th highest of 3 dice'],
    ['21d6kth22', '“21d6kth22”: there is no 22nd highest of 21 dice'],
    ['11d6kth12', '“11d6kth12”: there is no 12th highest of 11 dice'],
    ['3d6dl3', '“3d6dl3”: dropping 3 of 3 dice leaves none'],
    ['Ud7', '“Ud7”: a usage die is a d20, d12, d10, d8, d6 or d4, not a d7'],
    ['3d6kh', '“3d6kh”: kh needs to say how many dice to keep'],
    ['3d6dh', '“3d6dh”: dh needs to say how many dice to drop'],
    ['3d6kth', '“3d6kth”: kth needs to say which die to keep (1 for the highest)'],
    ['U', '“U”: a usage die is written U, d and its sides, as in Ud8'],
    [
      '2d66',
      '“2d66”: d66 is one roll read digit by digit (each digit a d6), so no number of dice comes before it: write d66',
    ],
    [
      'd66kh1',
      '“d66kh1”: “k” (character 4) cannot follow d66: it is read digit by digit (each digit a d6), so it cannot keep, drop, count successes or read from zero',
    ],
    [
      'd666+1',
      '“d666+1”: d666 is read digit by digit to pick a table row, so it stands alone: nothing can be added to it or taken from it',
    ],
    [
      '4dF',
      '“4dF”: Fate dice (dF) are not rolled here; write 4d3-8 for 4dF, which gives the same totals (a d3 less 2 is -1, 0 or +1, as a Fate die)',
    ],
    [
      'dF',
      '“dF”: Fate dice (dF) are not rolled here; write 1d3-2 for 1dF, which gives the same totals (a d3 less 2 is -1, 0 or +1, as a Fate die)',
    ],
    [
      '2d6 - 4df',
      '“2d6 - 4df”: Fate dice (dF) are not rolled here; write -4d3+8 for -4dF, which gives the same totals (a d3 less 2 is -1, 0 or +1, as a Fate die)',
    ],
    [
      'd20!',
      '“d20!”: exploding dice are not rolled here; in this notation ! stands for risk dice and takes the place of the sides, as in 3d!',
    ],
    [
      '1d6>7',
      '“1d6>7”: a d6 rolls 1 to 6, so no die is ever above 7 and there is no success to count',
    ],
    [
      '1d6>=7',
      '“1d6>=7”: a d6 rolls 1 to 6, so no die is ever 7 or more and there is no success to count',
    ],
    [
      '1d6<1',
      '“1d6<1”: a d6 rolls 1 to 6, so no die is ever below 1 and there is no success to count',
    ],
    [
      '1d6<=0',
      '“1d6<=0”: a d6 rolls 1 to 6, so no die is ever 0 or less and there is no success to count',
    ],
    [
      'd10z>9',
      '“d10z>9”: a d10z rolls 0 to 9, so no die is ever above 9 and there is no success to count',
    ],
    [
      '2d%>100',
      '“2d%>100”: a d% rolls 1 to 100, so no die is ever above 100 and there is no success to count',
    ],
    [
      'd1<1',
      '“d1<1”: a d1 always rolls 1, so no die is ever below 1 and there is no success to count',
    ],
    [
      '12345678901234d6',
      `“12345678901234d6”: 12345678901… dice is more than the limit of ${MAX_DICE}`,
    ],
  ])('words the problem with %j for a person', (input, message) => {
    const result = parseNotation(input);
    expect(result.ok ? 'parsed' : result.error.message).toBe(message);
  });

  it('counts positions in the original string even after characters whose lower case is longer', () => {
    const result = parseNotation('2d6 + İ');
    expect(result.ok ? 'parsed' : result.error).toMatchObject({
      code: 'unexpected-character',
      position: 6,
    });
  });

  it('rejects absurd sizes with the dice limit instead of reading them as numbers', () => {
    const result = parseNotation(`${'9'.repeat(10_000)}d${'9'.repeat(10_000)}`);
    expect(result.ok ? 'parsed' : result.error.code).toBe('too-many-dice');
  });
});
