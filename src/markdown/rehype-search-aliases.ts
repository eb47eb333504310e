/**
 * Indexes the players' words for each section (content/<ruleset>/search-aliases.json, see
 * src/lib/search/aliases.ts) with that section: a `hidden` span right after the heading, weighted
 * for Pagefind, which the reader never sees and assistive technology never reads. Pagefind
 * indexes hidden text and takes excerpts from it too, so the words sit inside ⟦ ⟧ and search cuts
 * them out of excerpts (stripAliasText in src/lib/search/query.ts). Pages listed as
 * summaries get `data-pagefind-meta="rank:summary"`, and a term defined at the start of a paragraph
 * or list item (**Impaired**, **Initiative:**) is weighted like a minor heading.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseSearchAliases, type SearchAliases } from '../lib/search/aliases.ts';
import { ALIAS_CLOSE, ALIAS_OPEN } from '../lib/search/query.ts';
import type { HastNode } from './hast';

/** Pagefind weights: headings are 5-7 by default, body text 1. */
const ALIAS_WEIGHT = '5';
const DEFINED_TERM_WEIGHT = '2';

function aliasesFor(path: string): { aliases: SearchAliases; slug: string } | undefined {
  const file = join(dirname(path), 'search-aliases.json');
  if (!existsSync(file)) return undefined;
  const aliases = parseSearchAliases(JSON.parse(readFileSync(file, 'utf8')), file);
  return { aliases, slug: basename(path).replace(/\.mdx?$/, '') };
}

const aliasText = (words: string[]) => `${ALIAS_OPEN}${words.join(', ')}${ALIAS_CLOSE}`;

const hiddenSpan = (properties: Record<string, unknown>, text = ''): HastNode => ({
  type: 'element',
  tagName: 'span',
  properties: { hidden: true, ...properties },
  children: text ? [{ type: 'text', value: text }] : [],
});

function weighDefinedTerms(node: HastNode): void {
  for (const child of node.children ?? []) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'p' || child.tagName === 'li') {
      const first = (child.children ?? []).find(
        (part) => part.type !== 'text' || (part.value ?? '').trim() !== '',
      );
      if (first?.type === 'element' && first.tagName === 'strong')
        first.properties = { ...first.properties, dataPagefindWeight: DEFINED_TERM_WEIGHT };
    }
    weighDefinedTerms(child);
  }
}

function addAliases(node: HastNode, sections: Record<string, string[]>): void {
  const children = node.children ?? [];
  for (let index = children.length - 1; index >= 0; index--) {
    const child = children[index]!;
    if (child.type !== 'element') continue;
    const id = child.properties?.id;
    if (/^h[2-6]$/.test(child.tagName ?? '') && typeof id === 'string' && sections[id]) {
      children.splice(
        index + 1,
        0,
        hiddenSpan(
          { className: ['search-aliases'], dataPagefindWeight: ALIAS_WEIGHT },
          aliasText(sections[id]),
        ),
      );
    } else {
      addAliases(child, sections);
    }
  }
}

export function rehypeSearchAliases() {
  return (tree: HastNode, file: { path?: string }) => {
    weighDefinedTerms(tree);
    const found = file.path ? aliasesFor(file.path) : undefined;
    if (!found) return;
    const { aliases, slug } = found;
    const sections = aliases.sections[slug] ?? {};
    addAliases(tree, sections);
    const top: HastNode[] = [];
    if (aliases.summaryPages.includes(slug))
      top.push(hiddenSpan({ dataPagefindMeta: 'rank:summary' }));
    if (sections[''])
      top.push(
        hiddenSpan(
          { className: ['search-aliases'], dataPagefindWeight: ALIAS_WEIGHT },
          aliasText(sections['']),
        ),
      );
    tree.children = [...top, ...(tree.children ?? [])];
  };
}
