/**
 * Which Cast member's sheet the Cast tracker last showed, so a reload opens the same sheet.
 * Kept in localStorage and shared by open tabs, as the Cast is.
 *
 * Stored shape (key `rules-at-hand:locus-shown-sheet`): `{ version: 1, id: string | null }`, a
 * character's id in the Cast store, or null before any sheet was chosen. An id no longer in the
 * Cast is simply not found: the tracker shows the first sheet then. Unreadable storage resets to
 * null with a notice and the text is kept aside; bump `version` and migrate here when the shape
 * changes.
 */
import * as z from 'zod/mini';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const LOCUS_SHOWN_SHEET_KEY = 'rules-at-hand:locus-shown-sheet';

const StoredShownSheetSchema = z.object({
  version: z.literal(1),
  id: z.nullable(z.string().check(z.minLength(1), z.maxLength(200))),
});

const shownSheet = createValidatedPersistent<string | null>(LOCUS_SHOWN_SHEET_KEY, null, {
  label: 'choice of sheet to show',
  encode: (id) => JSON.stringify({ version: 1, id }),
  parse: parseJsonWith(StoredShownSheetSchema, (data) => data.id),
});

export const $shownSheet = shownSheet.$store;
export const $shownSheetNotice = shownSheet.$notice;

/** Remembers the sheet shown (undefined: none chosen, the first is shown). */
export function showSheet(id: string | undefined): void {
  $shownSheet.set(id ?? null);
}
