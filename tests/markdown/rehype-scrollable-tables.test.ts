import { describe, expect, it } from 'vitest';
import type { HastNode } from '../../src/markdown/hast';
import { rehypeScrollableTables } from '../../src/markdown/rehype-scrollable-tables';

const cell = (tagName: string, text: string): HastNode => ({
  type: 'element',
  tagName,
  properties: {},
  children: [{ type: 'text', value: text }],
});
const row = (...cells: HastNode[]): HastNode => ({
  type: 'element',
  tagName: 'tr',
  children: cells,
});

function transform(...rows: HastNode[]): HastNode {
  const tree: HastNode = {
    type: 'root',
    children: [{ type: 'element', tagName: 'table', children: rows }],
  };
  rehypeScrollableTables()(tree);
  return tree;
}

describe('rehypeScrollableTables', () => {
  it('wraps a table in a focusable region named by its first row', () => {
    const tree = transform(row(cell('th', 'Slot'), cell('th', 'Name')));
    expect(tree.children?.[0]).toMatchObject({
      tagName: 'div',
      properties: {
        className: ['table-scroll'],
        role: 'region',
        tabIndex: 0,
        ariaLabel: 'Table: Slot, Name',
      },
    });
  });

  it('marks cells holding only a number or a range as numeric, so a range never breaks at its dash', () => {
    const tree = transform(
      row(cell('th', 'Slot'), cell('th', 'Name')),
      row(cell('td', '8-11'), cell('td', 'Backpack')),
      row(cell('td', '2–3'), cell('td', 'Win by 2-3')),
      row(cell('td', '12+'), cell('td', '-1')),
    );
    const cells = (tree.children?.[0]?.children?.[0]?.children ?? []).flatMap(
      (tr) => tr.children ?? [],
    );
    expect(
      cells
        .filter((each) => (each.properties?.className as string[] | undefined)?.includes('numeric'))
        .map((each) => each.children?.[0]?.value),
    ).toEqual(['8-11', '2–3', '12+', '-1']);
  });
});
