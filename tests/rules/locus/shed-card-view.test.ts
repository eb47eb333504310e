import { describe, expect, it } from 'vitest';
import { createCharacter } from '../../../src/rules/locus/character';
import { SHED_FORM_START } from '../../../src/rules/locus/shed-form';
import { viewShedCard } from '../../../src/rules/locus/shed-card-view';

const ada = {
  ...createCharacter('Ada'),
  hauntSuit: 'spades' as const,
  hand: [
    { suit: 'hearts' as const, rank: '3' as const },
    { suit: 'spades' as const, rank: 'Q' as const },
  ],
};

describe('viewShedCard', () => {
  it('sheds the Hand’s first card until one is chosen, and marks the Haunt suit’s', () => {
    const view = viewShedCard(SHED_FORM_START, ada);
    expect(view.selected).toEqual({ suit: 'hearts', rank: '3' });
    const [card] = view.fields;
    expect(card?.kind === 'choice' ? card.options.map((option) => option.label) : []).toEqual([
      '3♥ Three of Hearts',
      'Q♠ Queen of Spades (Haunt suit)',
    ]);
    expect(card?.change('spades-Q')).toEqual({ cardKey: 'spades-Q' });
  });

  it('shows the card chosen and a refusal at the card, and the reason’s rule under the reason', () => {
    const form = { ...SHED_FORM_START, cardKey: 'spades-Q', error: 'Not this one.' };
    const [card, reason] = viewShedCard(form, ada).fields;
    expect(card).toMatchObject({ value: 'spades-Q', error: 'Not this one.' });
    expect(reason?.hint).toBe(
      'Act in accordance with a Virtue (not your own): sheds a neutral (non-Haunt) card only.',
    );
    expect(reason?.change('other-virtue')).toEqual({ trigger: 'other-virtue' });
  });

  it('says whose Hand is empty', () => {
    const view = viewShedCard(SHED_FORM_START, { ...ada, hand: [] });
    expect(view.selected).toBeUndefined();
    expect(view.empty).toBe("Ada's Hand is empty: no card to shed.");
    expect(view.emptied).toBe("Ada's Hand is now empty.");
  });
});
