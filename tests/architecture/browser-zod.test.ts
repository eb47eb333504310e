/**
 * Browser code validates with `zod/mini` only (DESIGN.md). Full Zod's chainable API (`zod`,
 * `astro/zod`) cannot be tree-shaken and puts its schema classes and English messages (over 10 KB gzip) on every page
 * with a tool, so it stays in build-time code: content schemas, the markdown plugins, the search
 * aliases. This follows imports from everything that can run in a page (the rules, the stores,
 * the widgets, the page scripts and the `<script>` elements of `.astro` files) without a build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroScripts, findImports, packageOf, resolveSpecifier } from './scan-source';

const ROOT = join(import.meta.dirname, '../..');

/** Folders whose every module may run in a page. */
const BROWSER_FOLDERS = ['src/rules', 'src/stores', 'src/widgets', 'src/scripts'];
const SOURCE = /\.(?:ts|tsx|mts|js|mjs)$/;
const RESOLVE_SUFFIXES = [
  '',
  '.ts',
  '.tsx',
  '.mts',
  '.js',
  '.mjs',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

/** Whether a package specifier brings in full Zod rather than `zod/mini`. */
function isFullZod(specifier: string): boolean {
  return specifier === 'astro/zod' || (packageOf(specifier) === 'zod' && specifier !== 'zod/mini');
}

/** A module graph over in-memory files: path from the project root -> its browser code. */
type Sources = ReadonlyMap<string, string>;

function resolveModule(sources: Sources, fromFile: string, specifier: string): string | undefined {
  const base = resolveSpecifier(fromFile, specifier);
  return RESOLVE_SUFFIXES.map((suffix) => `${base}${suffix}`).find(
    (candidate) => sources.has(candidate) && SOURCE.test(candidate),
  );
}

/**
 * Every browser module that imports full Zod, as "module -> specifier (reached from root)".
 * `roots` are the modules a page can load; everything they import, transitively, is followed.
 */
function findFullZodInBrowser(sources: Sources, roots: readonly string[]): string[] {
  const reachedFrom = new Map<string, string>();
  const queue = roots.map((root) => ({ file: root, root }));
  const found: string[] = [];
  while (queue.length > 0) {
    const { file, root } = queue.shift() as { file: string; root: string };
    if (reachedFrom.has(file)) continue;
    reachedFrom.set(file, root);
    for (const specifier of findImports(sources.get(file) ?? '')) {
      if (specifier.startsWith('.')) {
        const target = resolveModule(sources, file, specifier);
        if (target !== undefined) queue.push({ file: target, root });
      } else if (isFullZod(specifier)) {
        found.push(
          file === root
            ? `${file} -> ${specifier}`
            : `${file} -> ${specifier} (reached from ${root})`,
        );
      }
    }
  }
  return found;
}

function readProject(): { sources: Map<string, string>; roots: string[] } {
  const sources = new Map<string, string>();
  const roots: string[] = [];
  for (const entry of readdirSync(join(ROOT, 'src'), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/');
    const text = readFileSync(join(ROOT, path), 'utf8');
    if (path.endsWith('.astro')) {
      // Only the scripts run in the browser; they are roots under the file's own name.
      const scripts = astroScripts(text);
      if (scripts.trim() !== '') {
        sources.set(`${path}.ts`, scripts);
        roots.push(`${path}.ts`);
      }
    } else if (SOURCE.test(path)) {
      sources.set(path, text);
      if (BROWSER_FOLDERS.some((folder) => path.startsWith(`${folder}/`))) roots.push(path);
    }
  }
  return { sources, roots: roots.sort() };
}

describe('isFullZod', () => {
  it('takes zod, its classic paths and astro/zod for full Zod, and zod/mini for the small one', () => {
    expect(['zod', 'zod/v4', 'zod/v4/classic', 'astro/zod'].filter(isFullZod)).toEqual([
      'zod',
      'zod/v4',
      'zod/v4/classic',
      'astro/zod',
    ]);
    expect(['zod/mini', 'preact', 'zodiac'].filter(isFullZod)).toEqual([]);
  });
});

describe('findFullZodInBrowser', () => {
  it('finds full Zod imported by a root or by a module the root imports, through folder indexes', () => {
    const sources: Sources = new Map([
      [
        'src/widgets/Tool.tsx',
        "import { x } from '../lib/helper';\nimport { y } from '../rules/thing';",
      ],
      ['src/lib/helper.ts', "import * as z from 'zod';"],
      ['src/rules/thing/index.ts', "export * from './schema';"],
      [
        'src/rules/thing/schema.ts',
        "import { z } from 'astro/zod';\nimport * as m from 'zod/mini';",
      ],
      ['src/scripts/page.ts', "import * as m from 'zod/mini';"],
      ['src/markdown/plugin.ts', "import * as z from 'zod';"],
    ]);
    expect(findFullZodInBrowser(sources, ['src/scripts/page.ts', 'src/widgets/Tool.tsx'])).toEqual([
      'src/lib/helper.ts -> zod (reached from src/widgets/Tool.tsx)',
      'src/rules/thing/schema.ts -> astro/zod (reached from src/widgets/Tool.tsx)',
    ]);
  });
});

describe('the browser code', () => {
  const { sources, roots } = readProject();

  it('is found: the rules, stores, widgets, page scripts and the scripts of .astro files', () => {
    expect(roots).toContain('src/rules/locus/character.ts');
    expect(roots).toContain('src/stores/roll-log.ts');
    expect(roots).toContain('src/layouts/BaseLayout.astro.ts');
    expect(roots.filter((root) => root.startsWith('src/widgets/')).length).toBeGreaterThan(5);
  });

  it('imports Zod only as zod/mini', () => {
    expect(findFullZodInBrowser(sources, roots), 'browser modules importing full Zod').toEqual([]);
  });

  it('leaves full Zod to build-time code, where the content schemas use it', () => {
    const fullZodUsers = [...sources]
      .filter(([, text]) => findImports(text).some(isFullZod))
      .map(([path]) => path);
    expect(fullZodUsers).toContain('src/content/schemas.ts');
  });
});
