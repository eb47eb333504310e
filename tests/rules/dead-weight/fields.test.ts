import { describe, expect, it } from 'vitest';
import { readDwNumber } from '../../../src/rules/dead-weight/fields';

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
