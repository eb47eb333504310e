/**
 * The insight purchase a sheet is about to make, from what the player picked: the purchase, the
 * highest attribute to move a point from and the attribute it raises. A pick the sheet no longer
 * allows (the scores changed since) falls back to the first one allowed, so the fields and the
 * purchase made always agree.
 */
import {
  DW_INSIGHT_CIRCLES,
  DW_INSIGHT_PURCHASES,
  findDwHighestAttributes,
  listDwInsightChoices,
  listDwInsightTargets,
  needsDwInsightTarget,
  type DwAttribute,
  type DwCharacter,
  type DwInsightPurchase,
  type DwInsightPurchaseId,
} from './character';

/** What the player picked in the sheet's insight fields. */
export interface DwInsightPicks {
  readonly purchase: DwInsightPurchaseId;
  readonly from: DwAttribute;
  readonly to: DwAttribute;
}

export const DW_FIRST_INSIGHT_PICKS: DwInsightPicks = {
  purchase: 'move-score',
  from: 'str',
  to: 'dex',
};

export interface DwInsightPlan {
  /** What it costs, in insight. */
  readonly cost: number;
  /** Whether a highest attribute is asked for (moving a score). */
  readonly asksFrom: boolean;
  /** Whether an attribute to raise is asked for (not for a skill or a trauma). */
  readonly asksTo: boolean;
  /** The fields' options and the label of the second one. */
  readonly choices: ReturnType<typeof listDwInsightChoices>;
  /** The purchase made when the player spends, with the attributes the fields now show. */
  readonly purchase: DwInsightPurchase;
}

/** The purchase the picks make on this character's sheet as it is now. */
export function planDwInsightPurchase(
  character: DwCharacter,
  picks: DwInsightPicks,
): DwInsightPlan {
  const { purchase } = picks;
  const item = DW_INSIGHT_PURCHASES.find((candidate) => candidate.id === purchase);
  const highest = findDwHighestAttributes(character);
  const targets = listDwInsightTargets(character, purchase);
  return {
    cost: (item ?? DW_INSIGHT_PURCHASES[0]).cost,
    asksFrom: purchase === 'move-score',
    asksTo: needsDwInsightTarget(purchase),
    choices: listDwInsightChoices(character, purchase),
    purchase: {
      id: purchase,
      from: highest.includes(picks.from) ? picks.from : highest[0],
      to: targets.includes(picks.to) ? picks.to : targets[0],
    },
  };
}

/** Each of the 12 insight circles, in order: spent, received (not spent yet) or empty. */
export function listDwInsightCircles(
  character: DwCharacter,
): readonly ('spent' | 'received' | 'empty')[] {
  const spent = character.insightSpent ?? 0;
  return Array.from({ length: DW_INSIGHT_CIRCLES }, (_, index) =>
    index < spent ? 'spent' : index < character.insight ? 'received' : 'empty',
  );
}
