/**
 * Turns a rules page as the site renders it into a chapter of the ruleset's book
 * (`/<ruleset>/book/`, and from it the EPUB): the same words, tables and lists, without what only
 * works on screen. A tool becomes one line naming it with its address; a dice expression is
 * text; a random table keeps every row and loses its roll button; the heading buttons and the
 * hidden search words go. Ids gain the chapter's name, since every page of the ruleset shares one
 * document, and links to a page in the book become links within it.
 *
 * The input is our own rendered HTML (Astro's output of the MDX pages), so a few patterns and one
 * element matcher are enough; tests/lib/book/chapter.test.ts holds them to real shapes.
 */

import { withoutSearchAliases } from '../search/aliases.ts';

export interface ChapterContext {
  /** The chapter's name, put before every id in it: `combat`, `home` for the ruleset's home. */
  chapter: string;
  /** Where the page is on the site, with the base: `/rules/cairn/combat/`. */
  pagePath: string;
  /**
   * Each page of the book by its path on the site (with the base) to its chapter's name; the
   * glossary's path maps to `glossary` and the About page's to `credits`.
   */
  chapters: ReadonlyMap<string, string>;
  /** The site's address (`https://example.org`), for the address printed beside each tool. */
  site: string;
}

/** Where an element that opens at `start` ends, counting elements of the same name inside it. */
export function elementEnd(html: string, start: number, tagName: string): number {
  const tags = new RegExp(`<(/?)${tagName}\\b[^>]*>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error(`<${tagName}> opened at ${start} is never closed`);
}

/** Replaces each element whose opening tag matches `opening` (name in group 1), nested ones with it. */
function replaceElements(
  html: string,
  opening: RegExp,
  replace: (element: string) => string,
): string {
  let out = '';
  let from = 0;
  const pattern = new RegExp(opening.source, 'gi');
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const end = elementEnd(html, match.index, match[1]!);
    out += html.slice(from, match.index) + replace(html.slice(match.index, end));
    from = end;
    pattern.lastIndex = end;
  }
  return out + html.slice(from);
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITY[name]!);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function textOf(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A tool's id and name as its server-rendered form shows them (the kit's ToolSection), and the
 * rule it states in a sentence of its own, marked `data-book-rule` (a declared check's dice and
 * bands): a rule a designer wrote only in a tool must not be lost on paper.
 */
export function toolOf(island: string): { id?: string; name: string; rule?: string } {
  const section = /<section\b[^>]*\bid="([^"]+)"/.exec(island);
  const heading = /<h[2-6]\b[^>]*>([\s\S]*?)<\/h[2-6]>/.exec(island);
  const component = /\bopts="[^"]*?&quot;name&quot;:&quot;(\w+)/.exec(island);
  const rule = /<p\b[^>]*\bdata-book-rule\b[^>]*>([\s\S]*?)<\/p>/.exec(island);
  const name = heading ? textOf(heading[1]!) : (component?.[1] ?? 'Tool');
  return { ...(section && { id: section[1] }), name, ...(rule && { rule: textOf(rule[1]!) }) };
}

/** The one line a tool becomes: its name, the rule it states if any, and where it is on the site. */
function toolLine(island: string, context: ChapterContext): string {
  const { id, name, rule } = toolOf(island);
  const path = `${context.pagePath}${id ? `#${id}` : ''}`;
  const address = new URL(path, context.site).href;
  const idAttribute = id ? ` id="${context.chapter}--${id}"` : '';
  return (
    `<p class="book-tool"${idAttribute}><span class="book-tool-name">Tool: ${escapeHtml(name)}</span>` +
    (rule ? ` <span class="book-tool-rule">${escapeHtml(rule)}</span>` : '') +
    ` <a href="${escapeHtml(path)}">${escapeHtml(address)}</a></p>`
  );
}

/**
 * A heading with nothing under it: the next heading is of its level or above, or the page ends.
 * The source texts have a few (Locus's "Roll History" and "Free Dice Roller" named panels of the
 * app the text comes from; Loot's "Coming Soon"). On screen the next heading follows at once; on
 * paper a bare heading reads as text lost in printing, so the book says that nothing is missing.
 */
const EMPTY_HEADING =
  /<h([1-6])\b[^>]*>(?:(?!<\/?h[1-6]\b)[\s\S])*<\/h\1>(?=\s*(?:<h([1-6])\b|$))/gi;

export const EMPTY_HEADING_NOTE =
  '<p class="book-empty-section">On its page this heading has nothing under it.</p>';

function markEmptyHeadings(html: string): string {
  return html.replace(EMPTY_HEADING, (heading, level: string, nextLevel: string | undefined) =>
    nextLevel !== undefined && Number(nextLevel) > Number(level)
      ? heading
      : `${heading}${EMPTY_HEADING_NOTE}`,
  );
}

/** Where a link in the page leads in the book: a place in it, or the same address as before. */
export function bookHref(href: string, context: ChapterContext): string {
  if (href.startsWith('#')) return `#${context.chapter}--${href.slice(1)}`;
  const base = new URL(context.site);
  const target = new URL(href, new URL(context.pagePath, base));
  if (target.origin !== base.origin) return href;
  const chapter = context.chapters.get(target.pathname);
  if (chapter === undefined) return `${target.pathname}${target.hash}`;
  return target.hash ? `#${chapter}--${target.hash.slice(1)}` : `#${chapter}`;
}

/** Where a tool's line goes back in: a character that no rendered page holds (U+E000, private use). */
const TOOL_MARK = '\ue000';
const TOOL_MARKS = /\ue000(\d+)\ue000/g;

const ID_LISTS = /\s(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g;

/** The rendered HTML of one page as a chapter of the book. */
export function bookChapter(html: string, context: ChapterContext): string {
  // Islands bring their loader scripts and a style for <astro-island>: the book has no islands.
  let out = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  // Tools are set aside until the end, so that their lines keep the page's own address.
  const tools: string[] = [];
  out = replaceElements(out, /<(astro-island)\b/, (island) => {
    tools.push(toolLine(island, context));
    return `${TOOL_MARK}${tools.length - 1}${TOOL_MARK}`;
  });
  // What only works on screen: random tables' roll buttons and filters (marked out of search).
  out = replaceElements(out, /<(div)\b[^>]*\bdata-pagefind-ignore\b/, () => '');
  out = withoutSearchAliases(out);
  out = markEmptyHeadings(out);
  out = out.replace(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi, (_, attributes: string, inner) =>
    /\bclass="dice-roll"/.test(attributes) ? `<span class="dice-text">${inner}</span>` : '',
  );
  out = out.replace(ID_LISTS, (_, name: string, value: string) => {
    const ids = value
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => `${context.chapter}--${id}`);
    return ` ${name}="${ids.join(' ')}"`;
  });
  out = out.replace(
    /\shref="([^"]*)"/g,
    (_, href: string) => ` href="${escapeHtml(bookHref(decode(href), context))}"`,
  );
  // The book's own title is its one h1 and each chapter's title an h2: the page's levels move down one.
  out = out.replace(/<(\/?)h([1-5])\b/gi, (_, slash: string, level: string) => {
    return `<${slash}h${Number(level) + 1}`;
  });
  return out.replace(TOOL_MARKS, (_, index: string) => tools[Number(index)]!);
}
