/**
 * The sentences LOOT tools say about a whole sheet: a roll written on it (and taken back), a sheet
 * removed, restored or added from a share link, its notes saved, an item taken off it. Kept here
 * with the other LOOT words so the tools only place them.
 */
import type { LootItem, LootSheet } from './sheet';

/**
 * What a roll written on a sheet says (`done`), what its Undo says once done (`undone`), and whose
 * sheet it is (`whose`), as the Undo names it when the sheet has changed since.
 */
export function describeLootSheetWrite(sheet: Pick<LootSheet, 'name'>): {
  readonly done: string;
  readonly undone: string;
  readonly whose: string;
} {
  const whose = `${sheet.name}’s sheet`;
  return {
    done: `Written on ${whose}.`,
    undone: `Took it back: ${whose} is as it was before the roll.`,
    whose,
  };
}

/** A sheet removed from the list (with its Undo beside it). */
export function describeLootSheetRemoved(sheet: Pick<LootSheet, 'name'>): string {
  return `Removed the sheet ${sheet.name}.`;
}

/** A removed sheet put back by its Undo. */
export function describeLootSheetRestored(sheet: Pick<LootSheet, 'name'>): string {
  return `Restored the sheet ${sheet.name}.`;
}

/** A sheet opened from a share link and added to the list. */
export function describeLootSharedSheetAdded(sheet: Pick<LootSheet, 'name'>): string {
  return `Added the shared sheet ${sheet.name}; it is now the active sheet.`;
}

/** The sheet's notes, saved as typed. */
export const LOOT_NOTES_SAVED = 'Notes saved.';

/** An item taken off the sheet with its Remove button. */
export function describeLootItemRemoved(item: Pick<LootItem, 'name'>): string {
  return `Removed ${item.name}.`;
}
