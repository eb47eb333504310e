import { describe, expect, it } from 'vitest';
import {
  keepPunctuationWithDice,
  plusReadingFor,
  splitDiceText,
} from '../../src/markdown/dice-text';
import { dicePlusOfFile, rehypeDiceButtons } from '../../src/markdown/rehype-dice-buttons';
import type { HastNode } from '../../src/markdown/hast';
import { readRulesets } from '../../src/content/rulesets-on-disk';

const dice = (text: string) =>
  splitDiceText(text)
    .filter((segment) => segment.kind === 'dice')
    .map((segment) => segment.text);

describe('splitDiceText', () => {
  it.each([
    ['roll 3d20+20 for each', ['3d20+20']],
    ['1d4 + 1d6 + 1d12 damage', ['1d4 + 1d6 + 1d12']],
    ['wakes up in 2d10 minutes.', ['2d10']],
    ['roll d100 and read it', ['d100']],
    ['roll 1d! and 3d! now', ['1d!', '3d!']],
    ['Ud4 torches', ['Ud4']],
    ['2d6+2 damage', ['2d6+2']],
    ['Uncommon 2+2d6 silver', ['2+2d6']],
    ['a d20, a d12 and a d%', ['d20', 'd12', 'd%']],
    ['Roll 3d6. Add results.', ['3d6']],
    ['roll 3d6 - Carelessness', ['3d6']],
    ['roll d66 on the table', ['d66']],
    ['or d666.', ['d666']],
  ])('finds the dice in %j', (text, expected) => {
    expect(dice(text)).toEqual(expected);
  });

  it.each([
    'D&D',
    'Rare 5x3d6',
    '2-3 You get beaten',
    '-1 success',
    'a 3d printer',
    'Death Save d10'.toUpperCase(),
    'roll 2d66',
    'roll d66+1 now',
  ])('finds no roll in %j', (text) => {
    expect(dice(text)).toEqual([]);
  });

  it('keeps every character of the text in order', () => {
    const text = 'Roll 1d6 + 2, then 2d10 minutes later 3d! again.';
    expect(
      splitDiceText(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  it('reads Cairn\'s "d8+d8" as the highest of the dice when told to', () => {
    expect(splitDiceText('e.g. d8+d8).', 'highest')).toContainEqual({
      kind: 'dice',
      text: 'd8+d8',
      notation: '2d8kh1',
    });
    expect(
      splitDiceText('roll d6+d8 and', 'highest').filter((segment) => segment.kind === 'dice'),
    ).toEqual([]);
    expect(splitDiceText('e.g. d8+d8).', 'sum')).toContainEqual({
      kind: 'dice',
      text: 'd8+d8',
      notation: '1d8 + 1d8',
    });
  });

  it('rolls "Highest of 3d6", "Middle of 3d6" and "Lowest of 3d6" as the picked die', () => {
    const picked = (text: string) =>
      splitDiceText(text).filter((segment) => segment.kind === 'dice');
    expect(picked('Easy: Highest of 3d6.')).toEqual([
      { kind: 'dice', text: 'Highest of 3d6', notation: '3d6kh1' },
    ]);
    expect(picked('the middle of 3d6 here')).toEqual([
      { kind: 'dice', text: 'middle of 3d6', notation: '3d6kth2' },
    ]);
    expect(picked('Lowest of 3d6, then roll 2d6')).toEqual([
      { kind: 'dice', text: 'Lowest of 3d6', notation: '3d6kl1' },
      { kind: 'dice', text: '2d6', notation: '2d6' },
    ]);
    expect(picked('middle of 4d6')).toEqual([{ kind: 'dice', text: '4d6', notation: '4d6' }]);
  });

  it('rolls d66 as digit dice, tens and units', () => {
    expect(splitDiceText('roll d66')).toContainEqual({
      kind: 'dice',
      text: 'd66',
      notation: 'd66',
    });
  });

  it('gives each expression its canonical notation', () => {
    expect(splitDiceText('roll d% now')).toContainEqual({
      kind: 'dice',
      text: 'd%',
      notation: '1d100',
    });
  });
});

describe('plusReadingFor', () => {
  it("gives each ruleset the reading its ruleset.json names, so Cairn's d8+d8 keeps the highest die", () => {
    for (const { id, data } of readRulesets()) expect(plusReadingFor(id), id).toBe(data.dicePlus);
    expect(plusReadingFor('cairn')).toBe('highest');
  });

  it('reads a sum where no ruleset is named or the ruleset is unknown', () => {
    expect(plusReadingFor(undefined)).toBe('sum');
    expect(plusReadingFor('no-such-ruleset')).toBe('sum');
  });
});

describe('dicePlusOfFile', () => {
  it('reads the dicePlus of the ruleset.json beside a page, as the build does for the rules text', () => {
    expect(dicePlusOfFile('content/cairn/combat.mdx')).toBe('highest');
    expect(dicePlusOfFile('content/dead-weight/combat.mdx')).toBe('sum');
  });

  it('reads a sum for a file outside a ruleset folder or with no path', () => {
    expect(dicePlusOfFile('content/locus/partials/checks.mdx')).toBe('sum');
    expect(dicePlusOfFile(undefined)).toBe('sum');
  });
});

describe('keepPunctuationWithDice', () => {
  const kept = (text: string) => keepPunctuationWithDice(splitDiceText(text));

  it('keeps the punctuation right after a die with it, the rest of the text apart', () => {
    expect(kept('Roll 3d!; if triggered, heal 1 wound.')).toEqual([
      { kind: 'text', text: 'Roll ' },
      {
        kind: 'kept',
        before: '',
        dice: { kind: 'dice', text: '3d!', notation: '3d!' },
        after: ';',
      },
      { kind: 'text', text: ' if triggered, heal 1 wound.' },
    ]);
  });

  it('keeps brackets around a die with it, and leaves no empty text behind', () => {
    expect(kept('(2d6)')).toEqual([
      {
        kind: 'kept',
        before: '(',
        dice: { kind: 'dice', text: '2d6', notation: '2d6' },
        after: ')',
      },
    ]);
  });

  it('leaves a die with spaces on both sides, and text without dice, as they were', () => {
    expect(kept('roll 2d6 now')).toEqual(splitDiceText('roll 2d6 now'));
    expect(kept('no dice here.')).toEqual([{ kind: 'text', text: 'no dice here.' }]);
  });

  it('loses and adds no text', () => {
    const text = 'Roll 1d!. Then (2d6), 3d!: or d8; done';
    const joined = kept(text)
      .map((segment) =>
        segment.kind === 'kept' ? segment.before + segment.dice.text + segment.after : segment.text,
      )
      .join('');
    expect(joined).toBe(text);
  });
});

describe('rehypeDiceButtons', () => {
  it('puts a button and the punctuation after it in one span that keeps them on a line', () => {
    const tree: HastNode = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Roll 3d!; then' }] },
      ],
    };
    rehypeDiceButtons()(tree, {});
    expect(tree.children?.[0]?.children).toMatchObject([
      { type: 'text', value: 'Roll ' },
      {
        tagName: 'span',
        properties: { className: ['dice-kept'] },
        children: [
          { tagName: 'button', properties: { dataRoll: '3d!' } },
          { type: 'text', value: ';' },
        ],
      },
      { type: 'text', value: ' then' },
    ]);
  });
});
