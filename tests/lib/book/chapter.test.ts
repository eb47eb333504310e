import { describe, expect, it } from 'vitest';
import {
  bookChapter,
  bookHref,
  elementEnd,
  EMPTY_HEADING_NOTE,
  toolOf,
} from '../../../src/lib/book/chapter';

const context = {
  chapter: 'combat',
  pagePath: '/rules/cairn/combat/',
  chapters: new Map([
    ['/rules/cairn/', 'home'],
    ['/rules/cairn/combat/', 'combat'],
    ['/rules/cairn/scars/', 'scars'],
    ['/rules/cairn/glossary/', 'glossary'],
    ['/rules/cairn/about/', 'credits'],
  ]),
  site: 'https://example.org',
};

/** A tool as Astro renders it: the island, its loader script before it, its form inside. */
const island =
  '<script>(()=>{self.Astro={}})();</script><style>astro-island{display:contents}</style>' +
  '<astro-island uid="Z1" component-url="/_astro/CombatResolver.js" props="{&quot;id&quot;:[0,&quot;cairn-combat&quot;]}" ssr client="visible-after-load" opts="{&quot;name&quot;:&quot;CombatResolver&quot;,&quot;value&quot;:true}">' +
  '<section id="cairn-combat" class="tool"><div class="tool-head"><h3 id="cairn-combat-title" class="tool-heading">Combat resolver</h3>' +
  '<button type="button" aria-label="Show or hide this tool">v</button></div>' +
  '<form><label for="cairn-combat-die">Die</label><input id="cairn-combat-die"></form></section></astro-island>';

const heading =
  '<h2 id="rounds">Rounds<button type="button" class="heading-copy" data-copy-link="rounds" aria-label="Copy link"></button></h2>' +
  '<span hidden class="search-aliases" data-pagefind-weight="5">⟦initiative⟧</span>';

const table =
  '<figure class="random-table" data-random-table="cairn/scars"><div class="random-table-controls" data-pagefind-ignore>' +
  '<button type="button" class="table-roll-button" aria-describedby="cairn-scars-result">Roll d12</button>' +
  '<p class="table-roll-result" id="cairn-scars-result" role="status"><span>no roll</span></p></div>' +
  '<div class="table-scroll" role="region" aria-label="Scars Table" tabindex="0"><table><caption>Scars Table</caption>' +
  '<tr><th scope="row">1</th><td>Roll <button type="button" class="dice-roll" data-roll="1d6" aria-label="Roll 1d6">1d6</button>.</td></tr>' +
  '</table></div></figure>';

