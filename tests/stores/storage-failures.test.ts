import { setPersistentEngine, useTestStorageEngine } from '@nanostores/persistent';
import { afterAll, describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../src/stores/safe-storage';
import { createValidatedPersistent, unreadableReason } from '../../src/stores/validated-persistent';
import { fail, succeed, type Result } from '../../src/rules/result';

const noEvents = { addEventListener() {}, removeEventListener() {} };

/** A store of one whole number, saved as `{"n":3}`. */
function numberStore(key: string) {
  return createValidatedPersistent<number>(key, 0, {
    label: 'number',
    encode: (n) => JSON.stringify({ n }),
    parse: (text): Result<number, unknown> => {
      const data = JSON.parse(text) as { n?: unknown };
      return typeof data.n === 'number'
        ? succeed(data.n)
        : fail({ message: 'n: Invalid input: expected number, received undefined' });
    },
  });
}

afterAll(() => useTestStorageEngine());

describe('unreadableReason', () => {
  it('says whether the text is JSON, and nothing a validator said', () => {
    expect(unreadableReason('{"version":1,"sheets":[{"id":')).toBe('it is not valid JSON');
    expect(unreadableReason('{"version":9}')).toBe('it is in an unknown format');
  });
});

describe('createValidatedPersistent', () => {
  it('gives a plain notice and keeps the unreadable text aside', () => {
    const data: Record<string, string> = { 'test:n': '{"m":1}' };
    setPersistentEngine(data, noEvents);
    const { $store, $notice, unreadableKey } = numberStore('test:n');
    expect($store.get()).toBe(0);
    expect($notice.get()).toBe(
      'The saved number could not be read (it is in an unknown format), so it was reset. The unreadable copy is kept in this browser\'s storage as "test:n:unreadable".',
    );
    expect(data[unreadableKey]).toBe('{"m":1}');
  });

  it('keeps working in memory when storage is full, without throwing', () => {
    const refused = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    const problems: string[] = [];
    const storage = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw refused;
      },
      removeItem: () => {},
    };
    setPersistentEngine(
      createSafeStorage(storage, (problem) => problems.push(problem)),
      noEvents,
    );
    const { $store } = numberStore('test:full');
    const stop = $store.listen(() => {});
    expect(() => $store.set(7)).not.toThrow();
    expect($store.get()).toBe(7);
    expect(problems).toEqual(['full']);
    stop();
  });
});
