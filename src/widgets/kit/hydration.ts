/**
 * The kit's part in a tool's hydration (the lifecycle is stated once, in
 * src/lib/visible-after-load.ts): a saved store renders as built while the tool hydrates, then as
 * saved; and each tool's height is remembered for the next visit, so the page can keep that room
 * for it while it hydrates (src/components/KeepToolRoom.astro).
 *
 * Heights, stored shape (key `rules-at-hand:tool-heights`):
 * `{ "<path> <tool id> <window width>": px }`, at most MAX_ENTRIES, newest last. It is a layout
 * cache, not the reader's data: anything unreadable counts as empty, and a browser that will not
 * save simply gets no room kept (no notice, no banner).
 */
import type { RefObject } from 'preact';
import type { ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { DIRECTIVE, LIVE_ATTRIBUTE, LIVE_EVENT } from '../../lib/visible-after-load';

/** A store as the kit reads it: `built` is its value when the site was built (a saved store's initial value). */
type BuiltStore<T> = ReadableAtom<T> & { readonly built?: T };

/**
 * A store's value for rendering: as built in the first render, so a tool hydrating over the
 * served HTML renders what Preact adopts; as saved in this browser from the next render on,
 * before the browser paints, as an ordinary update that Preact applies in full. A store without
 * a built value is the same on the server and in the browser until something changes it. An
 * island placed `client:only` has no served HTML to match, so it reads the saved value at once.
 */
export function useSaved<T>(
  store: BuiltStore<T>,
  { clientOnly = false }: { readonly clientOnly?: boolean } = {},
): T {
  const saved = useStore(store);
  const [mounted, setMounted] = useState(clientOnly);
  useLayoutEffect(() => setMounted(true), []);
  return mounted || !('built' in store) ? saved : (store.built as T);
}

/**
 * Whether a live region may speak: not while its tool hydrates (`aria-live="off"`, as served),
 * so drawing what was served, and then what this browser saved, is never read out as if it had
 * just happened; from the moment the directive marks the island live (before it replays the
 * clicks it held), so what the reader does is. A region drawn later in a live tool, or in an
 * island that another directive starts (a screen's `client:only` panels), speaks at once.
 */
export function useLive(region: RefObject<HTMLElement>): boolean {
  const [live, setLive] = useState(false);
  useLayoutEffect(() => {
    const island = region.current?.closest('astro-island');
    if (
      !island ||
      island.getAttribute('client') !== DIRECTIVE ||
      island.hasAttribute(LIVE_ATTRIBUTE)
    ) {
      setLive(true);
      return undefined;
    }
    const speak = () => setLive(true);
    island.addEventListener(LIVE_EVENT, speak);
    return () => island.removeEventListener(LIVE_EVENT, speak);
  }, [region]);
  return live;
}

export const TOOL_HEIGHTS_KEY = 'rules-at-hand:tool-heights';
export const MAX_ENTRIES = 300;

export type ToolHeights = Readonly<Record<string, number>>;

/** The key of one tool's height: the page, the tool's id and the window's width. */
export function toolHeightKey(path: string, id: string, width: number): string {
  return `${path} ${id} ${width}`;
}

/** Saved heights from their stored text; anything that is not a whole number of pixels is left out. */
export function readToolHeights(text: string | null): ToolHeights {
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    return Object.fromEntries(
      Object.entries(data).filter(
        (entry): entry is [string, number] =>
          Number.isInteger(entry[1]) && entry[1] > 0 && entry[1] < 100_000,
      ),
    );
  } catch {
    return {};
  }
}

/** The saved heights with this page's measured ones put last, the oldest dropped past MAX_ENTRIES. */
export function withToolHeights(saved: ToolHeights, measured: ToolHeights): ToolHeights {
  const kept = Object.entries(saved).filter(([key]) => !(key in measured));
  return Object.fromEntries([...kept, ...Object.entries(measured)].slice(-MAX_ENTRIES));
}

/** Measures every ready tool on the page and saves its height; quietly does nothing where storage is refused. */
export function saveToolHeights(): void {
  const measured: Record<string, number> = {};
  for (const section of document.querySelectorAll<HTMLElement>(
    'astro-island[data-ready] section.tool[id]',
  )) {
    measured[toolHeightKey(location.pathname, section.id, innerWidth)] = Math.round(
      section.getBoundingClientRect().height,
    );
  }
  if (Object.keys(measured).length === 0) return;
  try {
    localStorage.setItem(
      TOOL_HEIGHTS_KEY,
      JSON.stringify(
        withToolHeights(readToolHeights(localStorage.getItem(TOOL_HEIGHTS_KEY)), measured),
      ),
    );
  } catch {
    // A cache: nothing to tell the reader when it cannot be kept.
  }
}

/** Saves the heights of the page's tools when the reader leaves it (once per page: the same listener is added once). */
export function useToolHeightSaved(): void {
  useEffect(() => addEventListener('pagehide', saveToolHeights), []);
}
