import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPages, decodeEntities, DIST, readPage, requireBuild } from '../support/built-pages';

/** What a shared link and a search engine see: canonical address, Open Graph and Twitter tags, sitemap. */

const meta = (html: string, attribute: 'property' | 'name', key: string) =>
  decodeEntities(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('sharing and search-engine tags on the built pages', () => {
  beforeAll(requireBuild);
  const pages = () => builtPages().filter((path) => !path.startsWith('pagefind/'));

  it('every page but "not found" has a canonical address ending in its own path, and og:url matches it', () => {
    for (const path of pages()) {
      const html = readPage(path);
      const canonical = canonicalOf(html);
      expect(canonical, path).toBeDefined();
      expect(
        canonical!.endsWith(`/${path.replace(/index\.html$/, '')}`),
        `${path}: ${canonical}`,
      ).toBe(true);
      expect(meta(html, 'property', 'og:url'), path).toBe(canonical);
    }
    const notFound = readPage('404.html');
    expect(canonicalOf(notFound)).toBeUndefined();
    expect(notFound).toContain('<meta name="robots" content="noindex">');
  });

  it("every page's Open Graph and Twitter title and description match its title and description", () => {
    for (const path of pages()) {
      const html = readPage(path);
      const description = decodeEntities(
        /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
      );
      expect(description.length, path).toBeGreaterThan(20);
      expect(meta(html, 'property', 'og:description'), path).toBe(description);
      expect(meta(html, 'name', 'twitter:description'), path).toBe(description);
      const title = meta(html, 'property', 'og:title');
      expect(title.length, path).toBeGreaterThan(0);
      expect(meta(html, 'name', 'twitter:title'), path).toBe(title);
    }
  });

  it('rules pages name their ruleset as the article section', () => {
    expect(meta(readPage('cairn/combat/index.html'), 'property', 'article:section')).toBe('Cairn');
    expect(meta(readPage('loot/checks/index.html'), 'property', 'og:title')).toContain('LOOT');
  });

  it('the sitemap lists exactly the canonical addresses, and robots.txt points to it', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => decodeEntities(match[1]!))
      .sort();
    const canonical = pages()
      .map((path) => canonicalOf(readPage(path)))
      .filter((url): url is string => !!url)
      .sort();
    expect(listed).toEqual(canonical);
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });

  it('the build has a service worker', () => {
    expect(existsSync(join(DIST, 'sw.js'))).toBe(true);
  });
});
