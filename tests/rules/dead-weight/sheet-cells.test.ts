import { describe, expect, it } from 'vitest';
import { DW_ATTRIBUTE_VALUE_MAX } from '../../../src/rules/dead-weight/character';
import {
  DW_SHEET_COLUMNS,
  labelDwSheetCell,
  readDwSheetCell,
} from '../../../src/rules/dead-weight/sheet-cells';

describe('DW_SHEET_COLUMNS', () => {
  it('shows score, proficiency, fatigue and wounds, in that order', () => {
    expect(DW_SHEET_COLUMNS.map(([name]) => name)).toEqual([
      'score',
      'proficiency',
      'fatigue',
      'wounds',
    ]);
  });
});

describe('labelDwSheetCell', () => {
  it('names a cell by its attribute and its column', () => {
    expect(labelDwSheetCell('str', 'fatigue')).toBe('STR fatigue');
    expect(labelDwSheetCell('pre', 'proficiency')).toBe('PRE proficiency');
  });
});

describe('readDwSheetCell', () => {
  it('reads a whole number from 0 to the largest value', () => {
    expect(readDwSheetCell(' 4 ', 'dex', 'score')).toEqual({ ok: true, value: 4 });
    expect(readDwSheetCell(String(DW_ATTRIBUTE_VALUE_MAX), 'dex', 'score').ok).toBe(true);
  });

  it('refuses other text with a message that names the cell', () => {
    const read = readDwSheetCell('-1', 'int', 'wounds');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toMatch(/^INT wounds /);
    expect(readDwSheetCell('', 'int', 'wounds')).toMatchObject({
      ok: false,
      error: { message: `Enter INT wounds: a whole number from 0 to ${DW_ATTRIBUTE_VALUE_MAX}.` },
    });
  });
});
