/**
 * Layout shift while a reader scrolls a page from top to bottom, as a phone shows it: the tools
 * start as they come into view (`client:visible-after-load`), and any that grows or shrinks then
 * moves what the reader is looking at. Used by the bench (every screen page, first and second
 * visit) and by the browser tests of pages that once jumped.
 */
import type { Page } from '@playwright/test';

interface ShiftRecord {
  shift: number;
}

/** Installed before any page script (`page.addInitScript`): adds up shifts no input caused. */
export function observeLayoutShift(): void {
  const record: ShiftRecord = { shift: 0 };
  (window as unknown as { __scrollShift: ShiftRecord }).__scrollShift = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) record.shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Until every tool on screen has started and the page has drawn twice since. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
      const box = island.getBoundingClientRect();
      return box.bottom <= 0 || box.top >= innerHeight;
    }),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Opens `url` in `page` (which has `observeLayoutShift` installed), scrolls it to the end three
 * quarters of a screen at a time, letting the tools in view start at each step, and returns the
 * layout shift of the whole visit. Call it again on the same page for a second visit.
 */
export async function scrollShift(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  for (;;) {
    const moved = await page.evaluate(() => {
      const before = scrollY;
      scrollBy(0, Math.round(innerHeight * 0.75));
      return scrollY > before;
    });
    if (!moved) break;
    await settle(page);
  }
  return page.evaluate(
    () => (window as unknown as { __scrollShift: ShiftRecord }).__scrollShift.shift,
  );
}
