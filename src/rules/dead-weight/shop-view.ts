/**
 * What the shop shows for an item of a rarity in the interlude's settlement, decided here: the
 * rarities offered, the availability rule with its exact chance when risk dice decide, the price
 * formula with its range and the settlement doom's surcharge, each Roll button's words and why it
 * is off. The log's source names the roll. The tool lays it out, and rolls with what it gives.
 */
import type { Fraction } from '../dice';
import {
  computeDwSettlementDoomEffects,
  describeDwDoomSurcharge,
  explainDwAvailabilityBlocked,
  explainDwPurchaseUnavailable,
} from './interlude';
import {
  computeDwAvailabilityChance,
  computeDwPriceRange,
  describeDwAvailabilityRule,
  DW_AVAILABILITY,
  DW_PRICE_FORMULAS,
  DW_RARITIES,
  DW_RARITY_LABELS,
  DW_SETTLEMENT_NAMES,
  type DwRarity,
  type DwSettlementSize,
} from './shopping';

/** The rarities as the Rarity menu offers them. */
export const DW_RARITY_CHOICES = DW_RARITIES.map((candidate) => ({
  value: candidate,
  label: DW_RARITY_LABELS[candidate],
}));

export interface DwShopView {
  /** "Small Camp": the settlement's name, as the availability line says it. */
  readonly settlement: string;
  /** "2d!, available on any 1", "always available". */
  readonly rule: string;
  /** The chance the risk dice find the item; null when the settlement's size decides alone. */
  readonly chance: Fraction | null;
  readonly price: {
    readonly notation: string;
    readonly min: number;
    readonly max: number;
    readonly average: number;
    /** "; plus 1 silver from settlement doom 3", or empty. */
    readonly surcharge: string;
  };
  /** What the settlement doom adds to every price, for the price roll. */
  readonly surchargeSilver: number;
  readonly availabilityButton: string;
  readonly availabilityBlockedBy: string | null;
  readonly priceButton: string;
  readonly priceBlockedBy: string | null;
  /** What the log calls the two rolls. */
  readonly logAs: { readonly availability: string; readonly price: string };
}

/** The shop for an item of `rarity` in a settlement of `size` at settlement doom `doom`. */
export function viewDwShop(size: DwSettlementSize, doom: number, rarity: DwRarity): DwShopView {
  const rule = DW_AVAILABILITY[size][rarity];
  const formula = DW_PRICE_FORMULAS[rarity];
  const label = DW_RARITY_LABELS[rarity];
  const settlement = DW_SETTLEMENT_NAMES[size];
  const risk = typeof rule === 'number';
  return {
    settlement,
    rule: describeDwAvailabilityRule(rule),
    chance: risk ? computeDwAvailabilityChance(size, rarity) : null,
    price: {
      notation: formula.notation,
      ...computeDwPriceRange(rarity),
      surcharge: describeDwDoomSurcharge(doom),
    },
    surchargeSilver: computeDwSettlementDoomEffects(doom).priceIncrease,
    availabilityButton: `Roll availability${risk ? ` (${rule}d!)` : ''}`,
    availabilityBlockedBy: explainDwAvailabilityBlocked(size, rarity, doom),
    priceButton: `Roll the price (${formula.notation})`,
    priceBlockedBy: explainDwPurchaseUnavailable(rarity, doom),
    logAs: {
      availability: `${label} item availability (${settlement})`,
      price: `${label} item price`,
    },
  };
}
