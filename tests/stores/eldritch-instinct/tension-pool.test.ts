import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  $tensionPool,
  $tensionPoolUndo,
  undoEmptyPool,
  $tensionPoolNotice,
  addDie,
  clearPool,
  EI_TENSION_POOL_KEY,
  refillPool,
  rollTension,
} from '../../../src/stores/eldritch-instinct/tension-pool';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $tensionPool.set(0);
  $tensionPoolNotice.set(undefined);
  $tensionPoolUndo.set({ removed: null, refused: null, message: null });
});

describe('addDie', () => {
  it('adds a Tension Die and saves the pool size', () => {
    expect(addDie(createScriptedRng([]))).toMatchObject({ what: 'added', step: { size: 1 } });
    expect(savedJson(EI_TENSION_POOL_KEY)).toEqual({ version: 1, size: 1 });
  });

  it('rolls and empties the pool when the sixth die is added', () => {
    $tensionPool.set(5);
    const { what, step } = addDie(createScriptedRng([2, 3, 4, 5, 6, 6]));
    expect(what).toBe('auto');
    expect(step).toMatchObject({ size: 0, reset: true });
    expect(step.roll).not.toBeNull();
    expect($tensionPool.get()).toBe(0);
  });
});

describe('rollTension', () => {
  it('rolls the pool without changing its size', () => {
    $tensionPool.set(2);
    const { what, step } = rollTension(createScriptedRng([4, 5]));
    expect(what).toBe('rolled');
    expect(step.size).toBe(2);
    expect(step.roll).not.toBeNull();
  });
});

describe('clearPool', () => {
  it('empties the pool without rolling', () => {
    $tensionPool.set(3);
    expect(clearPool()).toMatchObject({ size: 0, roll: null });
    expect(savedJson(EI_TENSION_POOL_KEY)).toEqual({ version: 1, size: 0 });
  });
});

describe('refillPool', () => {
  it('puts back the dice an emptying took, and never more than may stay', () => {
    $tensionPool.set(4);
    clearPool();
    expect(refillPool(4)).toBe(4);
    expect(savedJson(EI_TENSION_POOL_KEY)).toEqual({ version: 1, size: 4 });
    clearPool();
    expect(refillPool(9)).toBe(5);
  });

  it('puts nothing back once a die was added since, which the old count would lose', () => {
    $tensionPool.set(3);
    clearPool();
    addDie(createScriptedRng([]));
    expect(refillPool(3)).toBeUndefined();
    expect($tensionPool.get()).toBe(1);
  });
});

describe('$tensionPool', () => {
  itSetsAsideUnreadableText(() => ({
    store: $tensionPool,
    notice: $tensionPoolNotice,
    key: EI_TENSION_POOL_KEY,
    initial: 0,
    wrongShape: '{"version":1,"size":6}',
    label: 'Tension Pool',
  }));
});

describe('$tensionPoolUndo and undoEmptyPool', () => {
  it('keeps the dice an emptying took until the Undo puts them back', () => {
    $tensionPool.set(3);
    clearPool();
    expect($tensionPoolUndo.get()).toEqual({ removed: 3, refused: null, message: null });
    expect(undoEmptyPool()).toEqual({
      what: 'refilled',
      step: { size: 3, roll: null, reset: false },
    });
    expect($tensionPool.get()).toBe(3);
    expect($tensionPoolUndo.get()).toEqual({ removed: null, refused: null, message: null });
    expect(undoEmptyPool()).toBeUndefined();
  });

  it('keeps nothing for an empty pool, and drops the Undo once a die is added or rolled here', () => {
    clearPool();
    expect($tensionPoolUndo.get().removed).toBeNull();
    $tensionPool.set(2);
    clearPool();
    rollTension(createScriptedRng([4]));
    expect($tensionPoolUndo.get().removed).toBeNull();
  });

  it('keeps the refused dice when a die was added since in another tab', () => {
    $tensionPool.set(2);
    clearPool();
    $tensionPool.set(1);
    expect(undoEmptyPool()).toBeUndefined();
    expect($tensionPool.get()).toBe(1);
    expect($tensionPoolUndo.get()).toEqual({ removed: null, refused: 2, message: null });
    addDie(createScriptedRng([]));
    expect($tensionPoolUndo.get().refused).toBeNull();
  });
});
