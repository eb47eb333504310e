import { describe, expect, it } from 'vitest';
import {
  addLootItem,
  emptySheet,
  findLootItemSlots,
  holdLootItem,
  isHeldInBothGrips,
  isLootBundle,
  isLootGripSlot,
  isLootItemEquipped,
  isLootSlotNoisy,
  lootEquipWarning,
  moveLootItem,
  newItem,
  nextLootItemId,
  parseLootSheets,
  readSlot,
  removeLootItem,
  serializeLootSheets,
  setLootBackpackDropped,
  setLootWound,
  toggleLootCondition,
} from '../../../src/rules/loot';
import { ok } from './ok';

const fresh = () => emptySheet('ada', 'Ada');

const dagger = newItem('dagger', 'Dagger', { weapon: 'small', rigid: true });
const sword = newItem('sword', 'Sword', { weapon: 'medium', rigid: true });
const maul = newItem('maul', 'Maul', { weapon: 'bulky', weight: 'heavy' });
const chainmail = newItem('mail', 'Chainmail', { armour: 'heavy', noisy: true, rigid: true });
const helm = newItem('helm', 'Helm', { armour: 'light', equips: 'head' });

describe('addLootItem', () => {
  it('bundles a second item into an occupied slot', () => {
    const sheet = ok(
      addLootItem(ok(addLootItem(fresh(), 9, newItem('a', 'Rope'))), 9, newItem('b', 'Torch')),
    );
    expect(readSlot(sheet, 9).items.map((item) => item.name)).toEqual(['Rope', 'Torch']);
    expect(isLootBundle(sheet, 9)).toBe(true);
    expect(isLootBundle(sheet, 8)).toBe(false);
  });

  it('puts a bulky weapon added to a grip in both grips', () => {
    const sheet = ok(addLootItem(fresh(), 6, maul));
    expect(findLootItemSlots(sheet, 'maul')).toEqual([6, 7]);
  });
});

describe('holdLootItem', () => {
  it('holds a small weapon in one grip and refuses both', () => {
    expect(findLootItemSlots(ok(holdLootItem(fresh(), dagger, 7)), 'dagger')).toEqual([7]);
    const both = holdLootItem(fresh(), dagger, 'both');
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.error.message).toContain('one grip');
  });

  it('holds a medium weapon in one grip or in both', () => {
    expect(findLootItemSlots(ok(holdLootItem(fresh(), sword, 6)), 'sword')).toEqual([6]);
    expect(findLootItemSlots(ok(holdLootItem(fresh(), sword, 'both')), 'sword')).toEqual([6, 7]);
  });

  it('holds a bulky weapon only with both grips, listed in slots 6 and 7', () => {
    const one = holdLootItem(fresh(), maul, 6);
    expect(one.ok).toBe(false);
    if (!one.ok) expect(one.error.message).toContain('both grips');
    expect(findLootItemSlots(ok(holdLootItem(fresh(), maul, 'both')), 'maul')).toEqual([6, 7]);
  });

  it('knows the grips are slots 6 and 7, and which item is held with both', () => {
    expect([5, 6, 7, 8].map((slot) => isLootGripSlot(slot as 5 | 6 | 7 | 8))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const held = ok(holdLootItem(fresh(), sword, 'both'));
    expect(isHeldInBothGrips(held, 'sword')).toBe(true);
    const oneHand = ok(holdLootItem(fresh(), dagger, 6));
    expect(isHeldInBothGrips(oneHand, 'dagger')).toBe(false);
    expect(isHeldInBothGrips(oneHand, 'sword')).toBe(false);
  });

  it('moves an item out of its old slot when it is taken in hand', () => {
    const stored = ok(addLootItem(fresh(), 10, sword));
    expect(findLootItemSlots(ok(holdLootItem(stored, sword, 'both')), 'sword')).toEqual([6, 7]);
  });
});

describe('removeLootItem and moveLootItem', () => {
  it('removes an item held in both grips from both', () => {
    const held = ok(holdLootItem(fresh(), maul, 'both'));
    const sheet = removeLootItem(held, 'maul');
    expect(readSlot(sheet, 6).items).toEqual([]);
    expect(readSlot(sheet, 7).items).toEqual([]);
  });

  it('moves an item from the grips to the backpack', () => {
    const held = ok(holdLootItem(fresh(), maul, 'both'));
    expect(findLootItemSlots(ok(moveLootItem(held, 'maul', 8)), 'maul')).toEqual([8]);
  });
});

