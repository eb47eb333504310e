/**
 * A page as a reader has it once every tool has rendered, and the links it then holds: shared by
 * the every-page checks (accessibility.spec.ts) and the offline copy's (offline.spec.ts), which checks
 * the links under a base path.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { builtPages, DIST, decodeEntities } from '../../support/built-pages';

/**
 * Brings every island into view until all have hydrated, so the checks see each tool as a reader
 * does. Scrolled again on each try: a tool that renders above another can push it back out of view
 * before its turn comes, and an island hydrates only while it is visible.
 */
export async function renderEveryTool(page: Page): Promise<void> {
  const pending = page.locator('astro-island[ssr]');
  await expect(async () => {
    // Scrolled from the page itself: an island's element has no box of its own to wait for.
    await page.evaluate(async () => {
      for (const island of document.querySelectorAll('astro-island[ssr]')) {
        (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
        await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
      }
    });
    await expect(pending).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every link in the page as it stands now, after its scripts have run. */
export function renderedLinks(page: Page): Promise<{ from: string; href: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => ({
      from: location.href,
      href: link.href,
    })),
  );
}

/** The ids each served page holds, read from the build before any script could add one. */
const servedIds = new Map<string, Set<string>>(
  builtPages()
    .filter((path) => !path.startsWith('pagefind/'))
    .map((path) => [
      path,
      new Set(
        [...readFileSync(`${DIST}/${path}`, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((match) =>
          decodeEntities(match[1]!),
        ),
      ),
    ]),
);

/** Links into the site whose page or #anchor the served HTML does not have. */
export function unservedLinks(links: { from: string; href: string }[]): string[] {
  const base = process.env.BASE_PATH ?? '/';
  const broken: string[] = [];
  for (const { from, href } of links) {
    const url = new URL(href);
    if (url.origin !== new URL(from).origin || !url.pathname.startsWith(base)) continue;
    let target = url.pathname.slice(base.length);
    if (target === '' || target.endsWith('/')) target += 'index.html';
    if (!target.endsWith('index.html')) continue;
    const ids = servedIds.get(target);
    if (!ids) broken.push(`${href}: no page`);
    else if (url.hash && !ids.has(decodeURIComponent(url.hash.slice(1))))
      broken.push(`${href}: no #${url.hash.slice(1)} in the served page`);
  }
  return [...new Set(broken)];
}
