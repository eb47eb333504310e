/**
 * Every parser of saved state and imported files: never throws on any text, on JSON of any shape
 * or on damaged valid data; reads back what its serializer wrote.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createCairnMember,
  parseCairnParty,
  serializeCairnParty,
} from '../../src/rules/cairn/character';
import { createSeededRng } from '../../src/rules/dice';
import {
  createDwCharacter,
  parseDwParty,
  serializeDwParty,
} from '../../src/rules/dead-weight/character';
import {
  createInvestigatorList,
  generateInvestigator,
  parseInvestigators,
  serializeInvestigators,
} from '../../src/rules/eldritch-instinct/investigator';
import {
  createCharacter,
  createMonsterDraft,
  parseCast,
  parseMonsterList,
  monsterFileCodec,
  serializeCast,
  serializeMonsterList,
  withMonsterId,
} from '../../src/rules/locus';
import { parseViceList, serializeViceList } from '../../src/rules/locus/vices';
import { emptySheet, parseLootSheets, serializeLootSheets } from '../../src/rules/loot';
import { encodeRollLog, readRollLog } from '../../src/stores/roll-log';
import { cairnPartyFileCodec } from '../../src/rules/cairn/party-file';
import { dwPartyFileCodec } from '../../src/rules/dead-weight/party-file';
import { investigatorFileCodec } from '../../src/rules/eldritch-instinct/investigator-file';
import { castFileCodec } from '../../src/rules/locus/cast-file';
import { lootSheetsFileCodec } from '../../src/rules/loot';
import { RUNS, textNear } from './mutate';

const name = fc
  .string({ minLength: 1, maxLength: 20 })
  .filter((text) => text.trim() !== '')
  .map((text) => text.trim());
const names = fc.uniqueArray(name, {
  minLength: 1,
  maxLength: 3,
  selector: (text) => text.toLowerCase(),
});
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

interface ParserCase {
  readonly what: string;
  /** A valid value as its serializer writes it (a JSON value, for mutation). */
  readonly valid: fc.Arbitrary<unknown>;
  readonly serialize: (value: unknown) => string;
  /** Reads text; returns whether it was accepted and, if so, the value read. */
  readonly read: (text: string) => { ok: boolean; value?: unknown };
}

const cairnParty = names.map((list) =>
  list.map((text, index) =>
    createCairnMember(`m${index}`, {
      kind: 'character',
      name: text,
      str: 10,
      dex: 10,
      wil: 10,
      hp: 3,
    }),
  ),
);
const dwParty = names.map((list) => ({
  version: 1 as const,
  characters: list.map((text, index) => createDwCharacter(`c${index}`, text)),
}));
const investigators = fc.array(seed, { maxLength: 2 }).map((seeds) =>
  createInvestigatorList(
    seeds.map((value, index) => ({
      ...generateInvestigator(createSeededRng(value)).investigator,
      id: `i${index}`,
    })),
  ),
);
const cast = names.map((list) => ({
  version: 1 as const,
  characters: list.map((text, index) => createCharacter(text, { id: `c${index}` })),
}));
// Each Monster's id is made unique against the ones before it, as the builder does.
const monsters = names.map((list) => ({
  version: 1 as const,
  monsters: list.reduce<ReturnType<typeof withMonsterId>[]>(
    (made, text) => [
      ...made,
      withMonsterId(
        createMonsterDraft({ name: text }),
        made.map((monster) => monster.id),
      ),
    ],
    [],
  ),
}));
const lootSheets = names.map((list) => list.map((text, index) => emptySheet(`s${index}`, text)));
const rollLog = fc.array(
  fc.record({
    id: fc.string(),
    source: fc.string(),
    expression: fc.string(),
    detail: fc.string(),
    total: fc.integer(),
    time: fc.nat(),
  }),
  { maxLength: 3 },
);

type Sheets = Parameters<typeof serializeLootSheets>[0];