describe('equip rules', () => {
  it('equips armour on the torso, a helm on the head and weapons in the grips', () => {
    expect(isLootItemEquipped(chainmail, 2)).toBe(true);
    expect(isLootItemEquipped(helm, 1)).toBe(true);
    expect(isLootItemEquipped(sword, 6)).toBe(true);
  });

  it('warns, without refusing, when an item sits where it cannot be equipped', () => {
    expect(lootEquipWarning(chainmail, 9)).toContain('backpack slots are never equipped');
    expect(lootEquipWarning(helm, 6)).toContain('equips on Head');
    expect(addLootItem(fresh(), 9, chainmail).ok).toBe(true);
  });

  it('has nothing to warn about for an item worn nowhere in particular', () => {
    expect(lootEquipWarning(newItem('r', 'Rope'), 1)).toBeUndefined();
  });
});

describe('isLootSlotNoisy', () => {
  it('hears a noisy item, two rigid items bundled, or a rigid item next to another', () => {
    expect(isLootSlotNoisy(ok(addLootItem(fresh(), 2, chainmail)), 2)).toBe(true);
    const twoRigid = ok(
      addLootItem(
        ok(addLootItem(fresh(), 9, dagger)),
        9,
        newItem('g', 'Glass jar', { rigid: true }),
      ),
    );
    expect(isLootSlotNoisy(twoRigid, 9)).toBe(true);
    const neighbours = ok(
      addLootItem(
        ok(addLootItem(fresh(), 9, dagger)),
        10,
        newItem('g', 'Glass jar', { rigid: true }),
      ),
    );
    expect(isLootSlotNoisy(neighbours, 9)).toBe(true);
    expect(isLootSlotNoisy(ok(addLootItem(fresh(), 9, dagger)), 9)).toBe(false);
  });

  it('does not count a bulky weapon in both grips as two rigid items', () => {
    const held = ok(
      holdLootItem(fresh(), newItem('p', 'Pike', { weapon: 'bulky', rigid: true }), 'both'),
    );
    expect(isLootSlotNoisy(held, 6)).toBe(false);
  });
});

describe('setLootBackpackDropped', () => {
  it('makes slots 8-11 read as empty until the pack is back on', () => {
    const packed = ok(addLootItem(fresh(), 11, newItem('r', 'Rope')));
    const dropped = setLootBackpackDropped(packed, true);
    expect(readSlot(dropped, 11).items).toEqual([]);
    expect(readSlot(setLootBackpackDropped(dropped, false), 11).items).toHaveLength(1);
  });
});

describe('setLootWound and toggleLootCondition', () => {
  it('refuses a wound in slot 6 and marks B with an open wound in slot 3', () => {
    expect(setLootWound(fresh(), 6, 'open').ok).toBe(false);
    expect(readSlot(ok(setLootWound(fresh(), 3, 'open')), 3).conditions).toEqual(['B']);
  });

  it('keeps letters in alphabetical order and removes them', () => {
    const sheet = toggleLootCondition(toggleLootCondition(fresh(), 2, 'M', true), 2, 'A', true);
    expect(readSlot(sheet, 2).conditions).toEqual(['A', 'M']);
    expect(readSlot(toggleLootCondition(sheet, 2, 'A', false), 2).conditions).toEqual(['M']);
  });
});

describe('nextLootItemId', () => {
  it('gives the first free item-n', () => {
    const sheet = ok(addLootItem(fresh(), 1, newItem('item-1', 'Hat')));
    expect(nextLootItemId(sheet)).toBe('item-2');
  });
});

describe('parseLootSheets and serializeLootSheets', () => {
  it('round-trips sheets', () => {
    const sheet = ok(holdLootItem(ok(addLootItem(fresh(), 2, chainmail)), maul, 'both'));
    const parsed = parseLootSheets(serializeLootSheets([sheet]));
    expect(parsed).toEqual({ ok: true, value: [sheet] });
  });

  it('names the field that is wrong', () => {
    const bad = JSON.parse(serializeLootSheets([fresh()])) as {
      sheets: { slots: { wound: string }[] }[];
    };
    bad.sheets[0]!.slots[2]!.wound = 'gaping';
    const parsed = parseLootSheets(JSON.stringify(bad));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.error.message).toBe(
        'Sheet 1, slot 3: “wound” must be “none”, “treated” or “open”',
      );
  });

  it('refuses text that is not JSON, a wound in slot 8, and two sheets with one id', () => {
    expect(parseLootSheets('{oops')).toEqual({
      ok: false,
      error: { code: 'not-json', message: 'it is not valid JSON' },
    });
    const wounded = JSON.parse(serializeLootSheets([fresh()])) as {
      sheets: { slots: { wound: string }[] }[];
    };
    wounded.sheets[0]!.slots[7]!.wound = 'open';
    const parsed = parseLootSheets(JSON.stringify(wounded));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toContain('slots 1-5');
    expect(parseLootSheets(serializeLootSheets([fresh(), fresh()])).ok).toBe(false);
  });
});
