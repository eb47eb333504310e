/**
 * "Your table": what a reader writes on the rules, attached to a section by its address
 * (`<ruleset>/<page>#<heading id>`, the same address a section panel of "my screen" uses).
 *
 * - Personal marks: a bookmark and a note per section. A note stays in this browser unless the
 *   reader marks it to share, when it travels with the table's link and file.
 * - Tables: named groups (two campaigns, say), each with house rules (one per section: the
 *   table's change to that rule, shown beside the original text, which is never altered) and the
 *   notes its players shared. One table is active: its house rules show on the pages.
 *
 * Every entry keeps the heading's title and its page's title as they were when it was written,
 * so an entry whose heading a later build renamed or removed can still be listed by name with
 * its old address ("no longer found", ./orphans.ts) instead of being dropped.
 *
 * Pure: no DOM, no storage, no clock; ids come from the caller.
 */
import { howMany } from '../words';
import * as z from 'zod/mini';
import { readName } from '../name-text';
import { refuse, type Problem, type Result } from '../result';

export const MAX_NOTE = 4000;
export const MAX_TITLE = 200;
export const MAX_ENTRIES = 600;
export const MAX_TABLES = 12;
export const MAX_TABLE_NAME = 60;
export const DEFAULT_TABLE_NAME = 'My table';

/** `cairn/combat#morale`: a page path of lower-case words and a heading id (which may hold letters beyond ASCII). */
export const SECTION_ADDRESS = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*#[^\s#<>"'`]{1,120}$/u;

const text = (max: number) => z.string().check(z.maxLength(max));

/** Where an entry sits, and the names it had there when it was written. */
const placeShape = {
  section: z.string().check(z.regex(SECTION_ADDRESS)),
  /** The heading's text. */
  title: z.string().check(z.minLength(1), z.maxLength(MAX_TITLE)),
  /** The page's title. */
  page: text(MAX_TITLE),
};

export const PersonalMarkSchema = z.object({
  ...placeShape,
  bookmarked: z.boolean(),
  note: text(MAX_NOTE),
  /** The note travels with the table's link and file. */
  shared: z.boolean(),
});
export type PersonalMark = z.infer<typeof PersonalMarkSchema>;

export const PersonalSchema = z.object({
  version: z.literal(1),
  marks: z.array(PersonalMarkSchema).check(z.maxLength(MAX_ENTRIES)),
});
export type Personal = z.infer<typeof PersonalSchema>;

/** A house rule, or a note a player shared with the table: text on a section. */
export const TableTextSchema = z.object({
  ...placeShape,
  text: z.string().check(z.minLength(1), z.maxLength(MAX_NOTE)),
});
export type TableText = z.infer<typeof TableTextSchema>;

/** A table as it travels: no id, which each browser gives its own. */
export const SharedTableSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TABLE_NAME)),
  houseRules: z.array(TableTextSchema).check(z.maxLength(MAX_ENTRIES)),
  notes: z.array(TableTextSchema).check(z.maxLength(MAX_ENTRIES)),
});
export type SharedTable = z.infer<typeof SharedTableSchema>;

export const TableSchema = z.object({
  id: z.string().check(z.regex(/^t[0-9]{1,6}$/)),
  ...SharedTableSchema.shape,
});
export type Table = z.infer<typeof TableSchema>;

export const TablesSchema = z.object({
  version: z.literal(1),
  /** The id of the table whose house rules show on the pages; '' for none. */
  active: z.string(),
  tables: z.array(TableSchema).check(z.maxLength(MAX_TABLES)),
});
export type Tables = z.infer<typeof TablesSchema>;

/** A section as the page names it, for a new entry. */
export interface Place {
  readonly section: string;
  readonly title: string;
  readonly page: string;
}

export function emptyPersonal(): Personal {
  return { version: 1, marks: [] };
}

export function emptyTables(): Tables {
  return { version: 1, active: '', tables: [] };
}

/** The address of a heading on a page: `sectionAddress('cairn/combat', 'morale')`. */
export function sectionAddress(page: string, heading: string): string {
  return `${page}#${heading}`;
}

/** The page part of an address: `cairn/combat`. */
export function pageOf(section: string): string {
  return section.slice(0, section.indexOf('#'));
}

/** The heading part of an address: `morale`. */
export function headingOf(section: string): string {
  return section.slice(section.indexOf('#') + 1);
}

/**
 * The ruleset of an address: its first path segment, `cairn` of `cairn/combat#morale` and of a
 * ruleset's first page's `cairn#saves`, whose address has no page part.
 */
