import { describe, expect, it } from 'vitest';
import {
  addLootItem,
  describeLootItemPutBack,
  describeLootItemSheetGone,
  emptySheet,
  holdLootItem,
  LOOT_MAX_ITEMS_PER_SLOT,
  lootItemRemovalSlot,
  newItem,
  putBackLootItem,
  readSlot,
  setLootBackpackDropped,
  takeLootItem,
  type LootSheet,
} from '../../../src/rules/loot';
import { ok } from './ok';

const rope = newItem('rope', 'Rope');
const torch = newItem('torch', 'Torch');
const maul = newItem('maul', 'Maul', { weapon: 'bulky', weight: 'heavy' });

/** Ada carries a bundle of rope then torch in slot 9 and a maul in both grips. */
const ada = (): LootSheet =>
  ok(
    holdLootItem(
      ok(addLootItem(ok(addLootItem(emptySheet('ada', 'Ada'), 9, rope)), 9, torch)),
      maul,
      'both',
    ),
  );

const names = (sheet: LootSheet, slot: number) => readSlot(sheet, slot).items.map((i) => i.name);

describe('takeLootItem', () => {
  it('takes the item off and keeps where it was', () => {
    const taken = takeLootItem(ada(), 'rope')!;
    expect(names(taken.sheet, 9)).toEqual(['Torch']);
    expect(taken.removed).toEqual({
      sheetId: 'ada',
      sheetName: 'Ada',
      item: rope,
      places: [{ slot: 9, index: 0 }],
    });
  });

  it('keeps both grips of an item held in both', () => {
    const taken = takeLootItem(ada(), 'maul')!;
    expect(taken.removed.places).toEqual([
      { slot: 6, index: 0 },
      { slot: 7, index: 0 },
    ]);
    expect(names(taken.sheet, 6)).toEqual([]);
    expect(names(taken.sheet, 7)).toEqual([]);
  });

  it('takes an item from a dropped backpack too', () => {
    const taken = takeLootItem(setLootBackpackDropped(ada(), true), 'torch')!;
    expect(taken.removed.places).toEqual([{ slot: 9, index: 1 }]);
  });

  it('gives undefined for an item not on the sheet', () => {
    expect(takeLootItem(ada(), 'lantern')).toBeUndefined();
  });
});

describe('putBackLootItem', () => {
  it('puts the item back at its place in the bundle', () => {
    const { sheet, removed } = takeLootItem(ada(), 'rope')!;
    expect(names(ok(putBackLootItem(sheet, removed)), 9)).toEqual(['Rope', 'Torch']);
  });

  it('puts an item held in both grips back in both', () => {
    const { sheet, removed } = takeLootItem(ada(), 'maul')!;
    const back = ok(putBackLootItem(sheet, removed));
    expect(names(back, 6)).toEqual(['Maul']);
    expect(names(back, 7)).toEqual(['Maul']);
  });

  it('keeps a change made since, and puts the item last where the slot holds fewer items now', () => {
    const { sheet, removed } = takeLootItem(ada(), 'torch')!;
    const emptied = takeLootItem(sheet, 'rope')!.sheet;
    expect(names(ok(putBackLootItem(emptied, removed)), 9)).toEqual(['Torch']);
  });

  it('refuses an item that is on the sheet again', () => {
    const { removed } = takeLootItem(ada(), 'rope')!;
    const refused = putBackLootItem(ada(), removed);
    expect(refused).toEqual({
      ok: false,
      error: { code: 'item-back', message: 'Rope is on Ada’s sheet again already.' },
    });
  });

  it('refuses a slot that has filled up since', () => {
    const { sheet, removed } = takeLootItem(ada(), 'rope')!;
    let full = sheet;
    for (let n = 1; n < LOOT_MAX_ITEMS_PER_SLOT; n += 1) {
      full = ok(addLootItem(full, 9, newItem(`stone-${n}`, 'Stone')));
    }
    expect(putBackLootItem(full, removed)).toEqual({
      ok: false,
      error: {
        code: 'slot-full',
        message: `Could not put Rope back: slot 9 holds ${LOOT_MAX_ITEMS_PER_SLOT} items now. Remove one first.`,
      },
    });
  });
});

describe('describeLootItemPutBack', () => {
  it('names the slot, or both grips', () => {
    expect(describeLootItemPutBack(takeLootItem(ada(), 'rope')!.removed)).toBe(
      'Put Rope back in slot 9.',
    );
    expect(describeLootItemPutBack(takeLootItem(ada(), 'maul')!.removed)).toBe(
      'Put Maul back in slots 6 and 7.',
    );
  });
});

describe('describeLootItemSheetGone', () => {
  it('names the item and the sheet', () => {
    expect(describeLootItemSheetGone({ item: rope, sheetName: 'Ada' })).toBe(
      'Could not put Rope back: the sheet Ada is gone.',
    );
  });
});

describe('lootItemRemovalSlot', () => {
  const { removed } = takeLootItem(ada(), 'torch')!;

  it('is the slot the item left, on its own sheet only', () => {
    expect(lootItemRemovalSlot({ removed, refused: null }, 'ada')).toBe(9);
    expect(lootItemRemovalSlot({ removed, refused: null }, 'bo')).toBeUndefined();
  });

  it('stays at the slot while a refused Undo is said, and is none once nothing is', () => {
    expect(lootItemRemovalSlot({ removed: null, refused: removed }, 'ada')).toBe(9);
    expect(lootItemRemovalSlot({ removed: null, refused: null }, 'ada')).toBeUndefined();
  });
});
