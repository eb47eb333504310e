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
    'rule rules she should so than that the their them then there these they this those to too us was ' +
    'we were what whats when where which while who whom why will with would you your work works working happen happens ' +
    // "how many slots", "how much damage": the question's words, not the rule's.
    'many much'
  ).split(' '),
);
// "on" (on fire) and "all" are stop words only when other words remain; see meaningfulWords. "up" is
// not one: it makes the verb ("level up" is not a stress level), and pages that use it use it often.

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
  const scores = (section.weighted_locations ?? [])
    .map((location) => location.balanced_score)
    .sort((a, b) => b - a);
  return scores.reduce((sum, score, index) => sum + score / (index + 1), 0);
}

/**
 * How a match's weight counts towards a section answering a word: a heading (Pagefind weighs
 * them 5 to 7), a glossary term (10) or a defined term's players' words count fully at
 * STRONG_WEIGHT and above, body text (1) a fifth.
 */
export const STRONG_WEIGHT = 5;
/**
 * The players' words listed for a section (search-aliases.json) are indexed with a heading's
 * weight so that they find it, but a section that uses the searched words itself answers them
 * better than one that was given them: "death save" is a heading in one ruleset and one of the
 * players' words for another's critical damage.
 */
export const ALIAS_FACTOR = 0.6;
/**
 * Pagefind indexes words by their stem, so it scores "die" (or "dies") in a heading as highly for
 * "dying" as "Dying" itself: the stemmer joins them, though a reader who asks for "dying" means
 * the rules of death rather than a die. A match whose word in the text is not the searched word
 * (nor it with a plural or possessive "s") counts this much of an exact one, below the players'
 * words listed for a section (ALIAS_FACTOR): so the section that uses the reader's own word answers
 * before one that only shares its stem, and a heading that only shares it does not fit well enough
 * for its game to count as answering (ANSWERS_FIT).
 */
export const STEM_FACTOR = 0.4;
/**
 * Pagefind scores an exact match of weight w as 360 w² (its `balanced_score`) and a match it
 * only found by a word's beginning or a letter or two off ("spellbooks" for "spell") far lower;
 * the ratio says how exact a match was.
 */
const PAGEFIND_EXACT_SCORE = 360;
/** Pagefind counts a page's words as its content split at white space (pagefind.js, word_separators). */
const WORD_SEPARATORS = /[^\S\uFEFF]+/g;

const plain = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
};

/** Whether two plain words are one word, allowing a plural or possessive ending ("death's", "deaths"). */
const oneWord = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long === short || long === `${short}s` || long === `${short}es`;
};

/**
 * Whether a word of the text, as Pagefind counted it (between white space, so with its
 * punctuation and any words joined to it by a hyphen or an apostrophe), is the searched word
 * itself rather than a word sharing only its stem.
 */
const isSearchedWord = (term: string, text: string) =>
  [plain(text), ...text.split(/[^\p{L}\p{N}]+/u).map(plain)].some(
    (word) => word !== '' && oneWord(term, word),
  );

/**
 * How well each section answers the searched words, from 0 to 1: for each word, its strongest
 * match in the section (a heading counts fully, body text a fifth, a players' word less than
 * the rules' own, a word sharing only the searched word's stem less still, an inexact match by
 * how exact it was), averaged over the words. So a section
 * that holds every word in its heading scores 1, and a page whose words are scattered over
 * different sections (a glossary with "hit" in one term and "points" in another) scores no
 * better than half. `content` is the page's indexed text, which Pagefind's locations count words
 * of; each matched word is taken for the searched word it shares the longest beginning with
 * (Pagefind matched it to one of them by its stem or beginning).
 */
export function sectionFitter(
  terms: readonly string[],
  content: string,
): (section: SectionMatch) => number {
  const searched = terms.map(plain);
  if (searched.length === 0) return () => 0;
  const words = content.split(WORD_SEPARATORS);
  const alias: boolean[] = [];
  let inAlias = false;
  for (const word of words) {
    if (word.includes(ALIAS_OPEN)) inAlias = true;
    alias.push(inAlias);
    if (word.includes(ALIAS_CLOSE)) inAlias = false;
  }
  const termAt = (location: number) => {
    const word = plain(words[location] ?? '');
    let best = 0;
    let bestLength = -1;
    searched.forEach((term, index) => {
      const length = term === word ? Number.POSITIVE_INFINITY : commonPrefix(term, word);
      if (length > bestLength) {
        best = index;
        bestLength = length;
      }
    });
    return best;
  };
  return (section) => {
    const strongest = new Array<number>(searched.length).fill(0);
    for (const { weight, balanced_score, location } of section.weighted_locations ?? []) {
      if (weight <= 0) continue;
      const exactness = Math.min(1, balanced_score / (PAGEFIND_EXACT_SCORE * weight * weight));
      const term = termAt(location);
      const stemOnly = !isSearchedWord(searched[term]!, words[location] ?? '');
      // A word sharing only the stem is held to STEM_FACTOR whatever its weight: a glossary term's
      // (10) would otherwise still count fully.
      const strength =
        Math.min(1, (weight * exactness * (alias[location] ? ALIAS_FACTOR : 1)) / STRONG_WEIGHT) *
        (stemOnly ? STEM_FACTOR : 1);
      strongest[term] = Math.max(strongest[term]!, strength);
    }
    return strongest.reduce((sum, strength) => sum + strength, 0) / searched.length;
  };
}

