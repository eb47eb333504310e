import { describe, expect, it } from 'vitest';
import { createParseError, shortenForMessage } from '../../../src/rules/dice/errors';

describe('createParseError', () => {
  it('quotes the input and the position before the problem', () => {
    expect(createParseError('3d', 'expected-sides', 2, 'expected the number of sides')).toEqual({
      code: 'expected-sides',
      position: 2,
      message: '`3d` at 2: expected the number of sides',
    });
  });

  it('shortens a long input so the message stays readable', () => {
    const input = `${'1d6 + '.repeat(20)}x`;
    expect(createParseError(input, 'unexpected-character', 120, 'unexpected `x`').message).toBe(
      `\`${input.slice(0, 59)}…\` at 120: unexpected \`x\``,
    );
  });
});

describe('shortenForMessage', () => {
  it('keeps short text and cuts long text to the given length with an ellipsis', () => {
    expect(shortenForMessage('2d6')).toBe('2d6');
    expect(shortenForMessage('1234567890123', 12)).toBe('12345678901…');
    expect(shortenForMessage('123456789012', 12)).toBe('123456789012');
  });
});
