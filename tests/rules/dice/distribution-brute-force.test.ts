/**
 * The exact distributions against enumeration of every outcome, over all small cases: up to 4
 * dice of up to 6 sides, every keep/drop/k-th count, both readings of the die, every comparison
 * and target. A second check tallies rollExpression itself over every scripted outcome, so rolling
 * and the distribution cannot disagree about what a notation means.
 */
import { describe, expect, it } from 'vitest';
import type {
  Comparison,
  DiceExpression,
  DiceTerm,
  Selection,
  Target,
} from '../../../src/rules/dice/ast';
import {
  computeDistribution,
  listOutcomes,
  type Distribution,
} from '../../../src/rules/dice/distribution';
import { formatNotation } from '../../../src/rules/dice/format-notation';
import { parseNotation } from '../../../src/rules/dice/parse-notation';
import { createScriptedRng } from '../../../src/rules/dice/rng';
import { rollExpression } from '../../../src/rules/dice/roll';
import {
  enumerateDistribution,
  enumerateFaceSequences,
  listDiceSides,
  sortByTotal,
} from './brute-force';

const COMPARISONS: Comparison[] = ['>', '>=', '<', '<='];

function listSelections(count: number): (Selection | null)[] {
  const selections: (Selection | null)[] = [null];
  for (let n = 1; n <= count; n += 1) {
    selections.push(
      { kind: 'keep-highest', count: n },
      { kind: 'keep-lowest', count: n },
      { kind: 'keep-nth-highest', rank: n },
    );
  }
  for (let n = 0; n < count; n += 1)
    selections.push({ kind: 'drop-highest', count: n }, { kind: 'drop-lowest', count: n });
  return selections;
}

function buildTerm(
  count: number,
  sides: number,
  zeroBased: boolean,
  selection: Selection | null,
  target: Target | null,
): DiceTerm {
  return { kind: 'dice', sign: 1, count, sides, zeroBased, selection, target };
}

