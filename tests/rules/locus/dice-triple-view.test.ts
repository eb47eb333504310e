import { describe, expect, it } from 'vitest';
import { viewDiceTriple } from '../../../src/rules/locus';

const words = (die: { words: readonly { text: string }[] }) => die.words.map(({ text }) => text);

describe('viewDiceTriple', () => {
  it('names each die a check reads from, marks the one used and mutes the others', () => {
    const dice = viewDiceTriple([4, 6, 2], { usedIndex: 0 });
    expect(dice.map(({ face, classes }) => [face, classes])).toEqual([
      [4, 'locus-die locus-die-used'],
      [6, 'locus-die locus-die-unused'],
      [2, 'locus-die locus-die-unused'],
    ]);
    expect(dice.map(words)).toEqual([['middle', '✓ used'], ['highest'], ['lowest']]);
    expect(dice[0]!.words[1]).toEqual({ text: '✓ used', kind: 'mark' });
  });

  it('marks a contest’s scoring dice as points and the others as none', () => {
    const dice = viewDiceTriple([5, 1, 6], { scoring: [0, 2] });
    expect(dice.map(words)).toEqual([['✓ point'], ['no point'], ['✓ point']]);
    expect(dice[1]!.classes).toBe('locus-die');
  });

  it('says which dice were just re-rolled, and nothing else for plain dice', () => {
    expect(viewDiceTriple([3, 3, 3], { usedIndex: 1, rerolled: [2] }).map(words)).toEqual([
      ['highest'],
      ['middle', '✓ used'],
      ['lowest', 're-rolled'],
    ]);
    expect(viewDiceTriple([1, 2, 3], {}).map(words)).toEqual([[], [], []]);
  });
});
