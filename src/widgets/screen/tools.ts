/**
 * Every tool a screen can hold, as data only: id, title (the heading the tool shows, which is how
 * a "add to my screen" button on a page finds its tool) and ruleset, read from each ruleset's
 * declarations (./declared-tools.ts). This is what the pinning menu on rules pages loads; what
 * renders each tool is loaded by ./registry.tsx, only on /screen/.
 * `tests/e2e/screen.spec.ts` mounts every tool and checks its heading is this title.
 */
import { DECLARED_TOOLS } from './declared-tools';
import { findToolByTitleIn, type ToolEntry } from './tool-declaration';

export type { ToolEntry } from './tool-declaration';

export const TOOLS: readonly ToolEntry[] = DECLARED_TOOLS.map(({ entry }) => entry);

/** The tool a page's heading belongs to, by its ruleset and heading text. */
export function findToolByTitle(ruleset: string | undefined, title: string): ToolEntry | undefined {
  return findToolByTitleIn(TOOLS, ruleset, title);
}

export function findTool(id: string): ToolEntry | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
