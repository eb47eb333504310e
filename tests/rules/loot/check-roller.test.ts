import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  LOOT_CHECK_ROLLER_START,
  emptySheet,
  isLootDiePickNeeded,
  showLootFallDone,
  startLootCheck,
  stepLootCheckRoller,
} from '../../../src/rules/loot';

const sheet = emptySheet('ada', 'Ada');
const twoDice = startLootCheck(
  { sheet, spec: { kind: 'terrain' }, advantages: 0, disadvantages: 1 },
  createScriptedRng([3, 12]),
);
const fall = showLootFallDone(sheet, { outcome: 'No wounds', lines: [], judgePlaces: false });
const shown = stepLootCheckRoller(LOOT_CHECK_ROLLER_START, { kind: 'done', done: fall });

describe('stepLootCheckRoller', () => {
  it('starts with nothing waiting and nothing shown', () => {
    expect(LOOT_CHECK_ROLLER_START).toEqual({ pending: null, done: null, serial: 0 });
  });

  it('shows a result with the next serial, ending any wait', () => {
    const waiting = stepLootCheckRoller(shown, { kind: 'rolled', roll: twoDice });
    expect(stepLootCheckRoller(waiting, { kind: 'done', done: fall })).toEqual({
      pending: null,
      done: fall,
      serial: 2,
    });
  });

  it('puts dice waiting for a pick in place of the last result, keeping the serial', () => {
    expect(stepLootCheckRoller(shown, { kind: 'rolled', roll: twoDice })).toEqual({
      pending: twoDice,
      done: null,
      serial: 1,
    });
  });

  it('chooses another die while the dice wait, and nothing otherwise', () => {
    const waiting = stepLootCheckRoller(shown, { kind: 'rolled', roll: twoDice });
    expect(stepLootCheckRoller(waiting, { kind: 'chose', index: 0 }).pending?.chosen).toBe(0);
    expect(stepLootCheckRoller(shown, { kind: 'chose', index: 0 })).toBe(shown);
  });

  it('ends the wait with nothing shown when the sheet is gone', () => {
    const waiting = stepLootCheckRoller(shown, { kind: 'rolled', roll: twoDice });
    expect(stepLootCheckRoller(waiting, { kind: 'sheet-gone' })).toEqual({
      pending: null,
      done: null,
      serial: 1,
    });
  });
});

describe('isLootDiePickNeeded', () => {
  it('waits for a pick among several dice, never for one', () => {
    expect(isLootDiePickNeeded({ faces: [3, 12] })).toBe(true);
    expect(isLootDiePickNeeded({ faces: [7] })).toBe(false);
  });
});
