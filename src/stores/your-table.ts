/**
 * "Your table": the reader's bookmarks and notes, and the tables (house rules, shared notes) of
 * this browser, in localStorage and shared by open tabs, so a note written on a rules page shows
 * in another tab at once. The rules (src/rules/table-notes/) decide every change; these are the
 * stores and the actions that write them.
 *
 * Stored shapes:
 * - `rules-at-hand:marks`: `Personal`, `{ version: 1, marks: [{ section, title, page, bookmarked,
 *   note, shared }] }`;
 * - `rules-at-hand:tables`: `Tables`, `{ version: 1, active, tables: [{ id, name, houseRules,
 *   notes }] }`.
 * A new shape gets a new version and a migration in the rules. Unreadable text resets the store
 * with a notice and is kept under `<key>:unreadable` (validated-persistent.ts), so nothing is lost
 * silently; when the browser will not save, the stores work in memory and the page says so once.
 */
import {
  activeTable,
  addTable,
  changeMark,
  emptyPersonal,
  emptyTables,
  joinTable,
  putBackTableText,
  PersonalSchema,
  removeTable,
  removeTableNote,
  renameTable,
  setHouseRule,
  TablesSchema,
  type Change,
  type Personal,
  type PersonalMark,
  type Place,
  type SharedTable,
  type TableText,
  type Tables,
} from '../rules/table-notes/model';
import type { WrittenEntry } from '../rules/table-notes/listing';
import { succeed } from '../rules/result';
import { createUndoSlot } from './undo-slot';
import { createValidatedPersistent, parseJsonWith } from './validated-persistent';
import { MARKS_KEY, TABLES_KEY } from './your-table-keys';

export { MARKS_KEY, TABLES_KEY };

const marks = createValidatedPersistent<Personal>(MARKS_KEY, emptyPersonal(), {
  label: 'bookmarks and notes',
  encode: (value) => JSON.stringify(value),
  parse: parseJsonWith(PersonalSchema, (value) => value),
});

const tables = createValidatedPersistent<Tables>(TABLES_KEY, emptyTables(), {
  label: 'tables and house rules',
  encode: (value) => JSON.stringify(value),
  parse: parseJsonWith(TablesSchema, (value) => value),
});

export const $marks = marks.$store;
export const $marksNotice = marks.$notice;
export const $tables = tables.$store;
export const $tablesNotice = tables.$notice;

function apply<T>(store: { get(): T; set(value: T): void }, change: (value: T) => Change<T>) {
  const changed = change(store.get());
  if (changed.ok) store.set(changed.value);
  return changed;
}

/** Sets the reader's bookmark, note or sharing on a section. */
export function markSection(
  place: Place,
  change: Partial<Pick<PersonalMark, 'bookmarked' | 'note' | 'shared'>>,
): Change<Personal> {
  return apply($marks, (value) => changeMark(value, place, change));
}

/**
 * The reader's note last emptied in a section's editor, as it was when the editor opened, for the
 * Undo shown at its section once the editor closes. Kept in this tab only, until it is put back,
 * written again or an editor opens again (./undo-slot.ts).
 */
const emptiedNote = createUndoSlot<PersonalMark>();
export const $emptiedNote = emptiedNote.$slot;

/**
 * Writes the reader's note from a section's editor. `before` is the note as the editor opened on
 * it: emptied there, it is kept for its Undo; written again, that Undo goes.
 */
export function writeNoteInEditor(
  place: Place,
  text: string,
  before: PersonalMark | undefined,
): Change<Personal> {
  const saved = markSection(place, { note: text });
  if (saved.ok && before && before.note.trim() !== '')
    emptiedNote.keep(text.trim() === '' ? before : null);
  return saved;
}

/** Puts the emptied note back (its sharing too) and drops the undo. */
export function undoEmptiedNote(): Change<Personal> | undefined {
  return emptiedNote.undo((before) =>
    markSection(before, { note: before.note, shared: before.shared }),
  );
}

/** A house rule emptied in a section's editor, with the table it was on. */
export interface EmptiedHouseRule {
  readonly table: string;
  readonly tableName: string;
  readonly rule: TableText;
}

