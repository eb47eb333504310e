/**
 * Puts the pages a search found in the order they are shown, fetching as few of their result
 * fragments as that takes. Each result's title, excerpt and sections come from its own Pagefind
 * fragment, 1 to 4 KB gzip each; fetching all twelve a list may show can take 25 KB of the
 * 120 KB a first search may fetch, and twelve fetches at once queue behind the browser's six
 * connections. So the first `firstResults` pages are fetched with the search, and the rest only
 * when the reader goes on to them (`more`, called by src/scripts/search.ts).
 *
 * The order is Pagefind's score, with summary pages (screens, quick references) halved and each
 * page scaled by how well its best section answers the words, and pages holding more of the
 * searched words first (query.ts, comparePages). Only a fragment says whether a page is a summary
 * and which of its sections hold which words, and both only ever lower a page, so fragments are
 * fetched in Pagefind's order until no page not yet fetched could rank among the first ones; or,
 * as the site does, `settleResults` more than the first are fetched with them at once: enough to
 * lift the answering section's page over a glossary or screen that scatters the words, without
 * fetching the whole list or waiting for one fetch after another.
 *
 * The entries of tools and of the site's own pages are placed among the pages of text by how well
 * they answer the words (query.ts, orderPages), and a search of every ruleset lifts each answering
 * game's best result near the top (oneAnswerPerGame), both among the pages fetched with the search.
 * An entry's fragment is the one thing that says it is an entry; with `settleResults` set, as on
 * the site, the fetching above is the same for it.
 */
import {
  bestSections,
  comparePages,
  namedBy,
  oneAnswerPerGame,
  orderPages,
  rankedScore,
  sectionFitter,
  stripAliasText,
  withoutLeadingTitle,
  type ScoredPage,
} from './query.ts';
import type {
  PageResult,
  PagefindHit,
  PagefindResultData,
  PagefindSubResult,
  ResultKind,
} from './results.ts';

/** A page found, with one hit per searched word it holds (one in the usual case). */
export interface Candidate {
  id: string;
  score: number;
  matched: number;
  hits: PagefindHit[];
}

export interface RankOptions {
  /** How many pages are shown at most. */
  maxResults: number;
  /** How many of them are fetched with the search. */
  firstResults: number;
  maxSections: number;
  /** The words searched for, to judge which section of a page answers them (query.ts, sectionFitter). */
  terms?: readonly string[];
  /**
   * How many pages beyond the first are fetched with the search, together with them, to find the
   * first ones (each is 1 to 4 KB gzip); a page Pagefind ranks lower is placed among the rest,
   * when the reader goes on. Default: no limit, fetching a few more at a time, as many as could
   * rank among the first, until none could.
   */
  settleResults?: number;
  /** A search of every ruleset: each game's best answer is lifted near the top (query.ts, oneAnswerPerGame). */
  acrossRulesets?: boolean;
}

export interface RankedPages {
  pages: PageResult[];
  /** The games whose results answer the words, when a search of every ruleset finds two or more. */
  answeredBy: string[];
  /** Fetches and orders the pages after `pages`, up to maxResults; absent when there are none. */
  more?: () => Promise<PageResult[]>;
}

/** How many of Pagefind's best hits are candidates for the list (summary pages moved down). */
const RERANK_POOL = 12;

interface Loaded {
  candidate: Candidate;
  data: PagefindResultData;
  sections: PagefindSubResult[];
  summary: boolean;
  /** A tool's or a page's entry: a title and a sentence (site-entries.ts). */
  entry: boolean;
  /** An entry the searched words name (query.ts, namedBy). */
  named: boolean;
  /** How well each section answers the words; the page's best is its fit. */
  fitOf: (section: PagefindSubResult) => number;
  fit: number;
}

async function load(candidate: Candidate, terms: readonly string[]): Promise<Loaded> {
  // Pagefind hands every search of a page the same fragment object, overwriting its matches, so
  // each word's matches are copied before the next word's are asked for (one word in the usual case).
  const all: PagefindResultData[] = [];
  for (const hit of candidate.hits) {
    const data = await hit.data();
    all.push({
      ...data,
      sub_results: data.sub_results.map((sub) => ({
        ...sub,
        weighted_locations: [...(sub.weighted_locations ?? [])],
      })),
    });
  }
  const first = all[0]!;
  // Merge the sections' matches from each word's search (one search in the usual case).
  const sections = new Map<string, PagefindSubResult>();
  for (const data of all) {
    for (const sub of data.sub_results) {
      const known = sections.get(sub.url);
      if (known)
        known.weighted_locations = [
          ...(known.weighted_locations ?? []),
          ...(sub.weighted_locations ?? []),
        ];
      else
        sections.set(sub.url, { ...sub, weighted_locations: [...(sub.weighted_locations ?? [])] });
    }
  }
  const merged = [...sections.values()];
  // A page whose text is not at hand (never from Pagefind) is taken to fit, so it is never lowered.
  const known = first.content !== undefined && terms.length > 0;
  const fitOf = known ? sectionFitter(terms, first.content!) : () => 1;
  const fit = known ? Math.max(0, ...merged.map(fitOf)) : 1;
  return {
    candidate,
    data: first,
    sections: merged,
    summary: first.meta.rank === 'summary',
    entry: first.meta.rank === 'entry',
    named: first.meta.rank === 'entry' && namedBy(first.meta.title ?? '', terms),
    fitOf,
    fit,
  };
}