export function rulesetOf(section: string): string {
  return section.split(/[/#]/, 1)[0]!;
}

export function markOf(personal: Personal, section: string): PersonalMark | undefined {
  return personal.marks.find((mark) => mark.section === section);
}

/** A mark with nothing in it (no bookmark, no note) is not kept. */
function isEmptyMark(mark: PersonalMark): boolean {
  return !mark.bookmarked && mark.note.trim() === '';
}

/** Why a note, a house rule or a table was refused. */
export type TableNotesError = Problem<
  'full' | 'too-long' | 'too-many-tables' | 'name' | 'no-table'
>;

/** What a change to the notes or the tables came to: the new value, or why it was refused. */
export type Change<T> = Result<T, TableNotesError>;

const tooLong = (what: string, length: number) =>
  `The ${what} is ${length.toLocaleString('en')} characters long; at most ${MAX_NOTE.toLocaleString('en')} are kept.`;

/**
 * Text typed or pasted into a note or a house rule, cut to the most either keeps: the text kept,
 * and how many characters past the limit were not.
 */
export function fitNote(typed: string): { readonly text: string; readonly dropped: number } {
  return typed.length > MAX_NOTE
    ? { text: typed.slice(0, MAX_NOTE), dropped: typed.length - MAX_NOTE }
    : { text: typed, dropped: 0 };
}

/** What the field says when `fitNote` cut the text: how much it keeps, and that the rest is gone. */
export function droppedMessage(what: 'note' | 'house rule', dropped: number): string {
  return `A ${what} keeps at most ${MAX_NOTE.toLocaleString('en')} characters: the last ${dropped.toLocaleString('en')} ${dropped === 1 ? 'character' : 'characters'} of what was typed or pasted ${dropped === 1 ? 'was' : 'were'} not kept.`;
}

/**
 * The reader's mark on `place` changed by `change`; the place's names are refreshed (the heading
 * may have been reworded since), and a mark left empty is taken out.
 */
export function changeMark(
  personal: Personal,
  place: Place,
  change: Partial<Pick<PersonalMark, 'bookmarked' | 'note' | 'shared'>>,
): Change<Personal> {
  if (change.note !== undefined && change.note.length > MAX_NOTE)
    return refuse('too-long', tooLong('note', change.note.length));
  const current = markOf(personal, place.section);
  const next: PersonalMark = {
    bookmarked: false,
    note: '',
    shared: false,
    ...current,
    ...change,
    section: place.section,
    title: place.title.slice(0, MAX_TITLE) || place.section,
    page: place.page.slice(0, MAX_TITLE),
  };
  const others = personal.marks.filter((mark) => mark.section !== place.section);
  if (isEmptyMark(next)) return { ok: true, value: { ...personal, marks: others } };
  if (!current && personal.marks.length >= MAX_ENTRIES)
    return refuse(
      'full',
      `At most ${MAX_ENTRIES} sections can be marked; take a bookmark or note off first.`,
    );
  const marks = current
    ? personal.marks.map((mark) => (mark.section === place.section ? next : mark))
    : [...personal.marks, next];
  return { ok: true, value: { ...personal, marks } };
}

export function activeTable(tables: Tables): Table | undefined {
  return tables.tables.find((table) => table.id === tables.active);
}

/** An id no table of `tables` has: t1, t2 ... */
export function freeTableId(tables: Tables): string {
  const taken = new Set(tables.tables.map((table) => table.id));
  let number = 1;
  while (taken.has(`t${number}`)) number += 1;
  return `t${number}`;
}

/** A name the reader typed for a table, or why it cannot be one. */
export function readTableName(typed: string): Change<string> {
  const named = readName(typed, MAX_TABLE_NAME, 'Give the table a name.');
  return named.ok ? named : refuse('name', named.error.message);
}

/** A new, empty table named `name`, which becomes the active one. */
export function addTable(tables: Tables, name: string): Change<Tables> {
  return addSharedTable(tables, { name, houseRules: [], notes: [] });
}

function addSharedTable(tables: Tables, shared: SharedTable): Change<Tables> {
  const named = readTableName(shared.name);
  if (!named.ok) return named;
  if (tables.tables.length >= MAX_TABLES)
    return refuse(
      'too-many-tables',
      `This browser keeps at most ${MAX_TABLES} tables; remove one first.`,
    );
  const id = freeTableId(tables);
  return {
    ok: true,
    value: {
      ...tables,
      active: id,
      tables: [...tables.tables, { ...shared, id, name: named.value }],
    },
  };
}

export function renameTable(tables: Tables, id: string, typed: string): Change<Tables> {
  const named = readTableName(typed);
  if (!named.ok) return named;
  return {
    ok: true,
    value: {
      ...tables,
      tables: tables.tables.map((table) =>
        table.id === id ? { ...table, name: named.value } : table,
      ),
    },
  };
}

/** Takes a table out; another becomes active when it was. */
export function removeTable(tables: Tables, id: string): Tables {
  const rest = tables.tables.filter((table) => table.id !== id);
  const active = tables.active === id ? (rest[0]?.id ?? '') : tables.active;
  return { ...tables, active, tables: rest };
}

function withText(list: readonly TableText[], place: Place, typed: string): TableText[] {
  const others = list.filter((entry) => entry.section !== place.section);
  if (typed.trim() === '') return others;
  const entry: TableText = {
    section: place.section,
    title: place.title.slice(0, MAX_TITLE) || place.section,
    page: place.page.slice(0, MAX_TITLE),
    text: typed,
  };
  return list.some((item) => item.section === place.section)
    ? list.map((item) => (item.section === place.section ? entry : item))
    : [...list, entry];
}

/**
 * The active table's house rule on `place` set to `typed` (emptied text takes it out). With no
 * table yet, one named "My table" is made for it.
 */
export function setHouseRule(tables: Tables, place: Place, typed: string): Change<Tables> {
  if (typed.length > MAX_NOTE) return refuse('too-long', tooLong('house rule', typed.length));
  let current = tables;
  if (!activeTable(current)) {
    if (typed.trim() === '') return { ok: true, value: tables };
    const made = addTable(current, DEFAULT_TABLE_NAME);
    if (!made.ok) return made;
    current = made.value;
  }
  const table = activeTable(current)!;
  const houseRules = withText(table.houseRules, place, typed);
  if (houseRules.length > MAX_ENTRIES)
    return refuse('full', `A table holds at most ${MAX_ENTRIES} house rules.`);
  return {
    ok: true,
    value: {
      ...current,
      tables: current.tables.map((item) => (item.id === table.id ? { ...item, houseRules } : item)),
    },
  };
}

/** Takes a note the table holds (one a player shared) off the active table. */
export function removeTableNote(tables: Tables, section: string): Tables {
  const table = activeTable(tables);
  if (!table) return tables;
  return {
    ...tables,
    tables: tables.tables.map((item) =>
      item.id === table.id
        ? { ...item, notes: item.notes.filter((note) => note.section !== section) }
        : item,
    ),
  };
}

/**
 * Undo: a house rule or a table note taken off the table `id` goes back on it, unless the table
 * is gone, the section has one again meanwhile, or the table is full.
 */
export function putBackTableText(
  tables: Tables,
  id: string,
  list: 'houseRules' | 'notes',
  entry: TableText,
): Tables {
  const table = tables.tables.find((item) => item.id === id);
  if (
    !table ||
    table[list].some((item) => item.section === entry.section) ||
    table[list].length >= MAX_ENTRIES
  )
    return tables;
  return {
    ...tables,
    tables: tables.tables.map((item) =>
      item.id === id ? { ...item, [list]: [...item[list], entry] } : item,
    ),
  };
}

/**
 * The table as it travels by link and file: its house rules, the notes it holds, and this
 * reader's notes marked to share (a shared note replaces the table's note on the same section,
 * being the newer word of this reader). Personal notes not marked to share never leave.
 */
export function sharedTableOf(table: Table, personal: Personal): SharedTable {
  let notes: TableText[] = [...table.notes];
  for (const mark of personal.marks) {
    if (mark.shared && mark.note.trim() !== '')
      notes = withText(notes, mark, mark.note.slice(0, MAX_NOTE));
  }
  return {
    name: table.name,
    houseRules: [...table.houseRules],
    notes: notes.slice(0, MAX_ENTRIES),
  };
}

/** The tables of this browser with the same name as a shared one: the ones joining could replace. */
export function sameNamed(tables: Tables, shared: SharedTable): Table | undefined {
  const name = shared.name.trim().toLowerCase();
  return tables.tables.find((table) => table.name.trim().toLowerCase() === name);
}

/**
 * Joins a shared table, which becomes the active one: as a table of its own (`keep`: the
 * reader's tables stay as they are), or in place of the reader's table `replace` (its id kept).
 */
export function joinTable(
  tables: Tables,
  shared: SharedTable,
  how: { readonly replace: string } | 'keep',
): Change<Tables> {
  if (how === 'keep' || !tables.tables.some((table) => table.id === how.replace))
    return addSharedTable(tables, shared);
  return {
    ok: true,
    value: {
      ...tables,
      active: how.replace,
      tables: tables.tables.map((table) =>
        table.id === how.replace ? { ...shared, id: table.id } : table,
      ),
    },
  };
}

/** What the reader and the active table wrote on one page, by heading id. */
export interface SectionWriting {
  readonly mark?: PersonalMark;
  readonly houseRule?: TableText;
  readonly tableNote?: TableText;
}

export function writingOnPage(
  personal: Personal,
  table: Table | undefined,
  page: string,
): Map<string, SectionWriting> {
  const found = new Map<string, SectionWriting>();
  const on = (section: string) => pageOf(section) === page;
  const add = (section: string, part: SectionWriting) =>
    found.set(headingOf(section), { ...found.get(headingOf(section)), ...part });
  for (const mark of personal.marks) if (on(mark.section)) add(mark.section, { mark });
  for (const houseRule of table?.houseRules ?? [])
    if (on(houseRule.section)) add(houseRule.section, { houseRule });
  for (const tableNote of table?.notes ?? [])
    if (on(tableNote.section)) add(tableNote.section, { tableNote });
  return found;
}

/** "2 house rules and 1 note", for status lines and questions. */
export function describeSharedTable(shared: SharedTable): string {
  return `“${shared.name}”: ${howMany(shared.houseRules.length, 'house rule')} and ${howMany(shared.notes.length, 'shared note')}`;
}

/** The first line of a note, for its folded view. */
export function firstLine(note: string): string {
  return note.trim().split(/\r?\n/, 1)[0]!.trim();
}
