/**
 * Gives every h2-h4 that has an id a button that copies a link to that section (src/scripts/
 * copy-link.ts does the copying), so a reader can send a friend straight to a rule. The button has
 * no text of its own (a CSS mark shows it and the aria-label names it) so that the heading's text,
 * which the table of contents and search use, stays exactly the rules' words.
 *
 * A second button beside it pins the section to the reader's own screen (/screen/), where it shows
 * as on this page with its dice still rolling; the page script loads the pinning menu on first use.
 * The third, the pencil of "your table" (a bookmark, a note, the table's house rule), is added
 * beside it once the page has loaded (src/scripts/after-load.ts), so no page carries it before;
 * the stylesheet keeps its room meanwhile.
 */

import { textOf, type HastNode } from './hast';
import { pinButton } from '../lib/pin-button';

const LINKED_HEADINGS = new Set(['h2', 'h3', 'h4']);

function visit(node: HastNode): void {
  for (const child of node.children ?? []) {
    if (
      child.type === 'element' &&
      LINKED_HEADINGS.has(child.tagName ?? '') &&
      typeof child.properties?.id === 'string'
    ) {
      const id = child.properties.id;
      const text = textOf(child).trim();
      child.children = [
        ...(child.children ?? []),
        {
          type: 'element',
          tagName: 'button',
          properties: {
            type: 'button',
            className: ['heading-copy'],
            dataCopyLink: id,
            ariaLabel: `Copy link to this section: ${text}`,
          },
          children: [],
        },
        {
          type: 'element',
          tagName: 'button',
          properties: {
            ...pinButton('section', `Add section to my screen: ${text}`),
            className: ['heading-copy', 'heading-pin'],
          },
          children: [],
        },
      ];
    } else {
      visit(child);
    }
  }
}

export function rehypeHeadingAnchors() {
  return (tree: HastNode) => visit(tree);
}
