/**
 * The shapes search works with: what Pagefind answers (a hit, its data, its sections) and a page
 * as the results list shows it. The engine (engine.ts) and the ranking (rank.ts) both use them.
 */
import type { SectionMatch } from './query.ts';

/** What a result is: the rules text, a tool, or one of the site's own pages (site-entries.ts). */
export type ResultKind = 'rules' | 'tool' | 'page';

export interface PagefindSubResult extends SectionMatch {
  excerpt: string;
}
export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** The page's indexed text, whose words Pagefind's locations count (query.ts, sectionFitter). */
  content?: string;
  /**
   * `rank`: `summary` for a page that repeats rules written elsewhere, `entry` for a tool's or a
   * page's title and sentence (site-entries.ts), which also give `kind` (`tool`, `page`), `tool`
   * (its id) and `place` (`every-page` for a tool in a dialog every page has).
   */
  meta: { title?: string; rank?: string; kind?: string; tool?: string; place?: string };
  filters: { ruleset?: string[] };
  sub_results: PagefindSubResult[];
}
export interface PagefindHit {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}
export interface PagefindLike {
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: PagefindHit[] } | null>;
}

export interface PageResult {
  url: string;
  title: string;
  /** The game it belongs to; undefined for what serves every ruleset (the dice roller, /offline/). */
  ruleset: string | undefined;
  kind: ResultKind;
  /** For a tool, its id in the tools' declaration. */
  tool?: string;
  /** A tool held by a dialog that every page has: it opens where the reader is. */
  everyPage?: boolean;
  excerpt: string;
  sections: PagefindSubResult[];
}
