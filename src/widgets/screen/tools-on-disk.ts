/**
 * The declared tools, read in Node the way the site reads them in the browser: every
 * `src/widgets/<folder>/tools.ts` (the browser finds them with import.meta.glob, which Node has
 * not). The same entries as ./tools.ts, for what runs in Node: the search index build, the
 * search benchmark and the browser tests. Importing a declaration runs none of its loaders.
 */
import { existsSync, readdirSync } from 'node:fs';
import {
  collectTools,
  findToolByTitleIn,
  type ToolDeclaration,
  type ToolEntry,
} from './tool-declaration.ts';

const WIDGETS = new URL('../', import.meta.url);

const folders = readdirSync(WIDGETS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'screen')
  .map((entry) => entry.name)
  .filter((folder) => existsSync(new URL(`${folder}/tools.ts`, WIDGETS)));

const files: Record<string, readonly ToolDeclaration[]> = Object.fromEntries(
  await Promise.all(
    folders.map(async (folder) => {
      const module = (await import(new URL(`${folder}/tools.ts`, WIDGETS).href)) as {
        tools: readonly ToolDeclaration[];
      };
      return [`../${folder}/tools.ts`, module.tools] as const;
    }),
  ),
);

export const TOOLS: readonly ToolEntry[] = collectTools(files).map(({ entry }) => entry);

export function findTool(id: string): ToolEntry | undefined {
  return TOOLS.find((tool) => tool.id === id);
}

export function findToolByTitle(ruleset: string | undefined, title: string): ToolEntry | undefined {
  return findToolByTitleIn(TOOLS, ruleset, title);
}
