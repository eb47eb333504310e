/**
 * The Cast's deck seen whole: the draw pile and discard pile in `$deck`, and the cards held in
 * the characters' Hands (which are in neither pile). A new deck leaves out the cards still held,
 * so no card can be in two places.
 */
import { howMany } from '../words';
import type { Rng } from '../dice';
import { cardLabel } from './card-text';
import {
  cardKey,
  createDeck,
  drawCard,
  reshuffleDiscards,
  shuffleDeck,
  type Card,
  type DeckState,
} from './cards';
import type { LocusCharacter } from './character';
import { refuse, succeed } from '../result';
import type { LocusResult } from './errors';

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

/** What a new deck holds, said once it is shuffled: the cards held in Hands are left out. */
export function describeNewDeck(inHands: number): string {
  return inHands > 0
    ? `A new deck is shuffled: ${countCards(52 - inHands)}, leaving out the ${countCards(inHands)} held in Hands.`
    : 'A new deck of 52 cards is shuffled.';
}

/**
 * The discard pile shuffled in under the draw pile, with the sentence that says so; refused when
 * the discard pile is empty, since a press that changes nothing would read as a fault.
 */
export function reshuffleDeck(
  state: DeckState,
  rng: Rng,
): LocusResult<{ readonly state: DeckState; readonly text: string }> {
  if (state.discardPile.length === 0)
    return refuse('empty-discard-pile', 'The discard pile is empty: nothing to reshuffle.');
  return succeed({
    state: reshuffleDiscards(state, rng),
    text: `${countCards(state.discardPile.length)} from the discard pile shuffled in under the ${countCards(state.drawPile.length)} left in the draw pile.`,
  });
}

/**
 * Why a card cannot be drawn now (no deck, an empty draw pile, nobody chosen), or null. The Draw
 * button is off while there is a reason and shows it, so a press never does nothing.
 */
export function drawBlockedReason(deck: DeckState | null, drawerChosen: boolean): string | null {
  if (deck === null) return 'Shuffle a new deck first.';
  const next = drawCard(deck);
  if (!next.ok) return next.error.message;
  return drawerChosen ? null : 'Choose the Character who draws.';
}

/** "Q♥ Queen of Hearts shed from Ada's Hand to the discard pile." (or set aside without a deck). */
export function describeShed(card: Card, name: string, deckShuffled: boolean): string {
  return `${cardLabel(card)} shed from ${name}'s Hand${deckShuffled ? ' to the discard pile' : ' (no deck is shuffled, so it is simply set aside)'}.`;
}
