/**
 * The files of a new ruleset, for `npm run new-ruleset -- <slug> "<Title>"`: a ruleset.json with
 * every field (each explained by a `//` comment taken from the schema's own description), a home
 * page that shows the dice and table syntax, an example random table and an empty glossary. It
 * is registered nowhere else: the site and the tests find rulesets by their folder.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RulesetFieldsSchema } from '../../src/content/schemas.ts';

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type ScaffoldResult = { ok: true; files: string[] } | { ok: false; message: string };

/** The next free `order`: after every ruleset already in content/, so the new one comes last. */
function nextOrder(contentDir: string): number {
  if (!existsSync(contentDir)) return 1;
  const orders = readdirSync(contentDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(contentDir, entry.name, 'ruleset.json')),
    )
    .map((entry) => {
      try {
        const order = (
          JSON.parse(readFileSync(join(contentDir, entry.name, 'ruleset.json'), 'utf8')) as {
            order?: unknown;
          }
        ).order;
        return typeof order === 'number' ? order : 0;
      } catch {
        return 0;
      }
    });
  return Math.max(0, ...orders) + 1;
}

/**
 * What the scaffold writes for the writer to replace. `npm run validate` reports any of it still
 * there (findPlaceholders), so a ruleset is never published as "by Your name".
 */
const PLACEHOLDER = {
  author: 'Your name',
  pitch: 'say in one sentence what the players do and what it feels like.',
  contents:
    'list the main parts (characters, rolls, combat, tables) so a reader knows what is inside.',
  home: 'Replace this text with',
  tableTitle: 'Example table',
} as const;

const describe = (field: keyof typeof RulesetFieldsSchema.shape) =>
  RulesetFieldsSchema.shape[field].description ?? '';

/** ruleset.json with a `// field` comment before each field, in the order a writer fills them in. */
export function rulesetJson(title: string, order: number): string {
  const entries: [string, unknown][] = [
    [
      '// about this file',
      'The metadata of this ruleset. Keys that start with // are comments: keep them, change them or delete them. `npm run validate` checks this file.',
    ],
    ['// title', describe('title')],
    ['title', title],
    ['// shortTitle', describe('shortTitle')],
    ['shortTitle', title],
    ['// pitch', describe('pitch')],
    ['pitch', `${title} is a game of ...: ${PLACEHOLDER.pitch}`],
    ['// contents', describe('contents')],
    ['contents', `The rules of ${title}: ${PLACEHOLDER.contents}`],
    ['// order', describe('order')],
    ['order', order],
    ['// author', describe('author')],
    ['author', PLACEHOLDER.author],
    ['// origin', describe('origin')],
    ['origin', 'original'],
    [
      '// source',
      `${describe('source')}, such as "https://example.org/my-game/"; add a "source" field when there is one`,
    ],
    ['// version', describe('version')],
    ['version', '1.0'],
    ['// licence', describe('licence')],
    ['licence', 'All rights reserved by the author'],
    [
      '// licenceUrl',
      `${describe('licenceUrl')}, such as "https://creativecommons.org/licenses/by/4.0/" for "CC BY 4.0"; add a "licenceUrl" field when there is one`,
    ],
    ['// openLicence', describe('openLicence')],
    ['openLicence', false],
    ['// credits', describe('credits')],
    ['credits', []],
    ['// dicePlus', describe('dicePlus')],
    ['dicePlus', 'sum'],
  ];
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

/** The home page: what a page holds, with the dice and the table written the way the site reads them. */
export function indexMdx(slug: string, title: string): string {
  return `---
title: ${JSON.stringify(title)}
description: ${JSON.stringify(`The rules of ${title}, with rollable dice and tables.`)}
order: 1
---

This is the home page of ${title}: the first page readers see, at /${slug}/. ${PLACEHOLDER.home}
the introduction to your game. Every other page is one more .mdx file in this folder, with its own
title, description and order at the top; the order sets its place in the sidebar.

## Rolling dice

Dice written in the text become buttons that roll them and show the exact chance: roll 2d6, add
d20+3 to hit, or keep the best of three with 3d6kh1. Headings, links and table headers never
become buttons.

## A random table

The table below comes from tables/example-table.json. Its Roll button rolls the die the file names
and highlights the row it lands on.

<RandomTable id="${slug}/example-table" />

## Your game's own check

A check is declared in the page, with no code: its dice, the modifiers a character adds (with the
values they run over) and what each result means. The tool below shows the exact chance of every
result, a table of them for every modifier's value, and rolls the check into the roll log.
Change the numbers and labels to your game's; \`npm run validate\` says what is wrong, if anything.

<Check
  id="grit-check"
  title="Grit check"
  dice="2d6"
  modifiers={[{ name: 'Grit', min: 0, max: 3, default: 1 }]}
  bands={[
    { label: 'Success', atLeast: 9 },
    { label: 'Success at a cost', atLeast: 6, atMost: 8 },
    { label: 'Failure', atMost: 5 },
  ]}
/>
`;
}

export function exampleTableJson(): string {
  const table = {
    title: PLACEHOLDER.tableTitle,
    die: 'd6',
    columns: ['What happens'],
    rows: [
      { roll: [1, 2], cells: ['A quiet moment: nothing happens.'] },
      { roll: [3, 4], cells: ['A stranger asks for help.'] },
      { roll: 5, cells: ['Trouble: roll 1d4 to see how many.'] },
      { roll: 6, cells: ['Good fortune: find 2d6 coins.'] },
    ],
  };
  return `${JSON.stringify(table, null, 2)}\n`;
}

/**
 * The addresses the site takes for itself at its top level, each with the file that makes it:
 * its own pages (src/pages: /dice/, /search/, /screen/ …), the files of public/ (/icons/) and the
 * search index the build writes (/pagefind/). A ruleset at one of them would never be reached:
 * the site's own page wins, and the build only warns.
 */
export function siteAddresses(root: string): Map<string, string> {
  const taken = new Map<string, string>([['pagefind', 'the search index the build writes']]);
  for (const folder of ['src/pages', 'public']) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const address = name.replace(/\.[^.]*$/, '');
      if (SLUG.test(address)) taken.set(address, `${folder}/${name}`);
    }
  }
  return taken;
}

