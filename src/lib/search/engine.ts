/**
 * Runs a reader's query against the Pagefind index the way the search dialog and /search/ show
 * it, and says what it did. No DOM: the page script (src/scripts/search.ts) renders the outcome,
 * and the benchmark (scripts/bench-search.ts) runs this same code in a browser against the built
 * index.
 *
 * 1. Take the meaningful words (no one-letter words, no question words).
 * 2. Correct a word the index does not hold to the nearest word it does, or leave it out. Pagefind
 *    skips an unknown word silently when the other words match ("atribute points" would search
 *    "points" alone and never say so), and answers an unknown word alone with pages holding a
 *    shorter word it begins with ("at"). So each word of a query of several words is looked up
 *    exactly in the index (`"word"`, which costs no download: the first search fetched its
 *    chunk), and the vocabulary (about 9 KB gzip) is fetched only for a word the index does not
 *    hold, to correct it. A single word alone is checked the same way even when it finds pages:
 *    what Pagefind finds for an unknown word is pages holding a word it begins with ("d6" for
 *    "d66") or shares a stem with, which the reader did not ask for. So a query gets the same
 *    answer whether or not an earlier query brought the vocabulary, on the dialog and /search/ and
 *    in every scope.
 * 3. Nothing found and several words: search each word alone and rank pages by how many of the
 *    words they hold, then by score, so one missing word no longer empties the list.
 * Pages that summarise rules (screens, quick references) rank below the rules pages, and each
 * page's sections come best match first (rank.ts, which also fetches the results' text for the
 * first pages only). A search superseded by newer input (`isCurrent` turns false) stops at its
 * next step and gives `null`, never an empty outcome.
 */
import type { PageResult, PagefindHit, PagefindLike } from './results.ts';
import { meaningfulWords, queryWords } from './query.ts';
import { rankPages, type Candidate } from './rank.ts';
import type { PlannedQuery } from './typos.ts';

export interface SearchOutcome {
  /** The words searched for, after corrections. */
  terms: string[];
  corrected: { from: string; to: string }[];
  dropped: string[];
  /** No page holds every word: pages holding some of them are shown. */
  partial: boolean;
  /** How many pages were found in all. */
  total: number;
  /** The first pages to show, in order. */
  pages: PageResult[];
  /** A search of every ruleset: the games whose results answer it, when there are two or more (rank.ts). */
  answeredBy: string[];
  /** Fetches the pages shown after `pages` (rank.ts); absent when there are none. */
  more?: () => Promise<PageResult[]>;
}

export interface EngineOptions {
  maxResults: number;
  /** How many of the pages shown are fetched with the search, the rest on demand (rank.ts). Default: all. */
  firstResults?: number;
  /** How many more may be fetched with the search to put the first in order (rank.ts). Default: as many as it takes. */
  settleResults?: number;
  maxSections: number;
  /** Whether the vocabulary is already at hand, so checking a single word costs nothing. Default: always. */
  correctorLoaded?: () => boolean;
}

/**
 * Corrects or leaves out the words the index does not hold (typos.ts and the vocabulary, fetched
 * on first need); `indexed` are the words the index was found to hold, kept as typed.
 */
export type Corrector = (words: readonly string[], indexed: ReadonlySet<string>) => PlannedQuery;

