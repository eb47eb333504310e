/**
 * Eldritch Instinct investigators: the generator, re-rolling one part, the "swap two" option,
 * the 7-slot inventory, saved lists (JSON) and share links.
 *
 * Stored shape (saved list and export file): `{ version: 1, investigators: Investigator[] }`,
 * each investigator as `InvestigatorSchema` below. HP and MP are not stored: they are always
 * derived (HP = floor(STR / 4), MP = floor(WIL / 5)), so an edited STR or WIL cannot leave them
 * stale. When the shape changes, bump `version` and migrate old lists in `parseInvestigators`.
 *
 * Every table comes from content/eldritch-instinct/tables/*.json (one source of truth); the
 * weapons the Bonus Item table points to come from weapons.ts (checked against the page text).
 * Decisions: a d100 is read 00-99; Equipment Table items take one slot (the text marks only
 * weapons "Bulky"), but any item can be marked bulky by hand; the weapon a Bonus Item roll
 * gives is picked with equal chances from its kind's rows ("Unarmed" is not an item).
 */
import { describeIssues } from '../plain-issues';
import { parseJsonText } from '../json-text';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import { wholeNumberSchema } from '../whole-number-schema';
import * as z from 'zod/mini';
import { rollDie, type Result, type Rng } from '../dice';
import { lookupRow, type RandomTable } from '../tables/model';
import { createShareCodec, parseShareWithSchema } from '../share-link';
import namesJson from '../../../content/eldritch-instinct/tables/names.json';
import occupationJson from '../../../content/eldritch-instinct/tables/occupation.json';
import bonusItemJson from '../../../content/eldritch-instinct/tables/bonus-item.json';
import equipmentJson from '../../../content/eldritch-instinct/tables/equipment.json';
import bondsJson from '../../../content/eldritch-instinct/tables/bonds.json';
import { WEAPONS_BY_KIND, type WeaponKind } from './weapons';
import { type LogLine, defineTool } from '../roll-recipe';

const NAMES = namesJson as unknown as RandomTable;
const OCCUPATIONS = occupationJson as unknown as RandomTable;
const BONUS_ITEMS = bonusItemJson as unknown as RandomTable;
const EQUIPMENT = equipmentJson as unknown as RandomTable;
const BONDS = bondsJson as unknown as RandomTable;

// ---------------------------------------------------------------------------------------------
// Constants and schema

export const INVESTIGATOR_ABILITY_MIN = 23;
export const INVESTIGATOR_ABILITY_MAX = 80;
export const INVESTIGATOR_ABILITY_ROLL = '3d20+20';
export const INVESTIGATOR_SAN = 4;
export const INVESTIGATOR_MK = 0;
export const INVESTIGATOR_SLOTS = 7;
export const INVESTIGATOR_BOND_COUNT = 4;

export const INVESTIGATOR_ABILITIES = ['str', 'dex', 'wil'] as const;
export type InvestigatorAbility = (typeof INVESTIGATOR_ABILITIES)[number];
export const INVESTIGATOR_ABILITY_LABELS: Readonly<Record<InvestigatorAbility, string>> = {
  str: 'STR',
  dex: 'DEX',
  wil: 'WIL',
};
export const INVESTIGATOR_ABILITY_NAMES: Readonly<Record<InvestigatorAbility, string>> = {
  str: 'Strength',
  dex: 'Dexterity',
  wil: 'Willpower',
};

export const INVESTIGATOR_GENDERS = ['female', 'male'] as const;
export type InvestigatorGender = (typeof INVESTIGATOR_GENDERS)[number];
/** The names table's first-name column for each choice. */
const FIRST_NAME_COLUMN: Readonly<Record<InvestigatorGender, number>> = { female: 0, male: 1 };
const SURNAME_COLUMN = 2;

export const BONUS_ITEM_KINDS = ['equipment', 'melee', 'pistol', 'rifle-or-shotgun'] as const;
export type BonusItemKind = (typeof BONUS_ITEM_KINDS)[number];
export const BONUS_ITEM_KIND_LABELS: Readonly<Record<BonusItemKind, string>> = {
  equipment: 'Item from Equipment Table',
  melee: 'Melee Weapon',
  pistol: 'Pistol',
  'rifle-or-shotgun': 'Rifle or Shotgun',
};