/** Why a slug cannot be a ruleset's address, or undefined when it can. */
export function slugProblem(slug: string, root: string): string | undefined {
  if (!SLUG.test(slug))
    return `"${slug}" cannot be a ruleset's slug: use lower case letters and digits, with hyphens between words ("my-game"); it becomes the address /${slug.toLowerCase()}/`;
  const taken = siteAddresses(root).get(slug);
  if (taken)
    return `"${slug}" cannot be a ruleset's slug: /${slug}/ is the site's own (${taken}), so the ruleset's pages would never be reached; pick another, such as "${slug}-game"`;
  return undefined;
}

/**
 * Writes content/<slug>/; refuses a slug that is not lower case words with hyphens or that the
 * site takes for itself, and a folder that exists.
 */
export function scaffoldRuleset(contentDir: string, slug: string, title: string): ScaffoldResult {
  const problem = slugProblem(slug, join(contentDir, '..'));
  if (problem) return { ok: false, message: problem };
  if (title.trim() === '')
    return {
      ok: false,
      message: 'the ruleset needs a title: npm run new-ruleset -- <slug> "<Title>"',
    };
  const dir = join(contentDir, slug);
  if (existsSync(dir))
    return {
      ok: false,
      message: `${dir} already exists: pick another slug, or edit the files there`,
    };
  const files: [string, string][] = [
    ['ruleset.json', rulesetJson(title.trim(), nextOrder(contentDir))],
    ['index.mdx', indexMdx(slug, title.trim())],
    [join('tables', 'example-table.json'), exampleTableJson()],
    ['glossary.json', `${JSON.stringify({ terms: [] }, null, 2)}\n`],
  ];
  mkdirSync(join(dir, 'tables'), { recursive: true });
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  return { ok: true, files: files.map(([name]) => join(dir, name)) };
}

export interface PlaceholderProblem {
  readonly file: string;
  readonly level: 'error';
  readonly message: string;
}

function readJsonOrNull(path: string): Record<string, unknown> | null {
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    // Unreadable JSON is reported where the file is checked.
    return null;
  }
}

/** The scaffold's placeholders still in a ruleset's folder, each with the file and field to change. */
export function findPlaceholders(dir: string): PlaceholderProblem[] {
  const found: PlaceholderProblem[] = [];
  const report = (file: string, message: string) =>
    found.push({ file: join(dir, file), level: 'error', message });
  const ruleset = existsSync(join(dir, 'ruleset.json'))
    ? readJsonOrNull(join(dir, 'ruleset.json'))
    : null;
  if (ruleset?.author === PLACEHOLDER.author)
    report(
      'ruleset.json',
      `'author' is still "${PLACEHOLDER.author}", as npm run new-ruleset wrote it: ${describe('author')}`,
    );
  for (const field of ['pitch', 'contents'] as const) {
    const value = ruleset?.[field];
    if (typeof value === 'string' && value.includes(PLACEHOLDER[field]))
      report(
        'ruleset.json',
        `'${field}' still holds the example npm run new-ruleset wrote ("${value.slice(0, 40)}..."): ${describe(field)}`,
      );
  }
  const home = join(dir, 'index.mdx');
  if (existsSync(home)) {
    const lines = readFileSync(home, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes(PLACEHOLDER.home));
    if (line >= 0)
      report(
        'index.mdx',
        `line ${line + 1}: the example home page npm run new-ruleset wrote is still here ("${PLACEHOLDER.home} the introduction to your game"): write your game's introduction`,
      );
  }
  const tablesDir = join(dir, 'tables');
  if (existsSync(tablesDir)) {
    for (const name of readdirSync(tablesDir)
      .filter((entry) => entry.endsWith('.json'))
      .sort()) {
      if (readJsonOrNull(join(tablesDir, name))?.title === PLACEHOLDER.tableTitle)
        report(
          join('tables', name),
          `'title' is still "${PLACEHOLDER.tableTitle}": this is the example table npm run new-ruleset wrote; make it one of your game's tables or delete it (with its <RandomTable> on index.mdx)`,
        );
    }
  }
  return found;
}
