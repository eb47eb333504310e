import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPages, DIST, readPage, requireBuild } from '../support/built-pages';

/** A module's static imports (`import"./x.js"`, `import{a as b}from"./x.js"`), not `import(...)`. */
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:["'`]|\{|\*|[\w$]+\s*from)/;

/**
 * What every page carries before its load event is kept to what the reader sees: the players'
 * words are in the search index only, a declared check's look is linked where a check stands,
 * and your table's pencils come with the code after the load event. (`npm run bench` weighs each
 * page against a build kept for comparison; these say where the bytes went.)
 */
describe('what the built pages carry', () => {
  beforeAll(requireBuild);
  const pages = () =>
    builtPages().filter((path) => path.endsWith('.html') && !path.startsWith('pagefind/'));

  it('no page holds the players’ words once the index is written', () => {
    const holding = pages().filter((path) => readPage(path).includes('search-aliases'));
    expect(holding).toEqual([]);
  });

  it('a declared check’s look reaches the pages that place a check and my screen, and no other', () => {
    const styled = pages().filter((path) => {
      const html = readPage(path);
      return html.includes('.check-table') || /href="[^"]*\/checks\.[\w-]+\.css"/.test(html);
    });
    const placing = pages().filter((path) => readPage(path).includes('data-declared-check'));
    expect(placing.length).toBeGreaterThan(0);
    // My screen can hold any check a reader pinned, so it carries every tool's look.
    expect(styled).toEqual([...placing, 'screen/index.html'].sort());
  });

  it('the script every page loads runs from its one file: it waits for no other file', () => {
    // A static import is a second request, made only once the first has arrived, before the
    // theme switch, the menu or the dice buttons work.
    const scriptsOf = (path: string) =>
      [...readPage(path).matchAll(/<script type="module" src="[^"]*\/_astro\/([^"]+)"/g)].map(
        (match) => match[1]!,
      );
    const [first, ...rest] = pages();
    const everyPage = scriptsOf(first!).filter((file) =>
      rest.every((path) => scriptsOf(path).includes(file)),
    );
    expect(everyPage).toHaveLength(1);
    const script = readFileSync(join(DIST, '_astro', everyPage[0]!), 'utf8');
    expect(script).toContain('import(');
    expect(script).not.toMatch(STATIC_IMPORT);
  });

  it('no page is served with the pencils of your table: they come after the load event', () => {
    const serving = pages().filter((path) => readPage(path).includes('data-section-notes'));
    expect(serving).toEqual([]);
  });
});
