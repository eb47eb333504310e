import { describe, expect, it } from 'vitest';
import type { Personal, SharedTable, Tables } from '../../../src/rules/table-notes';
import {
  describeNothingListed,
  listedInScope,
  nextTableName,
  previewSharedTable,
  SHARED_PREVIEW_LENGTH,
  tableOptions,
} from '../../../src/rules/table-notes/your-table-view';

const mark = (section: string) => ({
  section,
  title: section.split('#')[1]!,
  page: 'Page',
  bookmarked: true,
  note: '',
  shared: false,
});
const text = (section: string, words: string) => ({
  section,
  title: section.split('#')[1]!,
  page: 'Rules',
  text: words,
});
const personal: Personal = {
  version: 1,
  marks: [mark('cairn/combat#morale'), mark('locus/checks#outcome-check')],
};

describe('what “Your table” lists', () => {
  it('lists only this ruleset’s sections while the scope is here', () => {
    const listed = listedInScope(personal, undefined, 'here', 'cairn');
    expect(listed.map((entry) => entry.section)).toEqual(['cairn/combat#morale']);
  });

  it('lists every ruleset’s sections while the scope is all', () => {
    const listed = listedInScope(personal, undefined, 'all', 'cairn');
    expect(listed.map((entry) => entry.section)).toEqual([
      'cairn/combat#morale',
      'locus/checks#outcome-check',
    ]);
  });

  it('says there is nothing yet, in this ruleset or at all', () => {
    expect(describeNothingListed('here')).toBe(
      'No bookmarks or notes in this ruleset yet. Press the pencil beside a section’s heading to bookmark it or write a note.',
    );
    expect(describeNothingListed('all')).toMatch(/^No bookmarks or notes yet\. Press the pencil/);
  });
});

describe('a shared table’s preview', () => {
  it('lists house rules before notes, each with a short preview of its text', () => {
    const shared: SharedTable = {
      name: 'Tuesday group',
      houseRules: [text('cairn/combat#morale', 'Flee at half')],
      notes: [text('cairn/saves#saves', 'Roll in the open')],
    };
    expect(previewSharedTable(shared)).toEqual({
      texts: [
        {
          kind: 'House rule',
          section: 'cairn/combat#morale',
          title: 'morale',
          page: 'Rules',
          preview: 'Flee at half',
        },
        {
          kind: 'Note',
          section: 'cairn/saves#saves',
          title: 'saves',
          page: 'Rules',
          preview: 'Roll in the open',
        },
      ],
      more: null,
    });
  });

  it('lists the first ones and counts the rest of a long table', () => {
    const houseRules = Array.from({ length: SHARED_PREVIEW_LENGTH + 4 }, (_, index) =>
      text(`cairn/combat#rule-${index}`, `Rule ${index}`),
    );
    const preview = previewSharedTable({ name: 'Big', houseRules, notes: [] });
    expect(preview.texts).toHaveLength(SHARED_PREVIEW_LENGTH);
    expect(preview.texts.at(-1)?.preview).toBe(`Rule ${SHARED_PREVIEW_LENGTH - 1}`);
    expect(preview.more).toBe('And 4 more.');
  });
});

describe('the tables', () => {
  const tables: Tables = {
    version: 1,
    active: 't1',
    tables: [
      { id: 't1', name: 'Tuesday group', houseRules: [], notes: [] },
      { id: 't2', name: 'Con game', houseRules: [], notes: [] },
    ],
  };

  it('are offered by name', () => {
    expect(tableOptions(tables)).toEqual([
      { value: 't1', label: 'Tuesday group' },
      { value: 't2', label: 'Con game' },
    ]);
  });

  it('give a new one the next number as its name', () => {
    expect(nextTableName(tables)).toBe('Table 3');
  });
});
