/**
 * The Cast as a file: export writes the rules' cast shape (`{ version: 1, characters: [...] }`)
 * as indented JSON; import reads a file with the rules' `parseCast`, so a bad file is refused
 * with a message naming the field and never reaches the store.
 */
import { parseCast, type LocusCast } from './cast';
import type { LocusResult } from './errors';
import { displayName } from './sheet-text';

/** Larger than any real Cast by far; a bigger file is refused before it is read. */
export const MAX_CAST_FILE_BYTES = 2_000_000;

/** `locus-cast-2025-03-09.json`, dated so exports do not overwrite each other. */
export function castFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `locus-cast-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** The file's text: the Cast as indented JSON (the same shape as the saved Cast). */
export function encodeCastFile(cast: LocusCast): string {
  return `${JSON.stringify(cast, null, 2)}\n`;
}

/** Read an imported file's text; the refusal names the file and the first bad field. */
export function readCastFile(text: string, fileName: string): LocusResult<LocusCast> {
  if (text.trim() === '')
    return { ok: false, error: { code: 'invalid-json', message: `${fileName} is empty.` } };
  const parsed = parseCast(text);
  if (parsed.ok) return parsed;
  return {
    ok: false,
    error: { ...parsed.error, message: `${fileName} cannot be imported. ${parsed.error.message}` },
  };
}

/** "2 Characters and 1 Foil", "1 Character", "nobody". */
export function describeCast(cast: Pick<LocusCast, 'characters'>): string {
  const characters = cast.characters.filter((character) => character.kind === 'character').length;
  const foils = cast.characters.length - characters;
  const parts = [
    ...(characters > 0 ? [`${characters} Character${characters === 1 ? '' : 's'}`] : []),
    ...(foils > 0 ? [`${foils} Foil${foils === 1 ? '' : 's'}`] : []),
  ];
  return parts.length === 0 ? 'nobody' : parts.join(' and ');
}

/** The question asked before an imported file replaces the Cast. */
export function castImportQuestion(
  fileName: string,
  incoming: LocusCast,
  current: LocusCast,
): string {
  const names =
    incoming.characters.length > 0
      ? ` (${incoming.characters.map((character) => displayName(character)).join(', ')})`
      : '';
  return `${fileName} holds ${describeCast(incoming)}${names}. Replace the current Cast (${describeCast(current)}) with it?`;
}
