/**
 * The Cast's shared card deck: the draw pile and the discard pile (cards in Hands live on the
 * characters). Kept in localStorage and shared by open tabs.
 *
 * Stored shape (key `rules-at-hand:locus-deck`): `{ version: 1, deck: DeckState | null }`, null
 * until the Director first shuffles. Unreadable storage resets to no deck with a notice.
 */
import * as z from 'zod/mini';
import { DeckStateSchema, type DeckState } from '../../rules/locus';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const LOCUS_DECK_KEY = 'rules-at-hand:locus-deck';

const StoredDeckSchema = z.object({ version: z.literal(1), deck: z.nullable(DeckStateSchema) });

const deck = createValidatedPersistent<DeckState | null>(LOCUS_DECK_KEY, null, {
  label: 'card deck',
  encode: (value) => JSON.stringify({ version: 1, deck: value }),
  parse: parseJsonWith(StoredDeckSchema, (data) => data.deck),
});

export const $deck = deck.$store;
export const $deckNotice = deck.$notice;
