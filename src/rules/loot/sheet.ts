/**
 * The LOOT character sheet as data. In LOOT the inventory is the character: eleven numbered
 * slots, a d12 picks one and whatever is there decides the check. Every other LOOT rule
 * (checks, attacks, wounds, conditions) reads a sheet through `readSlot`, so the backpack rule
 * and the two-grip rule live in one place.
 */

export const SLOT_COUNT = 11;
export const SLOT_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type SlotNumber = (typeof SLOT_NUMBERS)[number];

export type BodyArea = 'head' | 'torso' | 'legs' | 'arms' | 'grips' | 'backpack';

/** Where each slot sits on the body, as the text numbers them. */
export const SLOT_AREAS: Readonly<Record<SlotNumber, BodyArea>> = {
  1: 'head',
  2: 'torso',
  3: 'torso',
  4: 'legs',
  5: 'arms',
  6: 'grips',
  7: 'grips',
  8: 'backpack',
  9: 'backpack',
  10: 'backpack',
  11: 'backpack',
};

export const AREA_LABELS: Readonly<Record<BodyArea, string>> = {
  head: 'Head',
  torso: 'Torso',
  legs: 'Legs/Feet',
  arms: 'Arms/Hands',
  grips: 'Grips',
  backpack: 'Backpack',
};

/** Wounds can only occur in slots 1-5. */
export const BODY_SLOTS = [1, 2, 3, 4, 5] as const satisfies readonly SlotNumber[];
export const GRIP_SLOTS = [6, 7] as const satisfies readonly SlotNumber[];
export const BACKPACK_SLOTS = [8, 9, 10, 11] as const satisfies readonly SlotNumber[];

export function isBodySlot(slot: number): boolean {
  return slot >= 1 && slot <= 5;
}

export function isGripSlot(slot: number): boolean {
  return slot === 6 || slot === 7;
}

export function isBackpackSlot(slot: number): boolean {
  return slot >= 8 && slot <= 11;
}

export type WoundState = 'none' | 'treated' | 'open';

/** A asphyxiation, B bleeding, C corruption, E exhaustion, F fire, H hypothermia, M malnourishment. */
export const CONDITION_LETTERS = ['A', 'B', 'C', 'E', 'F', 'H', 'M'] as const;
export type ConditionLetter = (typeof CONDITION_LETTERS)[number];

export const CONDITION_NAMES: Readonly<Record<ConditionLetter, string>> = {
  A: 'Asphyxiation',
  B: 'Bleeding',
  C: 'Corruption',
  E: 'Exhaustion',
  F: 'Fire',
  H: 'Hypothermia',
  M: 'Malnourishment',
};

export type ItemWeight = 'light' | 'normal' | 'heavy';
export type ArmourKind = 'none' | 'light' | 'heavy';
export type WeaponSize = 'none' | 'small' | 'medium' | 'bulky';

/** One item with the properties the rules read. */
export interface LootItem {
  readonly id: string;
  readonly name: string;
  /** Terrain checks: light (or no item) succeeds, heavy fails; evading fails on heavy. */
  readonly weight: ItemWeight;
  /** Makes substantial sound when moved (a tambourine, a chainmail shirt). */
  readonly noisy: boolean;
  readonly smelly: boolean;
  readonly flammable: boolean;
  /** Metal, glass or stone: noisy when bundled with or next to another rigid item. */
  readonly rigid: boolean;
  readonly armour: ArmourKind;
  readonly shield: boolean;
  readonly weapon: WeaponSize;
  /** Not armour, but can lessen a blow (a thick book, a padded coat): a hit gives a treated wound. */
  readonly cushions: boolean;
  /** The body area where the item is worn or held when equipped; absent: worn nowhere (weapons and shields still go in the grips, armour on the torso). */
  readonly equips?: EquipArea;
}

/** Where an item can be equipped: the body areas of slots 1-7. Backpack slots never equip. */
export type EquipArea = Exclude<BodyArea, 'backpack'>;

export interface LootSlot {
  /** The items in the slot: more than one is a bundle. An item held in both grips is listed in 6 and 7 with the same id. */
  readonly items: readonly LootItem[];
  /** Marked by a terrain check or by fatigue. */
  readonly marked: boolean;
  readonly wound: WoundState;
  readonly conditions: readonly ConditionLetter[];
  /** Full rounds the slot has been on fire (0 or absent: just ignited or not burning). */
  readonly fireRounds?: number;
}

export interface LootSheet {
  readonly id: string;
  readonly name: string;
  /** Index 0 is slot 1; always SLOT_COUNT long. */
  readonly slots: readonly LootSlot[];
  /** Slots 8-11 count as empty until the pack is put back on. */
  readonly backpackDropped: boolean;
  readonly notes: string;
  /** The slot each condition marked last: hypothermia's frostbite and malnourishment's "lower number each time" read it. */
  readonly lastMarked?: Partial<Record<ConditionLetter, SlotNumber>>;
}

export const EMPTY_SLOT: LootSlot = { items: [], marked: false, wound: 'none', conditions: [] };

export function emptySheet(id: string, name: string): LootSheet {
  return { id, name, slots: SLOT_NUMBERS.map(() => EMPTY_SLOT), backpackDropped: false, notes: '' };
}

export function newItem(
  id: string,
  name: string,
  properties: Partial<Omit<LootItem, 'id' | 'name'>> = {},
): LootItem {
  return {
    id,
    name,
    weight: 'normal',
    noisy: false,
    smelly: false,
    flammable: false,
    rigid: false,
    armour: 'none',
    shield: false,
    weapon: 'none',
    cushions: false,
    ...properties,
  };
}

/** Whether a slot is in a dropped backpack, and so counts as empty. */
export function isLootSlotDropped(sheet: LootSheet, slot: number): boolean {
  return sheet.backpackDropped && isBackpackSlot(slot);
}

/**
 * A slot as the rules see it: with the backpack dropped, slots 8-11 read as empty (no items,
 * no marks). Throws on a slot number outside 1-11, which is a programming error, not input.
 */
export function readSlot(sheet: LootSheet, slot: number): LootSlot {
  if (!Number.isInteger(slot) || slot < 1 || slot > SLOT_COUNT)
    throw new RangeError(`slot ${slot} is not 1-${SLOT_COUNT}`);
  if (isLootSlotDropped(sheet, slot)) return EMPTY_SLOT;
  return sheet.slots[slot - 1] ?? EMPTY_SLOT;
}

/** "Slot 3 (Torso)", for results and the roll log. */
export function slotName(slot: SlotNumber): string {
  return `slot ${slot} (${AREA_LABELS[SLOT_AREAS[slot]]})`;
}
