/**
 * `node scripts/screenshots.ts [path ...]`: screenshots of built pages at phone (390 px) and
 * desktop (1280 px) width, light and dark, into screenshots/ (not committed). For looking at
 * layout changes; run `npm run build` first. DIST_DIR and SCREENSHOT_DIR choose another build
 * and output folder.
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from './chromium.ts';
import { serveStatic } from './static-server.ts';

const paths = process.argv.slice(2);
const targets =
  paths.length > 0
    ? paths
    : [
        '',
        'locus/',
        'cairn/spells/',
        'eldritch-instinct/character-creation/',
        'dead-weight/interlude/',
        'loot/checks/',
      ];
const fullPage = process.env.FULL_PAGE === '1';
const outDir = process.env.SCREENSHOT_DIR ?? 'screenshots';
mkdirSync(outDir, { recursive: true });

const { server, url } = await serveStatic(process.env.DIST_DIR ?? 'dist');
const browser = await launchChromium();
try {
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport,
        colorScheme: theme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      for (const path of targets) {
        await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
        // Tools hydrate when seen or on load: bring each into view, wait for all, then go back up.
        const islands = page.locator('astro-island');
        for (let index = 0; index < (await islands.count()); index++)
          await islands.nth(index).scrollIntoViewIfNeeded();
        await page
          .waitForFunction(
            () => document.querySelectorAll('astro-island[ssr]').length === 0,
            undefined,
            { timeout: 15_000 },
          )
          .catch(() => {});
        await page.evaluate(() => scrollTo(0, 0));
        await page.waitForTimeout(300);
        const name = `${outDir}/${(path || 'home').replace(/\/$/, '').replace(/\//g, '_')}-${device}-${theme}.png`;
        await page.screenshot({ path: name, fullPage });
        console.log(name);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
