/**
 * Wraps every Markdown table in a box that scrolls sideways on its own, so a wide table never
 * widens the page on a phone. The box is focusable and labelled so keyboard users can scroll it.
 * A cell holding only a number or a range ("8-11", "2–3") is marked `numeric`, which keeps it on
 * one line: on a phone the table's other cells wrap, and "8-" over "11" would read as two values.
 */

import { textOf, type HastNode } from './hast';

function firstRowHeadings(table: HastNode): string[] {
  const find = (node: HastNode): HastNode | undefined => {
    if (node.type === 'element' && node.tagName === 'tr') return node;
    for (const child of node.children ?? []) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const row = find(table);
  return (row?.children ?? [])
    .filter((cell) => cell.type === 'element')
    .map((cell) => textOf(cell).trim());
}

const NUMERIC = /^[+\-−]?\d+(?:\s*[-–—]\s*\d+)?\+?$/;

function markNumericCells(node: HastNode): void {
  for (const child of node.children ?? []) {
    if (child.type !== 'element') continue;
    if ((child.tagName === 'td' || child.tagName === 'th') && NUMERIC.test(textOf(child).trim())) {
      const existing = child.properties?.className;
      const classes = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
      child.properties = { ...child.properties, className: [...classes, 'numeric'] };
    } else markNumericCells(child);
  }
}

function visit(node: HastNode): void {
  const children = node.children ?? [];
  children.forEach((child, index) => {
    if (child.type === 'element' && child.tagName === 'table') {
      const headings = firstRowHeadings(child).filter(Boolean);
      markNumericCells(child);
      children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['table-scroll'],
          role: 'region',
          tabIndex: 0,
          ariaLabel: `Table: ${headings.join(', ')}`,
        },
        children: [child],
      };
    } else {
      visit(child);
    }
  });
}

export function rehypeScrollableTables() {
  return (tree: HastNode) => visit(tree);
}
