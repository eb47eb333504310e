import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../../scripts/static-server.ts';
import { DIST } from '../support/built-pages';
import { allPagePaths, RULESETS } from './site-pages';
import { renderedLinks, renderEveryTool, unservedLinks } from './support/rendered-page';
import { houseRuleOn, writeOn } from './support/your-table';

/**
 * The offline copy, tested against a server of our own that the test can switch off or swap to a
 * newer build: a real loss of connection, not only the browser's offline flag.
 */

const BASE = process.env.BASE_PATH ?? '/';

test.use({ serviceWorkers: 'allow' });
// Each test has its own copy of the site and its own server, so the tests run side by side.

let siteDir: string;
let server: Server | undefined;
let siteUrl: string;

test.beforeEach(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'offline-site-'));
  cpSync(DIST, siteDir, { recursive: true });
  ({ server, url: siteUrl } = await serveStatic(siteDir, BASE));
});

test.afterEach(() => {
  server?.close();
  server = undefined;
  rmSync(siteDir, { recursive: true, force: true });
});

async function stopServer(): Promise<void> {
  await new Promise<void>((resolve) => {
    server?.closeAllConnections();
    server?.close(() => resolve());
  });
  server = undefined;
}

async function waitUntilSavedForOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * The pages visited with the server gone. Under a base path (`npm run test:e2e:rules-base`) that is
 * every page, and each one's files and links are checked against the base there too. At / the
 * same build code saves and serves the same files, so one page of each kind is visited: the home
 * page, each ruleset's home and the site's own pages.
 */
const OFFLINE_VISIT: { readonly name: string; readonly paths: readonly string[] } =
  BASE === '/'
    ? {
        name: 'the home page, each ruleset’s home and the site’s own pages',
        paths: offlinePaths().filter((path) => path.split('/').filter(Boolean).length <= 1),
      }
    : { name: 'every page', paths: offlinePaths() };

function offlinePaths(): string[] {
  return allPagePaths().filter((path) => path !== '404.html');
}

