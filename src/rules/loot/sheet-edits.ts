/**
 * The LOOT inventory sheet's edits by hand, each with the sentence the sheet says after it: an
 * item saved from the item form (where it goes, whether the grips allow it), a slot marked, a
 * wound set, a condition letter ticked. The widgets read the form and show the sentence; what is
 * allowed and what is said is decided here.
 */
import { succeed, type Result } from '../result';
import { parseLootName } from './errors';
import {
  addLootItem,
  findLootItemSlots,
  holdLootItem,
  isLootGripSlot,
  lootEquipWarning,
  LOOT_ARMOUR_OPTIONS,
  LOOT_EQUIP_LABELS,
  LOOT_MAX_SHEETS,
  LOOT_NAME_MAX,
  LOOT_WEAPON_OPTIONS,
  LOOT_WEIGHT_OPTIONS,
  LOOT_WORN_ON_OPTIONS,
  moveLootItem,
  nextLootItemId,
  setLootSlotMarked,
  setLootWound,
  toggleLootCondition,
  updateLootItem,
  type LootEdit,
} from './inventory';
import {
  AREA_LABELS,
  CONDITION_LETTERS,
  CONDITION_NAMES,
  newItem,
  SLOT_AREAS,
  SLOT_NUMBERS,
  type BodyArea,
  type ConditionLetter,
  type EquipArea,
  type LootItem,
  type LootSheet,
  type SlotNumber,
  type WoundState,
} from './sheet';

/** A change made on a sheet and the sentence that says it. */
export interface LootSheetChange {
  readonly sheet: LootSheet;
  readonly note: string;
}

// ---------------------------------------------------------------------------------------------
// The item form

/** An item as the form holds it before it is saved (it gets its id then). */
export type LootItemDraft = Omit<LootItem, 'id'>;

/** Where the form puts an item held in a grip: that grip only, or both. */
export type LootGripChoice = 'one' | 'both';

/** The slots as the form offers them: "6 Grips". */
export const LOOT_SLOT_OPTIONS = SLOT_NUMBERS.map((n) => ({
  value: String(n),
  label: `${n} ${AREA_LABELS[SLOT_AREAS[n]]}`,
}));

export const LOOT_GRIP_OPTIONS = [
  { value: 'one', label: 'This grip only' },
  { value: 'both', label: 'Both grips (6 and 7)' },
] as const satisfies readonly { value: LootGripChoice; label: string }[];

export const LOOT_WOUND_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'treated', label: 'Treated' },
  { value: 'open', label: 'Open' },
] as const satisfies readonly { value: WoundState; label: string }[];

/** A new item's empty form: a normal item with no name and no properties. */
export function blankLootItem(): LootItemDraft {
  const { id: _unused, ...rest } = newItem('draft', '');
  return rest;
}

/** Where the form starts for `item` (or a new one): its first slot, and both grips when it holds two. */
export function lootItemPlace(
  sheet: LootSheet,
  item: LootItem | undefined,
): { slot: SlotNumber; grip: LootGripChoice } {
  const slots = item ? findLootItemSlots(sheet, item.id) : [];
  return { slot: slots[0] ?? 1, grip: slots.length > 1 ? 'both' : 'one' };
}

/** The draft worn on `area`, or on nowhere in particular for ''. */
function wearLootItemOn(draft: LootItemDraft, area: EquipArea | ''): LootItemDraft {
  const { equips: _old, ...rest } = draft;
  return area === '' ? rest : { ...rest, equips: area };
}

/**
 * The item form's selects, in order: the property each sets, its label and its options. A change
 * of `movesItem` can change where the item may go (the grips read a weapon's size).
 */
export const LOOT_ITEM_CHOICES = [
  { key: 'weight', label: 'Weight', options: LOOT_WEIGHT_OPTIONS, movesItem: false },
  { key: 'weapon', label: 'Weapon', options: LOOT_WEAPON_OPTIONS, movesItem: true },
  { key: 'armour', label: 'Armour', options: LOOT_ARMOUR_OPTIONS, movesItem: false },
  { key: 'equips', label: 'Worn on', options: LOOT_WORN_ON_OPTIONS, movesItem: false },
] as const;

export type LootItemChoiceKey = (typeof LOOT_ITEM_CHOICES)[number]['key'];

/** The option a select of the item form shows for the draft ('' for worn nowhere in particular). */
export function lootItemChoice(draft: LootItemDraft, key: LootItemChoiceKey): string {
  return key === 'equips' ? (draft.equips ?? '') : draft[key];
}

