/**
 * Every selection the notation can express keeps one unbroken band of ranks (1 = highest die):
 * `kh2` keeps ranks 1-2, `dl1` on 4 dice keeps 1-3, `kth2` keeps 2-2. Rolling and the exact
 * distribution both work from this band, so they cannot disagree about which dice count.
 */
import type { Selection } from './ast';

export interface RankBand {
  /** Highest kept rank (1 = the highest die). */
  readonly first: number;
  /** Lowest kept rank, inclusive. */
  readonly last: number;
}

/** The ranks kept out of `count` dice. No selection keeps them all. */
export function findKeptRanks(selection: Selection | null, count: number): RankBand {
  if (!selection) return { first: 1, last: count };
  switch (selection.kind) {
    case 'keep-highest':
      return { first: 1, last: selection.count };
    case 'keep-lowest':
      return { first: count - selection.count + 1, last: count };
    case 'drop-highest':
      return { first: selection.count + 1, last: count };
    case 'drop-lowest':
      return { first: 1, last: count - selection.count };
    case 'keep-nth-highest':
      return { first: selection.rank, last: selection.rank };
  }
}
