/**
 * `/screen-catalog.json`: what "my screen" can show besides tools, for its "Add a panel" list and
 * panel titles: every rules section (page, heading id, heading text, level) and every random table
 * with the page that shows it. Fetched when /screen/ opens (and kept offline with every other file).
 * Shape: `{ pages: [[path, title, ruleset, [[id, text, depth], ...]]], tables: [[id, title, path]] }`,
 * paths relative to the base without the trailing slash; src/widgets/screen/catalog.ts reads it.
 */
import type { APIRoute } from 'astro';
import { getCollection, render } from 'astro:content';
import { getRulesetPages, getRulesets } from '../lib/site';
import { pagePath } from '../lib/navigation';

export const GET: APIRoute = async () => {
  const rulesets = await getRulesets();
  const pages: [string, string, string, [string, string, number][]][] = [];
  const tables = new Map<string, { row: [string, string, string]; onScreen: boolean }>();
  const tableEntries = await getCollection('tables');
  for (const ruleset of rulesets) {
    for (const page of await getRulesetPages(ruleset.id)) {
      const path = pagePath(page.id).replace(/\/$/, '');
      const { headings } = await render(page);
      pages.push([path, page.data.title, ruleset.id, headings.filter((heading) => heading.depth >= 2 && heading.depth <= 4).map((heading) => [heading.slug, heading.text, heading.depth])]);
      for (const match of (page.body ?? '').matchAll(/<RandomTable\s+id="([^"]+)"/g)) {
        const id = match[1]!;
        const table = tableEntries.find((entry) => entry.id === id);
        const onScreen = page.data.screen === true;
        // A table's home is its rules page rather than the screen page that repeats it.
        if (table && (!tables.has(id) || (tables.get(id)!.onScreen && !onScreen))) tables.set(id, { row: [id, table.data.title, path], onScreen });
      }
    }
  }
  return new Response(JSON.stringify({ pages, tables: [...tables.values()].map((table) => table.row) }), { headers: { 'Content-Type': 'application/json' } });
};
