/**
 * Links the tools stylesheet in `<head>` on pages that hold a tool, and only there, so text
 * pages stay light. A page holds a tool when Astro wrote an island into it. Pure text work over
 * Astro's output, like hoist-styles.ts.
 */
export function linkToolStyles(html: string, href: string): string {
  if (!html.includes('<astro-island')) return html;
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  return `${html.slice(0, headEnd)}<link rel="stylesheet" href="${href}">${html.slice(headEnd)}`;
}