test(`after one visit, ${OFFLINE_VISIT.name}, their tools and search (rules and tools) work with the server gone, every file from the saved copy`, async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const failed: string[] = [];
  page.on('pageerror', (error) => failed.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') failed.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  // A request cut short by the next page's navigation is not a file the saved copy lacks.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${request.url()}`);
  });
  await page.goto(siteUrl);
  await waitUntilSavedForOffline(page);
  await stopServer();
  await context.setOffline(true);

  // Not a visit of nothing: every ruleset's home and the site's own pages are in it.
  const paths = OFFLINE_VISIT.paths;
  for (const ruleset of RULESETS) expect(paths).toContain(`${ruleset}/`);
  for (const own of ['', 'dice/', 'screen/', 'search/']) expect(paths).toContain(own);
  if (BASE !== '/') expect(paths.length).toBeGreaterThan(50);
  const outsideBase: string[] = [];
  const unserved: string[] = [];
  for (const path of paths) {
    const response = await page.goto(`${siteUrl}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await renderEveryTool(page);
    // Under a base path (`npm run test:e2e:rules-base`), every link a page holds once its tools
    // have rendered stays inside it and points at a served page and id. At / the accessibility
    // spec checks the links of every page.
    if (BASE !== '/') {
      const links = await renderedLinks(page);
      outsideBase.push(
        ...links
          .map(({ href }) => new URL(href))
          .filter((url) => url.origin === new URL(siteUrl).origin && !url.pathname.startsWith(BASE))
          .map((url) => `${path}: ${url.pathname}`),
      );
      unserved.push(...unservedLinks(links));
    }
  }
  expect(failed).toEqual([]);
  expect(outsideBase, `links outside ${BASE}`).toEqual([]);
  expect(unserved, 'links to what the served HTML lacks').toEqual([]);

  await page.goto(`${siteUrl}cairn/`);
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const searchbox = dialog.getByRole('searchbox', { name: 'Search the rules' });
  await searchbox.fill('scars');
  await expect(dialog.locator('.search-result').first()).toBeVisible({ timeout: 15_000 });
  // A tool is found too, and opens where it lives, ready to use.
  await searchbox.fill('hireling generator');
  const first = dialog.locator('.search-result-link').first();
  await expect(first).toHaveAccessibleName(/^Cairn Tool Hireling generator /);
  await first.click();
  const generator = page.getByRole('region', { name: 'Hireling generator' });
  await expect(generator.getByLabel('Hireling’s name')).toBeFocused();
  await generator.getByRole('button', { name: 'Roll a hireling' }).click();
  await expect(generator.getByRole('button', { name: 'Add to party' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('a new build is saved in the background and used only after the reader reloads', async ({
  page,
}) => {
  test.skip(BASE !== '/', 'the base path changes no part of this; it is checked at /');
  await page.goto(`${siteUrl}cairn/`);
  await waitUntilSavedForOffline(page);
  await expect(page.getByText('A newer build says hello')).toHaveCount(0);

  // Publish a new build: a changed page, and the worker rebuilt for it.
  const pagePath = join(siteDir, 'cairn', 'index.html');
  writeFileSync(
    pagePath,
    readFileSync(pagePath, 'utf8').replace('</h1>', '</h1><p>A newer build says hello</p>'),
  );
  execFileSync(process.execPath, ['scripts/build-service-worker.ts', siteDir], { stdio: 'pipe' });

  await page.reload();
  const banner = page.locator('#update-banner');
  await expect(banner.getByRole('status')).toHaveText('A new version of this site is available.', {
    timeout: 30_000,
  });
  // Until the reader agrees, pages still come whole from the old version.
  await expect(page.getByText('A newer build says hello')).toHaveCount(0);
  await page.goto(`${siteUrl}cairn/`);
  await expect(page.getByText('A newer build says hello')).toHaveCount(0);

  await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible();
  await banner.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('A newer build says hello')).toBeVisible({ timeout: 30_000 });
  const caches = await page.evaluate(async () =>
    (await window.caches.keys()).filter((name) => name.startsWith('rules-at-hand-')),
  );
  expect(caches).toHaveLength(1);
});

/**
 * What the saved copy gives once it is in, checked on one copy: saving it takes seconds, and none
 * of these changes what the others find (the dice roll comes before the screen's table roll, so
 * the roll log holds only its own).
 */
test('with the copy saved, the site can be installed and the offline page reports the copy; with the server gone, the dice roller, my screen, notes on a section and the "not found" page work', async ({
  page,
  context,
}) => {
  await page.goto(siteUrl);
  await waitUntilSavedForOffline(page);

  await test.step('the web app manifest is valid and the site can be installed', async () => {
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    expect(manifest.url).toBe(`${siteUrl}manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as { name?: string; icons?: { src: string }[] };
    expect(data.name).toBe('Rules at Hand');
    for (const icon of data.icons ?? []) {
      const response = await page.request.get(new URL(icon.src, manifest.url).href);
      expect(response.ok(), icon.src).toBe(true);
    }
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Test browsers run as private windows, which never offer installing; anything else is ours.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  });

  await test.step('the offline page reports the saved copy', async () => {
    await page.goto(`${siteUrl}offline/`);
    await expect(
      page.getByRole('status').filter({ hasText: /saved on this device/ }),
    ).toContainText(/\(\d+ files\)/);
  });

  await stopServer();
  await context.setOffline(true);

  // The base path changes no part of the dice roller: it is checked at / only.
  if (BASE === '/') {
    await test.step('the dice roller rolls offline and the roll log keeps the roll', async () => {
      await page.goto(`${siteUrl}dice/`);
      await page.getByLabel('Dice notation').fill('2d6');
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await expect(page.getByRole('status', { name: 'Roll result' })).toContainText('2d6 rolled');
      await page.reload();
      const log = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('rules-at-hand:roll-log') ?? '{}') as {
            entries?: unknown[];
          },
      );
      expect(log.entries).toHaveLength(1);
    });
  }

  await test.step('my screen shows its tool, random table and rules section', async () => {
    const panels = [
      'tool:cairn/morale-check',
      'table:cairn/scars',
      'section:cairn/combat#attacking--damage',
    ].map((id) => ({ id, wide: false, collapsed: false }));
    await page.evaluate(
      (value) => localStorage.setItem('rules-at-hand:screens', value),
      JSON.stringify({ version: 1, current: 0, screens: [{ name: 'Offline', panels }] }),
    );
    await page.goto(`${siteUrl}screen/`);
    await expect(
      page
        .getByRole('article', { name: 'Morale check' })
        .getByRole('heading', { name: 'Morale check', level: 3 }),
    ).toBeAttached();
    await page.getByRole('button', { name: /^Roll d12 on Scars Table$/ }).click();
    await expect(
      page
        .getByRole('article', { name: 'Scars Table' })
        .getByRole('status')
        .filter({ hasText: /^Rolled/ }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Attacking & Damage' })).toContainText(
      'The attacker rolls their weapon die',
    );
  });

  await test.step('a note and a house rule are written on a section and shown', async () => {
    await page.goto(`${siteUrl}cairn/combat/`);
    await writeOn(page, 'Rounds', 'Offline note', 'Offline rule');
    await expect(houseRuleOn(page, 'Rounds')).toContainText('Offline rule');
  });

  await test.step('an address without its final slash opens its page, as the host does', async () => {
    await page.goto(`${siteUrl}cairn/scars`);
    await expect(page).toHaveURL(`${siteUrl}cairn/scars/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Scars' })).toBeVisible();
  });

  await test.step('an address outside the site shows the "not found" page', async () => {
    await page.goto(`${siteUrl}no-such-page/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test('offline, the EPUB says it needs a connection and leads to its book page, and no file outside the saved copy is answered with the "not found" page', async ({
  page,
  context,
}) => {
  test.skip(BASE !== '/', 'the base path changes no part of this; it is checked at /');
  await page.goto(`${siteUrl}dead-weight/book/`);
  await waitUntilSavedForOffline(page);
  await test.step('online, with the copy saved, the EPUB link downloads the EPUB', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'download the EPUB' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('dead-weight.epub');
    expect(await file.failure()).toBeNull();
  });
  await stopServer();
  await context.setOffline(true);

  await test.step('the book page’s EPUB link says the EPUB needs a connection', async () => {
    await page.goto(`${siteUrl}dead-weight/book/`);
    await page.getByRole('link', { name: 'download the EPUB' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'The EPUB needs a connection' }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}dead-weight/dead-weight.epub`);
    await page.getByRole('link', { name: 'read the book page' }).click();
    await expect(page).toHaveURL(`${siteUrl}dead-weight/book/`);
  });

  await test.step('opened directly, the EPUB is answered with status 503, not a page', async () => {
    const response = await page.goto(`${siteUrl}dead-weight/dead-weight.epub`);
    expect(response?.status()).toBe(503);
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  await test.step('any other missing file says it needs a connection, with status 503', async () => {
    for (const path of ['no-such-file.json', 'cairn/no-such-picture.png']) {
      const response = await page.goto(`${siteUrl}${path}`);
      expect(response?.status(), path).toBe(503);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        'This file needs a connection',
      );
    }
  });

  await test.step('a missing file fetched by a page fails, rather than arriving as HTML', async () => {
    const fetched = await page.evaluate(async (url) => {
      try {
        const response = await fetch(url);
        return `${response.status} ${response.headers.get('content-type')}`;
      } catch {
        return 'failed';
      }
    }, `${siteUrl}no-such-file.json`);
    expect(fetched).toBe('failed');
  });

  await test.step('a page outside the site is "not found", with status 404', async () => {
    const response = await page.goto(`${siteUrl}no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
