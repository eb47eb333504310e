import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import { cardKey, type Card } from '../../../src/rules/locus';
import {
  cardsInHands,
  countCards,
  countDeck,
  createDeckWithoutHands,
  describeNewDeck,
  describeShed,
  drawBlockedReason,
  reshuffleDeck,
} from '../../../src/rules/locus';

const ada = {
  hand: [
    { suit: 'hearts', rank: 'Q' },
    { suit: 'spades', rank: '2' },
  ] as Card[],
};
const ben = { hand: [{ suit: 'clubs', rank: 'A' }] as Card[] };

describe('cardsInHands', () => {
  it('lists every held card', () => {
    expect(cardsInHands([ada, ben]).map(cardKey)).toEqual(['hearts-Q', 'spades-2', 'clubs-A']);
    expect(cardsInHands([])).toEqual([]);
  });
});

describe('createDeckWithoutHands', () => {
  it('shuffles all 52 cards when no one holds any', () => {
    const deck = createDeckWithoutHands([], createSeededRng(7));
    expect(deck.drawPile).toHaveLength(52);
    expect(new Set(deck.drawPile.map(cardKey)).size).toBe(52);
    expect(deck.discardPile).toEqual([]);
  });

  it('leaves out the cards held in Hands, so no card is in two places', () => {
    const deck = createDeckWithoutHands([ada, ben], createSeededRng(11));
    const keys = new Set(deck.drawPile.map(cardKey));
    expect(deck.drawPile).toHaveLength(49);
    expect(keys.size).toBe(49);
    for (const held of cardsInHands([ada, ben])) expect(keys.has(cardKey(held))).toBe(false);
  });

  it('shuffles with the rng it is given (Fisher-Yates from the last card down)', () => {
    // Every pick is the first position: each card from the last down is swapped with the front one.
    const picks = () => createScriptedRng(Array.from({ length: 51 }, () => 1));
    const deck = createDeckWithoutHands([], picks());
    expect(deck.drawPile).toEqual(createDeckWithoutHands([], picks()).drawPile);
    expect(deck.drawPile.map(cardKey).slice(0, 2)).toEqual(['hearts-2', 'hearts-3']);
    expect(deck.drawPile.map(cardKey).at(-1)).toBe('hearts-A');
  });
});

describe('countDeck', () => {
  it('counts the draw pile, the discard pile and the Hands', () => {
    const deck = {
      drawPile: [{ suit: 'hearts', rank: '3' }],
      discardPile: [
        { suit: 'hearts', rank: '4' },
        { suit: 'hearts', rank: '5' },
      ],
    } as const;
    expect(
      countDeck({ drawPile: [...deck.drawPile], discardPile: [...deck.discardPile] }, [ada, ben]),
    ).toEqual({ drawPile: 1, discardPile: 2, inHands: 3 });
  });

  it('counts no deck as empty piles', () => {
    expect(countDeck(null, [ben])).toEqual({ drawPile: 0, discardPile: 0, inHands: 1 });
  });
});

describe('countCards', () => {
  it('writes one card and many cards', () => {
    expect(countCards(1)).toBe('1 card');
    expect(countCards(0)).toBe('0 cards');
    expect(countCards(40)).toBe('40 cards');
  });
});

describe('describeNewDeck', () => {
  it('says a full deck, or how many cards the Hands keep out of it', () => {
    expect(describeNewDeck(0)).toBe('A new deck of 52 cards is shuffled.');
    expect(describeNewDeck(3)).toBe(
      'A new deck is shuffled: 49 cards, leaving out the 3 cards held in Hands.',
    );
  });
});

describe('reshuffleDeck', () => {
  const queen: Card = { suit: 'hearts', rank: 'Q' };
  const two: Card = { suit: 'spades', rank: '2' };

  it('shuffles the discard pile in under the draw pile and says how many went where', () => {
    const done = reshuffleDeck({ drawPile: [queen], discardPile: [two] }, createSeededRng(3));
    expect(done).toEqual({
      ok: true,
      value: {
        state: { drawPile: [queen, two], discardPile: [] },
        text: '1 card from the discard pile shuffled in under the 1 card left in the draw pile.',
      },
    });
  });

  it('refuses an empty discard pile: nothing to reshuffle', () => {
    expect(reshuffleDeck({ drawPile: [queen], discardPile: [] }, createSeededRng(3))).toEqual({
      ok: false,
      error: {
        code: 'empty-discard-pile',
        message: 'The discard pile is empty: nothing to reshuffle.',
      },
    });
  });
});

describe('drawBlockedReason', () => {
  const deck = { drawPile: [{ suit: 'hearts', rank: 'Q' }] as Card[], discardPile: [] };

  it('asks for a deck first, then a card in the draw pile, then the Character who draws', () => {
    expect(drawBlockedReason(null, true)).toBe('Shuffle a new deck first.');
    expect(drawBlockedReason({ drawPile: [], discardPile: [] }, true)).toBe(
      'The draw pile is empty and there are no discards: every card is in a Hand.',
    );
    expect(drawBlockedReason(deck, false)).toBe('Choose the Character who draws.');
  });

  it('has no reason once a card can be drawn for someone', () => {
    expect(drawBlockedReason(deck, true)).toBeNull();
  });
});

describe('describeShed', () => {
  it('says where the shed card went: the discard pile, or aside without a deck', () => {
    const queen: Card = { suit: 'hearts', rank: 'Q' };
    expect(describeShed(queen, 'Ada', true)).toBe(
      "Q♥ Queen of Hearts shed from Ada's Hand to the discard pile.",
    );
    expect(describeShed(queen, 'Ada', false)).toBe(
      "Q♥ Queen of Hearts shed from Ada's Hand (no deck is shuffled, so it is simply set aside).",
    );
  });
});