/** The draft with one select's option chosen; a value that is not one of its options changes nothing. */
export function chooseLootItemProperty(
  draft: LootItemDraft,
  key: LootItemChoiceKey,
  value: string,
): LootItemDraft {
  const choice = LOOT_ITEM_CHOICES.find((one) => one.key === key);
  if (!choice?.options.some((option) => option.value === value)) return draft;
  if (key === 'equips') return wearLootItemOn(draft, value as EquipArea | '');
  return { ...draft, [key]: value };
}

/** What the form asks to save: the draft, the item it edits (none for a new one) and where it goes. */
export interface LootItemSave {
  readonly draft: LootItemDraft;
  readonly editing: LootItem | undefined;
  readonly slot: SlotNumber;
  readonly grip: LootGripChoice;
}

/** Why the form was refused, and at which field the message goes. */
export interface LootItemRefusal {
  readonly field: 'name' | 'slot';
  readonly message: string;
}

/**
 * Saves the form's item: a name is needed; a new item is added to the slot, an edited one is
 * changed and moved there, and in a grip it is held there or in both grips as its size allows.
 * "Added Rope in slot 1." and any warning about where it is worn.
 */
export function saveLootItem(
  sheet: LootSheet,
  { draft, editing, slot, grip }: LootItemSave,
): Result<LootSheetChange, LootItemRefusal> {
  const name = parseLootName(draft.name, LOOT_NAME_MAX, 'item');
  if (!name.ok) return { ok: false, error: { field: 'name', message: name.error.message } };
  const item: LootItem = { ...draft, name: name.value, id: editing?.id ?? nextLootItemId(sheet) };
  const base = editing ? updateLootItem(sheet, item.id, () => item) : sheet;
  const inGrips = isLootGripSlot(slot);
  let result: LootEdit;
  if (inGrips) result = holdLootItem(base, item, grip === 'both' ? 'both' : slot);
  else if (editing) result = moveLootItem(base, item.id, slot);
  else result = addLootItem(base, slot, item);
  if (!result.ok) return { ok: false, error: { field: 'slot', message: result.error.message } };
  const where = inGrips && grip === 'both' ? 'both grips (slots 6 and 7)' : `slot ${slot}`;
  const warning = lootEquipWarning(item, slot);
  return succeed({
    sheet: result.value,
    note: `${editing ? 'Saved' : 'Added'} ${name.value} in ${where}.${warning ? ` ${warning}` : ''}`,
  });
}

// ---------------------------------------------------------------------------------------------
// A slot's row

/** "equips boots and shoes", or "never equipped" for the backpack. */
export function describeLootSlotEquips(area: BodyArea): string {
  return area === 'backpack' ? 'never equipped' : `equips ${LOOT_EQUIP_LABELS[area]}`;
}

/** A slot marked or unmarked by hand. */
export function markLootSlotByHand(
  sheet: LootSheet,
  slot: SlotNumber,
  marked: boolean,
): LootSheetChange {
  return {
    sheet: setLootSlotMarked(sheet, slot, marked),
    note: `Slot ${slot} ${marked ? 'marked' : 'unmarked'}.`,
  };
}

/** A wound set by hand (slots 1-5 only); an open wound marks the slot B. */
export function setLootWoundByHand(
  sheet: LootSheet,
  slot: SlotNumber,
  wound: WoundState,
): Result<LootSheetChange, { readonly message: string }> {
  const result = setLootWound(sheet, slot, wound);
  if (!result.ok) return result;
  return succeed({
    sheet: result.value,
    note:
      wound === 'open'
        ? `Slot ${slot} has an open wound and is marked B (bleeding).`
        : `Slot ${slot} wound: ${wound}.`,
  });
}

/** A condition letter ticked or cleared by hand (the conditions tool applies the spreading rules). */
export function toggleLootConditionByHand(
  sheet: LootSheet,
  slot: SlotNumber,
  letter: ConditionLetter,
  marked: boolean,
): LootSheetChange {
  return {
    sheet: toggleLootCondition(sheet, slot, letter, marked),
    note: `Slot ${slot}: ${CONDITION_NAMES[letter].toLowerCase()} ${marked ? 'marked' : 'removed'}.`,
  };
}

/** Why no sheet can be added while the list is full. */
export const LOOT_SHEETS_FULL = `At most ${LOOT_MAX_SHEETS} sheets can be kept; remove one first.`;

/** "Letters: A asphyxiation, B bleeding, …": the key to the letters on the sheet. */
export const LOOT_LETTERS_KEY = `Letters: ${CONDITION_LETTERS.map(
  (letter) => `${letter} ${CONDITION_NAMES[letter].toLowerCase()}`,
).join(', ')}.`;
