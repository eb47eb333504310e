/**
 * Which tools a reader has collapsed to their heading, page by page, so a screen page opens the
 * way it was left. Kept in localStorage and shared by open tabs.
 *
 * Stored shape (key `rules-at-hand:collapsed-tools`): `{ version: 1, collapsed: string[] }`, each
 * `<page path>#<tool id>`. The list is capped (oldest dropped first): a tool that no longer exists
 * only costs a few bytes. Unreadable storage resets to every tool open with a notice, and the
 * text is kept under `<key>:unreadable`.
 */
import * as z from 'zod/mini';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const COLLAPSED_TOOLS_KEY = 'rules-at-hand:collapsed-tools';
const MAX_REMEMBERED = 300;

const StoredSchema = z.object({
  version: z.literal(1),
  collapsed: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(MAX_REMEMBERED)),
});

const collapsed = createValidatedPersistent<readonly string[]>(COLLAPSED_TOOLS_KEY, [], {
  label: 'collapsed tools',
  encode: (keys) => JSON.stringify({ version: 1, collapsed: keys }),
  parse: parseJsonWith(StoredSchema, (data) => data.collapsed),
});

export const $collapsedTools = collapsed.$store;
export const $collapsedToolsNotice = collapsed.$notice;

export function toolKey(pagePath: string, id: string): string {
  return `${pagePath}#${id}`;
}

export function setToolCollapsed(key: string, isCollapsed: boolean): void {
  const rest = $collapsedTools.get().filter((item) => item !== key);
  $collapsedTools.set(isCollapsed ? [...rest, key].slice(-MAX_REMEMBERED) : rest);
}
