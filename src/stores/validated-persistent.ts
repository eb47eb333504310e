/**
 * A persistent atom (localStorage, synced across tabs) whose stored text is validated on every
 * read. Text that fails validation is never thrown at the page: the store falls back to its
 * initial value, the unreadable text is copied to `<key>:unreadable` so nothing is lost without
 * trace, and `$notice` carries a one-line message for the widget to show (the kit's StoreNotice).
 * Every store writes through the safe storage engine (./safe-storage.ts): when the browser will
 * not save, stores keep working in memory and the page says so once.
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { parseJsonText, readJsonText } from '../rules/json-text';
import { refuse, succeed, type Problem, type Result } from '../rules/result';
import { installSafeStorage } from './safe-storage';

/** Why saved text could not be read: it is not JSON at all, or not in a shape this build knows. */
export type UnreadableCode = 'not-json' | 'unknown-format';

/** Anything with zod's `safeParse` (zod or zod/mini). */
interface SafeParser<S> {
  safeParse(data: unknown): { success: true; data: S } | { success: false };
}

/**
 * The usual `parse` option: JSON text checked against a schema, then the part the store holds
 * picked out (`(data) => data.items`), with the two messages readers see for bad storage.
 */
export function parseJsonWith<S, T>(
  schema: SafeParser<S>,
  pick: (data: S) => T,
): (text: string) => Result<T, Problem<UnreadableCode>> {
  return (text) =>
    readJsonText(text, (data) => {
      const parsed = schema.safeParse(data);
      return parsed.success
        ? succeed(pick(parsed.data))
        : refuse('unknown-format', 'it is in an unknown format');
    });
}

/**
 * The reason a notice gives, in plain words: whether the text is JSON at all. A decoder's own
 * message names fields and validator details ("characters.0.id: expected string"), which help a
 * developer but not a reader, so it is not shown.
 */
export function unreadableReason(text: string): string {
  const json = parseJsonText(text);
  return json.ok ? 'it is in an unknown format' : json.error.message;
}

export interface ValidatedPersistentOptions<T> {
  /** What the store holds, for messages: "roll log", "Cast". */
  label: string;
  /**
   * Reads the stored text. Only whether it succeeds matters here: the notice gives its own plain
   * reason (`unreadableReason`), since a parser's message names fields a reader never sees.
   */
  parse: (text: string) => Result<T, unknown>;
  encode: (value: T) => string;
}

/**
 * A saved store, with `built`: its value when the site was built, which has no saved data. Tools
 * render on the server with it and render with it again while they hydrate, so what they render
 * matches the HTML Preact adopts; the saved value follows (the kit's `useSaved`).
 */
export type SavedAtom<T> = WritableAtom<T> & { readonly built: T };

/**
 * A value worked out from two saved stores, with `built` worked out the same way from theirs, so a
 * tool reads it through `useSaved` as it reads a saved store: as built while it hydrates, then as
 * saved.
 */
export function derivedFromSaved<A, B, T>(
  $a: SavedAtom<A>,
  $b: SavedAtom<B>,
  derive: (a: A, b: B) => T,
): ReadableAtom<T> & { readonly built: T } {
  return Object.assign(computed([$a, $b], derive), { built: derive($a.built, $b.built) });
}

export interface ValidatedPersistent<T> {
  $store: SavedAtom<T>;
  /** Why saved data was set aside, until the reader dismisses it. */
  $notice: WritableAtom<string | undefined>;
  /** The key under which unreadable text was kept. */
  unreadableKey: string;
}

/** What each store holds, by storage key, so a refused write can be named in the reader's words. */
const labels = new Map<string, string>();

/** The label of the store saved under `key` ("Cairn party"); undefined for keys no store made. */
export function storeLabel(key: string): string | undefined {
  return labels.get(key);
}

export function createValidatedPersistent<T>(
  key: string,
  initial: T,
  options: ValidatedPersistentOptions<T>,
): ValidatedPersistent<T> {
  installSafeStorage();
  labels.set(key, options.label);
  const unreadableKey = `${key}:unreadable`;
  const $notice = atom<string | undefined>(undefined);
  // Written through the same storage engine as the store, so tests see it and tabs share it.
  const $unreadable = persistentAtom<string>(unreadableKey, '', { listen: false });
  const $saved = persistentAtom<T>(key, initial, {
    encode: options.encode,
    decode: (text) => {
      if (text === '') return initial;
      const parsed = options.parse(text);
      if (parsed.ok) return parsed.value;
      $unreadable.set(text);
      $notice.set(
        `The saved ${options.label} could not be read (${unreadableReason(text)}), so it was reset. The unreadable copy is kept in this browser's storage as "${unreadableKey}".`,
      );
      return initial;
    },
  });
  return { $store: Object.assign($saved, { built: initial }), $notice, unreadableKey };
}
