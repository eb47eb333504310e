import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../../src/lib/search/engine.ts';
import type { PagefindHit, PagefindLike } from '../../../src/lib/search/results.ts';
import type { SearchOutcome } from '../../../src/lib/search/engine.ts';
import { planWithVocabulary, Vocabulary } from '../../../src/lib/search/typos.ts';

/**
 * A stand-in index: each page is a set of words; a search finds the pages holding every word. An
 * exact look-up of one word (`"word"`) is recorded apart from the searches a reader sees.
 */
function fakeIndex(
  pages: Record<string, { words: string[]; summary?: boolean; score?: number; ruleset?: string }>,
): PagefindLike & { searched: string[]; lookedUp: string[] } {
  const searched: string[] = [];
  const lookedUp: string[] = [];
  return {
    searched,
    lookedUp,
    search: async (term, options) => {
      const exact = term.match(/^"(.*)"$/)?.[1];
      if (exact) lookedUp.push(exact);
      else searched.push(term);
      const words = (exact ?? term).split(' ');
      const results: PagefindHit[] = Object.entries(pages)
        .filter(
          ([, page]) => !options?.filters?.ruleset || page.ruleset === options.filters.ruleset,
        )
        .filter(([, page]) => words.every((word) => page.words.includes(word)))
        .map(([url, page]) => ({
          id: url,
          score: page.score ?? 1,
          data: async () => ({
            url,
            excerpt: '',
            meta: { title: url, ...(page.summary ? { rank: 'summary' } : {}) },
            filters: page.ruleset ? { ruleset: [page.ruleset] } : {},
            sub_results: [],
          }),
        }));
      return { results };
    },
  };
}

const vocabulary = new Vocabulary([
  'sanity',
  'save',
  'stress',
  'calming',
  'reduce',
  'check',
  'attribute',
  'points',
]);
const corrector = async () => (words: readonly string[], indexed: ReadonlySet<string>) =>
  planWithVocabulary(words, vocabulary, indexed);
const options = { maxResults: 12, maxSections: 3 };

