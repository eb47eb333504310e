/**
 * What search indexes besides the rules text, read from the built pages: every tool (its title,
 * what it does in a sentence, its ruleset, and the place it lives), every check a ruleset's page
 * declares (`<Check>`: a tool written in the page, opening at its id), and the site's own pages
 * (the dice roller, my screen, offline use, each ruleset's glossary and about page, and any other
 * page that is not a rules page). Pure: the build step (scripts/build-search-index.ts) hands the
 * built pages in and gives Pagefind the HTML written here for each entry, so a tool's form text
 * never reaches the index, only its title and sentence.
 *
 * Where a tool lives is the heading it is drawn under, found by its title (or one of the titles it
 * is also drawn under) as the pin menu finds it: a tool's own section (kit/ToolSection.tsx), the
 * title of a page that is the tool (/dice/), or a dialog every page holds (the roll log). A rules
 * page beats a screen page (which holds every tool of its ruleset again), and the full tool beats
 * a page that draws part of it. A result opens the tool there (src/scripts/search/open-tool.ts).
 */
import type { ToolEntry } from '../../rules/screen/tool-entry.ts';
import { ALIAS_CLOSE, ALIAS_OPEN } from './query.ts';
import { TOOL_PARAM } from './tool-param.ts';

export interface BuiltPage {
  /** The page's address under the site's base: '' for the home page, 'cairn/combat/'. */
  readonly path: string;
  readonly html: string;
}

/** A heading a tool may be drawn under, and the element a result scrolls to and opens. */
export interface ToolHeading {
  readonly title: string;
  /** The id of the element that holds the tool. */
  readonly target: string;
  /** How the heading frames the tool: its own section, a page of its own, or a dialog of every page. */
  readonly frame: 'section' | 'page' | 'dialog';
}

export interface ToolPlace {
  /** The page's address under the site's base; for a tool in a dialog, the first page found. */
  readonly page: string;
  readonly target: string;
  /** Held by a dialog that every page has: it opens where the reader is. */
  readonly everyPage: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of a piece of our own generated HTML: tags dropped, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
      const hex = name[1]?.toLowerCase() === 'x';
      return String.fromCodePoint(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether the page's rules text is marked for search (the rules pages, glossaries, about pages). */
export const hasSearchBody = (html: string) => /<[a-z]+\b[^>]*\bdata-pagefind-body\b/.test(html);

/** Whether search ranks the page as a summary of rules written elsewhere (a screen page). */
export const isSummaryPage = (html: string) => html.includes('data-pagefind-meta="rank:summary"');

/** The page's main element without what its islands and dialogs draw. */
function mainOf(html: string): { id: string; html: string } | undefined {
  const match = /<main\b([^>]*)>([\s\S]*?)<\/main>/.exec(html);
  if (!match) return undefined;
  const id = /\bid="([^"]+)"/.exec(match[1]!)?.[1] ?? '';
  return { id, html: match[2]! };
}

const withoutIslands = (html: string) =>
  html.replace(/<(astro-island|dialog)\b[\s\S]*?<\/\1>/g, ' ');

/** Every heading on a built page that a tool may be drawn under. */
export function toolHeadingsOn(html: string): ToolHeading[] {
  const found: ToolHeading[] = [];
  // A tool's own section: <section id="x" class="tool ..."> with its heading <hN id="x-title" class="tool-heading">.
  for (const match of html.matchAll(
    /<h([1-6])\b[^>]*\bid="([^"]+)-title"[^>]*\bclass="tool-heading\b[^"]*"[^>]*>([\s\S]*?)<\/h\1>/g,
  )) {
    const section = match[2]!;
    if (new RegExp(`<section id="${escapeRegExp(section)}" class="tool\\b`).test(html))
      found.push({ title: textOf(match[3]!), target: section, frame: 'section' });
  }
  // A page of its own (/dice/): not a rules page, its title the tool's.
  const main = mainOf(html);
  if (main?.id && !hasSearchBody(html)) {
    const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main.html)?.[1];
    if (title !== undefined) found.push({ title: textOf(title), target: main.id, frame: 'page' });
  }
  // A dialog every page holds (the roll log), named by its heading.
  for (const dialog of html.matchAll(/<dialog\b[^>]*\baria-labelledby="([^"]+)"[^>]*>/g)) {
    const id = dialog[1]!;
    const heading = new RegExp(
      `<h([1-6])\\b[^>]*\\bid="${escapeRegExp(id)}"[^>]*>([\\s\\S]*?)</h\\1>`,
    ).exec(html);
    if (heading) found.push({ title: textOf(heading[2]!), target: id, frame: 'dialog' });
  }
  return found;
}