/**
 * The sections worth showing under a page's result, best match first (by `fit`, see
 * sectionFitter, then by sectionScore): the page's own top (the text before its first heading,
 * which shares the page's address) is left out, since the result itself links there.
 */
export function bestSections<T extends SectionMatch>(
  pageUrl: string,
  pageTitle: string,
  sections: readonly T[],
  limit: number,
  fit: (section: T) => number = () => 0,
): T[] {
  const pagePath = pageUrl.split('#')[0];
  return sections
    .filter((section) => section.url !== pagePath && section.title !== pageTitle)
    .map((section, order) => ({ section, fit: fit(section), score: sectionScore(section), order }))
    .sort((a, b) => b.fit - a.fit || b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ section }) => section);
}

/** Pages that summarise rules written elsewhere (screens, quick references) rank below the rules themselves. */
export const SUMMARY_PAGE_FACTOR = 0.5;
/**
 * Pagefind scores a page as a whole, so a page that mentions each word somewhere (a screen, a
 * glossary, a long page) can outrank the page with a section that answers them all in its
 * heading. A page's score is scaled by its best section's fit (sectionFitter), from this much for
 * a page whose best section fits nothing to all of it for one that fits fully.
 */
export const UNFIT_PAGE_FACTOR = 0.5;

export interface ScoredPage {
  score: number;
  /** How many of the searched words the page holds, when several searches were merged. */
  matched?: number;
  summary?: boolean;
  /** How well the page's best section answers the words, 0 to 1 (sectionFitter); unknown counts as 1. */
  fit?: number;
  /** An entry of a tool or a page of the site: a title and a sentence, not a page of text (site-entries.ts). */
  entry?: boolean;
  /** An entry whose whole title was searched for (namedBy): the reader asked for it by name. */
  named?: boolean;
}

/** A page's score as ranked: summary pages' halved, each scaled by its best section's fit. */
export function rankedScore({ score, summary, fit = 1 }: ScoredPage): number {
  return (
    score *
    (summary ? SUMMARY_PAGE_FACTOR : 1) *
    (UNFIT_PAGE_FACTOR + (1 - UNFIT_PAGE_FACTOR) * fit)
  );
}

/**
 * Orders pages: more of the searched words first, then by ranked score. Both only ever lower a
 * page below its Pagefind score, so a page not yet fetched ranks at most at its own score.
 */
export function comparePages(a: ScoredPage, b: ScoredPage): number {
  const matched = (b.matched ?? 1) - (a.matched ?? 1);
  if (matched !== 0) return matched;
  return rankedScore(b) - rankedScore(a);
}

/** Fits this close are equal: Pagefind's scores, which they are worked out from, are rounded. */
const SAME_FIT = 0.01;

/** The shortest beginning two words share for one to be taken for the other ("roll", "roller"). */
const SHARED_BEGINNING = 4;

/**
 * Whether the searched words name a title: each of its words that search would not leave out is
 * one of them, or begins as one does ("roll on the scars table" names the Scars roller, "party
 * tracker" the Party tracker; "scars" alone names no tool).
 */
export function namedBy(title: string, terms: readonly string[]): boolean {
  const searched = terms.map(plain);
  const words = meaningfulWords(queryWords(title)).map(plain);
  return (
    words.length > 0 &&
    words.every((word) =>
      searched.some(
        (term) =>
          term === word ||
          (commonPrefix(term, word) >= SHARED_BEGINNING &&
            (term.startsWith(word) || word.startsWith(term))),
      ),
    )
  );
}

/**
 * Whether an entry (a tool's or a page's title and sentence) goes before a page of text: when it
 * holds more of the words; when the reader named it; when it answers the words better than the
 * page's best section does; and at a tie, before a summary page (which repeats rules written
 * elsewhere, as a tool does) but after the rules themselves.
 */
function entryGoesBefore(entry: ScoredPage, page: ScoredPage): boolean {
  const matched = (entry.matched ?? 1) - (page.matched ?? 1);
  if (matched !== 0) return matched > 0;
  if (entry.named) return true;
  const fit = (entry.fit ?? 1) - (page.fit ?? 1);
  if (Math.abs(fit) > SAME_FIT) return fit > 0;
  return page.summary === true;
}

