/**
 * createFileCodec: reading never throws on any text or on a damaged valid file, a refusal is an
 * error value with a code and a sentence, and a valid value survives encode -> decode.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createFileCodec } from '../../src/rules/file-codec';
import { describeIssues } from '../../src/rules/plain-issues';
import { mutatedText, RUNS } from './mutate';

const Party = z.object({
  version: z.literal(1),
  members: z.array(z.object({ id: z.string(), name: z.string(), fatigue: z.number() })),
});
type Party = z.infer<typeof Party>;

const codec = createFileCodec<Party>({
  what: 'party',
  maxLength: 100_000,
  parse: (data) => {
    const parsed = Party.safeParse(data);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, error: describeIssues(parsed.error.issues, 'the party', data) };
  },
  fileName: () => 'party.json',
  describe: (value) => `${value.members.length} members`,
});

const party: fc.Arbitrary<Party> = fc.record({
  version: fc.constant(1 as const),
  members: fc.array(
    fc.record({
      id: fc.string(),
      name: fc.string(),
      fatigue: fc.integer({ min: -1000, max: 1000 }),
    }),
    { maxLength: 8 },
  ),
});

function expectRefusalOrValue(text: string): void {
  const result = codec.decode(text);
  if (!result.ok) {
    expect(result.error.code).toMatch(/^(empty|too-large|invalid-json|invalid-data)$/);
    expect(result.error.message.length).toBeGreaterThan(10);
  }
}

describe('createFileCodec, on random and damaged files', () => {
  it('round-trips every valid value', () => {
    fc.assert(
      fc.property(party, (value) => {
        expect(codec.decode(codec.encode(value))).toEqual({ ok: true, value });
      }),
      RUNS,
    );
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), expectRefusalOrValue), RUNS);
  });

  it('never throws on a valid file changed here and there', () => {
    fc.assert(
      fc.property(mutatedText(party.map((value) => codec.encode(value))), expectRefusalOrValue),
      RUNS,
    );
  });
});
