/**
 * The Cairn party as a file: `{ version: 1, members: [...] }`, the saved shape, read with the
 * rules' `readCairnPartyData`, so a bad file is refused with a sentence and never reaches the store.
 */
import { capitalised, howMany } from '../words';
import { createFileCodec, datedFileName } from '../file-codec';
import { cairnMemberName, isCairnPc, readCairnPartyData, type CairnMember } from './character';

/** `cairn-party-2026-03-09.json`. */
export const cairnPartyFileCodec = createFileCodec<readonly CairnMember[]>({
  kind: 'cairn-party',
  // Far larger than any real party (40 members).
  maxLength: 1_000_000,
  parse: readCairnPartyData,
  toFile: (members) => ({ version: 1, members }),
  fileName: (_members, date) => datedFileName('cairn-party', date),
  describe: describeCairnParty,
  names: (members) => members.map(cairnMemberName),
});

/** "2 characters and 1 hireling", "nobody". */
export function describeCairnParty(members: readonly CairnMember[]): string {
  const characters = members.filter(isCairnPc).length;
  const hirelings = members.length - characters;
  const parts = [
    ...(characters > 0 ? [howMany(characters, 'character')] : []),
    ...(hirelings > 0 ? [howMany(hirelings, 'hireling')] : []),
  ];
  return parts.length === 0 ? 'nobody' : parts.join(' and ');
}

/** Who is in the party, as the tracker says it: "2 characters and 1 hireling in the party." */
export function describeCairnPartyCount(members: readonly CairnMember[]): string {
  return `${capitalised(describeCairnParty(members))} in the party.`;
}