const FRAME_ORDER: Record<ToolHeading['frame'], number> = { section: 0, page: 1, dialog: 2 };

/**
 * Where each tool lives, by id, and the tools found on no page. Among the headings a tool is
 * drawn under, the first in this order wins: its full title over a title it is also drawn under
 * (part of it), a rules page over a screen page, its own section over a page or a dialog, then
 * the pages' order.
 */
export function locateTools(
  pages: readonly BuiltPage[],
  tools: readonly ToolEntry[],
): { places: Map<string, ToolPlace>; missing: ToolEntry[] } {
  const headings = pages.map((page, pageOrder) => ({
    pageOrder,
    page,
    summary: isSummaryPage(page.html),
    headings: toolHeadingsOn(page.html),
  }));
  const places = new Map<string, ToolPlace>();
  const missing: ToolEntry[] = [];
  for (const tool of tools) {
    const candidates = headings.flatMap(({ page, pageOrder, summary, headings: onPage }) =>
      tool.ruleset === undefined || page.path.startsWith(`${tool.ruleset}/`)
        ? onPage.flatMap((heading, order) => {
            const full = heading.title === tool.title;
            if (!full && !tool.alsoTitled?.includes(heading.title)) return [];
            return [
              {
                page,
                heading,
                rank: [full ? 0 : 1, summary ? 1 : 0, FRAME_ORDER[heading.frame], pageOrder, order],
              },
            ];
          })
        : [],
    );
    candidates.sort((a, b) => {
      for (let i = 0; i < a.rank.length; i++)
        if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!;
      return 0;
    });
    const best = candidates[0];
    if (!best) missing.push(tool);
    else
      places.set(tool.id, {
        page: best.page.path,
        target: best.heading.target,
        everyPage: best.heading.frame === 'dialog',
      });
  }
  return { places, missing };
}

/** An entry of the index that is not a rules page: a tool, or a page of the site without rules text. */
export interface SearchEntry {
  /** The address a result opens, under the site's base, with a leading slash. */
  readonly url: string;
  readonly title: string;
  /** What it is or does, in a sentence: shown under the result. */
  readonly text: string;
  readonly kind: 'tool' | 'page';
  /** The tool's id in the tools' declaration. */
  readonly tool?: string;
  /** A tool in a dialog of every page opens where the reader is (src/scripts/search.ts). */
  readonly everyPage?: boolean;
  /** The rulesets it belongs to: its own, or every one for what serves them all. */
  readonly rulesets: readonly string[];
  /** Words readers may search it by that its title and text do not hold (the ruleset's name). */
  readonly words: readonly string[];
  readonly sections: readonly { id: string; title: string }[];
}

/** The address of a tool where it lives: its page, asked to open the tool, at the tool's element. */
export function toolUrl(tool: string, place: ToolPlace): string {
  return `/${place.page}?${TOOL_PARAM}=${encodeURIComponent(tool).replace(/%2F/g, '/')}#${place.target}`;
}

export interface Ruleset {
  readonly id: string;
  readonly shortTitle: string;
}

