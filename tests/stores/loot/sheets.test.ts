import { describe, expect, it } from 'vitest';
import { emptySheet, LOOT_MAX_SHEETS } from '../../../src/rules/loot';
import {
  lootSheetsRoster,
  $lootActiveSheet,
  $lootActiveSheetId,
  $lootSheets,
  $lootSheetsNotice,
  addLootSheet,
  addNamedLootSheet,
  importLootSheets,
  lootSheetById,
  renameLootSheet,
  LOOT_ACTIVE_SHEET_KEY,
  LOOT_SHEETS_KEY,
  setActiveLootSheet,
} from '../../../src/stores/loot/sheets';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $lootSheets.set([]);
  $lootActiveSheetId.set(null);
  $lootSheetsNotice.set(undefined);
});

const ids = () => $lootSheets.get().map((sheet) => sheet.id);

describe('addLootSheet', () => {
  it('adds an empty sheet, makes it active and saves both', () => {
    const id = addLootSheet(' Wren ');
    expect($lootActiveSheet.get()).toEqual(emptySheet(id, 'Wren'));
    expect(savedJson(LOOT_SHEETS_KEY)).toMatchObject({
      version: 1,
      sheets: [{ id, name: 'Wren' }],
    });
    expect(savedJson(LOOT_ACTIVE_SHEET_KEY)).toEqual({ version: 1, id });
  });

  it('names a blank sheet "Character" and gives a taken name a new id', () => {
    const first = addLootSheet('');
    const second = addLootSheet('Character');
    expect($lootSheets.get().map((sheet) => sheet.name)).toEqual(['Character', 'Character']);
    expect(first).not.toBe(second);
  });
});

describe('addNamedLootSheet', () => {
  it('adds the sheet under the name typed, makes it active and says so', () => {
    expect(addNamedLootSheet(' Wren ')).toEqual({
      ok: true,
      value: 'Added the sheet Wren; it is now the active sheet.',
    });
    expect($lootActiveSheet.get()?.name).toBe('Wren');
  });
  it('refuses a blank name and adds nothing', () => {
    expect(addNamedLootSheet('  ')).toMatchObject({
      ok: false,
      error: { message: 'Give the character a name.' },
    });
    expect(ids()).toEqual([]);
  });
  it('refuses once the list is full', () => {
    for (let n = 0; n < LOOT_MAX_SHEETS; n += 1) addLootSheet(`C${n}`);
    expect(addNamedLootSheet('One more')).toMatchObject({
      ok: false,
      error: {
        code: 'full',
        message: `At most ${LOOT_MAX_SHEETS} sheets can be kept; remove one first.`,
      },
    });
    expect(ids()).toHaveLength(LOOT_MAX_SHEETS);
  });
});

describe('renameLootSheet', () => {
  it('renames the sheet and says so', () => {
    const id = addLootSheet('Wren');
    expect(renameLootSheet(id, ' Kara ')).toEqual({ ok: true, value: 'Renamed to Kara.' });
    expect($lootActiveSheet.get()?.name).toBe('Kara');
  });
  it('refuses a blank name and keeps the old one', () => {
    const id = addLootSheet('Wren');
    expect(renameLootSheet(id, '').ok).toBe(false);
    expect($lootActiveSheet.get()?.name).toBe('Wren');
  });
});

describe('updateLootSheet', () => {
  it('changes one sheet and ignores an unknown id', () => {
    const id = addLootSheet('Wren');
    lootSheetsRoster.update(id, (sheet) => ({ ...sheet, notes: 'owes a favour' }));
    lootSheetsRoster.update('nobody', (sheet) => ({ ...sheet, notes: 'x' }));
    expect($lootSheets.get()[0]!.notes).toBe('owes a favour');
  });
});

describe('lootSheetsRoster.remove and restore', () => {
  it('removes the active sheet, acts on the first one meanwhile, and undo makes it active again', () => {
    const wren = addLootSheet('Wren');
    const moss = addLootSheet('Moss');
    const finch = addLootSheet('Finch');
    setActiveLootSheet(moss);
    const removed = lootSheetsRoster.remove(moss)!;
    expect(removed.index).toBe(1);
    expect($lootActiveSheet.get()?.name).toBe('Wren');
    lootSheetsRoster.restore(removed);
    lootSheetsRoster.restore(removed);
    expect(ids()).toEqual([wren, moss, finch]);
    expect($lootActiveSheet.get()?.id).toBe(moss);
    expect(lootSheetsRoster.remove('nobody')).toBeUndefined();
  });
});

describe('$lootActiveSheet', () => {
  it('falls back to the first sheet when the chosen one is gone', () => {
    addLootSheet('Wren');
    setActiveLootSheet('gone');
    expect($lootActiveSheet.get()?.name).toBe('Wren');
  });
});

describe('importLootSheets', () => {
  it('adds imported sheets under free ids and activates the first', () => {
    const wren = addLootSheet('Wren');
    const result = importLootSheets([emptySheet(wren, 'Other Wren')]);
    expect(result.ok && result.value.map((sheet) => sheet.name)).toEqual(['Other Wren']);
    expect(new Set(ids()).size).toBe(2);
    expect($lootActiveSheet.get()?.name).toBe('Other Wren');
  });

  it(`refuses an import beyond ${LOOT_MAX_SHEETS} sheets`, () => {
    const many = Array.from({ length: LOOT_MAX_SHEETS + 1 }, (_, index) =>
      emptySheet(`s${index}`, `S${index}`),
    );
    expect(importLootSheets(many).ok).toBe(false);
    expect($lootSheets.get()).toEqual([]);
  });
});

describe('$lootActiveSheetId', () => {
  it('reads a saved choice and sets an unreadable one aside', () => {
    expect(
      writeFromAnotherTab($lootActiveSheetId, LOOT_ACTIVE_SHEET_KEY, '{"version":1,"id":"wren"}'),
    ).toBe('wren');
    expect(
      writeFromAnotherTab($lootActiveSheetId, LOOT_ACTIVE_SHEET_KEY, '{"version":1,"id":7}'),
    ).toBeNull();
    expect(savedJson(`${LOOT_ACTIVE_SHEET_KEY}:unreadable`)).toEqual({ version: 1, id: 7 });
  });
});

describe('$lootSheets', () => {
  itSetsAsideUnreadableText(() => ({
    store: $lootSheets,
    notice: $lootSheetsNotice,
    key: LOOT_SHEETS_KEY,
    initial: [],
    wrongShape: '{"version":1,"sheets":[{"id":"a"}]}',
    label: 'LOOT sheets',
  }));
});

describe('lootSheetById', () => {
  it('finds a saved sheet by its id, and nothing once it is removed', () => {
    const id = addLootSheet('Wren');
    expect(lootSheetById(id)?.name).toBe('Wren');
    lootSheetsRoster.remove(id);
    expect(lootSheetById(id)).toBeUndefined();
  });
});
