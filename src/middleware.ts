/**
 * Runs for every page Astro renders (at build time for this static site). It keeps the HTML
 * valid: styles Astro writes into `<body>` move to `<head>` (see hoist-styles.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { hoistBodyStyles } from './lib/hoist-styles';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(hoistBodyStyles(await response.text()), { status: response.status, headers: response.headers });
});