/** The longest each free text of the sheet may be, as the sheet's fields allow it to be typed. */
export const INVESTIGATOR_TEXT_MAX = {
  language: 80,
  contact: 200,
  motivation: 500,
  personality: 500,
  notes: 2000,
} as const;
export type InvestigatorText = keyof typeof INVESTIGATOR_TEXT_MAX;

const text = (max: number) => z.string().check(z.maxLength(max, `at most ${max} characters`));
const required = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, `at most ${max} characters`));

export const InvestigatorAbilitySchema = wholeNumberSchema(
  INVESTIGATOR_ABILITY_MIN,
  INVESTIGATOR_ABILITY_MAX,
  { notANumber: 'expected a number' },
);

export const InvestigatorItemSchema = z.object({ name: required(80), bulky: z.boolean() });
export type InvestigatorItem = z.infer<typeof InvestigatorItemSchema>;

export const InvestigatorBondSchema = z.object({
  bond: required(80),
  detail: text(200),
  key: z.boolean(),
});
export type InvestigatorBond = z.infer<typeof InvestigatorBondSchema>;

export const InvestigatorSchema = z.object({
  id: z
    .string()
    .check(z.regex(/^[a-z0-9-]{1,40}$/, 'expected 1-40 lower-case letters, digits or dashes')),
  name: z.object({ first: required(60), surname: required(60) }),
  gender: z.enum(INVESTIGATOR_GENDERS, 'expected "female" or "male"'),
  occupation: required(80),
  abilities: z.object({
    str: InvestigatorAbilitySchema,
    dex: InvestigatorAbilitySchema,
    wil: InvestigatorAbilitySchema,
  }),
  /** The "swap any two" option is used (it may be used once). */
  swapped: z.boolean(),
  san: wholeNumberSchema(0, INVESTIGATOR_SAN),
  mk: wholeNumberSchema(0, 999),
  equipment: z
    .array(InvestigatorItemSchema)
    .check(z.length(2, 'expected exactly 2 Equipment Table items')),
  bonusItem: z.object({ kind: z.enum(BONUS_ITEM_KINDS), item: InvestigatorItemSchema }),
  /** Items added by hand (bought, found): they count towards the 7 slots too. */
  items: z
    .array(InvestigatorItemSchema)
    .check(z.maxLength(INVESTIGATOR_SLOTS, `at most ${INVESTIGATOR_SLOTS} extra items`)),
  bonds: z.array(InvestigatorBondSchema).check(
    z.length(INVESTIGATOR_BOND_COUNT, `expected exactly ${INVESTIGATOR_BOND_COUNT} Bonds`),
    z.refine(
      (bonds) => bonds.filter((bond) => bond.key).length === 1,
      'exactly one Bond must be the Key Connection',
    ),
  ),
  language: text(INVESTIGATOR_TEXT_MAX.language),
  contact: text(INVESTIGATOR_TEXT_MAX.contact),
  motivation: text(INVESTIGATOR_TEXT_MAX.motivation),
  personality: text(INVESTIGATOR_TEXT_MAX.personality),
  notes: text(INVESTIGATOR_TEXT_MAX.notes),
});
export type Investigator = z.infer<typeof InvestigatorSchema>;

export const INVESTIGATOR_LIST_VERSION = 1;
export const InvestigatorListSchema = z.object({
  version: z.literal(INVESTIGATOR_LIST_VERSION, `expected version ${INVESTIGATOR_LIST_VERSION}`),
  investigators: z.array(InvestigatorSchema).check(z.maxLength(500, 'at most 500 investigators')),
});
export type InvestigatorList = z.infer<typeof InvestigatorListSchema>;

export interface InvestigatorError {
  readonly code:
    | 'invalid-json'
    | 'invalid-data'
    | 'already-swapped'
    | 'same-ability'
    | 'empty'
    | 'too-long'
    | 'unknown-version'
    | 'bad-encoding';
  readonly message: string;
  /** The bad field: `investigators[0].abilities.str`. */
  readonly path?: string;
}
export type InvestigatorResult<T> = Result<T, InvestigatorError>;

