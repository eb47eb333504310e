import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TABLE_NAME,
  MAX_ENTRIES,
  MAX_NOTE,
  MAX_TABLES,
  addTable,
  droppedMessage,
  fitNote,
  changeMark,
  emptyPersonal,
  emptyTables,
  findOrphans,
  firstLine,
  headingsOfPages,
  joinTable,
  pagesOf,
  putBackTableText,
  readTableName,
  removeTable,
  removeTableNote,
  rulesetOf,
  renameTable,
  searchWriting,
  setHouseRule,
  sharedTableOf,
  writingOnPage,
  type Personal,
  type Place,
  type Tables,
} from '../../../src/rules/table-notes';

const morale: Place = { section: 'cairn/combat#morale', title: 'Morale', page: 'Combat' };
const armor: Place = { section: 'cairn/combat#armor', title: 'Armor', page: 'Combat' };
const saves: Place = { section: 'cairn/saves#saves', title: 'Saves', page: 'Saves' };

function value<T>(change: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!change.ok) throw new Error(change.error.message);
  return change.value;
}

describe('changeMark', () => {
  it('bookmarks a section and keeps the names it was marked under', () => {
    const marks = value(changeMark(emptyPersonal(), morale, { bookmarked: true }));
    expect(marks.marks).toEqual([{ ...morale, bookmarked: true, note: '', shared: false }]);
  });

  it('takes a mark out when neither bookmark nor note is left', () => {
    const marked = value(changeMark(emptyPersonal(), morale, { note: 'Roll 2d6' }));
    expect(value(changeMark(marked, morale, { note: '  ' })).marks).toEqual([]);
  });

  it('refuses a note longer than it keeps, and a mark past the most it holds', () => {
    const long = changeMark(emptyPersonal(), morale, { note: 'x'.repeat(MAX_NOTE + 1) });
    expect(long).toMatchObject({ ok: false, error: { code: 'too-long' } });
    const full: Personal = {
      version: 1,
      marks: Array.from({ length: MAX_ENTRIES }, (_, index) => ({
        section: `cairn/combat#h${index}`,
        title: `H${index}`,
        page: 'Combat',
        bookmarked: true,
        note: '',
        shared: false,
      })),
    };
    expect(changeMark(full, morale, { bookmarked: true })).toMatchObject({
      ok: false,
      error: { code: 'full' },
    });
  });
});

describe('setHouseRule', () => {
  it('starts a table named "My table" for the first house rule, and makes it active', () => {
    const tables = value(setHouseRule(emptyTables(), morale, 'Morale is 2d6 under WIL.'));
    expect(tables.active).toBe('t1');
    expect(tables.tables[0]).toMatchObject({
      name: DEFAULT_TABLE_NAME,
      houseRules: [{ ...morale, text: 'Morale is 2d6 under WIL.' }],
    });
  });

  it('replaces the rule on the same section and takes it out when emptied', () => {
    let tables = value(setHouseRule(emptyTables(), morale, 'one'));
    tables = value(setHouseRule(tables, morale, 'two'));
    expect(tables.tables[0]!.houseRules.map((rule) => rule.text)).toEqual(['two']);
    expect(value(setHouseRule(tables, morale, '')).tables[0]!.houseRules).toEqual([]);
  });

  it('makes no table for an empty rule', () => {
    expect(value(setHouseRule(emptyTables(), morale, ''))).toEqual(emptyTables());
  });
});

