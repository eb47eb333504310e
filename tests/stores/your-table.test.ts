import { describe, expect, it } from 'vitest';
import { emptyPersonal, emptyTables, writtenEntries } from '../../src/rules/table-notes';
import {
  $marks,
  $marksNotice,
  $tables,
  $tablesNotice,
  chooseTable,
  currentTable,
  deleteTable,
  dropTableNote,
  joinSharedTable,
  markSection,
  nameTable,
  newTable,
  replaceMarks,
  MARKS_KEY,
  TABLES_KEY,
  writeHouseRule,
  $emptiedHouseRule,
  writeHouseRuleInEditor,
  writeNoteInEditor,
  $emptiedNote,
  undoEmptiedNote,
  undoEmptiedHouseRule,
  $forgottenEntry,
  forgetEntry,
  joinTableFromFile,
  undoForgetEntry,
} from '../../src/stores/your-table';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from './storage';

useFakeStorage(() => {
  $marks.set(emptyPersonal());
  $marksNotice.set(undefined);
  $tables.set(emptyTables());
  $tablesNotice.set(undefined);
});

const rounds = { section: 'cairn/combat#rounds', title: 'Rounds', page: 'Combat' };

describe('markSection', () => {
  it('saves the bookmark and the note with the section’s names', () => {
    markSection(rounds, { bookmarked: true });
    markSection(rounds, { note: 'Roll 1d6' });
    expect(savedJson(MARKS_KEY)).toEqual({
      version: 1,
      marks: [{ ...rounds, bookmarked: true, note: 'Roll 1d6', shared: false }],
    });
  });

  itSetsAsideUnreadableText(() => ({
    store: $marks,
    notice: $marksNotice,
    key: MARKS_KEY,
    initial: emptyPersonal(),
    wrongShape: '{"version":1,"marks":"all"}',
    label: 'bookmarks and notes',
  }));
});

describe('undoEmptiedHouseRule', () => {
  it('puts the emptied house rule back on its table and drops the undo', () => {
    writeHouseRule(rounds, 'Highest 1d6 acts first');
    const saved = $tables.get();
    const rule = saved.tables[0]!.houseRules[0]!;
    writeHouseRuleInEditor(rounds, '', { table: 't1', tableName: 'My table', rule });
    expect($tables.get().tables[0]!.houseRules).toEqual([]);
    undoEmptiedHouseRule();
    expect(savedJson(TABLES_KEY)).toEqual(saved);
    expect($emptiedHouseRule.get().removed).toBeNull();
  });

  it('does nothing when no house rule was emptied', () => {
    undoEmptiedHouseRule();
    expect($tables.get()).toEqual(emptyTables());
  });
});

describe('writeNoteInEditor', () => {
  const before = { ...rounds, bookmarked: true, note: 'Roll 1d6', shared: true };

  it('keeps a note emptied in the editor for its Undo, which puts it back with its sharing', () => {
    markSection(rounds, { bookmarked: true, note: 'Roll 1d6', shared: true });
    expect(writeNoteInEditor(rounds, ' ', before).ok).toBe(true);
    expect($emptiedNote.get().removed).toEqual(before);
    undoEmptiedNote();
    expect($marks.get().marks).toEqual([before]);
  });

  it('drops that Undo when the note is written again, and keeps none for a note that was empty', () => {
    markSection(rounds, { note: 'Roll 1d6' });
    writeNoteInEditor(rounds, '', before);
    writeNoteInEditor(rounds, 'Roll 2d6', before);
    expect($emptiedNote.get().removed).toBeNull();
    writeNoteInEditor(rounds, '', undefined);
    expect($emptiedNote.get().removed).toBeNull();
  });
});

describe('writeHouseRuleInEditor', () => {
  it('keeps the rule the editor opened on while it is emptied, and drops it when written again', () => {
    writeHouseRule(rounds, 'Highest 1d6 acts first');
    const rule = $tables.get().tables[0]!.houseRules[0]!;
    const before = { table: 't1', tableName: 'My table', rule };
    writeHouseRuleInEditor(rounds, '', before);
    expect($emptiedHouseRule.get().removed).toEqual(before);
    writeHouseRuleInEditor(rounds, 'Lowest acts first', before);
    expect($emptiedHouseRule.get().removed).toBeNull();
  });
});

