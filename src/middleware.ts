/**
 * Runs for every page Astro renders (at build time for this static site). It keeps the HTML
 * valid: styles Astro writes into `<body>` move to `<head>` (see hoist-styles.ts); and pages
 * with tools, dice buttons or random tables link those stylesheets in `<head>` (see
 * link-tool-styles.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { hoistBodyStyles } from './lib/hoist-styles';
import { linkRollStyles, linkToolStyles } from './lib/link-tool-styles';
import toolsStylesheet from './styles/tools.css?url';
import rollsStylesheet from './styles/rolls.css?url';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = linkToolStyles(linkRollStyles(hoistBodyStyles(await response.text()), rollsStylesheet), toolsStylesheet);
  return new Response(html, { status: response.status, headers: response.headers });
});
