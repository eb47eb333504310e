/**
 * The party as a file: `{ version: 1, characters: [...] }`, the saved shape, read with the rules'
 * `parseDwParty`, so a bad file is refused with a sentence naming the file and the first bad field
 * and never reaches the store.
 */
import { fail } from '../result';
import { createFileCodec, datedFileName } from '../file-codec';
import { parseDwParty, type DwParty } from './character';

/** `dead-weight-party-2026-03-09.json`. */
export const dwPartyFileCodec = createFileCodec<DwParty>({
  what: 'Dead Weight party',
  // Larger than any real party by far.
  maxLength: 1_000_000,
  parse: (data) => {
    const parsed = parseDwParty(data);
    return parsed.ok ? parsed : fail({ message: parsed.message });
  },
  fileName: (_party, date) => datedFileName('dead-weight-party', date),
  describe: ({ characters }) =>
    `${characters.length} ${characters.length === 1 ? 'character' : 'characters'}`,
});
