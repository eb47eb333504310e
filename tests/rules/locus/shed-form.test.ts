import { describe, expect, it } from 'vitest';
import { refuse } from '../../../src/rules/result';
import {
  chooseInShedForm,
  describeShedReason,
  SHED_FORM_START,
  SHED_REASON_OPTIONS,
  shedCardChoices,
  shedFormAfter,
} from '../../../src/rules/locus/shed-form';

const refused = refuse('card-not-in-hand', 'Q♥ is not in the Hand.');

describe('chooseInShedForm', () => {
  it('takes the card or reason chosen and drops the refusal shown', () => {
    const shown = shedFormAfter(SHED_FORM_START, refused);
    expect(chooseInShedForm(shown, { cardKey: 'Q-hearts' })).toEqual({
      ...SHED_FORM_START,
      cardKey: 'Q-hearts',
    });
    expect(chooseInShedForm(shown, { trigger: 'own-virtue' }).error).toBeNull();
  });
});

describe('shedFormAfter', () => {
  it('says what a shed did and offers the first card again', () => {
    const chosen = chooseInShedForm(SHED_FORM_START, { cardKey: 'Q-hearts' });
    expect(shedFormAfter(chosen, { ok: true, value: 'Ada shed the Q♥.' })).toEqual({
      ...SHED_FORM_START,
      done: 'Ada shed the Q♥.',
    });
  });

  it('shows a refusal at the card field, keeps the choice, and drops the last sentence', () => {
    const chosen = { ...SHED_FORM_START, cardKey: 'K-spades', done: 'Ada shed the Q♥.' };
    expect(shedFormAfter(chosen, refused)).toEqual({
      ...chosen,
      error: 'Q♥ is not in the Hand.',
      done: null,
    });
  });
});

describe('describeShedReason', () => {
  it('says the reason in full and whether it may shed a Haunt-suit card', () => {
    expect(describeShedReason('other-virtue')).toBe(
      'Act in accordance with a Virtue (not your own): sheds a neutral (non-Haunt) card only.',
    );
    expect(describeShedReason('resist-haunt')).toBe(
      'Resist acting on your Haunt/Vice: sheds a neutral card, or a Haunt-suit card instead.',
    );
  });
});

describe('SHED_REASON_OPTIONS', () => {
  it('offers every reason, marking those that may shed a Haunt card', () => {
    expect(SHED_REASON_OPTIONS.map((option) => option.label)).toEqual([
      'Act in accordance with a Virtue (not your own)',
      'Roll a critical success (triple 6)',
      'Act in accordance with your own Virtue (may shed a Haunt card)',
      'Resist acting on your Haunt/Vice (may shed a Haunt card)',
      'Act notably opposing your Haunt (may shed a Haunt card)',
    ]);
  });
});

describe('shedCardChoices', () => {
  const character = {
    hauntSuit: 'spades' as const,
    hand: [
      { suit: 'diamonds' as const, rank: '7' as const },
      { suit: 'spades' as const, rank: 'Q' as const },
    ],
  };

  it('offers every card of the Hand, marking the Haunt suit', () => {
    expect(shedCardChoices(SHED_FORM_START, character).options).toEqual([
      { value: 'diamonds-7', label: '7♦ Seven of Diamonds' },
      { value: 'spades-Q', label: 'Q♠ Queen of Spades (Haunt suit)' },
    ]);
  });

  it("chooses the form's card, else the Hand's first, else none", () => {
    expect(shedCardChoices({ cardKey: 'spades-Q' }, character).selected).toEqual(character.hand[1]);
    expect(shedCardChoices({ cardKey: 'hearts-2' }, character).selected).toEqual(character.hand[0]);
    expect(shedCardChoices(SHED_FORM_START, { ...character, hand: [] }).selected).toBeUndefined();
  });
});
