/**
 * Checks the files of content/ without building the site, for `npm run validate [-- <slug>]`:
 * every ruleset.json, page front matter, random table and glossary against the schemas the build
 * uses, every `<RandomTable id>` against the table files (and every table file for a use), that
 * each ruleset has its home page, and for an adapted text that its pages keep every line of its
 * source; that a glossary quotes the text word for word and names real sections
 * (./glossary.ts), that nothing dice-like in the text fails to roll as written
 * (src/markdown/dice-typos.ts), and that no placeholder of the scaffold is left (./scaffold.ts).
 * It is the "ready to publish" check, and the content tests hold the site's own content to it. Each problem names its file and field in words ("'order' is missing: a number, 1 comes
 * first") so a writer can fix it from the message alone; nothing here throws at the writer.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import type { z } from 'zod';
import {
  GlossarySchema,
  PageSchema,
  RandomTableSchema,
  RulesetSchema,
} from '../../src/content/schemas.ts';
import { findDeclaredCheckProblems } from './declared-checks.ts';
import { rowLabel, type RandomTable } from '../../src/rules/tables/model.ts';
import { findDiceTypos } from '../../src/markdown/dice-typos.ts';
import {
  findMdxProblems,
  readMdxPage,
  type MdxSyntaxProblem,
} from '../../src/markdown/mdx-syntax.ts';
import { checkGlossaryTerms, termLine } from './glossary.ts';
import { findPlaceholders, siteAddresses, slugProblem } from './scaffold.ts';
import { meantName } from '../../src/rules/spelling.ts';
import { howMany, listInWords, withArticle } from '../../src/rules/words.ts';
import {
  buildCorpus,
  findMissing,
  normalize,
  type Corpus,
  type FidelityConfig,
} from './fidelity.ts';

export interface Problem {
  /** The file, from the project root: `content/cairn/ruleset.json`. */
  readonly file: string;
  readonly message: string;
  /** An error stops the build or breaks a page; a warning is worth a look but harms nothing. */
  readonly level: 'error' | 'warning';
}

export interface Report {
  /** The rulesets that were checked, by slug. */
  readonly checked: readonly string[];
  readonly problems: readonly Problem[];
}

export interface ValidateOptions {
  /** The folder holding the rulesets (default `content`). */
  readonly contentDir?: string;
  /** Source folder searched for table files used by code (default: `src` beside contentDir). */
  readonly srcDir?: string;
  /** Only these rulesets; an unknown slug is reported with the list of known ones. */
  readonly only?: readonly string[];
}

