/**
 * The Cast's shared card deck: the draw pile and the discard pile (cards in Hands live on the
 * characters). Kept in localStorage and shared by open tabs.
 *
 * Stored shape (key `rules-at-hand:locus-deck`): `{ version: 1, deck: DeckState | null }`, null
 * until the Director first shuffles. Unreadable storage resets to no deck with a notice.
 */
import * as z from 'zod';
import { DeckStateSchema, type DeckState } from '../../rules/locus';
import { createValidatedPersistent } from '../validated-persistent';

export const LOCUS_DECK_KEY = 'rules-at-hand:locus-deck';

const StoredDeckSchema = z.object({ version: z.literal(1), deck: DeckStateSchema.nullable() });

const deck = createValidatedPersistent<DeckState | null>(LOCUS_DECK_KEY, null, {
  label: 'card deck',
  encode: (value) => JSON.stringify({ version: 1, deck: value }),
  parse: (text) => {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return { ok: false, message: 'it is not valid JSON' };
    }
    const parsed = StoredDeckSchema.safeParse(data);
    return parsed.success ? { ok: true, value: parsed.data.deck } : { ok: false, message: 'it is in an unknown format' };
  },
});

export const $deck = deck.$store;
export const $deckNotice = deck.$notice;
