// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { rehypeHeadingIds, unified } from '@astrojs/markdown-remark';
import { rehypeHeadingAnchors } from './src/markdown/rehype-heading-anchors.ts';
import { rehypeScrollableTables } from './src/markdown/rehype-scrollable-tables.ts';
import { rehypeDiceButtons } from './src/markdown/rehype-dice-buttons.ts';
import { rehypeSearchAliases } from './src/markdown/rehype-search-aliases.ts';
import { rehypeGlossaryLinks } from './src/markdown/rehype-glossary-links.ts';
import { rehypePageTools } from './src/markdown/rehype-page-tools.ts';
import { rehypeDeclaredChecks } from './src/markdown/declared-checks.ts';
import { plainDynamicImports } from './src/lib/plain-dynamic-imports.ts';
import { contentProblemsInDev } from './scripts/content/dev-problems.ts';
import { fileURLToPath } from 'node:url';

/**
 * SITE_URL and BASE_PATH let the same source deploy to a domain root or to a sub-path
 * (e.g. GitHub Pages serves a project under /<repository>/).
 */
const site = process.env.SITE_URL ?? 'http://localhost:4321';
const base = process.env.BASE_PATH ?? '/';

const PLAIN_IMPORTS_IN = ['/src/scripts/site.ts', '/src/scripts/search.ts'];
/**
 * The page script every page loads, and search (which /search/ loads with the page), import what
 * they load on intent without Vite's preload helper (see src/lib/plain-dynamic-imports.ts for why).
 * @type {import('vite').Plugin}
 */
const pageScriptPlainImports = {
  name: 'rules-at-hand:page-script-plain-imports',
  renderChunk(code, chunk) {
    if (!chunk.moduleIds.some((id) => PLAIN_IMPORTS_IN.some((script) => id.endsWith(script))))
      return null;
    const plain = plainDynamicImports(code);
    if (plain === undefined) {
      this.warn(
        `${chunk.fileName}: Vite's preload helper has a form src/lib/plain-dynamic-imports.ts does not know; the page script keeps it.`,
      );
      return null;
    }
    return { code: plain, map: null };
  },
};

/**
 * A tool's stylesheet reaches the browser from the page, never from the tool's script: Astro puts
 * it in the head of every page that renders the tool, and /screen/ carries every widget
 * stylesheet itself (src/pages/screen.astro). In the browser build a plain `.css` import from
 * src/widgets/ is therefore nothing. Left in, it puts the stylesheet in the preload list of every
 * dynamic import of the tool, while Astro drops that file from the browser build because the
 * pages already hold its rules: /screen/ then asked for files the build does not have.
 * @type {import('vite').Plugin}
 */
const widgetStylesFromPages = {
  name: 'rules-at-hand:widget-styles-from-pages',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer) {
    if (source.endsWith('.css') && importer?.includes('/src/widgets/'))
      return '\0widget-style-from-page';
  },
  load(id) {
    if (id === '\0widget-style-from-page') return 'export {};';
  },
};

/**
 * Tools import the kit through its one entry (src/widgets/kit/index.ts). The kit's files do
 * nothing when they load but define parts, so they are marked free of side effects: the bundler
 * then leaves out every part a tool does not use, with whatever only that part imports (the roll
 * log's store, a codec), and a tool's script stays what it was when it imported each part's file.
 * @type {import('vite').Plugin}
 */
const kitPartsOnlyWhenUsed = {
  name: 'rules-at-hand:kit-parts-only-when-used',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/src/widgets/kit/')) return null;
    return { code, map: null, moduleSideEffects: false };
  },
};

export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  // `npm test` builds the site at / and under /rules/ side by side: each build keeps its content
  // cache apart (ASTRO_CACHE_DIR), so neither reads what the other is writing.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  build: { format: 'directory' },
  // Rules text has inline emphasis next to words; keeping whitespace keeps those words apart.
  compressHTML: false,
  markdown: {
    processor: unified({
      rehypePlugins: [
        rehypeHeadingIds,
        rehypeHeadingAnchors,
        rehypeScrollableTables,
        rehypeDiceButtons,
        rehypeGlossaryLinks,
        rehypeSearchAliases,
        rehypePageTools,
        rehypeDeclaredChecks,
      ],
    }),
  },
  integrations: [
    mdx(),
    preact(),
    // `npm run dev` shows what `npm run validate` finds as a banner on every page.
    contentProblemsInDev(),
    {
      // Tools hydrate once the page has loaded and they are on screen: src/lib/visible-after-load.ts.
      name: 'rules-at-hand:visible-after-load',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({
            name: 'visible-after-load',
            entrypoint: fileURLToPath(new URL('./src/lib/visible-after-load.ts', import.meta.url)),
          });
        },
      },
    },
  ],
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      pageScriptPlainImports,
      widgetStylesFromPages,
      kitPartsOnlyWhenUsed,
      {
        /**
         * Astro marks each MDX page's style-collecting module with the directive
         * "use astro:head-inject" and reads it while transforming; the bundler then warns, once
         * per page, that it may not keep the directive, which nothing needs after that point.
         * Every other message still prints, so a build that prints no warning has none to read.
         */
        name: 'quiet-astro-head-inject-directive',
        onLog(_level, log) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('astro:head-inject'))
            return false;
        },
      },
    ],
  },
});
