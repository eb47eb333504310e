/**
 * Every ruleset's widgets folder has the same shape (README, "Layout"), so a developer who knows
 * one ruleset's tools finds their way in any other: the four folders of tools by kind, the
 * declarations of its tools, the kit's logger bound to it, and at most a stylesheet of its own.
 * Anything else at the top of a ruleset's folder is a shared part that belongs in the kit or in
 * one of the four folders.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesetIds } from '../../src/content/rulesets-on-disk';

const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['characters', 'generators', 'gm', 'rolls'];
const REQUIRED_FILES = ['log-roll.ts', 'tools.ts'];

/** What stands at the top of a ruleset's widgets folder that the shape does not allow. */
function strayEntries(id: string, entries: readonly { name: string; folder: boolean }[]): string[] {
  return entries
    .filter(({ name, folder }) =>
      folder ? !FOLDERS.includes(name) : !REQUIRED_FILES.includes(name) && name !== `${id}.css`,
    )
    .map(({ name }) => `src/widgets/${id}/${name}`);
}

function entriesOf(id: string) {
  return readdirSync(join(ROOT, 'src/widgets', id), { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    folder: entry.isDirectory(),
  }));
}

const rulesets = rulesetIds(join(ROOT, 'content')).filter((id) =>
  readdirSync(join(ROOT, 'src/widgets')).includes(id),
);

describe("a ruleset's widgets folder", () => {
  it('holds only the tool folders, tools.ts, log-roll.ts and its own stylesheet', () => {
    expect(rulesets.flatMap((id) => strayEntries(id, entriesOf(id)))).toEqual([]);
  });

  it('declares its tools and binds the logger in the same two files as every other', () => {
    const missing = rulesets.flatMap((id) => {
      const names = entriesOf(id).map((entry) => entry.name);
      return REQUIRED_FILES.filter((file) => !names.includes(file)).map(
        (file) => `src/widgets/${id}/${file}`,
      );
    });
    expect(missing).toEqual([]);
  });

  it('is checked for all five rulesets, and a stray shared file is named', () => {
    expect(rulesets).toHaveLength(5);
    expect(
      strayEntries('cairn', [
        { name: 'rolls', folder: true },
        { name: 'tool.tsx', folder: false },
        { name: 'cairn.css', folder: false },
        { name: 'loot.css', folder: false },
      ]),
    ).toEqual(['src/widgets/cairn/tool.tsx', 'src/widgets/cairn/loot.css']);
  });
});
