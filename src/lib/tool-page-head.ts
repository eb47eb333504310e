/**
 * What only some pages need in `<head>`, so text pages stay light. Pure text work over Astro's
 * output, like hoist-styles.ts.
 * - A page that holds a tool (Astro wrote an island into it): the tools' base stylesheet right
 *   after the site's own (the first stylesheet the layout links), so the ruleset stylesheets that
 *   follow refine it; the tools stylesheet at the end; and the inline script that keeps room for
 *   tools and holds clicks made before their code has arrived (tool-page-script.ts).
 * - A page with dice buttons or random tables, or a tool (whose results may show dice): the
 *   rolls stylesheet.
 */
function addBeforeHeadEnd(html: string, markup: string): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  return `${html.slice(0, headEnd)}${markup}${html.slice(headEnd)}`;
}

function addAfterFirstStylesheet(html: string, markup: string): string {
  const headEnd = html.search(/<\/head>/i);
  const first = /<link rel="stylesheet"[^>]*>/i.exec(html.slice(0, Math.max(headEnd, 0)));
  if (!first) return addBeforeHeadEnd(html, markup);
  const after = first.index + first[0].length;
  return `${html.slice(0, after)}${markup}${html.slice(after)}`;
}

export interface ToolPageHead {
  /** Fields, the tool panel, notices: rules the ruleset stylesheets build on. */
  readonly baseStylesheet: string;
  /** The kit's role classes, last. */
  readonly stylesheet: string;
  readonly inlineScript: string;
}

export function addToolPageHead(html: string, head: ToolPageHead): string {
  if (!html.includes('<astro-island')) return html;
  const withBase = addAfterFirstStylesheet(
    html,
    `<link rel="stylesheet" href="${head.baseStylesheet}">`,
  );
  return addBeforeHeadEnd(
    withBase,
    `<link rel="stylesheet" href="${head.stylesheet}"><script>${head.inlineScript}</script>`,
  );
}

export function linkRollStyles(html: string, href: string): string {
  return /class="dice-roll"|data-random-table|<astro-island/.test(html)
    ? addBeforeHeadEnd(html, `<link rel="stylesheet" href="${href}">`)
    : html;
}