function refuse(
  code: InvestigatorError['code'],
  message: string,
  path?: string,
): { readonly ok: false; readonly error: InvestigatorError } {
  return { ok: false, error: path === undefined ? { code, message } : { code, message, path } };
}

// ---------------------------------------------------------------------------------------------
// Derived values

/** Hit Protection: STR / 4, rounded down. */
export function hitProtection(investigator: Pick<Investigator, 'abilities'>): number {
  return Math.floor(investigator.abilities.str / 4);
}

/** Magic Points: WIL / 5, rounded down. */
export function magicPoints(investigator: Pick<Investigator, 'abilities'>): number {
  return Math.floor(investigator.abilities.wil / 5);
}

export function fullName(investigator: Pick<Investigator, 'name'>): string {
  return `${investigator.name.first} ${investigator.name.surname}`.trim();
}

/** Every carried item: the two Equipment Table items, the Bonus Item, then the items added by hand. */
export function inventoryItems(
  investigator: Pick<Investigator, 'equipment' | 'bonusItem' | 'items'>,
): InvestigatorItem[] {
  return [...investigator.equipment, investigator.bonusItem.item, ...investigator.items];
}

/**
 * Whether another item can be added by hand. The sheet lets the slots go over the limit, with its
 * warning (the player chooses what to leave behind), but the list itself holds no more items than
 * there are slots: more could never be carried, and the saved sheet refuses them.
 */
export function canAddInvestigatorItem(investigator: Pick<Investigator, 'items'>): boolean {
  return investigator.items.length < INVESTIGATOR_SLOTS;
}

export function slotsOfItem(item: InvestigatorItem): number {
  return item.bulky ? 2 : 1;
}

/** Inventory slots in use: bulky items take two. */
export function slotsUsed(
  investigator: Pick<Investigator, 'equipment' | 'bonusItem' | 'items'>,
): number {
  return inventoryItems(investigator).reduce((sum, item) => sum + slotsOfItem(item), 0);
}

export interface InvestigatorInventory {
  readonly used: number;
  readonly total: number;
  readonly state: 'ok' | 'full' | 'over';
  /** The warning to show when the inventory is full or over the limit. */
  readonly warning?: string;
}

export function inventoryOf(
  investigator: Pick<Investigator, 'equipment' | 'bonusItem' | 'items'>,
): InvestigatorInventory {
  const used = slotsUsed(investigator);
  if (used > INVESTIGATOR_SLOTS) {
    return {
      used,
      total: INVESTIGATOR_SLOTS,
      state: 'over',
      warning: `Over the limit: ${used} of ${INVESTIGATOR_SLOTS} slots. A PC cannot carry more items than their inventory allows; leave something behind.`,
    };
  }
  if (used === INVESTIGATOR_SLOTS) {
    return {
      used,
      total: INVESTIGATOR_SLOTS,
      state: 'full',
      warning: `Inventory full (${used} of ${INVESTIGATOR_SLOTS} slots): when hit, this investigator must roll on the Wounds Table and fall prone.`,
    };
  }
  return { used, total: INVESTIGATOR_SLOTS, state: 'ok' };
}

// ---------------------------------------------------------------------------------------------
// Rolling

export const INVESTIGATOR_PARTS = [
  'name',
  'occupation',
  'str',
  'dex',
  'wil',
  'equipment-1',
  'equipment-2',
  'bonus-item',
  'bonds',
] as const;
export type InvestigatorPart = (typeof INVESTIGATOR_PARTS)[number];
export const INVESTIGATOR_PART_LABELS: Readonly<Record<InvestigatorPart, string>> = {
  name: 'name',
  occupation: 'occupation',
  str: 'STR',
  dex: 'DEX',
  wil: 'WIL',
  'equipment-1': 'first Equipment item',
  'equipment-2': 'second Equipment item',
  'bonus-item': 'Bonus Item',
  bonds: 'Bonds',
};

