/**
 * An Outcome Check's Willpower re-roll as the roller offers it after a roll: who pays (the
 * character rolled, as the Cast has them now, or nobody for typed values), at which Stress, what
 * the chosen dice cost, and what is said about the payer's WP.
 */
import type { LocusCharacter } from './character';
import { describeRerollCapacity } from './check-text';
import type { StressLevel } from './stress';
import { planReroll, type RerollPlan } from './willpower';

export interface RerollOffer {
  readonly plan: RerollPlan;
  /** Said above the dice about the payer's WP; null for typed values, whose Stress is chosen. */
  readonly willpowerNote: string | null;
}

/**
 * The re-roll of `chosen` dice of a check rolled for `rolled.characterId` (undefined: typed values,
 * at `typedStress`). A character removed from the Cast since the roll has no WP to check here,
 * so the plan does not refuse it: the store refuses the spend.
 */
export function offerReroll(
  rolled: { readonly characterId: string | undefined; readonly who: string },
  characters: readonly LocusCharacter[],
  typedStress: StressLevel,
  chosen: number,
): RerollOffer {
  if (!rolled.characterId)
    return { plan: planReroll(chosen, typedStress, null), willpowerNote: null };
  const character = characters.find((candidate) => candidate.id === rolled.characterId);
  const stress = character?.stress ?? 'uneasy';
  const plan = planReroll(
    chosen,
    stress,
    character ? character.willpower : null,
    rolled.who || 'The character',
  );
  return {
    plan,
    willpowerNote: character
      ? describeRerollCapacity(rolled.who, stress, character.willpower, plan.capacity)
      : 'That character is no longer in the Cast.',
  };
}
