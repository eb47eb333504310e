import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../src/rules/dice';
import {
  createInvestigatorList,
  generateInvestigator,
  INVESTIGATOR_SLOTS,
  type Investigator,
} from '../../../src/rules/eldritch-instinct/investigator';
import {
  addDraftItem,
  allowAnotherSwap,
  investigatorsRoster,
  $draft,
  $investigators,
  $investigatorsNotice,
  duplicateInvestigator,
  EI_INVESTIGATORS_KEY,
  INVESTIGATORS_FULL,
  isSaved,
  MAX_SAVED_INVESTIGATORS,
  openSharedDraft,
  rerollDraftPart,
  rollNewDraft,
  saveDraft,
  saveInvestigator,
  showLastSaved,
  swapDraftAbilities,
  uniqueId,
  updateDraft,
} from '../../../src/stores/eldritch-instinct/investigators';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $investigators.set(createInvestigatorList());
  $investigatorsNotice.set(undefined);
  $draft.set(undefined);
});

const rolled = (seed: number): Investigator =>
  generateInvestigator(createSeededRng(seed)).investigator;
const ids = () => $investigators.get().investigators.map((investigator) => investigator.id);

describe('saveInvestigator', () => {
  it('adds a new investigator, replaces one with the same id, and saves the list', () => {
    const ann = rolled(1);
    expect(saveInvestigator(ann)).toBe(true);
    expect(isSaved(ann.id)).toBe(true);
    saveInvestigator({ ...ann, notes: 'changed' } as Investigator);
    expect($investigators.get().investigators).toHaveLength(1);
    expect(savedJson(EI_INVESTIGATORS_KEY)).toMatchObject({
      version: 1,
      investigators: [{ id: ann.id }],
    });
  });
});

describe('duplicateInvestigator', () => {
  it('saves a copy with a fresh id right after the original', () => {
    const ann = rolled(1);
    const bob = rolled(2);
    saveInvestigator(ann);
    saveInvestigator(bob);
    const copy = duplicateInvestigator(ann.id, createSeededRng(3))!;
    expect(copy.id).not.toBe(ann.id);
    expect(ids()).toEqual([ann.id, copy.id, bob.id]);
    expect(duplicateInvestigator('gone', createSeededRng(3))).toBeUndefined();
  });
});

describe('deleteInvestigator and undoDelete', () => {
  it('deletes an investigator and undo puts it back where it was', () => {
    const ann = rolled(1);
    const bob = rolled(2);
    saveInvestigator(ann);
    saveInvestigator(bob);
    const removed = investigatorsRoster.remove(ann.id)!;
    expect(ids()).toEqual([bob.id]);
    investigatorsRoster.restore(removed);
    investigatorsRoster.restore(removed);
    expect(ids()).toEqual([ann.id, bob.id]);
    expect(investigatorsRoster.remove('gone')).toBeUndefined();
  });
});

describe('uniqueId', () => {
  it('never returns an id already saved', () => {
    const ann = rolled(1);
    saveInvestigator(ann);
    expect(uniqueId(createSeededRng(4))).not.toBe(ann.id);
  });
});

describe('investigatorsRoster.importItems', () => {
  it('adds imported investigators and renames one whose id is already saved', () => {
    const ann = rolled(1);
    saveInvestigator(ann);
    const outcome = investigatorsRoster.importItems([ann, rolled(2)]);
    expect(outcome.ok && outcome.value.length).toBe(2);
    expect(new Set(ids()).size).toBe(3);
  });
});

describe('$investigators', () => {
  itSetsAsideUnreadableText(() => ({
    store: $investigators,
    notice: $investigatorsNotice,
    key: EI_INVESTIGATORS_KEY,
    initial: createInvestigatorList(),
    wrongShape: '{"version":1,"investigators":[{"id":"x"}]}',
    label: 'investigators',
  }));
});

describe('updateDraft', () => {
  it('shows a change on the sheet, and saves it only when the investigator is saved and valid', () => {
    const ann = rolled(1);
    updateDraft({ ...ann, notes: 'first' });
    expect($draft.get()?.notes).toBe('first');
    expect(isSaved(ann.id)).toBe(false);
    saveInvestigator(ann);
    updateDraft({ ...ann, notes: 'second' });
    expect($investigators.get().investigators[0]?.notes).toBe('second');
    updateDraft({ ...ann, occupation: '' });
    expect($draft.get()?.occupation).toBe('');
    expect($investigators.get().investigators[0]?.occupation).toBe(ann.occupation);
  });
});