/**
 * The house rule last emptied in a section's editor, as it was when the editor opened, for the
 * Undo shown at its section once the editor closes; kept as the emptied note is.
 */
const emptiedHouseRule = createUndoSlot<EmptiedHouseRule>();
export const $emptiedHouseRule = emptiedHouseRule.$slot;

/**
 * Writes the active table's house rule from a section's editor. `before` is the rule as the editor
 * opened on it (null when there was none): emptied there, it is kept for its Undo as the note is.
 */
export function writeHouseRuleInEditor(
  place: Place,
  text: string,
  before: EmptiedHouseRule | null,
): Change<Tables> {
  const saved = writeHouseRule(place, text);
  if (saved.ok && before) emptiedHouseRule.keep(text.trim() === '' ? before : null);
  return saved;
}

/** Puts the emptied house rule back on its table and drops the undo. */
export function undoEmptiedHouseRule(): void {
  emptiedHouseRule.undo((before) => {
    putBackTableEntry(before.table, 'houseRules', before.rule);
    return succeed(before);
  });
}

/** An editor opens: the Undo of what an earlier one emptied goes. */
export function dropEmptiedWriting(): void {
  emptiedNote.drop();
  emptiedHouseRule.drop();
}

/** Puts a forgotten mark back as it was: bookmark, note and sharing. */
export function putBackMark(mark: PersonalMark): Change<Personal> {
  return markSection(mark, {
    bookmarked: mark.bookmarked,
    note: mark.note,
    shared: mark.shared,
  });
}

export function replaceMarks(value: Personal): void {
  $marks.set(value);
}

/** Writes the active table's house rule on a section (a table is made for it when there is none). */
export function writeHouseRule(place: Place, text: string): Change<Tables> {
  return apply($tables, (value) => setHouseRule(value, place, text));
}

export function dropTableNote(section: string): void {
  $tables.set(removeTableNote($tables.get(), section));
}

/** Undo: a forgotten house rule or table note goes back on the table `id`. */
export function putBackTableEntry(
  id: string,
  list: 'houseRules' | 'notes',
  entry: TableText,
): void {
  $tables.set(putBackTableText($tables.get(), id, list, entry));
}

export function newTable(name: string): Change<Tables> {
  return apply($tables, (value) => addTable(value, name));
}

export function chooseTable(id: string): void {
  $tables.set({ ...$tables.get(), active: id });
}

export function nameTable(id: string, name: string): Change<Tables> {
  return apply($tables, (value) => renameTable(value, id, name));
}

export function deleteTable(id: string): void {
  $tables.set(removeTable($tables.get(), id));
}

/** Joins a shared table: as a table of its own, or in place of one of the reader's. */
export function joinSharedTable(
  shared: SharedTable,
  how: { readonly replace: string } | 'keep',
): Change<Tables> {
  return apply($tables, (value) => joinTable(value, shared, how));
}

export function currentTable() {
  return activeTable($tables.get());
}

/**
 * The entry last forgotten from the "no longer found" list, for its Undo: kept in this tab until
 * it is put back or another is forgotten.
 */
const forgotten = createUndoSlot<WrittenEntry>();
export const $forgottenEntry = forgotten.$slot;

/** Forgets a bookmark, note, house rule or table note (the sections it was on are gone). */
export function forgetEntry(entry: WrittenEntry): void {
  const { source } = entry;
  if (source.list === 'marks') markSection(source.mark, { bookmarked: false, note: '' });
  else if (source.list === 'houseRules') writeHouseRule(source.entry, '');
  else dropTableNote(source.entry.section);
  forgotten.keep(entry);
}

/** The Undo of the last forgetting: the entry goes back as it was. */
export function undoForgetEntry(): void {
  forgotten.undo((entry) => {
    const { source } = entry;
    if (source.list === 'marks') putBackMark(source.mark);
    else putBackTableEntry(source.table, source.list, source.entry);
    return succeed(entry);
  });
}

/** A table from a file joins as a table of its own: the table, or why it could not. */
export function joinTableFromFile(shared: SharedTable): Change<SharedTable> {
  const joined = joinSharedTable(shared, 'keep');
  return joined.ok ? succeed(shared) : joined;
}
