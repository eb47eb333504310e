/**
 * A ruleset's glossary as the site shows it: terms in alphabetical order, each with the page that
 * holds its full rule. Shared by the glossary page and the previews' data file so both say the same.
 */
import { getEntry } from 'astro:content';
import type { GlossaryTerm } from '../../content/schemas';
import { getRulesetPages } from '../site';
import { pagePath } from '../navigation';

export interface GlossaryEntry extends GlossaryTerm {
  /** Site-relative path of the full rule: `<ruleset>/<page>/#<section>` (or the page alone). */
  rulePath: string;
  ruleTitle: string;
}

export async function getGlossaryEntries(ruleset: string): Promise<GlossaryEntry[]> {
  const glossary = await getEntry('glossaries', ruleset);
  if (!glossary) return [];
  const pages = await getRulesetPages(ruleset);
  return glossary.data.terms
    .map((term) => {
      // The home page's id is `<ruleset>` or `<ruleset>/index`, depending on how the loader names index files.
      const ids =
        term.source.page === 'index'
          ? [ruleset, `${ruleset}/index`]
          : [`${ruleset}/${term.source.page}`];
      const page = pages.find((candidate) => ids.includes(candidate.id));
      if (!page)
        throw new Error(
          `content/${ruleset}/glossary.json: "${term.id}" names the page "${term.source.page}", which does not exist`,
        );
      return {
        ...term,
        rulePath: `${pagePath(page.id)}${term.source.section ? `#${term.source.section}` : ''}`,
        ruleTitle: page.data.title,
      };
    })
    .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
}
