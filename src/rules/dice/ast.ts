/**
 * The parsed form of a dice expression: plain, serialisable data with no methods, so it can be
 * stored, compared with deep equality, rolled and analysed by separate modules.
 *
 * An expression is a list of signed terms added together: `2d6 - 1d4 + 2` is
 * `[+ (2d6), - (1d4), + (2)]`.
 */
import type { UsageDieSides } from './usage-die';

export type Sign = 1 | -1;

/** A fixed number: the `2` in `2d6+2`. Always non-negative; subtraction is the term's sign. */
export interface ConstantTerm {
  readonly kind: 'constant';
  readonly sign: Sign;
  readonly value: number;
}

/**
 * Which of a term's dice count, by rank (ties are ranked in the order the dice were rolled).
 * Dropping is stored as written, so `4d6dl1` formats back as `4d6dl1` and not `4d6kh3`.
 */
export type Selection =
  | { readonly kind: 'keep-highest'; readonly count: number }
  | { readonly kind: 'keep-lowest'; readonly count: number }
  | { readonly kind: 'drop-highest'; readonly count: number }
  | { readonly kind: 'drop-lowest'; readonly count: number }
  /** Only the die of this rank, 1 being the highest: Locus' "middle of 3d6" is rank 2. */
  | { readonly kind: 'keep-nth-highest'; readonly rank: number };

export type Comparison = '>' | '>=' | '<' | '<=';

/** Turns a dice term into a success count: the number of its (kept) dice that pass. */
export interface Target {
  readonly comparison: Comparison;
  readonly value: number;
}

/** `NdX` with its options. */
export interface DiceTerm {
  readonly kind: 'dice';
  readonly sign: Sign;
  readonly count: number;
  readonly sides: number;
  /** Each die reads 0..sides-1 instead of 1..sides (a d100 read 00-99). */
  readonly zeroBased: boolean;
  readonly selection: Selection | null;
  readonly target: Target | null;
}

/** Dead Weight's `Nd!`: N d6, triggered when any of them shows 1. Worth 1 when triggered, else 0. */
export interface RiskTerm {
  readonly kind: 'risk';
  readonly sign: Sign;
  readonly count: number;
}

/** Dead Weight's usage die `UdX`: worth the rolled value; 1-2 steps the die down. */
export interface UsageTerm {
  readonly kind: 'usage';
  readonly sign: Sign;
  readonly sides: UsageDieSides;
}

/**
 * Digit dice `d66` and `d666`: one d6 per digit, read in place as tens and units (and hundreds),
 * so a d66 gives 11..66 in 36 equally likely results and never 17 or 20. A lookup roll for
 * tables, so it stands alone: the parser refuses a count, options or other terms beside it.
 */
export interface DigitTerm {
  readonly kind: 'digit';
  readonly sign: Sign;
  /** How many d6 are read as digits: 2 for d66, 3 for d666. */
  readonly digits: DigitCount;
}

export type DigitCount = 2 | 3;

export type Term = ConstantTerm | DiceTerm | RiskTerm | UsageTerm | DigitTerm;

/** At least one term; the total is the sum of every term's value times its sign. */
export interface DiceExpression {
  readonly terms: readonly Term[];
}
