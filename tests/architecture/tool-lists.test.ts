/**
 * Each ruleset declares its tools once, in src/widgets/<ruleset>/tools.ts (the site-wide panels in
 * src/widgets/site/tools.ts), and everything else finds them there. This test keeps it so by
 * looking through src/ and scripts/ for a list of tools kept by hand: a file that names tools of
 * two or more rulesets by their ids ('locus/outcome-check'), or that loads the components of two
 * or more rulesets' tools by dynamic import (a loader map). Browser tests may name example panels.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/widgets/screen/tools';
import { stripComments } from './scan-source';

const ROOT = join(import.meta.dirname, '../..');
const SOURCE = /\.(?:ts|tsx|mts|js|mjs|astro)$/;
const DECLARATIONS = /^src\/widgets\/[^/]+\/tools\.ts$/;

/** The rulesets whose tools a source text names by id, and those whose widgets it imports dynamically. */
export function toolRulesetsIn(
  text: string,
  path: string,
  tools: readonly { id: string; ruleset?: string }[],
): { named: string[]; loaded: string[] } {
  const code = stripComments(text);
  const named = new Set<string>();
  for (const tool of tools)
    if (
      tool.ruleset &&
      new RegExp(`(['"\`])(?:tool:)?${tool.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`).test(
        code,
      )
    )
      named.add(tool.ruleset);
  const rulesets = new Set(tools.flatMap((tool) => (tool.ruleset ? [tool.ruleset] : [])));
  const loaded = new Set<string>();
  for (const [, specifier] of code.matchAll(/\bimport\(\s*['"`]([^'"`]+)['"`]\s*\)/g)) {
    const target = relative(ROOT, resolve(ROOT, dirname(path), specifier!))
      .split('\\')
      .join('/');
    const folder = /^src\/widgets\/([^/]+)\//.exec(target)?.[1];
    if (folder && rulesets.has(folder)) loaded.add(folder);
  }
  return { named: [...named].sort(), loaded: [...loaded].sort() };
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

const EXAMPLE = [
  { id: 'locus/outcome-check', ruleset: 'locus' },
  { id: 'cairn/scars-roller', ruleset: 'cairn' },
  { id: 'roll-log' },
];

describe('toolRulesetsIn', () => {
  it('finds tool ids of several rulesets, bare or as panel ids', () => {
    const list =
      "const ENTRIES = [{ id: 'locus/outcome-check' }, { id: 'tool:cairn/scars-roller' }];";
    expect(toolRulesetsIn(list, 'src/x.ts', EXAMPLE).named).toEqual(['cairn', 'locus']);
  });

  it('finds a loader map by the rulesets whose widgets it imports', () => {
    const map =
      "const LOADERS = {\n  a: () => import('../locus/rolls/OutcomeCheck'),\n  b: () => import('../cairn/rolls/ScarsRoller'),\n};";
    expect(toolRulesetsIn(map, 'src/widgets/screen/registry.tsx', EXAMPLE).loaded).toEqual([
      'cairn',
      'locus',
    ]);
  });

  it('passes one ruleset, site-wide panels, and ids in comments', () => {
    const text =
      "// 'locus/outcome-check' and 'cairn/scars-roller'\nconst ids = ['tool:roll-log', 'locus/outcome-check'];";
    expect(toolRulesetsIn(text, 'src/x.ts', EXAMPLE)).toEqual({ named: ['locus'], loaded: [] });
  });
});

describe('src/ and scripts/', () => {
  it('keep no list of tools by hand: only src/widgets/<ruleset>/tools.ts declares them', () => {
    expect(new Set(TOOLS.map((tool) => tool.ruleset)).size).toBeGreaterThan(2);
    const lists = [...sourceFiles('src'), ...sourceFiles('scripts')]
      .filter((path) => !DECLARATIONS.test(path))
      .flatMap((path) => {
        const { named, loaded } = toolRulesetsIn(
          readFileSync(join(ROOT, path), 'utf8'),
          path,
          TOOLS,
        );
        return [
          ...(named.length >= 2 ? [`${path} names tools of ${named.join(', ')}`] : []),
          ...(loaded.length >= 2 ? [`${path} loads tools of ${loaded.join(', ')}`] : []),
        ];
      });
    expect(lists).toEqual([]);
  });
});
