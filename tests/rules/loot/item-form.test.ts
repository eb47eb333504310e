import { describe, expect, it } from 'vitest';
import {
  addLootItem,
  blankLootItem,
  changeLootItemForm,
  emptySheet,
  lootItemFormPlaceErrors,
  newItem,
  openLootItemForm,
  readSlot,
  submitLootItemForm,
  viewLootItemEditor,
  type LootItemForm,
  type LootSheet,
} from '../../../src/rules/loot';

const fresh = () => emptySheet('ada', 'Ada');
const withItem = (sheet: LootSheet, slot: 1 | 6 | 7 | 8, item = newItem('rope', 'Rope')) => {
  const added = addLootItem(sheet, slot, item);
  if (!added.ok) throw new Error(added.error.message);
  return added.value;
};
const form = (changes: Partial<LootItemForm> = {}): LootItemForm => ({
  ...openLootItemForm(fresh(), undefined),
  ...changes,
});

describe('openLootItemForm', () => {
  it('opens an empty form for a new item in slot 1, one grip, with no messages', () => {
    expect(openLootItemForm(fresh(), undefined)).toEqual({
      draft: blankLootItem(),
      slot: 1,
      grip: 'one',
      nameError: null,
      placeError: null,
    });
  });
  it('opens an edited item with its properties where it is now', () => {
    const rope = newItem('rope', 'Rope');
    const opened = openLootItemForm(withItem(fresh(), 8, rope), rope);
    expect(opened.draft).toEqual(rope);
    expect(opened.slot).toBe(8);
  });
});

describe('changeLootItemForm', () => {
  it('types the name and keeps the message at the name until the next submit', () => {
    const changed = changeLootItemForm(form({ nameError: 'Give the item a name.' }), {
      field: 'name',
      text: 'Rope',
    });
    expect(changed.draft.name).toBe('Rope');
    expect(changed.nameError).toBe('Give the item a name.');
  });
  it('ticks a property', () => {
    expect(
      changeLootItemForm(form(), { field: 'flag', key: 'noisy', checked: true }).draft.noisy,
    ).toBe(true);
  });
  it('chooses another slot or grip and drops the message about the place', () => {
    const refused = form({ placeError: 'No room.' });
    const slot = changeLootItemForm(refused, { field: 'slot', value: '9' });
    expect([slot.slot, slot.placeError]).toEqual([9, null]);
    const grip = changeLootItemForm(refused, { field: 'grip', value: 'both' });
    expect([grip.grip, grip.placeError]).toEqual(['both', null]);
  });
  it('drops the message about the place when a weapon size changes where the item may go', () => {
    const changed = changeLootItemForm(form({ placeError: 'No room.' }), {
      field: 'choice',
      key: 'weapon',
      value: 'small',
    });
    expect([changed.draft.weapon, changed.placeError]).toEqual(['small', null]);
  });
  it('keeps the message about the place when a choice does not change where the item may go', () => {
    const changed = changeLootItemForm(form({ placeError: 'No room.' }), {
      field: 'choice',
      key: 'weight',
      value: 'heavy',
    });
    expect(changed.placeError).toBe('No room.');
  });
});

describe('lootItemFormPlaceErrors', () => {
  it('says the place message at the slot outside the grips', () => {
    expect(lootItemFormPlaceErrors(form({ slot: 8, placeError: 'No room.' }))).toEqual({
      slot: 'No room.',
      grip: null,
    });
  });
  it('says it at the grip choice in the grips', () => {
    expect(lootItemFormPlaceErrors(form({ slot: 6, placeError: 'No room.' }))).toEqual({
      slot: null,
      grip: 'No room.',
    });
  });
});

describe('submitLootItemForm', () => {
  it('refuses a blank name at the name, keeping the rest', () => {
    const submitted = submitLootItemForm(fresh(), form({ placeError: 'No room.' }), undefined);
    expect(submitted.saved.ok).toBe(false);
    expect(submitted.form.nameError).toBe('Give the item a name.');
    expect(submitted.form.placeError).toBe('No room.');
  });
  it('refuses at the place what the grips do not allow, and clears the name message', () => {
    const dagger = { ...blankLootItem(), name: 'Dagger', weapon: 'small' as const };
    const submitted = submitLootItemForm(
      fresh(),
      form({ draft: dagger, slot: 6, grip: 'both', nameError: 'old' }),
      undefined,
    );
    expect(submitted.saved.ok).toBe(false);
    expect(submitted.form.nameError).toBeNull();
    expect(submitted.form.placeError).not.toBeNull();
  });
  it('adds a new item, says so and empties the form for the next, keeping the place', () => {
    const rope = { ...blankLootItem(), name: 'Rope' };
    const submitted = submitLootItemForm(fresh(), form({ draft: rope, slot: 8 }), undefined);
    if (!submitted.saved.ok) throw new Error('refused');
    expect(submitted.saved.value.note).toBe('Added Rope in slot 8.');
    expect(readSlot(submitted.saved.value.sheet, 8).items.map((item) => item.name)).toEqual([
      'Rope',
    ]);
    expect(submitted.form).toEqual(form({ slot: 8 }));
  });
  it('saves an edited item and keeps its draft', () => {
    const rope = newItem('rope', 'Rope');
    const sheet = withItem(fresh(), 8, rope);
    const opened = changeLootItemForm(openLootItemForm(sheet, rope), {
      field: 'name',
      text: 'Long rope',
    });
    const submitted = submitLootItemForm(sheet, opened, rope);
    if (!submitted.saved.ok) throw new Error('refused');
    expect(submitted.saved.value.note).toBe('Saved Long rope in slot 8.');
    expect(submitted.form.draft.name).toBe('Long rope');
  });
});

describe('viewLootItemEditor', () => {
  it('offers adding a new item in slot 1, with no grip asked', () => {
    const view = viewLootItemEditor(form(), undefined);
    expect([view.title, view.submit, view.cancels]).toEqual(['Add an item', 'Add item', false]);
    expect(view.name).toEqual({
      value: '',
      maxLength: 60,
      hint: 'At most 60 characters.',
      error: null,
    });
    expect(view.slot).toMatchObject({ value: '1', error: null });
    expect(view.grip).toBeNull();
    expect(view.choices.map((choice) => [choice.label, choice.value])).toEqual([
      ['Weight', 'normal'],
      ['Weapon', 'none'],
      ['Armour', 'none'],
      ['Worn on', ''],
    ]);
    expect(view.flags.map((flag) => flag.checked)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('asks which grips for a grip slot, saying the place’s message there', () => {
    const view = viewLootItemEditor(form({ slot: 6, placeError: 'No room.' }), undefined);
    expect(view.grip).toMatchObject({ value: 'one', error: 'No room.' });
    expect(view.slot.error).toBeNull();
  });

  it('offers saving and cancelling while an item is edited', () => {
    const view = viewLootItemEditor(form(), { name: 'Rope' });
    expect([view.title, view.submit, view.cancels]).toEqual(['Edit Rope', 'Save item', true]);
  });
});
