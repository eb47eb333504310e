/**
 * Moves every `<style>` element that stands inside `<body>` into `<head>`.
 *
 * Why: Astro writes the rule that makes `<astro-island>` elements layout-neutral as a `<style>`
 * right before the first island, which is inside `<body>`. HTML allows `<style>` only in
 * `<head>` (the validator reports every tool page), and a stylesheet that arrives mid-body can
 * restyle what is already painted. The rule is the same wherever it stands, so moving it
 * changes nothing else. Pure text work: the site's pages are Astro's output, whose `<style>`
 * elements never nest and carry no `</style>` inside them.
 */
const BODY_START = /<body[\s>]/i;
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/gi;

export function hoistBodyStyles(html: string): string {
  const bodyAt = html.search(BODY_START);
  const headEnd = html.search(/<\/head>/i);
  if (bodyAt < 0 || headEnd < 0 || headEnd > bodyAt) return html;
  const body = html.slice(bodyAt);
  const styles = body.match(STYLE_ELEMENT);
  if (!styles) return html;
  // The same rule can be written once per island directive; one copy in <head> is enough.
  const unique = [...new Set(styles)];
  return (
    html.slice(0, headEnd) +
    unique.join('') +
    html.slice(headEnd, bodyAt) +
    body.replace(STYLE_ELEMENT, '')
  );
}

const STYLESHEET = /<style\b[^>]*>[\s\S]*?<\/style>|<link rel="stylesheet"[^>]*>/gi;

/**
 * Keeps the first of each repeated `<style>` element and stylesheet link. A ruleset's book renders
 * every page's content, and Astro writes the styles of the tools each page imports once per page
 * that imports them, though the book draws no tool. Only for such a page: elsewhere a repeat
 * could stand after another stylesheet on purpose, and removing it would change the cascade.
 */
export function withoutRepeatedStyles(html: string): string {
  const seen = new Set<string>();
  return html.replace(STYLESHEET, (element) => {
    if (seen.has(element)) return '';
    seen.add(element);
    return element;
  });
}
