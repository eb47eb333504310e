/** The few parts of a HTML syntax tree (hast) that our rehype plugins read and write. */
export interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
}

/** All the text inside a node, as a reader would see it. */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/**
 * Elements whose text our plugins leave as it is: a button or link there would nest interactive
 * elements, code and keys are quoted as written, a table header names its column (a "d100"
 * header is not a roll), and scripts and styles are not text at all.
 */
export const LEFT_AS_WRITTEN = ['a', 'button', 'code', 'pre', 'kbd', 'th', 'script', 'style'];