describe('tables', () => {
  it('names a table in plain words, and refuses an empty or long name', () => {
    expect(readTableName('  Ravenmoor ')).toEqual({ ok: true, value: 'Ravenmoor' });
    expect(readTableName(' ')).toMatchObject({
      ok: false,
      error: { message: 'Give the table a name.' },
    });
    expect(readTableName('x'.repeat(61)).ok).toBe(false);
  });

  it('keeps at most MAX_TABLES tables', () => {
    let tables: Tables = emptyTables();
    for (let index = 0; index < MAX_TABLES; index += 1)
      tables = value(addTable(tables, `T${index}`));
    expect(addTable(tables, 'One more')).toMatchObject({
      ok: false,
      error: { code: 'too-many-tables' },
    });
  });

  it('renames and removes a table; another becomes active', () => {
    let tables = value(addTable(emptyTables(), 'A'));
    tables = value(addTable(tables, 'B'));
    tables = value(renameTable(tables, 't2', 'Bee'));
    expect(tables.tables.map((table) => table.name)).toEqual(['A', 'Bee']);
    tables = removeTable(tables, 't2');
    expect(tables.active).toBe('t1');
    expect(removeTable(tables, 't1')).toEqual({ version: 1, active: '', tables: [] });
  });
});

describe('sharedTableOf', () => {
  it('carries house rules and notes marked to share, never personal ones', () => {
    const tables = value(setHouseRule(emptyTables(), morale, 'Rule'));
    let marks = value(changeMark(emptyPersonal(), armor, { note: 'Shared', shared: true }));
    marks = value(changeMark(marks, saves, { note: 'Private' }));
    const shared = sharedTableOf(tables.tables[0]!, marks);
    expect(shared.houseRules.map((rule) => rule.text)).toEqual(['Rule']);
    expect(shared.notes).toEqual([{ ...armor, text: 'Shared' }]);
    expect(JSON.stringify(shared)).not.toContain('Private');
  });
});

describe('joinTable', () => {
  const shared = { name: 'Ravenmoor', houseRules: [{ ...morale, text: 'R' }], notes: [] };

  it('joins as a new table beside the reader’s own, and makes it active', () => {
    const mine = value(addTable(emptyTables(), 'Ravenmoor'));
    const joined = value(joinTable(mine, shared, 'keep'));
    expect(joined.tables.map((table) => table.id)).toEqual(['t1', 't2']);
    expect(joined.active).toBe('t2');
  });

  it('replaces the chosen table, keeping its id', () => {
    const mine = value(addTable(emptyTables(), 'Ravenmoor'));
    const joined = value(joinTable(mine, shared, { replace: 't1' }));
    expect(joined.tables).toEqual([{ id: 't1', ...shared }]);
  });
});

describe('writingOnPage', () => {
  it('gathers the marks, house rules and table notes of one page by heading id', () => {
    const marks = value(changeMark(emptyPersonal(), morale, { bookmarked: true }));
    let tables = value(setHouseRule(emptyTables(), morale, 'R'));
    tables = value(setHouseRule(tables, saves, 'S'));
    const found = writingOnPage(marks, tables.tables[0], 'cairn/combat');
    expect([...found.keys()]).toEqual(['morale']);
    expect(found.get('morale')).toMatchObject({
      mark: { bookmarked: true },
      houseRule: { text: 'R' },
    });
  });
});

describe('rulesetOf', () => {
  it('is the first path segment, also of a ruleset’s first page, whose address has no page part', () => {
    expect(rulesetOf('cairn/combat#morale')).toBe('cairn');
    expect(rulesetOf('cairn#saves')).toBe('cairn');
    expect(rulesetOf('locus#core-rules')).toBe('locus');
    expect(rulesetOf('cairn/gm/tables#a/b')).toBe('cairn');
  });
});

describe('fitNote', () => {
  it('keeps a note of the most characters whole, and cuts a longer one, saying how much went', () => {
    expect(fitNote('x'.repeat(MAX_NOTE))).toEqual({ text: 'x'.repeat(MAX_NOTE), dropped: 0 });
    expect(fitNote('x'.repeat(MAX_NOTE + 1500))).toEqual({
      text: 'x'.repeat(MAX_NOTE),
      dropped: 1500,
    });
    expect(droppedMessage('note', 1500)).toBe(
      'A note keeps at most 4,000 characters: the last 1,500 characters of what was typed or pasted were not kept.',
    );
    expect(droppedMessage('house rule', 1)).toMatch(/the last 1 character .* was not kept\.$/);
  });
});

