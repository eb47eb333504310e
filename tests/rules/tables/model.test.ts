import { describe, expect, it } from 'vitest';
import {
  checkCoverage,
  dieRange,
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
      'roll 3 picks 2 rows',
      'roll 6 picks no row',
    ]);
  });

  it('reports a reversed range and a die it cannot read', () => {
    expect(checkCoverage({ die: 'd6', rows: rows([4, 1], [1, 6]) })[0]!.kind).toBe('bad-range');
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