/** Every folder of content/ is meant to be a ruleset, with or without its ruleset.json yet. */
function rulesetFolders(contentDir: string): string[] {
  if (!existsSync(contentDir)) return [];
  return readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

// ---------------------------------------------------------------------------------------------
// Schema issues in words

type AnySchema = z.core.$ZodType;

interface SchemaDef {
  type: string;
  innerType?: AnySchema;
  out?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
}

const described = (node: AnySchema) => (node as { description?: string }).description;

/** The schema under optional, default, nullable and pipe, with the last description on the way. */
function unwrap(node: AnySchema): { inner: AnySchema; description: string | undefined } {
  let inner = node;
  let description: string | undefined;
  for (;;) {
    description = described(inner) ?? description;
    const def = inner._zod.def as SchemaDef;
    if (
      (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') &&
      def.innerType
    )
      inner = def.innerType;
    else if (def.type === 'pipe' && def.out) inner = def.out;
    else return { inner, description };
  }
}

/** The part of a schema at an issue's path (a field, a list's entry), or undefined. */
function schemaAt(schema: AnySchema, path: readonly PropertyKey[]): AnySchema | undefined {
  let current: AnySchema | undefined = schema;
  for (const key of path) {
    if (!current) return undefined;
    const def = unwrap(current).inner._zod.def as SchemaDef;
    if (def.type === 'object' && typeof key === 'string') current = def.shape?.[key];
    else if (def.type === 'array' && typeof key === 'number') current = def.element;
    else current = undefined;
  }
  return current;
}

/** The description written beside a field in src/content/schemas.ts, found by the issue's path. */
function descriptionAt(schema: AnySchema, path: readonly PropertyKey[]): string | undefined {
  const node = schemaAt(schema, path);
  return node && unwrap(node).description;
}

/** The fields an object of the schema has, at the issue's path. */
function fieldsAt(schema: AnySchema, path: readonly PropertyKey[]): string[] {
  const node = schemaAt(schema, path);
  const def = node && (unwrap(node).inner._zod.def as SchemaDef);
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}

const SINGULAR: Record<string, string> = {
  rows: 'row',
  terms: 'term',
  columns: 'column',
  credits: 'credit line',
  aliases: 'alias',
  cells: 'cell',
  except: 'phrase',
};

/** `['rows', 3, 'cells']` -> "row 4's 'cells'": where the problem is, as a person counts. */
function place(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  path.forEach((key, index) => {
    if (typeof key === 'number') return;
    const next = path[index + 1];
    if (typeof next === 'number') parts.push(`${SINGULAR[String(key)] ?? String(key)} ${next + 1}`);
    else parts.push(`'${String(key)}'`);
  });
  return parts.join("'s ").replace(/''s /g, "'s ") || 'the file';
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** One schema issue as a sentence naming the field, what it holds and what it should hold. */
export function describeIssue(schema: AnySchema, data: unknown, issue: z.core.$ZodIssue): string {
  const where = place(issue.path);
  const value = valueAt(data, issue.path);
  const wanted = descriptionAt(schema, issue.path);
  if (value === undefined && issue.code !== 'custom' && issue.code !== 'unrecognized_keys')
    return `${where} is missing${wanted ? `: ${wanted}` : ''}`;
  switch (issue.code) {
    case 'unrecognized_keys': {
      // A schema's own words for it come first (ruleset.json's, the front matter's).
      if (!issue.message.startsWith('Unrecognized key'))
        return issue.path.length > 0 ? `${where}: ${issue.message}` : issue.message;
      const fields = fieldsAt(schema, issue.path);
      const keys = issue.keys.map((key) => {
        const meant = meantName(key, fields);
        return meant ? `"${key}" (did you mean "${meant}"?)` : `"${key}"`;
      });
      return `${issue.path.length > 0 ? `${where} has` : 'has'} ${keys.length === 1 ? 'a field' : 'fields'} the site does not read: ${keys.join(', ')}; the fields are ${fields.map((field) => `"${field}"`).join(', ')}`;
    }
    case 'custom':
      return issue.path.length > 0 ? `${where}: ${issue.message}` : issue.message;
    case 'invalid_value':
      return `${where} is ${shown(value)}${wanted ? `: ${wanted}` : ''}; it is one of ${issue.values.map((allowed) => JSON.stringify(allowed)).join(', ')}`;
    case 'invalid_type':
      // An empty line in YAML (`title:`) reads as null: the writer left the field empty.
      if (value === null) return `${where} is empty${wanted ? `: ${wanted}` : ''}`;
      return `${where} is ${shown(value)}, which is not ${issue.expected === 'array' ? 'a list' : withArticle(String(issue.expected))}${wanted ? `: ${wanted}` : ''}`;
    case 'too_small':
      if (typeof value === 'string') return `${where} is empty${wanted ? `: ${wanted}` : ''}`;
      return `${where} has too few entries (at least ${String(issue.minimum)})${wanted ? `: ${wanted}` : ''}`;
    case 'too_big':
      return `${where}: ${issue.message}`;
    case 'invalid_format':
      if (issue.format === 'url')
        return `${where} is ${shown(value)}, which is not a web address (https://...)${wanted ? `: ${wanted}` : ''}`;
      return `${where} is ${shown(value)}: ${issue.message.startsWith('Invalid') ? (wanted ?? 'not in the expected form') : issue.message}`;
    default:
      return `${where} is ${shown(value)}${wanted ? `: ${wanted}` : ''}`;
  }
}

function schemaProblems(
  file: string,
  schema: AnySchema & {
    safeParse(data: unknown): { success: boolean; error?: { issues: z.core.$ZodIssue[] } };
  },
  data: unknown,
): Problem[] {
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  return (parsed.error?.issues ?? []).map((issue) => ({
    file,
    level: 'error' as const,
    message: describeIssue(schema, data, issue),
  }));
}

// ---------------------------------------------------------------------------------------------
// Reading files without throwing

/** "line 5, column 3" from the position JSON.parse names in its message. */
function jsonPosition(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const line = /line (\d+) column (\d+)/.exec(message);
  if (line) return `near line ${line[1]}, column ${line[2]}`;
  const position = /position (\d+)/.exec(message);
  if (!position)
    return message.includes('end of JSON') || message.includes('Unexpected end')
      ? 'at its end'
      : '';
  const before = text.slice(0, Number(position[1])).split('\n');
  return `near line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

type Read<T> = { ok: true; value: T } | { ok: false; problem: Problem };

function readJson(root: string, path: string): Read<unknown> {
  const file = relative(root, path);
  const text = readFileSync(path, 'utf8');
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const where = jsonPosition(text, error);
    return {
      ok: false,
      problem: {
        file,
        level: 'error',
        message: `is not valid JSON${where ? ` ${where}` : ''}: look for a missing comma or quote mark, or a comma after the last entry`,
      },
    };
  }
}

// ---------------------------------------------------------------------------------------------
// One ruleset

interface PageFile {
  readonly name: string;
  readonly order?: number;
  readonly body: string;
  /** The tables the page places, with their lines; read from its text when MDX cannot read it. */
  readonly tables: readonly { readonly line?: number; readonly id: string }[];
}

/** The addresses of a ruleset's pages that the build makes, from its folder. */
function rulesetAddresses(dir: string, slug: string): string[] {
  const pages = readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => (name === 'index.mdx' ? `/${slug}/` : `/${slug}/${name.slice(0, -4)}/`));
  const glossary = join(dir, 'glossary.json');
  const hasTerms =
    existsSync(glossary) && /"terms"\s*:\s*\[\s*\{/.test(readFileSync(glossary, 'utf8'));
  return [
    ...pages,
    `/${slug}/about/`,
    `/${slug}/book/`,
    ...(hasTerms ? [`/${slug}/glossary/`] : []),
  ];
}

/** A link's address in a page's text: `[words](address)` and `href="address"`. */
const LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|\bhref=["']([^"']+)["']/g;

/**
 * The links of a page that lead to no page of the site: the build makes them without a word, and
 * only a reader finds the "not found" page. A link is written relative to the page (`../combat/`),
 * so it holds when the site is served under a folder; an address from the site's root does not.
 */
function linkProblems(
  file: string,
  address: string,
  text: string,
  addresses: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(LINK)) {
      const target = match[1] ?? match[2]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const say = (message: string) =>
        problems.push({
          file,
          level: 'error',
          message: `line ${index + 1}: the link “${target}” ${message}`,
        });
      if (target.startsWith('/')) {
        say(
          `is written from the site’s root, which breaks when the site is served under a folder: write it from this page, as “${linkFrom(address, target)}”`,
        );
        continue;
      }
      const path = new URL(target, `https://site${address}`).pathname;
      if (addresses.has(path) || addresses.has(`${path}/`)) continue;
      const meant = [...addresses].find(
        (known) => known === `${path.replace(/\.mdx$/, '')}/` || known === `${path}/`,
      );
      say(
        meant
          ? `leads to ${path}, which is no page: a page's address ends in a slash, without .mdx (${meant})`
          : `leads to ${path}, which is no page of the site`,
      );
    }
  });
  return problems;
}