/**
 * The order results are shown in. Pages of text are ordered by comparePages. An entry is a title
 * and a sentence, a few words where a rules page has hundreds, so Pagefind's scores, which weigh a
 * match by the length of its page and a title above any heading, put it far above any page of
 * text: "hit points" would give a tool that mentions HP before the rules of hit points. So
 * entries are ordered among themselves, named ones first, by comparePages, and each is placed before the first page
 * of text it goes before (entryGoesBefore): a tool asked for by its name or by what it does comes
 * first, and a rule asked for by its terms comes before a tool that only mentions them.
 */
export function orderPages<T extends ScoredPage>(pages: readonly T[]): T[] {
  const texts = pages.filter((page) => !page.entry).sort(comparePages);
  const entries = pages
    .filter((page) => page.entry)
    .sort((a, b) => Number(b.named ?? false) - Number(a.named ?? false) || comparePages(a, b));
  const ordered: T[] = [];
  let placed = 0;
  for (const entry of entries) {
    while (placed < texts.length && !entryGoesBefore(entry, texts[placed]!))
      ordered.push(texts[placed++]!);
    ordered.push(entry);
  }
  return [...ordered, ...texts.slice(placed)];
}

/** How well a game's result must answer the words for that game to count as answering them (sectionFitter). */
export const ANSWERS_FIT = 0.5;
/** And how high it must rank, as a share of the best page of text's ranked score. */
export const ANSWER_SHARE = 0.5;

export interface GameResult {
  /** The game a result belongs to; undefined for what serves every game. */
  ruleset?: string;
  /** Its ranked score (rankedScore). */
  score: number;
  fit?: number;
  matched?: number;
  entry?: boolean;
}

/**
 * One answer per game, for a search of every ruleset. A game answers the words when one of its
 * pages of text fits them (ANSWERS_FIT) and ranks near the best page of text (ANSWER_SHARE),
 * holding as many of the words as the first result: entries do not count, as their scores do not
 * compare with pages' (orderPages), and a game's tool answers only where its rules do. Each such
 * game's first result that fits the words is lifted to just after the first result, in their
 * order, so a question several games answer ("who acts first") shows each game's answer near the
 * top rather than one game's pages first. The first result stays first. Gives the results in that
 * order and the games that answer, in the order of their first answers. Given how many results
 * are `shown` with the games named, the games are those whose answers are among them: an answering
 * game lifted past them is not named, and a game whose page of text fits the words and is among
 * them by its own rank is (Eldritch Instinct's Death Save for "death", third though its score is
 * below the share), so the games named are the games the reader sees answer.
 */
export function oneAnswerPerGame<T extends GameResult>(
  ordered: readonly T[],
  shown?: number,
): { pages: T[]; games: string[] } {
  const top = ordered[0];
  if (!top) return { pages: [], games: [] };
  const holdsAll = (page: T) => (page.matched ?? 1) === (top.matched ?? 1);
  const fits = (page: T) => holdsAll(page) && (page.fit ?? 1) >= ANSWERS_FIT;
  const best = Math.max(0, ...ordered.filter((page) => !page.entry).map((page) => page.score));
  const answering = new Set(
    ordered
      .filter((page) => !page.entry && fits(page) && page.score >= ANSWER_SHARE * best)
      .flatMap((page) => (page.ruleset === undefined ? [] : [page.ruleset])),
  );
  const first = new Map<string, T>();
  for (const page of ordered)
    if (
      page.ruleset !== undefined &&
      answering.has(page.ruleset) &&
      !first.has(page.ruleset) &&
      fits(page)
    )
      first.set(page.ruleset, page);
  const lifted = [...first.values()].filter((page) => page !== top);
  const pages = [
    top,
    ...lifted,
    ...ordered.filter((page) => page !== top && !lifted.includes(page)),
  ];
  const games = new Set<string>();
  for (const page of pages.slice(0, shown))
    if (
      page.ruleset !== undefined &&
      fits(page) &&
      (answering.has(page.ruleset) || (shown !== undefined && !page.entry))
    )
      games.add(page.ruleset);
  return { pages, games: [...games] };
}

/**
 * The players' words for a section are indexed inside ⟦ ⟧ (src/markdown/rehype-search-aliases.ts)
 * so that they can be cut out of Pagefind's excerpts, which are taken from everything indexed:
 * a reader sees the rules text around the match, never the alias list. An excerpt may begin or
 * end inside the brackets; a <mark> cut in two is dropped.
 */
export const ALIAS_OPEN = '\u27E6';
export const ALIAS_CLOSE = '\u27E7';

/**
 * An entry's excerpt without its title, which Pagefind takes from the start of its text and the
 * result shows already ("Dice roller. Roll any dice expression ..." becomes "Roll any dice
 * expression ..."), whatever words of it are marked.
 */
export function withoutLeadingTitle(excerpt: string, title: string): string {
  const mark = '(?:</?mark>)*';
  const words = title
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return excerpt;
  const leading = new RegExp(
    `^\\s*${mark}${words.join(`${mark}\\s+${mark}`)}${mark}\\.?${mark}\\s*`,
    'i',
  );
  return excerpt.replace(leading, '');
}

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
