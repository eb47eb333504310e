/** The list of built pages, read from dist/, so browser tests visit every page there is. */
import { builtPages } from '../support/built-pages';

export function allPagePaths(): string[] {
  return builtPages()
    .filter((path) => !path.startsWith('pagefind/'))
    .map((path) => path.replace(/index\.html$/, ''));
}

export const RULESETS = ['locus', 'eldritch-instinct', 'cairn', 'dead-weight', 'loot'] as const;
