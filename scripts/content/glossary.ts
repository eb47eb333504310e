/**
 * The checks a glossary's terms must pass against the ruleset's own text, without a build: a
 * quotation is word for word in the source (case included), a summary is not a quotation in
 * disguise, the page it names exists and its section names a heading there. `npm run validate`
 * and the content tests (tests/content/glossary.test.ts) both run these, so neither can pass what
 * the other fails.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Glossary, GlossaryTerm } from '../../src/content/schemas.ts';
import { readCorrections, type Correction } from '../../src/lib/corrections.ts';
import { applyCorrections } from './fidelity.ts';

/** Formatting may change between the source and a quotation, words may not: only spaces and quote marks are evened out. */
export function evenOut(text: string): string {
  return text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
}

/** The typos fidelity.json corrects; none where it cannot be read (validate says why). */
function correctionsOf(dir: string): readonly Correction[] {
  try {
    return readCorrections(basename(dir), dirname(dir));
  } catch {
    return [];
  }
}

function bodyOf(path: string): string {
  return readFileSync(path, 'utf8').replace(/^---[\s\S]*?---/, '');
}

/**
 * The words a quotation must come from: the published source an adapted text keeps in
 * source.txt, with the typos its fidelity.json corrects corrected as the pages have them (a
 * glossary quotes the text the reader reads), or for an author's own game the pages themselves
 * (markup left out).
 */
export function quotableWords(dir: string, origin: unknown): string {
  if (origin === 'adapted' && existsSync(join(dir, 'source.txt')))
    return evenOut(
      applyCorrections(readFileSync(join(dir, 'source.txt'), 'utf8'), correctionsOf(dir)),
    );
  const pages = readdirSync(dir).filter((name) => name.endsWith('.mdx'));
  return evenOut(
    pages
      // Block marks first (a heading's #, a quotation's >, a table's |), while a > the text
      // writes as &gt; is still an entity.
      .map((name) =>
        shownText(bodyOf(join(dir, name)).replace(/^[ \t]*(?:#+|>)[ \t]|\|/gm, ' '), ' '),
      )
      .join(' '),
  );
}

/**
 * Text as the page shows it: a link's words without its address, no tags, comments or emphasis
 * marks (each left as `gap`), MDX's escapes and entities read. A tag starts with a letter or a
 * slash: a "<" before a space or a digit is text ("fewer than < 3"), and must not take the words
 * after it away.
 */
function shownText(markdown: string, gap: '' | ' '): string {
  return markdown
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, gap)
    .replace(/[*_`]/g, gap)
    .replace(/\\([{}<>*_`[\]])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A heading's text as the page shows it, as its id is made from it. */
function headingText(markdown: string): string {
  return shownText(markdown, '').trim();
}

/**
 * The section ids a page has: its headings' ids as the build makes them (GitHub's slugs, as
 * Astro's rehypeHeadingIds), with those of the .mdx files it imports, and any id written in it.
 */
export function sectionIds(pagePath: string): Set<string> {
  const ids = new Set<string>();
  const files = [pagePath];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const slugger = new GithubSlugger();
    let fenced = false;
    const body = bodyOf(file);
    for (const line of body.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) continue;
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (heading) ids.add(slugger.slug(headingText(heading[1] ?? '')));
      for (const match of line.matchAll(/\bid=["']([^"']+)["']/g)) ids.add(match[1]!);
      const imported = /^import\s+\w+\s+from\s+["'](\.[^"']+\.mdx)["']/.exec(line);
      if (imported) files.push(join(dirname(file), imported[1]!));
    }
  }
  return ids;
}

/** One problem with one term, with the term's id and the line of glossary.json that holds it. */
export interface TermProblem {
  readonly id: string;
  /** 1-based line of the term's "id" in glossary.json, when found. */
  readonly line: number | undefined;
  readonly message: string;
}

/** The line of glossary.json where the term with this id starts, for messages. */
export function termLine(glossaryText: string, id: string): number | undefined {
  const at = glossaryText.search(new RegExp(`"id"\\s*:\\s*"${id.replace(/[-]/g, '\\-')}"`));
  return at < 0 ? undefined : glossaryText.slice(0, at).split('\n').length;
}

/** How far a quotation matches the source: the words they share, then the first that differs. */
function whereQuoteDiffers(source: string, quotation: string): string {
  const words = quotation.split(' ');
  let shared = 0;
  while (shared < words.length && source.includes(words.slice(0, shared + 1).join(' '))) shared++;
  if (shared === 0) return `the text never has "${words.slice(0, 4).join(' ')}"`;
  const caseOnly = source.toLowerCase().includes(quotation.toLowerCase());
  return `the text has "${words.slice(Math.max(0, shared - 6), shared).join(' ')}" but then not "${words.slice(shared, shared + 4).join(' ')}"${caseOnly ? ' (it differs only in capital letters, which a quotation keeps)' : ''}`;
}

/** Every problem of a ruleset's glossary terms against its pages and source. */
export function checkGlossaryTerms(
  dir: string,
  glossary: Glossary,
  glossaryText: string,
  origin: unknown,
): TermProblem[] {
  const problems: TermProblem[] = [];
  const source = quotableWords(dir, origin);
  const where =
    origin === 'adapted' ? 'source.txt (with the corrections of fidelity.json)' : 'the pages';
  const report = (term: GlossaryTerm, message: string) =>
    problems.push({ id: term.id, line: termLine(glossaryText, term.id), message });
  for (const term of glossary.terms) {
    const definition = evenOut(term.definition);
    if (term.kind === 'quote' && !source.includes(definition))
      report(
        term,
        `'definition' is marked "kind": "quote" but is not word for word in ${where} (case included): ${whereQuoteDiffers(source, definition)}; quote the text exactly, or mark it "summary"`,
      );
    if (term.kind === 'summary' && source.includes(definition))
      report(
        term,
        `'definition' is marked "kind": "summary" but is word for word in ${where}: mark it "quote"`,
      );
    const page = join(dir, `${term.source.page}.mdx`);
    if (!existsSync(page)) {
      report(
        term,
        `'source' 'page' is "${term.source.page}", which is not a page of this ruleset (a page is named by its file without .mdx)`,
      );
      continue;
    }
    const section = term.source.section;
    if (section !== undefined && !sectionIds(page).has(section)) {
      const headings = [...sectionIds(page)].slice(0, 6).join(', ');
      report(
        term,
        `'source' 'section' is "${section}", which names no heading on ${term.source.page}.mdx (a section is a heading's address: "## Rolling for danger" is "rolling-for-danger"${headings ? `; the page has ${headings}` : ''})`,
      );
    }
  }
  return problems;
}
