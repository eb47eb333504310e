import { beforeEach, describe, expect, it } from 'vitest';
import { addLootItem, emptySheet, newItem, readSlot } from '../../../src/rules/loot';
import {
  $lootItemRemoval,
  forgetLootItemRemoval,
  removeLootSheetItem,
  saveLootSheet,
  undoLootItemRemoval,
} from '../../../src/stores/loot/item-removal';
import { $lootActiveSheetId, $lootSheets, lootSheetsRoster } from '../../../src/stores/loot/sheets';
import { ok } from '../../rules/loot/ok';
import { useFakeStorage } from '../storage';

useFakeStorage(() => {
  forgetLootItemRemoval();
  $lootSheets.set([]);
  $lootActiveSheetId.set(null);
});

/** Ada carries rope, then a torch, in slot 9. */
beforeEach(() => {
  const rope = ok(addLootItem(emptySheet('ada', 'Ada'), 9, newItem('rope', 'Rope')));
  $lootSheets.set([ok(addLootItem(rope, 9, newItem('torch', 'Torch')))]);
});

const slotNine = () => readSlot($lootSheets.get()[0]!, 9).items.map((item) => item.name);

describe('removeLootSheetItem', () => {
  it('takes the item off the saved sheet and offers its Undo', () => {
    expect(removeLootSheetItem('ada', 'rope')?.item.name).toBe('Rope');
    expect(slotNine()).toEqual(['Torch']);
    expect($lootItemRemoval.get().removed?.places).toEqual([{ slot: 9, index: 0 }]);
  });

  it('changes nothing for an item or a sheet that is not there', () => {
    expect(removeLootSheetItem('ada', 'lantern')).toBeUndefined();
    expect(removeLootSheetItem('bo', 'rope')).toBeUndefined();
    expect($lootItemRemoval.get().removed).toBeNull();
    expect(slotNine()).toEqual(['Rope', 'Torch']);
  });
});

describe('undoLootItemRemoval', () => {
  it('puts the item back where it was and says so', () => {
    removeLootSheetItem('ada', 'rope');
    expect(undoLootItemRemoval()).toEqual({ ok: true, value: 'Put Rope back in slot 9.' });
    expect(slotNine()).toEqual(['Rope', 'Torch']);
    expect($lootItemRemoval.get()).toEqual({ removed: null, refused: null, message: null });
  });

  it('has nothing to undo when nothing was removed', () => {
    expect(undoLootItemRemoval()).toBeUndefined();
  });

  it('refuses, keeping why, when the sheet was removed meanwhile', () => {
    removeLootSheetItem('ada', 'rope');
    lootSheetsRoster.remove('ada');
    expect(undoLootItemRemoval()?.ok).toBe(false);
    expect($lootItemRemoval.get()).toMatchObject({
      removed: null,
      refused: { item: { name: 'Rope' } },
      message: 'Could not put Rope back: the sheet Ada is gone.',
    });
  });

  it('refuses an item that is back already (put back in another tab)', () => {
    const before = $lootSheets.get()[0]!;
    removeLootSheetItem('ada', 'rope');
    lootSheetsRoster.update('ada', () => before);
    expect(undoLootItemRemoval()?.ok).toBe(false);
    expect($lootItemRemoval.get().message).toBe('Rope is on Ada’s sheet again already.');
    expect(slotNine()).toEqual(['Rope', 'Torch']);
  });
});

describe('saveLootSheet', () => {
  it('saves the sheet changed by hand and drops the Undo of an earlier removal', () => {
    removeLootSheetItem('ada', 'rope');
    const sheet = { ...$lootSheets.get()[0]!, notes: 'Owes Bo a torch.' };
    expect(saveLootSheet({ sheet, note: 'Notes saved.' })).toBe('Notes saved.');
    expect($lootSheets.get()[0]!.notes).toBe('Owes Bo a torch.');
    expect(undoLootItemRemoval()).toBeUndefined();
  });
});