describe('createSearchEngine', () => {
  it('says which games answer a search of every ruleset, and not of a search limited to one', async () => {
    const index = fakeIndex({
      '/game-a/saves/': { words: ['save'], ruleset: 'game-a', score: 3 },
      '/game-b/checks/': { words: ['save'], ruleset: 'game-b', score: 2 },
    });
    const search = createSearchEngine(index, corrector, options);
    expect((await search('save', ''))?.answeredBy).toEqual(['game-a', 'game-b']);
    expect((await search('save', 'game-a'))?.answeredBy).toEqual([]);
  });

  it('searches the meaningful words only', async () => {
    const index = fakeIndex({ '/sanity/': { words: ['sanity', 'save'] } });
    const outcome = await createSearchEngine(
      index,
      corrector,
      options,
    )('how does a sanity save work', '');
    expect(index.searched).toEqual(['sanity save']);
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/sanity/']);
  });

  it('corrects a typo against the vocabulary and searches the corrected words', async () => {
    const index = fakeIndex({ '/sanity/': { words: ['sanity', 'check'] } });
    const outcome = await createSearchEngine(index, corrector, options)('sanity chek', '');
    expect(index.searched.at(-1)).toBe('sanity check');
    expect(outcome?.corrected).toEqual([{ from: 'chek', to: 'check' }]);
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/sanity/']);
  });

  it('corrects a typo next to a known word, which Pagefind would skip silently', async () => {
    // Pagefind drops a word it does not know when the others match: "atribute points" would find
    // every page with "points". The engine corrects the word first and says so.
    const index = fakeIndex({
      '/attributes/': { words: ['attribute', 'points'] },
      '/xp/': { words: ['points'], score: 5 },
    });
    const outcome = await createSearchEngine(index, corrector, options)('atribute points', '');
    expect(index.searched.at(-1)).toBe('attribute points');
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
    const index = fakeIndex({
      '/stress/': { words: ['stress', 'calming'] },
      '/other/': { words: ['reduce'], score: 5 },
    });
    const outcome = await createSearchEngine(index, corrector, options)('reduce stress', '');
    expect(outcome?.partial).toBe(true);
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/other/', '/stress/']);
  });

  it('ranks a summary page below the rules page it repeats', async () => {
    const index = fakeIndex({
      '/screen/': { words: ['stress'], summary: true, score: 3 },
      '/rules/': { words: ['stress'], score: 2 },
    });
    const outcome = await createSearchEngine(index, corrector, options)('stress', '');
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/rules/', '/screen/']);
  });

  it('finds nothing for a query of one-letter words, without searching', async () => {
    const index = fakeIndex({});
    const outcome = await createSearchEngine(index, corrector, options)('a i', '');
    expect(outcome?.total).toBe(0);
    expect(index.searched).toEqual([]);
  });

  it('fetches the vocabulary for a single word only when the index does not hold it', async () => {
    const index = fakeIndex({ '/stress/': { words: ['stress'] }, '/check/': { words: ['check'] } });
    let loads = 0;
    const lazy = async () => {
      loads += 1;
      return (words: readonly string[]) => planWithVocabulary(words, vocabulary);
    };
    const search = createSearchEngine(index, lazy, { ...options, correctorLoaded: () => false });
    expect((await search('stress', ''))?.total).toBe(1);
    expect(index.lookedUp).toEqual(['stress']);
    expect(loads).toBe(0);
    const outcome = await search('chek', '');
    expect(loads).toBe(1);
    expect(index.searched).toEqual(['stress', 'chek', 'check']);
    expect(outcome?.corrected).toEqual([{ from: 'chek', to: 'check' }]);
  });

  it('looks up each word of a query of several words in the index, and fetches no vocabulary when it holds them all', async () => {
    const index = fakeIndex({ '/sanity/': { words: ['sanity', 'check'] } });
    let loads = 0;
    const lazy = async () => {
      loads += 1;
      return (words: readonly string[], indexed: ReadonlySet<string>) =>
        planWithVocabulary(words, vocabulary, indexed);
    };
    const outcome = await createSearchEngine(index, lazy, {
      ...options,
      correctorLoaded: () => false,
    })('sanity check', '');
    expect(index.lookedUp).toEqual(['sanity', 'check']);
    expect(index.searched).toEqual(['sanity check']);
    expect(loads).toBe(0);
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/sanity/']);
  });

  it('fetches the vocabulary for a query of several words once a word is not in the index, even if other words find pages', async () => {
    const index = fakeIndex({
      '/attributes/': { words: ['attribute', 'points'] },
      '/xp/': { words: ['points'] },
    });
    let loads = 0;
    const lazy = async () => {
      loads += 1;
      return (words: readonly string[], indexed: ReadonlySet<string>) =>
        planWithVocabulary(words, vocabulary, indexed);
    };
    const outcome = await createSearchEngine(index, lazy, {
      ...options,
      correctorLoaded: () => false,
    })('atribute points', '');
    expect(loads).toBe(1);
    expect(outcome?.corrected).toEqual([{ from: 'atribute', to: 'attribute' }]);
    expect(outcome?.pages.map((page) => page.url)).toEqual(['/attributes/']);
  });

  it('once the vocabulary is at hand, asks the index only about the words it would change', async () => {
    const index = fakeIndex({ '/stress/': { words: ['stress', 'reduced'] } });
    const search = createSearchEngine(index, corrector, options);
    await search('sanity stress', '');
    expect(index.lookedUp).toEqual([]);
    await search('reduced stress', '');
    expect(index.lookedUp).toEqual(['reduced']);
  });

  it('keeps a word the index holds as typed, even when the vocabulary does not list it', async () => {
    // The vocabulary lists the words of the text; the index also finds their inflections by stem.
    const index = fakeIndex({ '/stress/': { words: ['stress', 'reduced'] } });
    const outcome = await createSearchEngine(index, corrector, options)('reduced stress', '');
    expect(outcome?.corrected).toEqual([]);
    expect(outcome?.terms).toEqual(['reduced', 'stress']);
  });

  it('looks words up in the whole index, not only in the ruleset searched, so a word from another ruleset is not corrected', async () => {
    const index = fakeIndex({ '/stress/': { words: ['stress', 'dread'], ruleset: 'other-game' } });
    const outcome = await createSearchEngine(
      index,
      corrector,
      options,
    )('dread stress', 'this-game');
    expect(outcome).toMatchObject({
      terms: ['dread', 'stress'],
      corrected: [],
      dropped: [],
      total: 0,
    });
  });

  describe('answers a query the same whatever was searched before', () => {
    /**
     * Like Pagefind, a search of one word the index does not hold finds the pages holding a
     * shorter word it begins with ("d6" for "d66", "initat" for "initative"); an exact look-up
     * (`"word"`) finds only the word itself.
     */
    function forgivingIndex(pages: Record<string, { words: string[]; ruleset?: string }>) {
      const index = fakeIndex(pages);
      return {
        ...index,
        search: (term: string, options?: { filters?: { ruleset?: string } }) => {
          if (term.startsWith('"') || term.includes(' ')) return index.search(term, options);
          const known = Object.values(pages)
            .flatMap((page) => page.words)
            .find((word) => word !== term && word.length >= 2 && term.startsWith(word));
          return index.search(known ?? term, options);
        },
      };
    }
    const pages = {
      '/fen/initiative/': { words: ['initiative'], ruleset: 'fen' },
      '/fen/turns/': { words: ['initat'], ruleset: 'fen' },
      '/moor/glossary/': { words: ['initat', 'fatigue'], ruleset: 'moor' },
      '/moor/dice/': { words: ['d6'], ruleset: 'moor' },
    };
    const words = new Vocabulary(['initiative', 'fatigue', 'roll']);
    /** An engine as the page builds it (src/scripts/search/load.ts): the vocabulary arrives with the first correction. */
    const freshEngine = () => {
      let loaded = false;
      return createSearchEngine(
        forgivingIndex(pages),
        async () => {
          loaded = true;
          return (asked: readonly string[], indexed: ReadonlySet<string>) =>
            planWithVocabulary(asked, words, indexed);
        },
        { ...options, correctorLoaded: () => loaded },
      );
    };
    const answer = (outcome: SearchOutcome | null) =>
      outcome && {
        terms: outcome.terms,
        corrected: outcome.corrected,
        dropped: outcome.dropped,
        total: outcome.total,
        pages: outcome.pages.map((page) => page.url),
      };

    for (const ruleset of ['', 'fen', 'moor'])
      it(`corrects a typo searched first as it does after another correction${ruleset ? ` (in ${ruleset})` : ''}`, async () => {
        const first = await freshEngine()('initative', ruleset);
        expect(first?.corrected).toEqual([{ from: 'initative', to: 'initiative' }]);
        const later = freshEngine();
        expect((await later('fatgue', ruleset))?.corrected).toEqual([
          { from: 'fatgue', to: 'fatigue' },
        ]);
        expect(answer(await later('initative', ruleset))).toEqual(answer(first));
      });

    it('finds nothing for a word no page has, searched first or later, rather than pages with a shorter word', async () => {
      const first = await freshEngine()('d66', '');
      expect(answer(first)).toEqual({
        terms: [],
        corrected: [],
        dropped: ['d66'],
        total: 0,
        pages: [],
      });
      const later = freshEngine();
      await later('fatgue', '');
      expect(answer(await later('d66', ''))).toEqual(answer(first));
    });

    it('searches a word the index holds as typed, without fetching the vocabulary', async () => {
      let loads = 0;
      const search = createSearchEngine(
        forgivingIndex(pages),
        async () => {
          loads += 1;
          return (asked: readonly string[]) => planWithVocabulary(asked, words);
        },
        { ...options, correctorLoaded: () => false },
      );
      expect(answer(await search('fatigue', ''))).toMatchObject({
        corrected: [],
        pages: ['/moor/glossary/'],
      });
      expect(loads).toBe(0);
    });
  });
});
