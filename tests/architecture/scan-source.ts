/**
 * A small reader of TypeScript/Astro source for the layer tests: what a file imports, and its
 * code with comments blanked out. Not a parser: it knows strings, template literals, comments and
 * regular-expression literals well enough that a `//` inside a string or a regex is not taken for
 * a comment, and an import written in a comment is not taken for an import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const SOURCE_EXTENSIONS = /\.(?:ts|tsx|mts|js|mjs|astro)$/;

/** A source file of the project. */
export interface SourceFile {
  /** From the project root, with forward slashes: `src/rules/dice/roll.ts`. */
  readonly path: string;
  readonly text: string;
}

/** Every source file under `directory` (from the project root), in path order. */
export function readSources(directory: string): SourceFile[] {
  return readdirSync(join(ROOT, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_EXTENSIONS.test(entry.name))
    .map((entry) => {
      const path = relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/');
      return { path, text: readFileSync(join(ROOT, path), 'utf8') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The text with every comment replaced by spaces (newlines kept, so line numbers still match). */
export function stripComments(text: string): string {
  let out = '';
  let index = 0;
  // The last significant character outside comments, to tell a regex literal from a division.
  let previous = '';
  const blank = (part: string) => part.replace(/[^\n]/g, ' ');
  while (index < text.length) {
    const character = text[index] as string;
    const next = text[index + 1];
    if (character === '/' && next === '/') {
      const end = text.indexOf('\n', index);
      const stop = end === -1 ? text.length : end;
      out += blank(text.slice(index, stop));
      index = stop;
      continue;
    }
    if (character === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += blank(text.slice(index, stop));
      index = stop;
      continue;
    }
    if (character === '"' || character === "'" || character === '`') {
      let end = index + 1;
      while (end < text.length && text[end] !== character) end += text[end] === '\\' ? 2 : 1;
      out += text.slice(index, end + 1);
      index = end + 1;
      previous = character;
      continue;
    }
    if (
      character === '/' &&
      (previous === '' ||
        /[(,=:[!&|?{};+\-*%<>~^]/.test(previous) ||
        /\b(?:return|typeof|case|in|of)$/.test(out.trimEnd()))
    ) {
      // A regular-expression literal: up to the closing slash outside a character class.
      let end = index + 1;
      let inClass = false;
      while (end < text.length && text[end] !== '\n') {
        const current = text[end];
        if (current === '\\') {
          end += 2;
          continue;
        }
        if (current === '[') inClass = true;
        else if (current === ']') inClass = false;
        else if (current === '/' && !inClass) break;
        end += 1;
      }
      out += text.slice(index, end + 1);
      index = end + 1;
      previous = '/';
      continue;
    }
    out += character;
    if (!/\s/.test(character)) previous = character;
    index += 1;
  }
  return out;
}

const IMPORT_PATTERNS = [
  // import x from 'a'; import { a } from 'a'; import type { A } from 'a'; export { a } from 'a'; export * from 'a'
  /(?:^|[^\w$.])(?:import|export)\s[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/g,
  // import 'a' (side effects only)
  /(?:^|[^\w$.])import\s*(['"])([^'"\n]+)\1/g,
  // import('a'), dynamic
  /(?:^|[^\w$.])import\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g,
];

/** Every module specifier the file's code imports or re-exports, in order of appearance, once each. */
export function findImports(text: string): string[] {
  const code = stripComments(text);
  const found: { at: number; specifier: string }[] = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern))
      found.push({ at: match.index, specifier: match[2] as string });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((entry) => entry.specifier))];
}

/**
 * A relative specifier as a path from the project root (`src/stores/roll-log`); a package
 * specifier as written (`nanostores`, `astro:content`).
 */
export function resolveSpecifier(fromFile: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return posix.normalize(posix.join(posix.dirname(fromFile), specifier));
}

/**
 * The code of an `.astro` file's `<script>` elements, the only part of it that runs in the
 * browser (the frontmatter and the template run at build). `is:inline` scripts are left out:
 * they cannot import modules.
 */
export function astroScripts(text: string): string {
  return [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\bis:inline\b/.test(match[1] as string))
    .map((match) => match[2] as string)
    .join('\n');
}

/** The package a bare specifier names: `@nanostores/preact` for `@nanostores/preact/x`, `zod` for `zod/mini`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}
