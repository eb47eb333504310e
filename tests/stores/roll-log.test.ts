import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  $rollLog,
  $rollLogNotice,
  addRoll,
  clearRollLog,
  readRollLog,
  encodeRollLog,
  ROLL_LOG_KEY,
  ROLL_LOG_LIMIT,
  type RollLogEntry,
} from '../../src/stores/roll-log';

const sample: RollLogEntry = {
  id: 'a',
  source: 'Cairn: Combat',
  expression: '1d6',
  detail: '4',
  total: 4,
  time: 1,
};

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  $rollLog.set([]);
  $rollLogNotice.set(undefined);
});

describe('readRollLog', () => {
  it('reads what encodeRollLog wrote', () => {
    expect(readRollLog(encodeRollLog([sample]))).toEqual({ ok: true, value: [sample] });
  });

  it('refuses text that is not JSON and says so', () => {
    const read = readRollLog('{not json');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toEqual({ code: 'not-json', message: 'it is not valid JSON' });
  });

  it('refuses an old or unknown shape and says so', () => {
    const unknownShapes = [
      JSON.stringify([sample]),
      JSON.stringify({ version: 2, entries: [] }),
      JSON.stringify({ version: 1, entries: [{ ...sample, total: 'four' }] }),
    ];
    for (const text of unknownShapes) {
      const read = readRollLog(text);
      expect(read.ok ? 'read' : read.error.code).toBe('unknown-format');
    }
  });
});

describe('addRoll', () => {
  it('puts the newest roll first and saves it', () => {
    addRoll({ source: 'A', expression: '1d4', detail: '2', total: 2 }, 10);
    addRoll({ source: 'B', expression: '1d8', detail: '7', total: 7 }, 20);
    expect($rollLog.get().map((entry) => entry.source)).toEqual(['B', 'A']);
    const saved = readRollLog(getTestStorage()[ROLL_LOG_KEY] ?? '');
    expect(saved.ok ? saved.value.map((entry) => entry.total) : saved.error).toEqual([7, 2]);
  });

  it(`keeps only the last ${ROLL_LOG_LIMIT} rolls`, () => {
    for (let index = 0; index < ROLL_LOG_LIMIT + 5; index++)
      addRoll({ source: 'S', expression: '1d6', detail: '1', total: index }, index);
    expect($rollLog.get()).toHaveLength(ROLL_LOG_LIMIT);
    expect($rollLog.get()[0]!.total).toBe(ROLL_LOG_LIMIT + 4);
  });
});

describe('clearRollLog', () => {
  it('empties the log', () => {
    addRoll({ source: 'A', expression: '1d4', detail: '2', total: 2 });
    clearRollLog();
    expect($rollLog.get()).toEqual([]);
  });
});

describe('$rollLog', () => {
  it('recovers from corrupted storage written by another tab, with a notice', () => {
    const unsubscribe = $rollLog.listen(() => {});
    setTestStorageKey(ROLL_LOG_KEY, '{"version":1,"entries":[{"oops":true}]}');
    expect($rollLog.get()).toEqual([]);
    expect($rollLogNotice.get()).toMatch(
      /^The saved roll log could not be read \(it is in an unknown format\), so it was reset/,
    );
    expect(getTestStorage()[`${ROLL_LOG_KEY}:unreadable`]).toBe(
      '{"version":1,"entries":[{"oops":true}]}',
    );
    unsubscribe();
  });
});
