import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import {
  canShedCard,
  cardKey,
  CardSchema,
  countCardsLeft,
  createDeck,
  createDeckState,
  DeckStateSchema,
  discard,
  drawCard,
  formatCard,
  isHauntCard,
  isSameCard,
  RANKS,
  reshuffleDiscards,
  resolveDraw,
  SHED_TRIGGERS,
  shuffleDeck,
  SUITS,
  type Card,
} from '../../../src/rules/locus/cards';

const keys = (cards: readonly Card[]) => cards.map(cardKey);

describe('createDeck', () => {
  it('makes 52 different cards, 13 ranks in each of 4 suits, and no Jokers', () => {
    const deck = createDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(keys(deck)).size).toBe(52);
    for (const suit of SUITS)
      expect(deck.filter((card) => card.suit === suit).map((card) => card.rank)).toEqual([
        ...RANKS,
      ]);
    expect(RANKS).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);
    expect(deck.every((card) => CardSchema.safeParse(card).success)).toBe(true);
    expect(CardSchema.safeParse({ suit: 'joker', rank: 'A' }).success).toBe(false);
  });
});

describe('formatCard', () => {
  it('writes the rank and the suit symbol', () => {
    expect(formatCard({ suit: 'hearts', rank: 'A' })).toBe('A♥');
    expect(formatCard({ suit: 'spades', rank: '10' })).toBe('10♠');
  });
});

describe('isSameCard', () => {
  it('compares suit and rank', () => {
    expect(isSameCard({ suit: 'clubs', rank: 'Q' }, { suit: 'clubs', rank: 'Q' })).toBe(true);
    expect(isSameCard({ suit: 'clubs', rank: 'Q' }, { suit: 'spades', rank: 'Q' })).toBe(false);
  });
});

describe('shuffleDeck', () => {
  it('returns a permutation of the cards and leaves the input alone', () => {
    const deck = createDeck();
    const shuffled = shuffleDeck(deck, createSeededRng(1));
    expect([...keys(shuffled)].sort()).toEqual([...keys(deck)].sort());
    expect(keys(shuffled)).not.toEqual(keys(deck));
    expect(keys(deck)).toEqual(keys(createDeck()));
  });

  it('is reproducible with the same seed and differs with another', () => {
    expect(shuffleDeck(createDeck(), createSeededRng(42))).toEqual(
      shuffleDeck(createDeck(), createSeededRng(42)),
    );
    expect(shuffleDeck(createDeck(), createSeededRng(42))).not.toEqual(
      shuffleDeck(createDeck(), createSeededRng(43)),
    );
  });

  it('is Fisher-Yates: swaps the last place with a uniformly drawn place, downwards', () => {
    const cards: Card[] = [
      { suit: 'hearts', rank: 'A' },
      { suit: 'hearts', rank: '2' },
      { suit: 'hearts', rank: '3' },
    ];
    // randomInt(3) -> face 1 = index 0: swap places 2 and 0; randomInt(2) -> face 2 = index 1: keep.
    const rng = createScriptedRng([1, 2]);
    expect(keys(shuffleDeck(cards, rng))).toEqual(['hearts-3', 'hearts-2', 'hearts-A']);
    expect(rng.countUnused()).toBe(0);
  });

  it('makes each of the 6 orders of 3 cards from exactly one of the 6 draw sequences', () => {
    const cards: Card[] = [
      { suit: 'clubs', rank: 'A' },
      { suit: 'clubs', rank: '2' },
      { suit: 'clubs', rank: '3' },
    ];
    const orders = new Set<string>();
    for (const first of [1, 2, 3])
      for (const second of [1, 2])
        orders.add(keys(shuffleDeck(cards, createScriptedRng([first, second]))).join(' '));
    expect(orders.size).toBe(6);
  });

  it('puts every card in every place about equally often', () => {
    const rng = createSeededRng(99);
    const cards = createDeck().slice(0, 4);
    const tally = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    for (let round = 0; round < 4000; round += 1) {
      shuffleDeck(cards, rng).forEach((card, place) => {
        const row = tally[cards.findIndex((original) => isSameCard(original, card))];
        if (row) row[place] = (row[place] ?? 0) + 1;
      });
    }
    for (const row of tally) for (const count of row) expect(count).toBeGreaterThan(850);
  });
});

describe('createDeckState', () => {
  it('starts with all 52 cards shuffled in the draw pile and nothing discarded', () => {
    const state = createDeckState(createSeededRng(5));
    expect(countCardsLeft(state)).toBe(52);
    expect(state.discardPile).toEqual([]);
    expect(DeckStateSchema.safeParse(state).success).toBe(true);
  });
});

describe('drawCard', () => {
  it('takes the top card without changing the state it was given', () => {
    const state = { drawPile: createDeck().slice(0, 2), discardPile: [] };
    const drawn = drawCard(state);
    expect(drawn.ok && drawn.value.card).toEqual({ suit: 'hearts', rank: 'A' });
    expect(drawn.ok && countCardsLeft(drawn.value.state)).toBe(1);
    expect(countCardsLeft(state)).toBe(2);
  });

  it('refuses to draw from an empty pile and suggests reshuffling the discards', () => {
    const empty = drawCard({ drawPile: [], discardPile: [{ suit: 'clubs', rank: '2' }] });
    expect(empty).toMatchObject({ ok: false, error: { code: 'empty-draw-pile' } });
    expect(!empty.ok && empty.error.message).toMatch(/reshuffle/);
    expect(!drawCard({ drawPile: [], discardPile: [] }).ok).toBe(true);
  });
});

