import { describe, expect, it } from 'vitest';
import { emptySheet } from '../../../src/rules/loot/sheet';
import { toggleLootBackpack } from '../../../src/rules/loot/inventory';

describe('toggleLootBackpack', () => {
  it('drops a worn backpack and says slots 8-11 count as empty', () => {
    const dropped = toggleLootBackpack(emptySheet('ada', 'Ada'));
    expect(dropped.sheet.backpackDropped).toBe(true);
    expect(dropped.note).toBe('Backpack dropped: slots 8-11 count as empty.');
  });
  it('puts a dropped backpack back on and says slots 8-11 count again', () => {
    const back = toggleLootBackpack(toggleLootBackpack(emptySheet('ada', 'Ada')).sheet);
    expect(back.sheet.backpackDropped).toBe(false);
    expect(back.note).toBe('The backpack is back on: slots 8-11 count again.');
  });
});