/** The link from a page's address to a root address: from /ember-vale/, /ember-vale/sparks/ is sparks/. */
export function linkFrom(address: string, target: string): string {
  const url = new URL(target, 'https://site/');
  const path = posix.relative(address, url.pathname);
  const folder = url.pathname.endsWith('/') && path !== '' ? '/' : '';
  return `${path === '' ? './' : path}${folder}${url.search}${url.hash}`;
}

function syntaxProblem(file: string, { line, column, message }: MdxSyntaxProblem): Problem {
  return { file, level: 'error', message: `line ${line}, column ${column}: ${message}` };
}

/** A table's id in a page MDX cannot read, so its table is not also reported unused. */
const TABLE_USE = /<RandomTable\b[^>]*\bid=\{?["'`]([^"'`]+)["'`]/g;
const tablesWritten = (text: string) =>
  [...text.matchAll(TABLE_USE)].map((match) => ({ id: match[1]! }));

function checkPages(root: string, dir: string, slug: string, problems: Problem[]): PageFile[] {
  const pages: PageFile[] = [];
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.mdx'))
    .sort()) {
    const path = join(dir, name);
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    const opened = /^---\r?\n/.test(text);
    if (!opened || !/^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.test(text)) {
      problems.push({
        file,
        level: 'error',
        message: opened
          ? 'front matter is not closed: after its title, description and order, end it with a line "---"'
          : 'has no front matter: start the file with a line "---", then title, description and order, then another "---"',
      });
      pages.push({ name, body: text, tables: tablesWritten(text) });
      continue;
    }
    let frontmatter: Record<string, unknown>;
    let body: string;
    try {
      const parsed = parseFrontmatter(text);
      frontmatter = parsed.frontmatter;
      body = parsed.content;
    } catch (error) {
      const line = (error as { mark?: { line?: number } }).mark?.line;
      problems.push({
        file,
        level: 'error',
        message: `front matter${line === undefined ? '' : ` line ${line + 1}`} cannot be read: each line is "name: value", and a value holding a colon or starting with a quote mark goes in double quotes`,
      });
      pages.push({ name, body: text, tables: tablesWritten(text) });
      continue;
    }
    problems.push(...schemaProblems(file, PageSchema, frontmatter));
    problems.push(...emptyPage(file, text));
    problems.push(...diceTyposInPage(file, text), ...secondTitles(file, text));
    const read = readMdxPage(text);
    const unbuildable = read.problems;
    problems.push(...unbuildable.map((problem) => syntaxProblem(file, problem)));
    // The checks the page declares, in the build's own words (src/markdown/declared-checks.ts).
    if (unbuildable.length === 0)
      for (const check of findDeclaredCheckProblems(text))
        problems.push({ file, level: 'error', message: `line ${check.line}: ${check.message}` });
    pages.push({
      name,
      body,
      tables: unbuildable.length === 0 ? read.tables : tablesWritten(text),
      ...(typeof frontmatter.order === 'number' && { order: frontmatter.order }),
    });
  }
  // Partials in sub-folders (imported by pages, as Locus's are) are rules text too.
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mdx') || entry.parentPath === dir) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    problems.push(...diceTyposInPage(file, text));
    problems.push(...findMdxProblems(text).map((problem) => syntaxProblem(file, problem)));
  }
  problems.push(...strayPages(root, dir));
  if (!pages.some((page) => page.name === 'index.mdx')) {
    problems.push({
      file: relative(root, join(dir, 'index.mdx')),
      level: 'error',
      message: `is missing: it is the ruleset's home page (/${slug}/), which the home page's card links to`,
    });
  }
  const byOrder = Map.groupBy(
    pages.filter((page) => page.order !== undefined),
    (page) => page.order!,
  );
  for (const [order, same] of byOrder) {
    if (same.length > 1) {
      problems.push({
        file: relative(root, dir),
        level: 'warning',
        message: `${listInWords(same.map((page) => page.name))} ${same.length === 2 ? 'both' : 'all'} have 'order' ${order}: the sidebar then sorts them by title; give each page its own number`,
      });
    }
  }
  return pages;
}

/**
 * Files that look like pages but that the build never reads: a page is a .mdx file directly in
 * content/<slug>/ (src/content.config.ts), so a .md file, or a .mdx file in a sub-folder, is left
 * out without a word. A sub-folder is a place for parts that pages import (Locus's
 * `import AttackMargins from './partials/attack-margins.mdx'`), so only a file no page or part
 * imports is named.
 */
function strayPages(root: string, dir: string): Problem[] {
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const imported = new Set<string>();
  for (const path of files.filter((candidate) => candidate.endsWith('.mdx'))) {
    for (const match of readFileSync(path, 'utf8').matchAll(
      /^import\s[^'"\n]*['"](\.{1,2}\/[^'"]+)['"]/gm,
    ))
      imported.add(join(path, '..', match[1]!));
  }
  return files
    .filter((path) => !imported.has(path) && (path.endsWith('.md') || join(path, '..') !== dir))
    .sort()
    .map((path) => {
      const name = relative(dir, path);
      const page = `${name
        .split('/')
        .at(-1)!
        .replace(/\.mdx?$/, '')}.mdx`;
      return {
        file: relative(root, path),
        level: 'warning' as const,
        message:
          join(path, '..') === dir
            ? `is not published: a page's file ends in .mdx, so rename it ${page}`
            : `is not published: a page is a .mdx file directly in ${relative(root, dir)}/ (move it there as ${page}); a file in a sub-folder is a part that a page imports (import Part from './${name}'; then <Part /> where it goes), and no page imports this one`,
      };
    });
}

