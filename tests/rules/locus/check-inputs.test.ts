import { describe, expect, it } from 'vitest';
import { chanceOfOutcomeSuccess } from '../../../src/rules/locus';
import { describeChance } from '../../../src/rules/dice/format-chance';
import {
  formatDice,
  notationForRank,
  ordinal,
  parseAttributeText,
  parseBonusText,
  parseCarelessnessText,
  planReroll,
  rankEachDie,
  readCheckAttribute,
  readLocusCount,
  toggleChoice,
} from '../../../src/rules/locus';

describe('parseAttributeText', () => {
  it('accepts 1 to 5 and nothing else', () => {
    for (const value of [1, 2, 3, 4, 5])
      expect(parseAttributeText(String(value))).toEqual({ ok: true, value });
    expect(parseAttributeText('6').ok).toBe(false);
    expect(parseAttributeText('').ok).toBe(false);
  });

  it('names the field it reads in its message', () => {
    expect(parseAttributeText('', 'the Ignorance')).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Enter the Ignorance: a whole number from 1 to 5.' },
    });
  });
});

describe('readLocusCount', () => {
  const words = { empty: 'Empty.', low: 'Too few.', high: 'Too many.', other: 'Not a count.' };
  it('reads what the one whole-number reader reads, within the range', () => {
    expect(readLocusCount(' +4 ', 0, 8, words)).toEqual({ ok: true, value: 4 });
    expect(readLocusCount('0', 0, 8, words)).toEqual({ ok: true, value: 0 });
  });

  it('refuses in the words given for each kind of problem', () => {
    const message = (text: string) => {
      const read = readLocusCount(text, 0, 8, words);
      return read.ok ? null : read.error;
    };
    expect(message('')).toEqual({ code: 'invalid-amount', message: 'Empty.' });
    expect(message('-1')?.message).toBe('Too few.');
    expect(message('9')?.message).toBe('Too many.');
    for (const text of ['2.5', '1e2', 'four']) expect(message(text)?.message).toBe('Not a count.');
  });
});

describe('parseCarelessnessText', () => {
  it('accepts 0 for a Monster without Carelessness, up to 5', () => {
    expect(parseCarelessnessText('0')).toEqual({ ok: true, value: 0 });
    expect(parseCarelessnessText('5')).toEqual({ ok: true, value: 5 });
    expect(parseCarelessnessText('6').ok).toBe(false);
  });
});

describe('readCheckAttribute', () => {
  const sheet = {
    attributes: {
      frailty: 2,
      clumsiness: 4,
      carelessness: 1,
      impatience: 3,
      cowardice: 5,
      ignorance: 1,
      repulsion: 3,
      temper: 2,
    },
  } as const;

  it("reads the chosen character's score from the sheet, whatever is typed", () => {
    expect(readCheckAttribute(sheet, 'clumsiness', '')).toEqual({ ok: true, value: 4 });
    expect(readCheckAttribute(sheet, 'ignorance', '9', 'the Ignorance')).toEqual({
      ok: true,
      value: 1,
    });
  });

  it('reads the typed text without a character, naming the field in its message', () => {
    expect(readCheckAttribute(undefined, 'clumsiness', '2')).toEqual({ ok: true, value: 2 });
    expect(readCheckAttribute(undefined, 'ignorance', '', 'the Ignorance')).toEqual(
      parseAttributeText('', 'the Ignorance'),
    );
    expect(readCheckAttribute(undefined, 'temper', '6')).toEqual(parseAttributeText('6'));
  });
});

describe('parseBonusText', () => {
  it('reads an empty field as no bonus', () => {
    expect(parseBonusText('')).toEqual({ ok: true, value: 0 });
  });

  it('accepts penalties and bonuses from -9 to 9', () => {
    expect(parseBonusText('-1')).toEqual({ ok: true, value: -1 });
    expect(parseBonusText('9')).toEqual({ ok: true, value: 9 });
    expect(parseBonusText('10').ok).toBe(false);
  });
});

describe('planReroll', () => {
  it('costs 1 WP for up to 3 dice when Uneasy', () => {
    expect(planReroll(3, 'uneasy', 5)).toEqual({
      capacity: 3,
      cost: 1,
      affordable: true,
      problem: null,
    });
  });

  it('costs 1 WP per 2 dice when Tense and 1 WP per die when Stressed', () => {
    expect(planReroll(3, 'tense', 5).cost).toBe(2);
    expect(planReroll(2, 'stressed', 5).cost).toBe(2);
  });

  it('refuses when the character has too little WP, naming them', () => {
    expect(planReroll(3, 'stressed', 2, 'Ada')).toEqual({
      capacity: 1,
      cost: 3,
      affordable: false,
      problem: 'Ada has 2 WP and the re-roll costs 3.',
    });
  });

  it('asks for a die when none is chosen', () => {
    expect(planReroll(0, 'uneasy', 5)).toMatchObject({
      affordable: false,
      problem: 'Choose at least one die to re-roll.',
    });
  });

  it('only shows the cost when no character is tracked', () => {
    expect(planReroll(3, 'stressed', null)).toEqual({
      capacity: 1,
      cost: 3,
      affordable: true,
      problem: null,
    });
  });
});

describe('rankEachDie', () => {
  it('names each die by rank in roll order', () => {
    expect(rankEachDie([2, 6, 4])).toEqual(['lowest', 'highest', 'middle']);
  });

  it('ranks equal faces as the rules do: the earlier die counts as higher', () => {
    expect(rankEachDie([4, 6, 4])).toEqual(['middle', 'highest', 'lowest']);
    expect(rankEachDie([3, 3, 3])).toEqual(['highest', 'middle', 'lowest']);
  });
});

describe('notationForRank', () => {
  it('writes the die a check reads as dice notation', () => {
    expect(notationForRank('highest')).toBe('3d6kh1');
    expect(notationForRank('middle')).toBe('3d6kth2');
    expect(notationForRank('lowest')).toBe('3d6kl1');
  });
});

describe('formatDice', () => {
  it('lists the dice in roll order', () => {
    expect(formatDice([6, 3, 1])).toBe('6, 3, 1');
  });
});

describe('ordinal', () => {
  it('writes positions as the order is read', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 102].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '102nd',
    ]);
  });
});

describe('the chance the Outcome Check shows', () => {
  it('reads 50.0% (1/2) for Attribute 3 at Medium and 87.5% (7/8) at Easy', () => {
    const medium = describeChance(chanceOfOutcomeSuccess(3, 'medium'));
    expect(`${medium.percent} (${medium.beside})`).toBe('50.0% (1/2)');
    const easy = describeChance(chanceOfOutcomeSuccess(3, 'easy'));
    expect(`${easy.percent} (${easy.beside})`).toBe('87.5% (7/8)');
  });
});

describe('toggleChoice', () => {
  it('adds a choice ticked on, last and only once', () => {
    expect(toggleChoice([2, 0], 1, true)).toEqual([2, 0, 1]);
    expect(toggleChoice([2, 0], 2, true)).toEqual([0, 2]);
  });

  it('takes a choice ticked off out, leaving the others in order', () => {
    expect(toggleChoice(['defend', 'weakness'], 'defend', false)).toEqual(['weakness']);
    expect(toggleChoice([], 'defend', false)).toEqual([]);
  });
});
