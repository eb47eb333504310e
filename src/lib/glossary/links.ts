/**
 * Relative URLs from the rules pages to the glossary page, so links work under any base path
 * (`/` or `/rules/`) without knowing it. Pages live at `/<ruleset>/<slug>/`, the ruleset's home
 * (`index.mdx`) at `/<ruleset>/`, and the glossary at `/<ruleset>/glossary/`.
 */

/** From a rules page (its file name without .mdx) to a glossary entry. */
export function termHref(fromPage: string, id: string): string {
  return `${fromPage === 'index' ? '' : '../'}glossary/#${id}`;
}
