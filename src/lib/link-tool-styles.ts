/**
 * Links stylesheets in `<head>` only on the pages that use them, so text pages stay light: the
 * tools stylesheet where a page holds a tool (Astro wrote an island into it), the rolls stylesheet
 * where it holds dice buttons or random tables, or a tool (whose results may show dice). Pure
 * text work over Astro's output, like hoist-styles.ts.
 */
function linkBeforeHeadEnd(html: string, href: string): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  return `${html.slice(0, headEnd)}<link rel="stylesheet" href="${href}">${html.slice(headEnd)}`;
}

export function linkToolStyles(html: string, href: string): string {
  return html.includes('<astro-island') ? linkBeforeHeadEnd(html, href) : html;
}

export function linkRollStyles(html: string, href: string): string {
  return /class="dice-roll"|data-random-table|<astro-island/.test(html) ? linkBeforeHeadEnd(html, href) : html;
}
