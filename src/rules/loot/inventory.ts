/**
 * Editing a LOOT inventory: putting items in slots (several items in one slot make a bundle),
 * what each body area can equip, weapons in the grips by size, dropping the backpack, and the
 * saved form of the sheets.
 *
 * Saved shape (`serializeLootSheets`, also the export file, `lootSheetsFileCodec`): `{ "version": 1, "sheets": LootSheet[] }`.
 * Optional fields (`equips`, `fireRounds`, `lastMarked`) may be absent, so older files still read.
 * A new version must migrate here, in `parseLootSheets`.
 *
 * Share link: `?sheet=l1.<base64url of one LootSheet as JSON>`, validated with the same schema as
 * an import; the receiver adds it as a new sheet (a taken id gets a new one).
 */
import { createFileCodec, datedFileName } from '../file-codec';
import { describeIssues } from '../plain-issues';
import { readJsonText } from '../json-text';
import { fail, refuse, succeed, type Problem, type Result } from '../result';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import {
  AREA_LABELS,
  CONDITION_LETTERS,
  SLOT_AREAS,
  SLOT_COUNT,
  SLOT_NUMBERS,
  isBackpackSlot,
  isBodySlot,
  readSlot,
  slotName,
  type ArmourKind,
  type ConditionLetter,
  type EquipArea,
  type ItemWeight,
  type WeaponSize,
  type LootItem,
  type LootSheet,
  type SlotNumber,
} from './sheet';
import { changeLootSlot } from './wounds';
import { createShareCodec, parseShareWithSchema, type ShareLinkResult } from '../share-link';

// ---------------------------------------------------------------------------------------------
// Schema

/** The longest name of a character or an item: the rule, the saved data and the field's limit. */
export const LOOT_NAME_MAX = 60;
/** Said under a name field, whose limit cuts a longer text it is given (a paste) to this length. */
export const LOOT_NAME_HINT = `At most ${LOOT_NAME_MAX} characters.`;
export const LOOT_MAX_SHEETS = 100;
export const LOOT_MAX_ITEMS_PER_SLOT = 20;

const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'a name is required'),
    z.maxLength(LOOT_NAME_MAX, `at most ${LOOT_NAME_MAX} characters`),
  );
const EQUIP_AREAS = [
  'head',
  'torso',
  'legs',
  'arms',
  'grips',
] as const satisfies readonly EquipArea[];

export const LootItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  name,
  weight: z.enum(['light', 'normal', 'heavy']),
  noisy: z.boolean(),
  smelly: z.boolean(),
  flammable: z.boolean(),
  rigid: z.boolean(),
  armour: z.enum(['none', 'light', 'heavy']),
  shield: z.boolean(),
  weapon: z.enum(['none', 'small', 'medium', 'bulky']),
  cushions: z.boolean(),
  equips: z.optional(z.enum(EQUIP_AREAS)),
});

const slotNumber = wholeNumberSchema(1, SLOT_COUNT) as unknown as z.ZodMiniType<SlotNumber>;

export const LootSlotSchema = z.object({
  items: z
    .array(LootItemSchema)
    .check(
      z.maxLength(LOOT_MAX_ITEMS_PER_SLOT, `at most ${LOOT_MAX_ITEMS_PER_SLOT} items in a slot`),
    ),
  marked: z.boolean(),
  wound: z.enum(['none', 'treated', 'open']),
  conditions: z.array(z.enum(CONDITION_LETTERS)),
  fireRounds: z.optional(wholeNumberSchema(0, 1000)),
});

export const LootSheetSchema = z
  .object({
    id: z
      .string()
      .check(z.regex(/^[a-z0-9-]{1,60}$/, 'expected 1-60 lower-case letters, digits or dashes')),
    name,
    slots: z
      .array(LootSlotSchema)
      .check(z.length(SLOT_COUNT, `expected exactly ${SLOT_COUNT} slots`)),
    backpackDropped: z.boolean(),
    notes: z.string().check(z.maxLength(4000)),
    lastMarked: z.optional(z.partialRecord(z.enum(CONDITION_LETTERS), slotNumber)),
  })
  .check(
    z.superRefine((sheet, context) => {
      sheet.slots.forEach((slot, index) => {
        if (slot.wound !== 'none' && index >= 5)
          context.addIssue({
            code: 'custom',
            message: 'should be "none": wounds only occur in slots 1-5',
            path: ['slots', index, 'wound'],
          });
      });
    }),
  );

