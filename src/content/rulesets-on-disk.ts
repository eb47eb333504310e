/**
 * The rulesets as folders of content/, read straight from disk, for the tests and scripts that run
 * outside Astro (the site reads the same files through its content collections). A ruleset is a
 * folder holding a ruleset.json: nothing else lists the rulesets, so adding a folder is all it
 * takes for every test, the switcher and the search filter to include it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RulesetSchema, type Ruleset } from './schemas.ts';

export interface RulesetOnDisk {
  /** The folder's name, which is the ruleset's slug in every address. */
  readonly id: string;
  readonly data: Ruleset;
}

/** The names of the folders of `contentDir` that hold a ruleset.json, alphabetically. */
export function rulesetFolders(contentDir = 'content'): string[] {
  if (!existsSync(contentDir)) return [];
  return readdirSync(contentDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(contentDir, entry.name, 'ruleset.json')),
    )
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every ruleset with its metadata, in the order the site shows them (`order`, then slug). A file
 * that cannot be read stops here with its name: `npm run validate` says what is wrong with it.
 */
export function readRulesets(contentDir = 'content'): RulesetOnDisk[] {
  return rulesetFolders(contentDir)
    .map((id) => {
      const file = join(contentDir, id, 'ruleset.json');
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        json = undefined;
      }
      const parsed = RulesetSchema.safeParse(json);
      if (!parsed.success)
        throw new Error(
          `${file} is not a valid ruleset.json: run \`npm run validate -- ${id}\` to see why`,
        );
      return { id, data: parsed.data };
    })
    .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

/** The slugs of every ruleset, in the order the site shows them. */
export function rulesetIds(contentDir = 'content'): string[] {
  return readRulesets(contentDir).map((ruleset) => ruleset.id);
}

/** The slugs of the rulesets whose text is adapted from a published source (they keep source.txt and fidelity.json). */
export function adaptedRulesetIds(contentDir = 'content'): string[] {
  return readRulesets(contentDir)
    .filter((ruleset) => ruleset.data.origin === 'adapted')
    .map((ruleset) => ruleset.id);
}