describe('putBackTableText', () => {
  it('puts a forgotten house rule or table note back on its table, unless one is there again', () => {
    const tables = value(setHouseRule(emptyTables(), morale, 'R'));
    const id = tables.active;
    const rule = tables.tables[0]!.houseRules[0]!;
    const without = value(setHouseRule(tables, morale, ''));
    expect(putBackTableText(without, id, 'houseRules', rule)).toEqual(tables);
    const note = { ...armor, text: 'n' };
    expect(putBackTableText(without, id, 'notes', note).tables[0]!.notes).toEqual([note]);
    // Written again meanwhile: the newer text stays; a table that is gone takes nothing.
    const again = value(setHouseRule(without, morale, 'New'));
    expect(putBackTableText(again, id, 'houseRules', rule)).toBe(again);
    expect(putBackTableText(without, 't9', 'houseRules', rule)).toBe(without);
  });
});

describe('removeTableNote', () => {
  it('takes a shared note off the active table', () => {
    const tables = value(
      joinTable(
        emptyTables(),
        { name: 'T', houseRules: [], notes: [{ ...morale, text: 'n' }] },
        'keep',
      ),
    );
    expect(removeTableNote(tables, morale.section).tables[0]!.notes).toEqual([]);
  });
});

describe('findOrphans', () => {
  const entries = [morale, armor, saves, { ...morale, section: 'loot/gone#x' }];

  it('lists entries whose heading or page the build no longer has, and trusts no guess', () => {
    const pages = new Map([
      ['cairn/combat', { kind: 'found' as const, ids: new Set(['morale']) }],
      ['cairn/saves', { kind: 'unknown' as const }],
      ['loot/gone', { kind: 'missing' as const }],
    ]);
    expect(findOrphans(entries, pages).map((entry) => entry.section)).toEqual([
      'cairn/combat#armor',
      'loot/gone#x',
    ]);
  });

  it('names each page once', () => {
    expect(pagesOf(entries)).toEqual(['cairn/combat', 'cairn/saves', 'loot/gone']);
  });

  it('reads what the build holds on each page from its list of pages, a page not listed being gone', () => {
    const built = [
      { path: 'cairn/combat', sections: [{ id: 'morale' }, { id: 'armor' }] },
      { path: 'cairn/saves', sections: [] },
    ];
    const pages = headingsOfPages(built, ['cairn/combat', 'loot/gone']);
    expect([...pages.keys()]).toEqual(['cairn/combat', 'loot/gone']);
    expect(pages.get('cairn/combat')).toEqual({ kind: 'found', ids: new Set(['morale', 'armor']) });
    expect(pages.get('loot/gone')).toEqual({ kind: 'missing' });
    expect(findOrphans(entries, pages).map((entry) => entry.section)).toEqual(['loot/gone#x']);
  });
});

describe('searchWriting', () => {
  it('finds notes and house rules by every word, in any case and without accents', () => {
    const marks = value(changeMark(emptyPersonal(), morale, { note: 'The Dragon flees at 3' }));
    const tables = value(setHouseRule(emptyTables(), armor, 'Armour caps at 3, dragon hide 4'));
    const found = searchWriting('DRAGON', marks, tables.tables[0]);
    expect(found.map((item) => [item.kind, item.title])).toEqual([
      ['house-rule', 'Armor'],
      ['note', 'Morale'],
    ]);
    expect(searchWriting('dragon hide', marks, tables.tables[0])).toHaveLength(1);
    expect(
      searchWriting(
        'café',
        value(changeMark(emptyPersonal(), saves, { note: 'Cafe rules' })),
        undefined,
      ),
    ).toHaveLength(1);
    expect(searchWriting('  ', marks, undefined)).toEqual([]);
  });
});

describe('firstLine', () => {
  it('is the note’s first non-blank line', () => {
    expect(firstLine('\n  One\nTwo')).toBe('One');
  });
});