describe('writeHouseRule', () => {
  it('saves the house rule in a table made for it', () => {
    expect(writeHouseRule(rounds, 'Highest 1d6 acts first').ok).toBe(true);
    expect(savedJson(TABLES_KEY)).toEqual({
      version: 1,
      active: 't1',
      tables: [
        {
          id: 't1',
          name: 'My table',
          houseRules: [{ ...rounds, text: 'Highest 1d6 acts first' }],
          notes: [],
        },
      ],
    });
  });

  it('leaves the store as it was when the rule is refused', () => {
    expect(writeHouseRule(rounds, 'x'.repeat(5000)).ok).toBe(false);
    expect($tables.get()).toEqual(emptyTables());
  });

  itSetsAsideUnreadableText(() => ({
    store: $tables,
    notice: $tablesNotice,
    key: TABLES_KEY,
    initial: emptyTables(),
    wrongShape: '{"version":2,"tables":[]}',
    label: 'tables and house rules',
  }));
});

describe('joinSharedTable', () => {
  it('adds a shared table as the active one', () => {
    joinSharedTable({ name: 'Ravenmoor', houseRules: [], notes: [] }, 'keep');
    expect($tables.get()).toMatchObject({ active: 't1', tables: [{ name: 'Ravenmoor' }] });
  });
});

describe('replaceMarks', () => {
  it('saves the bookmarks and notes it is given, as an import does', () => {
    const imported = {
      version: 1 as const,
      marks: [{ ...rounds, bookmarked: true, note: '', shared: false }],
    };
    replaceMarks(imported);
    expect(savedJson(MARKS_KEY)).toEqual(imported);
  });
});

describe('newTable, nameTable, chooseTable and deleteTable', () => {
  it('keeps several named tables, one of them active, and saves each change', () => {
    expect(newTable('Ravenmoor').ok).toBe(true);
    expect(newTable('Blacksalt').ok).toBe(true);
    expect(currentTable()?.name).toBe('Blacksalt');
    chooseTable('t1');
    expect(currentTable()?.name).toBe('Ravenmoor');
    expect(nameTable('t1', '  Ravenmoor, second campaign ').ok).toBe(true);
    expect(savedJson(TABLES_KEY)).toMatchObject({
      active: 't1',
      tables: [
        { id: 't1', name: 'Ravenmoor, second campaign' },
        { id: 't2', name: 'Blacksalt' },
      ],
    });
    deleteTable('t1');
    expect(currentTable()?.name).toBe('Blacksalt');
  });

  it('refuses an empty name and leaves the tables as they were', () => {
    newTable('Ravenmoor');
    expect(newTable('   ').ok).toBe(false);
    expect(nameTable('t1', '').ok).toBe(false);
    expect($tables.get().tables.map((table) => table.name)).toEqual(['Ravenmoor']);
  });
});

describe('dropTableNote', () => {
  it('takes a shared note off the active table and keeps its house rules', () => {
    joinSharedTable(
      {
        name: 'Ravenmoor',
        houseRules: [{ ...rounds, text: 'Highest 1d6 acts first' }],
        notes: [{ ...rounds, text: 'Ask who acts first' }],
      },
      'keep',
    );
    dropTableNote(rounds.section);
    expect(currentTable()).toMatchObject({
      notes: [],
      houseRules: [{ text: 'Highest 1d6 acts first' }],
    });
  });
});

describe('forgetEntry and its Undo', () => {
  it('forgets a note, then puts it back as it was, bookmark and sharing too', () => {
    markSection(rounds, { bookmarked: true, note: 'Roll 1d6', shared: true });
    const [note] = writtenEntries($marks.get(), currentTable());
    forgetEntry(note!);
    expect($marks.get().marks.filter((mark) => mark.note || mark.bookmarked)).toEqual([]);
    expect($forgottenEntry.get().removed).toMatchObject({ what: 'your note', title: 'Rounds' });
    undoForgetEntry();
    expect($marks.get().marks).toEqual([
      { ...rounds, bookmarked: true, note: 'Roll 1d6', shared: true },
    ]);
    expect($forgottenEntry.get().removed).toBeNull();
  });

  it('forgets a house rule of the active table and puts it back on that table', () => {
    writeHouseRule(rounds, 'Initiative by DEX.');
    const [rule] = writtenEntries($marks.get(), currentTable());
    forgetEntry(rule!);
    expect(currentTable()?.houseRules).toEqual([]);
    undoForgetEntry();
    expect(currentTable()?.houseRules).toEqual([{ ...rounds, text: 'Initiative by DEX.' }]);
  });
});

describe('joinTableFromFile', () => {
  it('joins the table from a file as a table of its own and gives it back', () => {
    const shared = { name: 'Friday', houseRules: [{ ...rounds, text: 'No rests.' }], notes: [] };
    expect(joinTableFromFile(shared)).toEqual({ ok: true, value: shared });
    expect(currentTable()).toMatchObject({ name: 'Friday' });
  });
});
