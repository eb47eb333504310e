import { describe, expect, it } from 'vitest';
import { createDeck, resolveDraw, type DeckState } from '../../../src/rules/locus/cards';
import { createCharacter } from '../../../src/rules/locus/character';
import { describeCardDrawn, viewCardDeck } from '../../../src/rules/locus/card-deck-view';

const ada = {
  ...createCharacter('Ada'),
  virtueSuit: 'hearts' as const,
  hand: [{ suit: 'clubs' as const, rank: '2' as const }],
};
const ghoul = createCharacter('Ghoul', { kind: 'foil' });
const cards = createDeck();
const deck: DeckState = { drawPile: cards.slice(0, 40), discardPile: cards.slice(40, 42) };
const nobody = { drawerId: undefined, shedderId: undefined };

describe('viewCardDeck', () => {
  it('says there is no deck before the first shuffle, and why no card can be drawn', () => {
    const view = viewCardDeck(null, [ada], nobody);
    expect(view.piles).toBeNull();
    expect(view.drawBlockedBy).toBe('Shuffle a new deck first.');
  });

  it('counts the piles and the cards in Hands in words', () => {
    const view = viewCardDeck(deck, [ada, ghoul], nobody);
    expect(view.piles).toEqual({
      left: '40 cards left',
      rest: 'in the draw pile · 2 cards in the discard pile · 1 card in Hands',
    });
    expect(view.shuffleQuestion).toBe(
      'Gather the draw and discard piles and shuffle a new deck? Cards held in Hands stay there (1 card) and are left out of the new deck.',
    );
  });

  it('offers only the Characters, asks for a drawer, then says what their suits make of a draw', () => {
    expect(viewCardDeck(deck, [ada, ghoul], nobody).characters).toEqual([ada]);
    expect(viewCardDeck(deck, [ada], nobody).drawBlockedBy).toBe('Choose the Character who draws.');
    const chosen = viewCardDeck(deck, [ada], { drawerId: 'ada', shedderId: 'ada' });
    expect(chosen.drawBlockedBy).toBeNull();
    expect(chosen.suits).toEqual({
      text: 'Ada: Virtue suit ♥ Hearts, Haunt suit not chosen.',
      chooseLink: null,
    });
    expect(chosen.shedder).toBe(ada);
  });

  it('does not let a Foil be chosen to draw', () => {
    expect(viewCardDeck(deck, [ghoul], { drawerId: 'ghoul', shedderId: undefined }).drawer).toBe(
      undefined,
    );
  });
});

describe('describeCardDrawn', () => {
  it('says what the card did and names the draw for the roll log', () => {
    const drawn = describeCardDrawn(resolveDraw({ suit: 'hearts', rank: 'Q' }, ada), ada);
    expect(drawn.text).toBe(
      "Queen of Hearts: Ada's Virtue suit. Ada gains 3 WP and the card goes straight to the discard pile.",
    );
    expect(drawn.input).toEqual({ name: 'Ada', virtueSuit: 'hearts', hauntSuit: null });
    expect(drawn.source).toBe('Locus: card draw (Ada)');
    expect(drawn.resolution.destination).toBe('discard');
  });
});
