import { describe, expect, it } from 'vitest';
import {
  checkEntries,
  entryHtml,
  indexedPage,
  locateTools,
  pageEntry,
  toolEntries,
  toolHeadingsOn,
  toolUrl,
  type BuiltPage,
  type DeclaredCheck,
} from '../../../src/lib/search/site-entries.ts';
import type { ToolEntry } from '../../../src/widgets/screen/tools.ts';

/** A tool drawn as kit/ToolSection.tsx draws it on a page. */
const toolSection = (id: string, title: string) =>
  `<astro-island ssr><section id="${id}" class="tool tool-body" aria-labelledby="${id}-title" data-pagefind-ignore="true"><div class="tool-head"><h3 id="${id}-title" class="tool-heading">${title}</h3><button type="button" class="tool-icon-button tool-fold" aria-controls="${id}"></button></div><label for="${id}-x">Score</label><input id="${id}-x"></section></astro-island>`;

const rollLogDialog =
  '<dialog class="side-dialog" aria-labelledby="roll-log-title" data-roll-log-dialog><h2 id="roll-log-title">Roll log</h2></dialog>';

const rulesPage = (body: string, summary = false) =>
  `<html><body><main id="main"><article class="prose" data-pagefind-body data-pagefind-filter="ruleset:cairn"><h1>Rules</h1>${summary ? '<span hidden data-pagefind-meta="rank:summary"></span>' : ''}${body}</article></main>${rollLogDialog}</body></html>`;

const sitePage = (title: string, description: string, main: string) =>
  `<html><head><meta name="description" content="${description}"></head><body><main id="main" class="narrow"><h1>${title}</h1>${main}</main>${rollLogDialog}</body></html>`;

const tool = (id: string, title: string, alsoTitled?: string[], summary = ''): ToolEntry => ({
  id,
  title,
  summary,
  ...(id.includes('/') ? { ruleset: id.split('/')[0] } : {}),
  ...(alsoTitled ? { alsoTitled } : {}),
});

const RULESETS = [
  { id: 'cairn', shortTitle: 'Cairn' },
  { id: 'loot', shortTitle: 'LOOT' },
];

describe('toolHeadingsOn', () => {
  it("finds a tool's own section by its heading, a page that is a tool by its title, and a dialog by its heading", () => {
    expect(
      toolHeadingsOn(
        sitePage('Dice roller', 'Roll dice.', toolSection('cairn-party', 'Party tracker')),
      ),
    ).toEqual([
      { title: 'Party tracker', target: 'cairn-party', frame: 'section' },
      { title: 'Dice roller', target: 'main', frame: 'page' },
      { title: 'Roll log', target: 'roll-log-title', frame: 'dialog' },
    ]);
  });

  it('takes no title from a rules page, and reads entities in headings', () => {
    expect(
      toolHeadingsOn(rulesPage(toolSection('shop', 'Shop: availability &amp; prices'))),
    ).toEqual([
      { title: 'Shop: availability & prices', target: 'shop', frame: 'section' },
      { title: 'Roll log', target: 'roll-log-title', frame: 'dialog' },
    ]);
  });

  it('passes over a heading styled as a tool heading that heads no tool section', () => {
    expect(
      toolHeadingsOn('<h4 id="decay-title" class="tool-heading">Decay</h4>').map(
        (heading) => heading.title,
      ),
    ).toEqual([]);
  });
});

