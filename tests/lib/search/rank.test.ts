import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankPages, type Candidate } from '../../../src/lib/search/rank.ts';

/** Pages with a Pagefind score each, some of them summaries; counts the fragments fetched. */
function found(pages: { url: string; score: number; summary?: boolean }[]) {
  const fetched: string[] = [];
  const candidates: Candidate[] = pages.map(({ url, score, summary }) => ({
    id: url,
    score,
    matched: 1,
    hits: [
      {
        id: url,
        score,
        data: async () => {
          fetched.push(url);
          return { url, excerpt: '', meta: { title: url, ...(summary ? { rank: 'summary' } : {}) }, filters: {}, sub_results: [] };
        },
      },
    ],
  }));
  return { candidates, fetched };
}

const urls = (pages: { url: string }[]) => pages.map((page) => page.url);

describe('rankPages', () => {
  it('fetches only the first pages with the search, and the rest when asked', async () => {
    const { candidates, fetched } = found([9, 8, 7, 6, 5, 4].map((score) => ({ url: `/p${score}/`, score })));
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
    const { candidates } = found([{ url: '/a/', score: 2 }, { url: '/b/', score: 1 }]);
    expect((await rankPages(candidates, { maxResults: 12, firstResults: 5, maxSections: 3 })).more).toBeUndefined();
  });

  it('shows the same list, in the same order, as fetching every page at once', async () => {
    const page = fc.record({ score: fc.integer({ min: 1, max: 50 }), summary: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(page, { maxLength: 16 }), fc.integer({ min: 1, max: 12 }), async (pages, firstResults) => {
        const list = pages.map((p, index) => ({ url: `/p${index}/`, ...p }));
        const all = await rankPages(found(list).candidates, { maxResults: 12, firstResults: 12, maxSections: 3 });
        const lazy = await rankPages(found(list).candidates, { maxResults: 12, firstResults, maxSections: 3 });
        expect(urls([...lazy.pages, ...((await lazy.more?.()) ?? [])])).toEqual(urls(all.pages));
      }),
    );
  });
});