/**
 * The lines of a page that the rules text shows as text, with their 1-based line numbers: front
 * matter, imports, code blocks, inline code (the way to mark text that only looks like dice),
 * tags and link addresses left out.
 */
export function textLines(text: string): { line: number; text: string }[] {
  const lines = text.split('\n');
  const shown: { line: number; text: string }[] = [];
  let fenced = false;
  let frontmatter = lines[0]?.trim() === '---';
  lines.forEach((raw, index) => {
    if (frontmatter) {
      if (index > 0 && raw.trim() === '---') frontmatter = false;
      return;
    }
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      return;
    }
    if (fenced || /^(import|export)\s/.test(raw)) return;
    const visible = raw
      .replace(/`[^`]*`/g, (code) => ' '.repeat(code.length))
      .replace(/\{\/\*.*?\*\/\}/g, (comment) => ' '.repeat(comment.length))
      .replace(/<[^>]*>/g, (tag) => ' '.repeat(tag.length))
      .replace(/\]\([^)]*\)/g, (link) => ']' + ' '.repeat(link.length - 1));
    shown.push({ line: index + 1, text: visible });
  });
  return shown;
}

/**
 * A page with nothing to read: only its front matter, or headings alone. The build publishes it
 * as a blank page in the sidebar, the book and search. A page that places a tool or a table and
 * no text is a page (a screen page is), so a tag counts as content.
 */
function emptyPage(file: string, text: string): Problem[] {
  const shown = textLines(text);
  const words = shown.filter(({ text: visible }) => /[\p{L}\p{N}]/u.test(visible));
  const headings = words.filter(({ text: visible }) => /^\s*#{1,6}\s/.test(visible));
  const lines = text.split('\n');
  const tags = shown.some(({ line }) => /<[A-Za-z]/.test(lines[line - 1]!));
  if (tags || words.length > headings.length) return [];
  return [
    {
      file,
      level: 'error',
      message:
        headings.length > 0
          ? `has only ${headings.length === 1 ? 'a heading' : 'headings'} and no text: the page would be published with nothing to read; write its rules under the heading, or delete the file`
          : 'has no text after its front matter: the page would be published blank; write its rules below the closing "---", or delete the file',
    },
  ];
}

/** A "#" heading in a page: the page's title is its front matter's, so a second one breaks the outline. */
function secondTitles(file: string, text: string): Problem[] {
  return textLines(text)
    .filter(({ text: visible }) => /^#[ \t]/.test(visible))
    .map(({ line }) => ({
      file,
      level: 'error' as const,
      message: `line ${line}: a "#" heading is a second title (the page's title is its front matter's 'title'): start its sections at "##"`,
    }));
}

function diceTyposInPage(file: string, text: string): Problem[] {
  return textLines(text).flatMap(({ line, text: visible }) =>
    findDiceTypos(visible).map((typo) => ({
      file,
      level: 'error' as const,
      message: `line ${line}: ${typo.message} (text meant as written goes in backticks)`,
    })),
  );
}

/** Dice-like text in a table's cells that would not roll: the cells are rules text too. */
function diceTyposInTable(file: string, table: RandomTable): Problem[] {
  return table.rows.flatMap((row, rowIndex) =>
    row.cells.flatMap((cell, cellIndex) =>
      findDiceTypos(cell).map((typo) => ({
        file,
        level: 'error' as const,
        message: `row ${rowIndex + 1}'s cell ${cellIndex + 1}: ${typo.message}`,
      })),
    ),
  );
}

