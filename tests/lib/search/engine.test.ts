import { describe, expect, it } from 'vitest';
import { createSearchEngine, type PagefindHit, type PagefindLike } from '../../../src/lib/search/engine.ts';
import { planWithVocabulary, Vocabulary } from '../../../src/lib/search/typos.ts';

/** A stand-in index: each page is a set of words; a search finds the pages holding every word. */
function fakeIndex(pages: Record<string, { words: string[]; summary?: boolean; score?: number }>): PagefindLike & { searched: string[] } {
  const searched: string[] = [];
  return {
    searched,
    search: async (term) => {
      searched.push(term);
      const words = term.split(' ');
      const results: PagefindHit[] = Object.entries(pages)
        .filter(([, page]) => words.every((word) => page.words.includes(word)))
        .map(([url, page]) => ({
          id: url,
          score: page.score ?? 1,
          data: async () => ({
            url,
            excerpt: '',
            meta: { title: url, ...(page.summary ? { rank: 'summary' } : {}) },
            filters: {},
            sub_results: [],
          }),
        }));
      return { results };
    },
  };
}

const vocabulary = new Vocabulary(['sanity', 'save', 'stress', 'calming', 'reduce', 'check', 'attribute', 'points']);
const corrector = async () => (words: readonly string[]) => planWithVocabulary(words, vocabulary);
const options = { maxResults: 12, maxSections: 3 };

describe('createSearchEngine', () => {
  it('searches the meaningful words only', async () => {
    const index = fakeIndex({ '/sanity/': { words: ['sanity', 'save'] } });
    const outcome = await createSearchEngine(index, corrector, options)('how does a sanity save work', '');
    expect(index.searched).toEqual(['sanity save']);
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/sanity/']);
  });

  it('corrects a typo against the vocabulary before searching', async () => {
    const index = fakeIndex({ '/sanity/': { words: ['sanity', 'check'] } });
    const outcome = await createSearchEngine(index, corrector, options)('sanity chek', '');
    expect(index.searched).toEqual(['sanity check']);
    expect(outcome?.corrected).toEqual([{ from: 'chek', to: 'check' }]);
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/sanity/']);
  });

  it('corrects a typo next to a known word, which Pagefind would skip silently', async () => {
    // Pagefind drops a word it does not know when the others match: "atribute points" would find
    // every page with "points". The engine corrects the word first and says so.
    const index = fakeIndex({ '/attributes/': { words: ['attribute', 'points'] }, '/xp/': { words: ['points'], score: 5 } });
    const outcome = await createSearchEngine(index, corrector, options)('atribute points', '');
    expect(index.searched).toEqual(['attribute points']);
    expect(outcome?.corrected).toEqual([{ from: 'atribute', to: 'attribute' }]);
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/attributes/']);
  });

  it('gives null, not an empty outcome, for a search superseded by newer input, and stops searching', async () => {
    const index = fakeIndex({ '/stress/': { words: ['stress'] } });
    let current = true;
    const search = createSearchEngine(index, corrector, options);
    const pending = search('stress', '', () => current);
    current = false;
    expect(await pending).toBeNull();
    expect(index.searched).toEqual([]);
  });

  it('leaves out a word the index does not hold and says so', async () => {
    const index = fakeIndex({ '/stress/': { words: ['stress'] } });
    const outcome = await createSearchEngine(index, corrector, options)('stress zzyzx', '');
    expect(outcome?.dropped).toEqual(['zzyzx']);
    expect(outcome?.terms).toEqual(['stress']);
    expect(outcome?.total).toBe(1);
  });

  it('shows pages holding some of the words when none holds them all', async () => {
    const index = fakeIndex({ '/stress/': { words: ['stress', 'calming'] }, '/other/': { words: ['reduce'], score: 5 } });
    const outcome = await createSearchEngine(index, corrector, options)('reduce stress', '');
    expect(outcome?.partial).toBe(true);
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/other/', '/stress/']);
  });

  it('ranks a summary page below the rules page it repeats', async () => {
    const index = fakeIndex({ '/screen/': { words: ['stress'], summary: true, score: 3 }, '/rules/': { words: ['stress'], score: 2 } });
    const outcome = await createSearchEngine(index, corrector, options)('stress', '');
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/rules/', '/screen/']);
  });

  it('finds nothing for a query of one-letter words, without searching', async () => {
    const index = fakeIndex({});
    const outcome = await createSearchEngine(index, corrector, options)('a i', '');
    expect(outcome?.total).toBe(0);
    expect(index.searched).toEqual([]);
  });

  it('fetches the vocabulary for a single word only when the word finds nothing', async () => {
    const index = fakeIndex({ '/stress/': { words: ['stress'] }, '/check/': { words: ['check'] } });
    let loads = 0;
    const lazy = async () => {
      loads += 1;
      return (words: readonly string[]) => planWithVocabulary(words, vocabulary);
    };
    const search = createSearchEngine(index, lazy, { ...options, correctorLoaded: () => false });
    expect((await search('stress', ''))?.total).toBe(1);
    expect(loads).toBe(0);
    const outcome = await search('chek', '');
    expect(loads).toBe(1);
    expect(index.searched).toEqual(['stress', 'chek', 'check']);
    expect(outcome?.corrected).toEqual([{ from: 'chek', to: 'check' }]);
  });

  it('checks every word of a query of several words before searching, even before the vocabulary is at hand', async () => {
    const index = fakeIndex({ '/attributes/': { words: ['attribute', 'points'] } });
    const search = createSearchEngine(index, corrector, { ...options, correctorLoaded: () => false });
    await search('atribute points', '');
    expect(index.searched).toEqual(['attribute points']);
  });
});
