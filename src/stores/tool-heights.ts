/**
 * How tall each tool was when the reader last left a page, so the next visit can keep that room
 * for it while it hydrates: a tool that shows saved data (a party, a Cast) renders empty on the
 * server and grows once the browser has its data, and without the room kept, whatever sits
 * below it would jump. The inline script of tool pages (src/lib/tool-page-script.ts) reads this
 * before the page is drawn; ToolSection lets go of the room once its tool has rendered.
 *
 * Stored shape (key `rules-at-hand:tool-heights`): `{ "<path> <tool id> <window width>": px }`,
 * at most MAX_ENTRIES, newest last. It is a layout cache, not the reader's data: anything
 * unreadable counts as empty, and a browser that will not save simply gets no room kept (no
 * notice, no banner).
 */
import { TOOL_HEIGHTS_KEY } from '../lib/tool-page-script';

export { TOOL_HEIGHTS_KEY };
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

/** Measures every tool on the page and saves its height; quietly does nothing where storage is refused. */
export function saveToolHeights(): void {
  const measured: Record<string, number> = {};
  for (const section of document.querySelectorAll<HTMLElement>('section.tool[id][data-ready]')) {
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
