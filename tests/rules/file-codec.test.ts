import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createFileCodec } from '../../src/rules/file-codec';
import { describeIssues } from '../../src/rules/plain-issues';

const Party = z.object({
  version: z.literal(1),
  members: z.array(z.object({ id: z.string(), name: z.string() })),
});
type Party = z.infer<typeof Party>;

const codec = createFileCodec<Party>({
  what: 'party',
  maxLength: 200,
  parse: (data) => {
    const parsed = Party.safeParse(data);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, error: describeIssues(parsed.error.issues, 'the party', data) };
  },
});

describe('createFileCodec', () => {
  it('reads back what it wrote', () => {
    const party: Party = { version: 1, members: [{ id: 'm1', name: 'Ash' }] };
    expect(codec.decode(codec.encode(party))).toEqual({ ok: true, value: party });
  });

  it('names the file and the bad field in plain words', () => {
    const result = codec.decode('{"version":1,"members":[{"id":"m1"}]}', 'party.json');
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          '“party.json” is not a party file this site can read: Member 1: “name” is missing.',
        path: 'members[0].name',
      },
    });
  });

  it('refuses empty, oversized and non-JSON text with a sentence each', () => {
    expect(codec.decode('  ')).toMatchObject({
      ok: false,
      error: { code: 'empty', message: 'The file is empty.' },
    });
    expect(codec.decode(`"${'x'.repeat(300)}"`)).toMatchObject({
      ok: false,
      error: { code: 'too-large' },
    });
    expect(codec.decode('{version: 1')).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-json',
        message: 'The file is not a party file (its text is not JSON).',
      },
    });
  });
});
