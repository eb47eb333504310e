/**
 * Every page as a phone loads it: bytes by the load event and after idle, then, with the CPU
 * slowed 4x through the DevTools protocol, layout shift, total long-task time, total blocking
 * time and a time to interactive. Reports numbers and flags budgets; asserts nothing.
 *
 * Time to interactive here is the end of the last long task after first paint (or first paint
 * when there is none): the moment the main thread was last busy for 50 ms or more while loading.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { observeLayoutShift, scrollShift } from './scroll-shift.ts';

export const PAGE_BUDGETS = {
  /** HTML+CSS+JS gzip by the load event on the heaviest page. */
  heaviestGzip: 45 * 1024,
  /** The same on a text page (no tools). */
  textGzip: 10 * 1024,
  cls: 0.05,
  blockingMs: 200,
} as const;

/**
 * Each page's bytes by the load event on a build kept for comparison (scripts/bench-baseline.ts
 * records it): a feature that promises to add nothing before the load event is held to it here,
 * page by page. The file says which build it was measured on.
 */
export const BASELINE_FILE = 'scripts/by-load-baseline.json';

export interface ByLoadBaseline {
  readonly measuredOn: string;
  readonly pages: Readonly<Record<string, number>>;
}

function readBaseline(): ByLoadBaseline | undefined {
  return existsSync(BASELINE_FILE)
    ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as ByLoadBaseline)
    : undefined;
}

export interface PageFigures {
  readonly path: string;
  readonly hasTools: boolean;
  readonly gzipByLoad: number;
  readonly gzipAfterIdle: number;
  readonly cls: number;
  readonly longTaskMs: number;
  readonly blockingMs: number;
  readonly interactiveMs: number;
}

/** Installed before any page script: collects layout shifts and long tasks as they happen. */
function observe(): void {
  const record = { cls: 0, tasks: [] as { start: number; duration: number }[], paint: 0 };
  (window as unknown as { __bench: typeof record }).__bench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) record.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') record.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

function isText(contentType: string): boolean {
  return /html|css|javascript/.test(contentType);
}

/** A phone's tab (390 px, touch, CPU slowed 4x), as every figure here is taken in. */
async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/**
 * Opens `path` and counts the gzip bytes of HTML, CSS and JS: those that came in before the load
 * event, and all of them, up to the time `total` is read.
 */
async function loadCounting(page: Page, address: string) {
  let loaded = false;
  let byLoad = 0;
  let total = 0;
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    // Read before the body arrives: a file that came in before the load event counts as loaded
    // by then, even when reading its body finishes after.
    const beforeLoad = !loaded;
    reading.push(
      (async () => {
        try {
          if (!isText(response.headers()['content-type'] ?? '')) return;
          const bytes = gzipSync(await response.body(), { level: 9 }).length;
          total += bytes;
          if (beforeLoad) byLoad += bytes;
        } catch {
          // A response without a body adds no bytes.
        }
      })(),
    );
  });
  await page.goto(address, { waitUntil: 'load' });
  loaded = true;
  const settled = async () => {
    await Promise.all(reading);
    return { byLoad, total };
  };
  return { settled };
}

/** A page's bytes by the load event alone, in one load. */
async function oneLoadBytes(browser: Browser, url: string, path: string): Promise<number> {
  const { context, page } = await phonePage(browser);
  try {
    const counted = await loadCounting(page, `${url}${path}`);
    return (await counted.settled()).byLoad;
  } finally {
    await context.close();
  }
}

/**
 * A page's bytes by the load event, the least of `loads` loads: where code that starts on the
 * page races the load event (my screen fetches its tools' code at once), one load may count what
 * another does not, and the least is what the page itself asks for before its load event. What
 * scripts/bench-baseline.ts records, and what a page heavier than that record is measured by again.
 */
export async function bytesByLoad(
  browser: Browser,
  url: string,
  path: string,
  loads = 3,
): Promise<number> {
  let least = Infinity;
  for (let load = 0; load < loads; load++)
    least = Math.min(least, await oneLoadBytes(browser, url, path));
  return least;
}

