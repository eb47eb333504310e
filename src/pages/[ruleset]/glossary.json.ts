/**
 * `/<ruleset>/glossary.json`: what the term previews show (src/scripts/term-preview.ts), fetched on
 * the first hover, focus or tap of a term so text pages carry no definitions at first paint.
 * Shape: { "<id>": [term, definition, 1 if a summary else 0, URL of the full rule] }. Arrays keep
 * the file small; the preview script is the only reader, and changes with this shape.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getRulesets, href } from '../../lib/site';
import { getGlossaryEntries, type GlossaryEntry } from '../../lib/glossary/entries';

export const getStaticPaths: GetStaticPaths = async () => {
  const rulesets = await getRulesets();
  const all = await Promise.all(
    rulesets.map(async (ruleset) => ({
      ruleset: ruleset.id,
      entries: await getGlossaryEntries(ruleset.id),
    })),
  );
  return all
    .filter(({ entries }) => entries.length > 0)
    .map(({ ruleset, entries }) => ({ params: { ruleset }, props: { entries } }));
};

export const GET: APIRoute = ({ props }) => {
  const entries = (props as { entries: GlossaryEntry[] }).entries;
  const data = Object.fromEntries(
    entries.map((entry) => [
      entry.id,
      [entry.term, entry.definition, entry.kind === 'summary' ? 1 : 0, href(entry.rulePath)],
    ]),
  );
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};
