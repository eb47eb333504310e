/**
 * Where a page sits in its ruleset: the sidebar order, the previous and next pages, and the URL
 * of each. Pure functions over plain data so they are tested without Astro.
 */

export interface NavPage {
  /** Collection id: `<ruleset>/<slug>`, the ruleset's home being `<ruleset>/index`. */
  id: string;
  title: string;
  order: number;
}

export interface NavLink {
  title: string;
  path: string;
}

export function rulesetOf(id: string): string {
  return id.split('/')[0]!;
}

export function slugOf(id: string): string | undefined {
  const slug = id.split('/').slice(1).join('/');
  return slug === 'index' ? undefined : slug;
}

/** The path of a page relative to the site's base, always with a trailing slash. */
export function pagePath(id: string): string {
  const slug = slugOf(id);
  return slug ? `${rulesetOf(id)}/${slug}/` : `${rulesetOf(id)}/`;
}

/** A ruleset's pages in reading order: by `order`, then by title so equal orders stay stable. */
export function orderPages<T extends NavPage>(pages: readonly T[], ruleset: string): T[] {
  return pages
    .filter((page) => rulesetOf(page.id) === ruleset)
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

export function neighbours(
  ordered: readonly NavPage[],
  id: string,
): { previous?: NavLink; next?: NavLink } {
  const index = ordered.findIndex((page) => page.id === id);
  if (index === -1) return {};
  const link = (page: NavPage | undefined): NavLink | undefined =>
    page ? { title: page.title, path: pagePath(page.id) } : undefined;
  const previous = link(ordered[index - 1]);
  const next = link(ordered[index + 1]);
  return { ...(previous && { previous }), ...(next && { next }) };
}

/** Joins the site's base path (`/` or `/rules/`) and a site-relative path. */
export function withBase(base: string, path: string): string {
  const trimmedBase = base.endsWith('/') ? base : `${base}/`;
  return `${trimmedBase}${path.replace(/^\//, '')}`;
}
