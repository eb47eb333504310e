/**
 * The Cairn party as a file: export writes the saved shape
 * (`{ version: 1, members: [...] }`) as indented JSON; import reads it with the rules'
 * `parseCairnParty`, so a bad file is refused with a message and never reaches the store.
 */
import { parseCairnParty, type CairnMember } from './character';

/** Far larger than any real party; a bigger file is refused before it is read. */
export const MAX_PARTY_FILE_BYTES = 1_000_000;

export function cairnPartyFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `cairn-party-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

export function encodeCairnPartyFile(members: readonly CairnMember[]): string {
  return `${JSON.stringify({ version: 1, members }, null, 2)}\n`;
}

export type PartyFileReading =
  { ok: true; members: readonly CairnMember[] } | { ok: false; message: string };

export function readCairnPartyFile(text: string, fileName: string): PartyFileReading {
  if (text.trim() === '') return { ok: false, message: `${fileName} is empty.` };
  const parsed = parseCairnParty(text);
  return parsed.ok
    ? { ok: true, members: parsed.value }
    : { ok: false, message: `${fileName} cannot be imported: ${parsed.message}.` };
}

/** "2 characters and 1 hireling", "nobody". */
export function describeCairnParty(members: readonly CairnMember[]): string {
  const characters = members.filter((member) => member.kind === 'character').length;
  const hirelings = members.length - characters;
  const parts = [
    ...(characters > 0 ? [`${characters} character${characters === 1 ? '' : 's'}`] : []),
    ...(hirelings > 0 ? [`${hirelings} hireling${hirelings === 1 ? '' : 's'}`] : []),
  ];
  return parts.length === 0 ? 'nobody' : parts.join(' and ');
}
