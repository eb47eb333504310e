/**
 * Runs for every page Astro renders (at build time for this static site). It keeps the HTML
 * valid: styles Astro writes into `<body>` move to `<head>` (see hoist-styles.ts); and pages
 * with dice buttons, random tables or tools get the rolls stylesheet (see roll-styles.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { hoistBodyStyles } from './lib/hoist-styles';
import { linkRollStyles } from './lib/roll-styles';
import rollsStylesheet from './styles/rolls.css?url';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = linkRollStyles(hoistBodyStyles(await response.text()), rollsStylesheet);
  return new Response(html, { status: response.status, headers: response.headers });
});