export const LootSheetsFileSchema = z.object({
  version: z.literal(1),
  sheets: z
    .array(LootSheetSchema)
    .check(z.maxLength(LOOT_MAX_SHEETS, `at most ${LOOT_MAX_SHEETS} sheets`)),
});

/** Reads saved sheets or an imported file's parsed JSON; the refusal names the field in plain words. */
export function readLootSheetsData(
  data: unknown,
): Result<LootSheet[], { message: string; path?: string }> {
  const parsed = LootSheetsFileSchema.safeParse(data);
  if (!parsed.success) return fail(describeIssues(parsed.error.issues, 'the file', data));
  const ids = new Set<string>();
  for (const sheet of parsed.data.sheets) {
    if (ids.has(sheet.id)) return fail({ message: `two sheets share the id "${sheet.id}"` });
    ids.add(sheet.id);
  }
  return succeed(parsed.data.sheets as LootSheet[]);
}

/** Reads saved text; the refusal names the field in plain words ("Sheet 1, slot 4, wound ..."). */
export function parseLootSheets(text: string) {
  return readJsonText(text, readLootSheetsData);
}

export function serializeLootSheets(sheets: readonly LootSheet[]): string {
  return JSON.stringify({ version: 1, sheets });
}

/** "1 sheet", "3 sheets". */
export function describeLootSheets(sheets: readonly LootSheet[]): string {
  return sheets.length === 1 ? '1 sheet' : `${sheets.length} sheets`;
}

/**
 * The sheets as a file, the saved shape: `loot-<id>-<day>.json` for one sheet,
 * `loot-sheets-<day>.json` for several. An import adds the sheets, so a file with none is refused.
 */
export const lootSheetsFileCodec = createFileCodec<readonly LootSheet[]>({
  kind: 'loot-sheets',
  // Far more than 100 full sheets.
  maxLength: 2_000_000,
  parse: readLootSheetsData,
  toFile: (sheets) => ({ version: 1, sheets }),
  fileName: (sheets, date) =>
    datedFileName(sheets.length === 1 && sheets[0] ? `loot-${sheets[0].id}` : 'loot-sheets', date),
  describe: describeLootSheets,
  isEmpty: (sheets) => sheets.length === 0,
});

// ---------------------------------------------------------------------------------------------
// Share links

export const LOOT_SHEET_SHARE_PARAM = 'sheet';
export const LOOT_SHEET_LINK_VERSION = 'l1';
/**
 * Above what the fullest valid sheet encodes to (11 slots of 20 items with long names and
 * 4,000 characters of notes); longer input is refused unread.
 */
export const MAX_LOOT_SHEET_LINK_LENGTH = 400_000;

const lootSheetCodec = createShareCodec<LootSheet>({
  version: LOOT_SHEET_LINK_VERSION,
  what: 'LOOT sheet',
  maxLength: MAX_LOOT_SHEET_LINK_LENGTH,
  parse: parseShareWithSchema(LootSheetSchema as unknown as z.ZodMiniType<LootSheet>, 'the sheet'),
});

/** The link parameter's value for one sheet. */
export function encodeLootSheetLink(sheet: LootSheet): string {
  return lootSheetCodec.encode(sheet);
}

/** Read a link parameter back into a sheet, validated like an imported file; tampering gives an error value. */
export function decodeLootSheetLink(value: string): ShareLinkResult<LootSheet> {
  return lootSheetCodec.decode(value);
}

// ---------------------------------------------------------------------------------------------
// Ids

/** `base`, or `base-2`, `base-3` ... whichever is free. */
export function createUniqueLootId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1)
    if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** An item id not used on the sheet: item-1, item-2 ... */
export function nextLootItemId(sheet: LootSheet): string {
  const taken = new Set(sheet.slots.flatMap((slot) => slot.items.map((item) => item.id)));
  for (let n = 1; ; n += 1) if (!taken.has(`item-${n}`)) return `item-${n}`;
}

// ---------------------------------------------------------------------------------------------
// Equipping

/** The text's table: what each area equips. */
export const LOOT_EQUIP_LABELS: Readonly<Record<EquipArea | 'backpack', string>> = {
  head: 'hats & helms',
  torso: 'armor, shirts, scarves, etc.',
  legs: 'boots, shoes, etc.',
  arms: 'gloves, grieves, etc.',
  grips: 'weapons, shields, wands, etc.',
  backpack: 'never equipped',
};

