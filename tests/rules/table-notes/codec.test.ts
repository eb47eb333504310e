import { describe, expect, it } from 'vitest';
import {
  describeSharedTable,
  headingOf,
  marksFileCodec,
  pageOf,
  rulesetOf,
  sectionAddress,
  tableFileCodec,
  tableShareCodec,
  type SharedTable,
} from '../../../src/rules/table-notes';

const table: SharedTable = {
  name: 'Ravenmoor Nights',
  houseRules: [{ section: 'cairn/combat#rounds', title: 'Rounds', page: 'Combat', text: 'R' }],
  notes: [],
};
const day = new Date(2026, 10, 27);

describe('tableShareCodec', () => {
  it('refuses a link of another version and a table without a name, in plain words', () => {
    expect(tableShareCodec.decode('t9.abc')).toMatchObject({
      ok: false,
      error: { code: 'unknown-version' },
    });
    const nameless = tableShareCodec.encode({ ...table, name: ' ' });
    expect(tableShareCodec.decode(nameless)).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-data',
        message: expect.stringMatching(/^The shared table is not valid/),
      },
    });
  });
});

describe('tableFileCodec', () => {
  it('names the file after the table and the day, and says what it holds', () => {
    expect(tableFileCodec.fileName(table, day)).toBe('table-ravenmoor-nights-2026-11-27.json');
    expect(tableFileCodec.fileName({ ...table, name: '★' }, day)).toBe(
      'table-table-2026-11-27.json',
    );
    expect(tableFileCodec.imported(table, 't.json')).toBe(
      'Imported “Ravenmoor Nights”: 1 house rule and 0 shared notes from “t.json”.',
    );
  });

  it('refuses a file of another shape, naming it', () => {
    expect(tableFileCodec.decode('{"version":1}', 'x.json')).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^“x.json” is not a table file this site can read/) },
    });
  });
});

describe('marksFileCodec', () => {
  it('counts bookmarks and notes, and dates its file', () => {
    const marks = {
      version: 1 as const,
      marks: [
        {
          section: 'cairn/combat#rounds',
          title: 'Rounds',
          page: 'Combat',
          bookmarked: true,
          note: '',
          shared: false,
        },
        {
          section: 'cairn/combat#actions',
          title: 'Actions',
          page: 'Combat',
          bookmarked: true,
          note: 'n',
          shared: false,
        },
      ],
    };
    expect(marksFileCodec.describe(marks)).toBe('2 bookmarks and 1 note');
    expect(marksFileCodec.fileName(marks, day)).toBe('my-bookmarks-and-notes-2026-11-27.json');
  });
});

describe('section addresses', () => {
  it('join and split a page and a heading', () => {
    const address = sectionAddress('dead-weight/combat', 'morale');
    expect([address, pageOf(address), headingOf(address), rulesetOf(address)]).toEqual([
      'dead-weight/combat#morale',
      'dead-weight/combat',
      'morale',
      'dead-weight',
    ]);
  });
});

describe('describeSharedTable', () => {
  it('counts in the singular and plural', () => {
    expect(
      describeSharedTable({ ...table, notes: [...table.houseRules, ...table.houseRules] }),
    ).toBe('“Ravenmoor Nights”: 1 house rule and 2 shared notes');
  });
});
