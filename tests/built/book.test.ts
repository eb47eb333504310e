import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adaptedRulesetIds } from '../../src/content/rulesets-on-disk';
import { buildCorpus, findMissing, type FidelityConfig } from '../../scripts/content/fidelity';
import { elementEnd } from '../../src/lib/book/chapter';
import {
  articleHtml,
  builtPages,
  DIST,
  isBookPage,
  readPage,
  requireBuild,
  tableCells,
  textOf,
} from '../support/built-pages';
import { readZip } from '../support/zip-reader';
import { RULESETS } from '../e2e/site-pages';
import { readCorrections } from '../../src/lib/corrections';

/** The book's text: its <main>, from the title page to the credits. */
function bookMain(ruleset: string): string {
  const html = readPage(`${ruleset}/book/index.html`);
  const start = html.indexOf('<main');
  return html.slice(start, elementEnd(html, start, 'main'));
}

/** The rules pages of a ruleset: the pages with rules text, not its glossary, About page or book. */
function rulesPages(ruleset: string): string[] {
  return builtPages(ruleset).filter(
    (path) => !isBookPage(path) && !/\/(glossary|about)\/index\.html$/.test(path),
  );
}

describe("each ruleset's book", () => {
  beforeAll(requireBuild);

  it.each(adaptedRulesetIds())(
    '%s keeps on its book page every sentence, list item and table cell of its source that its pages keep',
    (ruleset) => {
      const main = bookMain(ruleset);
      const corpus = buildCorpus([textOf(main)], tableCells(main));
      const source = readFileSync(join('content', ruleset, 'source.txt'), 'utf8');
      const config = JSON.parse(
        readFileSync(join('content', ruleset, 'fidelity.json'), 'utf8'),
      ) as FidelityConfig;
      const pages = rulesPages(ruleset).map((path) => articleHtml(readPage(path)));
      const onPages = findMissing(
        source,
        config,
        buildCorpus(pages.map(textOf), pages.flatMap(tableCells)),
      );
      const inBook = findMissing(source, config, corpus);
      expect(onPages).toEqual([]);
      expect(inBook.map(({ line, text }) => `source.txt:${line}: ${text}`)).toEqual([]);
    },
  );

  it.each(RULESETS)('%s holds every page as a chapter, with every section of it', (ruleset) => {
    const main = bookMain(ruleset);
    const missing = rulesPages(ruleset).flatMap((path) => {
      const article = articleHtml(readPage(path));
      const title = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(article)?.[1] ?? '');
      const slug = path === `${ruleset}/index.html` ? 'home' : path.split('/')[1]!;
      // The page's own sections; a tool's heading goes with the tool, which is one line in the book.
      const sections = [...article.matchAll(/<h2 id="([^"]+)"(?![^>]*tool-heading)/g)].map(
        (match) => match[1]!,
      );
      const chapter = new RegExp(
        `<section class="book-chapter[^"]*" id="${slug}"[^>]*>\\s*<h2 id="${slug}--title">([^<]*)</h2>`,
      ).exec(main);
      return [
        ...(chapter && textOf(chapter[1]!) === title ? [] : [`${path}: no chapter "${title}"`]),
        ...sections
          .filter((id) => !main.includes(` id="${slug}--${id}"`))
          .map((id) => `${path}: no section #${id}`),
      ];
    });
    expect(missing).toEqual([]);
  });

  it.each(adaptedRulesetIds().filter((ruleset) => readCorrections(ruleset).length > 0))(
    '%s lists in its credits the typos it corrects, where its title page (and its EPUB) sends the reader',
    (ruleset) => {
      const main = bookMain(ruleset);
      const titlePage = main.slice(0, main.indexOf('</header>'));
      const credits = main.slice(main.indexOf('<section class="book-chapter book-credits'));
      expect(titlePage).toContain('href="#credits--typos-corrected"');
      expect(credits).toContain('id="credits--typos-corrected"');
      const cells = tableCells(credits);
      for (const { from, to } of readCorrections(ruleset))
        expect(cells).toEqual(expect.arrayContaining([from, to]));
      const entries = readZip(readFileSync(join(DIST, ruleset, `${ruleset}.epub`)));
      const title = entries.find((entry) => entry.name === 'OEBPS/title.xhtml')!.data.toString();
      expect(title).toContain('href="credits.xhtml#credits--typos-corrected"');
    },
  );

  it.each(RULESETS)(
    '%s has an EPUB beside its book: the mimetype first and stored, one document per chapter',
    (ruleset) => {
      const file = join(DIST, ruleset, `${ruleset}.epub`);
      expect(existsSync(file), `${file} is missing: the build's last steps write it`).toBe(true);
      const entries = readZip(readFileSync(file));
      expect(entries[0]).toMatchObject({ name: 'mimetype', method: 0, offset: 0 });
      expect(entries[0]!.data.toString()).toBe('application/epub+zip');
      const chapters = [
        ...bookMain(ruleset).matchAll(/<section class="book-chapter[^"]*" id="([^"]+)"/g),
      ].map((match) => `OEBPS/${match[1]}.xhtml`);
      const names = entries.map((entry) => entry.name);
      expect(chapters.length).toBeGreaterThan(2);
      for (const chapter of chapters) expect(names).toContain(chapter);
      expect(names).toEqual(
        expect.arrayContaining(['OEBPS/nav.xhtml', 'OEBPS/cover.svg', 'OEBPS/content.opf']),
      );
    },
  );
});