/** Where an item is equipped: its own `equips`, else weapons and shields in the grips and armour on the torso. */
export function lootEquipArea(item: LootItem): EquipArea | undefined {
  if (item.equips) return item.equips;
  if (item.weapon !== 'none' || item.shield) return 'grips';
  if (item.armour !== 'none') return 'torso';
  return undefined;
}

/** True when the item is worn or held where it sits (stored items in other slots are only carried). */
export function isLootItemEquipped(item: LootItem, slot: number): boolean {
  const area = lootEquipArea(item);
  return area !== undefined && !isBackpackSlot(slot) && SLOT_AREAS[slot as SlotNumber] === area;
}

/**
 * A warning, not a refusal: any slot stores any item, but an item that equips somewhere else
 * (armour in the backpack, a helm in the grips) is only carried there.
 */
export function lootEquipWarning(item: LootItem, slot: SlotNumber): string | undefined {
  const area = lootEquipArea(item);
  if (area === undefined || isLootItemEquipped(item, slot)) return undefined;
  const here = isBackpackSlot(slot)
    ? 'backpack slots are never equipped'
    : `${AREA_LABELS[SLOT_AREAS[slot]]} equips ${LOOT_EQUIP_LABELS[SLOT_AREAS[slot] as EquipArea]}`;
  return `${item.name} is carried, not equipped, in ${slotName(slot)}: ${here}. It equips on ${AREA_LABELS[area]}.`;
}

// ---------------------------------------------------------------------------------------------
// Items in slots

/** Why an item or a wound could not go where it was put. */
export type LootEditProblem =
  'no-slot' | 'slot-full' | 'wrong-grip' | 'item-gone' | 'item-back' | 'not-body-slot';

/** The sheet after the change, or why it was refused. */
export type LootEdit = Result<LootSheet, Problem<LootEditProblem>>;

function slotFull(slot: SlotNumber) {
  return refuse('slot-full', `Slot ${slot} already holds ${LOOT_MAX_ITEMS_PER_SLOT} items.`);
}

/** Puts an item in a slot; a slot that already holds items now holds a bundle. */
export function addLootItem(sheet: LootSheet, slot: SlotNumber, item: LootItem): LootEdit {
  const current = sheet.slots[slot - 1];
  if (!current) return refuse('no-slot', `There is no slot ${slot}.`);
  if (current.items.length >= LOOT_MAX_ITEMS_PER_SLOT) return slotFull(slot);
  if (item.weapon === 'bulky' && isLootGripSlot(slot)) return holdLootItem(sheet, item, 'both');
  return succeed(changeLootSlot(sheet, slot, (s) => ({ ...s, items: [...s.items, item] })));
}

/** Removes an item wherever it is (an item held in both grips leaves both). */
export function removeLootItem(sheet: LootSheet, itemId: string): LootSheet {
  return {
    ...sheet,
    slots: sheet.slots.map((slot) =>
      slot.items.some((item) => item.id === itemId)
        ? { ...slot, items: slot.items.filter((item) => item.id !== itemId) }
        : slot,
    ),
  };
}

/** Changes an item everywhere it is listed. */
export function updateLootItem(
  sheet: LootSheet,
  itemId: string,
  change: (item: LootItem) => LootItem,
): LootSheet {
  return {
    ...sheet,
    slots: sheet.slots.map((slot) =>
      slot.items.some((item) => item.id === itemId)
        ? { ...slot, items: slot.items.map((item) => (item.id === itemId ? change(item) : item)) }
        : slot,
    ),
  };
}

/** Which slots list the item (two for an item held in both grips). */
export function findLootItemSlots(sheet: LootSheet, itemId: string): SlotNumber[] {
  return SLOT_NUMBERS.filter((n) => sheet.slots[n - 1]?.items.some((item) => item.id === itemId));
}

export type LootGrip = 6 | 7 | 'both';

/** Slots 6 and 7 are the grips: what is held in the hands. */
export function isLootGripSlot(slot: SlotNumber): slot is 6 | 7 {
  return slot === 6 || slot === 7;
}

/** Whether the item is held with both grips (then slots 6 and 7 both list it). */
export function isHeldInBothGrips(sheet: LootSheet, itemId: string): boolean {
  const slots = findLootItemSlots(sheet, itemId);
  return slots.includes(6) && slots.includes(7);
}

