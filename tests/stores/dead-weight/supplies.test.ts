import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { $rollLog } from '../../../src/stores/roll-log';
import {
  $dwSupplies,
  $dwSuppliesNotice,
  addDwSupply,
  DW_SUPPLIES_KEY,
  DW_SUPPLIES_MAX,
  removeDwSupply,
  useDwSupply,
} from '../../../src/stores/dead-weight/supplies';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $dwSupplies.set([]);
  $dwSuppliesNotice.set(undefined);
  $rollLog.set([]);
});

/** Adds an item that must be accepted, and returns its id. */
function addedId(...args: Parameters<typeof addDwSupply>): string {
  const added = addDwSupply(...args);
  if (!added.ok) throw new Error(added.error.message);
  return added.value;
}

describe('addDwSupply', () => {
  it('adds an item with its usage die and saves it', () => {
    expect(addDwSupply(' Torch ', 6, true)).toEqual({ ok: true, value: 's1' });
    expect(savedJson(DW_SUPPLIES_KEY)).toEqual({
      version: 1,
      items: [{ id: 's1', name: 'Torch', sides: 6, light: true }],
    });
  });

  it(`refuses an empty name and more than ${DW_SUPPLIES_MAX} items`, () => {
    expect(addDwSupply('  ', 6, false).ok).toBe(false);
    for (let index = 0; index < DW_SUPPLIES_MAX; index += 1)
      addDwSupply(`Ration ${index}`, 4, false);
    expect(addDwSupply('One more', 4, false)).toMatchObject({ ok: false });
  });
});

describe('useDwSupply', () => {
  it('steps the die down on a 1 or 2 and logs the roll', () => {
    const id = addedId('Torch', 6, true);
    const roll = useDwSupply(id, createScriptedRng([2]));
    expect(roll).toMatchObject({ value: 2, steppedDown: true, next: 4 });
    expect($dwSupplies.get()[0]!.sides).toBe(4);
    expect($rollLog.get()[0]).toMatchObject({
      source: 'Dead Weight: usage die (Torch)',
      expression: 'Ud6',
      total: 2,
      result: 'steps down to Ud4',
    });
  });

  it('keeps the die on a 3 or more, and a used-up item cannot be used', () => {
    const id = addedId('Ration', 4, false);
    expect(useDwSupply(id, createScriptedRng([3]))).toMatchObject({ steppedDown: false, next: 4 });
    expect(useDwSupply(id, createScriptedRng([1]))).toMatchObject({ next: null });
    expect($rollLog.get()[0]!.result).toBe('used up');
    expect(useDwSupply(id, createScriptedRng([4]))).toBeNull();
    expect(useDwSupply('unknown', createScriptedRng([4]))).toBeNull();
  });
});

describe('removeDwSupply', () => {
  it('removes the item', () => {
    const id = addedId('Torch', 6, true);
    removeDwSupply(id);
    expect($dwSupplies.get()).toEqual([]);
  });
});

describe('$dwSupplies', () => {
  itSetsAsideUnreadableText(() => ({
    store: $dwSupplies,
    notice: $dwSuppliesNotice,
    key: DW_SUPPLIES_KEY,
    initial: [],
    wrongShape: '{"version":1,"items":[{"id":"s1","name":"Torch","sides":7,"light":true}]}',
    label: 'supplies',
  }));
});
