/**
 * Turns the book page's HTML (Astro's output, src/pages/[ruleset]/book.astro) into XHTML, the
 * XML an EPUB's documents must be: every element closed, every attribute with a quoted value,
 * only the XML entities. Our own generated HTML needs no more than a tag reader; anything it does
 * not know (an unknown entity, a tag never closed) stops the build with where it is.
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const char = NAMED[name];
    if (char === undefined) throw new Error(`xhtml: unknown entity ${whole}`);
    return char;
  });
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface Attribute {
  name: string;
  value: string;
}

/** Rewrites an element's attributes on the way (links to other files, added semantics). */
export type AttributeRewriter = (tagName: string, attributes: Attribute[]) => Attribute[];

const TOKEN =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

function attributesOf(source: string): Attribute[] {
  return [...source.matchAll(ATTRIBUTE)].map((match) => ({
    name: match[1]!,
    value: decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''),
  }));
}

/** HTML in, XHTML out: the same elements, text and attributes, written as XML. */
export function toXhtml(
  html: string,
  rewrite: AttributeRewriter = (_, attributes) => attributes,
): string {
  let out = '';
  let from = 0;
  const open: string[] = [];
  const text = (chunk: string) => escapeXml(decodeEntities(chunk)).replace(/&quot;/g, '"');
  for (const match of html.matchAll(TOKEN)) {
    out += text(html.slice(from, match.index));
    from = match.index + match[0].length;
    if (match[0].startsWith('<!--')) continue;
    const [, closing, rawName, rawAttributes, selfClosing] = match;
    // Names keep their case: SVG's are camel-cased (`clipPath`), HTML's are written lower-case.
    const name = rawName!;
    if (closing) {
      if (VOID.has(name)) continue;
      const expected = open.pop();
      if (expected !== name)
        throw new Error(`xhtml: </${name}> at ${match.index} closes <${expected ?? 'nothing'}>`);
      out += `</${name}>`;
      continue;
    }
    let attributes = rewrite(name, attributesOf(rawAttributes ?? ''));
    if (name === 'svg' && !attributes.some((attribute) => attribute.name === 'xmlns'))
      attributes = [...attributes, { name: 'xmlns', value: 'http://www.w3.org/2000/svg' }];
    const written = attributes
      .map(({ name: key, value }) => ` ${key}="${escapeXml(value)}"`)
      .join('');
    if (VOID.has(name) || selfClosing) {
      out += `<${name}${written}/>`;
    } else {
      out += `<${name}${written}>`;
      open.push(name);
    }
  }
  out += text(html.slice(from));
  if (open.length > 0) throw new Error(`xhtml: <${open.join('>, <')}> never closed`);
  return out;
}
