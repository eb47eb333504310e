import { describe, expect, it } from 'vitest';
import {
  addLootItem,
  describeLootItemTags,
  emptySheet,
  lootConditionStrip,
  lootSlotView,
  newItem,
  setLootBackpackDropped,
  setLootWound,
  toggleLootCondition,
} from '../../../src/rules/loot';
import { ok } from './ok';

const fresh = () => emptySheet('ada', 'Ada');

describe('lootSlotView', () => {
  it('draws an empty body slot with its area and what it equips', () => {
    const view = lootSlotView(fresh(), 1);
    expect(view).toMatchObject({
      area: 'Head',
      dropped: false,
      body: true,
      itemsLabel: 'Item in slot 1',
      items: [],
    });
    expect(view?.equips).toMatch(/^equips /);
  });
  it('lists a bundle with each item’s tags', () => {
    const rope = newItem('rope', 'Rope', { noisy: true });
    const sheet = ok(addLootItem(ok(addLootItem(fresh(), 8, rope)), 8, newItem('tin', 'Tin')));
    const view = lootSlotView(sheet, 8);
    expect(view?.itemsLabel).toBe('Bundle in slot 8');
    expect(view?.equips).toBe('never equipped');
    expect(view?.body).toBe(false);
    expect(view?.items[0]).toEqual({
      item: rope,
      equipped: false,
      bothGrips: false,
      tags: describeLootItemTags(rope).join(', '),
      warning: undefined,
    });
    expect(view?.items[1]?.tags).toBe('');
  });
  it('says a backpack slot counts as empty while the backpack is dropped', () => {
    expect(lootSlotView(setLootBackpackDropped(fresh(), true), 9)?.dropped).toBe(true);
  });
  it('draws nothing for a slot the sheet lacks', () => {
    expect(lootSlotView({ ...fresh(), slots: [] }, 1)).toBeUndefined();
  });
});

describe('lootConditionStrip', () => {
  it('lists every slot with its letters and wound', () => {
    const sheet = toggleLootCondition(ok(setLootWound(fresh(), 2, 'treated')), 3, 'A', true);
    const strip = lootConditionStrip(sheet);
    expect(strip).toHaveLength(11);
    expect(strip[1]).toEqual({ slot: 2, letters: '', wound: 'treated wound' });
    expect(strip[2]).toEqual({ slot: 3, letters: 'A', wound: null });
  });
  it('shows no letters and no wound for slots the sheet lacks', () => {
    expect(lootConditionStrip({ ...fresh(), slots: [] })[0]).toEqual({
      slot: 1,
      letters: '',
      wound: null,
    });
  });
});
