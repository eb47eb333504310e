/**
 * The storage engine every persistent store writes through (@nanostores/persistent's
 * `setPersistentEngine`): localStorage, wrapped so that a browser which will not save never
 * breaks a tool. When a write is refused (storage full) or storage cannot be used at all
 * (blocked by privacy settings), the value is kept in memory instead, so the page goes on
 * working with it until it is closed; `$storageProblem` says why, once, and the page shows one
 * banner for it (src/scripts/site.ts). Each refused write is also told, with its key, through
 * `$refusedWrite`, so the tool where the reader made that change can say at once, where the reader
 * is, that it was not saved (the kit's UnsavedNotice). No storage error is ever thrown at the page.
 *
 * Reads prefer the in-memory copy: it is newer than what storage holds, since storage refused it.
 * A deletion storage refused is remembered as `null` in memory so the old value does not return.
 */
import { atom } from 'nanostores';
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import {
  classifyStorageError,
  STORAGE_PROBLEM_EVENT,
  type StorageProblem,
} from './storage-problem';

/** Why this browser is not saving; undefined while it saves. Set once, by the first problem met. */
export const $storageProblem = atom<StorageProblem | undefined>(undefined);

/** A write storage refused: the store's key, and a serial so the same key refused twice is told twice. */
export interface RefusedWrite {
  readonly key: string;
  readonly serial: number;
}

/** The last write storage refused; undefined until one is. */
export const $refusedWrite = atom<RefusedWrite | undefined>(undefined);

/** A key written at start to find out whether storage takes writes at all. */
export const STORAGE_CHECK_KEY = 'rules-at-hand:storage-check';

/** The subset of the Web Storage API the engine uses (a fake in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * A plain-object view of `storage` for @nanostores/persistent (it reads `engine[key]`, writes
 * `engine[key] = text`, deletes and tests `key in engine`). `storage` undefined means blocked.
 * `report` hears every problem met; the caller keeps the first. `refused` hears the key of every
 * write or deletion that was kept in memory instead of storage.
 */
export function createSafeStorage(
  storage: StorageLike | undefined,
  report: (problem: StorageProblem) => void,
  refused: (key: string) => void = () => {},
): Record<string, string> {
  const memory = new Map<string, string | null>();
  let usable = storage !== undefined;

  /** Runs a storage call; on any error stops using storage if it is blocked and reports why. */
  function attempt<T>(call: (s: StorageLike) => T): { ok: true; value: T } | { ok: false } {
    if (!usable || !storage) return { ok: false };
    try {
      return { ok: true, value: call(storage) };
    } catch (error) {
      const problem = classifyStorageError(error);
      // A full storage still reads; a blocked one will fail every time, so stop asking.
      if (problem === 'blocked') usable = false;
      report(problem);
      return { ok: false };
    }
  }

  function read(key: string): string | undefined {
    if (memory.has(key)) return memory.get(key) ?? undefined;
    const stored = attempt((s) => s.getItem(key));
    return stored.ok && stored.value !== null ? stored.value : undefined;
  }

  function keys(): string[] {
    const found = new Set<string>();
    const listed = attempt((s) => Array.from({ length: s.length }, (_, i) => s.key(i)));
    if (listed.ok) for (const key of listed.value) if (key !== null) found.add(key);
    for (const [key, value] of memory) {
      if (value === null) found.delete(key);
      else found.add(key);
    }
    return [...found];
  }

  return new Proxy({} as Record<string, string>, {
    get: (_target, key) => (typeof key === 'string' ? read(key) : undefined),
    has: (_target, key) => typeof key === 'string' && read(key) !== undefined,
    set: (_target, key, value) => {
      if (typeof key !== 'string') return true;
      const text = String(value);
      if (attempt((s) => s.setItem(key, text)).ok) memory.delete(key);
      else {
        memory.set(key, text);
        refused(key);
      }
      return true;
    },
    deleteProperty: (_target, key) => {
      if (typeof key !== 'string') return true;
      if (attempt((s) => s.removeItem(key)).ok) memory.delete(key);
      else {
        memory.set(key, null);
        refused(key);
      }
      return true;
    },
    ownKeys: () => keys(),
    getOwnPropertyDescriptor: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      const value = read(key);
      return value === undefined
        ? undefined
        : { value, writable: true, enumerable: true, configurable: true };
    },
  });
}

/** localStorage, or undefined when touching it throws (blocked), reporting why. */
function openLocalStorage(report: (problem: StorageProblem) => void): StorageLike | undefined {
  let storage: StorageLike;
  try {
    storage = window.localStorage;
  } catch (error) {
    report(classifyStorageError(error));
    return undefined;
  }
  // Some browsers hand out a storage that refuses every write: find out before a tool writes.
  try {
    storage.setItem(STORAGE_CHECK_KEY, '1');
    storage.removeItem(STORAGE_CHECK_KEY);
  } catch (error) {
    const problem = classifyStorageError(error);
    report(problem);
    if (problem === 'blocked') return undefined;
  }
  return storage;
}

/** Keeps the first problem and tells the page (the banner listens on `window`). */
function reportProblem(problem: StorageProblem): void {
  if ($storageProblem.get() !== undefined) return;
  $storageProblem.set(problem);
  document.documentElement.dataset.storageProblem = problem;
  window.dispatchEvent(new CustomEvent(STORAGE_PROBLEM_EVENT, { detail: problem }));
}

/** Tells the tools about a refused write (after the page has heard of the problem itself). */
function reportRefused(key: string): void {
  $refusedWrite.set({ key, serial: ($refusedWrite.get()?.serial ?? 0) + 1 });
}

let installed = false;

/**
 * Makes every persistent store write through the safe engine. Call before the first
 * persistentAtom is made (createValidatedPersistent does); outside a browser (the build, unit
 * tests with their own engine) it does nothing.
 */
export function installSafeStorage(): void {
  if (installed || typeof window === 'undefined' || typeof document === 'undefined') return;
  installed = true;
  setPersistentEngine(
    createSafeStorage(openLocalStorage(reportProblem), reportProblem, reportRefused),
    windowPersistentEvents,
  );
}
