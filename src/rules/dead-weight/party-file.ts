/**
 * The party as a file: `{ version: 1, characters: [...] }`, the saved shape, read with the rules'
 * `readDwPartyData`, so a bad file is refused with a sentence naming the file and the first bad field
 * and never reaches the store.
 */
import { howMany } from '../words';
import { createFileCodec, datedFileName } from '../file-codec';
import { readDwPartyData, type DwParty } from './character';

/** `dead-weight-party-2026-03-09.json`. */
export const dwPartyFileCodec = createFileCodec<DwParty>({
  kind: 'dead-weight-party',
  // Larger than any real party by far.
  maxLength: 1_000_000,
  parse: readDwPartyData,
  fileName: (_party, date) => datedFileName('dead-weight-party', date),
  describe: ({ characters }) => howMany(characters.length, 'character'),
});
