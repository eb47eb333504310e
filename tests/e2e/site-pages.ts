/** The list of built pages, read from dist/, so browser tests visit every page there is. */
import { builtPages } from '../support/built-pages';
import { readRulesets } from '../../src/content/rulesets-on-disk';

export function allPagePaths(): string[] {
  return builtPages()
    .filter((path) => !path.startsWith('pagefind/'))
    .map((path) => path.replace(/index\.html$/, ''));
}

/** Every ruleset in content/, in the site's order, with its ruleset.json: the tests never list them by hand. */
export const RULESET_ENTRIES = readRulesets();
export const RULESETS = RULESET_ENTRIES.map((ruleset) => ruleset.id);
