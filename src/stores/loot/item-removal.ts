/**
 * Removing an item from a LOOT sheet, with an Undo: the item and where it was are kept in this tab
 * (../undo-slot.ts) until the Undo puts it back or something else is done to the sheets here. Items
 * are not a roster of their own (they live in a sheet's slots), so this is the sheet's own Undo
 * slot rather than the kit's roster removal.
 */
import {
  describeLootItemPutBack,
  describeLootItemSheetGone,
  putBackLootItem,
  takeLootItem,
  type LootSheetChange,
  type RemovedLootItem,
} from '../../rules/loot';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
import { createUndoSlot } from '../undo-slot';
import { lootSheetById, lootSheetsRoster } from './sheets';

const removals = createUndoSlot<RemovedLootItem>();

/** The last item removed here, while its Undo is offered, or what the Undo could not put back. */
export const $lootItemRemoval = removals.$slot;

/** Something else was done to the sheets here: the Undo of the last removal goes. */
export const forgetLootItemRemoval = removals.drop;

/**
 * Saves a sheet changed by hand here and gives the sentence that says what changed; the Undo of
 * an item removed before it goes.
 */
export function saveLootSheet({ sheet, note }: LootSheetChange): string {
  removals.drop();
  lootSheetsRoster.update(sheet.id, () => sheet);
  return note;
}

/** Takes the item off the sheet and keeps it for Undo; undefined when either is not there. */
export function removeLootSheetItem(sheetId: string, itemId: string): RemovedLootItem | undefined {
  const sheet = lootSheetById(sheetId);
  const taken = sheet && takeLootItem(sheet, itemId);
  if (!taken) return undefined;
  lootSheetsRoster.update(sheetId, () => taken.sheet);
  removals.keep(taken.removed);
  return taken.removed;
}

/**
 * The Undo of the last removal here: the item back where it was, with the sentence that says so;
 * refused with why (its sheet is gone, it is back already, a slot filled up), which the slot keeps
 * to be said. Undefined when there is nothing to undo.
 */
export function undoLootItemRemoval(): Result<string, Problem> | undefined {
  return removals.undo<string, Problem>((removed) => {
    const sheet = lootSheetById(removed.sheetId);
    if (!sheet) return refuse('sheet-gone', describeLootItemSheetGone(removed));
    const back = putBackLootItem(sheet, removed);
    if (!back.ok) return back;
    lootSheetsRoster.update(sheet.id, () => back.value);
    return succeed(describeLootItemPutBack(removed));
  });
}
