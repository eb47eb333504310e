/**
 * The glossaries as readers get them: each term's page and section exist in the built site, and
 * each glossary page shows every term. The glossary files themselves are checked without a build
 * in tests/content/glossary.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRulesets } from '../../src/content/rulesets-on-disk';
import { DIST, requireBuild } from '../support/built-pages';
import { elementsOf, glossaryOf, idsOf, parseHtml, textIn } from '../support/glossary';

/** Formatting may change between the SRD text and a quotation, words may not: only spaces and quote marks are evened out. */
const words = (text: string) =>
  text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

const withTerms = readRulesets().filter(({ id }) => glossaryOf(id).terms.length > 0);

describe.each(withTerms)('the built $id glossary', ({ id: ruleset }) => {
  const glossary = glossaryOf(ruleset);
  beforeAll(requireBuild);

  it('links every term to a page and section that exist', () => {
    const broken = glossary.terms.flatMap((term) => {
      const file = join(
        DIST,
        ruleset,
        term.source.page === 'index' ? '' : term.source.page,
        'index.html',
      );
      if (!existsSync(file)) return [`${term.id}: no page ${term.source.page}`];
      if (
        term.source.section &&
        !idsOf(parseHtml(readFileSync(file, 'utf8'))).has(term.source.section)
      )
        return [`${term.id}: no #${term.source.section} on ${term.source.page}`];
      return [];
    });
    expect(broken).toEqual([]);
  });

  it('shows every term on the glossary page as a dt with its id, its definition and a working full-rule link', () => {
    const page = parseHtml(readFileSync(join(DIST, ruleset, 'glossary', 'index.html'), 'utf8'));
    const terms = [...elementsOf(page)].filter(({ element }) => element.tagName === 'dt');
    expect(terms.map(({ element }) => element.properties?.id).sort()).toEqual(
      glossary.terms.map((term) => term.id).sort(),
    );
    const text = words(textIn(page));
    for (const term of glossary.terms) expect(text).toContain(words(term.definition));
  });
});
