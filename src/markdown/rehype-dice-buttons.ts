/**
 * Turns the dice expressions in rules text into roll buttons at build time. Headings, links,
 * table headers and code keep their text as it is: a button there would break the heading's
 * anchor, nest interactive elements, or turn a "d100" column header into a roll. Punctuation
 * touching a button goes with it into one span that never breaks across lines.
 */

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LEFT_AS_WRITTEN, type HastNode } from './hast';
import { keepPunctuationWithDice, splitDiceText, type DicePlusReading } from './dice-text';
import { DICE_KEPT_CLASS, diceButtonProperties } from './dice-button';

// Headings too: a button there would break the heading's anchor.
const SKIPPED = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', ...LEFT_AS_WRITTEN]);

/**
 * How the text of a content file reads "d8+d8": the `dicePlus` field of the ruleset.json beside
 * it (`content/<ruleset>/<page>.mdx`). Read here rather than through the bundler because this
 * plugin is loaded with Astro's configuration; a missing or unreadable field reads as a sum, and
 * the content schema reports the field itself.
 */
export function dicePlusOfFile(path: string | undefined): DicePlusReading {
  if (!path) return 'sum';
  const file = join(dirname(path), 'ruleset.json');
  if (!existsSync(file)) return 'sum';
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { dicePlus?: unknown }).dicePlus === 'highest'
      ? 'highest'
      : 'sum';
  } catch {
    return 'sum';
  }
}

const textNode = (value: string): HastNode => ({ type: 'text', value });

const diceButton = ({ notation, text }: { notation: string; text: string }): HastNode => ({
  type: 'element',
  tagName: 'button',
  properties: diceButtonProperties(notation, text),
  children: [textNode(text)],
});

function transform(node: HastNode, plus: DicePlusReading): void {
  if (!node.children) return;
  const children: HastNode[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && child.value) {
      for (const segment of keepPunctuationWithDice(splitDiceText(child.value, plus))) {
        if (segment.kind === 'text') children.push(textNode(segment.text));
        else if (segment.kind === 'dice') children.push(diceButton(segment));
        else {
          children.push({
            type: 'element',
            tagName: 'span',
            properties: { className: [DICE_KEPT_CLASS] },
            children: [
              ...(segment.before ? [textNode(segment.before)] : []),
              diceButton(segment.dice),
              ...(segment.after ? [textNode(segment.after)] : []),
            ],
          });
        }
      }
    } else {
      if (child.type === 'element' && !SKIPPED.has(child.tagName ?? '')) transform(child, plus);
      children.push(child);
    }
  }
  node.children = children;
}

export function rehypeDiceButtons() {
  return (tree: HastNode, file: { path?: string; history?: string[] }) =>
    transform(tree, dicePlusOfFile(file.path ?? file.history?.[0]));
}
