/**
 * A slot of a LOOT sheet as the tools draw it: the inventory sheet's slot (its area and what it
 * equips, whether a dropped backpack empties it, each item with its tags and warning) and the
 * conditions tool's strip of letters and wounds. What each part says is read here.
 */
import {
  describeLootItemTags,
  isHeldInBothGrips,
  isLootItemEquipped,
  lootEquipWarning,
} from './inventory';
import { describeLootSlotEquips } from './sheet-edits';
import {
  AREA_LABELS,
  isBodySlot,
  isLootSlotDropped,
  SLOT_AREAS,
  SLOT_NUMBERS,
  type LootItem,
  type LootSheet,
  type LootSlot,
  type SlotNumber,
} from './sheet';

/** An item as its slot lists it. */
export interface LootSlotItemView {
  readonly item: LootItem;
  readonly equipped: boolean;
  readonly bothGrips: boolean;
  /** Its properties in a few words ("heavy, noisy"), '' for none. */
  readonly tags: string;
  readonly warning: string | undefined;
}

/** A slot of the inventory sheet as drawn. */
export interface LootSlotView {
  readonly state: LootSlot;
  /** "Torso". */
  readonly area: string;
  /** "equips armour and clothes", or "never equipped" for the backpack. */
  readonly equips: string;
  /** The backpack is dropped: this slot counts as empty. */
  readonly dropped: boolean;
  /** Slots 1-5 take wounds. */
  readonly body: boolean;
  /** "Bundle in slot 8" when several items share it, else "Item in slot 8". */
  readonly itemsLabel: string;
  readonly items: readonly LootSlotItemView[];
}

/** Slot `slot` of `sheet` as the inventory sheet draws it; undefined for a slot the sheet lacks. */
export function lootSlotView(sheet: LootSheet, slot: SlotNumber): LootSlotView | undefined {
  const state = sheet.slots[slot - 1];
  if (!state) return undefined;
  const area = SLOT_AREAS[slot];
  return {
    state,
    area: AREA_LABELS[area],
    equips: describeLootSlotEquips(area),
    dropped: isLootSlotDropped(sheet, slot),
    body: isBodySlot(slot),
    itemsLabel: `${state.items.length > 1 ? 'Bundle' : 'Item'} in slot ${slot}`,
    items: state.items.map((item) => ({
      item,
      equipped: isLootItemEquipped(item, slot),
      bothGrips: isHeldInBothGrips(sheet, item.id),
      tags: describeLootItemTags(item).join(', '),
      warning: lootEquipWarning(item, slot),
    })),
  };
}

/** A slot in the conditions tool's strip: its letters ('' for none) and its wound, if any. */
export interface LootStripSlot {
  readonly slot: SlotNumber;
  readonly letters: string;
  /** "open wound", or null when the slot has none. */
  readonly wound: string | null;
}

/** Every slot of `sheet` with its condition letters and wound, for the conditions tool's strip. */
export function lootConditionStrip(sheet: LootSheet): LootStripSlot[] {
  return SLOT_NUMBERS.map((slot) => {
    const state = sheet.slots[slot - 1];
    return {
      slot,
      letters: state?.conditions.join(' ') ?? '',
      wound: state && state.wound !== 'none' ? `${state.wound} wound` : null,
    };
  });
}
