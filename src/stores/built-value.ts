/**
 * What a saved store holds when the site is built: its initial value, since the build has no
 * saved data. Tools render on the server with it, and render with it again while they hydrate,
 * so the HTML they adopt matches what they render; the saved value follows right after (the
 * kit's `useSaved`). A store not recorded here is the same on the server and in the browser
 * until something changes it, so its current value stands in.
 */
import type { ReadableAtom } from 'nanostores';

const builtValues = new WeakMap<ReadableAtom<unknown>, () => unknown>();

/** Records how to get a store's value as built (a derived store derives it from its sources'). */
export function recordBuiltValue<T>(store: ReadableAtom<T>, value: () => T): void {
  builtValues.set(store, value);
}

/** The value the page was built with for this store. */
export function builtValueOf<T>(store: ReadableAtom<T>): T {
  const value = builtValues.get(store);
  return value ? (value() as T) : store.get();
}
