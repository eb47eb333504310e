/**
 * The shapes search works with: what Pagefind answers (a hit, its data, its sections) and a page
 * as the results list shows it. The engine (engine.ts) and the ranking (rank.ts) both use them.
 */
import type { SectionMatch } from './query.ts';

export interface PagefindSubResult extends SectionMatch {
  excerpt: string;
}
export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** The page's indexed text, whose words Pagefind's locations count (query.ts, sectionFitter). */
  content?: string;
  meta: { title?: string; rank?: string };
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
  ruleset: string | undefined;
  excerpt: string;
  sections: PagefindSubResult[];
}