function computeOrThrow(expression: DiceExpression): Distribution {
  const result = computeDistribution(expression);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A readable difference, or nothing when the exact distribution equals the enumeration. */
function compareWithEnumeration(expression: DiceExpression): string[] {
  const distribution = computeOrThrow(expression);
  const computed = sortByTotal(
    new Map(listOutcomes(distribution).map(({ total, count }) => [total, count])),
  );
  const enumerated = enumerateDistribution(expression);
  const same =
    distribution.denominator === enumerated.denominator &&
    JSON.stringify([...computed].map(String)) ===
      JSON.stringify([...enumerated.counts].map(String)) &&
    distribution.min === [...enumerated.counts.keys()][0] &&
    distribution.max === [...enumerated.counts.keys()].at(-1);
  return same ? [] : [formatNotation(expression)];
}

function parseOrThrow(input: string): DiceExpression {
  const result = parseNotation(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const MIXED_EXPRESSIONS = [
  '1d4 + 1d6 - 1d3',
  '-1d6',
  '2d6 + 2',
  '1d6 - 1d6 + 10',
  '2d!',
  '4d!',
  '2d! + 1',
  '-1d! + 1d4',
  'Ud4',
  'Ud20',
  'Ud6 - 1d!',
  '2d3zkh1 + 2',
  '3d4kth2>2 - 1',
  '3d4kl2 - 2d3dh1',
  '2d4>=3 + 2d4<2',
  '-3d3kh2 + 1d2z',
  '1d10z + 1d10z',
  '2d6>3 - 2d6<4',
];

describe('computeDistribution', () => {
  // Split by number of dice and reading so each test stays short on a busy machine; the case
  // counts prove that no combination was skipped.
  const SIZES = [1, 2, 3, 4].flatMap((count) =>
    [false, true].map((zeroBased) => [count, zeroBased] as const),
  );

  it.each(SIZES)(
    'matches enumeration for the sum of every keep, drop and k-th selection of %i dice up to d6 (zero-based: %s)',
    (count, zeroBased) => {
      const mismatches: string[] = [];
      let cases = 0;
      for (let sides = 1; sides <= 6; sides += 1) {
        for (const selection of listSelections(count)) {
          mismatches.push(
            ...compareWithEnumeration({
              terms: [buildTerm(count, sides, zeroBased, selection, null)],
            }),
          );
          cases += 1;
        }
      }
      expect(mismatches).toEqual([]);
      expect(cases).toBe(6 * (1 + 5 * count));
    },
  );

  it.each(SIZES)(
    'matches enumeration for successes with every comparison, target and selection of %i dice up to d6 (zero-based: %s)',
    (count, zeroBased) => {
      const mismatches: string[] = [];
      let cases = 0;
      for (let sides = 1; sides <= 6; sides += 1) {
        for (const selection of listSelections(count)) {
          for (const comparison of COMPARISONS) {
            // From below the lowest face to above the highest, so no-one-passes and all-pass are covered.
            for (let value = 0; value <= sides + 1; value += 1) {
              mismatches.push(
                ...compareWithEnumeration({
                  terms: [buildTerm(count, sides, zeroBased, selection, { comparison, value })],
                }),
              );
              cases += 1;
            }
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(cases).toBe((1 + 5 * count) * COMPARISONS.length * (3 + 4 + 5 + 6 + 7 + 8));
    },
  );

  it.each(SIZES)(
    'reads a target exactly when some roll of %i dice up to d6 has a die that passes it, by enumeration (zero-based: %s)',
    (count, zeroBased) => {
      const disagreements: string[] = [];
      let refused = 0;
      for (let sides = 1; sides <= 6; sides += 1) {
        for (const comparison of COMPARISONS) {
          for (let value = 0; value <= sides + 1; value += 1) {
            const notation = `${count}d${sides}${zeroBased ? 'z' : ''}${comparison}${value}`;
            const term = buildTerm(count, sides, zeroBased, null, { comparison, value });
            const canSucceed = [...enumerateDistribution({ terms: [term] }).counts.keys()].some(
              (successes) => successes > 0,
            );
            const parsed = parseNotation(notation);
            const read = parsed.ok
              ? 'read'
              : parsed.error.code === 'target-out-of-reach'
                ? 'refused'
                : parsed.error.code;
            if (read !== (canSucceed ? 'read' : 'refused'))
              disagreements.push(`${notation}: ${read}`);
            if (read === 'refused') refused += 1;
          }
        }
      }
      expect(disagreements).toEqual([]);
      // Six targets per die size are out of reach: >6, >7, >=7, <0, <1 and <=0 on a d6, and
      // >5, >6, >7, >=6, >=7 and <0 on a d6z. The count proves that refusals were met.
      expect(refused).toBe(6 * 6);
    },
  );

  it.each([
    ['d66', 36n, 11, 66],
    ['d666', 216n, 111, 666],
  ] as const)(
    'matches enumeration for the digit die %s: every result once, over %i outcomes from %i to %i',
    (notation, outcomes, min, max) => {
      const expression = parseOrThrow(notation);
      expect(compareWithEnumeration(expression)).toEqual([]);
      const distribution = computeOrThrow(expression);
      expect([distribution.denominator, distribution.min, distribution.max]).toEqual([
        outcomes,
        min,
        max,
      ]);
      const listed = listOutcomes(distribution);
      expect(listed).toHaveLength(Number(outcomes));
      expect(listed.every(({ count }) => count === 1n)).toBe(true);
      // Every digit of every result is a face of a d6: no 17, no 20, no 70.
      expect(listed.filter(({ total }) => !/^[1-6]+$/.test(String(total)))).toEqual([]);
    },
  );

  it.each(MIXED_EXPRESSIONS)('matches enumeration for %s', (notation) => {
    expect(compareWithEnumeration(parseOrThrow(notation))).toEqual([]);
  });

  it.each([
    '4d6dl1',
    '3d6kth2>3',
    '3d4kl2 - 2d3dh1',
    '2d! + Ud4 - 1',
    '2d10zkh1<=4',
    'd66',
    'd666',
    ...MIXED_EXPRESSIONS,
  ])('matches rolling %s with the dice showing every possible combination', (notation) => {
    const expression = parseOrThrow(notation);
    const tallied = new Map<number, bigint>();
    let outcomes = 0n;
    for (const faces of enumerateFaceSequences(listDiceSides(expression))) {
      const rng = createScriptedRng(faces);
      const { total } = rollExpression(expression, rng);
      expect(rng.countUnused()).toBe(0);
      tallied.set(total, (tallied.get(total) ?? 0n) + 1n);
      outcomes += 1n;
    }
    const distribution = computeOrThrow(expression);
    expect(distribution.denominator).toBe(outcomes);
    expect(listOutcomes(distribution)).toEqual(
      [...sortByTotal(tallied)].map(([total, count]) => ({ total, count })),
    );
  });
});
