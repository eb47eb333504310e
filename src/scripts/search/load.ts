/**
 * Loads what search needs, on demand and once: Pagefind's runtime and index from the build, and
 * the vocabulary word list with the typo corrector when a query first needs them. Shared by the page script
 * (src/scripts/search.ts) and the search benchmark, so both run the same search.
 */
import { createSearchEngine, type Corrector, type SearchRules } from '../../lib/search/engine.ts';
import type { PagefindLike } from '../../lib/search/results.ts';

export const MAX_RESULTS = 12;
/**
 * How many results are fetched with the search; the rest when the reader scrolls or moves to
 * them (src/lib/search/rank.ts). A result with its sections is 120 to 250 px tall, so five reach
 * past the bottom of the dialog (at most 640 px tall) and of most screens.
 */
export const FIRST_RESULTS = 5;
/**
 * How many more results are fetched with the first ones, at once, to put them in order (rank.ts):
 * the page whose section answers the words may be a few places down Pagefind's list. Each is 1 to
 * 4 KB gzip, and a first search fetches at most 120 KB.
 */
export const SETTLE_RESULTS = 3;
export const MAX_SECTIONS = 3;

interface Pagefind extends PagefindLike {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
}

/**
 * Pagefind's ranking: term similarity up, so an exact word ("scars") outranks a longer word it
 * begins ("scarves"); page length down, so a long rules page is not pushed below a short summary.
 */
export const PAGEFIND_RANKING = {
  termSimilarity: 4.0,
  pageLength: 0.5,
  termSaturation: 1.2,
  termFrequency: 1.0,
};

const loads = new Map<string, Promise<SearchRules>>();

export function loadSearch(base: string): Promise<SearchRules> {
  let loading = loads.get(base);
  if (!loading) {
    loading = (async () => {
      const pagefind = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as Pagefind;
      // noWorker: searching this small index on the page is quick, and Pagefind's worker script
      // would add 12 KB gzip to a first search.
      await pagefind.options({
        baseUrl: base,
        highlightParam: 'highlight',
        excerptLength: 24,
        ranking: PAGEFIND_RANKING,
        noWorker: true,
      });
      await pagefind.init();
      // The vocabulary (about 9 KB gzip) is fetched only to correct a word the index does not
      // hold, see src/lib/search/engine.ts; if it cannot load, words are searched as typed.
      let corrector: Promise<Corrector> | undefined;
      let loaded = false;
      const loadCorrector = () =>
        (corrector ??= Promise.all([
          import('../../lib/search/typos.ts'),
          fetch(`${base}search-vocabulary.txt`)
            .then((response) => (response.ok ? response.text() : ''))
            .catch(() => ''),
        ]).then(([{ Vocabulary, planWithVocabulary }, text]) => {
          loaded = true;
          const vocabulary = Vocabulary.parse(text);
          if (vocabulary.words.length === 0)
            return (words: readonly string[]) => ({
              terms: [...words],
              corrected: [],
              dropped: [],
            });
          return (words: readonly string[], indexed: ReadonlySet<string>) =>
            planWithVocabulary(words, vocabulary, indexed);
        }));
      return createSearchEngine(pagefind, loadCorrector, {
        maxResults: MAX_RESULTS,
        firstResults: FIRST_RESULTS,
        settleResults: SETTLE_RESULTS,
        maxSections: MAX_SECTIONS,
        correctorLoaded: () => loaded,
      });
    })();
    loading.catch(() => loads.delete(base));
    loads.set(base, loading);
  }
  return loading;
}