describe('discard', () => {
  it('puts cards on the discard pile', () => {
    const state = discard(
      { drawPile: [], discardPile: [{ suit: 'clubs', rank: '2' }] },
      { suit: 'hearts', rank: 'K' },
    );
    expect(keys(state.discardPile)).toEqual(['clubs-2', 'hearts-K']);
  });
});

describe('reshuffleDiscards', () => {
  it('shuffles the discards under the cards still to draw and empties the discard pile', () => {
    const deck = createDeck();
    const state = { drawPile: deck.slice(0, 2), discardPile: deck.slice(2, 10) };
    const next = reshuffleDiscards(state, createSeededRng(3));
    expect(keys(next.drawPile.slice(0, 2))).toEqual(keys(deck.slice(0, 2)));
    expect([...keys(next.drawPile.slice(2))].sort()).toEqual([...keys(deck.slice(2, 10))].sort());
    expect(next.discardPile).toEqual([]);
  });

  it('lets a whole deck be drawn, discarded and drawn again with no card lost or doubled', () => {
    let state = createDeckState(createSeededRng(11));
    const seen: Card[] = [];
    for (let turn = 0; turn < 52; turn += 1) {
      const drawn = drawCard(state);
      if (!drawn.ok) throw new Error(drawn.error.message);
      seen.push(drawn.value.card);
      state = discard(drawn.value.state, drawn.value.card);
    }
    expect(new Set(keys(seen)).size).toBe(52);
    state = reshuffleDiscards(state, createSeededRng(12));
    expect(countCardsLeft(state)).toBe(52);
  });
});

describe('isHauntCard', () => {
  it('is true for a card of the Haunt suit only', () => {
    expect(isHauntCard({ suit: 'spades', rank: 'Q' }, { hauntSuit: 'spades' })).toBe(true);
    expect(isHauntCard({ suit: 'clubs', rank: 'Q' }, { hauntSuit: 'spades' })).toBe(false);
  });

  it('is false for every card while no Haunt suit is chosen', () => {
    for (const suit of SUITS)
      expect(isHauntCard({ suit, rank: '2' }, { hauntSuit: null })).toBe(false);
  });
});

describe('resolveDraw', () => {
  const suits = { virtueSuit: 'hearts', hauntSuit: 'spades' } as const;

  it('discards a Virtue-suit card at once for 3 WP', () => {
    expect(resolveDraw({ suit: 'hearts', rank: '7' }, suits)).toEqual({
      card: { suit: 'hearts', rank: '7' },
      destination: 'discard',
      willpowerGained: 3,
      haunt: false,
    });
  });

  it('puts any other card into the Hand, marking Haunt-suit cards', () => {
    expect(resolveDraw({ suit: 'spades', rank: '7' }, suits)).toMatchObject({
      destination: 'hand',
      willpowerGained: 0,
      haunt: true,
    });
    expect(resolveDraw({ suit: 'clubs', rank: '7' }, suits)).toMatchObject({
      destination: 'hand',
      willpowerGained: 0,
      haunt: false,
    });
  });

  it('puts every card into the Hand while no suits are chosen', () => {
    expect(
      resolveDraw({ suit: 'hearts', rank: '7' }, { virtueSuit: null, hauntSuit: null }),
    ).toMatchObject({ destination: 'hand', haunt: false });
  });
});

describe('canShedCard', () => {
  const hand: Card[] = [
    { suit: 'spades', rank: 'Q' },
    { suit: 'clubs', rank: '3' },
  ];
  const character = { hauntSuit: 'spades' as const, hand };

  it('sheds a neutral card for any of the five reasons', () => {
    for (const trigger of SHED_TRIGGERS)
      expect(canShedCard({ suit: 'clubs', rank: '3' }, trigger.id, character), trigger.id).toEqual({
        ok: true,
        value: true,
      });
  });

  it('sheds a Haunt-suit card only for acting on your own Virtue, resisting or opposing your Haunt', () => {
    const allowed = SHED_TRIGGERS.filter(
      (trigger) => canShedCard({ suit: 'spades', rank: 'Q' }, trigger.id, character).ok,
    ).map((trigger) => trigger.id);
    expect(allowed).toEqual(['own-virtue', 'resist-haunt', 'oppose-haunt']);
  });

  it('explains why a critical success cannot shed a Haunt card', () => {
    const refused = canShedCard({ suit: 'spades', rank: 'Q' }, 'critical-success', character);
    expect(refused).toMatchObject({ ok: false, error: { code: 'cannot-shed-haunt-card' } });
    expect(!refused.ok && refused.error.message).toBe(
      'Q♠ is of the Haunt suit: "Roll a critical success (triple 6)" only sheds a non-Haunt card.',
    );
  });

  it('refuses a card that is not in the Hand', () => {
    expect(canShedCard({ suit: 'hearts', rank: '3' }, 'own-virtue', character)).toMatchObject({
      ok: false,
      error: { code: 'card-not-in-hand' },
    });
  });

  it('treats every card as neutral while no Haunt suit is chosen', () => {
    expect(
      canShedCard({ suit: 'spades', rank: 'Q' }, 'other-virtue', { hauntSuit: null, hand }).ok,
    ).toBe(true);
  });
});