/** One roll made by the generator, ready for the roll log. */
export interface InvestigatorRoll {
  readonly part: InvestigatorPart | 'gender';
  readonly label: string;
  readonly expression: string;
  readonly detail: string;
  readonly total: number;
  readonly result: string;
}

export interface RolledInvestigator {
  readonly investigator: Investigator;
  readonly rolls: readonly InvestigatorRoll[];
}

function cell(table: RandomTable, total: number, column = 0): string {
  const row = lookupRow(table, total);
  const value = row?.cells[column];
  // The tables are checked for full coverage by tests/content/tables.test.ts.
  if (value === undefined) throw new Error(`${table.title}: no row for ${total}`);
  return value;
}

function rollZeroBasedD100(rng: Rng): number {
  return rollDie(rng, 100) - 1;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function rollName(
  rng: Rng,
  gender: InvestigatorGender,
): { name: Investigator['name']; rolls: InvestigatorRoll[] } {
  const firstRoll = rollDie(rng, 20);
  const surnameRoll = rollDie(rng, 20);
  const first = cell(NAMES, firstRoll, FIRST_NAME_COLUMN[gender]);
  const surname = cell(NAMES, surnameRoll, SURNAME_COLUMN);
  const column = gender === 'female' ? 'Female Names' : 'Male Names';
  return {
    name: { first, surname },
    rolls: [
      {
        part: 'name',
        label: `first name (${column})`,
        expression: 'd20',
        detail: `d20: ${firstRoll}`,
        total: firstRoll,
        result: first,
      },
      {
        part: 'name',
        label: 'surname',
        expression: 'd20',
        detail: `d20: ${surnameRoll}`,
        total: surnameRoll,
        result: surname,
      },
    ],
  };
}

function rollOccupation(rng: Rng): { occupation: string; roll: InvestigatorRoll } {
  const total = rollDie(rng, 20);
  const occupation = cell(OCCUPATIONS, total);
  return {
    occupation,
    roll: {
      part: 'occupation',
      label: 'occupation',
      expression: 'd20',
      detail: `d20: ${total}`,
      total,
      result: occupation,
    },
  };
}

function rollAbility(
  rng: Rng,
  ability: InvestigatorAbility,
): { score: number; roll: InvestigatorRoll } {
  const dice = [rollDie(rng, 20), rollDie(rng, 20), rollDie(rng, 20)];
  const score = dice.reduce((sum, die) => sum + die, 20);
  return {
    score,
    roll: {
      part: ability,
      label: INVESTIGATOR_ABILITY_LABELS[ability],
      expression: INVESTIGATOR_ABILITY_ROLL,
      detail: `3d20: ${dice.join(' + ')} + 20 = ${score}`,
      total: score,
      result: `${INVESTIGATOR_ABILITY_LABELS[ability]} ${score}`,
    },
  };
}

function rollEquipment(
  rng: Rng,
  part: InvestigatorPart,
  label: string,
): { item: InvestigatorItem; roll: InvestigatorRoll } {
  const total = rollZeroBasedD100(rng);
  const name = cell(EQUIPMENT, total);
  return {
    item: { name, bulky: false },
    roll: {
      part,
      label,
      expression: 'd100 (00-99)',
      detail: `d100: ${pad2(total)}`,
      total,
      result: name,
    },
  };
}

/** The Bonus Item table's row text to the kind of item it gives. */
export function bonusItemKindOf(rowText: string): BonusItemKind {
  const kind = BONUS_ITEM_KINDS.find((candidate) => BONUS_ITEM_KIND_LABELS[candidate] === rowText);
  if (kind === undefined) throw new Error(`Bonus Item table: unknown row "${rowText}"`);
  return kind;
}

/** A weapon of one kind, picked with equal chances (one die with as many sides as rows). */
function rollWeapon(
  rng: Rng,
  kind: WeaponKind,
): { item: InvestigatorItem; roll: InvestigatorRoll } {
  const weapons = WEAPONS_BY_KIND[kind];
  const total = rollDie(rng, weapons.length);
  const weapon = weapons[total - 1];
  if (weapon === undefined) throw new Error(`no ${kind} weapon ${total}`);
  return {
    item: { name: weapon.name, bulky: weapon.bulky },
    roll: {
      part: 'bonus-item',
      label: `${BONUS_ITEM_KIND_LABELS[kind]} (equal chances)`,
      expression: `d${weapons.length}`,
      detail: `d${weapons.length}: ${total}`,
      total,
      result: weapon.name,
    },
  };
}

function rollBonusItem(rng: Rng): {
  bonusItem: Investigator['bonusItem'];
  rolls: InvestigatorRoll[];
} {
  const total = rollDie(rng, 20);
  const kind = bonusItemKindOf(cell(BONUS_ITEMS, total));
  const first: InvestigatorRoll = {
    part: 'bonus-item',
    label: 'Bonus Item',
    expression: 'd20',
    detail: `d20: ${total}`,
    total,
    result: BONUS_ITEM_KIND_LABELS[kind],
  };
  const second =
    kind === 'equipment'
      ? rollEquipment(rng, 'bonus-item', 'Bonus Item from the Equipment Table')
      : rollWeapon(rng, kind);
  return { bonusItem: { kind, item: second.item }, rolls: [first, second.roll] };
}

function rollBonds(
  rng: Rng,
  keyIndex: number,
): { bonds: InvestigatorBond[]; rolls: InvestigatorRoll[] } {
  const rolls: InvestigatorRoll[] = [];
  const bonds: InvestigatorBond[] = [];
  for (let index = 0; index < INVESTIGATOR_BOND_COUNT; index++) {
    const total = rollDie(rng, 20);
    const bond = cell(BONDS, total);
    bonds.push({ bond, detail: '', key: index === keyIndex });
    rolls.push({
      part: 'bonds',
      label: `Bond ${index + 1}`,
      expression: 'd20',
      detail: `d20: ${total}`,
      total,
      result: bond,
    });
  }
  return { bonds, rolls };
}

export function createInvestigatorId(rng: Rng): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = 'inv-';
  for (let index = 0; index < 8; index++) id += alphabet[rng.randomInt(alphabet.length)];
  return id;
}

