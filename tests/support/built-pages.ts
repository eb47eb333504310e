/**
 * Reads the built site in dist/ (or DIST_DIR) for tests that check what readers actually get. The
 * pages are our own generated HTML, so a few patterns are enough to pull out the rules text and tables.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const DIST = process.env.DIST_DIR ?? 'dist';

export function requireBuild(): void {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(
      'dist/ has no built site: run `npm run build` before these tests (npm test does).',
    );
  }
}

/** Every built page's path relative to dist/, e.g. `locus/conflict-and-damage/index.html`. */
export function builtPages(under = ''): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') found.push(relative(DIST, path));
    }
  };
  walk(join(DIST, under));
  return found.sort();
}

/** A ruleset's book (`<ruleset>/book/`): every page of it again, so tests of the pages leave it out. */
export function isBookPage(path: string): boolean {
  return /^[^/]+\/book\/index\.html$/.test(path);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rules text of a page: the article marked for search indexing. */
export function articleHtml(html: string): string {
  const match = /<article\b[^>]*data-pagefind-body[^>]*>([\s\S]*?)<\/article>/.exec(html);
  return match?.[1] ?? '';
}

export function tableCells(html: string): string[] {
  return [...html.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map((match) =>
    textOf(match[1] ?? ''),
  );
}

export function readPage(path: string): string {
  return readFileSync(join(DIST, path), 'utf8');
}
