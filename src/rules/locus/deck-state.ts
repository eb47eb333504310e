/**
 * The Cast's deck seen whole: the draw pile and discard pile in `$deck`, and the cards held in
 * the characters' Hands (which are in neither pile). A new deck leaves out the cards still held,
 * so no card can be in two places.
 */
import { howMany } from '../words';
import type { Rng } from '../dice';
import { cardKey, createDeck, shuffleDeck, type Card, type DeckState } from './cards';
import type { LocusCharacter } from './character';

/** Every card held in a Hand, character by character. */
export function cardsInHands(characters: readonly Pick<LocusCharacter, 'hand'>[]): Card[] {
  return characters.flatMap((character) => character.hand);
}

/**
 * A freshly shuffled deck of the 52 cards minus those held in Hands, and an empty discard pile.
 * [decision] Shuffling a new deck does not empty anyone's Hand: the Hand is the character's
 * burden and only the rules (shedding) take cards out of it.
 */
export function createDeckWithoutHands(
  characters: readonly Pick<LocusCharacter, 'hand'>[],
  rng: Rng,
): DeckState {
  const held = new Set(cardsInHands(characters).map(cardKey));
  return {
    drawPile: shuffleDeck(
      createDeck().filter((card) => !held.has(cardKey(card))),
      rng,
    ),
    discardPile: [],
  };
}

export interface DeckCounts {
  readonly drawPile: number;
  readonly discardPile: number;
  readonly inHands: number;
}

/** How many cards are where. */
export function countDeck(
  deck: DeckState | null,
  characters: readonly Pick<LocusCharacter, 'hand'>[],
): DeckCounts {
  return {
    drawPile: deck?.drawPile.length ?? 0,
    discardPile: deck?.discardPile.length ?? 0,
    inHands: cardsInHands(characters).length,
  };
}

/** "1 card", "40 cards". */
export function countCards(count: number): string {
  return howMany(count, 'card');
}
