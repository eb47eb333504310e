/**
 * The Cast's shared card deck: the draw pile and the discard pile (cards in Hands live on the
 * characters). Kept in localStorage and shared by open tabs.
 *
 * Stored shape (key `rules-at-hand:locus-deck`): `{ version: 1, deck: DeckState | null }`, null
 * until the Director first shuffles. Unreadable storage resets to no deck with a notice.
 */
import * as z from 'zod/mini';
import type { Rng } from '../../rules/dice';
import {
  cardsInHands,
  createDeckWithoutHands,
  DeckStateSchema,
  describeNewDeck,
  describeShed,
  discard,
  displayName,
  drawCard,
  receiveDrawnCard,
  reshuffleDeck,
  shedCard,
  type Card,
  type DeckState,
  type DrawResolution,
  type LocusCharacter,
  type LocusResult,
  type ShedTrigger,
} from '../../rules/locus';
import { refuse, succeed } from '../../rules/result';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';
import { $cast, updateCharacter } from './cast';

export const LOCUS_DECK_KEY = 'rules-at-hand:locus-deck';

const StoredDeckSchema = z.object({ version: z.literal(1), deck: z.nullable(DeckStateSchema) });

const deck = createValidatedPersistent<DeckState | null>(LOCUS_DECK_KEY, null, {
  label: 'card deck',
  encode: (value) => JSON.stringify({ version: 1, deck: value }),
  parse: parseJsonWith(StoredDeckSchema, (data) => data.deck),
});

export const $deck = deck.$store;
export const $deckNotice = deck.$notice;

/** Gathers both piles into a new shuffled deck, leaving out the cards held in Hands; says so. */
export function shuffleNewDeck(rng: Rng): string {
  const { characters } = $cast.get();
  $deck.set(createDeckWithoutHands(characters, rng));
  return describeNewDeck(cardsInHands(characters).length);
}

/** Shuffles the discard pile in under the draw pile; refused without a deck or any discards. */
export function reshuffleDiscardPile(rng: Rng): LocusResult<string> {
  const deck = $deck.get();
  const done = deck
    ? reshuffleDeck(deck, rng)
    : refuse('empty-discard-pile', 'The discard pile is empty: nothing to reshuffle.');
  if (!done.ok) return done;
  $deck.set(done.value.state);
  return succeed(done.value.text);
}

/**
 * Draws the top card for a character: a Virtue-suit card gives its WP and goes to the discard
 * pile, any other joins the Hand. Refused (nothing changes) when the draw pile is empty or the
 * character left the Cast meanwhile (another tab).
 */
export function drawCardFor(
  characterId: string,
): LocusResult<{ readonly resolution: DrawResolution; readonly character: LocusCharacter }> {
  const deck = $deck.get();
  const next = deck ? drawCard(deck) : refuse('empty-draw-pile', 'Shuffle a new deck first.');
  if (!next.ok) return next;
  const { card, state } = next.value;
  let resolution: DrawResolution | undefined;
  const updated = updateCharacter(characterId, (current) => {
    const received = receiveDrawnCard(current, card);
    resolution = received.resolution;
    return received.character;
  });
  if (!updated.ok) return updated;
  if (!resolution) return refuse('unknown-character', 'The card could not be given.');
  $deck.set(resolution.destination === 'discard' ? discard(state, card) : state);
  return succeed({ resolution, character: updated.value });
}

/** Sheds a card from a character's Hand for a reason the text allows, onto the discard pile. */
export function shedFromHand(
  characterId: string,
  card: Card,
  trigger: ShedTrigger,
): LocusResult<string> {
  const shed = updateCharacter(characterId, (current) => shedCard(current, card, trigger));
  if (!shed.ok) return shed;
  const deck = $deck.get();
  if (deck) $deck.set(discard(deck, card));
  return succeed(describeShed(card, displayName(shed.value), deck !== null));
}