describe('locateTools', () => {
  // The screen comes first, as a page listed before the rules page would.
  const pages: BuiltPage[] = [
    { path: '', html: sitePage('Rules at Hand', 'Home.', '') },
    {
      path: 'cairn/wardens-screen/',
      html: rulesPage(
        toolSection('ws-party', 'Party tracker') + toolSection('ws-morale', 'Morale check'),
        true,
      ),
    },
    { path: 'cairn/', html: rulesPage(toolSection('cairn-party', 'Party tracker')) },
    { path: 'dice/', html: sitePage('Dice roller', 'Roll dice.', '') },
    { path: 'loot/', html: rulesPage(toolSection('loot-party', 'Party tracker')) },
  ];

  it("finds each tool on its ruleset's pages, a rules page before the screen that repeats it", () => {
    const { places, missing } = locateTools(pages, [
      tool('cairn/party-tracker', 'Party tracker'),
      tool('cairn/morale-check', 'Morale check'),
    ]);
    expect(missing).toEqual([]);
    expect(places.get('cairn/party-tracker')).toEqual({
      page: 'cairn/',
      target: 'cairn-party',
      everyPage: false,
    });
    expect(places.get('cairn/morale-check')).toEqual({
      page: 'cairn/wardens-screen/',
      target: 'ws-morale',
      everyPage: false,
    });
  });

  it('finds a site-wide tool on a page of its own, or in a dialog every page has', () => {
    const { places } = locateTools(pages, [
      tool('dice-roller', 'Dice roller'),
      tool('roll-log', 'Roll log'),
    ]);
    expect(places.get('dice-roller')).toEqual({ page: 'dice/', target: 'main', everyPage: false });
    expect(places.get('roll-log')).toEqual({ page: '', target: 'roll-log-title', everyPage: true });
  });

  it('takes the full tool over a page that draws part of it under another title', () => {
    const { places } = locateTools(
      [
        { path: 'cairn/', html: rulesPage(toolSection('part', 'Party roster')) },
        {
          path: 'cairn/wardens-screen/',
          html: rulesPage(toolSection('whole', 'Party tracker'), true),
        },
      ],
      [tool('cairn/party-tracker', 'Party tracker', ['Party roster'])],
    );
    expect(places.get('cairn/party-tracker')?.target).toBe('whole');
  });

  it('names the tools no page draws', () => {
    const missing = tool('cairn/hireling-generator', 'Hireling generator');
    expect(locateTools(pages, [missing]).missing).toEqual([missing]);
  });
});

describe('toolEntries', () => {
  const places = new Map([
    ['cairn/party-tracker', { page: 'cairn/', target: 'cairn-party', everyPage: false }],
    ['roll-log', { page: '', target: 'roll-log-title', everyPage: true }],
  ]);

  it('gives a tool its title, sentence and ruleset, and the address that opens it where it lives', () => {
    expect(
      toolEntries(
        [tool('cairn/party-tracker', 'Party tracker', undefined, 'Keep the party.')],
        places,
        RULESETS,
      ),
    ).toEqual([
      {
        url: '/cairn/?tool=cairn/party-tracker#cairn-party',
        title: 'Party tracker',
        text: 'Keep the party.',
        kind: 'tool',
        tool: 'cairn/party-tracker',
        rulesets: ['cairn'],
        words: ['Cairn', 'tool'],
        sections: [],
      },
    ]);
  });

  it('files a site-wide tool under every ruleset, and says when it opens where the reader is', () => {
    const [entry] = toolEntries(
      [tool('roll-log', 'Roll log', undefined, 'Every roll made on the site.')],
      places,
      RULESETS,
    );
    expect(entry?.rulesets).toEqual(['cairn', 'loot']);
    expect(entry?.everyPage).toBe(true);
    expect(entry?.url).toBe('/?tool=roll-log#roll-log-title');
  });
});

describe('checkEntries', () => {
  /** A check a page declares (`<Check>`), drawn as src/components/Check.astro draws it. */
  const declared = (id: string, title: string) =>
    `<div data-declared-check>${toolSection(id, title)}</div>`;
  const gritCheck = (page: string): DeclaredCheck => ({
    page,
    id: 'grit-check',
    ruleset: 'cairn',
    title: 'Grit check',
    summary: 'Roll 2d6 with Grit. Bands: 9 or more: Success; 8 or less: Failure.',
  });
  const pages: BuiltPage[] = [
    { path: 'cairn/', html: rulesPage(declared('grit-check', 'Grit check')) },
    { path: 'cairn/combat/', html: rulesPage('<h2 id="grit">Grit</h2>') },
    { path: 'cairn/wardens-screen/', html: rulesPage(declared('grit-check', 'Grit check'), true) },
  ];

  it('makes a declared check a tool of its ruleset, found by its title and opened at its id on its page', () => {
    expect(checkEntries(pages, [gritCheck('cairn/')], RULESETS)).toEqual({
      entries: [
        {
          url: '/cairn/?tool=grit-check#grit-check',
          title: 'Grit check',
          text: 'Roll 2d6 with Grit. Bands: 9 or more: Success; 8 or less: Failure.',
          kind: 'tool',
          rulesets: ['cairn'],
          words: ['Cairn', 'tool'],
          sections: [],
        },
      ],
      missing: [],
    });
  });

  it('lists a check a screen page repeats once, at its rules page', () => {
    const { entries } = checkEntries(
      pages,
      [gritCheck('cairn/wardens-screen/'), gritCheck('cairn/')],
      RULESETS,
    );
    expect(entries.map((entry) => entry.url)).toEqual(['/cairn/?tool=grit-check#grit-check']);
  });

  it('names the checks whose page is not built or draws no tool with their id', () => {
    const lost = [gritCheck('cairn/combat/'), gritCheck('cairn/gone/')];
    expect(checkEntries(pages, lost, RULESETS)).toEqual({ entries: [], missing: lost });
  });
});

