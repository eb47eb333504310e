import { describe, expect, it } from 'vitest';
import {
  PREVIEW_LENGTH,
  groupByRuleset,
  listedSections,
  previewOf,
  rulesetName,
  writtenEntries,
  type Personal,
  type Table,
} from '../../../src/rules/table-notes';

const mark = (section: string, bookmarked: boolean, note = '', shared = false) => ({
  section,
  title: section.split('#')[1]!,
  page: 'Page',
  bookmarked,
  note,
  shared,
});
const text = (section: string, words: string) => ({
  section,
  title: section.split('#')[1]!,
  page: 'Page',
  text: words,
});

describe('listedSections', () => {
  it('lists a note on a section that is not bookmarked, and a bookmark without a note', () => {
    const personal: Personal = {
      version: 1,
      marks: [mark('crypt/combat#morale', false, 'Flee at half'), mark('crypt/saves#saves', true)],
    };
    expect(listedSections(personal, undefined)).toEqual([
      {
        section: 'crypt/combat#morale',
        title: 'morale',
        page: 'Page',
        bookmarked: false,
        note: 'Flee at half',
        shared: false,
      },
      { section: 'crypt/saves#saves', title: 'saves', page: 'Page', bookmarked: true },
    ]);
  });

  it('lists each section once with its bookmark, note, house rule and table note together', () => {
    const personal: Personal = {
      version: 1,
      marks: [mark('crypt/combat#morale', true, 'Mine', true)],
    };
    const table: Table = {
      id: 't1',
      name: 'Ravenmoor',
      houseRules: [text('crypt/combat#morale', 'Rule'), text('lantern/core#stress', 'Only rule')],
      notes: [text('crypt/combat#morale', 'Shared'), text('loom/rules#loot', 'Player note')],
    };
    const listed = listedSections(personal, table);
    expect(listed.map((entry) => entry.section)).toEqual([
      'crypt/combat#morale',
      'lantern/core#stress',
      'loom/rules#loot',
    ]);
    expect(listed[0]).toMatchObject({
      bookmarked: true,
      note: 'Mine',
      shared: true,
      houseRule: 'Rule',
      tableNote: 'Shared',
    });
    expect(listed[1]).toMatchObject({ bookmarked: false, houseRule: 'Only rule' });
    expect(listed[1]!.note).toBeUndefined();
    expect(listed[2]).toMatchObject({ bookmarked: false, tableNote: 'Player note' });
  });

  it('leaves out a mark with neither a bookmark nor a note (a blank note)', () => {
    const personal: Personal = { version: 1, marks: [mark('crypt/combat#morale', false, '  \n')] };
    expect(listedSections(personal, undefined)).toEqual([]);
  });
});

describe('groupByRuleset', () => {
  const titles = new Map([
    ['lantern', 'Lantern'],
    ['crypt', 'Crypt'],
    ['deep-woods', 'Deep Woods'],
  ]);

  it('groups entries under their ruleset, in the site’s order, keeping their own order', () => {
    const entries = [
      { section: 'crypt/combat#morale' },
      { section: 'lantern/core#stress' },
      { section: 'crypt#saves' },
    ];
    expect(groupByRuleset(entries, titles)).toEqual([
      { ruleset: 'lantern', title: 'Lantern', entries: [{ section: 'lantern/core#stress' }] },
      {
        ruleset: 'crypt',
        title: 'Crypt',
        entries: [{ section: 'crypt/combat#morale' }, { section: 'crypt#saves' }],
      },
    ]);
  });

  it('puts a ruleset the site does not name last, named by its address', () => {
    const groups = groupByRuleset(
      [{ section: 'gone-game/rules#intro' }, { section: 'deep-woods/play#turns' }],
      titles,
    );
    expect(groups.map((group) => group.title)).toEqual(['Deep Woods', 'Gone game']);
  });
});

describe('rulesetName', () => {
  it('is the site’s title, or the address in words', () => {
    expect(rulesetName('crypt', new Map([['crypt', 'Crypt']]))).toBe('Crypt');
    expect(rulesetName('elder-signs', new Map())).toBe('Elder signs');
  });
});

describe('previewOf', () => {
  it('keeps a short note whole, its lines run together', () => {
    expect(previewOf('  One\n\nTwo 2d6  ')).toBe('One Two 2d6');
  });

  it('cuts a long note at a word’s end with “…”', () => {
    const long = 'Long note. '.repeat(363);
    const preview = previewOf(long);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH + 1);
    expect(preview.endsWith('…')).toBe(true);
    const kept = preview.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' ');
  });

  it('cuts one unbroken word (an address) where it must', () => {
    expect(previewOf('x'.repeat(4000), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('never splits a character made of two code units', () => {
    expect(previewOf('🎲'.repeat(20), 5)).toBe(`${'🎲'.repeat(5)}…`);
  });
});

describe('writtenEntries', () => {
  it('names each mark, house rule and table note as a sentence says it, and where it is kept', () => {
    const personal: Personal = {
      version: 1,
      marks: [mark('cairn/combat#rounds', true, 'Roll 1d6'), mark('cairn/combat#armor', true)],
    };
    const table: Table = {
      id: 't1',
      name: 'Thursday',
      houseRules: [text('cairn/combat#morale', 'No morale for undead.')],
      notes: [text('cairn/combat#scars', 'Ask Kara.')],
    };
    const entries = writtenEntries(personal, table);
    expect(entries.map((entry) => [entry.kind, entry.what, entry.title, entry.text])).toEqual([
      ['Your note', 'your note', 'rounds', 'Roll 1d6'],
      ['Bookmark', 'the bookmark', 'armor', ''],
      ['House rule', 'the house rule', 'morale', 'No morale for undead.'],
      ['Table note', 'the table note', 'scars', 'Ask Kara.'],
    ]);
    expect(entries[2]!.source).toEqual({
      list: 'houseRules',
      table: 't1',
      entry: table.houseRules[0],
    });
  });

  it('holds the reader’s marks alone when no table is active', () => {
    expect(writtenEntries({ version: 1, marks: [mark('a#b', true)] }, undefined)).toHaveLength(1);
  });
});
