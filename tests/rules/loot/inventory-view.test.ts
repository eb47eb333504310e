import { describe, expect, it } from 'vitest';
import {
  addLootItem,
  emptySheet,
  newItem,
  setLootBackpackDropped,
  viewLootInventorySheet,
  viewLootSharedSheet,
} from '../../../src/rules/loot';
import { ok } from './ok';

const ada = () => emptySheet('ada', 'Ada');
const nothingRemoved = { removed: null, refused: null };

describe('viewLootInventorySheet', () => {
  it('heads the sheet by name and offers dropping the backpack', () => {
    const view = viewLootInventorySheet(ada(), nothingRemoved);
    expect(view.heading).toBe('Ada');
    expect(view.backpack).toEqual({ dropped: false, button: 'Drop the backpack', note: null });
    expect(view.share.what).toBe('the sheet Ada');
    expect(view.slotsLabel).toBe('Slots of Ada');
    expect(view.slots).toHaveLength(11);
    expect(view.rename).toEqual({ maxLength: 60, hint: 'At most 60 characters.' });
    expect(view.lettersKey).toMatch(/^Letters: A asphyxiation, B bleeding/);
  });

  it('offers putting a dropped backpack back on, and says slots 8-11 count as empty', () => {
    const view = viewLootInventorySheet(setLootBackpackDropped(ada(), true), nothingRemoved);
    expect(view.backpack).toEqual({
      dropped: true,
      button: 'Put the backpack back on',
      note: 'The backpack is dropped: slots 8-11 count as empty.',
    });
  });

  it('says an item removed from this sheet under the slot it was in, and nothing for another', () => {
    const removed = {
      sheetId: 'ada',
      sheetName: 'Ada',
      item: newItem('r', 'Rope'),
      places: [{ slot: 7 as const, index: 0 }],
    };
    const itemRemoval = { removed, refused: null };
    expect(viewLootInventorySheet(ada(), itemRemoval).undoSlot).toBe(7);
    expect(viewLootInventorySheet(emptySheet('bo', 'Bo'), itemRemoval).undoSlot).toBeUndefined();
  });
});

describe('viewLootSharedSheet', () => {
  it('lists what a shared sheet holds, a slot a line', () => {
    const sheet = ok(addLootItem(ada(), 6, newItem('s', 'Sword')));
    expect(viewLootSharedSheet(sheet)).toEqual({
      label: 'Items of the shared sheet Ada',
      lines: ['Slot 6 (Grips): Sword'],
      empty: null,
      backpack: null,
    });
  });

  it('says when its slots are empty and its backpack dropped', () => {
    const view = viewLootSharedSheet(setLootBackpackDropped(ada(), true));
    expect([view.empty, view.backpack]).toEqual([
      'Its slots are empty.',
      'The backpack is dropped.',
    ]);
  });
});
