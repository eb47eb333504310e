/**
 * `node scripts/build-search-index.ts [dist]`: the search build step, run after Astro's.
 *
 * 1. Indexes the built site with Pagefind's Node API: the rules pages as they are (their
 *    `data-pagefind-body` article), the site's own pages marked as such, and an entry for each
 *    tool and for each page without rules text (src/lib/search/site-entries.ts). The tools come
 *    from the declarations the screen uses (each ruleset's src/widgets/<ruleset>/tools.ts, read in
 *    Node by src/widgets/screen/tools-on-disk.ts), each with its sentence (`summary`), and are
 *    found where they live in the built pages. A tool found on no page stops the build: its
 *    result would lead nowhere. The checks rulesets' pages declare (`<Check>`) are tools too: they
 *    come from the screen's catalog the build wrote (`screen-catalog.json`, which read them from
 *    the pages with src/markdown/declared-checks.ts), read with the screen's own reader, each with
 *    the sentence its tool opens with, and stop the build the same way when their page lacks them.
 * 2. Writes the vocabulary and re-cuts the word index into small chunks
 *    (scripts/build-search-vocabulary.ts).
 * 3. Takes the players' words (the hidden search aliases) out of the built pages: indexed now,
 *    they would only add to what every reader downloads.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { importBundled } from './import-bundled.ts';
import * as pagefind from 'pagefind';
import { readRulesets } from '../src/content/rulesets-on-disk.ts';
import {
  checkEntries,
  entryHtml,
  indexedPage,
  locateTools,
  toolEntries,
  type BuiltPage,
  type DeclaredCheck,
  type SearchEntry,
} from '../src/lib/search/site-entries.ts';
import { TOOLS } from '../src/widgets/screen/tools-on-disk.ts';
import { rechunkIndex, writeVocabulary } from './build-search-vocabulary.ts';
import { withoutSearchAliases } from '../src/lib/search/aliases.ts';

const dist = process.argv[2] ?? 'dist';

function builtPages(dir: string): BuiltPage[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'pagefind' || name === '_astro' ? [] : builtPages(path);
    if (name !== 'index.html') return [];
    const folder = relative(dist, dir).split('\\').join('/');
    return [{ path: folder ? `${folder}/` : '', html: readFileSync(path, 'utf8') }];
  });
}

const fail = (message: string): never => {
  console.error(`search index: ${message}`);
  process.exit(1);
};

const rulesets = readRulesets().map(({ id, data }) => ({ id, shortTitle: data.shortTitle }));
// The rules pages are the rulesets' MDX pages: content/<ruleset>/<slug>.mdx at /<ruleset>/<slug>/.
const rulesPages = new Set(
  rulesets.flatMap(({ id }) =>
    readdirSync(join('content', id))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => (name === 'index.mdx' ? `${id}/` : `${id}/${name.slice(0, -4)}/`)),
  ),
);
const pages = builtPages(dist).sort((a, b) => a.path.localeCompare(b.path));

const { places, missing } = locateTools(pages, TOOLS);
if (missing.length > 0)
  fail(
    `no built page draws ${missing.map((tool) => `${tool.id} (a heading "${tool.title}")`).join(', ')}`,
  );

/** The checks the rulesets' pages declare, from the catalog the build wrote, read by its rules. */
async function declaredChecks(): Promise<DeclaredCheck[]> {
  const [{ readCatalog }, { describeDeclaration }] = await Promise.all([
    importBundled<typeof import('../src/rules/screen/catalog.ts')>('src/rules/screen/catalog.ts'),
    importBundled<typeof import('../src/rules/checks/declared-check.ts')>(
      'src/rules/checks/declared-check.ts',
    ),
  ]);
  const read = readCatalog(JSON.parse(readFileSync(join(dist, 'screen-catalog.json'), 'utf8')));
  if (!read.ok) return fail(`screen-catalog.json: ${read.error.message}`);
  return read.value.checks.map((check) => ({
    page: `${check.path}/`,
    id: check.id,
    ruleset: check.ruleset,
    title: check.declaration.title,
    summary: describeDeclaration(check.declaration),
  }));
}

const checks = checkEntries(pages, await declaredChecks(), rulesets);
if (checks.missing.length > 0)
  fail(
    `no built page draws ${checks.missing.map((check) => `the check ${check.id} declared in ${check.page}`).join(', ')}`,
  );

const { index, errors } = await pagefind.createIndex({});
if (!index) fail(errors.join('\n'));
const entries: SearchEntry[] = [...toolEntries(TOOLS, places, rulesets), ...checks.entries];
let pageCount = 0;
const added = async (response: Promise<{ errors: string[] }>) => {
  const { errors: problems } = await response;
  if (problems.length > 0) fail(problems.join('\n'));
};
for (const page of pages) {
  const indexed = indexedPage(page, rulesPages, rulesets);
  if (!indexed) continue;
  if ('entry' in indexed) entries.push(indexed.entry);
  else {
    pageCount += 1;
    await added(index!.addHTMLFile({ url: `/${page.path}`, content: indexed.html }));
  }
}
for (const entry of entries)
  await added(index!.addHTMLFile({ url: entry.url, content: entryHtml(entry) }));

const output = join(dist, 'pagefind');
rmSync(output, { recursive: true, force: true });
const written = await index!.writeFiles({ outputPath: output });
if (written.errors.length > 0) fail(written.errors.join('\n'));
await pagefind.close();
const tools = entries.filter((entry) => entry.kind === 'tool').length;
console.log(
  `search index: ${pageCount} pages of text, ${tools} tools and ${entries.length - tools} other pages`,
);

writeVocabulary(
  dist,
  entries.map((entry) =>
    [
      entry.title,
      entry.text,
      ...entry.words,
      ...entry.sections.map((section) => section.title),
    ].join(' '),
  ),
);
rechunkIndex(dist);

for (const page of pages) {
  const html = withoutSearchAliases(page.html);
  if (html !== page.html) writeFileSync(join(dist, page.path, 'index.html'), html);
}