export interface GenerateInvestigatorOptions {
  /** Which first-name column to roll on; rolled (d2) when not given. */
  readonly gender?: InvestigatorGender;
}

/**
 * A complete new investigator and every roll that made it: name, occupation, STR/DEX/WIL
 * (3d20+20 each), two Equipment items, a Bonus Item, four Bonds (the first marked Key
 * Connection until the player picks another), SAN 4, MK 0.
 */
export function generateInvestigator(
  rng: Rng,
  options: GenerateInvestigatorOptions = {},
): RolledInvestigator {
  const rolls: InvestigatorRoll[] = [];
  let gender = options.gender;
  if (gender === undefined) {
    const total = rollDie(rng, 2);
    gender = total === 1 ? 'female' : 'male';
    rolls.push({
      part: 'gender',
      label: 'first-name column',
      expression: 'd2',
      detail: `d2: ${total}`,
      total,
      result: gender,
    });
  }
  const name = rollName(rng, gender);
  rolls.push(...name.rolls);
  const occupation = rollOccupation(rng);
  rolls.push(occupation.roll);
  const str = rollAbility(rng, 'str');
  const dex = rollAbility(rng, 'dex');
  const wil = rollAbility(rng, 'wil');
  rolls.push(str.roll, dex.roll, wil.roll);
  const first = rollEquipment(rng, 'equipment-1', 'Equipment 1');
  const second = rollEquipment(rng, 'equipment-2', 'Equipment 2');
  rolls.push(first.roll, second.roll);
  const bonus = rollBonusItem(rng);
  rolls.push(...bonus.rolls);
  const bonds = rollBonds(rng, 0);
  rolls.push(...bonds.rolls);
  const investigator: Investigator = {
    id: createInvestigatorId(rng),
    name: name.name,
    gender,
    occupation: occupation.occupation,
    abilities: { str: str.score, dex: dex.score, wil: wil.score },
    swapped: false,
    san: INVESTIGATOR_SAN,
    mk: INVESTIGATOR_MK,
    equipment: [first.item, second.item],
    bonusItem: bonus.bonusItem,
    items: [],
    bonds: bonds.bonds,
    language: '',
    contact: '',
    motivation: '',
    personality: '',
    notes: '',
  };
  return { investigator, rolls };
}

