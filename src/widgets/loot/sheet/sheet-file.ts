/**
 * The LOOT sheets as a file: export writes the saved shape (`{ version: 1, sheets }`), import
 * reads it back through the rules' schema so a bad file is refused with the field that is wrong.
 */
import { parseLootSheets, serializeLootSheets, type LootParsed, type LootSheet } from '../../../rules/loot';

/** Far more than 100 full sheets; anything larger is not ours. */
export const MAX_LOOT_FILE_BYTES = 2_000_000;

export function lootFileName(sheets: readonly LootSheet[], now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return sheets.length === 1 && sheets[0] ? `loot-${sheets[0].id}-${day}.json` : `loot-sheets-${day}.json`;
}

export function encodeLootFile(sheets: readonly LootSheet[]): string {
  return serializeLootSheets(sheets);
}

/** The sheets in a file, or a message naming the file and what is wrong. */
export function readLootFile(text: string, fileName: string): LootParsed<LootSheet[]> {
  const parsed = parseLootSheets(text);
  if (!parsed.ok) return { ok: false, message: `${fileName} is not a LOOT sheets file (${parsed.message}).` };
  if (parsed.value.length === 0) return { ok: false, message: `${fileName} holds no sheets.` };
  return parsed;
}

export function describeLootSheets(sheets: readonly LootSheet[]): string {
  return sheets.length === 1 ? '1 sheet' : `${sheets.length} sheets`;
}
