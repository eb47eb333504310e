import { describe, expect, it } from 'vitest';
import { readDwNumber, readDwSheetValue, readDwWhole } from '../../../src/rules/dead-weight/fields';

describe('readDwWhole', () => {
  it('reads a whole number in range', () => {
    expect(readDwWhole(' 3 ', 0, 20, 'the score')).toEqual({ ok: true, value: 3 });
  });

  it('says what is wrong in plain words, naming the field', () => {
    expect(readDwWhole('', 0, 20, 'the score')).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Enter the score.' },
    });
    expect(readDwWhole('abc', 0, 20, 'the score')).toEqual({
      ok: false,
      error: { code: 'not-whole', message: 'The score must be a whole number, like 2.' },
    });
    expect(readDwWhole('21', 0, 20, 'the score')).toEqual({
      ok: false,
      error: { code: 'out-of-range', message: 'The score must be from 0 to 20.' },
    });
  });
});

describe('readDwNumber', () => {
  it('passes any number on, so the rules can judge its range', () => {
    expect(readDwNumber('-2.5')).toEqual({ ok: true, value: -2.5 });
  });

  it('keeps text that is not a number out', () => {
    expect(readDwNumber('abc')).toEqual({
      ok: false,
      error: { code: 'not-a-number', message: '"abc" is not a number.' },
    });
    expect(readDwNumber(' ')).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Enter a number.' },
    });
  });
});

describe('readDwSheetValue', () => {
  it('reads 0 to the limit and says briefly what is wrong otherwise', () => {
    expect(readDwSheetValue('4', 20)).toEqual({ ok: true, value: 4 });
    expect(readDwSheetValue('-1', 20)).toMatchObject({
      ok: false,
      error: { message: 'A whole number.' },
    });
    expect(readDwSheetValue('21', 20)).toMatchObject({
      ok: false,
      error: { message: 'At most 20.' },
    });
  });
});
