/**
 * The sample ruleset the publishing test adds to a copy of the project, exactly as a game designer
 * would: `npm run new-ruleset -- sample-game "Sample Game"`, the placeholders filled in, then a build. Shared by the script that
 * makes the copy (scripts/build-sample-site.ts) and the browser test that reads it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SAMPLE = {
  slug: 'sample-game',
  title: 'Sample Game',
  author: 'Sam Example',
  tableTitle: 'Strangers on the road',
} as const;

/**
 * The designer's own table, rolled on two digit dice (d66: tens then units, 11 to 66). Each row
 * is one tens digit, so the digit rolled names its row.
 */
export const SAMPLE_TABLE_ROWS = [
  'A quiet moment: nothing happens.',
  'A stranger asks for help.',
  'A cart has lost a wheel.',
  'Trouble: roll 1d4 to see how many.',
  'A storm is coming.',
  'Good fortune: find 2d6 coins.',
] as const;

/**
 * What the designer writes over the scaffold's placeholders before `npm run validate` passes:
 * the author, the home page's two sentences, the introduction, and the example table made into
 * their own d66 table.
 */
export function fillInSample(contentDir: string): void {
  const dir = join(contentDir, SAMPLE.slug);
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
  edit('ruleset.json', (text) => {
    const ruleset = JSON.parse(text) as Record<string, unknown>;
    ruleset.author = SAMPLE.author;
    ruleset.pitch = 'A sample game of strangers met on the road.';
    ruleset.contents = 'One page of rules, with dice and a table to roll on.';
    return JSON.stringify(ruleset, null, 2);
  });
  edit('index.mdx', (text) =>
    text.replace(/This is the home page[\s\S]*?sidebar\.\n/, 'You walk the long road.\n'),
  );
  edit(join('tables', 'example-table.json'), (text) => {
    const table = JSON.parse(text) as Record<string, unknown>;
    table.title = SAMPLE.tableTitle;
    table.die = 'd66';
    table.rows = SAMPLE_TABLE_ROWS.map((text, index) => ({
      roll: [(index + 1) * 10 + 1, (index + 1) * 10 + 6],
      cells: [text],
    }));
    return JSON.stringify(table, null, 2);
  });
}

/** Where the copy lives: SAMPLE_SITE_DIR, or a fixed folder under the system's temporary directory. */
export const SAMPLE_SITE_DIR =
  process.env.SAMPLE_SITE_DIR ?? join(tmpdir(), 'rules-at-hand-sample-site');

/** The port the copy's build is served on, apart from the main build's. */
export const SAMPLE_PORT = Number(process.env.SAMPLE_PORT ?? 4331);
