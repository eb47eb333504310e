/**
 * The printed book's running head: the ruleset's title in the top margin of every page but the
 * first. CSS can take it from nowhere but a stylesheet (Chromium has no `string-set`), so each
 * book page carries this one rule.
 */
export function cssString(text: string): string {
  // `<` is written as an escape so that no title can close the page's <style> element.
  return `"${text.replace(/[\\"<\n]/g, (char) => `\\${char.codePointAt(0)!.toString(16)} `)}"`;
}

export function runningHeadCss(title: string): string {
  // The title page has none: said here again, since Chromium lets the later rule win over `:first`.
  return `@media print { @page { @top-center { content: ${cssString(title)}; } } @page :first { @top-center { content: none; } } }`;
}
