/**
 * Helpers the browser tests share: scripted dice, seeded and read-back storage, finding a tool
 * once it can take input, and the accessibility check. One copy here keeps every spec scripting
 * the page the same way, so a change to how the site rolls or stores needs one fix, not eight.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The WCAG levels every page must meet. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Where the site keeps the shared roll log. */
export const ROLL_LOG_KEY = 'rules-at-hand:roll-log';

/** One roll as the roll log stores it (src/stores/roll-log.ts). */
export interface LoggedRoll {
  source: string;
  href?: string;
  expression: string;
  detail?: string;
  total: number;
  result?: string;
}

/**
 * Scripts the browser's dice from the next page load on. The site's only rng reads
 * `crypto.getRandomValues` into a Uint32Array(1) and a die of N sides shows `(value % N) + 1`, so
 * a queued face f is written as f - 1. When the queue is empty the real generator takes over, so
 * a test scripts exactly the rolls it checks. `faces` (1-based) are queued at every load of the
 * page, before its scripts run, for rolls that happen as the page opens; otherwise queue them
 * with `queueFaces` right before the click that rolls.
 */
export async function scriptDice(page: Page, options: { faces?: number[] } = {}): Promise<void> {
  await page.addInitScript(
    (values) => {
      const real = crypto.getRandomValues.bind(crypto);
      const queue = [...values];
      (window as unknown as { __faces: number[] }).__faces = queue;
      crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint32Array && array.length === 1 && queue.length > 0) {
          array[0] = queue.shift()!;
          return array;
        }
        return real(array as never) as T;
      }) as typeof crypto.getRandomValues;
    },
    toValues(options.faces ?? []),
  );
}

/** Queues the faces (1-based, in roll order) the next dice show; needs `scriptDice` before the page loaded. */
export async function queueFaces(page: Page, faces: number[]): Promise<void> {
  await page.evaluate(
    (values) => (window as unknown as { __faces: number[] }).__faces.push(...values),
    toValues(faces),
  );
}

/** The value crypto must write for each face: a die of N sides shows (value % N) + 1. */
function toValues(faces: number[]): number[] {
  return faces.map((face) => {
    if (!Number.isInteger(face) || face < 1)
      throw new Error(`A die face is a whole number from 1: got ${face}.`);
    return face - 1;
  });
}

/**
 * Writes localStorage before the page's scripts run, once per test: each key is written on the
 * first load only, so a reload shows what the page saved rather than the seed again. Strings are
 * stored as they are (to seed corrupted text), anything else as JSON. Several calls add up.
 */
export async function seedStorage(page: Page, entries: Record<string, unknown>): Promise<void> {
  const texts = Object.entries(entries).map(
    ([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)] as const,
  );
  await page.addInitScript((pairs) => {
    for (const [key, text] of pairs) {
      // sessionStorage lasts for the tab, so it remembers across reloads that this key was seeded.
      const flag = `seeded:${key}`;
      if (sessionStorage.getItem(flag)) continue;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem(key, text);
    }
  }, texts);
}

/** What the page stored under `key`, parsed from JSON; null when nothing is stored. */
export async function readStored<T = unknown>(page: Page, key: string): Promise<T | null> {
  const text = await page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
  return text === null ? null : (JSON.parse(text) as T);
}

/** The roll log's entries, newest first; empty when nothing has been rolled. */
export async function readRollLog(page: Page): Promise<LoggedRoll[]> {
  return (await readStored<{ entries: LoggedRoll[] }>(page, ROLL_LOG_KEY))?.entries ?? [];
}

/**
 * A tool by its heading (its region's name), once its island is ready: scrolling it into view
 * starts islands that hydrate when visible; Astro removes the island's `ssr` attribute when it has
 * hydrated. A tool placed with `client:visible-after-load` then hands over what was typed while
 * it waited, and holds clicks until it has (src/lib/visible-after-load.ts): a click in that gap
 * acts later, out of the test's order, so such a tool is ready once it says `data-ready`.
 */
