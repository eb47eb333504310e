/**
 * `npm run bench`: builds from clean and reports numbers (it asserts nothing). Budgets are
 * flagged in the output: a text page loads at most 10 KB gzip of HTML+CSS+JS by the load event
 * (PAGE_BUDGETS in bench-pages.ts) and at most 20 KB once idle, before search.
 * Also reports the offline copy the service worker precaches, what a first visit downloads, and
 * every page on a phone with the CPU slowed (bytes, layout shift, long tasks: bench-pages.ts),
 * and the layout shift while scrolling each screen page to its end, first and second visit.
 */
import { reportSuiteTimes } from './bench-suite.ts';
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { build } from 'esbuild';
import { importBundled } from './import-bundled.ts';
import { launchChromium } from './chromium.ts';
import { serveStatic } from './static-server.ts';
import { buildPrecacheManifest } from './precache-files.ts';
import { benchPages, benchScrollShift, PAGE_BUDGETS } from './bench-pages.ts';

const TEXT_PAGE = 'cairn/critical-damage/';
const TEXT_PAGE_IDLE_BUDGET_GZIP = 20 * 1024;
const SEARCH_TERM = 'fatigue';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The screen pages' paths (`<ruleset>/<page>/`), from the content's `screen: true` frontmatter. */
function screenPages(): string[] {
  return walk('content')
    .filter((file) => file.endsWith('.mdx'))
    .filter((file) => /^---\n[\s\S]*?^screen: true$[\s\S]*?^---$/m.test(readFileSync(file, 'utf8')))
    .map((file) => `${file.replace(/^content\//, '').replace(/\.mdx$/, '')}/`)
    .sort();
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Loaded {
  kind: 'html' | 'css' | 'js' | 'other';
  raw: number;
  gzip: number;
  url: string;
  beforeLoad: boolean;
}

function kindOf(response: Response): Loaded['kind'] {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('html')) return 'html';
  if (type.includes('css')) return 'css';
  if (type.includes('javascript')) return 'js';
  return 'other';
}

function track(page: Page): Loaded[] {
  const loaded: Loaded[] = [];
  let loadFired = false;
  page.on('load', () => (loadFired = true));
  page.on('response', async (response) => {
    // Read before the body arrives, which may be after the load event.
    const beforeLoad = !loadFired;
    try {
      const body = await response.body();
      loaded.push({
        kind: kindOf(response),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        url: response.url(),
        beforeLoad,
      });
    } catch {
      // A response without a body (a redirect) adds no bytes.
    }
  });
  return loaded;
}

function summarise(label: string, loaded: readonly Loaded[]): number {
  const rows = (['html', 'css', 'js', 'other'] as const).map((kind) => {
    const items = loaded.filter((item) => item.kind === kind);
    return {
      kind,
      count: items.length,
      raw: items.reduce((sum, item) => sum + item.raw, 0),
      gzip: items.reduce((sum, item) => sum + item.gzip, 0),
    };
  });
  const textBytes = rows
    .filter((row) => row.kind !== 'other')
    .reduce((sum, row) => sum + row.gzip, 0);
  console.log(`  ${label}`);
  for (const row of rows)
    if (row.count)
      console.log(
        `    ${row.kind.padEnd(5)} ${String(row.count).padStart(2)} files  ${kb(row.raw).padStart(9)} raw  ${kb(row.gzip).padStart(9)} gzip`,
      );
  console.log(`    HTML+CSS+JS gzip: ${kb(textBytes)}`);
  return textBytes;
}

// 1. Build from clean.
rmSync('dist', { recursive: true, force: true });
rmSync('.astro', { recursive: true, force: true });
const started = performance.now();
execSync('npm run build', { stdio: 'ignore' });
const buildSeconds = (performance.now() - started) / 1000;

// 2. Sizes on disk.
const files = walk('dist');
const pages = files.filter((file) => file.endsWith('index.html') && !file.includes('pagefind'));
/** A ruleset's book is every page of it again: reported on its own, not among the pages. */
const isBook = (file: string) => /^dist\/[^/]+\/book\/index\.html$/.test(file);
const pageSizes = pages.filter((file) => !isBook(file)).map((file) => statSync(file).size);
const distBytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
console.log('Build');
console.log(
  `  build time (astro, pagefind, sitemap, service worker): ${buildSeconds.toFixed(1)} s`,
);
console.log(`  pages: ${pages.length}`);
console.log(`  dist: ${kb(distBytes)} in ${files.length} files`);
console.log(
  `  HTML per page (books apart): median ${kb(median(pageSizes))}, max ${kb(Math.max(...pageSizes))}`,
);

// The offline copy: what the service worker downloads once, after the first page has loaded.
const precache = buildPrecacheManifest('dist');
const precacheRaw = precache.entries.reduce((sum, entry) => sum + entry.bytes, 0);
const precacheGzip = precache.entries.reduce(
  (sum, entry) =>
    sum +
    gzipSync(
      readFileSync(
        join(
          'dist',
          entry.url.endsWith('/') || entry.url === '' ? `${entry.url}index.html` : entry.url,
        ),
      ),
      { level: 9 },
    ).length,
  0,
);
const workerGzip = gzipSync(readFileSync('dist/sw.js'), { level: 9 }).length;
console.log(
  `  offline copy (precache): ${precache.entries.length} files, ${kb(precacheRaw)} raw, ${kb(precacheGzip)} gzip; service worker ${kb(workerGzip)} gzip`,
);

