/**
 * The players' words for each rules section, kept beside the content in
 * `content/<ruleset>/search-aliases.json`, so that a search for "dual wield" finds the section
 * that says "attacking with two weapons". The stored shape:
 *
 *   { "summaryPages": ["<page slug>", ...],
 *     "sections": { "<page slug>": { "<heading id>": ["<words>", ...], "": [...] } } }
 *
 * "" names the top of a page (the text before its first heading). `summaryPages` are pages that
 * repeat rules written elsewhere (screens, quick references); search ranks them below the rules.
 * The words are indexed with their section but never shown (src/markdown/rehype-search-aliases.ts).
 * A file that does not match the schema fails the build with the file and field named.
 */
import { z } from 'zod';

export const SearchAliasesSchema = z.object({
  summaryPages: z.array(z.string().min(1)).default([]),
  sections: z.record(z.string(), z.record(z.string(), z.array(z.string().min(1)))).default({}),
});
export type SearchAliases = z.infer<typeof SearchAliasesSchema>;

export function parseSearchAliases(json: unknown, file: string): SearchAliases {
  const parsed = SearchAliasesSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

const ALIAS_SPANS = /<span hidden class="search-aliases"[^>]*>[\s\S]*?<\/span>/g;

/**
 * A built page without its players' words: they are there for the index alone, so once it is
 * written (scripts/build-search-index.ts) the pages drop them, and readers never download them;
 * the book leaves them out too.
 */
export function withoutSearchAliases(html: string): string {
  return html.replace(ALIAS_SPANS, '');
}