const PARSERS: readonly ParserCase[] = [
  {
    what: 'parseCairnParty',
    valid: cairnParty,
    serialize: (v) => serializeCairnParty(v as never),
    read: (t) => parseCairnParty(t),
  },
  {
    what: 'cairnPartyFileCodec',
    valid: cairnParty,
    serialize: (v) => cairnPartyFileCodec.encode(v as never),
    read: (t) => cairnPartyFileCodec.decode(t, 'party.json'),
  },

  {
    what: 'parseDwParty',
    valid: dwParty,
    serialize: (v) => serializeDwParty(v as never),
    read: (t) => parseDwParty(t),
  },
  {
    what: 'dwPartyFileCodec',
    valid: dwParty,
    serialize: (v) => dwPartyFileCodec.encode(v as never),
    read: (t) => dwPartyFileCodec.decode(t, 'party.json'),
  },

  {
    what: 'parseInvestigators',
    valid: investigators,
    serialize: (v) => serializeInvestigators(v as never),
    read: (t) => parseInvestigators(t),
  },
  {
    what: 'investigatorFileCodec',
    valid: investigators,
    serialize: (v) => investigatorFileCodec.encode(v as never),
    read: (t) => investigatorFileCodec.decode(t, 'file.json'),
  },

  {
    what: 'parseCast',
    valid: cast,
    serialize: (v) => serializeCast(v as never),
    read: (t) => parseCast(t),
  },
  {
    what: 'castFileCodec',
    valid: cast,
    serialize: (v) => castFileCodec.encode(v as never),
    read: (t) => castFileCodec.decode(t, 'cast.json'),
  },

  {
    what: 'parseMonsterList',
    valid: monsters,
    serialize: (v) => serializeMonsterList(v as never),
    read: (t) => parseMonsterList(t),
  },
  {
    what: 'monsterFileCodec',
    // A file of no Monsters is refused: it adds nothing.
    valid: monsters.map((list) => list.monsters).filter((list) => list.length > 0),
    serialize: (v) => monsterFileCodec.encode(v as never),
    read: (t) => monsterFileCodec.decode(t, 'monsters.json'),
  },

  {
    what: 'parseViceList',
    valid: names,
    serialize: (v) => serializeViceList(v as never),
    read: (t) => parseViceList(t),
  },
  {
    what: 'parseLootSheets',
    valid: lootSheets,
    serialize: (v) => serializeLootSheets(v as Sheets),
    read: (t) => parseLootSheets(t),
  },
  {
    what: 'lootSheetsFileCodec',
    // A file of no sheets is refused: it adds nothing.
    valid: lootSheets.filter((sheets) => sheets.length > 0),
    serialize: (v) => lootSheetsFileCodec.encode(v as Sheets),
    read: (t) => lootSheetsFileCodec.decode(t, 'loot.json'),
  },

  {
    what: 'readRollLog',
    valid: rollLog,
    serialize: (v) => encodeRollLog(v as never),
    read: (t) => readRollLog(t),
  },
];

for (const parser of PARSERS) {
  describe(parser.what, () => {
    it('never throws on any text, JSON of any shape or damaged valid data', () => {
      fc.assert(
        fc.property(
          textNear(parser.valid.map((value) => JSON.parse(parser.serialize(value)) as unknown)),
          (text) => {
            expect(typeof parser.read(text).ok).toBe('boolean');
          },
        ),
        RUNS,
      );
    });

    it('reads back what its serializer wrote', () => {
      fc.assert(
        fc.property(parser.valid, (value) => {
          const read = parser.read(parser.serialize(value));
          expect(read.ok).toBe(true);
          // Same data; key order may differ where a schema rebuilds the object.
          expect(JSON.parse(parser.serialize(read.value))).toEqual(
            JSON.parse(parser.serialize(value)),
          );
        }),
        RUNS,
      );
    });
  });
}