// Each ruleset's book: its page is in the offline copy, its EPUB is downloaded when asked for.
console.log('  books (the page, in the offline copy; the EPUB, downloaded on request):');
for (const file of pages.filter(isBook)) {
  const ruleset = file.split('/')[1]!;
  const html = readFileSync(file);
  const epub = statSync(join('dist', ruleset, `${ruleset}.epub`)).size;
  console.log(
    `    ${ruleset.padEnd(18)} page ${kb(html.length).padStart(9)} raw ${kb(gzipSync(html, { level: 9 }).length).padStart(9)} gzip   EPUB ${kb(epub).padStart(9)}`,
  );
}

// 3. What a reader's browser loads for a typical text page, then for one search.
const { server, url } = await serveStatic('dist');
const browser = await launchChromium();
try {
  // The page's own bytes, without the offline copy that a service worker fetches in the background.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const loaded = track(page);
  await page.goto(`${url}${TEXT_PAGE}`, { waitUntil: 'load' });
  await page.waitForTimeout(200);
  console.log(`\nText page /${TEXT_PAGE}`);
  const atLoad = summarise(
    'by the load event',
    loaded.filter((item) => item.beforeLoad),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const afterIdle = summarise('after idle', loaded);
  const verdict = (bytes: number, budget: number) =>
    `${kb(budget)}: ${bytes <= budget ? 'within budget' : 'OVER BUDGET'}`;
  console.log(
    `  budgets: by load ${verdict(atLoad, PAGE_BUDGETS.textGzip)}; after idle, before search ${verdict(afterIdle, TEXT_PAGE_IDLE_BUDGET_GZIP)}`,
  );

  const before = loaded.length;
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search the rules' }).fill(SEARCH_TERM);
  await page.locator('.search-result').first().waitFor();
  await page.waitForLoadState('networkidle');
  const search = loaded.slice(before);
  const searchRaw = search.reduce((sum, item) => sum + item.raw, 0);
  const searchGzip = search.reduce((sum, item) => sum + item.gzip, 0);
  console.log(`\nOne search ("${SEARCH_TERM}")`);
  console.log(
    `  ${search.length} files, ${kb(searchRaw)} raw, ${kb(searchGzip)} gzip (search code, Pagefind runtime, index chunks, fragments)`,
  );

  // A first visit with the service worker: the page, then the whole offline copy in the background.
  const firstVisit = await browser.newContext();
  const visitor = await firstVisit.newPage();
  const visitStarted = performance.now();
  await visitor.goto(`${url}${TEXT_PAGE}`, { waitUntil: 'load' });
  await visitor.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  const offlineReadyMs = performance.now() - visitStarted;
  const cachedFiles = await visitor.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('rules-at-hand-'));
    return names.length === 1 ? (await (await caches.open(names[0]!)).keys()).length : -1;
  });
  console.log(`\nFirst visit (text page, then the offline copy)`);
  console.log(
    `  bytes: ${kb(atLoad)} gzip for the page + ${kb(workerGzip + precacheGzip)} gzip for the worker and the offline copy = ${kb(atLoad + workerGzip + precacheGzip)} gzip`,
  );
  console.log(
    `  offline-ready ${(offlineReadyMs / 1000).toFixed(1)} s after the visit started (local server); ${cachedFiles} files cached`,
  );
  await firstVisit.close();

  // Every page as a phone loads it, CPU slowed.
  const paths = pages
    .map((file) => file.replace(/^dist\//, '').replace(/index\.html$/, ''))
    .filter((path) => !path.startsWith('404'));
  await benchPages(browser, url, paths);

  // Every screen page (frontmatter `screen: true`) scrolled to its end, first and second visit.
  await benchScrollShift(browser, url, screenPages());
} finally {
  await browser.close();
  server.close();
}

// 4. The inline dice script on its own, as a text page gets it (the rolling code it loads on
// the first press is a separate chunk, reported with the assets below).
const diceButtons = await build({
  entryPoints: ['src/scripts/dice-buttons.ts'],
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  external: ['./dice-runtime'],
});
const diceButtonsCode = diceButtons.outputFiles[0]!.contents;
const diceButtonsGzip = gzipSync(diceButtonsCode, { level: 9 }).length;
console.log('\nInline dice');
console.log(
  `  script added to every text page: ${kb(diceButtonsCode.length)} raw, ${kb(diceButtonsGzip)} gzip (budget 6.0 KB gzip: ${diceButtonsGzip <= 6 * 1024 ? 'within budget' : 'OVER BUDGET'})`,
);

// 5. Exact distributions: the median of repeated runs for each expression.
const core =
  await importBundled<typeof import('../src/rules/dice/index.ts')>('src/rules/dice/index.ts');
console.log('\nExact distributions (median of 50 runs, budget 5 ms each)');
for (const notation of ['10d10', '20d6', '8d6kh3', '3d6kth2', '6d6>3']) {
  const parsed = core.parseNotation(notation);
  if (!parsed.ok) throw new Error(`${notation}: ${parsed.error.message}`);
  core.computeDistribution(parsed.value);
  const times = Array.from({ length: 50 }, () => {
    const started = performance.now();
    core.computeDistribution(parsed.value);
    return performance.now() - started;
  });
  const time = median(times);
  console.log(
    `  ${notation.padEnd(8)} ${time.toFixed(3)} ms  ${time <= 5 ? 'within budget' : 'OVER BUDGET'}`,
  );
}

const cssFiles = files.filter((file) => file.endsWith('.css'));
const jsFiles = files.filter((file) => file.endsWith('.js') && !file.includes('pagefind'));
console.log('\nAssets');
for (const file of [...cssFiles, ...jsFiles]) {
  const body = readFileSync(file);
  console.log(
    `  ${file.replace(/^dist\//, '').padEnd(40)} ${kb(body.length).padStart(9)} raw ${kb(gzipSync(body, { level: 9 }).length).padStart(9)} gzip`,
  );
}
reportSuiteTimes();