function checkTables(root: string, dir: string, problems: Problem[]): void {
  const tablesDir = join(dir, 'tables');
  if (!existsSync(tablesDir)) return;
  for (const name of readdirSync(tablesDir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const path = join(tablesDir, name);
    const read = readJson(root, path);
    if (!read.ok) {
      problems.push(read.problem);
      continue;
    }
    const found = schemaProblems(relative(root, path), RandomTableSchema, read.value);
    problems.push(...found);
    const parsed = RandomTableSchema.safeParse(read.value);
    if (parsed.success) problems.push(...diceTyposInTable(relative(root, path), parsed.data));
  }
}

function checkGlossary(root: string, dir: string, origin: unknown, problems: Problem[]): void {
  const path = join(dir, 'glossary.json');
  if (!existsSync(path)) return;
  const file = relative(root, path);
  const read = readJson(root, path);
  if (!read.ok) {
    problems.push(read.problem);
    return;
  }
  const text = readFileSync(path, 'utf8');
  const found = schemaProblems(file, GlossarySchema, read.value).map((problem) => ({
    ...problem,
    message: nameTerm(problem.message, read.value, text),
  }));
  problems.push(...found);
  if (found.length > 0) return;
  const glossary = GlossarySchema.parse(read.value);
  for (const problem of checkGlossaryTerms(dir, glossary, text, origin)) {
    problems.push({
      file,
      level: 'error',
      message: `${problem.line === undefined ? '' : `line ${problem.line}, `}term "${problem.id}": ${problem.message}`,
    });
  }
}

/** "term 8's 'source'" becomes "line 61, term "doom" (the 8th): 'source'", so the term is found by its id. */
function nameTerm(message: string, data: unknown, text: string): string {
  const match = /^term (\d+)'s /.exec(message);
  if (!match) return message;
  const terms = (data as { terms?: { id?: unknown }[] }).terms;
  const id = terms?.[Number(match[1]) - 1]?.id;
  if (typeof id !== 'string') return message;
  const line = termLine(text, id);
  return `${line === undefined ? '' : `line ${line}, `}term "${id}": ${message.slice(match[0].length)}`;
}

/**
 * The words of a ruleset's pages (with the partials in its sub-folders that pages import, such as
 * Locus's) and of its tables, for the fidelity check without a build. Tables that cannot be read
 * are left out: their own problems are reported where they are read.
 */
export function corpusOfFolder(dir: string): Corpus {
  const texts: string[] = [];
  const cells: string[] = [];
  const bodies = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) =>
      readFileSync(join(entry.parentPath, entry.name), 'utf8').replace(/^---[\s\S]*?---/, ''),
    );
  for (const body of bodies) {
    for (const line of body.split('\n')) {
      if (/^\s*\|/.test(line)) cells.push(...line.split('|').slice(1, -1));
    }
    texts.push(body.replace(/<[^>]+>/g, ' '));
  }
  const tablesDir = join(dir, 'tables');
  const tables = existsSync(tablesDir)
    ? readdirSync(tablesDir).filter((name) => name.endsWith('.json'))
    : [];
  for (const name of tables) {
    const read = readJson(dir, join(tablesDir, name));
    // A table the schema refuses (its rows miss a result) still holds its words: counting them
    // keeps one mistake from also reporting every line of the table as missing from the pages.
    const table = read.ok ? readableTable(read.value) : undefined;
    if (!table) continue;
    cells.push(table.rollHeading ?? table.die, ...table.columns);
    for (const row of table.rows) {
      const label = rowLabel(table, row);
      cells.push(label, ...row.cells);
      texts.push(`${label} ${row.cells.join(' ')}`);
    }
    texts.push(table.title);
  }
  return buildCorpus(texts, cells);
}

