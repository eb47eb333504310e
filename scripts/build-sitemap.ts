/**
 * `node scripts/build-sitemap.ts [dist]`: writes <dist>/sitemap.xml and <dist>/robots.txt from the
 * built pages. Every page declares its canonical address (site + base + path, see BaseLayout), so
 * the sitemap is exactly those addresses; a page without one (the "not found" page) is left out.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';

function pagesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...pagesUnder(path));
    else if (name.endsWith('.html')) found.push(path);
  }
  return found;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const addresses = pagesUnder(dist)
  .map((path) => /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(path, 'utf8'))?.[1])
  .filter((address): address is string => !!address)
  .sort();
const home = addresses.reduce(
  (shortest, address) => (address.length < shortest.length ? address : shortest),
  addresses[0] ?? '',
);
if (!home) throw new Error(`no page in ${dist} declares a canonical address`);

writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${addresses
    .map((address) => `  <url><loc>${escapeXml(address)}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap.xml', home).href}\n`,
);
console.log(`sitemap: ${addresses.length} pages`);
// A build for a host made without SITE_URL would publish addresses on this machine: the sitemap,
// every canonical link and the books' links to the tools. Fine to preview; worth a word before
// the folder is uploaded.
if (new URL(home).hostname === 'localhost') {
  console.log(
    `sitemap: the pages' addresses start ${new URL(home).origin}, since SITE_URL is not set; set it to the public address before deploying (README, "Deploying")`,
  );
}
