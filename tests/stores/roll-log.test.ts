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
  decodeRollLog,
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

describe('decodeRollLog', () => {
  it('reads what encodeRollLog wrote', () => {
    expect(decodeRollLog(encodeRollLog([sample]))).toEqual({ entries: [sample] });
  });

  it('treats missing storage as an empty log without a notice', () => {
    expect(decodeRollLog(undefined)).toEqual({ entries: [] });
  });

  it('clears text that is not JSON and says so', () => {
    const decoded = decodeRollLog('{not json');
    expect(decoded.entries).toEqual([]);
    expect(decoded.problem).toMatch(/not valid JSON/);
  });

  it('clears an old or unknown shape and says so', () => {
    expect(decodeRollLog(JSON.stringify([sample])).problem).toMatch(/unknown format/);
    expect(decodeRollLog(JSON.stringify({ version: 2, entries: [] })).problem).toMatch(
      /unknown format/,
    );
    expect(
      decodeRollLog(JSON.stringify({ version: 1, entries: [{ ...sample, total: 'four' }] }))
        .problem,
    ).toMatch(/unknown format/);
  });
});

describe('addRoll', () => {
  it('puts the newest roll first and saves it', () => {
    addRoll({ source: 'A', expression: '1d4', detail: '2', total: 2 }, 10);
    addRoll({ source: 'B', expression: '1d8', detail: '7', total: 7 }, 20);
    expect($rollLog.get().map((entry) => entry.source)).toEqual(['B', 'A']);
    expect(
      decodeRollLog(getTestStorage()[ROLL_LOG_KEY]).entries.map((entry) => entry.total),
    ).toEqual([7, 2]);
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
