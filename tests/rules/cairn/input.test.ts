import { describe, expect, it } from 'vitest';
import { parseCairnScore, parseCairnWholeNumber } from '../../../src/rules/cairn/input';

describe('parseCairnWholeNumber', () => {
  it('reads numbers in range, spaces and a plus sign allowed', () => {
    expect(parseCairnWholeNumber('4', 1, 10, 'a group size')).toEqual({ ok: true, value: 4 });
    expect(parseCairnWholeNumber(' +7 ', 1, 10, 'a group size')).toEqual({ ok: true, value: 7 });
  });
  it('explains empty, non-numbers, fractions and numbers out of range, each with its code', () => {
    expect(parseCairnWholeNumber('', 1, 10, 'a group size')).toEqual({
      ok: false,
      code: 'empty',
      message: 'Enter a group size from 1 to 10.',
    });
    expect(parseCairnWholeNumber('x', 1, 10, 'a group size')).toEqual({
      ok: false,
      code: 'not-a-number',
      message: '“x” is not a number: enter a group size from 1 to 10.',
    });
    expect(parseCairnWholeNumber('2.5', 1, 10, 'a group size')).toEqual({
      ok: false,
      code: 'not-whole',
      message: 'A group size must be a whole number.',
    });
    expect(parseCairnWholeNumber('11', 1, 10, 'a group size')).toEqual({
      ok: false,
      code: 'out-of-range',
      message: 'A group size must be from 1 to 10; 11 is outside.',
    });
  });
  it('starts a sentence with the subject given', () => {
    expect(parseCairnWholeNumber('0', 1, 20, 'an attribute', 'The attribute')).toMatchObject({
      message: 'The attribute must be from 1 to 20; 0 is outside.',
    });
  });
});

describe('parseCairnScore', () => {
  it('reads a whole number in range', () => {
    expect(parseCairnScore(' 3 ', 0, 3, 'Armor')).toEqual({ ok: true, value: 3 });
    expect(parseCairnScore('0', 0, 99, 'HP')).toEqual({ ok: true, value: 0 });
  });
  it('asks for a missing value, a whole number, and one in range', () => {
    expect(parseCairnScore('', 0, 99, 'HP')).toEqual({
      ok: false,
      code: 'empty',
      message: 'Enter HP (0–99).',
    });
    expect(parseCairnScore('x', 0, 3, 'Armor')).toEqual({
      ok: false,
      code: 'not-a-number',
      message: 'Armor must be a whole number from 0 to 3.',
    });
    expect(parseCairnScore('1.5', 0, 3, 'Armor')).toEqual({
      ok: false,
      code: 'not-whole',
      message: 'Armor must be a whole number from 0 to 3.',
    });
    expect(parseCairnScore('9', 0, 6, 'current HP')).toEqual({
      ok: false,
      code: 'out-of-range',
      message: 'Current HP must be from 0 to 6.',
    });
    expect(parseCairnScore('13', 1, 12, 'HP lost')).toMatchObject({
      message: 'HP lost must be from 1 to 12.',
    });
  });
});