/** Re-roll one part; everything else stays as it is (a re-rolled Bond keeps its detail cleared, the Key Connection stays on the same line). */
export function rerollPart(
  investigator: Investigator,
  part: InvestigatorPart,
  rng: Rng,
): RolledInvestigator {
  switch (part) {
    case 'name': {
      const rolled = rollName(rng, investigator.gender);
      return { investigator: { ...investigator, name: rolled.name }, rolls: rolled.rolls };
    }
    case 'occupation': {
      const rolled = rollOccupation(rng);
      return {
        investigator: { ...investigator, occupation: rolled.occupation },
        rolls: [rolled.roll],
      };
    }
    case 'str':
    case 'dex':
    case 'wil': {
      const rolled = rollAbility(rng, part);
      return {
        investigator: {
          ...investigator,
          abilities: { ...investigator.abilities, [part]: rolled.score },
        },
        rolls: [rolled.roll],
      };
    }
    case 'equipment-1':
    case 'equipment-2': {
      const index = part === 'equipment-1' ? 0 : 1;
      const rolled = rollEquipment(rng, part, `Equipment ${index + 1}`);
      const equipment = investigator.equipment.map((item, at) =>
        at === index ? rolled.item : item,
      );
      return { investigator: { ...investigator, equipment }, rolls: [rolled.roll] };
    }
    case 'bonus-item': {
      const rolled = rollBonusItem(rng);
      return {
        investigator: { ...investigator, bonusItem: rolled.bonusItem },
        rolls: rolled.rolls,
      };
    }
    case 'bonds': {
      const keyIndex = Math.max(
        0,
        investigator.bonds.findIndex((bond) => bond.key),
      );
      const rolled = rollBonds(rng, keyIndex);
      return { investigator: { ...investigator, bonds: rolled.bonds }, rolls: rolled.rolls };
    }
  }
}

/** The "swap any two" option of character creation: allowed once per investigator. */
export function swapAbilities(
  investigator: Investigator,
  a: InvestigatorAbility,
  b: InvestigatorAbility,
): InvestigatorResult<Investigator> {
  if (a === b) return refuse('same-ability', 'Pick two different abilities to swap.');
  if (investigator.swapped)
    return refuse(
      'already-swapped',
      'Two scores have already been swapped: the rules allow one swap.',
    );
  const abilities = {
    ...investigator.abilities,
    [a]: investigator.abilities[b],
    [b]: investigator.abilities[a],
  };
  return { ok: true, value: { ...investigator, abilities, swapped: true } };
}

/** A typed ability score, checked at the field: a whole number from 23 to 80 (3d20+20). */
export function parseAbilityScore(input: string): Result<number, WholeNumberError> {
  return readWholeNumber(input, INVESTIGATOR_ABILITY_MIN, INVESTIGATOR_ABILITY_MAX, 'the score');
}

/** Marks one Bond (by index) as the Key Connection and unmarks the others. */
export function setKeyConnection(investigator: Investigator, index: number): Investigator {
  if (index < 0 || index >= investigator.bonds.length) return investigator;
  return {
    ...investigator,
    bonds: investigator.bonds.map((bond, at) => ({ ...bond, key: at === index })),
  };
}

/**
 * A value read by one of this module's schemas; the refusal names the first bad field, in a
 * sentence that starts with `what` ("The investigator list: investigators[0].abilities.str ...").
 */
function readWith<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  what: string,
): InvestigatorResult<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = describeIssues(parsed.error.issues, what, value);
  return refuse('invalid-data', issue.message, issue.path);
}

/** Validates an investigator changed by hand; the refusal names the field. */
export function validateInvestigator(value: unknown): InvestigatorResult<Investigator> {
  return readWith(InvestigatorSchema, value, 'The investigator');
}

// ---------------------------------------------------------------------------------------------
// Saved lists and files

