/**
 * Saved investigators as a file: `{ version: 1, investigators: [...] }`, the saved list, read with
 * `parseInvestigators`, so a bad file is refused with the file name and the bad field.
 */
import { howMany } from '../words';
import { createFileCodec, datedFileName } from '../file-codec';
import { parseInvestigators, type InvestigatorList } from './investigator';

/** `eldritch-instinct-investigators-2026-03-09.json`. */
export const investigatorFileCodec = createFileCodec<InvestigatorList>({
  kind: 'eldritch-instinct-investigators',
  // Larger than any real list by far.
  maxLength: 2_000_000,
  parse: parseInvestigators,
  fileName: (_list, date) => datedFileName('eldritch-instinct-investigators', date),
  describe: (list) => howMany(list.investigators.length, 'investigator'),
});
