/**
 * What only some pages need in `<head>`, so text pages stay light. Pure text work over Astro's
 * output, like hoist-styles.ts.
 * - A page that holds a tool (Astro wrote an island into it): the tools stylesheet, and the
 *   inline script that keeps room for tools and holds clicks made before their code has arrived
 *   (tool-page-script.ts).
 * - A page with dice buttons or random tables, or a tool (whose results may show dice): the
 *   rolls stylesheet.
 */
function addBeforeHeadEnd(html: string, markup: string): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  return `${html.slice(0, headEnd)}${markup}${html.slice(headEnd)}`;
}

export function addToolPageHead(html: string, stylesheetHref: string, inlineScript: string): string {
  return html.includes('<astro-island') ? addBeforeHeadEnd(html, `<link rel="stylesheet" href="${stylesheetHref}"><script>${inlineScript}</script>`) : html;
}

export function linkRollStyles(html: string, href: string): string {
  return /class="dice-roll"|data-random-table|<astro-island/.test(html) ? addBeforeHeadEnd(html, `<link rel="stylesheet" href="${href}">`) : html;
}
