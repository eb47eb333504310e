/**
 * Adding a ruleset changes no file outside content/<slug>/: the site, its tests and the scripts
 * read the rulesets from content/*\/ruleset.json. This test keeps it so by looking through src/
 * and tests/ for a list of rulesets written by hand: a file that names three or more rulesets
 * as whole strings ('cairn', "dead-weight", 'Eldritch Instinct'), as object keys (`loot: ...`) or
 * as their folders ('src/rules/locus'). Addresses of example pages ('cairn/combat/') are not
 * lists and pass.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRulesets } from '../../src/content/rulesets-on-disk';
import { stripComments } from './scan-source';

const ROOT = join(import.meta.dirname, '../..');
const SOURCE = /\.(?:ts|tsx|mts|js|mjs|astro)$/;
/** Three names make a list; two are an example (a test comparing Cairn with LOOT). */
const LIST_LENGTH = 3;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Named {
  readonly id: string;
  readonly shortTitle: string;
}

/** The slugs of the rulesets a source text names the way a list of them would, in the order given. */
export function rulesetsNamed(text: string, rulesets: readonly Named[]): string[] {
  const code = stripComments(text);
  return rulesets
    .filter(({ id, shortTitle }) => {
      const slug = escape(id);
      const asString = new RegExp(
        `(['"\`])(?:${slug}|${escape(shortTitle)}|(?:src/(?:rules|widgets|stores)|content)/${slug}/?)\\1`,
      );
      const asKey = new RegExp(`(?:^|[{,\\s])${slug}\\s*:(?!//)`, 'm');
      return asString.test(code) || asKey.test(code);
    })
    .map(({ id }) => id);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

const RULESETS = readRulesets(join(ROOT, 'content')).map(({ id, data }) => ({
  id,
  shortTitle: data.shortTitle,
}));
/** The five the site was built with, for the detector's own tests: they hold whatever content/ holds. */
const FIVE: Named[] = [
  { id: 'locus', shortTitle: 'Locus' },
  { id: 'eldritch-instinct', shortTitle: 'Eldritch Instinct' },
  { id: 'cairn', shortTitle: 'Cairn' },
  { id: 'dead-weight', shortTitle: 'Dead Weight' },
  { id: 'loot', shortTitle: 'LOOT' },
];
const SLUGS = FIVE.map(({ id }) => id);

describe('rulesetsNamed', () => {
  it('finds a list written as strings, as an enum or as folders', () => {
    expect(
      rulesetsNamed(
        "export const IDS = ['locus', 'eldritch-instinct', 'cairn', 'dead-weight', 'loot'] as const;",
        FIVE,
      ),
    ).toEqual(SLUGS);
    expect(rulesetsNamed('const plus = new Set(["cairn"]);', FIVE)).toEqual(['cairn']);
    expect(
      rulesetsNamed(
        "forbiddenFolders: ['src/rules/cairn', 'src/rules/loot', 'src/rules/locus/']",
        FIVE,
      ),
    ).toEqual(['locus', 'cairn', 'loot']);
  });

  it('finds a list of their short titles', () => {
    expect(rulesetsNamed("toHaveText(['Locus', 'Eldritch Instinct', 'Cairn'])", FIVE)).toEqual([
      'locus',
      'eldritch-instinct',
      'cairn',
    ]);
  });

  it('finds a record keyed by ruleset, quoted or not', () => {
    const record =
      "const logs = {\n  cairn: () => load('c'),\n  'dead-weight': () => load('d'),\n  loot: () => load('l'),\n};";
    expect(rulesetsNamed(record, FIVE)).toEqual(['cairn', 'dead-weight', 'loot']);
  });

  it('passes addresses of example pages and names in comments or prose', () => {
    const examples = [
      "await page.goto('cairn/combat/');",
      "await page.goto('locus/directors-screen/');",
      "await page.goto('dead-weight/');",
      "expect(href).toContain('/loot/');",
      '// the locus, cairn and loot texts',
      "const sentence = 'Locus, Cairn and LOOT';",
    ].join('\n');
    expect(rulesetsNamed(examples, FIVE)).toEqual([]);
  });
});

describe('src/ and tests/', () => {
  it(`have no list of rulesets written by hand (a file naming ${LIST_LENGTH} or more)`, () => {
    expect(RULESETS.length).toBeGreaterThanOrEqual(LIST_LENGTH);
    const lists = [...sourceFiles('src'), ...sourceFiles('tests')]
      // This file's own examples are the lists it looks for.
      .filter((path) => path !== 'tests/architecture/ruleset-lists.test.ts')
      .map((path) => ({ path, named: rulesetsNamed(readFileSync(join(ROOT, path), 'utf8'), FIVE) }))
      .filter(({ named }) => named.length >= LIST_LENGTH)
      .map(
        ({ path, named }) =>
          `${path} names ${named.join(', ')}: read them from content/ (src/content/rulesets-on-disk.ts, or getRulesets() in a page)`,
      );
    expect(lists).toEqual([]);
  });
});
