import { describe, expect, it } from 'vitest';
import { readWholeNumber } from '../../src/rules/whole-number';

describe('readWholeNumber', () => {
  it('reads digits, with spaces around them and a plus or minus sign', () => {
    expect(readWholeNumber('4', 0, 10, 'STR')).toEqual({ ok: true, value: 4 });
    expect(readWholeNumber(' 4 ', 0, 10, 'STR')).toEqual({ ok: true, value: 4 });
    expect(readWholeNumber('+3', 0, 10, 'STR')).toEqual({ ok: true, value: 3 });
    expect(readWholeNumber('\t+3\n', 0, 10, 'STR')).toEqual({ ok: true, value: 3 });
    expect(readWholeNumber('-2', -9, 9, 'the bonus')).toEqual({ ok: true, value: -2 });
    expect(readWholeNumber('007', 0, 10, 'STR')).toEqual({ ok: true, value: 7 });
  });

  it('reads a typographic minus as a minus, and minus zero as zero', () => {
    expect(readWholeNumber('\u22123', -9, 9, 'the bonus')).toEqual({ ok: true, value: -3 });
    const zero = readWholeNumber('-0', 0, 9, 'the bonus');
    expect(zero.ok && Object.is(zero.value, 0)).toBe(true);
  });

  it('asks for the value, named as the caller names it, when the field is empty', () => {
    expect(readWholeNumber('', 0, 20, 'the number of turns')).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Enter the number of turns: a whole number from 0 to 20.' },
    });
    expect(readWholeNumber('   ', 1, 20, 'STR')).toMatchObject({
      error: { code: 'empty', message: 'Enter STR: a whole number from 1 to 20.' },
    });
  });

  it('says a number below the range is too low, not that it is not a whole number', () => {
    expect(readWholeNumber('-1', 0, 20, 'the number of turns')).toEqual({
      ok: false,
      error: { code: 'too-low', message: 'The number of turns must be at least 0.' },
    });
  });

  it('says a number above the range is too high, however long it is', () => {
    expect(readWholeNumber('21', 1, 20, 'STR')).toMatchObject({
      error: { code: 'too-high', message: 'STR must be at most 20.' },
    });
    expect(readWholeNumber('9'.repeat(400), 1, 20, 'STR')).toMatchObject({
      error: { code: 'too-high' },
    });
  });

  it('gives the rule’s reason for a bound after it, where one is given', () => {
    const why = { tooLow: 'a Monster has the first set', tooHigh: 'the sheet has no more' };
    expect(readWholeNumber('2', 3, 99, 'the size', why)).toMatchObject({
      error: {
        code: 'too-low',
        message: 'The size must be at least 3: a Monster has the first set.',
      },
    });
    expect(readWholeNumber('100', 3, 99, 'the size', why)).toMatchObject({
      error: { code: 'too-high', message: 'The size must be at most 99: the sheet has no more.' },
    });
  });

  it('asks for plain digits when a number is written with an exponent', () => {
    expect(readWholeNumber('1e1', 0, 20, 'STR')).toEqual({
      ok: false,
      error: {
        code: 'exponent',
        message: 'STR must be written in plain digits: “1e1” uses an exponent.',
      },
    });
    expect(readWholeNumber('2.5E3', 0, 20, 'STR')).toMatchObject({ error: { code: 'exponent' } });
  });

  it('says a number with a fraction is not whole, with a point or a comma', () => {
    expect(readWholeNumber('3.5', 0, 20, 'HP')).toEqual({
      ok: false,
      error: { code: 'not-whole', message: 'HP must be a whole number: “3.5” has a fraction.' },
    });
    expect(readWholeNumber('3,5', 0, 20, 'HP')).toMatchObject({ error: { code: 'not-whole' } });
    expect(readWholeNumber('.5', 0, 20, 'HP')).toMatchObject({ error: { code: 'not-whole' } });
  });

  it('says how to write a whole number typed with a point, which has no fraction', () => {
    expect(readWholeNumber('9.0', 0, 20, 'HP')).toEqual({
      ok: false,
      error: {
        code: 'not-whole',
        message: 'HP must be a whole number written without a point: 9, not “9.0”.',
      },
    });
    expect(readWholeNumber('12.', 0, 20, 'HP')).toMatchObject({
      error: { message: 'HP must be a whole number written without a point: 12, not “12.”.' },
    });
  });

  it('quotes other text back and says what the field takes', () => {
    expect(readWholeNumber('12a', 0, 20, 'HP')).toEqual({
      ok: false,
      error: {
        code: 'not-a-number',
        message: '“12a” is not a number: HP is a whole number from 0 to 20.',
      },
    });
    expect(readWholeNumber('1 2', 0, 20, 'HP')).toMatchObject({ error: { code: 'not-a-number' } });
    expect(readWholeNumber('+-2', 0, 20, 'HP')).toMatchObject({ error: { code: 'not-a-number' } });
    expect(readWholeNumber('-', 0, 20, 'HP')).toMatchObject({ error: { code: 'not-a-number' } });
  });

  it('shortens long text it quotes back, without splitting a character', () => {
    const read = readWholeNumber(`${'💀'.repeat(30)}`, 0, 20, 'HP');
    expect(read).toMatchObject({
      error: {
        message: `“${'💀'.repeat(20)}…” is not a number: HP is a whole number from 0 to 20.`,
      },
    });
  });

  it('words an open or a single-valued range as a reader would', () => {
    expect(readWholeNumber('', 0, Number.MAX_SAFE_INTEGER, 'the number of cards')).toMatchObject({
      error: { message: 'Enter the number of cards: a whole number 0 or more.' },
    });
    expect(readWholeNumber('', 3, 3, 'the count')).toMatchObject({
      error: { message: 'Enter the count: a whole number exactly 3.' },
    });
    const anyTotal = [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER] as const;
    expect(readWholeNumber('a', ...anyTotal, 'the total')).toMatchObject({
      error: { message: '“a” is not a number: the total is a whole number.' },
    });
    expect(readWholeNumber('-4', ...anyTotal, 'the total')).toEqual({ ok: true, value: -4 });
  });
});
