/**
 * The pure half of search: what the reader typed becomes the words worth searching for, unknown
 * words are corrected against the index's own vocabulary, and a page's sections are put in order
 * of how well they match. No DOM and no Pagefind here, so every rule is tested alone
 * (tests/lib/search/query.test.ts); src/lib/search/engine.ts runs them against the index.
 */

/**
 * Words a question is built from that say nothing about which rule is meant. Pagefind returns
 * only pages that hold every word, so "how does fatigue work" would otherwise need a page with
 * "how", "does" and "work" as well as fatigue.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'about after again all also am an and any are as at be been before being but by can could did do does doing ' +
    'for from get gets getting had has have having he her his how i if in into is it its me my of on or our ' +
    'rule rules she should so than that the their them then there these they this those to too up us was ' +
    'we were what whats when where which while who whom why will with would you your work works working happen happens'
  ).split(' '),
);
// "up" (level up), "on" (on fire) and "all" are stop words only when other words remain; see meaningfulWords.

/** The words of a query, lower case, apostrophes kept inside words ("death's") and typographic ones made plain. */
export function queryWords(query: string): string[] {
  return (
    query
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? []
  );
}

/**
 * The words worth searching for: one-letter words ("a", "I", "0") never are, and stop words only
 * while some other word remains ("who acts first" searches "acts first"; "on fire" keeps "fire").
 * Repeated words count once.
 */
export function meaningfulWords(words: readonly string[]): string[] {
  const long = [...new Set(words.filter((word) => [...word].length > 1))];
  const content = long.filter((word) => !STOP_WORDS.has(word));
  return content.length > 0 ? content : long;
}

/** One section of a page as Pagefind reports it: each matched word's position and weighted score. */
export interface SectionMatch {
  title: string;
  url: string;
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
  locations?: number[];
}

/** How well a section matches: its best word counts fully, further matches less and less. */
export function sectionScore(section: SectionMatch): number {
  const scores = (section.weighted_locations ?? []).map((location) => location.balanced_score).sort((a, b) => b - a);
  return scores.reduce((sum, score, index) => sum + score / (index + 1), 0);
}

/**
 * The sections worth showing under a page's result, best match first: the page's own top (the
 * text before its first heading, which shares the page's address) is left out, since the result
 * itself links there.
 */
export function bestSections<T extends SectionMatch>(pageUrl: string, pageTitle: string, sections: readonly T[], limit: number): T[] {
  const pagePath = pageUrl.split('#')[0];
  return sections
    .filter((section) => section.url !== pagePath && section.title !== pageTitle)
    .map((section, order) => ({ section, score: sectionScore(section), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ section }) => section);
}

/** Pages that summarise rules written elsewhere (screens, quick references) rank below the rules themselves. */
export const SUMMARY_PAGE_FACTOR = 0.5;

export interface ScoredPage {
  score: number;
  /** How many of the searched words the page holds, when several searches were merged. */
  matched?: number;
  summary?: boolean;
}

/** Orders pages: more of the searched words first, then by score, summary pages' scores halved. */
export function comparePages(a: ScoredPage, b: ScoredPage): number {
  const matched = (b.matched ?? 1) - (a.matched ?? 1);
  if (matched !== 0) return matched;
  return b.score * (b.summary ? SUMMARY_PAGE_FACTOR : 1) - a.score * (a.summary ? SUMMARY_PAGE_FACTOR : 1);
}

/**
 * The players' words for a section are indexed inside ⟦ ⟧ (src/markdown/rehype-search-aliases.ts)
 * so that they can be cut out of Pagefind's excerpts, which are taken from everything indexed:
 * a reader sees the rules text around the match, never the alias list. An excerpt may begin or
 * end inside the brackets; a <mark> cut in two is dropped.
 */
export const ALIAS_OPEN = '\u27E6';
export const ALIAS_CLOSE = '\u27E7';

export function stripAliasText(excerpt: string): string {
  let text = excerpt.replace(/\u27E6[^\u27E6\u27E7]*\u27E7/g, ' ');
  const close = text.indexOf(ALIAS_CLOSE);
  if (close !== -1 && !text.slice(0, close).includes(ALIAS_OPEN)) text = text.slice(close + 1);
  const unclosed = text.lastIndexOf(ALIAS_OPEN);
  if (unclosed !== -1) text = text.slice(0, unclosed);
  // Keep only the <mark> pairs whose both halves are still there.
  const parts = text.split(/(<\/?mark>)/);
  let open = -1;
  parts.forEach((part, index) => {
    if (part === '<mark>') {
      if (open !== -1) parts[open] = '';
      open = index;
    } else if (part === '</mark>') {
      if (open === -1) parts[index] = '';
      open = -1;
    }
  });
  if (open !== -1) parts[open] = '';
  text = parts.join('');
  return text.replace(/\s+/g, ' ').trim();
}
