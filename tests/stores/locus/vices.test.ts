import { describe, expect, it } from 'vitest';
import { classicVices } from '../../../src/rules/locus/vices';
import {
  $vices,
  $vicesNotice,
  addViceToList,
  LOCUS_VICES_KEY,
  removeViceFromList,
  renameViceInList,
  resetVices,
  restoreVices,
} from '../../../src/stores/locus/vices';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $vices.set(classicVices());
  $vicesNotice.set(undefined);
});

describe('addViceToList', () => {
  it('adds a Vice at the end and saves the list', () => {
    expect(addViceToList('Vanity').ok).toBe(true);
    expect($vices.get().at(-1)).toBe('Vanity');
    expect(savedJson(LOCUS_VICES_KEY)).toEqual({
      version: 1,
      vices: [...classicVices(), 'Vanity'],
    });
  });

  it('refuses an empty or taken name and changes nothing', () => {
    const taken = classicVices()[0]!;
    expect(addViceToList('').ok).toBe(false);
    expect(addViceToList(taken).ok).toBe(false);
    expect($vices.get()).toEqual(classicVices());
  });
});

describe('renameViceInList', () => {
  it('renames a Vice in its place', () => {
    renameViceInList(0, 'Vanity');
    expect($vices.get()[0]).toBe('Vanity');
    expect($vices.get()).toHaveLength(classicVices().length);
  });
});

describe('removeViceFromList, resetVices and restoreVices', () => {
  it('removes a Vice, refuses to remove the last one, resets to the classic seven and restores a kept list', () => {
    removeViceFromList(0);
    expect($vices.get()).toEqual(classicVices().slice(1));
    const kept = $vices.get();
    restoreVices(['Only']);
    expect(removeViceFromList(0).ok).toBe(false);
    expect($vices.get()).toEqual(['Only']);
    resetVices();
    expect($vices.get()).toEqual(classicVices());
    restoreVices(kept);
    expect($vices.get()).toEqual(classicVices().slice(1));
  });
});

describe('what each change says', () => {
  it('says what was added, renamed and removed, and keeps the list before a removal for Undo', () => {
    expect(addViceToList('  Vanity ')).toEqual({ ok: true, value: { text: 'Added Vanity.' } });
    expect(renameViceInList(7, 'Spite')).toEqual({
      ok: true,
      value: { text: 'Renamed Vanity to Spite.' },
    });
    const before = $vices.get();
    expect(removeViceFromList(0)).toEqual({
      ok: true,
      value: { text: `Removed ${classicVices()[0]}.`, undo: before },
    });
    expect(restoreVices(before)).toEqual({ text: 'Undone: the list is as it was.' });
    expect($vices.get()).toEqual(before);
  });

  it('says a reset of the classic seven changes nothing, and keeps any other list for Undo', () => {
    expect(resetVices()).toEqual({ text: 'The list is already the classic seven.' });
    restoreVices(['Only']);
    expect(resetVices()).toEqual({
      text: 'The list is back to the classic seven.',
      undo: ['Only'],
    });
  });

  it('passes a refusal on as it is', () => {
    restoreVices(['Only']);
    expect(removeViceFromList(0)).toEqual({
      ok: false,
      error: {
        code: 'last-vice',
        message:
          'The list needs at least one Vice: add another before removing this one, or rename it.',
      },
    });
  });
});

describe('$vices', () => {
  itSetsAsideUnreadableText(() => ({
    store: $vices,
    notice: $vicesNotice,
    key: LOCUS_VICES_KEY,
    initial: classicVices(),
    wrongShape: '{"version":1,"vices":["Envy","Envy"]}',
    label: 'Vice list',
  }));
});
