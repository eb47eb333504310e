import { describe, expect, it, beforeAll } from 'vitest';
import { findToolByTitle, TOOLS } from '../../src/widgets/screen/tools-on-disk';
import { builtPages, readPage, requireBuild } from '../support/built-pages';
import { elementsOf, parseHtml, textIn, type Element } from '../support/glossary';

/**
 * Every tool a page serves has its "Add to my screen" button, and the screen finds the panel that
 * button names. The served HTML is what the reader's tools hydrate over (only my screen's builder
 * is drawn in the browser alone, and it holds no pins), so reading it checks every tool on every
 * page without a browser loading each one.
 */
describe('the tools on the built pages', () => {
  beforeAll(requireBuild);

  it('each has an "Add to my screen" button whose ruleset and heading name a panel of the screen', () => {
    const unmatched: string[] = [];
    let pins = 0;
    for (const path of builtPages()) {
      if (path.startsWith('pagefind/')) continue;
      const html = readPage(path);
      if (!html.includes('data-add-to-screen="tool"')) continue;
      for (const { ruleset, title } of toolPins(parseHtml(html))) {
        pins += 1;
        if (!findToolByTitle(ruleset || undefined, title)) unmatched.push(`${path}: ${title}`);
      }
    }
    expect(unmatched).toEqual([]);
    // Every tool of the five screen pages at least, and the same tools on the rules pages.
    expect(pins).toBeGreaterThan(TOOLS.length);
  });
});

/** A page's tool pins, as the screen reads them: the page's ruleset and the tool's heading. */
function toolPins(tree: Element): { ruleset: string; title: string }[] {
  const pins: { ruleset: string; title: string }[] = [];
  let ruleset = '';
  for (const { element, ancestors } of elementsOf(tree)) {
    if (element.tagName === 'body') ruleset = String(element.properties?.dataRuleset ?? '');
    if (element.tagName !== 'button' || element.properties?.dataAddToScreen !== 'tool') continue;
    // A check a page declares is pinned by its page and id, not by its heading.
    if (ancestors.some((ancestor) => ancestor.properties?.dataDeclaredCheck !== undefined))
      continue;
    const section = ancestors.findLast((ancestor) => ancestor.tagName === 'section');
    const heading = section && headingIn(section);
    pins.push({ ruleset, title: heading ? textIn(heading).trim() : '' });
  }
  return pins;
}

function headingIn(section: Element): Element | undefined {
  for (const { element } of elementsOf(section)) {
    const classes = element.properties?.className;
    if (Array.isArray(classes) && classes.includes('tool-heading')) return element;
  }
  return undefined;
}
