import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankPages, type Candidate } from '../../../src/lib/search/rank.ts';
import type { PagefindSubResult } from '../../../src/lib/search/results.ts';

/**
 * Pages with a Pagefind score each, some of them summaries; counts the fragments fetched. A page
 * given a `weight` holds the searched word "alpha" once, at that weight, in its one section, so
 * its best section fits weight / 5 (a heading's weight fits fully, query.ts sectionFitter).
 */
function found(pages: { url: string; score: number; summary?: boolean; weight?: number }[]) {
  const fetched: string[] = [];
  const candidates: Candidate[] = pages.map(({ url, score, summary, weight }) => ({
    id: url,
    score,
    matched: 1,
    hits: [
      {
        id: url,
        score,
        data: async () => {
          fetched.push(url);
          const meta = { title: url, ...(summary ? { rank: 'summary' } : {}) };
          if (weight === undefined) return { url, excerpt: '', meta, filters: {}, sub_results: [] };
          const match = { weight, balanced_score: 360 * weight * weight, location: 0 };
          return {
            url,
            excerpt: '',
            content: 'alpha',
            meta,
            filters: {},
            sub_results: [
              { title: 'A', url: `${url}#a`, excerpt: '', weighted_locations: [match] },
            ],
          };
        },
      },
    ],
  }));
  return { candidates, fetched };
}

const urls = (pages: { url: string }[]) => pages.map((page) => page.url);

