/**
 * The dependency direction of DESIGN.md, checked on every source file:
 * `pages/layouts/components (and page scripts) -> widgets -> stores -> rules/<ruleset> -> rules/dice, rules/tables`,
 * one way only, and nothing in `src/rules/` reaches for a framework, a store, the DOM, the clock
 * or `Math.random` (randomness and time are parameters there).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findImports,
  packageOf,
  resolveSpecifier,
  stripComments,
  readSources,
  type SourceFile,
} from './scan-source';
import { rulesetIds } from '../../src/content/rulesets-on-disk';

const ROOT = join(import.meta.dirname, '../..');

interface Rule {
  /** Files the rule applies to, by path prefix. */
  readonly files: string;
  /** Project folders the files must not import from. */
  readonly forbiddenFolders: readonly string[];
  /** Packages (exact, or ending in `*` for a prefix) the files must not import. */
  readonly forbiddenPackages: readonly string[];
  /** Globals the files' code must not use. */
  readonly forbiddenGlobals: readonly { readonly name: string; readonly pattern: RegExp }[];
}

const OUTER_LAYERS = ['src/components', 'src/layouts', 'src/pages'];
/** Each ruleset's own rules folder, whether or not it has one yet. */
const RULESET_RULES = rulesetIds(join(ROOT, 'content')).map((ruleset) => `src/rules/${ruleset}`);

const RULES: readonly Rule[] = [
  {
    files: 'src/rules/',
    forbiddenFolders: ['src/stores', 'src/widgets', ...OUTER_LAYERS, 'src/scripts'],
    forbiddenPackages: [
      'astro*',
      'preact*',
      '@preact/*',
      'nanostores',
      '@nanostores/*',
      '@astrojs/*',
    ],
    forbiddenGlobals: [
      { name: 'document', pattern: /(?<![\w$])document(?![\w$])/ },
      { name: 'window', pattern: /(?<![\w$])window(?![\w$])/ },
      { name: 'localStorage', pattern: /(?<![\w$])localStorage(?![\w$])/ },
      { name: 'Math.random', pattern: /(?<![\w$])Math\s*\.\s*random(?![\w$])/ },
      { name: 'Date.now', pattern: /(?<![\w$])Date\s*\.\s*now(?![\w$])/ },
    ],
  },
  // The dice core and the table model sit under every ruleset, so they never import one.
  {
    files: 'src/rules/dice/',
    forbiddenFolders: RULESET_RULES,
    forbiddenPackages: [],
    forbiddenGlobals: [],
  },
  {
    files: 'src/rules/tables/',
    forbiddenFolders: RULESET_RULES,
    forbiddenPackages: [],
    forbiddenGlobals: [],
  },
  {
    files: 'src/stores/',
    forbiddenFolders: ['src/widgets', ...OUTER_LAYERS, 'src/scripts'],
    forbiddenPackages: [],
    forbiddenGlobals: [],
  },
  // The page scripts are outer too: they load widgets' code (the roll log panel), never the reverse.
  {
    files: 'src/widgets/',
    forbiddenFolders: [...OUTER_LAYERS, 'src/scripts'],
    forbiddenPackages: [],
    forbiddenGlobals: [],
  },
];