describe('rollNewDraft', () => {
  it('puts a new investigator on the sheet under an id no saved one has, not saved yet', () => {
    const ann = rolled(1);
    saveInvestigator(ann);
    const made = rollNewDraft('male', createSeededRng(5));
    expect($draft.get()).toBe(made.investigator);
    expect(made.investigator.gender).toBe('male');
    expect(made.rolls.length).toBeGreaterThan(0);
    expect(isSaved(made.investigator.id)).toBe(false);
  });
});

describe('rerollDraftPart', () => {
  it('rolls one part of the sheet again, and nothing without a sheet', () => {
    expect(rerollDraftPart('occupation', createSeededRng(1))).toBeUndefined();
    const ann = rolled(1);
    $draft.set(ann);
    const again = rerollDraftPart('occupation', createSeededRng(9))!;
    expect($draft.get()).toEqual(again.investigator);
    expect(again.investigator.name).toEqual(ann.name);
  });
});

describe('swapDraftAbilities', () => {
  it('swaps two scores once, and says why a swap is refused', () => {
    expect(swapDraftAbilities('str', 'dex')).toBeNull();
    const ann = rolled(1);
    $draft.set(ann);
    expect(swapDraftAbilities('str', 'str')).toBe('Pick two different abilities to swap.');
    expect(swapDraftAbilities('str', 'dex')).toBeNull();
    expect($draft.get()?.abilities.str).toBe(ann.abilities.dex);
    expect(swapDraftAbilities('str', 'wil')).toMatch(/already been swapped/);
  });
});

describe('allowAnotherSwap', () => {
  it('lets the sheet swap again once its swap is used, and leaves an empty sheet alone', () => {
    allowAnotherSwap();
    expect($draft.get()).toBeUndefined();
    $draft.set(rolled(1));
    swapDraftAbilities('str', 'dex');
    allowAnotherSwap();
    expect($draft.get()?.swapped).toBe(false);
    expect(swapDraftAbilities('dex', 'wil')).toBeNull();
  });
});

describe('addDraftItem', () => {
  it('adds an item named to be typed over and gives its row, until the list is full', () => {
    expect(addDraftItem()).toBeUndefined();
    $draft.set({ ...rolled(1), items: [] });
    expect(addDraftItem()).toBe('item-1');
    expect($draft.get()?.items).toEqual([{ name: 'New item', bulky: false }]);
    for (let added = 1; added < INVESTIGATOR_SLOTS; added += 1) addDraftItem();
    expect(addDraftItem()).toBeUndefined();
    expect($draft.get()?.items).toHaveLength(INVESTIGATOR_SLOTS);
  });
});

describe('saveDraft', () => {
  it('saves the sheet, or says what is missing or that the list is full', () => {
    expect(saveDraft()).toMatchObject({ ok: false, error: { code: 'empty' } });
    const ann = rolled(1);
    $draft.set({ ...ann, occupation: '' });
    const invalid = saveDraft();
    expect(invalid).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!invalid.ok) expect(invalid.error.message).toMatch(/\.$/);
    $draft.set(ann);
    expect(saveDraft()).toEqual({ ok: true, value: ann });
    expect(isSaved(ann.id)).toBe(true);
  });

  it('refuses when the list has no room left', () => {
    const many = Array.from({ length: MAX_SAVED_INVESTIGATORS }, (_, index) => ({
      ...rolled(1),
      id: `i${index}`,
    }));
    $investigators.set({ ...createInvestigatorList(), investigators: many });
    $draft.set({ ...rolled(2), id: 'new' });
    expect(saveDraft()).toEqual({
      ok: false,
      error: { code: 'full', message: INVESTIGATORS_FULL },
    });
  });
});

describe('openSharedDraft', () => {
  it('puts a shared investigator on the sheet, under a fresh id when one saved here has its id', () => {
    const ann = rolled(1);
    openSharedDraft(ann, createSeededRng(2));
    expect($draft.get()).toBe(ann);
    saveInvestigator(ann);
    openSharedDraft(ann, createSeededRng(2));
    expect($draft.get()?.id).not.toBe(ann.id);
    expect($draft.get()?.name).toEqual(ann.name);
  });
});

describe('showLastSaved', () => {
  it('shows the last saved investigator on an empty sheet, and leaves a sheet in use alone', () => {
    const ann = rolled(1);
    const bob = rolled(2);
    saveInvestigator(ann);
    saveInvestigator(bob);
    showLastSaved();
    expect($draft.get()?.id).toBe(bob.id);
    $draft.set(ann);
    showLastSaved();
    expect($draft.get()?.id).toBe(ann.id);
  });
});
