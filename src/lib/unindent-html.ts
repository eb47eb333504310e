/**
 * Makes each run of whitespace with a line break in it one line break: a page without the
 * indentation and the empty lines of the layouts it was written in, which the browser does not
 * show.
 *
 * Why: Astro's own whitespace compression is off (astro.config.mjs: the rules text keeps its
 * spaces beside inline emphasis), so every page carried that indentation, a twentieth of a text
 * page's gzipped HTML, enough to put it over its budget (`npm run bench`). A line break stays where
 * whitespace was, so two words or two inline elements are still apart: where whitespace collapses
 * to one space (everywhere in the site's built pages but the elements kept below), one line break
 * shows as the run did.
 *
 * Kept as written: `<pre>` and `<textarea>`, whose whitespace shows, and `<script>` and `<style>`,
 * which are code. An element styled `white-space: pre-line` would lose its empty lines: the site's
 * one such element (a Locus Monster's description) is drawn in the browser, never in a built page.
 * Pure text work: Astro's pages never nest the kept elements, and no attribute value of the site
 * holds a line break.
 */
const KEPT_AS_WRITTEN = /<(pre|textarea|script|style)\b[\s\S]*?<\/\1>/gi;
// Spaces, tabs and line breaks only: a no-break space is text.
const INDENTED_LINE = /[ \t]*\n[ \t\r\n]*/g;

export function withoutIndentation(html: string): string {
  let result = '';
  let from = 0;
  for (const kept of html.matchAll(KEPT_AS_WRITTEN)) {
    result += html.slice(from, kept.index).replace(INDENTED_LINE, '\n') + kept[0];
    from = kept.index + kept[0].length;
  }
  return result + html.slice(from).replace(INDENTED_LINE, '\n');
}
