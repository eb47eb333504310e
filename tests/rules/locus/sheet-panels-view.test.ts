import { describe, expect, it } from 'vitest';
import { applyChange } from './apply-change';
import { createCharacter } from '../../../src/rules/locus/character';
import {
  changeStress,
  describeWillpowerRefused,
  viewConditions,
  viewHand,
  viewWillpower,
} from '../../../src/rules/locus/sheet-panels-view';

const ada = createCharacter('Ada');

describe('viewWillpower', () => {
  it('shows the WP and what one buys at this Stress', () => {
    expect(viewWillpower(ada)).toMatchObject({
      willpower: 5,
      rerollDice: '3 dice',
      stressLabel: 'Uneasy',
      stress: 'uneasy',
    });
    expect(viewWillpower({ ...ada, stress: 'stressed' }).rerollDice).toBe('1 die');
  });

  it('spends and gains one WP, and refuses a spend at 0', () => {
    const [spend, gain] = viewWillpower(ada).steps;
    expect([spend?.label, gain?.label]).toEqual(['−1 WP', '+1 WP']);
    expect(applyChange(ada, spend!.change).willpower).toBe(4);
    expect(applyChange(ada, gain!.change).willpower).toBe(6);
    const refused = spend!.change({ ...ada, willpower: 0 });
    expect('ok' in refused && !refused.ok).toBe(true);
  });
});

describe('changeStress', () => {
  it('sets the Stress level chosen', () => {
    expect(applyChange(ada, changeStress('tense')).stress).toBe('tense');
  });
});

describe('describeWillpowerRefused', () => {
  it('adds that Willpower never goes below 0', () => {
    expect(describeWillpowerRefused('Ada has 0 WP.')).toBe(
      'Ada has 0 WP. Willpower never goes below 0.',
    );
  });
});

describe('viewConditions', () => {
  it('says there are none, or lists the active ones by name', () => {
    expect(viewConditions(ada).active).toBe('No Conditions.');
    const blinded = applyChange(ada, viewConditions(ada).conditions[0]!.change(true));
    expect(viewConditions(blinded).active).toBe('Active: Blinded.');
    expect(viewConditions(blinded).conditions[0]).toMatchObject({
      id: 'blinded',
      on: true,
      effect: 'All sight-requiring actions become Hard',
    });
  });

  it('lists all seven Conditions with their effects', () => {
    const { conditions } = viewConditions(ada);
    expect(conditions).toHaveLength(7);
    expect(conditions.every((condition) => condition.effect.length > 0)).toBe(true);
  });
});

describe('viewHand', () => {
  it('counts the cards and notes those of the Haunt suit', () => {
    const view = viewHand({
      hauntSuit: 'spades',
      hand: [
        { suit: 'spades', rank: 'Q' },
        { suit: 'hearts', rank: '3' },
      ],
    });
    expect(view.count).toBe('2 cards');
    expect(view.cards.map(({ key, note }) => [key, note])).toEqual([
      ['spades-Q', 'Haunt suit'],
      ['hearts-3', undefined],
    ]);
  });
});
