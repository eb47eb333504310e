/**
 * `/screen-catalog.json`: what "my screen" can show besides tools, for its "Add a panel" list and
 * panel titles: every rules section (page, heading id, heading text, level) and every random table
 * with the page that shows it. Fetched when /screen/ opens (and kept offline with every other file).
 * Shape: `{ pages: [[path, title, ruleset, [[id, text, depth], ...]]], tables: [[id, title, path]],
 * checks: [[path, id, declaration]], starts: { <ruleset>: [panel id, ...] } }`, paths relative to the base without the trailing slash;
 * src/widgets/screen/catalog.ts reads it. `starts` is what a ruleset's screen page holds besides its
 * tools (its random tables and its sections without a tool, such as quick references), so "start
 * from a ruleset's screen" on /screen/ gives the whole screen page.
 */
import type { APIRoute } from 'astro';
import { getCollection, render } from 'astro:content';
import { getRulesetPages, getRulesets } from '../lib/site';
import { pagePath } from '../lib/navigation';
import { findDeclaredChecks } from '../markdown/declared-checks';

/**
 * A screen page's random tables, and its `##` sections that place no tool (a tool is a component
 * with a `client:` directive in the MDX), in page order, as panel ids.
 */
function screenExtras(
  body: string,
  path: string,
  headings: readonly { depth: number; slug: string; text: string }[],
): string[] {
  const ids: string[] = [];
  for (const part of body.split(/^(?=## )/m)) {
    const text = /^## (.+)$/m.exec(part)?.[1]?.trim();
    const heading =
      text === undefined
        ? undefined
        : headings.find((item) => item.depth === 2 && item.text === text);
    if (heading && !/\sclient:/.test(part) && !part.includes('<RandomTable'))
      ids.push(`section:${path}#${heading.slug}`);
    for (const match of part.matchAll(/<RandomTable\s+id="([^"]+)"/g))
      ids.push(`table:${match[1]}`);
  }
  return ids;
}

export const GET: APIRoute = async () => {
  const rulesets = await getRulesets();
  const pages: [string, string, string, [string, string, number][]][] = [];
  const tables = new Map<string, { row: [string, string, string]; onScreen: boolean }>();
  const tableEntries = await getCollection('tables');
  const starts: Record<string, string[]> = {};
  // The checks pages declare (`<Check>`), with their declarations: a screen panel renders one from it.
  const checks: [string, string, unknown][] = [];
  for (const ruleset of rulesets) {
    for (const page of await getRulesetPages(ruleset.id)) {
      const path = pagePath(page.id).replace(/\/$/, '');
      const { headings } = await render(page);
      if (page.data.screen === true)
        starts[ruleset.id] = screenExtras(page.body ?? '', path, headings);
      pages.push([
        path,
        page.data.title,
        ruleset.id,
        headings
          .filter((heading) => heading.depth >= 2 && heading.depth <= 4)
          .map((heading) => [heading.slug, heading.text, heading.depth]),
      ]);
      for (const check of findDeclaredChecks(page.body ?? ''))
        checks.push([path, check.id, check.declaration]);
      for (const match of (page.body ?? '').matchAll(/<RandomTable\s+id="([^"]+)"/g)) {
        const id = match[1]!;
        const table = tableEntries.find((entry) => entry.id === id);
        const onScreen = page.data.screen === true;
        // A table's home is its rules page rather than the screen page that repeats it.
        if (table && (!tables.has(id) || (tables.get(id)!.onScreen && !onScreen)))
          tables.set(id, { row: [id, table.data.title, path], onScreen });
      }
    }
  }
  return new Response(
    JSON.stringify({
      pages,
      tables: [...tables.values()].map((table) => table.row),
      checks,
      starts,
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );
};