describe('rankPages', () => {
  it('fetches only the first pages with the search, and the rest when asked', async () => {
    const { candidates, fetched } = found(
      [9, 8, 7, 6, 5, 4].map((score) => ({ url: `/p${score}/`, score })),
    );
    const ranked = await rankPages(candidates, { maxResults: 5, firstResults: 2, maxSections: 3 });
    expect(urls(ranked.pages)).toEqual(['/p9/', '/p8/']);
    expect(fetched).toHaveLength(2);
    expect(urls(await ranked.more!())).toEqual(['/p7/', '/p6/', '/p5/']);
  });

  it('fetches one page further when a summary page among the first may drop below it', async () => {
    const { candidates, fetched } = found([
      { url: '/screen/', score: 10, summary: true },
      { url: '/a/', score: 9 },
      { url: '/b/', score: 8 },
      { url: '/c/', score: 7 },
      { url: '/d/', score: 4 },
    ]);
    const ranked = await rankPages(candidates, { maxResults: 12, firstResults: 2, maxSections: 3 });
    expect(urls(ranked.pages)).toEqual(['/a/', '/b/']);
    expect(fetched).toHaveLength(3);
    expect(urls(await ranked.more!())).toEqual(['/c/', '/screen/', '/d/']);
  });

  it('offers no more when the first pages are all there is', async () => {
    const { candidates } = found([
      { url: '/a/', score: 2 },
      { url: '/b/', score: 1 },
    ]);
    expect(
      (await rankPages(candidates, { maxResults: 12, firstResults: 5, maxSections: 3 })).more,
    ).toBeUndefined();
  });

  it('ranks a page whose section has the word in its heading above a page of a little higher score that has it in its body', async () => {
    const { candidates } = found([
      { url: '/mentions/', score: 10, weight: 1 },
      { url: '/answers/', score: 9, weight: 6 },
    ]);
    const ranked = await rankPages(candidates, {
      maxResults: 12,
      firstResults: 2,
      maxSections: 3,
      terms: ['alpha'],
    });
    expect(urls(ranked.pages)).toEqual(['/answers/', '/mentions/']);
  });

  it('fetches further while a page not yet fetched could outrank a first page whose section fits the words poorly', async () => {
    const { candidates, fetched } = found([
      { url: '/a/', score: 10, weight: 1 },
      { url: '/b/', score: 9, weight: 6 },
      { url: '/c/', score: 2, weight: 6 },
    ]);
    const ranked = await rankPages(candidates, {
      maxResults: 12,
      firstResults: 1,
      maxSections: 3,
      terms: ['alpha'],
    });
    expect(urls(ranked.pages)).toEqual(['/b/']);
    // /a/ ranks at 10 × 0.6 = 6 once fetched, below /b/'s 9; /c/ at 2 could not outrank either.
    expect(fetched).toEqual(['/a/', '/b/']);
  });

  it("shows the sections matching each word when a page was found by several words' searches", async () => {
    // Pagefind returns one fragment object per page and overwrites its matches on every search.
    const shared = {
      url: '/p/',
      excerpt: '',
      content: 'Sneak. Past',
      meta: { title: 'P' },
      filters: {},
      sub_results: [] as PagefindSubResult[],
    };
    const searchOf = (id: string, location: number) => ({
      id: '/p/',
      score: 1,
      data: async () => {
        shared.sub_results = [
          {
            title: id,
            url: `/p/#${id}`,
            excerpt: '',
            weighted_locations: [{ weight: 6, balanced_score: 12960, location }],
          },
        ];
        return shared;
      },
    });
    const candidate: Candidate = {
      id: '/p/',
      score: 2,
      matched: 2,
      hits: [searchOf('stealth', 0), searchOf('chases', 1)],
    };
    const ranked = await rankPages([candidate], {
      maxResults: 12,
      firstResults: 5,
      maxSections: 3,
      terms: ['sneak', 'past'],
    });
    expect(ranked.pages[0]!.sections.map((section) => section.title).sort()).toEqual([
      'chases',
      'stealth',
    ]);
  });

  it('fetches at most settleResults more than the first pages with the search, however poorly they fit', async () => {
    // Each page has the word in its body (ranked at 0.6 of its score) but /p4/, in a heading.
    const { candidates, fetched } = found(
      [10, 9, 8, 7, 6, 5, 4, 3].map((score) => ({
        url: `/p${score}/`,
        score,
        weight: score === 4 ? 6 : 1,
      })),
    );
    const ranked = await rankPages(candidates, {
      maxResults: 12,
      firstResults: 2,
      maxSections: 3,
      terms: ['alpha'],
      settleResults: 3,
    });
    expect(fetched).toHaveLength(5);
    expect(urls(ranked.pages)).toEqual(['/p10/', '/p9/']);
    // /p4/, fetched when the reader goes on, takes its place among the rest: above /p6/ (3.6).
    expect(urls(await ranked.more!())).toEqual(['/p8/', '/p7/', '/p4/', '/p6/', '/p5/', '/p3/']);
  });

  it('with a limit on fetching, still shows every page once: the first ones, then the rest', async () => {
    const page = fc.record({
      score: fc.integer({ min: 1, max: 50 }),
      summary: fc.boolean(),
      weight: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(page, { maxLength: 16 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 4 }),
        async (pages, firstResults, settleResults) => {
          const list = pages.map((p, index) => ({ url: `/p${index}/`, ...p }));
          const options = { maxResults: 12, maxSections: 3, terms: ['alpha'] };
          const all = await rankPages(found(list).candidates, { ...options, firstResults: 12 });
          const { candidates, fetched } = found(list);
          const lazy = await rankPages(candidates, { ...options, firstResults, settleResults });
          expect(fetched.length).toBeLessThanOrEqual(firstResults + settleResults);
          expect(urls([...lazy.pages, ...((await lazy.more?.()) ?? [])]).sort()).toEqual(
            urls(all.pages).sort(),
          );
        },
      ),
    );
  });

  it('shows the same list, in the same order, as fetching every page at once', async () => {
    const page = fc.record({
      score: fc.integer({ min: 1, max: 50 }),
      summary: fc.boolean(),
      weight: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(page, { maxLength: 16 }),
        fc.integer({ min: 1, max: 12 }),
        async (pages, firstResults) => {
          const list = pages.map((p, index) => ({ url: `/p${index}/`, ...p }));
          const options = { maxResults: 12, maxSections: 3, terms: ['alpha'] };
          const all = await rankPages(found(list).candidates, { ...options, firstResults: 12 });
          const lazy = await rankPages(found(list).candidates, { ...options, firstResults });
          expect(urls([...lazy.pages, ...((await lazy.more?.()) ?? [])])).toEqual(urls(all.pages));
        },
      ),
    );
  });
});

/**
 * One page found for "alpha", held in a heading (a full fit), with the metadata and filters given;
 * or found for another word by the heading word `content` (which Pagefind may have matched by stem).
 */
function page(
  url: string,
  score: number,
  {
    meta = {},
    rulesets = [],
    content = 'alpha',
  }: { meta?: Record<string, string>; rulesets?: string[]; content?: string } = {},
): Candidate {
  const data = {
    url,
    excerpt: '',
    content,
    meta: { title: url, ...meta },
    filters: { ruleset: rulesets },
    sub_results: [
      {
        title: 'A',
        url: `${url.split('#')[0]}#a`,
        excerpt: '',
        weighted_locations: [{ weight: 6, balanced_score: 360 * 36, location: 0 }],
      },
    ],
  };
  return { id: url, score, matched: 1, hits: [{ id: url, score, data: async () => data }] };
}

