import { describe, expect, it } from 'vitest';
import { findDiceTypos } from '../../src/markdown/dice-typos';
import { splitDiceText } from '../../src/markdown/dice-text';

const messages = (text: string) => findDiceTypos(text).map((typo) => typo.message);

describe('findDiceTypos', () => {
  it.each([
    ['Roll 1d for it.', '`1d`: the number of sides is missing after d (as in 2d6)'],
    ['Roll 1D4.', '`1D4`: did you mean `1d4`? Only a lower-case d rolls'],
    ['Roll D20.', '`D20`: did you mean `d20`? Only a lower-case d rolls'],
    ['Roll d0.', '`d0`: a die needs at least one side'],
    ['Roll 101d6.', '`101d6`: 101 dice is more than the limit of 100'],
    ['Roll 3d6kh4.', '`3d6kh4`: cannot keep 4 of 3 dice'],
    [
      'Lose 1d-4.',
      '`1d-4`: the number of sides is missing after d (as in 2d6); did you mean `1d4`?',
    ],
    [
      'Roll 2 d6 now.',
      '`2 d6`: did you mean `2d6`? With a space before the d, only `d6` rolls and the 2 is left as text',
    ],
    [
      'Roll 2d6+.',
      '`2d6+`: a dangling `+` with nothing after it: write what is added (`2d6+1`), or remove the `+`',
    ],
    [
      'Roll 2d6+ on the table.',
      '`2d6+`: a dangling `+` with nothing after it: write what is added (`2d6+1`), or remove the `+`',
    ],
    [
      'Roll 2d6 -',
      '`2d6 -`: a dangling `-` with nothing after it: write what is taken away (`2d6-1`), or remove the `-`',
    ],
    [
      'Roll d6 + d66.',
      '`d6 + d66`: d66 is read digit by digit to pick a table row, so it stands alone: nothing can be added to it or taken from it',
    ],
  ])('reports %j, with the nearest reading that rolls', (text, message) => {
    expect(messages(text)).toEqual([message]);
  });

  it.each([
    'Roll 2d6 + your Nerve.',
    'roll 3d6 - Carelessness',
    'D&D and 5x3d6',
    'Roll two d6s.',
    'It takes 3 days, d20+3 hours.',
    'Ud8, 3d!, d%, d100z, d66, d666, 4d6dl1, 6d6>3',
    'a d of the list',
    'Highest of 3d6',
  ])('finds nothing wrong in %j', (text) => {
    expect(messages(text)).toEqual([]);
  });

  it('never reports what the rules text turns into a button', () => {
    const text = 'Roll 1d4 + 1d6 + 1d12, 2d10 minutes, 3d20+20, Ud4, 3d!, d66 and d8+d8.';
    expect(splitDiceText(text).filter((segment) => segment.kind === 'dice')).toHaveLength(7);
    expect(messages(text)).toEqual([]);
  });

  it('gives the place of each typo in the text', () => {
    expect(findDiceTypos('ok 2d6, bad 1D4').map(({ index, text }) => [index, text])).toEqual([
      [12, '1D4'],
    ]);
  });
});
