import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rulesetIds } from '../../src/content/rulesets-on-disk';
import { DIST, builtPages, isBookPage, requireBuild } from '../support/built-pages';
import { elementsOf, glossaryOf, parseHtml, textIn, type Element } from '../support/glossary';

/** Where a term link must never be: it would break a heading's anchor, nest links, or sit in a tool. */
function forbiddenPlace(ancestors: Element[]): string | undefined {
  for (const ancestor of ancestors) {
    const tag = ancestor.tagName ?? '';
    if (/^h[1-6]$/.test(tag)) return 'a heading';
    if (tag === 'th') return 'a table header';
    if (tag === 'a' || tag === 'button') return 'another link or button';
    if (tag === 'code' || tag === 'pre') return 'code';
    if (tag === 'astro-island' || ancestor.properties?.dataPagefindIgnore !== undefined)
      return 'a tool';
  }
  if (
    !ancestors.some(
      (ancestor) =>
        ancestor.tagName === 'article' && ancestor.properties?.dataPagefindBody !== undefined,
    )
  )
    return 'outside the rules text';
  return undefined;
}

interface Occurrence {
  page: string;
  id: string;
  text: string;
  href: string;
  problem?: string;
}

function termLinksOf(ruleset: string): Occurrence[] {
  return builtPages(ruleset)
    .filter((path) => !path.startsWith(`${ruleset}/glossary/`) && !isBookPage(path))
    .flatMap((path) => {
      const tree = parseHtml(readFileSync(join(DIST, path), 'utf8'));
      return [...elementsOf(tree)]
        .filter(
          ({ element }) => element.tagName === 'a' && element.properties?.dataTerm !== undefined,
        )
        .map(({ element, ancestors }) => {
          const problem = forbiddenPlace(ancestors);
          return {
            page: `/${path.replace(/index\.html$/, '')}`,
            id: String(element.properties?.dataTerm),
            text: textIn(element),
            href: String(element.properties?.href),
            ...(problem && { problem }),
          };
        });
    });
}

/** A ruleset starts with an empty glossary; its term links appear with its first term. */
const withTerms = rulesetIds().filter((ruleset) => glossaryOf(ruleset).terms.length > 0);

describe.each(withTerms)('term links in the %s rules text', (ruleset) => {
  let links: Occurrence[] = [];
  const ids = new Set(glossaryOf(ruleset).terms.map((term) => term.id));

  beforeAll(() => {
    requireBuild();
    links = termLinksOf(ruleset);
    // The full list, page by page, for whoever reviews a change to a glossary or the plugin.
    const byPage = Map.groupBy(links, (link) => link.page);
    console.info(
      `${ruleset}: ${links.length} term links to ${new Set(links.map((link) => link.id)).size} terms\n${[...byPage].map(([page, found]) => `  ${page}: ${found.map((link) => link.text).join(', ')}`).join('\n')}`,
    );
  });

  it('link at least 20 times to at least 10 different terms (a smaller glossary: twice as often as it has terms, to most of them)', () => {
    const terms = ids.size;
    expect(links.length).toBeGreaterThanOrEqual(Math.min(20, 2 * terms));
    expect(new Set(links.map((link) => link.id)).size).toBeGreaterThanOrEqual(
      Math.min(10, Math.ceil(terms / 2)),
    );
  });

  it('never sit in a heading, a table header, a link, code or a tool', () => {
    expect(
      links
        .filter((link) => link.problem)
        .map((link) => `${link.page}: "${link.text}" in ${link.problem}`),
    ).toEqual([]);
  });

  it('each point to an entry of the glossary page', () => {
    const wrong = links.filter((link) => {
      const target = new URL(link.href, `http://site${link.page}`);
      return (
        target.pathname !== `/${ruleset}/glossary/` ||
        !ids.has(target.hash.slice(1)) ||
        target.hash.slice(1) !== link.id
      );
    });
    expect(wrong.map((link) => `${link.page}: ${link.href}`)).toEqual([]);
  });

  it('link a term at most once per section', () => {
    // Sections are counted from the heading ids in page order; a repeat within one is a plugin fault.
    const repeats = builtPages(ruleset)
      .filter((path) => !path.startsWith(`${ruleset}/glossary/`) && !isBookPage(path))
      .flatMap((path) => {
        const tree = parseHtml(readFileSync(join(DIST, path), 'utf8'));
        let section = '';
        const seen = new Set<string>();
        const found: string[] = [];
        for (const { element, ancestors } of elementsOf(tree)) {
          if (/^h[1-6]$/.test(element.tagName ?? '')) {
            section = String(element.properties?.id ?? '');
            seen.clear();
          } else if (
            element.properties?.dataTerm !== undefined &&
            !ancestors.some((ancestor) => /^h[1-6]$/.test(ancestor.tagName ?? ''))
          ) {
            const key = String(element.properties.dataTerm);
            if (seen.has(key)) found.push(`/${path} #${section}: ${key}`);
            seen.add(key);
          }
        }
        return found;
      });
    expect(repeats).toEqual([]);
  });
});

describe('ordinary words that are also terms', () => {
  beforeAll(requireBuild);

  const linkedTexts = (path: string) =>
    [...elementsOf(parseHtml(readFileSync(join(DIST, path), 'utf8')))]
      .filter(({ element }) => element.properties?.dataTerm !== undefined)
      .map(({ element }) => textIn(element));

  it('leave "hands" in "human hands" as text in Locus, where only the Hand of cards is a term', () => {
    const html = readFileSync(join(DIST, 'locus/haunts-and-monsters/index.html'), 'utf8');
    expect(html).toContain('human hands');
    expect(linkedTexts('locus/haunts-and-monsters/index.html')).not.toContain('hands');
  });

  it('leave "try to" as text in LOOT, where a try is a span of time', () => {
    expect(linkedTexts('loot/checks/index.html').map((text) => text.toLowerCase())).not.toContain(
      'try',
    );
    expect(readFileSync(join(DIST, 'loot/checks/index.html'), 'utf8')).toContain(
      'When you try to actively avoid being noticed',
    );
    expect(
      linkedTexts('loot/wounds-and-conditions/index.html').map((text) => text.toLowerCase()),
    ).toEqual(expect.arrayContaining(['try', 'trys']));
  });

  it('leave "Check the ..." as text in Dead Weight, where a check is a test without fatigue', () => {
    const html = readFileSync(join(DIST, 'dead-weight/combat/index.html'), 'utf8');
    expect(html).toMatch(/Check the combat action list/);
    expect(linkedTexts('dead-weight/combat/index.html').filter((text) => text === 'Check')).toEqual(
      [],
    );
  });
});

describe('a term spelled like a plain word in Eldritch Instinct', () => {
  beforeAll(requireBuild);

  it('leaves "health or fortitude" as text, where the Fortitude save is not meant', () => {
    const tree = parseHtml(
      readFileSync(join(DIST, 'eldritch-instinct/character-creation/index.html'), 'utf8'),
    );
    const linked = [...elementsOf(tree)]
      .filter(({ element }) => element.properties?.dataTerm !== undefined)
      .map(({ element }) => textIn(element));
    expect(textIn(tree)).toContain('health or fortitude');
    expect(linked).not.toContain('fortitude');
  });
});
