/**
 * Runs for every page Astro renders (at build time for this static site). It keeps the HTML
 * valid: styles Astro writes into `<body>` move to `<head>` (see hoist-styles.ts); and pages
 * with tools, dice buttons or random tables get what they need in `<head>`: the tools' and rolls
 * stylesheets and the tools' inline script (see tool-page-head.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { TOOL_PAGE_SCRIPT } from './lib/tool-page-script';
import { hoistBodyStyles } from './lib/hoist-styles';
import { addToolPageHead, linkRollStyles } from './lib/tool-page-head';
import toolBaseStylesheet from './styles/tool-base.css?url';
import toolsStylesheet from './styles/tools.css?url';
import rollsStylesheet from './styles/rolls.css?url';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = addToolPageHead(
    linkRollStyles(hoistBodyStyles(await response.text()), rollsStylesheet),
    {
      baseStylesheet: toolBaseStylesheet,
      stylesheet: toolsStylesheet,
      inlineScript: TOOL_PAGE_SCRIPT,
    },
  );
  return new Response(html, { status: response.status, headers: response.headers });
});
