import { describe, expect, it } from 'vitest';
import {
  createDwTestTexts,
  DW_POOL_FIELDS,
  fillDwTestTexts,
  readDwTestFields,
} from '../../../src/rules/dead-weight/test-fields';

describe('createDwTestTexts', () => {
  it('starts each field at its initial text, or 0', () => {
    expect(createDwTestTexts(DW_POOL_FIELDS)).toEqual({
      score: '3',
      fatigue: '0',
      wounds: '0',
      proficiency: '0',
    });
  });
});

describe('fillDwTestTexts', () => {
  it('fills the pool fields from an attribute, keeping the others', () => {
    const texts = { ...createDwTestTexts(DW_POOL_FIELDS), helpers: '2' };
    expect(fillDwTestTexts(texts, { score: 5, fatigue: 1, wounds: 2, proficiency: 3 })).toEqual({
      score: '5',
      fatigue: '1',
      wounds: '2',
      proficiency: '3',
      helpers: '2',
    });
  });
});

describe('readDwTestFields', () => {
  it('reads each field and gives the pool the rule makes of score, fatigue and wounds', () => {
    const read = readDwTestFields(
      { score: '5', fatigue: '1', wounds: ' 2 ', proficiency: '0' },
      DW_POOL_FIELDS,
    );
    expect(read.value('wounds')).toBe(2);
    expect(read.ready()).toBe(true);
    expect(read.pool()).toBe(2);
  });

  it('gives no value, and is not ready, while a field cannot be read, saying why', () => {
    const read = readDwTestFields(
      { score: 'five', fatigue: '0', wounds: '0', proficiency: '0' },
      DW_POOL_FIELDS,
    );
    expect(read.value('score')).toBeNull();
    expect(read.ready()).toBe(false);
    expect(read.ready(DW_POOL_FIELDS.slice(1))).toBe(true);
    expect(read.reads.score).toMatchObject({
      ok: false,
      error: { message: '“five” is not a number: the score is a whole number from 0 to 20.' },
    });
  });
});