describe('bookChapter', () => {
  it('makes a tool one line naming it, linked to the page it works on, with its address written out', () => {
    const out = bookChapter(`<p>Before.</p>${island}<p>After.</p>`, context);
    expect(out).toBe(
      '<p>Before.</p><p class="book-tool" id="combat--cairn-combat"><span class="book-tool-name">Tool: Combat resolver</span>' +
        ' <a href="/rules/cairn/combat/#cairn-combat">https://example.org/rules/cairn/combat/#cairn-combat</a></p><p>After.</p>',
    );
  });

  it('drops the heading buttons and the hidden search words, and moves headings down one level', () => {
    // Text under it: a heading with nothing under it becomes a tool's line (below).
    expect(bookChapter(`${heading}<p>Text.</p>`, context)).toBe(
      '<h3 id="combat--rounds">Rounds</h3><p>Text.</p>',
    );
  });

  it('says under a heading with nothing under it that nothing is missing, and not under one with text or sections under it', () => {
    const out = bookChapter(
      '<h2 id="dice">Dice</h2><h3 id="history">Roll History<button type="button" class="heading-copy"></button></h3>' +
        '<h3 id="roller">Free Roller</h3>\n<h2 id="next">Next</h2><p>Text.</p><h3 id="last">Last</h3>\n',
      context,
    );
    expect(out).toBe(
      '<h3 id="combat--dice">Dice</h3>' +
        `<h4 id="combat--history">Roll History</h4>${EMPTY_HEADING_NOTE}` +
        `<h4 id="combat--roller">Free Roller</h4>${EMPTY_HEADING_NOTE}\n` +
        '<h3 id="combat--next">Next</h3><p>Text.</p>' +
        `<h4 id="combat--last">Last</h4>${EMPTY_HEADING_NOTE}\n`,
    );
  });

  it('keeps a random table whole, without its roll button, and writes its dice as text', () => {
    const out = bookChapter(table, context);
    expect(out).not.toContain('<button');
    expect(out).not.toContain('Roll d12');
    expect(out).toContain('<caption>Scars Table</caption>');
    expect(out).toContain('<td>Roll <span class="dice-text">1d6</span>.</td>');
  });

  it('puts the chapter before every id and every reference to one', () => {
    const out = bookChapter(
      '<label for="a">A</label><input id="a" aria-describedby="b c">',
      context,
    );
    expect(out).toBe(
      '<label for="combat--a">A</label><input id="combat--a" aria-describedby="combat--b combat--c">',
    );
  });

  it('points links to pages of the book into the book, and leaves the rest where they were', () => {
    const out = bookChapter(
      '<a href="../glossary/#save">save</a> <a href="../scars/">Scars</a> <a href="#rounds">up</a>' +
        ' <a href="/rules/dice/">dice</a> <a href="https://cairnrpg.com/">Cairn</a>',
      context,
    );
    expect(out).toBe(
      '<a href="#glossary--save">save</a> <a href="#scars">Scars</a> <a href="#combat--rounds">up</a>' +
        ' <a href="/rules/dice/">dice</a> <a href="https://cairnrpg.com/">Cairn</a>',
    );
  });
});

describe('bookHref', () => {
  it('sends the About page to the credits and keeps an unknown page of the site as an address', () => {
    expect(bookHref('/rules/cairn/about/', context)).toBe('#credits');
    expect(bookHref('../../locus/?x=1#top', context)).toBe('/rules/locus/#top');
  });
});

describe('toolOf', () => {
  it('keeps the rule a tool states in a sentence marked for the book, such as a declared check', () => {
    const check = island.replace(
      '<form>',
      '<p class="tool-hint" data-book-rule>Roll 2d8 with Warmth. Bands: 12 or more: Kindled; anything else: Cold.</p><form>',
    );
    expect(toolOf(check).rule).toBe(
      'Roll 2d8 with Warmth. Bands: 12 or more: Kindled; anything else: Cold.',
    );
    expect(bookChapter(check, context)).toContain(
      '<span class="book-tool-name">Tool: Combat resolver</span> <span class="book-tool-rule">Roll 2d8 with Warmth. Bands: 12 or more: Kindled; anything else: Cold.</span> <a href=',
    );
    expect(toolOf(island)).not.toHaveProperty('rule');
  });

  it("names a tool by its heading, or by its component's name when it has none", () => {
    expect(toolOf(island.slice(island.indexOf('<astro-island')))).toEqual({
      id: 'cairn-combat',
      name: 'Combat resolver',
    });
    expect(
      toolOf(
        '<astro-island opts="{&quot;name&quot;:&quot;DiceRoller&quot;}"><form></form></astro-island>',
      ),
    ).toEqual({ name: 'DiceRoller' });
  });
});

describe('elementEnd', () => {
  it('finds the end of an element with others of its name inside', () => {
    const html = '<div a><div b></div><p></p></div><div c></div>';
    expect(html.slice(0, elementEnd(html, 0, 'div'))).toBe('<div a><div b></div><p></p></div>');
  });

  it('says where an element opened that is never closed', () => {
    expect(() => elementEnd('<div><div></div>', 0, 'div')).toThrow(
      '<div> opened at 0 is never closed',
    );
  });
});
