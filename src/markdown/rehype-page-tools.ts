/**
 * Tells the layout whether a content page places a tool: it sets `tools: true` in the page's
 * frontmatter (read back as `remarkPluginFrontmatter`) when the page, or an MDX partial it
 * imports, places a component with a `client:` directive. Only such pages link the tools'
 * stylesheets and keep room for tools while they hydrate, so text pages stay light.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** A JSX element in MDX text with a client directive among its attributes, or a declared check. */
const ISLAND = /<[A-Z][\w.]*\s[^>]*\bclient:[a-z-]+|<Check\s/;
const CHECK = /<Check\s/;
const PARTIAL_IMPORT = /^import\s+\w+\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx)['"]/gm;

/** Whether MDX text holds `pattern`, itself or through the MDX partials it imports (read from `dir`). */
function places(pattern: RegExp, text: string, dir: string, seen = new Set<string>()): boolean {
  if (pattern.test(text)) return true;
  for (const [, relative] of text.matchAll(PARTIAL_IMPORT)) {
    const path = resolve(dir, relative!);
    if (seen.has(path) || !existsSync(path)) continue;
    seen.add(path);
    if (places(pattern, readFileSync(path, 'utf8'), dirname(path), seen)) return true;
  }
  return false;
}

/** Whether MDX text places an island, itself or through the MDX partials it imports. */
export function placesTools(text: string, dir: string): boolean {
  return places(ISLAND, text, dir);
}

/** Whether MDX text places a declared check, itself or through the MDX partials it imports. */
export function placesChecks(text: string, dir: string): boolean {
  return places(CHECK, text, dir);
}

interface PageFile {
  path?: string;
  value?: unknown;
  data: { astro?: { frontmatter?: Record<string, unknown> } };
}

export function rehypePageTools() {
  return (_tree: unknown, file: PageFile) => {
    if (!file.path || typeof file.value !== 'string') return;
    const dir = dirname(file.path);
    if (!placesTools(file.value, dir)) return;
    file.data.astro ??= {};
    file.data.astro.frontmatter = {
      ...file.data.astro.frontmatter,
      tools: true,
      ...(placesChecks(file.value, dir) ? { checks: true } : {}),
    };
  };
}
