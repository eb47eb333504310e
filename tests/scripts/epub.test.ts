import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zip } from '../../scripts/epub/zip';
import { toXhtml } from '../../scripts/epub/xhtml';
import { epubEntries, readBookPage, uuidFor, wrapWords } from '../../scripts/epub/epub';
import { readZip } from '../support/zip-reader';

describe('zip', () => {
  it('gives back every entry, stored or deflated, in its order and with its bytes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            name: fc.stringMatching(/^[a-z0-9/._-]{1,30}$/),
            data: fc.oneof(
              fc.string(),
              fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
            ),
            stored: fc.boolean(),
          }),
          { selector: (entry) => entry.name, maxLength: 8 },
        ),
        (entries) => {
          const read = readZip(zip(entries));
          expect(read.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.name));
          read.forEach((entry, index) => {
            const { data, stored } = entries[index]!;
            expect(entry.data.equals(Buffer.from(data))).toBe(true);
            expect(entry.method).toBe(stored ? 0 : 8);
          });
        },
      ),
    );
  });

  it('makes the same bytes from the same files, whenever it runs', () => {
    const entries = [{ name: 'a.txt', data: 'same' }];
    expect(zip(entries).equals(zip(entries))).toBe(true);
  });

  it('refuses a name listed twice', () => {
    expect(() =>
      zip([
        { name: 'a', data: '1' },
        { name: 'a', data: '2' },
      ]),
    ).toThrow('"a" is listed twice');
  });
});

describe('toXhtml', () => {
  it('closes empty elements, gives every attribute a value and writes only XML entities', () => {
    expect(
      toXhtml('<p hidden class=x>A&nbsp;&#39;b&#39; &amp; c<br><img src="i.png" alt=""></p>'),
    ).toBe('<p hidden="" class="x">A\u00a0\'b\' &amp; c<br/><img src="i.png" alt=""/></p>');
  });

  it('leaves comments out and gives an SVG its namespace', () => {
    expect(toXhtml('<!-- note --><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>')).toBe(
      '<svg viewBox="0 0 1 1" xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>',
    );
  });

  it('stops on what it cannot write as XML, saying where', () => {
    expect(() => toXhtml('<p>&copy;</p>')).toThrow('unknown entity &copy;');
    expect(() => toXhtml('<div><p>text</div>')).toThrow('</div> at 12 closes <p>');
    expect(() => toXhtml('<section><p>text</p>')).toThrow('<section> never closed');
  });

  it('keeps any text a reader can type, escaped', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        const out = toXhtml(`<p>${html}</p>`);
        expect(out).toBe(`<p>${html}</p>`);
      }),
    );
  });
});

const bookPage = `<main>
<header class="book-title-page"><h1>Game</h1><p class="book-screen-only"><a href="/g/g.epub" download>EPUB</a></p></header>
<nav class="book-contents"><a href="#home">Home</a></nav>
<section class="book-chapter prose" id="home" aria-labelledby="home--title"><h2 id="home--title">Game</h2>
<h3 id="home--rules">Rules</h3><p>See <a href="#glossary--save">save</a> and <a href="/g/dice/">dice</a>.</p></section>
<section class="book-chapter book-glossary prose" id="glossary" aria-labelledby="glossary--title"><h2 id="glossary--title">Glossary</h2>
<dl><dt id="glossary--save">Save</dt><dd><p>A roll. <a href="#home--rules">Full rule: Game</a></p></dd></dl></section>
</main>`;

const meta = {
  title: 'A Game',
  shortTitle: 'Game',
  author: 'Someone',
  version: '1.0',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  bookUrl: 'https://example.org/g/book/',
  language: 'en',
  date: new Date('2026-01-02T03:04:05.678Z'),
};

describe('readBookPage', () => {
  it('finds the title page, without what it says about printing, and each chapter with its sections', () => {
    const page = readBookPage(bookPage);
    expect(page.titlePage).toBe('<header class="book-title-page"><h1>Game</h1></header>');
    expect(page.chapters.map((chapter) => [chapter.id, chapter.title, chapter.sections])).toEqual([
      ['home', 'Game', [{ id: 'home--rules', title: 'Rules' }]],
      ['glossary', 'Glossary', []],
    ]);
  });
});

describe('epubEntries', () => {
  const entries = epubEntries(readBookPage(bookPage), meta);
  const file = (name: string) => String(entries.find((entry) => entry.name === name)?.data);

  it('starts with the mimetype, stored, and lists every document in the package', () => {
    expect(entries[0]).toEqual({ name: 'mimetype', data: 'application/epub+zip', stored: true });
    const opf = file('OEBPS/content.opf');
    for (const entry of entries.filter(
      (e) => e.name.startsWith('OEBPS/') && !e.name.endsWith('.opf'),
    ))
      expect(opf).toContain(`href="${entry.name.slice('OEBPS/'.length)}"`);
  });

  it('carries the title, author, licence, language, version and date', () => {
    const opf = file('OEBPS/content.opf');
    expect(opf).toContain('<dc:title>A Game</dc:title>');
    expect(opf).toContain('<dc:creator>Someone</dc:creator>');
    expect(opf).toContain(
      '<dc:rights>CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)</dc:rights>',
    );
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain('<meta property="schema:version">1.0</meta>');
    expect(opf).toContain('<dc:date>2026-01-02</dc:date>');
    expect(opf).toContain('<meta property="dcterms:modified">2026-01-02T03:04:05Z</meta>');
    expect(opf).toContain(`urn:uuid:${uuidFor(meta.bookUrl)}`);
  });

  it("links terms to the glossary's file, marked as a glossary, and the site's pages to its address", () => {
    const home = file('OEBPS/home.xhtml');
    expect(home).toContain('<a href="glossary.xhtml#glossary--save">save</a>');
    expect(home).toContain('<a href="https://example.org/g/dice/">dice</a>');
    const glossary = file('OEBPS/glossary.xhtml');
    expect(glossary).toContain('epub:type="glossary"');
    expect(glossary).toContain('<dt id="glossary--save" epub:type="glossterm">Save</dt>');
    expect(glossary).toContain('<a href="home.xhtml#home--rules">');
  });

  it('lists each chapter and its sections in the navigation document', () => {
    const nav = file('OEBPS/nav.xhtml');
    expect(nav).toContain(
      '<li><a href="home.xhtml">Game</a>\n<ol>\n<li><a href="home.xhtml#home--rules">Rules</a></li>',
    );
    expect(nav).toContain('<li><a href="glossary.xhtml">Glossary</a></li>');
  });

  it('stops on a link to a place the book does not hold', () => {
    const broken = bookPage.replace('#glossary--save', '#glossary--nothing');
    expect(() => epubEntries(readBookPage(broken), meta)).toThrow('#glossary--nothing');
  });
});

describe('uuidFor', () => {
  it('gives a version 5 UUID that stays the same for the same book', () => {
    expect(uuidFor('a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(uuidFor('a')).toBe(uuidFor('a'));
    expect(uuidFor('a')).not.toBe(uuidFor('b'));
  });
});

describe('wrapWords', () => {
  it('breaks a title between words into lines no longer than asked, a long word alone', () => {
    expect(wrapWords('Cairn 2nd Edition: core rules', 16)).toEqual([
      'Cairn 2nd',
      'Edition: core',
      'rules',
    ]);
    expect(wrapWords('Extraordinarilylongword ok', 5)).toEqual(['Extraordinarilylongword', 'ok']);
  });
});