/** The table as far as its words go: the schema's reading, or the same shape without its rules. */
function readableTable(value: unknown): RandomTable | undefined {
  const parsed = RandomTableSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const loose = value as Partial<RandomTable> | null;
  const rows = loose?.rows;
  if (
    typeof loose?.title !== 'string' ||
    typeof loose.die !== 'string' ||
    !Array.isArray(loose.columns) ||
    !Array.isArray(rows) ||
    !rows.every((row) => Array.isArray(row?.cells) && row.roll !== undefined)
  )
    return undefined;
  return loose as RandomTable;
}

/** How far a missing source line matches the pages: the words they share, then the first that differs. */
export function firstDifference(corpus: Corpus, line: string): string {
  const words = normalize(line).split(' ');
  let shared = 0;
  while (shared < words.length && corpus.text.includes(` ${words.slice(0, shared + 1).join(' ')} `))
    shared++;
  const next = words.slice(shared, shared + 4).join(' ');
  if (shared === 0) return `the pages never have "${words.slice(0, 4).join(' ')}"`;
  return `the pages have "${words.slice(Math.max(0, shared - 6), shared).join(' ')}" but then not "${next}"`;
}

function checkFidelity(root: string, dir: string, problems: Problem[]): void {
  const sourcePath = join(dir, 'source.txt');
  const configPath = join(dir, 'fidelity.json');
  const missingFile = (path: string, what: string) =>
    problems.push({
      file: relative(root, path),
      level: 'error',
      message: `is missing: an adapted text keeps ${what} ("origin": "adapted" in ruleset.json; an author's own game uses "original")`,
    });
  if (!existsSync(sourcePath))
    missingFile(sourcePath, 'a copy of the text as published, to check the pages against');
  if (!existsSync(configPath))
    missingFile(
      configPath,
      'the lines it leaves out and the typos it fixes: { "omitted": [], "corrections": [] }',
    );
  if (!existsSync(sourcePath) || !existsSync(configPath)) return;
  const read = readJson(root, configPath);
  if (!read.ok) {
    problems.push(read.problem);
    return;
  }
  const config = read.value as Partial<FidelityConfig>;
  if (!Array.isArray(config.omitted) || !Array.isArray(config.corrections)) {
    problems.push({
      file: relative(root, configPath),
      level: 'error',
      message: `needs 'omitted' (a list of source lines left out) and 'corrections' (a list of { "from", "to" }): { "omitted": [], "corrections": [] }`,
    });
    return;
  }
  const corpus = corpusOfFolder(dir);
  const missing = findMissing(readFileSync(sourcePath, 'utf8'), config as FidelityConfig, corpus);
  const file = relative(root, sourcePath);
  const SHOWN = 5;
  for (const { line, text } of missing.slice(0, SHOWN)) {
    const excerpt = text.length > 80 ? `${text.slice(0, 77)}...` : text;
    problems.push({
      file,
      level: 'error',
      message: `line ${line} is not in the pages ("${excerpt}"): ${firstDifference(corpus, text)}`,
    });
  }
  if (missing.length > SHOWN) {
    problems.push({
      file,
      level: 'error',
      message: `and ${howMany(missing.length - SHOWN, 'more line', 'more lines')} ${missing.length - SHOWN === 1 ? 'is' : 'are'} not in the pages: \`npm run fidelity -- ${relative(join(dir, '..'), dir)}\` lists them all`,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// All of content/

/** Table files that code reads directly (`content/<slug>/tables/<name>.json` imported in src/). */
function tablesUsedByCode(srcDir: string): Set<string> {
  const used = new Set<string>();
  if (!existsSync(srcDir)) return used;
  for (const entry of readdirSync(srcDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(?:ts|tsx|astro|mjs)$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/content\/([a-z0-9-]+)\/tables\/([a-z0-9-]+)\.json/g))
      used.add(`${match[1]}/${match[2]}`);
  }
  return used;
}

/**
 * The ruleset a command-line argument names: its slug (`ember-vale`), or a path into its folder
 * as tab completion writes it (`content/ember-vale/`, `./content/ember-vale/index.mdx`).
 */
export function rulesetOfArgument(argument: string): string {
  const inContent = /(?:^|[\\/])content[\\/]+([^\\/]+)/.exec(argument);
  return inContent ? inContent[1]! : argument.replace(/[\\/]+$/, '');
}

export function validateContent(options: ValidateOptions = {}): Report {
  const contentDir = options.contentDir ?? 'content';
  const root = join(contentDir, '..');
  const srcDir = options.srcDir ?? join(root, 'src');
  const problems: Problem[] = [];
  const folders = rulesetFolders(contentDir);
  const unknown = (options.only ?? []).filter((slug) => !folders.includes(slug));
  if (unknown.length > 0) {
    const known =
      folders.length > 0
        ? `the rulesets are ${folders.join(', ')}`
        : 'there are no rulesets yet: `npm run new-ruleset -- <slug> "<Title>"` starts one';
    for (const slug of unknown)
      problems.push({
        file: relative(root, join(contentDir, slug)),
        level: 'error',
        message: `no such ruleset in ${relative(root, contentDir) || contentDir}/: ${known}`,
      });
    return { checked: [], problems };
  }
  const checked = options.only && options.only.length > 0 ? [...options.only] : folders;
  const orders = new Map<number, string[]>();
  const placed: { file: string; id: string; line?: number }[] = [];
  const tableIds = new Set<string>();

  // Every page a link may lead to: the site's own, and each ruleset's.
  const addresses = new Set([
    '/',
    ...[...siteAddresses(root).keys()].map((name) => `/${name}/`),
    ...folders
      .filter((slug) => statSync(join(contentDir, slug)).isDirectory())
      .flatMap((slug) => rulesetAddresses(join(contentDir, slug), slug)),
  ]);

  for (const slug of folders) {
    const dir = join(contentDir, slug);
    const checking = checked.includes(slug);
    const badSlug = checking ? slugProblem(slug, root) : undefined;
    if (badSlug)
      problems.push({
        file: relative(root, dir),
        level: 'error',
        message: `the folder's name: ${badSlug}`,
      });
    const rulesetPath = join(dir, 'ruleset.json');
    let origin: unknown;
    if (!existsSync(rulesetPath)) {
      if (checking)
        problems.push({
          file: relative(root, rulesetPath),
          level: 'error',
          message:
            'is missing: every folder of content/ is a ruleset, and its ruleset.json names it (`npm run new-ruleset` writes one)',
        });
    } else {
      const read = readJson(root, rulesetPath);
      if (!read.ok) {
        if (checking) problems.push(read.problem);
      } else {
        if (checking)
          problems.push(...schemaProblems(relative(root, rulesetPath), RulesetSchema, read.value));
        const data = read.value as { order?: unknown; origin?: unknown };
        origin = data.origin;
        if (typeof data.order === 'number')
          orders.set(data.order, [...(orders.get(data.order) ?? []), slug]);
      }
    }
    const tableProblems: Problem[] = [];
    checkTables(root, dir, tableProblems);
    if (existsSync(join(dir, 'tables'))) {
      for (const name of readdirSync(join(dir, 'tables')).filter((entry) =>
        entry.endsWith('.json'),
      ))
        tableIds.add(`${slug}/${name.replace(/\.json$/, '')}`);
    }
    const pageProblems: Problem[] = [];
    const pages = statSync(dir).isDirectory() ? checkPages(root, dir, slug, pageProblems) : [];
    for (const page of pages) {
      for (const table of page.tables)
        placed.push({ file: relative(root, join(dir, page.name)), ...table });
    }
    if (!checking) continue;
    problems.push(...pageProblems, ...tableProblems);
    for (const page of pages) {
      const address =
        page.name === 'index.mdx' ? `/${slug}/` : `/${slug}/${page.name.slice(0, -4)}/`;
      const path = join(dir, page.name);
      problems.push(
        ...linkProblems(relative(root, path), address, readFileSync(path, 'utf8'), addresses),
      );
    }
    checkGlossary(root, dir, origin, problems);
    problems.push(
      ...findPlaceholders(dir).map((found) => ({ ...found, file: relative(root, found.file) })),
    );
    if (origin === 'adapted') checkFidelity(root, dir, problems);
  }

  for (const { file, id } of placed) {
    if (!checked.some((slug) => file.startsWith(relative(root, join(contentDir, slug)) + '/')))
      continue;
    if (!tableIds.has(id)) {
      const [slug, name] = id.split('/');
      problems.push({
        file,
        level: 'error',
        message: `<RandomTable id="${id}" /> has no table file: it reads content/${slug}/tables/${name ?? '<name>'}.json (the id is the ruleset's slug, a slash and the file's name)`,
      });
    }
  }
  const usedByCode = tablesUsedByCode(srcDir);
  const placedIds = new Set(placed.map(({ id }) => id));
  for (const id of [...tableIds].sort()) {
    const [slug, name] = id.split('/') as [string, string];
    if (!checked.includes(slug) || placedIds.has(id) || usedByCode.has(id)) continue;
    problems.push({
      file: relative(root, join(contentDir, slug, 'tables', `${name}.json`)),
      level: 'error',
      message: `is not used: place it on a page with <RandomTable id="${id}" />, or delete it`,
    });
  }
  for (const [order, slugs] of orders) {
    if (slugs.length > 1 && slugs.some((slug) => checked.includes(slug))) {
      problems.push({
        file: relative(root, contentDir) || contentDir,
        level: 'warning',
        message: `${listInWords(slugs)} ${slugs.length === 2 ? 'both' : 'all'} have 'order' ${order} in ruleset.json: the home page and the switcher then sort them by slug; give each ruleset its own number`,
      });
    }
  }
  return { checked, problems };
}

/** The report as the command prints it: one line a problem, then a summary. */
export function formatReport(report: Report): string {
  const lines = report.problems.map(
    (problem) =>
      `${problem.level === 'warning' ? 'warning: ' : ''}${problem.file}: ${problem.message}`,
  );
  const errors = report.problems.filter((problem) => problem.level === 'error').length;
  const warnings = report.problems.length - errors;
  const names =
    report.checked.length === 1 ? report.checked[0] : `${report.checked.length} rulesets`;
  if (report.checked.length === 0 && errors > 0) return lines.join('\n');
  const summary =
    errors === 0
      ? `${names}: no problems${warnings > 0 ? ` (${howMany(warnings, 'warning')})` : ''}`
      : `${names}: ${howMany(errors, 'problem')}${warnings > 0 ? `, ${howMany(warnings, 'warning')}` : ''}`;
  return [...lines, summary].join('\n');
}
