import { describe, expect, it } from 'vitest';
import type {
  Comparison,
  DiceExpression,
  Selection,
  Sign,
  Term,
} from '../../../src/rules/dice/ast';
import { formatNotation, formatTerm } from '../../../src/rules/dice/format-notation';
import { MAX_DICE, MAX_NUMBER, MAX_SIDES } from '../../../src/rules/dice/limits';
import { parseNotation } from '../../../src/rules/dice/parse-notation';
import { createSeededRng, type Rng } from '../../../src/rules/dice/rng';
import { USAGE_DIE_CHAIN } from '../../../src/rules/dice/usage-die';

function parseOrThrow(input: string): DiceExpression {
  const result = parseNotation(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function pick<T>(rng: Rng, options: readonly T[]): T {
  return options[rng.randomInt(options.length)] as T;
}

/** Any number of sides but 66 and 666, which are digit dice (generated on their own). */
function pickSides(rng: Rng): number {
  const sides = 1 + rng.randomInt(MAX_SIDES);
  return sides === 66 || sides === 666 ? sides + 1 : sides;
}

/** Whether some face of the die passes: the parser refuses a target that none can. */
function isWithinReach(
  comparison: Comparison,
  value: number,
  sides: number,
  zeroBased: boolean,
): boolean {
  const lowest = zeroBased ? 0 : 1;
  const highest = lowest + sides - 1;
  if (comparison === '>') return highest > value;
  if (comparison === '>=') return highest >= value;
  if (comparison === '<') return lowest < value;
  return lowest <= value;
}

/** A random expression within the parser's limits, so every one of them must survive a round trip. */
function generateExpression(rng: Rng): DiceExpression {
  // A digit die stands alone, so it is an expression of its own.
  if (rng.randomInt(10) === 0)
    return { terms: [{ kind: 'digit', sign: 1, digits: rng.randomInt(2) === 0 ? 2 : 3 }] };
  const terms: Term[] = [];
  let diceLeft = MAX_DICE;
  const termCount = 1 + rng.randomInt(5);
  for (let i = 0; i < termCount; i += 1) {
    const sign: Sign = rng.randomInt(2) === 0 ? 1 : -1;
    const kind =
      diceLeft === 0
        ? 'constant'
        : pick(rng, ['constant', 'dice', 'dice', 'risk', 'usage'] as const);
    if (kind === 'constant') {
      terms.push({ kind, sign, value: rng.randomInt(MAX_NUMBER + 1) });
    } else if (kind === 'risk') {
      const count = 1 + rng.randomInt(diceLeft);
      diceLeft -= count;
      terms.push({ kind, sign, count });
    } else if (kind === 'usage') {
      diceLeft -= 1;
      terms.push({ kind, sign, sides: pick(rng, USAGE_DIE_CHAIN) });
    } else {
      const count = 1 + rng.randomInt(Math.min(diceLeft, 12));
      diceLeft -= count;
      const selections: (Selection | null)[] = [
        null,
        { kind: 'keep-highest', count: 1 + rng.randomInt(count) },
        { kind: 'keep-lowest', count: 1 + rng.randomInt(count) },
        { kind: 'drop-highest', count: rng.randomInt(count) },
        { kind: 'drop-lowest', count: rng.randomInt(count) },
        { kind: 'keep-nth-highest', rank: 1 + rng.randomInt(count) },
      ];
      const comparison = pick<Comparison>(rng, ['>', '>=', '<', '<=']);
      const sides = pickSides(rng);
      const zeroBased = rng.randomInt(2) === 0;
      const value = rng.randomInt(30);
      terms.push({
        kind,
        sign,
        count,
        sides,
        zeroBased,
        selection: pick(rng, selections),
        target:
          rng.randomInt(2) === 0 || !isWithinReach(comparison, value, sides, zeroBased)
            ? null
            : { comparison, value },
      });
    }
  }
  return { terms };
}

const CANONICAL: [input: string, canonical: string][] = [
  ['2d6', '2d6'],
  ['d20', '1d20'],
  ['d%', '1d100'],
  ['D%Z', '1d100z'],
  ['2d6+2', '2d6 + 2'],
  ['1d4+1d6+1d12', '1d4 + 1d6 + 1d12'],
  ['1d8-1', '1d8 - 1'],
  ['-1d4+3', '-1d4 + 3'],
  ['+3', '3'],
  ['  3 D 6 KH 1 ', '3d6kh1'],
  ['3d6kl1', '3d6kl1'],
  ['4d6dl1', '4d6dl1'],
  ['4d6DH1', '4d6dh1'],
  ['3d6kth2', '3d6kth2'],
  ['3d6 kth 2 >= 4', '3d6kth2>=4'],
  ['6d6>3', '6d6>3'],
  ['1d100 <= 45', '1d100<=45'],
  ['2d10<5', '2d10<5'],
  ['d!', '1d!'],
  ['3D!', '3d!'],
  ['ud8', 'Ud8'],
  ['1D66', 'd66'],
  [' d 666 ', 'd666'],
  ['02d06 + 007', '2d6 + 7'],
];

describe('formatNotation', () => {
  it.each(CANONICAL)('writes %j as %j', (input, canonical) => {
    expect(formatNotation(parseOrThrow(input))).toBe(canonical);
  });

  it.each(CANONICAL)('reads its own output of %j back unchanged', (input) => {
    const canonical = formatNotation(parseOrThrow(input));
    expect(formatNotation(parseOrThrow(canonical))).toBe(canonical);
  });

  it.each(CANONICAL)('gives back the very expression it was given for %j', (input) => {
    const expression = parseOrThrow(input);
    expect(parseNotation(formatNotation(expression))).toEqual({ ok: true, value: expression });
  });

  it('round-trips 500 random expressions of every kind of term', () => {
    const rng = createSeededRng(20240601);
    const expressions = Array.from({ length: 500 }, () => generateExpression(rng));
    const kinds = new Set(
      expressions.flatMap((expression) => expression.terms.map((term) => term.kind)),
    );
    expect(kinds).toEqual(new Set(['constant', 'dice', 'risk', 'usage', 'digit']));
    expect(expressions.map((expression) => parseNotation(formatNotation(expression)))).toEqual(
      expressions.map((expression) => ({ ok: true, value: expression })),
    );
  });
});

describe('formatTerm', () => {
  it('writes a term without its sign, for labels such as "-1d4" shown as "1d4"', () => {
    expect(
      formatTerm({
        kind: 'dice',
        sign: -1,
        count: 1,
        sides: 4,
        zeroBased: false,
        selection: null,
        target: null,
      }),
    ).toBe('1d4');
    expect(formatTerm({ kind: 'constant', sign: -1, value: 2 })).toBe('2');
  });

  it('writes every part of a dice term in the order the parser reads them', () => {
    expect(
      formatTerm({
        kind: 'dice',
        sign: 1,
        count: 3,
        sides: 100,
        zeroBased: true,
        selection: { kind: 'keep-nth-highest', rank: 2 },
        target: { comparison: '<=', value: 40 },
      }),
    ).toBe('3d100zkth2<=40');
  });
});
