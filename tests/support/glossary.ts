/** The glossaries as the tests read them: parsed with the site's own schema, per ruleset. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { GlossarySchema, type Glossary } from '../../src/content/schemas';

/** A ruleset's glossary; one without a glossary.json has none, as the site treats it. */
export function glossaryOf(ruleset: string): Glossary {
  const file = join('content', ruleset, 'glossary.json');
  if (!existsSync(file)) return { terms: [] };
  return GlossarySchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export interface Element {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Element[];
  value?: string;
}

export function parseHtml(html: string): Element {
  return fromHtml(html) as unknown as Element;
}

/** Every element in document order, with the chain of elements that contain it. */
export function* elementsOf(
  node: Element,
  ancestors: Element[] = [],
): Generator<{ element: Element; ancestors: Element[] }> {
  for (const child of node.children ?? []) {
    if (child.type !== 'element') continue;
    yield { element: child, ancestors };
    yield* elementsOf(child, [...ancestors, child]);
  }
}

export function textIn(node: Element): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textIn).join('');
}

/** Ids of all elements on a page. */
export function idsOf(tree: Element): Set<string> {
  const ids = new Set<string>();
  for (const { element } of elementsOf(tree))
    if (typeof element.properties?.id === 'string') ids.add(element.properties.id);
  return ids;
}
