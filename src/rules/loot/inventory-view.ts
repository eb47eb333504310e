/**
 * The inventory sheet as it shows, decided here: the active sheet's heading, its backpack button
 * and note, its share link, its slots with the one the last item removal is said under, the
 * rename field's limits; and what a shared sheet holds before it is added.
 */
import {
  describeLootSheetSlots,
  encodeLootSheetLink,
  LOOT_NAME_HINT,
  LOOT_NAME_MAX,
} from './inventory';
import { lootItemRemovalSlot } from './item-removal';
import { SLOT_NUMBERS, type LootSheet, type SlotNumber } from './sheet';
import { LOOT_LETTERS_KEY } from './sheet-edits';

export interface LootInventorySheetView {
  readonly heading: string;
  readonly rename: { readonly maxLength: number; readonly hint: string };
  readonly backpack: {
    readonly dropped: boolean;
    readonly button: string;
    /** Said above the slots while the backpack is dropped; null otherwise. */
    readonly note: string | null;
  };
  readonly share: { readonly value: string; readonly what: string };
  readonly lettersKey: string;
  /** "Slots of Ada" */
  readonly slotsLabel: string;
  readonly slots: readonly SlotNumber[];
  /** The slot at whose foot the last item removal (or its refused Undo) is said, if on this sheet. */
  readonly undoSlot: SlotNumber | undefined;
}

export function viewLootInventorySheet(
  sheet: LootSheet,
  itemRemoval: Parameters<typeof lootItemRemovalSlot>[0],
): LootInventorySheetView {
  const dropped = sheet.backpackDropped;
  return {
    heading: sheet.name,
    rename: { maxLength: LOOT_NAME_MAX, hint: LOOT_NAME_HINT },
    backpack: {
      dropped,
      button: dropped ? 'Put the backpack back on' : 'Drop the backpack',
      note: dropped ? 'The backpack is dropped: slots 8-11 count as empty.' : null,
    },
    share: { value: encodeLootSheetLink(sheet), what: `the sheet ${sheet.name}` },
    lettersKey: LOOT_LETTERS_KEY,
    slotsLabel: `Slots of ${sheet.name}`,
    slots: SLOT_NUMBERS,
    undoSlot: lootItemRemovalSlot(itemRemoval, sheet.id),
  };
}

/** What a shared sheet holds, shown before it is added: its items a line a slot, and the backpack. */
export function viewLootSharedSheet(sheet: LootSheet): {
  /** "Items of the shared sheet Ada" */
  readonly label: string;
  readonly lines: readonly string[];
  readonly empty: string | null;
  readonly backpack: string | null;
} {
  const lines = describeLootSheetSlots(sheet);
  return {
    label: `Items of the shared sheet ${sheet.name}`,
    lines,
    empty: lines.length === 0 ? 'Its slots are empty.' : null,
    backpack: sheet.backpackDropped ? 'The backpack is dropped.' : null,
  };
}