function isInFolder(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`) || path.startsWith(`${folder}.`);
}

function matchesPackage(name: string, pattern: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

/** Every breach of the rules in the given files, as "file -> import" or "file uses global". */
function findViolations(files: readonly SourceFile[], rules: readonly Rule[] = RULES): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const applying = rules.filter((rule) => file.path.startsWith(rule.files));
    if (applying.length === 0) continue;
    const imports = findImports(file.text);
    const code = stripComments(file.text);
    for (const rule of applying) {
      for (const specifier of imports) {
        const resolved = resolveSpecifier(file.path, specifier);
        const badFolder =
          specifier.startsWith('.') &&
          rule.forbiddenFolders.some((folder) => isInFolder(resolved, folder));
        const badPackage =
          !specifier.startsWith('.') &&
          rule.forbiddenPackages.some((pattern) => matchesPackage(packageOf(specifier), pattern));
        if (badFolder || badPackage) violations.push(`${file.path} -> ${specifier}`);
      }
      for (const global of rule.forbiddenGlobals) {
        if (global.pattern.test(code)) violations.push(`${file.path} uses ${global.name}`);
      }
    }
  }
  return [...new Set(violations)];
}

const sources = readSources('src');
const currentViolations = findViolations(sources);

describe('findImports', () => {
  it('finds static imports, type imports, re-exports, side-effect imports and dynamic imports', () => {
    const text = [
      "import a from './a';",
      "import type { B } from '../b';",
      "import {\n  c,\n  d,\n} from 'c-package/sub';",
      "export { e } from './e';",
      "export * from './f';",
      "import './g.css';",
      "const h = await import('./h');",
      'const i = import(`./i`);',
    ].join('\n');
    expect(findImports(text)).toEqual([
      './a',
      '../b',
      'c-package/sub',
      './e',
      './f',
      './g.css',
      './h',
      './i',
    ]);
  });

  it('ignores imports written in comments and strings that only look like them', () => {
    const text = [
      "// import x from 'commented-out';",
      "/* import y from 'also-commented'; */",
      "const url = 'https://example.invalid/path'; // a URL is not a comment start",
      'const pattern = /\\/\\/ not a comment/;',
      "import z from './real';",
    ].join('\n');
    expect(findImports(text)).toEqual(['./real']);
  });
});

describe('findViolations', () => {
  it('catches a rules module importing a store, a widget, Preact and nanostores, and using the DOM and the clock', () => {
    const fake: SourceFile = {
      path: 'src/rules/locus/fake.ts',
      text: [
        "import { $cast } from '../../stores/locus/cast';",
        "import CastTracker from '../../widgets/locus/CastTracker';",
        "import { useState } from 'preact/hooks';",
        "import { atom } from 'nanostores';",
        "import { useStore } from '@nanostores/preact';",
        "import { getCollection } from 'astro:content';",
        "import { roll } from '../dice';",
        'export const seed = Date.now() + Math.random();',
        'export const title = () => document.title + window.location.href + localStorage.length;',
      ].join('\n'),
    };
    expect(findViolations([fake])).toEqual([
      'src/rules/locus/fake.ts -> ../../stores/locus/cast',
      'src/rules/locus/fake.ts -> ../../widgets/locus/CastTracker',
      'src/rules/locus/fake.ts -> preact/hooks',
      'src/rules/locus/fake.ts -> nanostores',
      'src/rules/locus/fake.ts -> @nanostores/preact',
      'src/rules/locus/fake.ts -> astro:content',
      'src/rules/locus/fake.ts uses document',
      'src/rules/locus/fake.ts uses window',
      'src/rules/locus/fake.ts uses localStorage',
      'src/rules/locus/fake.ts uses Math.random',
      'src/rules/locus/fake.ts uses Date.now',
    ]);
  });

  it('does not count globals named only in comments, or names that merely contain them', () => {
    const fake: SourceFile = {
      path: 'src/rules/dice/fake.ts',
      text: '/** Never Math.random or Date.now: randomness is a parameter. */\n// window.document\nexport const windowSum = 0; const ownerDocument = 1;\n',
    };
    expect(findViolations([fake])).toEqual([]);
  });

  it('catches a store importing a widget, and a widget importing a component, a page or a page script', () => {
    const store: SourceFile = {
      path: 'src/stores/fake.ts',
      text: "import { x } from '../widgets/kit/fields';\nimport { y } from '../rules/dice';",
    };
    const widget: SourceFile = {
      path: 'src/widgets/loot/Fake.tsx',
      text: "import Header from '../../components/Header.astro';\nconst page = import('../../pages/index.astro');\nconst script = import('../../scripts/dice-runtime');\nimport { $x } from '../../stores/roll-log';",
    };
    expect(findViolations([store, widget])).toEqual([
      'src/stores/fake.ts -> ../widgets/kit/fields',
      'src/widgets/loot/Fake.tsx -> ../../components/Header.astro',
      'src/widgets/loot/Fake.tsx -> ../../pages/index.astro',
      'src/widgets/loot/Fake.tsx -> ../../scripts/dice-runtime',
    ]);
  });

  it('catches the dice core importing a ruleset', () => {
    const fake: SourceFile = {
      path: 'src/rules/dice/fake.ts',
      text: "import { x } from '../locus/errors';",
    };
    expect(findViolations([fake])).toEqual(['src/rules/dice/fake.ts -> ../locus/errors']);
  });
});

describe('the source tree', () => {
  it('is read: rules, stores and widgets files are all there', () => {
    for (const folder of ['src/rules/dice/', 'src/stores/', 'src/widgets/']) {
      expect(sources.filter((file) => file.path.startsWith(folder)).length, folder).toBeGreaterThan(
        5,
      );
    }
  });

  it('keeps every layer rule: no file imports against the direction, or uses a forbidden global', () => {
    expect(currentViolations, 'layer violations (file -> import)').toEqual([]);
  });
});

describe('widgets reading saved stores', () => {
  it('go through the kit (useSaved), so a tool hydrating over the server HTML first renders what the build rendered', () => {
    const direct = sources
      .filter(
        (file) => file.path.startsWith('src/widgets/') && !file.path.startsWith('src/widgets/kit/'),
      )
      .filter((file) =>
        findImports(file.text).some((specifier) => packageOf(specifier) === '@nanostores/preact'),
      )
      .map((file) => file.path);
    expect(direct).toEqual([]);
  });
});

/**
 * Every roster is the object `createRoster` makes, exported as it is, so its actions have the same
 * names in every ruleset (add, update, remove, restore, importItems). A ruleset store that holds a
 * roster exports that object and no function of its own that removes or undoes under another name.
 */
function findRosterWrappers(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!/^src\/stores\/[^/]+\//.test(file.path)) continue;
    const code = stripComments(file.text);
    if (!/\bcreateRoster\s*[<(]/.test(code)) continue;
    if (!/export\s+const\s+\w+\s*=\s*createRoster\s*[<(]/.test(code))
      found.push(`${file.path} does not export its roster object`);
    for (const match of code.matchAll(/export\s+(?:async\s+)?(?:function|const|let)\s+([\w$]+)/g)) {
      const name = match[1] as string;
      if (/restore|undo|remove|delete/i.test(name)) found.push(`${file.path} exports ${name}`);
    }
  }
  return found;
}

describe('findRosterWrappers', () => {
  it('catches a store that renames the roster’s undo and remove, or keeps its roster to itself', () => {
    const fake: SourceFile = {
      path: 'src/stores/fake/party.ts',
      text: [
        "import { createRoster } from '../roster';",
        'const party = createRoster<Hero, Hero[]>(options);',
        'export function undoDelete(removed: Removed<Hero>) { party.restore(removed); }',
        'export const removeHero = (id: string) => party.remove(id);',
        '// export function restoreHero() {}',
      ].join('\n'),
    };
    expect(findRosterWrappers([fake])).toEqual([
      'src/stores/fake/party.ts does not export its roster object',
      'src/stores/fake/party.ts exports undoDelete',
      'src/stores/fake/party.ts exports removeHero',
    ]);
  });

  it('accepts a store that exports its roster and actions of its own', () => {
    const fake: SourceFile = {
      path: 'src/stores/fake/party.ts',
      text: [
        "import { createRoster } from '../roster';",
        'export const partyRoster = createRoster<Hero, Hero[]>(options);',
        'export function addHeroFatigue(id: string) { partyRoster.update(id, tire); }',
      ].join('\n'),
    };
    expect(findRosterWrappers([fake])).toEqual([]);
  });
});

describe('ruleset stores holding a roster', () => {
  it('export the roster object and wrap none of its actions under other names', () => {
    expect(findRosterWrappers(sources)).toEqual([]);
  });
});
