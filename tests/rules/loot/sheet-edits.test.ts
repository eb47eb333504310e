import { describe, expect, it } from 'vitest';
import {
  addLootItem,
  blankLootItem,
  chooseLootItemProperty,
  describeLootSlotEquips,
  emptySheet,
  LOOT_LETTERS_KEY,
  LOOT_SLOT_OPTIONS,
  lootItemChoice,
  lootItemPlace,
  markLootSlotByHand,
  newItem,
  readSlot,
  saveLootItem,
  setLootWoundByHand,
  toggleLootConditionByHand,
} from '../../../src/rules/loot';
import { ok } from './ok';

const fresh = () => emptySheet('ada', 'Ada');
const draft = (name: string, properties = {}) => ({ ...blankLootItem(), name, ...properties });

describe('LOOT_SLOT_OPTIONS', () => {
  it('names each slot by its number and area', () => {
    expect(LOOT_SLOT_OPTIONS[5]).toEqual({ value: '6', label: '6 Grips' });
    expect(LOOT_SLOT_OPTIONS).toHaveLength(11);
  });
});

describe('blankLootItem', () => {
  it('is a normal item with no name and no properties', () => {
    expect(blankLootItem()).toMatchObject({ name: '', weight: 'normal', weapon: 'none' });
    expect(blankLootItem()).not.toHaveProperty('id');
  });
});

describe('lootItemPlace', () => {
  it('starts a new item in slot 1, one grip', () => {
    expect(lootItemPlace(fresh(), undefined)).toEqual({ slot: 1, grip: 'one' });
  });
  it('starts an item held in both grips at grip 6, both grips', () => {
    const axe = newItem('axe', 'Axe', { weapon: 'bulky' });
    const sheet = ok(addLootItem(fresh(), 6, axe));
    expect(lootItemPlace(sheet, axe)).toEqual({ slot: 6, grip: 'both' });
  });
});

describe('lootItemChoice', () => {
  it('reads a select’s option from the draft, worn nowhere as ""', () => {
    expect(lootItemChoice(draft('Rope'), 'weight')).toBe('normal');
    expect(lootItemChoice(draft('Rope'), 'equips')).toBe('');
  });
});

describe('chooseLootItemProperty', () => {
  it('sets the property chosen', () => {
    expect(chooseLootItemProperty(draft('Axe'), 'weapon', 'bulky').weapon).toBe('bulky');
  });
  it('wears an item on an area, and on nowhere in particular without the property', () => {
    const helm = chooseLootItemProperty(draft('Helm'), 'equips', 'head');
    expect(helm.equips).toBe('head');
    expect(chooseLootItemProperty(helm, 'equips', '')).not.toHaveProperty('equips');
  });
  it('changes nothing for a value that is not an option', () => {
    const rope = draft('Rope');
    expect(chooseLootItemProperty(rope, 'weight', 'feather')).toBe(rope);
  });
});

describe('saveLootItem', () => {
  it('adds a new item to the slot and says where', () => {
    const saved = saveLootItem(fresh(), {
      draft: draft(' Rope '),
      editing: undefined,
      slot: 8,
      grip: 'one',
    });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.note).toBe('Added Rope in slot 8.');
    expect(readSlot(saved.value.sheet, 8).items.map((item) => item.name)).toEqual(['Rope']);
  });
  it('refuses an item without a name at the name field', () => {
    expect(
      saveLootItem(fresh(), { draft: draft(' '), editing: undefined, slot: 1, grip: 'one' }),
    ).toEqual({ ok: false, error: { field: 'name', message: 'Give the item a name.' } });
  });
  it('holds an item in both grips and adds the warning about where it is worn', () => {
    const saved = saveLootItem(fresh(), {
      draft: draft('Shield', { equips: 'torso' }),
      editing: undefined,
      slot: 6,
      grip: 'both',
    });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.note).toMatch(/^Added Shield in both grips \(slots 6 and 7\)\. \S/);
  });
  it('refuses at the slot field what the grips do not allow', () => {
    const saved = saveLootItem(fresh(), {
      draft: draft('Dagger', { weapon: 'small' }),
      editing: undefined,
      slot: 6,
      grip: 'both',
    });
    expect(saved.ok ? null : saved.error.field).toBe('slot');
  });
  it('saves an edited item and moves it', () => {
    const rope = newItem('rope', 'Rope');
    const sheet = ok(addLootItem(fresh(), 8, rope));
    const saved = saveLootItem(sheet, {
      draft: draft('Long rope'),
      editing: rope,
      slot: 9,
      grip: 'one',
    });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.note).toBe('Saved Long rope in slot 9.');
    expect(readSlot(saved.value.sheet, 8).items).toEqual([]);
    expect(readSlot(saved.value.sheet, 9).items.map((item) => item.id)).toEqual(['rope']);
  });
});

describe('describeLootSlotEquips', () => {
  it('says what a slot equips, and that the backpack never does', () => {
    expect(describeLootSlotEquips('backpack')).toBe('never equipped');
    expect(describeLootSlotEquips('head')).toMatch(/^equips /);
  });
});

describe('markLootSlotByHand', () => {
  it('marks and unmarks a slot, saying which', () => {
    const marked = markLootSlotByHand(fresh(), 2, true);
    expect(marked.note).toBe('Slot 2 marked.');
    expect(readSlot(marked.sheet, 2).marked).toBe(true);
    expect(markLootSlotByHand(marked.sheet, 2, false).note).toBe('Slot 2 unmarked.');
  });
});

describe('setLootWoundByHand', () => {
  it('says an open wound marks the slot B', () => {
    const wounded = setLootWoundByHand(fresh(), 3, 'open');
    expect(wounded.ok && wounded.value.note).toBe(
      'Slot 3 has an open wound and is marked B (bleeding).',
    );
    expect(setLootWoundByHand(fresh(), 3, 'treated')).toMatchObject({
      ok: true,
      value: { note: 'Slot 3 wound: treated.' },
    });
  });
  it('refuses a wound outside slots 1-5', () => {
    expect(setLootWoundByHand(fresh(), 8, 'open').ok).toBe(false);
  });
});

describe('toggleLootConditionByHand', () => {
  it('ticks and clears a letter, naming the condition', () => {
    const burning = toggleLootConditionByHand(fresh(), 2, 'F', true);
    expect(burning.note).toBe('Slot 2: fire marked.');
    expect(readSlot(burning.sheet, 2).conditions).toEqual(['F']);
    expect(toggleLootConditionByHand(burning.sheet, 2, 'F', false).note).toBe(
      'Slot 2: fire removed.',
    );
  });
});

describe('LOOT_LETTERS_KEY', () => {
  it('names every letter on the sheet', () => {
    expect(LOOT_LETTERS_KEY).toMatch(
      /^Letters: A asphyxiation, B bleeding, .*, M malnourishment\.$/,
    );
  });
});
