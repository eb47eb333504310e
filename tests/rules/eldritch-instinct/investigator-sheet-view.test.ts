import { describe, expect, it } from 'vitest';
import { createInvestigatorList } from '../../../src/rules/eldritch-instinct/investigator';
import {
  editInvestigatorSheet,
  NEW_INVESTIGATOR_NAMES,
  viewDraft,
  viewInvestigatorSheet,
  viewSavedInvestigators,
} from '../../../src/rules/eldritch-instinct/investigator-sheet-view';
import { NEW_SWAP_FORM } from '../../../src/rules/eldritch-instinct/swap-form';
import { ada } from './investigator-fixtures';

describe('viewInvestigatorSheet', () => {
  it('heads the sheet with the name and occupation, or says there is no occupation yet', () => {
    const view = viewInvestigatorSheet(ada(), NEW_SWAP_FORM);
    expect([view.heading, view.occupation]).toEqual(['Ada Byrne', 'Doctor']);
    const blank = viewInvestigatorSheet({ ...ada(), occupation: '' }, NEW_SWAP_FORM);
    expect(blank.occupation).toBe('no occupation');
    expect(blank.occupationField.error).toBe(
      'Occupation is required (the last change is not saved until it is filled in).',
    );
  });

  it('labels each ability with its name and limits, and reads a typed score keeping the old one', () => {
    const [str] = viewInvestigatorSheet(ada(), NEW_SWAP_FORM).abilities;
    expect(str).toMatchObject({ label: 'STR', name: 'Strength', value: 40, hint: '23 to 80' });
    expect(str?.read('50')).toEqual({ ok: true, value: 50 });
    expect(str?.read('99')).toMatchObject({ ok: false });
  });

  it('works out HP and MP from STR and WIL, beside SAN and MK', () => {
    expect(viewInvestigatorSheet(ada(), NEW_SWAP_FORM).derived).toEqual([
      ['HP', 10],
      ['MP', 12],
      ['SAN', ada().san],
      ['MK', ada().mk],
    ]);
  });

  it('counts the slots (the bulky axe takes two) and says each row’s slots', () => {
    const { inventory } = viewInvestigatorSheet(ada(), NEW_SWAP_FORM);
    expect(inventory.used).toBe(5);
    expect(inventory.slots).toBe(7);
    expect(inventory.warning).toBeNull();
    expect(inventory.rows.map((row) => [row.key, row.slots])).toEqual([
      ['equipment-1', '1 slot'],
      ['equipment-2', '1 slot'],
      ['bonus', '2 slots'],
      ['item-1', '1 slot'],
    ]);
    expect(inventory.canAdd).toBe(true);
  });

  it('warns as an error once the slots are over the limit', () => {
    const heavy = { ...ada(), items: [1, 2, 3].map(() => ({ name: 'Crate', bulky: true })) };
    const { inventory } = viewInvestigatorSheet(heavy, NEW_SWAP_FORM);
    expect(inventory.over).toBe(true);
    expect(inventory.warning).toMatch(/^Over the limit: 10 of 7 slots/);
  });

  it('says the swap is unused until it is, and offers each ability with its score', () => {
    const view = viewInvestigatorSheet(ada(), NEW_SWAP_FORM);
    expect(view.swap.note).toEqual({ text: 'Not used yet.', refused: false });
    expect(view.swap.options.map((option) => option.label)).toEqual([
      'STR (40)',
      'DEX (55)',
      'WIL (62)',
    ]);
    const used = viewInvestigatorSheet({ ...ada(), swapped: true }, NEW_SWAP_FORM);
    expect(used.swap).toMatchObject({ used: true, note: { text: 'The swap has been used.' } });
  });

  it('labels the Bonds in order and the free texts with their limits', () => {
    const view = viewInvestigatorSheet(ada(), NEW_SWAP_FORM);
    expect(view.bonds.map((bond) => bond.label)).toEqual(['Bond 1', 'Bond 2', 'Bond 3', 'Bond 4']);
    expect(view.shortTexts.map((text) => [text.label, text.maxLength])).toEqual([
      ['Other language', 80],
      ['Contact (name and occupation)', 200],
    ]);
    expect(view.longTexts.map((text) => text.field)).toEqual([
      'motivation',
      'personality',
      'notes',
    ]);
  });
});

