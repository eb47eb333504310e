/**
 * Runs for every page Astro renders (at build time for this static site). It keeps the HTML
 * valid: styles Astro writes into `<body>` move to `<head>` (see hoist-styles.ts); and pages
 * with dice buttons, random tables or tools get the rolls stylesheet (see roll-styles.ts). A
 * ruleset's book keeps one copy of each of its styles (withoutRepeatedStyles says why). The
 * indentation of every line is taken off, where it does not show (see unindent-html.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { hoistBodyStyles, withoutRepeatedStyles } from './lib/hoist-styles';
import { linkRollStyles } from './lib/roll-styles';
import { withoutIndentation } from './lib/unindent-html';
import rollsStylesheet from './styles/rolls.css?url';

const BOOK_PAGE = /\/book\/$/;

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  let html = linkRollStyles(hoistBodyStyles(await response.text()), rollsStylesheet);
  if (BOOK_PAGE.test(context.url.pathname)) html = withoutRepeatedStyles(html);
  html = withoutIndentation(html);
  return new Response(html, { status: response.status, headers: response.headers });
});
