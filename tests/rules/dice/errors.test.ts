import { describe, expect, it } from 'vitest';
import { characterAt, createParseError, shortenForMessage } from '../../../src/rules/dice/errors';

describe('createParseError', () => {
  it('quotes the input before the problem and keeps the position out of the words', () => {
    expect(
      createParseError('3d', 'expected-sides', 2, 'the number of sides is missing after d'),
    ).toEqual({
      code: 'expected-sides',
      position: 2,
      message: '“3d”: the number of sides is missing after d',
    });
  });

  it('gives the problem alone, as a sentence, when nothing was typed', () => {
    expect(createParseError('  ', 'empty', 0, 'nothing to roll').message).toBe('Nothing to roll');
  });

  it('shortens a long input so the message stays readable', () => {
    const input = `${'1d6 + '.repeat(20)}x`;
    expect(
      createParseError(input, 'unexpected-character', 120, '“x” cannot come here').message,
    ).toBe(`“${input.slice(0, 59)}…”: “x” cannot come here`);
  });
});

describe('shortenForMessage', () => {
  it('keeps short text and cuts long text to the given length with an ellipsis', () => {
    expect(shortenForMessage('2d6')).toBe('2d6');
    expect(shortenForMessage('1234567890123', 12)).toBe('12345678901…');
    expect(shortenForMessage('123456789012', 12)).toBe('123456789012');
  });

  it('counts and cuts whole characters, so an emoji is never split', () => {
    expect(shortenForMessage('💀💀💀', 3)).toBe('💀💀💀');
    expect(shortenForMessage('💀💀💀💀', 3)).toBe('💀💀…');
  });
});

describe('characterAt', () => {
  it('gives the whole character at an offset and its place counted from 1', () => {
    expect(characterAt('2d6💀', 3)).toEqual({ text: '💀', index: 3, place: 4 });
    expect(characterAt('💀x', 2)).toEqual({ text: 'x', index: 2, place: 2 });
  });

  it('gives the whole character when the offset falls inside it, and nothing at the end', () => {
    expect(characterAt('a💀', 2)).toEqual({ text: '💀', index: 1, place: 2 });
    expect(characterAt('3d', 2)).toBeNull();
  });
});
