import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { builtPages, DIST, decodeEntities } from '../support/built-pages';

/**
 * Every internal link and #anchor in the built HTML resolves: the target page exists and, when
 * the link names an anchor, that page has an element with that id. Read from dist/ directly.
 */
test('every internal link and anchor resolves', () => {
  const base = process.env.BASE_PATH ?? '/';
  const pages = builtPages().filter((path) => !path.startsWith('pagefind/'));
  const idsByPage = new Map<string, Set<string>>();
  const htmlByPage = new Map<string, string>();
  for (const path of pages) {
    const html = readFileSync(`${DIST}/${path}`, 'utf8');
    htmlByPage.set(path, html);
    idsByPage.set(
      path,
      new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1]!))),
    );
  }
  const broken: string[] = [];
  let checked = 0;
  for (const [path, html] of htmlByPage) {
    const pageUrl = new URL(`http://site${base}${path.replace(/index\.html$/, '')}`);
    for (const match of html.matchAll(/\shref="([^"]+)"/g)) {
      const href = decodeEntities(match[1]!);
      if (/^(https?:|mailto:)/.test(href) && !href.startsWith('http://site')) continue;
      const url = new URL(href, pageUrl);
      if (!url.pathname.startsWith(base)) {
        broken.push(`${path}: ${href} is outside the site's base ${base}`);
        continue;
      }
      let target = url.pathname.slice(base.length);
      if (target === '' || target.endsWith('/')) target += 'index.html';
      checked++;
      if (/\.(svg|css|js|png|ico|webmanifest|json|epub)$/.test(target)) {
        try {
          readFileSync(`${DIST}/${target}`);
        } catch {
          broken.push(`${path}: ${href} (no file ${target})`);
        }
        continue;
      }
      const ids = idsByPage.get(target);
      if (!ids) broken.push(`${path}: ${href} (no page ${target})`);
      else if (url.hash && !ids.has(decodeURIComponent(url.hash.slice(1))))
        broken.push(`${path}: ${href} (no #${url.hash.slice(1)})`);
    }
  }
  expect(checked).toBeGreaterThan(500);
  expect(broken).toEqual([]);
});
