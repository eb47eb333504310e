import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bookPageOfEpub,
  cacheNameFor,
  isPageAddress,
  isStaleCache,
  folderPageOf,
  precacheKey,
  urlForFile,
  versionOf,
  type PrecacheEntry,
} from '../../src/service-worker/precache';
import { needsConnectionPage } from '../../src/service-worker/needs-connection';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('which built files the offline copy keeps', () => {
  it('asks for pages by their folder, never by index.html', () => {
    expect(urlForFile('index.html')).toBe('');
    expect(urlForFile('cairn/combat/index.html')).toBe('cairn/combat/');
    expect(urlForFile('404.html')).toBe('404.html');
  });

  it('keeps assets and the search index under their own names', () => {
    expect(urlForFile('_astro/site.abc123.js')).toBe('_astro/site.abc123.js');
    expect(urlForFile('pagefind/pagefind.js')).toBe('pagefind/pagefind.js');
    expect(urlForFile('pagefind/index/en_1a2b.pf_index')).toBe('pagefind/index/en_1a2b.pf_index');
    expect(urlForFile('pagefind/wasm.en.pagefind')).toBe('pagefind/wasm.en.pagefind');
  });

  it("leaves out Pagefind's unused interfaces, the worker itself and files for search engines", () => {
    for (const file of [
      'pagefind/pagefind-ui.js',
      'pagefind/pagefind-ui.css',
      'pagefind/pagefind-component-ui.js',
      'pagefind/pagefind-modular-ui.css',
      'pagefind/pagefind-highlight.js',
      'sw.js',
      'sitemap.xml',
      'robots.txt',
      '_astro/site.js.map',
      '.DS_Store',
    ]) {
      expect(urlForFile(file), file).toBeNull();
    }
  });

  it("keeps a ruleset's book page but leaves its EPUB to be downloaded when asked for", () => {
    expect(urlForFile('cairn/book/index.html')).toBe('cairn/book/');
    expect(urlForFile('cairn/cairn.epub')).toBeNull();
  });
});

describe('the cache key of a request', () => {
  it('drops the query and fragment, so Pagefind cache-busting and search queries still hit the cache', () => {
    expect(
      precacheKey(
        'https://example.org/pagefind/pagefind-entry.json?ts=1700000000',
        'https://example.org/',
      ),
    ).toBe('pagefind/pagefind-entry.json');
    expect(precacheKey('https://example.org/search/?q=scars#top', 'https://example.org/')).toBe(
      'search/',
    );
  });

  it('folds index.html onto its folder and respects a sub-path scope', () => {
    expect(
      precacheKey('https://example.org/rules/cairn/index.html', 'https://example.org/rules/'),
    ).toBe('cairn/');
    expect(precacheKey('https://example.org/rules/', 'https://example.org/rules/')).toBe('');
  });

  it('takes an address without its final slash to the saved page it means, and nothing else', () => {
    const precached = new Set(['', 'cairn/', 'cairn/scars/', 'sw.js']);
    expect(folderPageOf('cairn/scars', precached)).toBe('cairn/scars/');
    expect(folderPageOf('cairn', precached)).toBe('cairn/');
    expect(folderPageOf('cairn/scars/', precached)).toBeNull();
    expect(folderPageOf('cairn/spells', precached)).toBeNull();
    expect(folderPageOf('sw.js', precached)).toBeNull();
    expect(folderPageOf('', precached)).toBeNull();
  });

  it('ignores requests outside the scope or to other sites', () => {
    expect(precacheKey('https://example.org/other/page/', 'https://example.org/rules/')).toBeNull();
    expect(
      precacheKey('https://cdn.example.com/rules/x.js', 'https://example.org/rules/'),
    ).toBeNull();
  });
});

describe('versions', () => {
  const entries: PrecacheEntry[] = [
    { url: '', revision: 'aaa', bytes: 10 },
    { url: 'cairn/', revision: 'bbb', bytes: 20 },
  ];

  it('does not depend on the order files were listed in', () => {
    expect(versionOf(entries, sha256)).toBe(versionOf([...entries].reverse(), sha256));
  });

  it('changes when a file changes, is added or is removed', () => {
    const version = versionOf(entries, sha256);
    expect(versionOf([entries[0]!, { ...entries[1]!, revision: 'ccc' }], sha256)).not.toBe(version);
    expect(versionOf([...entries, { url: 'loot/', revision: 'ddd', bytes: 5 }], sha256)).not.toBe(
      version,
    );
    expect(versionOf([entries[0]!], sha256)).not.toBe(version);
  });

  it("names each version's cache, and only this site's other versions are stale", () => {
    expect(cacheNameFor('v2')).toBe('rules-at-hand-v2');
    expect(isStaleCache('rules-at-hand-v1', 'v2')).toBe(true);
    expect(isStaleCache('rules-at-hand-v2', 'v2')).toBe(false);
    expect(isStaleCache('some-other-app', 'v2')).toBe(false);
  });
});

describe('an address outside the saved copy, offline', () => {
  it('is a page when it is a folder, an .html file or a name without an extension', () => {
    for (const key of ['', 'no-such-page/', 'cairn/no-such', '404.html'])
      expect(isPageAddress(key), key).toBe(true);
    for (const key of ['cairn/cairn.epub', 'no-such-file.json', 'cairn/picture.png'])
      expect(isPageAddress(key), key).toBe(false);
  });

  it("knows a ruleset's EPUB by its name and leads to that ruleset's book page", () => {
    expect(bookPageOfEpub('dead-weight/dead-weight.epub')).toBe('dead-weight/book/');
    expect(bookPageOfEpub('cairn/other.epub')).toBeNull();
    expect(bookPageOfEpub('cairn/cairn.json')).toBeNull();
  });

  it('says an EPUB needs a connection and links its saved book page, written from the scope', () => {
    const html = needsConnectionPage(
      'cairn/cairn.epub',
      'https://example.org/rules/',
      new Set(['cairn/book/']),
    );
    expect(html).toContain('<h1>The EPUB needs a connection</h1>');
    expect(html).toContain(
      '<a href="https://example.org/rules/cairn/book/">read the book page</a>',
    );
    expect(html).toContain('href="https://example.org/rules/offline/"');
    expect(html).not.toContain('Page not found');
    expect(
      needsConnectionPage('cairn/cairn.epub', 'https://example.org/', new Set()),
    ).not.toContain('read the book page');
  });

  it('names any other file, escaped, and says it needs a connection', () => {
    const html = needsConnectionPage('a<b>.json', 'https://example.org/', new Set());
    expect(html).toContain('<h1>This file needs a connection</h1>');
    expect(html).toContain('<code>a&lt;b&gt;.json</code>');
  });
});
