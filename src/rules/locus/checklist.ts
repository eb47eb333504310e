/**
 * The Director's Pre-Session Checklist, word for word from "Director's Tools", as data, and pure
 * changes to a session's ticks. The ticks are a list of item ids in checklist order; ids are
 * stable so saved ticks survive a rewording, and unknown ids (from an older list) are dropped.
 */
import * as z from 'zod/mini';

export const PRE_SESSION_CHECKLIST = [
  { id: 'character-cards', text: 'Character cards reviewed — Haunts, Virtues, Attributes' },
  { id: 'monster-cards', text: 'Monster cards prepared for each Character' },
  { id: 'item-cards', text: 'Item cards prepared (starting items + found items)' },
  { id: 'blank-item-cards', text: 'Blank Item cards available' },
  { id: 'card-deck', text: 'Card deck shuffled, Jokers removed' },
  { id: 'dice', text: 'Dice available (ideally 3d6 per player)' },
  { id: 'layers-and-thresholds', text: 'Malus Locus layers and thresholds defined' },
  { id: 'mysteries-and-clues', text: 'Three mysteries and clues prepared' },
  { id: 'spot-effects', text: 'Spot Effects designed for each Character' },
  { id: 'set-pieces', text: 'Set Pieces prepared' },
  { id: 'foil-backstories', text: 'Foil backstories (Haunt/Virtue/Attitude) sketched' },
  { id: 'endings', text: 'Four endings and conditions defined' },
  { id: 'safety-tools', text: 'Safety tools discussed; hard limits confirmed with all players' },
] as const;

export type ChecklistItem = (typeof PRE_SESSION_CHECKLIST)[number];
export type ChecklistItemId = ChecklistItem['id'];

export const CHECKLIST_ITEM_IDS = PRE_SESSION_CHECKLIST.map(
  (item) => item.id,
) as readonly ChecklistItemId[];

export function isChecklistItemId(value: unknown): value is ChecklistItemId {
  return typeof value === 'string' && (CHECKLIST_ITEM_IDS as readonly string[]).includes(value);
}

/** Saved ticks: any list of strings; unknown ids and repeats are dropped by `normalizeTicks`. */
export const ChecklistTicksSchema = z.pipe(
  z.array(z.string()),
  z.transform((ticks: string[]) => normalizeTicks(ticks)),
);

/** Known ids only, each once, in checklist order. */
export function normalizeTicks(ticks: readonly string[]): ChecklistItemId[] {
  return CHECKLIST_ITEM_IDS.filter((id) => ticks.includes(id));
}

/** Tick the item if it is not ticked, untick it if it is. Throws RangeError for an unknown id. */
export function toggleChecklistItem(
  ticks: readonly ChecklistItemId[],
  id: ChecklistItemId,
): ChecklistItemId[] {
  return setChecklistItem(ticks, id, !ticks.includes(id));
}

/** Tick or untick one item. Throws RangeError for an unknown id. */
export function setChecklistItem(
  ticks: readonly ChecklistItemId[],
  id: ChecklistItemId,
  ticked: boolean,
): ChecklistItemId[] {
  if (!isChecklistItemId(id)) throw new RangeError(`There is no checklist item "${String(id)}".`);
  const others = ticks.filter((tick) => tick !== id);
  return normalizeTicks(ticked ? [...others, id] : others);
}

/** A new session: nothing ticked. */
export function resetChecklist(): ChecklistItemId[] {
  return [];
}

/** How many items are ticked, of how many. */
export function checklistProgress(ticks: readonly ChecklistItemId[]): {
  readonly done: number;
  readonly total: number;
  readonly complete: boolean;
} {
  const done = normalizeTicks(ticks).length;
  return {
    done,
    total: PRE_SESSION_CHECKLIST.length,
    complete: done === PRE_SESSION_CHECKLIST.length,
  };
}
