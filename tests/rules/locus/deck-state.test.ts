import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import { cardKey, type Card } from '../../../src/rules/locus';
import {
  cardsInHands,
  countCards,
  countDeck,
  createDeckWithoutHands,
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
