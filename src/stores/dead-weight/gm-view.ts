/**
 * Whether the expedition tracker shows the GM view (the doom trackers and their effects), so a
 * reload, or another tab, opens it as the GM left it. Kept in localStorage and shared by open tabs,
 * as the expedition is.
 *
 * Stored shape (key `rules-at-hand:dw-gm-view`): `{ version: 1, shown: boolean }`. Unreadable
 * storage resets to hidden with a notice and the text is kept aside; bump `version` and migrate
 * here when the shape changes.
 */
import * as z from 'zod/mini';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const DW_GM_VIEW_KEY = 'rules-at-hand:dw-gm-view';

const StoredGmViewSchema = z.object({ version: z.literal(1), shown: z.boolean() });

const gmView = createValidatedPersistent<boolean>(DW_GM_VIEW_KEY, false, {
  label: 'choice to show the GM view',
  encode: (shown) => JSON.stringify({ version: 1, shown }),
  parse: parseJsonWith(StoredGmViewSchema, (data) => data.shown),
});

export const $dwGmView = gmView.$store;
export const $dwGmViewNotice = gmView.$notice;

/** Shows or hides the GM view, and remembers it. */
export function showDwGmView(shown: boolean): void {
  $dwGmView.set(shown);
}
