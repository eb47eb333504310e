import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../src/rules/dice';
import {
  createInvestigatorList,
  generateInvestigator,
  type Investigator,
} from '../../../src/rules/eldritch-instinct/investigator';
import {
  investigatorsRoster,
  $investigators,
  $investigatorsNotice,
  duplicateInvestigator,
  EI_INVESTIGATORS_KEY,
  isSaved,
  saveInvestigator,
  uniqueId,
} from '../../../src/stores/eldritch-instinct/investigators';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $investigators.set(createInvestigatorList());
  $investigatorsNotice.set(undefined);
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
