/**
 * Item creation from the "Item Creation Quick-Ref": a tier gives the points to spend (Average
 * 0-5, Good 5-10, Fantastic 10-15), spent on size (Small 1, Large 0), Quality (1 per rank),
 * Durability (1 per box), a damage type (1) and being specifically designed as a weapon (+1).
 * The XP cost of each tier comes from "Experience & Progression" (Average 1, Good 2,
 * Fantastic 3).
 *
 * Readings decided here:
 * - A tier's budget is the top of its range; an Item that spends more is over budget.
 * - The ranges share their ends (5, 10). Spending less than a tier's lowest number is allowed
 *   but noted: a cheaper tier would do (an Item of 5 points fits Average, so it is never noted).
 * - Every Item has a Quality of at least 1 (the sheet has no Quality 0), so the cheapest Item
 *   costs 1 point.
 * - The damage type costs its point when one is written; the weapon's +1 is separate from it.
 */
import { howMany } from '../words';
import { MAX_DURABILITY_BOXES, type ItemInput } from './character';
import type { LocusResult } from './errors';
import { readLocusCount } from './check-inputs';

export const ITEM_TIERS = ['average', 'good', 'fantastic'] as const;
export type ItemTier = (typeof ITEM_TIERS)[number];

export const ITEM_TIER_LABELS: Readonly<Record<ItemTier, string>> = {
  average: 'Average',
  good: 'Good',
  fantastic: 'Fantastic',
};

/** Points to spend per tier, from the Quick-Ref's "Item Tier / Points to Spend" table. */
export const ITEM_TIER_POINTS: Readonly<
  Record<ItemTier, { readonly min: number; readonly max: number }>
> = {
  average: { min: 0, max: 5 },
  good: { min: 5, max: 10 },
  fantastic: { min: 10, max: 15 },
};

/** XP to buy an Item of the tier, from "Spending XP". */
export const ITEM_TIER_XP: Readonly<Record<ItemTier, number>> = {
  average: 1,
  good: 2,
  fantastic: 3,
};

/** Costs from the Quick-Ref's "Category / Cost" table. */
export const ITEM_COSTS = {
  small: 1,
  large: 0,
  qualityPerRank: 1,
  perDurabilityBox: 1,
  damageType: 1,
  weapon: 1,
} as const;

export type ItemSize = 'small' | 'large';
export type ItemQualityRank = 1 | 2 | 3;

/** The options of an Item being designed: what points are spent on. */
export interface ItemDesign {
  readonly size: ItemSize;
  readonly quality: ItemQualityRank;
  /** 0 to 8 boxes. */
  readonly durabilityBoxes: number;
  /** Blunt, Cutting ...; empty for none. */
  readonly damageType: string;
  readonly weapon: boolean;
}

export type ItemCostOption = 'size' | 'quality' | 'durability' | 'damageType' | 'weapon';

export interface ItemCostLine {
  readonly option: ItemCostOption;
  /** "Size: Small (pocketable)", "Quality 2", "Durability: 4 boxes" ... */
  readonly label: string;
  readonly points: number;
}

function checkDesign(design: ItemDesign): void {
  if (![1, 2, 3].includes(design.quality))
    throw new RangeError(`An Item's Quality is 1, 2 or 3, got ${design.quality}.`);
  if (
    !Number.isInteger(design.durabilityBoxes) ||
    design.durabilityBoxes < 0 ||
    design.durabilityBoxes > MAX_DURABILITY_BOXES
  ) {
    throw new RangeError(
      `An Item has 0 to ${MAX_DURABILITY_BOXES} Durability boxes, got ${design.durabilityBoxes}.`,
    );
  }
}

/** What each option costs, line by line (options that cost nothing are listed with 0). */
export function itemCostLines(design: ItemDesign): ItemCostLine[] {
  checkDesign(design);
  const damageType = design.damageType.trim();
  const boxes = design.durabilityBoxes;
  return [
    {
      option: 'size',
      label: design.size === 'small' ? 'Size: Small (pocketable)' : 'Size: Large (must be held)',
      points: design.size === 'small' ? ITEM_COSTS.small : ITEM_COSTS.large,
    },
    {
      option: 'quality',
      label: `Quality ${design.quality}`,
      points: design.quality * ITEM_COSTS.qualityPerRank,
    },
    {
      option: 'durability',
      label: `Durability: ${howMany(boxes, 'box', 'boxes')}`,
      points: boxes * ITEM_COSTS.perDurabilityBox,
    },
    {
      option: 'damageType',
      label: damageType === '' ? 'Damage type: none' : `Damage type: ${damageType}`,
      points: damageType === '' ? 0 : ITEM_COSTS.damageType,
    },
    {
      option: 'weapon',
      label: design.weapon ? 'Designed as a weapon' : 'Not designed as a weapon',
      points: design.weapon ? ITEM_COSTS.weapon : 0,
    },
  ];
}

/** The points the design spends. */
export function itemPoints(design: ItemDesign): number {
  return itemCostLines(design).reduce((sum, line) => sum + line.points, 0);
}

/** The cheapest tier whose range holds `points`, or null above Fantastic's 15. */
export function cheapestTierFor(points: number): ItemTier | null {
  return ITEM_TIERS.find((tier) => points <= ITEM_TIER_POINTS[tier].max) ?? null;
}

