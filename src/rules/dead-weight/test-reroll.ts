/**
 * One re-roll of a test's die, as the test tools take it: a re-roll of the kind asked is spent,
 * the die picked is rolled again (the new value stands) and the change is said twice, once for the
 * tool ("Proficiency re-roll: die 2 went from 3 to 6.") and once before the dice in the roll log.
 */
import type { Rng } from '../dice';
import {
  rerollDwDie,
  spendDwReroll,
  type DwRerollKind,
  type DwRerollsLeft,
} from './attribute-test';
import { describeDwReroll, noteDwReroll } from './test-sentences';

/** What a re-roll reads and changes of a test's roll. */
export interface DwRerolled {
  readonly dice: readonly number[];
  readonly left: DwRerollsLeft;
  /** What happened last, in words. */
  readonly last: string;
}

/**
 * The roll after one re-roll of `kind` on die `index`, with the log's note; null, changing
 * nothing, when no die is picked or no re-roll of that kind is left.
 */
export function rerollDwTest<Rolled extends DwRerolled>(
  rolled: Rolled,
  index: number | null,
  kind: DwRerollKind,
  rng: Rng,
): { readonly rolled: Rolled; readonly note: string } | null {
  const left = spendDwReroll(rolled.left, kind);
  if (!left || index === null) return null;
  const dice = rerollDwDie(rolled.dice, index, rng);
  return {
    rolled: { ...rolled, dice, left, last: describeDwReroll(kind, index, rolled.dice, dice) },
    note: noteDwReroll(kind, index, rolled.dice),
  };
}
