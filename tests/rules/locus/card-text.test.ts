import { describe, expect, it } from 'vitest';
import { createDeck, resolveDraw, RANKS } from '../../../src/rules/locus';
import {
  cardLabel,
  cardName,
  describeDraw,
  describeDrawOutcome,
  describeDrawerSuits,
  rankValue,
  suitLabel,
} from '../../../src/rules/locus';

describe('cardName', () => {
  it('names a card by rank and suit', () => {
    expect(cardName({ suit: 'hearts', rank: 'Q' })).toBe('Queen of Hearts');
    expect(cardName({ suit: 'spades', rank: 'A' })).toBe('Ace of Spades');
    expect(cardName({ suit: 'clubs', rank: '10' })).toBe('Ten of Clubs');
  });

  it('gives each of the 52 cards its own name', () => {
    expect(new Set(createDeck().map(cardName)).size).toBe(52);
  });
});

describe('cardLabel', () => {
  it('shows the symbol and the name, so the suit never depends on colour', () => {
    expect(cardLabel({ suit: 'diamonds', rank: '7' })).toBe('7♦ Seven of Diamonds');
  });
});

describe('suitLabel', () => {
  it('writes a suit with its symbol, or says it is not chosen', () => {
    expect(suitLabel('clubs')).toBe('♣ Clubs');
    expect(suitLabel(null)).toBe('not chosen');
  });
});

describe('rankValue', () => {
  it('counts Ace as 1 and the court cards as 11, 12, 13', () => {
    expect(RANKS.map(rankValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
});

describe('describeDraw', () => {
  const suits = { virtueSuit: 'clubs', hauntSuit: 'spades' } as const;

  it('says a Virtue card gives 3 WP', () => {
    expect(describeDraw(resolveDraw({ suit: 'clubs', rank: '7' }, suits))).toBe('7♣ Virtue: +3 WP');
  });

  it('says any other card goes to the Hand, and marks the Haunt suit', () => {
    expect(describeDraw(resolveDraw({ suit: 'hearts', rank: 'Q' }, suits))).toBe('Q♥ to Hand');
    expect(describeDraw(resolveDraw({ suit: 'spades', rank: '2' }, suits))).toBe(
      '2♠ to Hand (Haunt suit)',
    );
  });
});

describe('describeDrawOutcome', () => {
  const suits = { virtueSuit: 'hearts', hauntSuit: null } as const;

  it('tells the reader what happened to whom, naming the card in words only', () => {
    expect(describeDrawOutcome(resolveDraw({ suit: 'hearts', rank: 'Q' }, suits), 'Ada')).toBe(
      "Queen of Hearts: Ada's Virtue suit. Ada gains 3 WP and the card goes straight to the discard pile.",
    );
    expect(describeDrawOutcome(resolveDraw({ suit: 'clubs', rank: 'K' }, suits), 'Ada')).toBe(
      "King of Clubs goes into Ada's Hand.",
    );
  });

  it('never writes an empty name', () => {
    expect(describeDrawOutcome(resolveDraw({ suit: 'clubs', rank: 'K' }, suits), ' ')).toBe(
      "King of Clubs goes into the character's Hand.",
    );
  });
});

describe('describeDrawerSuits', () => {
  it('says every card goes into the Hand of a Character with no suit, and links to choose both', () => {
    expect(describeDrawerSuits('Ada', { virtueSuit: null, hauntSuit: null })).toEqual({
      text: 'Ada has no Virtue or Haunt suit chosen, so every card goes into the Hand.',
      chooseLink: 'Choose the suits in the Cast tracker',
    });
  });

  it('names both suits, and without a Virtue suit says every card goes into the Hand', () => {
    expect(describeDrawerSuits('Ada', { virtueSuit: 'hearts', hauntSuit: 'spades' })).toEqual({
      text: `Ada: Virtue suit ${suitLabel('hearts')}, Haunt suit ${suitLabel('spades')}.`,
      chooseLink: null,
    });
    expect(describeDrawerSuits('Ada', { virtueSuit: null, hauntSuit: 'spades' })).toEqual({
      text: `Ada: Virtue suit not chosen, Haunt suit ${suitLabel('spades')}. No Virtue suit: every card goes into the Hand.`,
      chooseLink: 'Choose it in the Cast tracker',
    });
  });
});
