/**
 * The party as a file: export writes the rules' party shape (`{ version: 1, characters: [...] }`)
 * as indented JSON; import reads it with the rules' `parseDwParty`, so a bad file is refused with
 * a message naming the file and the first bad field and never reaches the store.
 */
import { parseDwParty, type DwParty, type DwPartyResult } from './character';

/** Larger than any real party by far; a bigger file is refused before it is read. */
export const MAX_DW_PARTY_FILE_BYTES = 1_000_000;

/** `dead-weight-party-2026-03-09.json`, dated so exports do not overwrite each other. */
export function dwPartyFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `dead-weight-party-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

export function encodeDwPartyFile(party: DwParty): string {
  return `${JSON.stringify(party, null, 2)}\n`;
}

export function readDwPartyFile(text: string, fileName: string): DwPartyResult {
  if (text.trim() === '') return { ok: false, message: `${fileName} is empty.` };
  const parsed = parseDwParty(text);
  return parsed.ok
    ? parsed
    : { ok: false, message: `${fileName} cannot be imported: ${parsed.message}.` };
}

/** "Imported 2 characters from party.json." */
export function describeDwImport(added: number, fileName: string): string {
  return `Imported ${added} ${added === 1 ? 'character' : 'characters'} from ${fileName}.`;
}
