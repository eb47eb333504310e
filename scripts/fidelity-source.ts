/**
 * Checks a ruleset's MDX pages and table files against its source text without building the
 * site, for use while writing content: `npm run fidelity -- <ruleset>`. The test suite runs the
 * same check against the built pages (tests/content/fidelity.test.ts).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildCorpus, findMissing, type FidelityConfig } from '../tests/support/fidelity.ts';
import { rowLabel, type RandomTable } from '../src/rules/tables/model.ts';

const ruleset = process.argv[2];
if (!ruleset) {
  console.error('usage: npm run fidelity -- <ruleset>');
  process.exit(2);
}
const dir = join('content', ruleset);
const texts: string[] = [];
const cells: string[] = [];

for (const file of readdirSync(dir).filter((name) => name.endsWith('.mdx')).sort()) {
  const mdx = readFileSync(join(dir, file), 'utf8').replace(/^---[\s\S]*?---/, '');
  for (const line of mdx.split('\n')) {
    if (/^\s*\|/.test(line)) cells.push(...line.split('|').slice(1, -1));
  }
  texts.push(mdx.replace(/<[^>]+>/g, ' '));
}
const tablesDir = join(dir, 'tables');
if (existsSync(tablesDir)) {
  for (const file of readdirSync(tablesDir).filter((name) => name.endsWith('.json'))) {
    const table = JSON.parse(readFileSync(join(tablesDir, file), 'utf8')) as RandomTable;
    cells.push(table.rollHeading ?? table.die, ...table.columns);
    for (const row of table.rows) {
      const label = rowLabel(table, row);
      cells.push(label, ...row.cells);
      texts.push(`${label} ${row.cells.join(' ')}`);
    }
    texts.push(table.title);
  }
}

const config = JSON.parse(readFileSync(join(dir, 'fidelity.json'), 'utf8')) as FidelityConfig;
const source = readFileSync(join(dir, 'source.txt'), 'utf8');
const missing = findMissing(source, config, buildCorpus(texts, cells));
for (const { line, text } of missing) console.log(`source.txt:${line}: ${text}`);
console.log(missing.length === 0 ? `${ruleset}: nothing missing` : `${ruleset}: ${missing.length} source lines missing`);
process.exit(missing.length === 0 ? 0 : 1);