describe('editInvestigatorSheet', () => {
  it('changes one part of the name, one ability, or any other field as typed', () => {
    const named = editInvestigatorSheet(ada(), { kind: 'name', part: 'first', text: 'Eve' });
    expect(named.name).toEqual({ first: 'Eve', surname: 'Byrne' });
    const stronger = editInvestigatorSheet(ada(), { kind: 'ability', ability: 'str', value: 70 });
    expect(stronger.abilities).toEqual({ str: 70, dex: 55, wil: 62 });
    const moved = editInvestigatorSheet(ada(), { kind: 'set', patch: { occupation: 'Nurse' } });
    expect(moved.occupation).toBe('Nurse');
  });

  it('changes an item by its row, keeping what was not typed, and removes one added by hand', () => {
    const bulky = editInvestigatorSheet(ada(), {
      kind: 'item',
      key: 'equipment-2',
      change: { bulky: true },
    });
    expect(bulky.equipment[1]).toEqual({ name: 'Lamp', bulky: true });
    const renamed = editInvestigatorSheet(ada(), {
      kind: 'item',
      key: 'bonus',
      change: { name: 'Hatchet' },
    });
    expect(renamed.bonusItem).toEqual({ kind: 'melee', item: { name: 'Hatchet', bulky: true } });
    expect(editInvestigatorSheet(ada(), { kind: 'item', key: 'item-9', change: {} })).toEqual(
      ada(),
    );
    expect(editInvestigatorSheet(ada(), { kind: 'remove-item', index: 0 }).items).toEqual([]);
  });

  it('changes a Bond as typed and moves the Key Connection to the one marked', () => {
    const bonded = editInvestigatorSheet(ada(), {
      kind: 'bond',
      index: 1,
      change: { detail: 'owes me' },
    });
    expect(bonded.bonds[1]?.detail).toBe('owes me');
    const keyed = editInvestigatorSheet(ada(), { kind: 'key', index: 2 });
    expect(keyed.bonds.map((bond) => bond.key)).toEqual([false, false, true, false]);
  });
});

describe('NEW_INVESTIGATOR_NAMES', () => {
  it('offers either column first (a d2 decides), then each', () => {
    expect(NEW_INVESTIGATOR_NAMES.map((option) => option.value)).toEqual([
      'roll',
      'female',
      'male',
    ]);
  });
});

describe('viewDraft', () => {
  it('offers Save and the link for a complete sheet not saved yet', () => {
    const view = viewDraft(ada(), createInvestigatorList([]));
    expect(view.sentence).toBe('Not saved yet.');
    expect(view.offersSave).toBe(true);
    expect(view.share).toEqual(expect.any(String));
  });

  it('offers no Save once saved as it is', () => {
    const view = viewDraft(ada(), createInvestigatorList([ada()]));
    expect(view).toMatchObject({
      sentence: 'Saved in this browser; changes save themselves.',
      offersSave: false,
    });
  });

  it('holds the link back while the sheet is incomplete, and says why it is not saved', () => {
    const view = viewDraft({ ...ada(), occupation: '' }, createInvestigatorList([]));
    expect(view.share).toBeNull();
    expect(view.sentence).toMatch(/^Changes not saved: /);
  });
});

describe('viewSavedInvestigators', () => {
  it('counts the saved investigators and marks the one on the sheet', () => {
    const bo = { ...ada(), id: 'bo', name: { first: 'Bo', surname: '' }, occupation: 'Nurse' };
    const view = viewSavedInvestigators(createInvestigatorList([ada(), bo]), 'bo');
    expect(view.heading).toBe('Saved investigators (2)');
    expect(view.empty).toBeNull();
    expect(view.rows.map(({ name, occupation, current }) => [name, occupation, current])).toEqual([
      ['Ada Byrne', 'Doctor', false],
      ['Bo', 'Nurse', true],
    ]);
  });

  it('says where saved investigators stay while there are none', () => {
    const view = viewSavedInvestigators(createInvestigatorList([]), undefined);
    expect(view.heading).toBe('Saved investigators (0)');
    expect(view.empty).toBe('None saved yet. Saved investigators stay in this browser.');
  });
});
