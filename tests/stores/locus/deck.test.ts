import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../src/rules/dice';
import { cardKey, createCast, createDeckState, type Card } from '../../../src/rules/locus';
import {
  $cast,
  addCharacter,
  findCharacter,
  updateCharacter,
} from '../../../src/stores/locus/cast';
import {
  $deck,
  $deckNotice,
  drawCardFor,
  LOCUS_DECK_KEY,
  reshuffleDiscardPile,
  shedFromHand,
  shuffleNewDeck,
} from '../../../src/stores/locus/deck';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $cast.set(createCast());
  $deck.set(null);
  $deckNotice.set(undefined);
});

describe('$deck', () => {
  it('saves a shuffled deck as { version: 1, deck } and reads it back in another tab', () => {
    const deck = createDeckState(createSeededRng(7));
    $deck.set(deck);
    expect(savedJson(LOCUS_DECK_KEY)).toEqual({ version: 1, deck });
    $deck.set(null);
    expect(
      writeFromAnotherTab($deck, LOCUS_DECK_KEY, JSON.stringify({ version: 1, deck })),
    ).toEqual(deck);
  });

  it('saves "no deck yet" as null', () => {
    $deck.set(null);
    expect(savedJson(LOCUS_DECK_KEY)).toEqual({ version: 1, deck: null });
  });

  itSetsAsideUnreadableText(() => ({
    store: $deck,
    notice: $deckNotice,
    key: LOCUS_DECK_KEY,
    initial: null,
    wrongShape: '{"version":1,"deck":{"drawPile":[{"suit":"stars","rank":"A"}],"discardPile":[]}}',
    label: 'card deck',
  }));
});

const queen: Card = { suit: 'hearts', rank: 'Q' };
const seven: Card = { suit: 'clubs', rank: '7' };

/** Ada, a Character with Clubs as her Virtue suit and the Queen of Hearts in her Hand. */
function addAda() {
  const ada = addCharacter('Ada');
  updateCharacter(ada.id, (current) => ({ ...current, virtueSuit: 'clubs', hand: [queen] }));
  return ada.id;
}

describe('shuffleNewDeck', () => {
  it('shuffles the cards not held in Hands and says so', () => {
    addAda();
    expect(shuffleNewDeck(createSeededRng(5))).toBe(
      'A new deck is shuffled: 51 cards, leaving out the 1 card held in Hands.',
    );
    expect($deck.get()?.drawPile.map(cardKey)).not.toContain('hearts-Q');
    expect($deck.get()?.discardPile).toEqual([]);
  });
});

describe('reshuffleDiscardPile', () => {
  it('shuffles the discards in under the draw pile', () => {
    $deck.set({ drawPile: [queen], discardPile: [seven] });
    expect(reshuffleDiscardPile(createSeededRng(5))).toEqual({
      ok: true,
      value: '1 card from the discard pile shuffled in under the 1 card left in the draw pile.',
    });
    expect($deck.get()).toEqual({ drawPile: [queen, seven], discardPile: [] });
  });

  it('refuses without discards, or without a deck, and changes nothing', () => {
    const refusal = { ok: false, error: { code: 'empty-discard-pile' } };
    expect(reshuffleDiscardPile(createSeededRng(5))).toMatchObject(refusal);
    $deck.set({ drawPile: [queen], discardPile: [] });
    expect(reshuffleDiscardPile(createSeededRng(5))).toMatchObject(refusal);
    expect($deck.get()).toEqual({ drawPile: [queen], discardPile: [] });
  });
});

describe('drawCardFor', () => {
  it('gives a Virtue-suit card its WP and puts it on the discard pile', () => {
    const ada = addAda();
    const before = findCharacter(ada)!.willpower;
    $deck.set({ drawPile: [seven], discardPile: [] });
    const drawn = drawCardFor(ada);
    expect(drawn).toMatchObject({ ok: true, value: { resolution: { destination: 'discard' } } });
    expect(findCharacter(ada)?.willpower).toBe(before + 3);
    expect($deck.get()).toEqual({ drawPile: [], discardPile: [seven] });
  });

  it('puts any other card into the Hand, out of both piles', () => {
    const ada = addAda();
    const two: Card = { suit: 'spades', rank: '2' };
    $deck.set({ drawPile: [two, seven], discardPile: [] });
    expect(drawCardFor(ada)).toMatchObject({
      ok: true,
      value: { character: { hand: [queen, two] } },
    });
    expect($deck.get()).toEqual({ drawPile: [seven], discardPile: [] });
  });

  it('refuses without a deck, from an empty draw pile, or for someone no longer in the Cast', () => {
    const ada = addAda();
    expect(drawCardFor(ada)).toMatchObject({
      ok: false,
      error: { message: 'Shuffle a new deck first.' },
    });
    $deck.set({ drawPile: [], discardPile: [seven] });
    expect(drawCardFor(ada)).toMatchObject({ ok: false, error: { code: 'empty-draw-pile' } });
    $deck.set({ drawPile: [seven], discardPile: [] });
    expect(drawCardFor('nobody')).toMatchObject({
      ok: false,
      error: { code: 'unknown-character' },
    });
    expect($deck.get()).toEqual({ drawPile: [seven], discardPile: [] });
  });
});

describe('shedFromHand', () => {
  it('takes the card out of the Hand onto the discard pile and says so', () => {
    const ada = addAda();
    $deck.set({ drawPile: [], discardPile: [] });
    expect(shedFromHand(ada, queen, 'other-virtue')).toEqual({
      ok: true,
      value: "Q♥ Queen of Hearts shed from Ada's Hand to the discard pile.",
    });
    expect(findCharacter(ada)?.hand).toEqual([]);
    expect($deck.get()?.discardPile).toEqual([queen]);
  });

  it('sets the card aside when no deck is shuffled', () => {
    const ada = addAda();
    expect(shedFromHand(ada, queen, 'other-virtue')).toMatchObject({
      ok: true,
      value:
        "Q♥ Queen of Hearts shed from Ada's Hand (no deck is shuffled, so it is simply set aside).",
    });
    expect($deck.get()).toBeNull();
  });

  it("passes on the rules' refusal and discards nothing", () => {
    const ada = addAda();
    $deck.set({ drawPile: [], discardPile: [] });
    expect(shedFromHand(ada, seven, 'other-virtue')).toMatchObject({
      ok: false,
      error: { code: 'card-not-in-hand' },
    });
    expect($deck.get()?.discardPile).toEqual([]);
  });
});
