import { describe, expect, it } from 'vitest';
import {
  checkCoverage,
  dieRange,
  dieResults,
  lookupRow,
  rowLabel,
  rowRange,
} from '../../../src/rules/tables/model';

describe('dieRange', () => {
  it('spans the totals of plain dice', () => {
    expect(dieRange('d20')).toEqual({ min: 1, max: 20 });
    expect(dieRange('2d6')).toEqual({ min: 2, max: 12 });
    expect(dieRange('1d6')).toEqual({ min: 1, max: 6 });
  });

  it('reads a single die from zero when asked', () => {
    expect(dieRange('d100', true)).toEqual({ min: 0, max: 99 });
    expect(dieRange('d10', true)).toEqual({ min: 0, max: 9 });
  });

  it('refuses what is not a plain die, and several dice read from zero', () => {
    expect(dieRange('2d6+1')).toBeNull();
    expect(dieRange('2d6', true)).toBeNull();
    expect(dieRange('0d6')).toBeNull();
  });
});

describe('dieResults', () => {
  it('lists every total of plain dice and of a die read from zero', () => {
    expect(dieResults('2d6')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(dieResults('d10', true)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lists the 36 results of d66 and the 216 of d666, never a 7, 8, 9 or 0 digit', () => {
    const d66 = dieResults('d66')!;
    expect(d66).toHaveLength(36);
    expect(d66.slice(0, 7)).toEqual([11, 12, 13, 14, 15, 16, 21]);
    expect(dieResults('1d66')).toEqual(d66);
    const d666 = dieResults('d666')!;
    expect([d666.length, d666[0], d666.at(-1)]).toEqual([216, 111, 666]);
    expect(d666.filter((n) => /[07-9]/.test(String(n)))).toEqual([]);
  });

  it('has no zero-based reading of a digit die, and no dice beyond the notation limits', () => {
    expect(dieResults('d66', true)).toBeNull();
    expect(dieResults('2d66')).toEqual([2, ...Array.from({ length: 130 }, (_, i) => i + 3)]);
    expect(dieResults('d99999999')).toBeNull();
    expect(dieResults('101d6')).toBeNull();
  });
});

describe('rowRange', () => {
  it('turns a single roll or a pair into an inclusive range', () => {
    expect(rowRange(7)).toEqual({ min: 7, max: 7 });
    expect(rowRange([2, 3])).toEqual({ min: 2, max: 3 });
  });
});

describe('rowLabel', () => {
  it('prints single rolls, ranges, zero-padded d100 rolls and printed labels', () => {
    expect(rowLabel({ die: 'd20' }, { roll: 7, cells: [] })).toBe('7');
    expect(rowLabel({ die: '2d6' }, { roll: [2, 3], cells: [] })).toBe('2-3');
    expect(rowLabel({ die: 'd100', zeroBased: true }, { roll: [0, 1], cells: [] })).toBe('00-01');
    expect(
      rowLabel({ die: 'd100', zeroBased: true }, { roll: [0, 9], label: '00', cells: [] }),
    ).toBe('00');
  });
});

describe('checkCoverage', () => {
  const rows = (...rolls: ([number, number] | number)[]) =>
    rolls.map((roll) => ({ roll, cells: ['x'] }));

  it('accepts a table where every result picks one row', () => {
    expect(checkCoverage({ die: '2d6', rows: rows([2, 6], 7, [8, 12]) })).toEqual([]);
  });

  it('names the missing, overlapping and impossible rolls', () => {
    const problems = checkCoverage({ die: 'd6', rows: rows([1, 3], [3, 5], 7) });
    expect(problems.map((problem) => problem.message)).toEqual([
      'roll 7 is outside d6 (1-6)',
      'roll 3 picks 2 rows: 1-3 and 3-5',
      'roll 6 picks no row',
    ]);
  });

  it('covers a d66 table with rows 11-16 ... 61-66, knowing 17 to 20 are no results', () => {
    const sixRows = rows([11, 16], [21, 26], [31, 36], [41, 46], [51, 56], [61, 66]);
    expect(checkCoverage({ die: 'd66', rows: sixRows })).toEqual([]);
    // A range may span the gaps: 11-26 is the first twelve results.
    expect(checkCoverage({ die: 'd66', rows: rows([11, 26], [31, 66]) })).toEqual([]);
  });

  it('names the d66 results no row picks, and a row ending on a number d66 never rolls', () => {
    const problems = checkCoverage({ die: 'd66', rows: rows([11, 17], [21, 66]) });
    expect(problems.map((problem) => problem.message)).toEqual([
      'roll 17 is not a result of d66: each of its 2 digits is a d6, 1 to 6 (d66 rolls 11-16, 21-26 ... 61-66)',
    ]);
    const gaps = checkCoverage({ die: 'd66', rows: rows([11, 16], [31, 66]) });
    expect(gaps.map((problem) => problem.message)).toEqual(['rolls 21-26 pick no row']);
  });

  it('names neighbouring rolls with the same problem together, in roll order', () => {
    const problems = checkCoverage({ die: 'd20', rows: rows([1, 4], [3, 5], [3, 6], [12, 20]) });
    expect(problems.map((problem) => problem.message)).toEqual([
      'rolls 3-4 each pick 3 rows: 1-4, 3-5 and 3-6',
      'roll 5 picks 2 rows: 3-5 and 3-6',
      'rolls 7-11 pick no row',
    ]);
  });

  it('names a d66 table numbered 1 to 36 in one line, not one a row', () => {
    const numbered = rows(...Array.from({ length: 36 }, (_, index) => index + 1));
    expect(checkCoverage({ die: 'd66', rows: numbered }).map((problem) => problem.message)).toEqual(
      [
        'rolls 1-10 are outside d66 (11-66)',
        'rolls 17-20 and 27-30 are not results of d66: each of its 2 digits is a d6, 1 to 6 (d66 rolls 11-16, 21-26 ... 61-66)',
        'rolls 41-66 pick no row',
      ],
    );
  });

  it('reports a reversed range and a die it cannot read', () => {
    expect(checkCoverage({ die: 'd6', rows: rows([4, 1], [1, 6]) })[0]).toEqual({
      kind: 'bad-range',
      message:
        'the row "x" has the range 4-1, which runs backwards: write the lower number first (1-4)',
    });
    expect(checkCoverage({ die: 'd6+1', rows: rows(1) })[0]!.kind).toBe('bad-die');
  });
});

describe('lookupRow', () => {
  it('finds the row whose range holds the total, or nothing off the table', () => {
    const table = {
      rows: [
        { roll: [1, 3] as const, name: 'low' },
        { roll: [4, 6] as const, name: 'high' },
      ],
    };
    expect(lookupRow(table, 3)?.name).toBe('low');
    expect(lookupRow(table, 4)?.name).toBe('high');
    expect(lookupRow(table, 7)).toBeUndefined();
  });
});
