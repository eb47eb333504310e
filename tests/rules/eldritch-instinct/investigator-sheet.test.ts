import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../src/rules/dice';
import {
  createInvestigatorList,
  INVESTIGATOR_SLOTS,
  rerollPart,
} from '../../../src/rules/eldritch-instinct/investigator';
import {
  addedItemKey,
  addSheetItem,
  draftStatus,
  FIRST_NAME_COLUMNS,
  investigatorLogSubject,
  itemNameError,
  NEW_ITEM_NAME,
  readSheetAbility,
  removeSheetItem,
  requiredTextError,
  rerolledSentence,
  rolledSentence,
  setBond,
  setSheetItem,
  sheetItemRows,
  sheetName,
  swapOptions,
} from '../../../src/rules/eldritch-instinct/investigator-sheet';
import { ada } from './investigator-fixtures';

describe('FIRST_NAME_COLUMNS', () => {
  it('offers the female and the male first-name columns', () => {
    expect(FIRST_NAME_COLUMNS).toEqual([
      { value: 'female', label: 'Female Names' },
      { value: 'male', label: 'Male Names' },
    ]);
  });
});

describe('sheetItemRows', () => {
  it('lists the two Equipment items, the Bonus Item, then the items added by hand', () => {
    const rows = sheetItemRows(ada());
    expect(rows.map((row) => [row.key, row.label, row.item.name])).toEqual([
      ['equipment-1', 'Equipment 1', 'Rope'],
      ['equipment-2', 'Equipment 2', 'Lamp'],
      ['bonus', 'Bonus Item (Melee Weapon)', 'Axe'],
      ['item-1', 'Other item 1', 'Map'],
    ]);
  });

  it('re-rolls the Equipment and Bonus Item rows and removes the ones added by hand', () => {
    expect(sheetItemRows(ada()).map((row) => row.action)).toEqual([
      { kind: 'reroll', part: 'equipment-1', label: 'Equipment 1' },
      { kind: 'reroll', part: 'equipment-2', label: 'Equipment 2' },
      { kind: 'reroll', part: 'bonus-item', label: 'Bonus Item' },
      { kind: 'remove', index: 0 },
    ]);
  });
});

describe('setSheetItem', () => {
  it('changes the item at its place and nothing else', () => {
    const before = ada();
    const shovel = { name: 'Shovel', bulky: true };
    expect(setSheetItem(before, { list: 'equipment', index: 1 }, shovel).equipment).toEqual([
      before.equipment[0],
      shovel,
    ]);
    expect(setSheetItem(before, { list: 'bonus' }, shovel).bonusItem).toEqual({
      kind: 'melee',
      item: shovel,
    });
    const changed = setSheetItem(before, { list: 'items', index: 0 }, shovel);
    expect(changed.items).toEqual([shovel]);
    expect(changed.equipment).toBe(before.equipment);
  });
});

describe('addSheetItem and removeSheetItem', () => {
  it('adds a new unbulky item at the end and removes one by index', () => {
    const added = addSheetItem(ada());
    expect(added.items).toEqual([
      { name: 'Map', bulky: false },
      { name: NEW_ITEM_NAME, bulky: false },
    ]);
    expect(removeSheetItem(added, 0).items).toEqual([{ name: 'New item', bulky: false }]);
  });

  it('adds nothing once the list holds a slot’s worth of items', () => {
    const full = {
      ...ada(),
      items: Array.from({ length: INVESTIGATOR_SLOTS }, () => ({ name: 'Coin', bulky: false })),
    };
    expect(addSheetItem(full)).toBe(full);
  });
});

describe('addedItemKey', () => {
  it('is the row key of the item addSheetItem adds', () => {
    const before = ada();
    expect(addedItemKey(before)).toBe('item-2');
    expect(sheetItemRows(addSheetItem(before)).at(-1)?.key).toBe(addedItemKey(before));
  });
});

describe('setBond', () => {
  it('changes one Bond’s text or detail and keeps its Key Connection', () => {
    const before = ada();
    const changed = setBond(before, 2, { detail: 'owes me' });
    expect(changed.bonds[2]).toEqual({ ...before.bonds[2], detail: 'owes me' });
    expect(changed.bonds[0]).toBe(before.bonds[0]);
    expect(setBond(before, 9, { bond: 'x' })).toBe(before);
  });
});

describe('requiredTextError and itemNameError', () => {
  it('say what is missing while the text is blank, and nothing once it is filled in', () => {
    expect(requiredTextError('Surname', '  ')).toBe(
      'Surname is required (the last change is not saved until it is filled in).',
    );
    expect(requiredTextError('Surname', 'Byrne')).toBeNull();
    expect(itemNameError({ name: '', bulky: false })).toBe('Name the item (or remove it).');
    expect(itemNameError({ name: 'Rope', bulky: false })).toBeNull();
  });
});

describe('readSheetAbility', () => {
  it('reads a score from 23 to 80 and says the sheet keeps its score otherwise', () => {
    expect(readSheetAbility('45', 50)).toEqual({ ok: true, value: 45 });
    const refused = readSheetAbility('90', 50);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/ The sheet keeps 50\.$/);
  });
});

describe('swapOptions', () => {
  it('offers each ability with its score', () => {
    expect(swapOptions(ada()).map((option) => option.label)).toEqual([
      'STR (40)',
      'DEX (55)',
      'WIL (62)',
    ]);
  });
});

describe('sheetName and investigatorLogSubject', () => {
  it('name the investigator, or say that there is no name', () => {
    expect(sheetName(ada())).toBe('Ada Byrne');
    expect(investigatorLogSubject(ada())).toBe('investigator (Ada Byrne)');
    const nameless = { ...ada(), name: { first: '', surname: '' } };
    expect(sheetName(nameless)).toBe('Unnamed investigator');
    expect(investigatorLogSubject(nameless)).toBe('investigator (unnamed)');
  });
});

describe('rolledSentence and rerolledSentence', () => {
  it('say who was rolled, and what a re-roll gave', () => {
    expect(rolledSentence(ada())).toBe('Rolled Ada Byrne, Doctor. Not saved yet.');
    const rolled = rerollPart(ada(), 'occupation', createSeededRng(4));
    expect(rerolledSentence('occupation', rolled)).toBe(
      `Re-rolled the occupation: ${rolled.investigator.occupation}.`,
    );
  });
});

describe('draftStatus', () => {
  it('says not saved yet, saved as it is, or why the changes are not saved', () => {
    const investigator = ada();
    const empty = createInvestigatorList();
    expect(draftStatus(investigator, empty)).toMatchObject({
      upToDate: false,
      sentence: 'Not saved yet.',
    });
    const saved = { ...empty, investigators: [investigator] };
    expect(draftStatus(investigator, saved)).toMatchObject({
      upToDate: true,
      sentence: 'Saved in this browser; changes save themselves.',
    });
    const blank = { ...investigator, occupation: '' };
    const status = draftStatus(blank, saved);
    expect(status.upToDate).toBe(false);
    expect(status.validity.ok).toBe(false);
    expect(status.sentence).toMatch(/^Changes not saved: .*occupation.*\.$/i);
  });
});