/** How many grips a weapon size allows: small one, medium one or both, bulky only both. */
export function lootGripsAllowed(item: LootItem): LootGrip[] {
  switch (item.weapon) {
    case 'small':
      return [6, 7];
    case 'bulky':
      return ['both'];
    default:
      return [6, 7, 'both'];
  }
}

/** Holds an item in one grip or both (then it is listed in slots 6 and 7), after taking it out of wherever it was. */
export function holdLootItem(sheet: LootSheet, item: LootItem, grip: LootGrip): LootEdit {
  if (!lootGripsAllowed(item).includes(grip)) {
    return refuse(
      'wrong-grip',
      item.weapon === 'small'
        ? `${item.name} is a small weapon: it takes one grip, not both.`
        : `${item.name} is a bulky weapon: it can only be held with both grips (slots 6 and 7).`,
    );
  }
  const without = removeLootItem(sheet, item.id);
  const grips: SlotNumber[] = grip === 'both' ? [6, 7] : [grip];
  for (const n of grips) {
    if ((without.slots[n - 1]?.items.length ?? 0) >= LOOT_MAX_ITEMS_PER_SLOT) return slotFull(n);
  }
  return succeed(
    grips.reduce(
      (s, n) => changeLootSlot(s, n, (slot) => ({ ...slot, items: [...slot.items, item] })),
      without,
    ),
  );
}

/** Moves an item to another slot, leaving any grip it was held in. Bulky weapons moved to a grip take both grips. */
export function moveLootItem(sheet: LootSheet, itemId: string, to: SlotNumber): LootEdit {
  const from = findLootItemSlots(sheet, itemId)[0];
  const item = from
    ? sheet.slots[from - 1]?.items.find((candidate) => candidate.id === itemId)
    : undefined;
  if (!item) return refuse('item-gone', 'That item is no longer on the sheet.');
  if (isLootGripSlot(to)) return holdLootItem(sheet, item, item.weapon === 'bulky' ? 'both' : to);
  return addLootItem(removeLootItem(sheet, itemId), to, item);
}

/** Items listed in the slot; two or more make a bundle. */
export function isLootBundle(sheet: LootSheet, slot: SlotNumber): boolean {
  return readSlot(sheet, slot).items.length > 1;
}

/**
 * "Rigid items are noisy when bundled with or next to another rigid item": true when the slot
 * holds a noisy item, two rigid items, or a rigid item next to a rigid item in slot n±1.
 */
export function isLootSlotNoisy(sheet: LootSheet, slot: SlotNumber): boolean {
  const items = readSlot(sheet, slot).items;
  if (items.some((item) => item.noisy)) return true;
  const rigid = items.filter((item) => item.rigid);
  if (rigid.length === 0) return false;
  if (new Set(rigid.map((item) => item.id)).size > 1) return true;
  return [slot - 1, slot + 1].some(
    (n) =>
      n >= 1 &&
      n <= SLOT_COUNT &&
      readSlot(sheet, n).items.some((item) => item.rigid && !rigid.some((r) => r.id === item.id)),
  );
}

// ---------------------------------------------------------------------------------------------
// Slot state

/** Drops the backpack (slots 8-11 count as empty) or puts it back on. */
export function setLootBackpackDropped(sheet: LootSheet, dropped: boolean): LootSheet {
  return sheet.backpackDropped === dropped ? sheet : { ...sheet, backpackDropped: dropped };
}

/** Drops the backpack if it is on, or puts it back on, with the sentence that says what changed. */
export function toggleLootBackpack(sheet: LootSheet): { sheet: LootSheet; note: string } {
  return sheet.backpackDropped
    ? {
        sheet: setLootBackpackDropped(sheet, false),
        note: 'The backpack is back on: slots 8-11 count again.',
      }
    : {
        sheet: setLootBackpackDropped(sheet, true),
        note: 'Backpack dropped: slots 8-11 count as empty.',
      };
}

export function setLootSlotMarked(sheet: LootSheet, slot: SlotNumber, marked: boolean): LootSheet {
  return changeLootSlot(sheet, slot, (s) => ({ ...s, marked }));
}

