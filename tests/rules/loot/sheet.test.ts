import { describe, expect, it } from 'vitest';
import {
  emptySheet,
  isLootSlotDropped,
  newItem,
  readSlot,
  slotName,
  SLOT_AREAS,
  type LootSheet,
} from '../../../src/rules/loot';

const withBackpackItem = (dropped: boolean): LootSheet => {
  const sheet = emptySheet('ada', 'Ada');
  const slots = sheet.slots.map((slot, index) =>
    index === 8 ? { ...slot, items: [newItem('item-1', 'Rope')], marked: true } : slot,
  );
  return { ...sheet, slots, backpackDropped: dropped };
};

describe('emptySheet', () => {
  it('has eleven empty, unmarked, unwounded slots and the backpack on', () => {
    const sheet = emptySheet('ada', 'Ada');
    expect(sheet.slots).toHaveLength(11);
    expect(
      sheet.slots.every(
        (slot) =>
          slot.items.length === 0 &&
          !slot.marked &&
          slot.wound === 'none' &&
          slot.conditions.length === 0,
      ),
    ).toBe(true);
    expect(sheet.backpackDropped).toBe(false);
  });
});

describe('isLootSlotDropped', () => {
  it('is true for slots 8-11 only, and only while the backpack is dropped', () => {
    const dropped = [1, 7, 8, 11].map((slot) => isLootSlotDropped(withBackpackItem(true), slot));
    expect(dropped).toEqual([false, false, true, true]);
    expect(isLootSlotDropped(withBackpackItem(false), 8)).toBe(false);
  });
});

describe('readSlot', () => {
  it('reads a backpack slot with its items while the pack is on', () => {
    expect(readSlot(withBackpackItem(false), 9).items.map((item) => item.name)).toEqual(['Rope']);
  });

  it('reads backpack slots 8-11 as empty and unmarked once the pack is dropped', () => {
    const slot = readSlot(withBackpackItem(true), 9);
    expect(slot.items).toEqual([]);
    expect(slot.marked).toBe(false);
  });

  it('refuses slot numbers outside 1-11', () => {
    expect(() => readSlot(emptySheet('a', 'A'), 12)).toThrow(RangeError);
    expect(() => readSlot(emptySheet('a', 'A'), 0)).toThrow(RangeError);
  });
});

describe('slotName and SLOT_AREAS', () => {
  it('follow the text: 1 head, 2-3 torso, 4 legs/feet, 5 arms/hands, 6-7 grips, 8-11 backpack', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 11].map((n) => SLOT_AREAS[n as 1])).toEqual([
      'head',
      'torso',
      'torso',
      'legs',
      'arms',
      'grips',
      'grips',
      'backpack',
      'backpack',
    ]);
    expect(slotName(4)).toBe('slot 4 (Legs/Feet)');
  });
});
