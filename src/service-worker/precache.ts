/**
 * What the service worker keeps for offline use and under which names. Shared by the build step
 * that lists the files (Node) and the worker that serves them (browser), so both agree on which
 * files count, how a page's URL maps to its file and what a version is called.
 *
 * Everything is relative to the service worker's scope (the site's base), so one build works at
 * a domain's root or under a sub-path.
 */

export interface PrecacheEntry {
  /** Relative to the scope: `cairn/combat/` for a page, `_astro/site.abc123.js` for an asset. */
  readonly url: string;
  /** A hash of the file's bytes: a new revision means the file changed. */
  readonly revision: string;
  readonly bytes: number;
}

export interface PrecacheManifest {
  /** Changes whenever any precached file changes; names the cache, so versions never mix. */
  readonly version: string;
  readonly entries: readonly PrecacheEntry[];
}

export const CACHE_PREFIX = 'rules-at-hand-';

/** The service worker's own file name, at the root of the scope. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The page served for a navigation to a page that is not in the cache while offline. */
export const OFFLINE_FALLBACK = '404.html';

export function cacheNameFor(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** Caches of this site other than the current version's: deleted once the new version takes over. */
export function isStaleCache(name: string, currentVersion: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== cacheNameFor(currentVersion);
}

/**
 * Files the site never loads: Pagefind writes its ready-made search interfaces next to the index,
 * but the site has its own. Source maps, the worker itself and the files for search engines are
 * not content either. A ruleset's EPUB is downloaded when a reader asks for it: it would add about
 * 150 KB to every visitor's copy, most never ask for it, and its book page, the same text, is in
 * the copy. Offline, asking for it gives a page saying it needs a connection.
 */
const SKIPPED = [
  /\.epub$/,
  /^pagefind\/pagefind-(component-|modular-)?ui\.(js|css)$/,
  /^pagefind\/pagefind-highlight\.js$/,
  /\.map$/,
  /^sw\.js$/,
  /^(sitemap\.xml|robots\.txt)$/,
  /(^|\/)\.[^/]*$/,
];

/**
 * The URL a built file is requested by, relative to the scope, or null when it is not precached.
 * Pages are asked for by their folder (`cairn/combat/`), never by `index.html`.
 */
export function urlForFile(path: string): string | null {
  const file = path.replace(/\\/g, '/').replace(/^\/+/, '');
  if (SKIPPED.some((pattern) => pattern.test(file))) return null;
  if (file === 'index.html') return '';
  if (file.endsWith('/index.html')) return file.slice(0, -'index.html'.length);
  return file;
}

/**
 * The cache key for a request inside the scope: query and fragment dropped (Pagefind adds a
 * `?ts=` to bust caches; search pages carry `?q=`), `index.html` folded onto its folder. Null for
 * a URL outside the scope.
 */
export function precacheKey(requestUrl: string, scope: string): string | null {
  const url = new URL(requestUrl);
  const scopeUrl = new URL(scope);
  if (url.origin !== scopeUrl.origin || !url.pathname.startsWith(scopeUrl.pathname)) return null;
  let relative = url.pathname.slice(scopeUrl.pathname.length);
  if (relative === 'index.html' || relative.endsWith('/index.html'))
    relative = relative.slice(0, -'index.html'.length);
  return relative;
}

/**
 * The page an address without its final slash means (`cairn/scars` for `cairn/scars/`), when that
 * page is saved, else null. A static host answers such an address with a redirect; offline the
 * worker gives the same redirect, since the page's links are written from its folder.
 */
export function folderPageOf(key: string, precached: ReadonlySet<string>): string | null {
  if (key === '' || key.endsWith('/')) return null;
  return precached.has(`${key}/`) ? `${key}/` : null;
}

/**
 * Whether an address names a page (a folder, an `.html` file or a name without an extension)
 * rather than a file such as an EPUB, a JSON file or an image. Offline, a page outside the copy
 * is answered with the "not found" page; a file never is.
 */
export function isPageAddress(key: string): boolean {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return name === '' || name.endsWith('.html') || !name.includes('.');
}

/** The book page of the ruleset whose EPUB this is (`cairn/book/` for `cairn/cairn.epub`), else null. */
export function bookPageOfEpub(key: string): string | null {
  const match = /^([^/]+)\/\1\.epub$/.exec(key);
  return match ? `${match[1]}/book/` : null;
}

/** A short, stable digest of the whole list: any changed, added or removed file changes it. */
export function versionOf(
  entries: readonly PrecacheEntry[],
  digest: (text: string) => string,
): string {
  const listing = [...entries]
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
    .map((entry) => `${entry.url} ${entry.revision}`)
    .join('\n');
  return digest(listing).slice(0, 16);
}

export function totalBytes(manifest: PrecacheManifest): number {
  return manifest.entries.reduce((sum, entry) => sum + entry.bytes, 0);
}