export function createInvestigatorList(
  investigators: readonly Investigator[] = [],
): InvestigatorList {
  return { version: INVESTIGATOR_LIST_VERSION, investigators: [...investigators] };
}

export function serializeInvestigators(list: InvestigatorList): string {
  return JSON.stringify(list);
}

/**
 * Read a saved or imported list of investigators: the JSON text or its parsed value. The refusal
 * names the first bad field ("investigators[0].abilities.str: expected at most 80").
 */
export function parseInvestigators(json: unknown): InvestigatorResult<InvestigatorList> {
  const what = 'The investigator list';
  const value = typeof json === 'string' ? parseJsonText(json) : { ok: true as const, value: json };
  // Text that is not JSON is refused in plain words, never in the JSON parser's.
  if (!value.ok) return refuse('invalid-json', `${what} is not valid JSON.`);
  return readWith(InvestigatorListSchema, value.value, what);
}

// ---------------------------------------------------------------------------------------------
// Share links: `?investigator=i1.<base64url of the investigator's JSON as UTF-8>`

export const INVESTIGATOR_SHARE_PARAM = 'investigator';
export const INVESTIGATOR_LINK_VERSION = 'i1';
/** Longer than any valid investigator encodes to (its text fields are limited); longer input is refused unread. */
export const MAX_INVESTIGATOR_LINK_LENGTH = 40_000;

// The checks (length, prefix, every character, UTF-8, JSON) live in the site-wide codec.
const investigatorCodec = createShareCodec<Investigator>({
  version: INVESTIGATOR_LINK_VERSION,
  what: 'investigator',
  maxLength: MAX_INVESTIGATOR_LINK_LENGTH,
  parse: parseShareWithSchema(InvestigatorSchema, 'the investigator'),
});

export function encodeInvestigatorLink(investigator: Investigator): string {
  return investigatorCodec.encode(investigator);
}

/** Read a link parameter back into an investigator, validated; any tampering gives an error value. */
export function decodeInvestigatorLink(value: string): InvestigatorResult<Investigator> {
  return investigatorCodec.decode(value);
}

// ---------------------------------------------------------------------------------------------
// The generator's rolls, logged: one entry for a new investigator, one for each re-rolled part.

/**
 * Every roll that made an investigator or a part, in one log line. A single roll has its total;
 * several are rolls on different tables, whose count or sum would mean nothing, so they have none.
 */
export function describeInvestigatorRolls(
  rolls: readonly InvestigatorRoll[],
  result: string,
): LogLine {
  const [only] = rolls;
  const expressions = [...new Set(rolls.map((roll) => roll.expression))].join(', ');
  return {
    expression:
      rolls.length === 1 && only ? only.expression : `${rolls.length} rolls: ${expressions}`,
    detail: rolls.map((roll) => `${roll.label}: ${roll.detail} → ${roll.result}`).join('; '),
    ...(rolls.length === 1 && only ? { total: only.total } : {}),
    result,
  };
}

const GenderSchema = z.enum(INVESTIGATOR_GENDERS);

export const investigatorTool = defineTool({
  name: 'investigator',
  schema: z.object({ gender: z.nullable(GenderSchema) }),
  roll: (input, rng) =>
    generateInvestigator(rng, input.gender === null ? {} : { gender: input.gender }),
  describe: (_input, rolled: RolledInvestigator) =>
    describeInvestigatorRolls(
      rolled.rolls,
      `${fullName(rolled.investigator)}, ${rolled.investigator.occupation}`,
    ),
});

/** What a part's re-roll needs besides the dice: only the name reads the first-name column. */
function skeleton(gender: InvestigatorGender): Investigator {
  return { ...generateInvestigator({ randomInt: () => 0 }, { gender }).investigator };
}

export const investigatorPartTool = defineTool({
  name: 'investigator-part',
  schema: z.object({ part: z.enum(INVESTIGATOR_PARTS), gender: GenderSchema }),
  roll: (input, rng) => rerollPart(skeleton(input.gender), input.part, rng),
  describe: (_input, rolled: RolledInvestigator) =>
    describeInvestigatorRolls(rolled.rolls, rolled.rolls.map((roll) => roll.result).join(', ')),
});
