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

/**
 * SITE_URL and BASE_PATH let the same source deploy to a domain root or to a sub-path
 * (e.g. GitHub Pages serves a project under /<repository>/).
 */
const site = process.env.SITE_URL ?? 'http://localhost:4321';
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  build: { format: 'directory' },
  // Rules text has inline emphasis next to words; keeping whitespace keeps those words apart.
  compressHTML: false,
  markdown: {
    processor: unified({ rehypePlugins: [rehypeHeadingIds, rehypeHeadingAnchors, rehypeScrollableTables, rehypeDiceButtons, rehypeGlossaryLinks, rehypeSearchAliases] }),
  },
  integrations: [mdx(), preact()],
  devToolbar: { enabled: false },
});
