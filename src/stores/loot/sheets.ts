/**
 * The LOOT character sheets at the table, kept in localStorage and shared by open tabs. Every
 * LOOT tool that reads or changes a character goes through this store.
 *
 * Stored shape (key `rules-at-hand:loot-sheets`): `{ "version": 1, "sheets": LootSheet[] }`
 * (src/rules/loot/inventory.ts owns the schema and its migrations). The sheet the tools act on
 * is kept apart (key `rules-at-hand:loot-active-sheet`, `{ "version": 1, "id": string | null }`)
 * so choosing a sheet never rewrites the sheets. Unreadable storage resets with a notice; the
 * text is kept under `<key>:unreadable`.
 */
import * as z from 'zod/mini';
import {
  createUniqueLootId,
  emptySheet,
  LOOT_MAX_SHEETS,
  LOOT_NAME_MAX,
  LOOT_SHEETS_FULL,
  parseLootName,
  parseLootSheets,
  serializeLootSheets,
  type LootSheet,
} from '../../rules/loot';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
import { createRoster, savedAsList, type ImportOutcome } from '../roster';
import {
  createValidatedPersistent,
  derivedFromSaved,
  parseJsonWith,
} from '../validated-persistent';
import { slugOf } from '../../rules/slug';

export const LOOT_SHEETS_KEY = 'rules-at-hand:loot-sheets';
export const LOOT_ACTIVE_SHEET_KEY = 'rules-at-hand:loot-active-sheet';

/** The sheets roster: add, update, remove, restore (undo) and importItems act on it. */
export const lootSheetsRoster = createRoster<LootSheet, readonly LootSheet[]>({
  key: LOOT_SHEETS_KEY,
  label: 'LOOT sheets',
  itemsLabel: 'sheets',
  empty: [],
  encode: serializeLootSheets,
  parse: parseLootSheets,
  ...savedAsList,
  max: LOOT_MAX_SHEETS,
  idPrefix: 'sheet-',
  reId: (sheet, taken) => ({ ...sheet, id: createUniqueLootId(sheet.id, taken) }),
});

/** The chosen sheet's id, or null for none chosen. */
const ActiveSheetSchema = z.object({ id: z.nullable(z.string()) });

const active = createValidatedPersistent<string | null>(LOOT_ACTIVE_SHEET_KEY, null, {
  label: 'active LOOT sheet',
  encode: (id) => JSON.stringify({ version: 1, id }),
  parse: parseJsonWith(ActiveSheetSchema, (data) => data.id),
});

export const $lootSheets = lootSheetsRoster.$store;
export const $lootSheetsNotice = lootSheetsRoster.$notice;
export const $lootActiveSheetId = active.$store;

/**
 * The sheet the tools act on: the chosen one, or the first while the choice is gone. Removing the
 * chosen sheet keeps the choice, so undoing the removal makes it the sheet acted on again.
 */
const activeSheet = (sheets: readonly LootSheet[], id: string | null) =>
  sheets.find((sheet) => sheet.id === id) ?? sheets[0];
export const $lootActiveSheet = derivedFromSaved($lootSheets, $lootActiveSheetId, activeSheet);

/** The saved sheet with this id now, if it is still there (a roll or an Undo made earlier asks). */
export function lootSheetById(id: string): LootSheet | undefined {
  return $lootSheets.get().find((sheet) => sheet.id === id);
}

/** Adds an empty sheet, makes it active and returns its id ("" when the limit is reached). */
export function addLootSheet(name: string): string {
  const sheets = $lootSheets.get();
  if (sheets.length >= LOOT_MAX_SHEETS) return '';
  const trimmed = name.trim() === '' ? 'Character' : name.trim();
  const id = createUniqueLootId(
    slugOf(trimmed, 'sheet', 40),
    sheets.map((sheet) => sheet.id),
  );
  lootSheetsRoster.add(emptySheet(id, trimmed));
  $lootActiveSheetId.set(id);
  return id;
}

/**
 * Adds a sheet under the name typed and makes it active, with the sentence that says so; refused
 * with the reason when the name cannot be read or the list of sheets is full.
 */
export function addNamedLootSheet(text: string): Result<string, Problem> {
  const name = parseLootName(text, LOOT_NAME_MAX, 'character');
  if (!name.ok) return name;
  if ($lootSheets.get().length >= LOOT_MAX_SHEETS) return refuse('full', LOOT_SHEETS_FULL);
  addLootSheet(name.value);
  return succeed(`Added the sheet ${name.value}; it is now the active sheet.`);
}

/** Renames a sheet to the name typed, with the sentence that says so, or refuses a bad name. */
export function renameLootSheet(id: string, text: string): Result<string, Problem> {
  const name = parseLootName(text, LOOT_NAME_MAX, 'character');
  if (!name.ok) return name;
  lootSheetsRoster.update(id, (sheet) => ({ ...sheet, name: name.value }));
  return succeed(`Renamed to ${name.value}.`);
}

export function setActiveLootSheet(id: string | null): void {
  $lootActiveSheetId.set(id);
}

/**
 * Adds imported sheets (one whose id is taken gets a new id, so nothing is overwritten) and makes
 * the first of them the active sheet; refused, adding none, when they would not all fit.
 */
export function importLootSheets(imported: readonly LootSheet[]): ImportOutcome<LootSheet> {
  const outcome = lootSheetsRoster.importItems(imported);
  const first = outcome.ok ? outcome.value[0] : undefined;
  if (first) $lootActiveSheetId.set(first.id);
  return outcome;
}
