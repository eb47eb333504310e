/**
 * Faked localStorage for store tests, as tests/stores/roll-log.test.ts does it: the
 * `@nanostores/persistent` test engine, cleaned after each test, with each store put back to its
 * starting value so tests never see each other's state.
 */
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { afterEach, beforeAll, expect, it } from 'vitest';

/**
 * Installs the fake storage for this file and, after each test, empties it and then resets the
 * given stores and notices. In that order: emptying the test storage tells stores still mounted
 * that their key now holds `undefined` (a browser says `null`), which they read as unreadable.
 */
export function useFakeStorage(reset: () => void): void {
  beforeAll(() => useTestStorageEngine());
  afterEach(() => {
    cleanTestStorage();
    reset();
  });
}

/** What the store wrote under `key`, read back as JSON (undefined when nothing was written). */
export function savedJson(key: string): unknown {
  const text = getTestStorage()[key];
  return text === undefined ? undefined : JSON.parse(text);
}

/** Writes `text` under `key` as another tab would, while the store is listened to, and returns the store's value then. */
export function writeFromAnotherTab<T>(store: WritableAtom<T>, key: string, text: string): T {
  const unsubscribe = store.listen(() => {});
  try {
    setTestStorageKey(key, text);
    return store.get();
  } finally {
    unsubscribe();
  }
}

interface UnreadableCase<T> {
  readonly store: WritableAtom<T>;
  readonly notice: WritableAtom<string | undefined>;
  readonly key: string;
  /** What the store holds when nothing readable was saved. */
  readonly initial: T;
  /** Saved text in the right JSON but the wrong shape. */
  readonly wrongShape: string;
  /** How the notice names the store: "the saved Cast". */
  readonly label: string;
}

/** The two tests every validated store shares: bad text is set aside under `<key>:unreadable` with a notice. */
export function itSetsAsideUnreadableText<T>(make: () => UnreadableCase<T>): void {
  it('sets text that is not JSON aside under <key>:unreadable, resets and says so', () => {
    const { store, notice, key, initial, label } = make();
    expect(writeFromAnotherTab(store, key, '{not json')).toEqual(initial);
    expect(getTestStorage()[`${key}:unreadable`]).toBe('{not json');
    expect(notice.get()).toMatch(
      new RegExp(`^The saved ${label} could not be read \\(.*JSON.*\\), so it was reset`),
    );
    expect(notice.get()).toContain(`"${key}:unreadable"`);
    notice.set(undefined);
  });

  it('sets a saved value of an unknown shape aside and resets', () => {
    const { store, notice, key, initial, wrongShape, label } = make();
    expect(writeFromAnotherTab(store, key, wrongShape)).toEqual(initial);
    expect(getTestStorage()[`${key}:unreadable`]).toBe(wrongShape);
    expect(notice.get()).toMatch(new RegExp(`^The saved ${label} could not be read`));
    notice.set(undefined);
  });
}
