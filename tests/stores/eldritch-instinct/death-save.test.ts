import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  $deathSave,
  $deathSaveNotice,
  EI_DEATH_SAVE_KEY,
  revealDeathSave,
  rollHiddenDeathSave,
} from '../../../src/stores/eldritch-instinct/death-save';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $deathSave.set(null);
  $deathSaveNotice.set(undefined);
});

describe('rollHiddenDeathSave', () => {
  it('saves the hidden die unrevealed, so a reload keeps it hidden and the same', () => {
    const hidden = rollHiddenDeathSave(createScriptedRng([7]));
    expect(hidden.revealed).toBe(false);
    expect(savedJson(EI_DEATH_SAVE_KEY)).toEqual({
      version: 1,
      save: { roll: hidden.save.roll, revealed: false },
    });
  });

  it('reads a saved die back with its result, as another tab or a reload finds it', () => {
    const read = writeFromAnotherTab(
      $deathSave,
      EI_DEATH_SAVE_KEY,
      '{"version":1,"save":{"roll":0,"revealed":false}}',
    );
    expect(read).toMatchObject({ save: { roll: 0, result: 'heavily-wounded' }, revealed: false });
  });
});

describe('revealDeathSave', () => {
  it('reveals the hidden die once: a second check of the vitals gives nothing to log', () => {
    expect(revealDeathSave()).toBeUndefined();
    const hidden = rollHiddenDeathSave(createScriptedRng([3]));
    expect(revealDeathSave()).toEqual({ ...hidden, revealed: true });
    expect(savedJson(EI_DEATH_SAVE_KEY)).toMatchObject({ save: { revealed: true } });
    expect(revealDeathSave()).toBeUndefined();
  });
});

describe('$deathSave', () => {
  itSetsAsideUnreadableText(() => ({
    store: $deathSave,
    notice: $deathSaveNotice,
    key: EI_DEATH_SAVE_KEY,
    initial: null,
    wrongShape: '{"version":1,"save":{"roll":10,"revealed":false}}',
    label: 'Death Save',
  }));
});