describe('toolUrl', () => {
  it('keeps the slash of a tool id readable and escapes the rest', () => {
    expect(toolUrl('a b/c', { page: 'x/', target: 't', everyPage: false })).toBe(
      '/x/?tool=a%20b/c#t',
    );
  });
});

describe('pageEntry', () => {
  it("takes a page's title, description and sections, not the headings its tools and dialogs draw", () => {
    const page = {
      path: 'dice/',
      html: sitePage(
        'Dice roller',
        'Roll any dice expression &amp; see its odds.',
        '<astro-island><h2 id="odds">Chances</h2></astro-island><h2 id="notation">Notation</h2>',
      ),
    };
    expect(pageEntry(page, RULESETS)).toEqual({
      url: '/dice/',
      title: 'Dice roller',
      text: 'Roll any dice expression & see its odds.',
      kind: 'page',
      rulesets: ['cairn', 'loot'],
      words: [],
      sections: [{ id: 'notation', title: 'Notation' }],
    });
  });
});

describe('indexedPage', () => {
  const rulesPages = new Set(['cairn/']);

  it('indexes a rules page as it is', () => {
    const html = rulesPage('<p>Text</p>');
    expect(indexedPage({ path: 'cairn/', html }, rulesPages, RULESETS)).toEqual({ html });
  });

  it("marks the text of the site's own pages (a glossary) as a page's", () => {
    const indexed = indexedPage(
      { path: 'cairn/glossary/', html: rulesPage('<dl></dl>') },
      rulesPages,
      RULESETS,
    );
    expect(indexed && 'html' in indexed && indexed.html).toContain(
      'data-pagefind-body data-pagefind-filter="ruleset:cairn"><span hidden data-pagefind-meta="kind:page"></span>',
    );
  });

  it('makes an entry of a page without rules text, and leaves out the home and search pages', () => {
    const offline = indexedPage(
      { path: 'offline/', html: sitePage('Using the site offline', 'What works.', '') },
      rulesPages,
      RULESETS,
    );
    expect(offline && 'entry' in offline && offline.entry.title).toBe('Using the site offline');
    for (const path of ['', 'search/'])
      expect(indexedPage({ path, html: sitePage('Search', '', '') }, rulesPages, RULESETS)).toBe(
        undefined,
      );
  });

  it("leaves out a ruleset's book, which repeats the pages a search leads to", () => {
    const book = sitePage('Cairn 2nd Edition', 'Every page of Cairn on one page.', '');
    expect(indexedPage({ path: 'cairn/book/', html: book }, rulesPages, RULESETS)).toBe(undefined);
  });
});

describe('entryHtml', () => {
  const html = entryHtml({
    url: '/cairn/?tool=cairn/party-tracker#cairn-party',
    title: 'Party <tracker>',
    text: 'Keep the "party".',
    kind: 'tool',
    tool: 'cairn/party-tracker',
    rulesets: ['cairn'],
    words: ['Cairn', 'tool'],
    sections: [],
  });

  it('marks the entry for search: its rank, kind and tool as metadata, its rulesets as filters', () => {
    for (const part of [
      'data-pagefind-body',
      'data-pagefind-meta="rank:entry"',
      'data-pagefind-meta="kind:tool"',
      'data-pagefind-meta="tool:cairn/party-tracker"',
      'data-pagefind-filter="ruleset:cairn"',
    ])
      expect(html).toContain(part);
    expect(html).toContain('<html lang="en">');
  });

  it("escapes the title and sentence, and keeps the extra words out of excerpts as players' words are", () => {
    expect(html).toContain('>Party &lt;tracker&gt;</h1>');
    expect(html).toContain('>Keep the &quot;party&quot;.</p>');
    expect(html).toContain('\u27E6Cairn, tool\u27E7');
  });
});
