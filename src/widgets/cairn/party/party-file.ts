/**
 * The Cairn party as a file and on paper: export writes the saved shape
 * (`{ version: 1, members: [...] }`) as indented JSON; import reads it with the rules'
 * `parseCairnParty`, so a bad file is refused with a message and never reaches the store.
 * Printing marks one element and hides the rest of the page while the print dialog is open.
 */
import { parseCairnParty, type CairnMember } from '../../../rules/cairn/character';

/** Far larger than any real party; a bigger file is refused before it is read. */
export const MAX_PARTY_FILE_BYTES = 1_000_000;

export function cairnPartyFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `cairn-party-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

export function encodeCairnPartyFile(members: readonly CairnMember[]): string {
  return `${JSON.stringify({ version: 1, members }, null, 2)}\n`;
}

export type PartyFileReading = { ok: true; members: readonly CairnMember[] } | { ok: false; message: string };

export function readCairnPartyFile(text: string, fileName: string): PartyFileReading {
  if (text.trim() === '') return { ok: false, message: `${fileName} is empty.` };
  const parsed = parseCairnParty(text);
  return parsed.ok ? { ok: true, members: parsed.value } : { ok: false, message: `${fileName} cannot be imported: ${parsed.message}.` };
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

export const CAIRN_PRINTING_CLASS = 'cairn-printing';
export const CAIRN_PRINT_TARGET_CLASS = 'cairn-print-target';

/** Prints only `element`: party.css hides the rest of the page while <html> has the class. */
export function printCairnElement(element: HTMLElement): void {
  const root = document.documentElement;
  const done = () => {
    root.classList.remove(CAIRN_PRINTING_CLASS);
    element.classList.remove(CAIRN_PRINT_TARGET_CLASS);
    window.removeEventListener('afterprint', done);
  };
  root.classList.add(CAIRN_PRINTING_CLASS);
  element.classList.add(CAIRN_PRINT_TARGET_CLASS);
  window.addEventListener('afterprint', done);
  window.print();
}