export function createSearchEngine(
  pagefind: PagefindLike,
  loadCorrector: () => Promise<Corrector>,
  options: EngineOptions,
) {
  // One Pagefind search at a time: searches started while another runs (a reader typing, or an
  // older query's fallback) can otherwise come back empty or mixed. A search whose reader has
  // typed on by its turn is skipped, so fast typing does not queue up searches nobody will see.
  let queue: Promise<unknown> = Promise.resolve();
  const runOne = (
    term: string,
    ruleset: string,
    isCurrent: () => boolean,
  ): Promise<PagefindHit[]> => {
    const next = queue.then(async () =>
      isCurrent()
        ? ((await pagefind.search(term, ruleset ? { filters: { ruleset } } : {}))?.results ?? [])
        : [],
    );
    queue = next.catch(() => undefined);
    return next;
  };

  const rank = (candidates: Candidate[], terms: readonly string[], ruleset: string) =>
    rankPages(candidates, {
      maxResults: options.maxResults,
      firstResults: options.firstResults ?? options.maxResults,
      maxSections: options.maxSections,
      settleResults: options.settleResults,
      acrossRulesets: ruleset === '',
      terms,
    });

  const loaded = options.correctorLoaded ?? (() => true);

  const single = (hits: PagefindHit[]): Candidate[] =>
    hits.map((hit) => ({ id: hit.id, score: hit.score, matched: 1, hits: [hit] }));

  const finish = async (
    outcome: SearchOutcome,
    hits: PagefindHit[],
    ruleset: string,
    isCurrent: () => boolean,
  ): Promise<SearchOutcome | null> => {
    const ranked = await rank(single(hits), outcome.terms, ruleset);
    return isCurrent() ? { ...outcome, total: hits.length, ...ranked } : null;
  };

  /**
   * The words to search for: each word the index holds exactly (a word or its stem, in any
   * ruleset) is kept, and the vocabulary is fetched only when some word is not, to correct it or
   * leave it out. Once the vocabulary is at hand it answers for most words at once, and the index
   * is asked only about the words it would change. Null once the reader has typed on.
   */
  const checkWords = async (
    words: string[],
    isCurrent: () => boolean,
  ): Promise<PlannedQuery | null> => {
    const indexed = new Set<string>();
    const lookUp = async (asked: readonly string[]) => {
      for (const word of asked) {
        if ((await runOne(`"${word}"`, '', isCurrent)).length > 0) indexed.add(word);
        if (!isCurrent()) return false;
      }
      return true;
    };
    if (loaded()) {
      const correct = await loadCorrector();
      const plan = correct(words, indexed);
      const doubtful = [...plan.corrected.map(({ from }) => from), ...plan.dropped];
      if (doubtful.length === 0) return isCurrent() ? plan : null;
      return (await lookUp(doubtful)) ? correct(words, indexed) : null;
    }
    if (!(await lookUp(words))) return null;
    if (indexed.size === words.length) return { terms: words, corrected: [], dropped: [] };
    const correct = await loadCorrector();
    return isCurrent() ? correct(words, indexed) : null;
  };

  /**
   * `isCurrent` says whether the reader still wants this search (no newer keystroke); once it is
   * false the search stops before its next step and resolves to null.
   */
  return async function search(
    query: string,
    ruleset: string,
    isCurrent: () => boolean = () => true,
  ): Promise<SearchOutcome | null> {
    const words = meaningfulWords(queryWords(query));
    const outcome: SearchOutcome = {
      terms: words,
      corrected: [],
      dropped: [],
      partial: false,
      total: 0,
      pages: [],
      answeredBy: [],
    };
    if (words.length === 0) return outcome;

    // Searching the words as typed first fetches every word's index chunk at once, and usually
    // is the answer: the exact look-ups below then cost nothing more.
    let hits = await runOne(words.join(' '), ruleset, isCurrent);
    if (!isCurrent()) return null;

    const plan = await checkWords(words, isCurrent);
    if (!plan) return null;
    Object.assign(outcome, plan);
    if (plan.terms.length === 0) return outcome;
    if (plan.corrected.length > 0 || plan.dropped.length > 0) {
      hits = await runOne(plan.terms.join(' '), ruleset, isCurrent);
      if (!isCurrent()) return null;
    }
    if (hits.length > 0) return finish(outcome, hits, ruleset, isCurrent);
    if (plan.terms.length < 2) return outcome;

    // No page holds every word: rank pages by how many of the words they hold.
    const byPage = new Map<string, Candidate>();
    const perWord = await Promise.all(plan.terms.map((term) => runOne(term, ruleset, isCurrent)));
    if (!isCurrent()) return null;
    for (const wordHits of perWord) {
      for (const hit of wordHits) {
        const known = byPage.get(hit.id);
        if (known) {
          known.matched += 1;
          known.score += hit.score;
          known.hits.push(hit);
        } else {
          byPage.set(hit.id, { id: hit.id, score: hit.score, matched: 1, hits: [hit] });
        }
      }
    }
    const candidates = [...byPage.values()];
    const ranked = await rank(candidates, plan.terms, ruleset);
    return isCurrent()
      ? { ...outcome, partial: candidates.length > 0, total: candidates.length, ...ranked }
      : null;
  };
}

export type SearchRules = ReturnType<typeof createSearchEngine>;
