/**
 * The ticks on the Director's Pre-Session Checklist for the session being prepared, kept in
 * localStorage and shared by open tabs. "Start a new session" clears them; the widget keeps the
 * previous ticks for its Undo.
 *
 * Stored shape (key `rules-at-hand:locus-checklist`): `{ version: 1, ticked: string[] }`, the
 * ids of the ticked items (`PRE_SESSION_CHECKLIST` in the rules). Unknown ids are dropped on
 * reading, so rewording or removing an item never breaks saved ticks. Unreadable storage resets
 * to nothing ticked with a notice; the text is kept aside.
 */
import * as z from 'zod/mini';
import {
  ChecklistTicksSchema,
  resetChecklist,
  toggleChecklistItem,
  type ChecklistItemId,
} from '../../rules/locus';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const LOCUS_CHECKLIST_KEY = 'rules-at-hand:locus-checklist';

const StoredChecklistSchema = z.object({ version: z.literal(1), ticked: ChecklistTicksSchema });

const checklist = createValidatedPersistent<ChecklistItemId[]>(LOCUS_CHECKLIST_KEY, [], {
  label: 'checklist',
  encode: (ticked) => JSON.stringify({ version: 1, ticked }),
  parse: parseJsonWith(StoredChecklistSchema, (data) => data.ticked),
});

export const $checklist = checklist.$store;
export const $checklistNotice = checklist.$notice;

export function toggleChecklistTick(id: ChecklistItemId): void {
  $checklist.set(toggleChecklistItem($checklist.get(), id));
}

/** Clear every tick for a new session; returns the ticks cleared, for Undo. */
export function startNewSession(): ChecklistItemId[] {
  const previous = $checklist.get();
  $checklist.set(resetChecklist());
  return previous;
}

/** Put back the ticks a new session cleared. */
export function restoreChecklist(ticked: readonly ChecklistItemId[]): void {
  $checklist.set(ChecklistTicksSchema.parse([...ticked]));
}
