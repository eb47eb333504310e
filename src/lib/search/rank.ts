/**
 * Puts the pages a search found in the order they are shown, fetching as few of their result
 * fragments as that takes. Each result's title, excerpt and sections come from its own Pagefind
 * fragment, 1 to 4 KB gzip each; fetching all twelve a list may show can take 25 KB of the
 * 120 KB a first search may fetch, and twelve fetches at once queue behind the browser's six
 * connections. So the first `firstResults` pages are fetched with the search, and the rest only
 * when the reader goes on to them (`more`, called by src/scripts/search.ts).
 *
 * The order is Pagefind's score, with summary pages (screens, quick references) halved, and pages
 * holding more of the searched words first (query.ts, comparePages). Only a fragment says whether
 * a page is a summary, and that only ever lowers a page, so fragments are fetched in Pagefind's
 * order until no page not yet fetched could rank among the first ones.
 */
import { bestSections, comparePages, stripAliasText, type ScoredPage } from './query.ts';
import type { PageResult, PagefindHit, PagefindResultData, PagefindSubResult } from './engine.ts';

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
}

export interface RankedPages {
  pages: PageResult[];
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
}

async function load(candidate: Candidate): Promise<Loaded> {
  const all = await Promise.all(candidate.hits.map((hit) => hit.data()));
  const first = all[0]!;
  // Merge the sections' matches from each word's search (one search in the usual case).
  const sections = new Map<string, PagefindSubResult>();
  for (const data of all) {
    for (const sub of data.sub_results) {
      const known = sections.get(sub.url);
      if (known) known.weighted_locations = [...(known.weighted_locations ?? []), ...(sub.weighted_locations ?? [])];
      else sections.set(sub.url, { ...sub, weighted_locations: [...(sub.weighted_locations ?? [])] });
    }
  }
  return { candidate, data: first, sections: [...sections.values()], summary: first.meta.rank === 'summary' };
}

const scored = ({ candidate, summary }: Loaded): ScoredPage => ({ score: candidate.score, matched: candidate.matched, summary });

export async function rankPages(candidates: Candidate[], options: RankOptions): Promise<RankedPages> {
  const pool = [...candidates].sort((a, b) => b.matched - a.matched || b.score - a.score).slice(0, RERANK_POOL);
  const first = Math.max(1, Math.min(options.firstResults, options.maxResults));
  const loaded: Loaded[] = [];
  let fetched = 0;
  const fetchNext = async (count: number) => {
    const batch = pool.slice(fetched, fetched + count);
    fetched += batch.length;
    loaded.push(...(await Promise.all(batch.map(load))));
  };
  // Sorting is stable, so equal pages keep Pagefind's order.
  const ordered = () => [...loaded].sort((a, b) => comparePages(scored(a), scored(b)));
  // The first pages are settled once the last of them ranks at least as high as the next page not
  // yet fetched could: its own score, were it not a summary.
  const settled = () => {
    if (fetched >= pool.length) return true;
    if (loaded.length < first) return false;
    const next = pool[fetched]!;
    return comparePages(scored(ordered()[first - 1]!), { score: next.score, matched: next.matched }) <= 0;
  };
  await fetchNext(first);
  while (!settled()) await fetchNext(Math.max(1, loaded.filter((page) => page.summary).length));

  const toPage = ({ data, sections }: Loaded): PageResult => {
    const title = data.meta.title ?? data.url;
    return {
      url: data.url,
      title,
      ruleset: data.filters.ruleset?.[0],
      excerpt: stripAliasText(data.excerpt),
      sections: bestSections(data.url, title, sections, options.maxSections),
    };
  };
  const pages = ordered().slice(0, first).map(toPage);
  if (Math.min(pool.length, options.maxResults) <= first) return { pages };
  let rest: Promise<PageResult[]> | undefined;
  const more = () =>
    (rest ??= fetchNext(pool.length - fetched).then(() =>
      ordered()
        .slice(first, options.maxResults)
        .map(toPage),
    ));
  return { pages, more };
}
