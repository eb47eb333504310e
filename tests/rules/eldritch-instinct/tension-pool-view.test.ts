import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  addedEvent,
  addTensionDie,
  rollPool,
} from '../../../src/rules/eldritch-instinct/tension-pool';
import {
  tensionLogEntry,
  viewTensionPool,
  viewTensionResult,
} from '../../../src/rules/eldritch-instinct/tension-pool-view';

describe('viewTensionPool', () => {
  it('says an empty pool rolls one d6 and has nothing to empty', () => {
    const view = viewTensionPool(0);
    expect(view.chanceLabel).toBe('Chance the next roll (1d6) shows a 1');
    expect(view.chance).toEqual({ numerator: 1n, denominator: 6n });
    expect(view.rollButton).toBe('Roll 1d6 (empty pool)');
    expect(view.emptyBlockedBy).toBe('Nothing to empty: the pool has no dice.');
    expect(view.sixthNote).toBe('');
  });

  it('warns before the sixth die, which rolls the pool', () => {
    const view = viewTensionPool(5);
    expect([view.max, view.addButton, view.rollButton, view.emptyBlockedBy]).toEqual([
      6,
      'Add the sixth die (rolls the pool)',
      'Roll the pool (reckless act)',
      null,
    ]);
    expect(view.sixthNote).toBe(
      'The next die is the sixth: it rolls all six at once, then empties the pool.',
    );
    expect(viewTensionPool(2).addButton).toBe('Add a Tension Die');
  });
});

describe('viewTensionResult', () => {
  it('marks the 1s rolled and gives the Warden’s 2d6 after them', () => {
    const step = rollPool(2, createScriptedRng([1, 4, 3, 5]));
    const view = viewTensionResult({ what: 'rolled', step });
    expect(view.sentence).toBe('The pool rolled (2 dice stay in it).');
    expect(view.dice).toEqual([
      { face: 1, trigger: true },
      { face: 4, trigger: false },
    ]);
    expect(view.consequence).toEqual({ dice: '3 + 5', total: 8 });
  });

  it('shows no dice for a die only added', () => {
    const view = viewTensionResult(addedEvent(addTensionDie(1, createScriptedRng([]))));
    expect(view).toEqual({
      sentence: 'A Tension Die was added: 2 in the pool.',
      dice: null,
      consequence: null,
    });
  });
});

describe('tensionLogEntry', () => {
  it('logs the sixth die’s roll of all six under its own source, and nothing for a die added', () => {
    const sixth = addedEvent(addTensionDie(5, createScriptedRng([2, 3, 4, 5, 6, 2])));
    expect(tensionLogEntry(sixth)).toMatchObject({
      input: { dice: 6 },
      source: 'Tension Pool (sixth die)',
    });
    expect(tensionLogEntry(addedEvent(addTensionDie(0, createScriptedRng([]))))).toBeNull();
  });
});