export async function toolRegion(
  page: Page,
  heading: string,
  { exact = true }: { exact?: boolean } = {},
): Promise<Locator> {
  const region = page.getByRole('region', { name: heading, exact });
  // A tool may swap its section as it starts (a loading state for its ready one): try again then.
  await expect(async () => region.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  const island = region.locator('xpath=ancestor::astro-island[1]');
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  const client = (await island.count()) > 0 ? await island.getAttribute('client') : null;
  if (client === 'visible-after-load') await expect(island).toHaveAttribute('data-ready', '');
  return region;
}

/**
 * The axe rules whose outcome depends on the colour theme. A theme changes colours only (the
 * `data-theme` attribute picks the custom properties), so a page checked in full in one theme
 * needs only these in the other.
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core itself, put into a page once per document. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The one axe rule that reads the page's stylesheets rather than its elements. Before a run that
 * includes it, axe fetches and parses every stylesheet again, up to half the run on a long page,
 * and its outcome depends on neither the theme nor the viewport nor what a tool shows. The
 * every-page check (accessibility.spec.ts) runs it once on each page with every tool rendered,
 * which is where it belongs; every other run leaves it out.
 */
export const STYLESHEET_RULE = 'css-orientation-lock';

/**
 * The page's axe violations at WCAG_TAGS, one line each (rule id: elements), so a failure names
 * them; `rules` narrows the run to those rules (e.g. THEME_RULES), and `stylesheets` adds
 * STYLESHEET_RULE, left out otherwise.
 *
 * axe runs in the page as it is, asked for violations only. The Playwright wrapper also gathers
 * every passing node and finishes each run in a second page, which made a check of a long rules
 * page six times slower; the site has no frames, the one thing the wrapper adds.
 */
export async function axeViolations(
  page: Page,
  {
    rules,
    stylesheets = false,
  }: { readonly rules?: readonly string[]; readonly stylesheets?: boolean } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // The site scrolls smoothly to a field that takes the focus: axe measures the targets once they
  // have come to rest (mid-scroll, a button half under the sticky header counts as too small).
  await scrollSettled(page);
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: WCAG_TAGS },
    rules: { [STYLESHEET_RULE]: { enabled: stylesheets } },
    preload: stylesheets,
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, runOptions);
    return results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, options);
  return violations.map(({ id, targets }) => `${id}: ${targets.join(', ')}`);
}

/**
 * Resolves once the page has stopped scrolling: the site scrolls smoothly to a focused field and to
 * a rolled table's row, and a click or a measure taken mid-scroll lands somewhere else each run.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = scrollY;
        let stillFrames = 0;
        const watch = () => {
          stillFrames = scrollY === last ? stillFrames + 1 : 0;
          last = scrollY;
          if (stillFrames >= 3) resolve();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }),
  );
}

/** Shows the page in a theme the way the header's theme button does: by the root's data attributes. */
export async function showTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((choice) => {
    document.documentElement.dataset.theme = choice;
    document.documentElement.dataset.themeChoice = choice;
  }, theme);
}

/**
 * Axe's findings on the page as it stands, in the light theme with every rule and in the dark
 * theme with THEME_RULES, switched in place so a state a test built up is checked in both; the
 * page is left in the light theme. `stylesheets` adds STYLESHEET_RULE to the light run. Expect
 * `{ light: [], dark: [] }`.
 */
export async function violationsInBothThemes(
  page: Page,
  { stylesheets = false }: { readonly stylesheets?: boolean } = {},
): Promise<{ light: string[]; dark: string[] }> {
  await showTheme(page, 'light');
  const light = await axeViolations(page, { stylesheets });
  await showTheme(page, 'dark');
  const dark = await axeViolations(page, { rules: THEME_RULES });
  await showTheme(page, 'light');
  return { light, dark };
}

/** A phone's viewport, the narrowest the site is laid out for. */
export const PHONE = { width: 390, height: 844 };

/**
 * Runs `check` with the page at a phone's width, then puts the viewport back, so a state a test
 * built up is checked at both widths without being built twice.
 */
export async function atPhoneWidth<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    return await check();
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** How far the page scrolls sideways: 0 (or less) when it fits its viewport's width. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * A chance as the site writes it, from outcomes a test counted itself: the percent with one
 * decimal and the fraction in lowest terms, "59.8% (299/500)"; none and all read as the percent.
 */
export function chanceText(count: number, of: number): string {
  const percent = `${((count / of) * 100).toFixed(1)}%`;
  if (count === 0 || count === of) return percent;
  let [x, y] = [count, of];
  while (y !== 0) [x, y] = [y, x % y];
  return `${percent} (${count / x}/${of / x})`;
}

/** Holds back the code of one island until `release` is called, as a slow phone network would. */
export async function holdIslandCode(page: Page, component: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
