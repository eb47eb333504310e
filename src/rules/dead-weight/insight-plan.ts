/**
 * The insight purchase a sheet is about to make, from what the player picked: the purchase, the
 * highest attribute to move a point from and the attribute it raises. A pick the sheet no longer
 * allows (the scores changed since) falls back to the first one allowed, so the fields and the
 * purchase made always agree.
 */
import {
  buyDwInsightPurchase,
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
  /**
   * Why the purchase cannot be made now, in plain words (too little insight unspent, no attribute
   * lower to move a point to, one already at its most); null while it can. The spend button is off
   * with this reason beside it, so a press never only says "Not done".
   */
  readonly blockedBy: string | null;
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
  const planned: DwInsightPurchase = {
    id: purchase,
    from: highest.includes(picks.from) ? picks.from : highest[0],
    to: targets.includes(picks.to) ? picks.to : targets[0],
  };
  return {
    cost: (item ?? DW_INSIGHT_PURCHASES[0]).cost,
    asksFrom: purchase === 'move-score',
    asksTo: needsDwInsightTarget(purchase),
    choices: listDwInsightChoices(character, purchase),
    purchase: planned,
    blockedBy: explainBlocked(character, planned),
  };
}

/** Why the planned purchase would be refused, said before the press; null when it would be made. */
function explainBlocked(character: DwCharacter, planned: DwInsightPurchase): string | null {
  const bought = buyDwInsightPurchase(character, planned);
  if (bought.ok) return null;
  // With every score equal there is no attribute to pick: say so, not "choose one".
  if (bought.error.code === 'choose-attribute' && planned.to === undefined)
    return 'Every attribute has the same score: none is lower to move a point to.';
  return bought.error.message;
}

/** Purchases that cost the same, under a heading that says the cost: "2 insight". */
export interface DwInsightPurchaseGroup {
  readonly label: string;
  readonly purchases: readonly { readonly value: DwInsightPurchaseId; readonly label: string }[];
}

/**
 * The Insight points list grouped by cost, cheapest first, for the purchase field: the cost heads
 * each group, so an option's own text is the purchase alone and fits a phone's width.
 */
export const DW_INSIGHT_PURCHASE_GROUPS: readonly DwInsightPurchaseGroup[] = [
  ...new Set(DW_INSIGHT_PURCHASES.map((item) => item.cost)),
]
  .toSorted((a, b) => a - b)
  .map((cost) => ({
    label: `${cost} insight`,
    purchases: DW_INSIGHT_PURCHASES.filter((item) => item.cost === cost).map((item) => ({
      value: item.id,
      label: item.label,
    })),
  }));

/** Each of the 12 insight circles, in order: spent, received (not spent yet) or empty. */
export function listDwInsightCircles(
  character: DwCharacter,
): readonly ('spent' | 'received' | 'empty')[] {
  const spent = character.insightSpent ?? 0;
  return Array.from({ length: DW_INSIGHT_CIRCLES }, (_, index) =>
    index < spent ? 'spent' : index < character.insight ? 'received' : 'empty',
  );
}
