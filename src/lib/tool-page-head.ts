/**
 * What only pages that hold a tool need in `<head>`: the tools stylesheet, and the inline script
 * that keeps room for tools and holds clicks made before their code has arrived
 * (tool-page-script.ts). Text pages get neither, so they stay light. A page holds a tool when Astro wrote an island into it. Pure text
 * work over Astro's output, like hoist-styles.ts.
 */
export function addToolPageHead(html: string, stylesheetHref: string, inlineScript: string): string {
  if (!html.includes('<astro-island')) return html;
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  return `${html.slice(0, headEnd)}<link rel="stylesheet" href="${stylesheetHref}"><script>${inlineScript}</script>${html.slice(headEnd)}`;
}
