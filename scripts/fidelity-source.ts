/**
 * Checks a ruleset's MDX pages and table files against its source text without building the
 * site, for use while writing content: `npm run fidelity -- <ruleset>`. The test suite runs the
 * same check against the built pages (tests/content/fidelity.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findMissing, type FidelityConfig } from './content/fidelity.ts';
import { corpusOfFolder } from './content/validate.ts';

const ruleset = process.argv[2];
if (!ruleset) {
  console.error('usage: npm run fidelity -- <ruleset>');
  process.exit(2);
}
const dir = join('content', ruleset);
if (!existsSync(join(dir, 'ruleset.json'))) {
  console.error(
    `${dir}/ruleset.json is missing: \`npm run validate\` lists the rulesets there are`,
  );
  process.exit(2);
}
// An author's own game is its own source: there is nothing to compare it with.
let origin: unknown;
try {
  origin = (JSON.parse(readFileSync(join(dir, 'ruleset.json'), 'utf8')) as { origin?: unknown })
    .origin;
} catch {
  console.error(`${dir}/ruleset.json cannot be read: \`npm run validate -- ${ruleset}\` says why`);
  process.exit(2);
}
if (origin !== 'adapted') {
  console.log(
    `${ruleset}: not adapted from another text ("origin" in ruleset.json), so there is no source to compare it with`,
  );
  process.exit(0);
}
for (const file of ['source.txt', 'fidelity.json']) {
  if (!existsSync(join(dir, file))) {
    console.error(
      `${dir}/${file} is missing: \`npm run validate -- ${ruleset}\` says what it holds`,
    );
    process.exit(1);
  }
}
let config: FidelityConfig;
try {
  config = JSON.parse(readFileSync(join(dir, 'fidelity.json'), 'utf8')) as FidelityConfig;
} catch {
  console.error(`${dir}/fidelity.json cannot be read: \`npm run validate -- ${ruleset}\` says why`);
  process.exit(2);
}
const source = readFileSync(join(dir, 'source.txt'), 'utf8');
const missing = findMissing(source, config, corpusOfFolder(dir));
for (const { line, text } of missing) console.log(`source.txt:${line}: ${text}`);
console.log(
  missing.length === 0
    ? `${ruleset}: nothing missing`
    : `${ruleset}: ${missing.length} source lines missing`,
);
process.exit(missing.length === 0 ? 0 : 1);