const resultKind = (kind: string | undefined): ResultKind =>
  kind === 'tool' || kind === 'page' ? kind : 'rules';

/** A result's address without the `highlight` parameters Pagefind adds for the words searched. */
export function withoutHighlight(url: string): string {
  const [path = '', hash] = url.split('#', 2);
  const [page = '', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('highlight');
  const rest = params.toString().replace(/%2F/gi, '/');
  return `${page}${rest ? `?${rest}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

/** The game a result belongs to: what serves every ruleset is filed under each, and belongs to none. */
const rulesetOf = (data: PagefindResultData): string | undefined =>
  data.filters.ruleset?.length === 1 ? data.filters.ruleset[0] : undefined;

const scored = ({ candidate, summary, entry, named, fit }: Loaded): ScoredPage => ({
  score: candidate.score,
  matched: candidate.matched,
  summary,
  entry,
  named,
  fit,
});

export async function rankPages(
  candidates: Candidate[],
  options: RankOptions,
): Promise<RankedPages> {
  const pool = [...candidates]
    .sort((a, b) => b.matched - a.matched || b.score - a.score)
    .slice(0, RERANK_POOL);
  const first = Math.max(1, Math.min(options.firstResults, options.maxResults));
  const withSearch = first + (options.settleResults ?? pool.length);
  const loaded: Loaded[] = [];
  let fetched = 0;
  const fetchNext = async (count: number) => {
    const batch = pool.slice(fetched, fetched + count);
    fetched += batch.length;
    loaded.push(
      ...(await Promise.all(batch.map((candidate) => load(candidate, options.terms ?? [])))),
    );
  };
  // Sorting is stable, so equal pages keep Pagefind's order.
  const ordered = () => {
    const pages = loaded.map((page) => ({ ...scored(page), page }));
    return orderPages(pages).map(({ page }) => page);
  };
  // A page not yet fetched could rank at most at its own score, were it not a summary and its
  // best section a full fit. While the next could outrank some of the first pages, as many more
  // are fetched together as it could displace, up to `withSearch` pages in all.
  const couldOutrank = () => {
    if (fetched >= pool.length) return 0;
    if (loaded.length < first) return first - loaded.length;
    const next = pool[fetched]!;
    return ordered()
      .slice(0, first)
      .filter((page) => comparePages(scored(page), next) > 0).length;
  };
  // Given a limit, the pages up to it are fetched at once: one wait, not one per page displaced.
  const firstBatch = options.settleResults === undefined ? first : withSearch;
  for (let count = firstBatch; count > 0 && fetched < withSearch; count = couldOutrank())
    await fetchNext(Math.min(count, withSearch - fetched));

  const toPage = ({ data, sections, fitOf, entry }: Loaded): PageResult => {
    const title = data.meta.title ?? data.url;
    const kind = resultKind(data.meta.kind);
    return {
      // The words searched for are marked in rules text; an entry leads to a tool, opened ready
      // to use, or to a page without rules text.
      url: entry ? withoutHighlight(data.url) : data.url,
      title,
      ruleset: rulesetOf(data),
      kind,
      ...(data.meta.tool ? { tool: data.meta.tool } : {}),
      ...(data.meta.place === 'every-page' ? { everyPage: true } : {}),
      excerpt: stripAliasText(entry ? withoutLeadingTitle(data.excerpt, title) : data.excerpt),
      sections: bestSections(data.url, title, sections, options.maxSections, fitOf),
    };
  };
  const fetchedOrder = ordered();
  const { pages: byGame, games } = options.acrossRulesets
    ? oneAnswerPerGame(
        fetchedOrder.map((page) => ({
          page,
          ruleset: rulesetOf(page.data),
          score: rankedScore(scored(page)),
          fit: page.fit,
          matched: page.candidate.matched,
          entry: page.entry,
        })),
        first,
      )
    : { pages: fetchedOrder.map((page) => ({ page })), games: [] };
  const shown = byGame.slice(0, first).map(({ page }) => page);
  const pages = shown.map(toPage);
  const answeredBy = games.length > 1 ? games : [];
  if (Math.min(pool.length, options.maxResults) <= first) return { pages, answeredBy };
  let rest: Promise<PageResult[]> | undefined;
  const more = () =>
    (rest ??= fetchNext(pool.length - fetched).then(() =>
      ordered()
        .filter((page) => !shown.includes(page))
        .slice(0, options.maxResults - first)
        .map(toPage),
    ));
  return { pages, answeredBy, more };
}