const options = { maxResults: 12, firstResults: 5, maxSections: 3, terms: ['alpha'] };

describe('rankPages, for tools and the site’s own pages', () => {
  it("shows a tool's entry as a tool of its game, leading to it without marking the words searched", async () => {
    const ranked = await rankPages(
      [
        page('/cairn/?tool=cairn%2Fparty-tracker&highlight=alpha#cairn-party', 9, {
          meta: { rank: 'entry', kind: 'tool', tool: 'cairn/party-tracker' },
          rulesets: ['cairn'],
        }),
      ],
      options,
    );
    expect(ranked.pages[0]).toMatchObject({
      url: '/cairn/?tool=cairn/party-tracker#cairn-party',
      kind: 'tool',
      tool: 'cairn/party-tracker',
      ruleset: 'cairn',
    });
  });

  it('files what serves every ruleset under none, and says when a tool opens where the reader is', async () => {
    const ranked = await rankPages(
      [
        page('/?tool=roll-log#roll-log-title', 9, {
          meta: { rank: 'entry', kind: 'tool', tool: 'roll-log', place: 'every-page' },
          rulesets: ['cairn', 'loot'],
        }),
      ],
      options,
    );
    expect(ranked.pages[0]).toMatchObject({ ruleset: undefined, everyPage: true });
  });

  it('keeps the marks on the rules text a result leads to, and calls it rules', async () => {
    const ranked = await rankPages(
      [page('/cairn/?highlight=alpha', 9, { rulesets: ['cairn'] })],
      options,
    );
    expect(ranked.pages[0]).toMatchObject({ url: '/cairn/?highlight=alpha', kind: 'rules' });
  });

  it('says which games answer a search of every ruleset, and lifts each one’s answer near the top', async () => {
    const candidates = [
      page('/loot/a/', 10, { rulesets: ['loot'] }),
      page('/loot/b/', 9.8, { rulesets: ['loot'] }),
      page('/loot/c/', 9.6, { rulesets: ['loot'] }),
      page('/cairn/', 9, { rulesets: ['cairn'] }),
    ];
    // The games are told from the pages fetched with the search: the first two and two more.
    const across = await rankPages(candidates, {
      ...options,
      firstResults: 2,
      settleResults: 2,
      acrossRulesets: true,
    });
    expect(across.answeredBy).toEqual(['loot', 'cairn']);
    expect(urls(across.pages)).toEqual(['/loot/a/', '/cairn/']);
    const limited = await rankPages(candidates, { ...options, firstResults: 2, settleResults: 2 });
    expect(limited.answeredBy).toEqual([]);
    expect(urls(limited.pages)).toEqual(['/loot/a/', '/loot/b/']);
  });

  it('puts the pages whose headings hold the searched word itself above one whose heading only shares its stem, whose game does not answer', async () => {
    // Pagefind stems "dying" as "die", and scores a heading "Die" (a game's dice) as highly as
    // "Dying" (another's rule).
    const ranked = await rankPages(
      [
        page('/game-d/glossary/', 10, { rulesets: ['game-d'], content: 'Die' }),
        page('/game-e/glossary/', 9, {
          rulesets: ['game-e'],
          content: 'Dying',
        }),
        page('/game-c/critical-damage/', 8, { rulesets: ['game-c'], content: '⟦dying,' }),
      ],
      { ...options, terms: ['dying'], acrossRulesets: true },
    );
    expect(urls(ranked.pages)).toEqual([
      '/game-e/glossary/',
      '/game-c/critical-damage/',
      '/game-d/glossary/',
    ]);
    expect(ranked.answeredBy).toEqual(['game-e', 'game-c']);
  });

  it('names every game whose answer is among the results listed first, though it ranks below the others', async () => {
    const ranked = await rankPages(
      [
        page('/game-c/critical-damage/', 14.5, { rulesets: ['game-c'] }),
        page('/game-l/conditions/', 14.4, { rulesets: ['game-l'] }),
        page('/game-e/glossary/', 5.4, { rulesets: ['game-e'] }),
        page('/game-e/action/', 5, { rulesets: ['game-e'] }),
      ],
      { ...options, firstResults: 3, acrossRulesets: true },
    );
    expect(urls(ranked.pages)).toEqual([
      '/game-c/critical-damage/',
      '/game-l/conditions/',
      '/game-e/glossary/',
    ]);
    expect(ranked.answeredBy).toEqual(['game-c', 'game-l', 'game-e']);
  });
});
