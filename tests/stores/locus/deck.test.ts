import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../src/rules/dice';
import { createDeckState } from '../../../src/rules/locus';
import { $deck, $deckNotice, LOCUS_DECK_KEY } from '../../../src/stores/locus/deck';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
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
