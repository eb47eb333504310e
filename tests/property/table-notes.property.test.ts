/**
 * The table's link and file codecs and the bookmarks-and-notes file: decoding never throws on any
 * text, on damaged valid data or on JSON of any shape; a refusal is an error value with a
 * sentence; a valid table or set of marks survives encode -> decode unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  marksFileCodec,
  tableFileCodec,
  tableShareCodec,
  type Personal,
  type SharedTable,
} from '../../src/rules/table-notes';
import { mutatedText, RUNS, textNear } from './mutate';

const words = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((text) => text.trim() !== '');
const section = fc
  .tuple(
    fc.constantFrom('cairn', 'loot'),
    fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/),
    fc.stringMatching(/^[a-z0-9’-]{1,20}$/u),
  )
  .map(([ruleset, page, heading]) => `${ruleset}/${page}#${heading}`);
const entry = fc.record({
  section,
  title: words(40),
  page: fc.string({ maxLength: 40 }),
  text: words(200),
});
const sharedTable: fc.Arbitrary<SharedTable> = fc.record({
  name: words(60).map((name) => name.trim()),
  houseRules: fc.array(entry, { maxLength: 5 }),
  notes: fc.array(entry, { maxLength: 5 }),
});
const personal: fc.Arbitrary<Personal> = fc.record({
  version: fc.constant(1 as const),
  marks: fc.array(
    fc.record({
      section,
      title: words(40),
      page: fc.string({ maxLength: 40 }),
      bookmarked: fc.boolean(),
      note: fc.string({ maxLength: 200 }),
      shared: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
});

function refusesPlainly(result: { ok: boolean; error?: { message: string } }): boolean {
  return result.ok || (typeof result.error?.message === 'string' && result.error.message !== '');
}

describe('tableShareCodec', () => {
  it('round-trips every valid table through its link', () => {
    fc.assert(
      fc.property(sharedTable, (table) => {
        expect(tableShareCodec.decode(tableShareCodec.encode(table))).toEqual({
          ok: true,
          value: table,
        });
      }),
      RUNS,
    );
  });

  it('never throws on damaged links or any text, and says why it refuses', () => {
    const link = sharedTable.map((table) => tableShareCodec.encode(table));
    fc.assert(
      fc.property(fc.oneof(mutatedText(link), fc.string({ unit: 'binary' })), (text) => {
        expect(refusesPlainly(tableShareCodec.decode(text))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('tableFileCodec', () => {
  it('round-trips every valid table through its file', () => {
    fc.assert(
      fc.property(sharedTable, (table) => {
        expect(tableFileCodec.decode(tableFileCodec.encode(table), 'table.json')).toEqual({
          ok: true,
          value: table,
        });
      }),
      RUNS,
    );
  });

  it('never throws on damaged files or JSON of any shape', () => {
    const file = sharedTable.map((table) => JSON.parse(tableFileCodec.encode(table)) as unknown);
    fc.assert(
      fc.property(fc.oneof(textNear(file), fc.json()), (text) => {
        expect(refusesPlainly(tableFileCodec.decode(text, 'table.json'))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('marksFileCodec', () => {
  it('round-trips every valid set of bookmarks and notes', () => {
    fc.assert(
      fc.property(personal, (marks) => {
        expect(marksFileCodec.decode(marksFileCodec.encode(marks))).toEqual({
          ok: true,
          value: marks,
        });
      }),
      RUNS,
    );
  });

  it('never throws on damaged files', () => {
    fc.assert(
      fc.property(textNear(personal), (text) => {
        expect(refusesPlainly(marksFileCodec.decode(text))).toBe(true);
      }),
      RUNS,
    );
  });
});
