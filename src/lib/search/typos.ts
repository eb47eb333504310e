/**
 * Typo correction against the index's own vocabulary. Kept apart from query.ts so that the page
 * loads it (with the word list) only when a query first needs it (src/lib/search/engine.ts).
 */
import { decodeWordList } from './word-list.ts';
import { editDistance } from '../../rules/spelling.ts';

/** How many edits a word of this length may need to be corrected: none below 4 letters, 1 up to 5, then 2. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * The index's own words, most frequent first (the build groups them by frequency, see
 * scripts/build-search-vocabulary.ts and word-list.ts). A word's rank breaks ties between equally
 * near corrections.
 */
export class Vocabulary {
  private readonly rank = new Map<string, number>();
  constructor(readonly words: readonly string[]) {
    words.forEach((word, index) => {
      if (!this.rank.has(word)) this.rank.set(word, index);
    });
  }
  static parse(text: string): Vocabulary {
    return new Vocabulary(decodeWordList(text));
  }
  /** Whether the index holds this word, or a word it begins (Pagefind matches "fatigu" to "fatigue" too). */
  has(word: string): boolean {
    const plain = word.replace(/'/g, '');
    if (this.rank.has(plain)) return true;
    if (plain.length < 4) return false;
    return this.words.some((known) => known.startsWith(plain));
  }
  /** The nearest known word within the edits allowed for its length, or undefined. */
  correct(word: string): string | undefined {
    const plain = word.replace(/'/g, '');
    const max = allowedEdits(plain);
    if (max === 0) return undefined;
    let best: { word: string; distance: number; rank: number } | undefined;
    for (const [known, rank] of this.rank) {
      if (Math.abs(known.length - plain.length) > max) continue;
      const distance = editDistance(plain, known, max);
      if (distance > max) continue;
      // Same first letter first: typos rarely change it, and "scars" should not become "stars".
      const penalty = known[0] === plain[0] ? 0 : 0.5;
      const score = distance + penalty;
      if (!best || score < best.distance || (score === best.distance && rank < best.rank))
        best = { word: known, distance: score, rank };
    }
    return best?.word;
  }
}

/** The shortest word the vocabulary lists (scripts/build-search-vocabulary.ts skips shorter ones). */
export const MIN_WORD_LENGTH = 3;

export interface PlannedQuery {
  /** The words to search for. */
  terms: string[];
  /** Typed words replaced by a known word. */
  corrected: { from: string; to: string }[];
  /** Typed words the index does not hold and no known word is near. */
  dropped: string[];
}

/**
 * Replaces each unknown word by its nearest known word, or leaves it out when none is near.
 * `indexed` are words the search index was found to hold (engine.ts asks it first): they are
 * kept as typed, even an inflection the text never uses ("attacked" finds "attack").
 */
export function planWithVocabulary(
  words: readonly string[],
  vocabulary: Vocabulary,
  indexed: ReadonlySet<string> = new Set(),
): PlannedQuery {
  const plan: PlannedQuery = { terms: [], corrected: [], dropped: [] };
  for (const word of words) {
    // The vocabulary lists words of MIN_WORD_LENGTH letters and more; shorter ones ("hp", "ac")
    // are searched as typed.
    if ([...word].length < MIN_WORD_LENGTH || indexed.has(word) || vocabulary.has(word)) {
      plan.terms.push(word);
      continue;
    }
    const correction = vocabulary.correct(word);
    if (correction) {
      plan.corrected.push({ from: word, to: correction });
      plan.terms.push(correction);
    } else {
      plan.dropped.push(word);
    }
  }
  plan.terms = [...new Set(plan.terms)];
  return plan;
}
