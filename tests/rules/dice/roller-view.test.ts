import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  DICE_ROLLER_EXAMPLES,
  readRollerNotation,
  rollRollerNotation,
  viewRollerChance,
  viewRollerOdds,
} from '../../../src/rules/dice/roller-view';

function oddsOf(notation: string) {
  const odds = viewRollerOdds(readRollerNotation(notation));
  if (odds.kind !== 'odds') throw new Error(odds.note);
  return odds;
}

function readOrThrow(notation: string) {
  const read = readRollerNotation(notation);
  if (!read.ok) throw new Error(read.error.message);
  return read;
}

describe('DICE_ROLLER_EXAMPLES', () => {
  it('offers eight notations the roller reads, each with a reminder', () => {
    expect(DICE_ROLLER_EXAMPLES).toHaveLength(8);
    for (const { notation } of DICE_ROLLER_EXAMPLES)
      expect(readRollerNotation(notation).ok).toBe(true);
  });
});

describe('readRollerNotation', () => {
  it('reads a notation in its canonical form, however it was typed', () => {
    expect(readOrThrow('3D6 KTH2').canonical).toBe('3d6kth2');
  });

  it('marks where reading stopped, and says why Roll is off', () => {
    const read = readRollerNotation('2d6+x');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error).toMatchObject({ before: '2d6+', at: 'x', after: '' });
    expect(read.error.message).toMatch(/“x” \(character 5\) cannot come here/);
    expect(read.blockedBy).toBe('Roll is off until the notation can be read.');
  });

  it('marks the end with a question mark when the notation stops too soon', () => {
    const read = readRollerNotation('3d');
    expect(!read.ok && read.error).toMatchObject({ before: '3d', at: '?', after: '' });
  });
});

describe('viewRollerOdds', () => {
  it('gives 2d6+2 its four figures and a starting threshold at the average', () => {
    const odds = oddsOf('2d6+2');
    expect(odds.cards).toEqual([
      ['Average', '9'],
      ['Lowest', 4],
      ['Highest', 14],
      ['Standard deviation', '2.42'],
    ]);
    expect(odds.startingThreshold).toBe('9');
  });

  it('says the chances wait for a notation that cannot be read', () => {
    expect(viewRollerOdds(readRollerNotation('d'))).toEqual({
      kind: 'note',
      note: 'Chances show here once the notation can be read.',
    });
  });

  it('says exact chances are not shown for a roll too big to count, and that rolling works', () => {
    expect(viewRollerOdds(readRollerNotation('100d1000'))).toEqual({
      kind: 'note',
      note:
        'Exact chances are not shown for this roll: too many dice to count every way they can ' +
        'fall; try fewer dice or fewer sides. Rolling still works.',
    });
  });
});

describe('viewRollerChance', () => {
  it('follows the starting threshold until one is typed', () => {
    expect(viewRollerChance(oddsOf('1d20'), null)).toEqual({
      text: '11',
      error: null,
      chance: { numerator: 10n, denominator: 20n },
    });
  });

  it('takes any typed total: below the lowest is certain', () => {
    const chance = viewRollerChance(oddsOf('1d6'), '-3').chance!;
    expect(chance.numerator).toBe(chance.denominator);
  });

  it('says what is wrong with a total that is not a whole number', () => {
    const chance = viewRollerChance(oddsOf('1d6'), 'x');
    expect(chance.chance).toBeNull();
    expect(chance.error).toMatch(/whole number/);
  });
});

describe('rollRollerNotation', () => {
  it('rolls the notation read, named canonically, with the roll log’s words', () => {
    const rolled = rollRollerNotation(readOrThrow('2D6+2'), createScriptedRng([3, 5]));
    expect(rolled.notation).toBe('2d6 + 2');
    expect(rolled.roll.total).toBe(10);
    expect(rolled.detail).toBe('[3, 5] + 2');
  });
});
