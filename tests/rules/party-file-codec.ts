/**
 * A small file codec of a party of named members, for the tests of the file codec and of a file's
 * export and import: its file may hold at most 200 characters.
 */
import * as z from 'zod/mini';
import { createFileCodec, datedFileName } from '../../src/rules/file-codec';
import { describeIssues } from '../../src/rules/plain-issues';

const Party = z.object({
  version: z.literal(1),
  members: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Member = z.infer<typeof Party>['members'][number];

export const partyCodec = createFileCodec<readonly Member[]>({
  what: 'party',
  maxLength: 200,
  parse: (data) => {
    const parsed = Party.safeParse(data);
    return parsed.success
      ? { ok: true, value: parsed.data.members }
      : { ok: false, error: describeIssues(parsed.error.issues, 'the party', data) };
  },
  toFile: (members) => ({ version: 1, members }),
  fileName: (_members, date) => datedFileName('party', date),
  describe: (members) => `${members.length} member${members.length === 1 ? '' : 's'}`,
  names: (members) => members.map((member) => member.name),
  isEmpty: (members) => members.length === 0,
});
