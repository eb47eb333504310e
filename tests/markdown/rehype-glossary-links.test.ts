import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rehypeGlossaryLinks } from '../../src/markdown/rehype-glossary-links';
import type { HastNode } from '../../src/markdown/hast';

const text = (value: string): HastNode => ({ type: 'text', value });
const element = (
  tagName: string,
  children: HastNode[],
  properties: Record<string, unknown> = {},
): HastNode => ({ type: 'element', tagName, properties, children });

/** Runs the plugin over a tree as if it were content/loot/<page>.mdx, and lists the links it made. */
function linksIn(page: string, children: HastNode[]): { text: string; href: string }[] {
  const tree: HastNode = { type: 'root', children };
  rehypeGlossaryLinks()(tree, { path: join(process.cwd(), 'content', 'loot', `${page}.mdx`) });
  const found: { text: string; href: string }[] = [];
  const walk = (node: HastNode) => {
    if (node.tagName === 'a' && node.properties?.dataTerm)
      found.push({ text: node.children?.[0]?.value ?? '', href: String(node.properties.href) });
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

describe('rehypeGlossaryLinks', () => {
  it('links the first mention of a term in each section, relative to the page', () => {
    const links = linksIn('attacks', [
      element('p', [text('Roll a check. Another check.')]),
      element('h2', [text('More')], { id: 'more' }),
      element('p', [text('A third check.')]),
    ]);
    expect(links).toEqual([
      { text: 'check', href: '../glossary/#check' },
      { text: 'check', href: '../glossary/#check' },
    ]);
  });

  it('links from the ruleset home without going up a folder', () => {
    expect(linksIn('index', [element('p', [text('Make a terrain check.')])])).toEqual([
      { text: 'terrain check', href: 'glossary/#terrain-check' },
    ]);
  });

  it('leaves headings, links, code, table headers, tools and hidden text alone', () => {
    const links = linksIn('attacks', [
      element('h2', [text('The check')], { id: 'the-check' }),
      element('p', [
        element('a', [text('check')], { href: '#x' }),
        element('code', [text('check')]),
      ]),
      element('table', [
        element('tr', [element('th', [text('check')]), element('td', [text('check')])]),
      ]),
      element('div', [element('p', [text('check')])], { dataPagefindIgnore: '' }),
      element('span', [text('check')], { hidden: true }),
      { type: 'mdxJsxFlowElement', children: [element('p', [text('check')])] },
    ]);
    expect(links).toEqual([{ text: 'check', href: '../glossary/#check' }]);
  });

  it('does not link a term inside the section that holds its own full rule', () => {
    // LOOT's check is defined at the top of the checks page; its terrain check under #terrain.
    const links = linksIn('checks', [
      element('p', [text('To make a check, roll.')]),
      element('h2', [text('Terrain')], { id: 'terrain' }),
      element('p', [text('Make a terrain check, then a check.')]),
    ]);
    expect(links.map((link) => link.text)).toEqual(['check']);
  });

  it('leaves pages of other folders alone, such as partials included in another page', () => {
    const tree: HastNode = { type: 'root', children: [element('p', [text('a check')])] };
    rehypeGlossaryLinks()(tree, {
      path: join(process.cwd(), 'content', 'loot', 'partials', 'x.mdx'),
    });
    expect(tree.children?.[0]?.children).toEqual([text('a check')]);
  });
});
