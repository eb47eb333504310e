/**
 * `node scripts/bench-baseline.ts <dist> "<which build>"`: measures every page of a build as
 * `npm run bench` does (bytes by the load event on a phone, the least of 3 loads: bench-pages.ts)
 * and writes them to scripts/by-load-baseline.json, which the bench then compares each page
 * with. Record it from the build a change must not make heavier (a checkout of the commit before
 * it, built), and say which build that was.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './chromium.ts';
import { serveStatic } from './static-server.ts';
import { BASELINE_FILE, bytesByLoad, type ByLoadBaseline } from './bench-pages.ts';

const [dist, measuredOn] = process.argv.slice(2);
if (!dist || !measuredOn) {
  console.error('usage: node scripts/bench-baseline.ts <dist> "<which build>"');
  process.exit(2);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const paths = walk(dist)
  .filter((file) => file.endsWith('index.html') && !file.includes('pagefind'))
  .map((file) =>
    file
      .slice(dist.length)
      .replace(/^\//, '')
      .replace(/index\.html$/, ''),
  )
  .filter((path) => !path.startsWith('404'))
  .sort();
const { server, url } = await serveStatic(dist);
const browser = await launchChromium();
const pages: Record<string, number> = {};
try {
  for (const path of paths) pages[path] = await bytesByLoad(browser, url, path);
} finally {
  await browser.close();
  server.close();
}
const baseline: ByLoadBaseline = { measuredOn, pages };
writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
console.log(`${BASELINE_FILE}: ${paths.length} pages of ${dist}`);
