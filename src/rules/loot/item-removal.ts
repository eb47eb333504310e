/**
 * Taking an item off a LOOT sheet so that it can be put back: where it was is kept with it (the
 * slot and its place in that slot's list, two places for an item held in both grips), so the Undo
 * of a Remove tapped by mistake puts it back exactly as it was, bundle order included, while the
 * rest of the sheet keeps any change made since.
 */
import { refuse, succeed } from '../result';
import { SLOT_NUMBERS, type LootItem, type LootSheet, type SlotNumber } from './sheet';
import { LOOT_MAX_ITEMS_PER_SLOT, removeLootItem, type LootEdit } from './inventory';
import { changeLootSlot } from './wounds';

/** Where a removed item was listed: its slot and its index in that slot's items. */
export interface LootItemPlace {
  readonly slot: SlotNumber;
  readonly index: number;
}

/** An item taken off a sheet, with the sheet it came from and where it was listed there. */
export interface RemovedLootItem {
  readonly sheetId: string;
  readonly sheetName: string;
  readonly item: LootItem;
  /** In slot order; never empty. */
  readonly places: readonly LootItemPlace[];
}

/** The items a slot lists, a dropped backpack's too (they are still on the sheet). */
function listed(sheet: LootSheet, slot: SlotNumber): readonly LootItem[] {
  return sheet.slots[slot - 1]?.items ?? [];
}

/** The sheet without the item, and what putting it back needs; undefined when it is not there. */
export function takeLootItem(
  sheet: LootSheet,
  itemId: string,
): { readonly sheet: LootSheet; readonly removed: RemovedLootItem } | undefined {
  const places: LootItemPlace[] = [];
  let item: LootItem | undefined;
  for (const slot of SLOT_NUMBERS) {
    const index = listed(sheet, slot).findIndex((each) => each.id === itemId);
    if (index < 0) continue;
    places.push({ slot, index });
    item ??= listed(sheet, slot)[index];
  }
  if (!item) return undefined;
  return {
    sheet: removeLootItem(sheet, itemId),
    removed: { sheetId: sheet.id, sheetName: sheet.name, item, places },
  };
}

/**
 * Puts a removed item back at its places (at the end of a slot that holds fewer items now).
 * Refused when the item is on the sheet again (put back already, here or in another tab) or a
 * slot it was in has filled up since.
 */
export function putBackLootItem(sheet: LootSheet, removed: RemovedLootItem): LootEdit {
  const { item, places } = removed;
  if (places.some(({ slot }) => listed(sheet, slot).some((i) => i.id === item.id))) {
    return refuse('item-back', `${item.name} is on ${sheet.name}’s sheet again already.`);
  }
  const full = places.find(({ slot }) => listed(sheet, slot).length >= LOOT_MAX_ITEMS_PER_SLOT);
  if (full) {
    return refuse(
      'slot-full',
      `Could not put ${item.name} back: slot ${full.slot} holds ${LOOT_MAX_ITEMS_PER_SLOT} items now. Remove one first.`,
    );
  }
  return succeed(
    places.reduce(
      (next, { slot, index }) =>
        changeLootSlot(next, slot, (s) => ({
          ...s,
          items: [...s.items.slice(0, index), item, ...s.items.slice(index)],
        })),
      sheet,
    ),
  );
}

/**
 * The slot of this sheet at whose foot the last removal (or its refused Undo) is said: where the
 * item was, so the Undo stands where the finger that pressed Remove still is.
 */
export function lootItemRemovalSlot(
  undo: {
    readonly removed: RemovedLootItem | null;
    readonly refused: RemovedLootItem | null;
  },
  sheetId: string,
): SlotNumber | undefined {
  const about = undo.removed ?? undo.refused;
  return about?.sheetId === sheetId ? about.places[0]?.slot : undefined;
}

/** A removed item put back by its Undo. */
export function describeLootItemPutBack(removed: Pick<RemovedLootItem, 'item' | 'places'>): string {
  const slots = removed.places.map(({ slot }) => slot).join(' and ');
  return `Put ${removed.item.name} back in slot${removed.places.length > 1 ? 's' : ''} ${slots}.`;
}

/** Why a removed item cannot come back: its sheet was removed meanwhile. */
export function describeLootItemSheetGone(removed: Pick<RemovedLootItem, 'item' | 'sheetName'>) {
  return `Could not put ${removed.item.name} back: the sheet ${removed.sheetName} is gone.`;
}
