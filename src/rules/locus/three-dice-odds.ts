/**
 * The exact odds of three dice, read from the dice core's notation: what the checks' chance
 * functions use inside. Not in the rules' entry file: a widget asks a check for its chance
 * (`chanceOfOutcomeSuccess`, `chanceOfDurabilityPass`, `countPointDistribution`), never for
 * notation.
 */
import {
  calculateChanceAtLeast,
  computeDistribution,
  parseNotation,
  type Distribution,
  type Fraction,
} from '../dice';
import { DIE_RANKS, type DieRank } from './three-dice';

/**
 * The exact distribution of a fixed, known-valid piece of dice notation (such as `3d6kth2>3`)
 * from the dice core. A failure here is a bug in this module, so it throws.
 */
export function distributionOf(notation: string): Distribution {
  const parsed = parseNotation(notation);
  if (!parsed.ok)
    throw new Error(`internal notation ${notation} did not parse: ${parsed.error.code}`);
  const distribution = computeDistribution(parsed.value);
  if (!distribution.ok) throw new Error(`internal notation ${notation} has no distribution`);
  return distribution.value;
}

/**
 * The exact chance, over 216, that the die of `rank` among 3d6 meets `target`, a comparison in
 * the notation's words (`>3`, `>=4`). The notation's `kth` counts the ranks from the top.
 */
export function chanceOfRankedDie(rank: DieRank, target: string): Fraction {
  const position = DIE_RANKS.indexOf(rank) + 1;
  return calculateChanceAtLeast(distributionOf(`3d6kth${position}${target}`), 1);
}
