import { computeDistribution, parseNotation, type Distribution } from '../../../src/rules/dice';

/** The exact distribution of a notation the test knows to be readable and countable. */
export function distributionOf(notation: string): Distribution {
  const parsed = parseNotation(notation);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const result = computeDistribution(parsed.value);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