/** The tools as entries of the index: title, sentence, ruleset, and the place they open at. */
export function toolEntries(
  tools: readonly ToolEntry[],
  places: ReadonlyMap<string, ToolPlace>,
  rulesets: readonly Ruleset[],
): SearchEntry[] {
  return tools.flatMap((tool) => {
    const place = places.get(tool.id);
    const text = tool.summary;
    if (!place || !text) return [];
    const own = rulesets.find((ruleset) => ruleset.id === tool.ruleset);
    return [
      {
        url: toolUrl(tool.id, place),
        title: tool.title,
        text,
        kind: 'tool' as const,
        tool: tool.id,
        everyPage: place.everyPage || undefined,
        rulesets: own ? [own.id] : rulesets.map((ruleset) => ruleset.id),
        words: own ? [own.shortTitle, 'tool'] : ['tool'],
        sections: [],
      },
    ];
  });
}

/**
 * A check a ruleset's page declares (`<Check>`, src/markdown/declared-checks.ts), as the screen's
 * catalog lists it (src/rules/screen/catalog.ts), with the sentence its tool opens with.
 */
export interface DeclaredCheck {
  /** The page that declares it, under the site's base: 'cairn/combat/'. */
  readonly page: string;
  /** Its id on the page: the element that holds its tool. */
  readonly id: string;
  readonly ruleset: string;
  readonly title: string;
  readonly summary: string;
}

/**
 * The checks pages declare as tools of the index, each opening at its own section as a tool's
 * result does, and the checks whose page draws no tool with their id (a result would lead
 * nowhere). A check a screen page repeats is the same tool: the rules page is its place.
 */
export function checkEntries(
  pages: readonly BuiltPage[],
  checks: readonly DeclaredCheck[],
  rulesets: readonly Ruleset[],
): { entries: SearchEntry[]; missing: DeclaredCheck[] } {
  const missing: DeclaredCheck[] = [];
  const placed: { check: DeclaredCheck; summary: boolean }[] = [];
  for (const check of checks) {
    const page = pages.find((built) => built.path === check.page);
    const drawn = page
      ? toolHeadingsOn(page.html).some(
          (heading) => heading.frame === 'section' && heading.target === check.id,
        )
      : false;
    if (!page || !drawn) missing.push(check);
    else placed.push({ check, summary: isSummaryPage(page.html) });
  }
  const same = (a: DeclaredCheck, b: DeclaredCheck) =>
    a.ruleset === b.ruleset && a.title === b.title && a.summary === b.summary;
  // Rules pages first (the sort keeps the pages' order otherwise), then the first of each check.
  placed.sort((a, b) => Number(a.summary) - Number(b.summary));
  const entries = placed
    .filter(({ check }, index) => !placed.slice(0, index).some((other) => same(other.check, check)))
    .map(({ check }) => {
      const own = rulesets.find((ruleset) => ruleset.id === check.ruleset);
      return {
        url: toolUrl(check.id, { page: check.page, target: check.id, everyPage: false }),
        title: check.title,
        text: check.summary,
        kind: 'tool' as const,
        rulesets: [check.ruleset],
        words: own ? [own.shortTitle, 'tool'] : ['tool'],
        sections: [],
      };
    });
  return { entries, missing };
}

/**
 * A page of the site without rules text (/dice/, /screen/, /offline/) as an entry: its title, its
 * description, and its main sections (headings with an id, not those its tools draw). It serves
 * every ruleset, so a search limited to one still finds it.
 */
export function pageEntry(page: BuiltPage, rulesets: readonly Ruleset[]): SearchEntry | undefined {
  const main = mainOf(page.html);
  const title = main && /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main.html)?.[1];
  if (!main || title === undefined) return undefined;
  const description = /<meta name="description" content="([^"]*)"/.exec(page.html)?.[1] ?? '';
  const sections = [
    ...withoutIslands(main.html).matchAll(/<h2\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g),
  ].map((match) => ({ id: match[1]!, title: textOf(match[2]!) }));
  return {
    url: `/${page.path}`,
    title: textOf(title),
    text: textOf(description),
    kind: 'page',
    rulesets: rulesets.map((ruleset) => ruleset.id),
    words: [],
    sections,
  };
}