/** Sets a wound by hand (the editor); refused outside slots 1-5. An open wound marks B, as the text says. */
export function setLootWound(
  sheet: LootSheet,
  slot: SlotNumber,
  wound: 'none' | 'treated' | 'open',
): LootEdit {
  if (wound !== 'none' && !isBodySlot(slot))
    return refuse('not-body-slot', 'Wounds can only occur in slots 1-5.');
  return succeed(
    changeLootSlot(sheet, slot, (s) => ({
      ...s,
      wound,
      conditions:
        wound === 'open' && !s.conditions.includes('B') ? [...s.conditions, 'B'] : s.conditions,
    })),
  );
}

/** Turns a condition letter on or off in a slot (by hand; the conditions tool applies the spreading rules). */
export function toggleLootCondition(
  sheet: LootSheet,
  slot: SlotNumber,
  letter: ConditionLetter,
  on: boolean,
): LootSheet {
  return changeLootSlot(sheet, slot, (s) => {
    const has = s.conditions.includes(letter);
    if (has === on) return s;
    const conditions = on
      ? CONDITION_LETTERS.filter((l) => l === letter || s.conditions.includes(l))
      : s.conditions.filter((l) => l !== letter);
    return { ...s, conditions, ...(letter === 'F' && !on ? { fireRounds: 0 } : {}) };
  });
}

// ---------------------------------------------------------------------------------------------
// Item properties as the tools name them

/** The yes-or-no properties of an item, in the order the editor lists them. */
export const LOOT_ITEM_FLAGS: readonly {
  key: 'noisy' | 'smelly' | 'flammable' | 'rigid' | 'shield' | 'cushions';
  label: string;
}[] = [
  { key: 'flammable', label: 'Flammable' },
  { key: 'noisy', label: 'Noisy' },
  { key: 'rigid', label: 'Rigid (metal, glass, stone)' },
  { key: 'smelly', label: 'Smelly' },
  { key: 'shield', label: 'Shield' },
  { key: 'cushions', label: 'Cushions a blow' },
];

export const LOOT_WEIGHT_OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'normal', label: 'Normal' },
  { value: 'heavy', label: 'Heavy' },
] as const satisfies readonly { value: ItemWeight; label: string }[];
export const LOOT_WEAPON_OPTIONS = [
  { value: 'none', label: 'Not a weapon' },
  { value: 'small', label: 'Small (one grip)' },
  { value: 'medium', label: 'Medium (one or two grips)' },
  { value: 'bulky', label: 'Bulky (both grips)' },
] as const satisfies readonly { value: WeaponSize; label: string }[];
export const LOOT_ARMOUR_OPTIONS = [
  { value: 'none', label: 'Not armour' },
  { value: 'light', label: 'Light armour' },
  { value: 'heavy', label: 'Heavy armour' },
] as const satisfies readonly { value: ArmourKind; label: string }[];
/** Where an item is worn; '' is nowhere in particular. */
export const LOOT_WORN_ON_OPTIONS = [
  { value: '', label: 'Nowhere in particular' },
  { value: 'head', label: 'Head (hats & helms)' },
  { value: 'torso', label: 'Torso (armor, shirts, scarves)' },
  { value: 'legs', label: 'Legs/Feet (boots, shoes)' },
  { value: 'arms', label: 'Arms/Hands (gloves, grieves)' },
  { value: 'grips', label: 'Grips (weapons, shields, wands)' },
] as const satisfies readonly { value: EquipArea | ''; label: string }[];

/** An item's properties in words, for its line on the sheet: "heavy, heavy armour, rigid". */
export function describeLootItemTags(item: LootItem): string[] {
  return [
    item.weight === 'normal' ? '' : item.weight,
    item.weapon === 'none' ? '' : `${item.weapon} weapon`,
    item.armour === 'none' ? '' : `${item.armour} armour`,
    ...(['shield', 'flammable', 'noisy', 'rigid', 'smelly', 'cushions'] as const).map((flag) =>
      item[flag] ? flag : '',
    ),
  ].filter((tag) => tag !== '');
}

/** "Slot 6 (Grips): Shortsword, Torch" for each slot with something in it (a shared sheet's summary). */
export function describeLootSheetSlots(sheet: LootSheet): string[] {
  return SLOT_NUMBERS.flatMap((n) => {
    const items = sheet.slots[n - 1]?.items ?? [];
    if (items.length === 0) return [];
    const text = `${slotName(n)}: ${items.map((item) => item.name).join(', ')}`;
    return [`${text.charAt(0).toUpperCase()}${text.slice(1)}`];
  });
}