async function figuresOf(browser: Browser, url: string, path: string): Promise<PageFigures> {
  const { context, page } = await phonePage(browser);
  await page.addInitScript(observe);
  const counted = await loadCounting(page, `${url}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const record = await page.evaluate(
    () =>
      (
        window as unknown as {
          __bench: { cls: number; tasks: { start: number; duration: number }[]; paint: number };
        }
      ).__bench,
  );
  const hasTools = await page.evaluate(() => document.querySelector('astro-island') !== null);
  const { byLoad, total } = await counted.settled();
  await context.close();
  const afterPaint = record.tasks.filter((task) => task.start + task.duration > record.paint);
  const lastEnd = afterPaint.reduce(
    (end, task) => Math.max(end, task.start + task.duration),
    record.paint,
  );
  return {
    path,
    hasTools,
    gzipByLoad: byLoad,
    gzipAfterIdle: total,
    cls: record.cls,
    longTaskMs: record.tasks.reduce((sum, task) => sum + task.duration, 0),
    blockingMs: afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    interactiveMs: lastEnd,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Measures each page in turn (one at a time, so pages do not slow each other) and prints a table. */
export async function benchPages(
  browser: Browser,
  url: string,
  paths: readonly string[],
): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const path of paths) figures.push(await figuresOf(browser, url, path));
  const baseline = readBaseline();
  // A page that came out heavier than the record is weighed as the record was: the least of 3 loads.
  const compared = new Map<string, number>();
  for (const page of figures) {
    const before = baseline?.pages[page.path];
    if (before === undefined) continue;
    const bytes =
      page.gzipByLoad > before
        ? Math.min(page.gzipByLoad, await bytesByLoad(browser, url, page.path))
        : page.gzipByLoad;
    compared.set(page.path, bytes - before);
  }
  const versus = (page: PageFigures) => compared.get(page.path);
  console.log('\nEvery page on a phone (390 px, CPU slowed 4x; bytes are HTML+CSS+JS gzip)');
  if (baseline)
    console.log(`  "vs base": bytes by load against ${BASELINE_FILE}, ${baseline.measuredOn}`);
  console.log(
    `  ${'page'.padEnd(44)} ${'by load'.padStart(9)} ${'vs base'.padStart(8)} ${'idle'.padStart(9)} ${'CLS'.padStart(6)} ${'long'.padStart(7)} ${'TBT'.padStart(7)} ${'TTI'.padStart(7)}  flags`,
  );
  for (const page of figures) {
    const change = versus(page);
    const flags = [
      change !== undefined && change > 0 ? `heavier than the baseline by ${change} B` : '',
      page.gzipByLoad > (page.hasTools ? PAGE_BUDGETS.heaviestGzip : PAGE_BUDGETS.textGzip)
        ? `bytes over ${kb(page.hasTools ? PAGE_BUDGETS.heaviestGzip : PAGE_BUDGETS.textGzip)}`
        : '',
      page.cls > PAGE_BUDGETS.cls ? `CLS over ${PAGE_BUDGETS.cls}` : '',
      page.blockingMs > PAGE_BUDGETS.blockingMs ? `TBT over ${PAGE_BUDGETS.blockingMs} ms` : '',
    ].filter(Boolean);
    console.log(
      `  /${page.path.padEnd(43)} ${kb(page.gzipByLoad).padStart(9)} ${(change === undefined ? '' : `${change > 0 ? '+' : ''}${change} B`).padStart(8)} ${kb(page.gzipAfterIdle).padStart(9)} ${page.cls.toFixed(3).padStart(6)} ${`${Math.round(page.longTaskMs)}`.padStart(5)}ms ${`${Math.round(page.blockingMs)}`.padStart(5)}ms ${`${Math.round(page.interactiveMs)}`.padStart(5)}ms  ${flags.length ? `OVER BUDGET: ${flags.join(', ')}` : 'within budget'}`,
    );
  }
  const over = figures.filter(
    (page) =>
      (versus(page) ?? 0) > 0 ||
      page.gzipByLoad > (page.hasTools ? PAGE_BUDGETS.heaviestGzip : PAGE_BUDGETS.textGzip) ||
      page.cls > PAGE_BUDGETS.cls ||
      page.blockingMs > PAGE_BUDGETS.blockingMs,
  );
  console.log(
    `  ${figures.length} pages, ${over.length} over a budget (text pages ${kb(PAGE_BUDGETS.textGzip)}, pages with tools ${kb(PAGE_BUDGETS.heaviestGzip)}, CLS ${PAGE_BUDGETS.cls}, TBT ${PAGE_BUDGETS.blockingMs} ms${baseline ? ', no page heavier by load than the baseline' : ''})`,
  );
  return figures;
}

/**
 * Layout shift while a phone scrolls each page from top to bottom (CPU slowed 4x), on the first
 * visit and on a second one in the same browser (cache warm, the room tools took last time kept),
 * flagged above PAGE_BUDGETS.cls: the load figures above stop at the top of the page, where a
 * screen page's tools further down have not started yet.
 */
export async function benchScrollShift(
  browser: Browser,
  url: string,
  paths: readonly string[],
): Promise<void> {
  console.log('\nLayout shift while scrolling each screen page on a phone (390 px, CPU slowed 4x)');
  console.log(`  ${'page'.padEnd(44)} ${'first'.padStart(7)} ${'second'.padStart(7)}  flags`);
  let over = 0;
  for (const path of paths) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observeLayoutShift);
    const first = await scrollShift(page, `${url}${path}`);
    const second = await scrollShift(page, `${url}${path}`);
    await context.close();
    const flagged = first > PAGE_BUDGETS.cls || second > PAGE_BUDGETS.cls;
    if (flagged) over += 1;
    console.log(
      `  /${path.padEnd(43)} ${first.toFixed(3).padStart(7)} ${second.toFixed(3).padStart(7)}  ${flagged ? `OVER BUDGET: CLS over ${PAGE_BUDGETS.cls}` : 'within budget'}`,
    );
  }
  console.log(`  ${paths.length} screen pages, ${over} over the budget (CLS ${PAGE_BUDGETS.cls})`);
}
