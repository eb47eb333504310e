/**
 * Makes each ruleset's EPUB from its built book page, after `astro build`:
 * `node scripts/build-epub.ts dist` writes `dist/<ruleset>/<ruleset>.epub` for every
 * `dist/<ruleset>/book/index.html`. The service worker leaves the EPUBs out of the offline copy
 * (they are downloaded when asked for); `npm test` checks them with EPUBCheck.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RulesetSchema } from '../src/content/schemas.ts';
import { buildEpub, readBookPage } from './epub/epub.ts';

const dist = process.argv[2] ?? 'dist';
/** SOURCE_DATE_EPOCH (seconds) fixes the book's date, for builds that must give the same bytes. */
const date = process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000)
  : new Date();

const rulesets = readdirSync(dist).filter((name) =>
  existsSync(join(dist, name, 'book', 'index.html')),
);
if (rulesets.length === 0) {
  console.error(`${dist}: no book pages (<ruleset>/book/index.html): run astro build first`);
  process.exit(1);
}
for (const ruleset of rulesets) {
  const html = readFileSync(join(dist, ruleset, 'book', 'index.html'), 'utf8');
  const bookUrl = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!bookUrl) throw new Error(`${dist}/${ruleset}/book/index.html has no canonical address`);
  const language = /<html lang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  const data = RulesetSchema.parse(
    JSON.parse(readFileSync(join('content', ruleset, 'ruleset.json'), 'utf8')),
  );
  const epub = buildEpub(readBookPage(html), {
    title: data.title,
    shortTitle: data.shortTitle,
    author: data.author,
    version: data.version,
    licence: data.licence,
    licenceUrl: data.licenceUrl,
    source: data.source,
    bookUrl,
    language,
    date,
  });
  const file = join(dist, ruleset, `${ruleset}.epub`);
  writeFileSync(file, epub);
  console.log(`${file}: ${(epub.length / 1024).toFixed(1)} KB`);
}
