/**
 * Every share-link codec made with createShareCodec: decoding never throws on any text or on a
 * damaged valid link, a refusal is an error value with a code and a sentence, and a valid value
 * survives encode -> decode (checked as a fixed point: encoding what was decoded gives the same link).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  rollCairnHireling,
  encodeCairnHirelingLink,
  decodeCairnHirelingLink,
} from '../../src/rules/cairn/hirelings';
import { createSeededRng } from '../../src/rules/dice';
import {
  createDwCharacter,
  decodeDwCharacterLink,
  encodeDwCharacterLink,
} from '../../src/rules/dead-weight/character';
import {
  decodeInvestigatorLink,
  encodeInvestigatorLink,
  generateInvestigator,
} from '../../src/rules/eldritch-instinct/investigator';
import { createMonsterDraft, decodeMonsterLink, encodeMonsterLink } from '../../src/rules/locus';
import { decodeLootSheetLink, emptySheet, encodeLootSheetLink } from '../../src/rules/loot';
import {
  createShareCodec,
  decodeBase64Url,
  encodeBase64Url,
  parseShareWithSchema,
} from '../../src/rules/share-link';
import * as z from 'zod';
import { mutatedJson, mutatedText, RUNS } from './mutate';

const name = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== '');
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

interface CodecCase {
  readonly what: string;
  readonly valid: fc.Arbitrary<unknown>;
  readonly encode: (value: unknown) => string;
  readonly decode: (
    text: string,
  ) => { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } };
  /** The link of a decoded value, for the fixed-point check. */
  readonly reencode: (value: unknown) => string;
}

const CODECS: readonly CodecCase[] = [
  {
    what: 'LOOT sheet (encodeLootSheetLink)',
    valid: name.map((text) => emptySheet('s1', text.trim())),
    encode: (value) => encodeLootSheetLink(value as Parameters<typeof encodeLootSheetLink>[0]),
    decode: decodeLootSheetLink,
    reencode: (value) => encodeLootSheetLink(value as Parameters<typeof encodeLootSheetLink>[0]),
  },
  {
    what: 'Dead Weight character (encodeDwCharacterLink)',
    valid: name.map((text) => createDwCharacter('c1', text.trim())),
    encode: (value) => encodeDwCharacterLink(value as Parameters<typeof encodeDwCharacterLink>[0]),
    decode: decodeDwCharacterLink,
    reencode: (value) =>
      encodeDwCharacterLink(value as Parameters<typeof encodeDwCharacterLink>[0]),
  },
  {
    what: 'Eldritch Instinct investigator (encodeInvestigatorLink)',
    valid: seed.map((value) => generateInvestigator(createSeededRng(value)).investigator),
    encode: (value) =>
      encodeInvestigatorLink(value as Parameters<typeof encodeInvestigatorLink>[0]),
    decode: decodeInvestigatorLink,
    reencode: (value) =>
      encodeInvestigatorLink(value as Parameters<typeof encodeInvestigatorLink>[0]),
  },
  {
    what: 'Locus Monster (encodeMonsterLink)',
    valid: name.map((text) => createMonsterDraft({ name: text.trim() })),
    encode: (value) => encodeMonsterLink(value as Parameters<typeof encodeMonsterLink>[0]),
    decode: decodeMonsterLink,
    reencode: (value) => encodeMonsterLink(value as Parameters<typeof encodeMonsterLink>[0]),
  },
  {
    what: 'Cairn hireling (encodeCairnHirelingLink)',
    valid: fc.tuple(name, seed).map(([text, value]) => ({
      name: text.trim(),
      hireling: rollCairnHireling(createSeededRng(value)),
    })),
    encode: (value) => {
      const { name: text, hireling } = value as {
        name: string;
        hireling: ReturnType<typeof rollCairnHireling>;
      };
      return encodeCairnHirelingLink(text, hireling);
    },
    decode: decodeCairnHirelingLink,
    reencode: (value) => {
      const { name: text, hireling } = value as {
        name: string;
        hireling: ReturnType<typeof rollCairnHireling>;
      };
      return encodeCairnHirelingLink(text, hireling);
    },
  },
];

function expectResult(result: ReturnType<CodecCase['decode']>): void {
  if (!result.ok) {
    expect(result.error.code).toMatch(/^[a-z-]+$/);
    expect(result.error.message.length).toBeGreaterThan(0);
  }
}

/** A link of the right version around any JSON, as a tampered link would be. */
function linkAround(link: string, json: unknown): string {
  const prefix = link.slice(0, link.indexOf('.') + 1);
  return prefix + encodeBase64Url(new TextEncoder().encode(JSON.stringify(json)));
}

for (const codec of CODECS) {
  describe(`the ${codec.what} codec`, () => {
    it('never throws when decoding any text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (text) => expectResult(codec.decode(text))),
        RUNS,
      );
    });

    it('never throws when decoding a valid link with random edits', () => {
      fc.assert(
        fc.property(mutatedText(codec.valid.map(codec.encode)), (text) =>
          expectResult(codec.decode(text)),
        ),
        RUNS,
      );
    });

    it('never throws when decoding a well-formed link around damaged data', () => {
      const tampered = fc
        .tuple(codec.valid, mutatedJson(codec.valid))
        .map(([valid, json]) => linkAround(codec.encode(valid), json));
      fc.assert(
        fc.property(tampered, (text) => expectResult(codec.decode(text))),
        RUNS,
      );
    });

    it('decodes what it encodes, and encoding that again gives the same link', () => {
      fc.assert(
        fc.property(codec.valid, (value) => {
          const link = codec.encode(value);
          const decoded = codec.decode(link);
          if (!decoded.ok) throw new Error(`${link}: ${decoded.error.message}`);
          expect(codec.reencode(decoded.value)).toBe(link);
        }),
        RUNS,
      );
    });
  });
}

describe('createShareCodec', () => {
  const codec = createShareCodec({
    version: 't1',
    what: 'test value',
    maxLength: 4000,
    parse: parseShareWithSchema(z.array(z.int()), 'the list'),
  });

  it('round-trips any list of integers and never throws on mutated links', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (list) => {
        expect(codec.decode(codec.encode(list))).toEqual({ ok: true, value: list });
      }),
      RUNS,
    );
    fc.assert(
      fc.property(mutatedText(fc.array(fc.integer()).map((list) => codec.encode(list))), (text) =>
        expectResult(codec.decode(text)),
      ),
      RUNS,
    );
  });
});

describe('decodeBase64Url', () => {
  it('reads back any bytes encodeBase64Url wrote, and returns null or bytes for any text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(decodeBase64Url(encodeBase64Url(bytes))).toEqual(bytes);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(() => decodeBase64Url(text)).not.toThrow();
      }),
      RUNS,
    );
  });
});
