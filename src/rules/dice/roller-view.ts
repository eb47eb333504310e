/**
 * What the site's dice roller (src/widgets/site/DiceRoller.tsx) shows, decided here: the notation
 * read (its canonical form, or what is wrong and where), its exact odds with the four figures
 * above the chart, the "chance of at least" line, and a roll as the roll log keeps it. The widget
 * only lays these out.
 *
 * Three steps, so the costly one runs only when the notation changes: `readRollerNotation` on
 * every keystroke, `viewRollerOdds` once per canonical notation, `viewRollerChance` per threshold.
 */
import type { ParseError } from './errors';
import {
  calculateChanceAtLeast,
  computeDistribution,
  startingThreshold,
  summarizeDistribution,
  type Distribution,
} from './distribution';
import { formatStatistic, splitAtPosition } from './chart-data';
import { formatNotation } from './format-notation';
import type { Fraction } from './fraction';
import { parseNotation } from './parse-notation';
import type { DiceExpression } from './ast';
import { rollExpression, type ExpressionRoll } from './roll';
import { describeRoll } from './describe-roll';
import type { Rng } from './rng';
import { readWholeNumber } from '../whole-number';

/** Quick picks: notation and a short reminder of what it means (the button's text). */
export const DICE_ROLLER_EXAMPLES: readonly { notation: string; note: string }[] = [
  { notation: '1d20', note: 'one d20' },
  { notation: '2d6+2', note: 'sum plus 2' },
  { notation: '3d6kth2', note: 'middle of 3d6' },
  { notation: '4d6dl1', note: 'drop lowest' },
  { notation: '6d6>3', note: 'count 4+' },
  { notation: 'd100z', note: '00–99' },
  { notation: '3d!', note: 'risk dice' },
  { notation: 'Ud8', note: 'usage die' },
];

/** Where reading stopped, to mark it in the notation: the character there, '?' past the end. */
export interface RollerNotationError {
  readonly message: string;
  readonly before: string;
  readonly at: string;
  readonly after: string;
}

export type RollerNotation =
  | { readonly ok: true; readonly expression: DiceExpression; readonly canonical: string }
  | {
      readonly ok: false;
      readonly error: RollerNotationError;
      /** Why the Roll button is off. */
      readonly blockedBy: string;
    };

/** The notation typed, read: its canonical form, or what is wrong with it and where. */
export function readRollerNotation(notation: string): RollerNotation {
  const parsed = parseNotation(notation);
  if (parsed.ok)
    return { ok: true, expression: parsed.value, canonical: formatNotation(parsed.value) };
  const error: ParseError = parsed.error;
  const { before, at, after } = splitAtPosition(notation, error.position);
  return {
    ok: false,
    error: { message: error.message, before, at: at === '' ? '?' : at, after },
    blockedBy: 'Roll is off until the notation can be read.',
  };
}

/** What the Chances section shows: a note in place of the odds, or the odds. */
export type RollerOdds =
  | { readonly kind: 'note'; readonly note: string }
  | {
      readonly kind: 'odds';
      readonly distribution: Distribution;
      /** Average, lowest, highest and standard deviation, as the cards above the chart say them. */
      readonly cards: readonly (readonly [term: string, value: string | number])[];
      /** The threshold asked about until the reader types one: near the average. */
      readonly startingThreshold: string;
    };

/** The odds of the notation read (recompute only when its canonical form changes). */
export function viewRollerOdds(notation: RollerNotation): RollerOdds {
  if (!notation.ok)
    return { kind: 'note', note: 'Chances show here once the notation can be read.' };
  const odds = computeDistribution(notation.expression);
  if (!odds.ok) {
    return {
      kind: 'note',
      note: `Exact chances are not shown for this roll: ${odds.error.message}. Rolling still works.`,
    };
  }
  const summary = summarizeDistribution(odds.value);
  return {
    kind: 'odds',
    distribution: odds.value,
    cards: [
      ['Average', formatStatistic(summary.mean)],
      ['Lowest', summary.min],
      ['Highest', summary.max],
      ['Standard deviation', formatStatistic(summary.standardDeviation)],
    ],
    startingThreshold: String(startingThreshold(summary)),
  };
}

/** The "chance of at least" field: its text, what is wrong with it, and the chance it asks for. */
export interface RollerChance {
  readonly text: string;
  readonly error: string | null;
  readonly chance: Fraction | null;
}

/**
 * The chance of at least the typed total; until the reader types one (`typed` null) the field
 * follows the odds' starting threshold. Any total may be asked for: below the lowest the chance
 * is certain, above the highest none.
 */
export function viewRollerChance(
  odds: Extract<RollerOdds, { kind: 'odds' }>,
  typed: string | null,
): RollerChance {
  const text = typed ?? odds.startingThreshold;
  const read = readWholeNumber(text, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'the total');
  return read.ok
    ? { text, error: null, chance: calculateChanceAtLeast(odds.distribution, read.value) }
    : { text, error: read.error.message, chance: null };
}

/** A roll of the notation: what the result shows and the words the roll log keeps. */
export interface RollerRoll {
  readonly notation: string;
  readonly roll: ExpressionRoll;
  readonly detail: string;
}

/** Rolls the notation read. */
export function rollRollerNotation(
  notation: Extract<RollerNotation, { ok: true }>,
  rng: Rng,
): RollerRoll {
  const roll = rollExpression(notation.expression, rng);
  return { notation: notation.canonical, roll, detail: describeRoll(roll) };
}