export interface ItemBudget {
  readonly tier: ItemTier;
  readonly lines: readonly ItemCostLine[];
  readonly spent: number;
  /** The tier's top: the points there are to spend. */
  readonly budget: number;
  /** `budget - spent`; negative when over budget. */
  readonly left: number;
  readonly overBudget: boolean;
  /** Below the tier's lowest number: a cheaper tier would hold this Item. */
  readonly belowTier: boolean;
  /** The cheapest tier that holds what is spent (null above 15 points). */
  readonly fitsTier: ItemTier | null;
  /** XP to buy an Item of the chosen tier. */
  readonly xpCost: number;
  /** A sentence for the reader when over budget or below the tier; null otherwise. */
  readonly message: string | null;
}

/** "an Average Item", "a Good Item". */
export function tierItemName(tier: ItemTier): string {
  return `${tier === 'average' ? 'an' : 'a'} ${ITEM_TIER_LABELS[tier]} Item`;
}

/** "Lantern (an Average Item, 4 of 5 points) is now Item 2 on Ada's sheet in the Cast tracker." */
export function describeItemAdded(
  name: string,
  budget: ItemBudget,
  itemNumber: number,
  characterName: string,
): string {
  const who = characterName.trim() || 'The Character';
  return `${name.trim()} (${tierItemName(budget.tier)}, ${budget.spent} of ${budget.budget} points) is now Item ${itemNumber} on ${who}'s sheet in the Cast tracker.`;
}

function pointsText(points: number): string {
  return howMany(points, 'point');
}

/** "1 pt", "3 pts": an option's cost beside it. */
export function ptsText(points: number): string {
  return howMany(points, 'pt');
}

export interface ItemToAdd {
  readonly name: string;
  /** Whether the typed number of Durability boxes can be read. */
  readonly boxesReadable: boolean;
  readonly budget: ItemBudget;
  /** Whether a Character who can take the Item is chosen. */
  readonly characterChosen: boolean;
}

/** Why an Item cannot be added to a sheet yet, as one sentence; null when it can. */
export function itemRefusal(item: ItemToAdd): string | null {
  const problems: string[] = [];
  if (item.name.trim() === '') problems.push('the Item has no name');
  if (!item.boxesReadable) problems.push('the number of Durability boxes needs fixing');
  if (item.budget.overBudget)
    problems.push(
      `the Item is ${pointsText(item.budget.spent - item.budget.budget)} over the ${ITEM_TIER_LABELS[item.budget.tier]} budget`,
    );
  if (!item.characterChosen) problems.push('no Character is chosen');
  return problems.length === 0 ? null : `${capitalize(problems.join('; '))}.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The points spent and left for a design in a tier, with what is wrong or worth noting. */
export function spendItemPoints(tier: ItemTier, design: ItemDesign): ItemBudget {
  const lines = itemCostLines(design);
  const spent = lines.reduce((sum, line) => sum + line.points, 0);
  const { min, max } = ITEM_TIER_POINTS[tier];
  const left = max - spent;
  const overBudget = spent > max;
  const belowTier = spent < min;
  const fitsTier = cheapestTierFor(spent);
  let message: string | null = null;
  if (overBudget) {
    // The most an Item can spend is 14 (Small, Quality 3, 8 boxes, damage type, weapon), so Fantastic always holds it.
    const higher = fitsTier ?? 'fantastic';
    message = `Over budget by ${pointsText(spent - max)}: ${tierItemName(tier)} has ${pointsText(max)} to spend. Take options away, or choose ${tierItemName(higher)} (${ITEM_TIER_XP[higher]} XP).`;
  } else if (belowTier) {
    message = `${capitalize(tierItemName(tier))} spends ${min}–${max} points; this one spends ${spent}, which ${tierItemName(fitsTier ?? tier)} (${ITEM_TIER_XP[fitsTier ?? tier]} XP) covers.`;
  }
  return {
    tier,
    lines,
    spent,
    budget: max,
    left,
    overBudget,
    belowTier,
    fitsTier,
    xpCost: ITEM_TIER_XP[tier],
    message,
  };
}

/** Read the typed number of Durability boxes: a whole number from 0 to 8. */
export function parseDurabilityBoxes(text: string): LocusResult<number> {
  return readLocusCount(text, 0, MAX_DURABILITY_BOXES, {
    empty: `Enter a number of Durability boxes from 0 to ${MAX_DURABILITY_BOXES}.`,
    low: 'An Item cannot have fewer than 0 Durability boxes.',
    high: `An Item card has at most ${MAX_DURABILITY_BOXES} Durability boxes.`,
    other: `Enter a whole number of boxes from 0 to ${MAX_DURABILITY_BOXES}.`,
  });
}

/** The fields of a new Item card (for the rules' `addItem`) from a name and a design. */
export function itemInputFromDesign(name: string, design: ItemDesign): ItemInput {
  checkDesign(design);
  return {
    name: name.trim(),
    size: design.size,
    quality: design.quality,
    durabilityBoxes: design.durabilityBoxes,
    damageType: design.damageType.trim(),
    weapon: design.weapon,
  };
}