/** Pages that are no destination for a search: the home page and the search page. */
const NOT_A_RESULT = new Set(['', 'search/']);
/** A ruleset's book repeats every page of it: a search leads to the page itself. */
const BOOK_PAGE = /^[^/]+\/book\/$/;

/**
 * What the build gives Pagefind for a built page: the page as it is (a rules page), the page marked
 * as one of the site's own (a glossary, an about page: their text is indexed as the rules text is),
 * an entry of its title, description and sections (a page without rules text), or nothing.
 * `rulesPages` are the addresses of the rules pages (content/<ruleset>/*.mdx).
 */
export function indexedPage(
  page: BuiltPage,
  rulesPages: ReadonlySet<string>,
  rulesets: readonly Ruleset[],
): { html: string } | { entry: SearchEntry } | undefined {
  if (NOT_A_RESULT.has(page.path) || BOOK_PAGE.test(page.path)) return undefined;
  if (hasSearchBody(page.html)) {
    if (rulesPages.has(page.path)) return { html: page.html };
    return {
      html: page.html.replace(
        /<[a-z]+\b[^>]*\bdata-pagefind-body\b[^>]*>/,
        (body) => `${body}<span hidden data-pagefind-meta="kind:page"></span>`,
      ),
    };
  }
  const entry = pageEntry(page, rulesets);
  return entry && { entry };
}

/** Pagefind weights: a heading 5 to 7, body text 1; the players' words as a heading's (rehype-search-aliases.ts). */
const WORDS_WEIGHT = 5;
/** A title weighs as a section's heading (an h3, 5), not a page's (an h1, 7): an entry is one section's worth. */
const TITLE_WEIGHT = 5;
/**
 * The sentence says what the entry does, in the words a reader asks for it by ("roll on the Scars
 * table"): it weighs more than a page's body text, less than a heading.
 */
const SENTENCE_WEIGHT = 3;

/**
 * The HTML Pagefind indexes for an entry: the title as its heading, the sentence, the sections,
 * the extra words inside ⟦ ⟧ (cut out of excerpts, as the players' words for rules sections are),
 * its kind and tool as metadata and its rulesets as filter values.
 */
export function entryHtml(entry: SearchEntry): string {
  const hidden = (attribute: string, value: string) =>
    `<span hidden ${attribute}="${escapeHtml(value)}"></span>`;
  const parts = [
    hidden('data-pagefind-meta', 'rank:entry'),
    hidden('data-pagefind-meta', `kind:${entry.kind}`),
    ...(entry.tool ? [hidden('data-pagefind-meta', `tool:${entry.tool}`)] : []),
    ...(entry.everyPage ? [hidden('data-pagefind-meta', 'place:every-page')] : []),
    ...entry.rulesets.map((ruleset) => hidden('data-pagefind-filter', `ruleset:${ruleset}`)),
    `<h1 data-pagefind-weight="${TITLE_WEIGHT}">${escapeHtml(entry.title)}</h1>`,
    `<p data-pagefind-weight="${SENTENCE_WEIGHT}">${escapeHtml(entry.text)}</p>`,
    ...(entry.words.length > 0
      ? [
          `<span hidden data-pagefind-weight="${WORDS_WEIGHT}">${ALIAS_OPEN}${escapeHtml(entry.words.join(', '))}${ALIAS_CLOSE}</span>`,
        ]
      : []),
    ...entry.sections.map(
      ({ id, title }) => `<h2 id="${escapeHtml(id)}">${escapeHtml(title)}</h2>`,
    ),
  ];
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(entry.title)}</title></head><body><main data-pagefind-body>${parts.join('')}</main></body></html>`;
}
