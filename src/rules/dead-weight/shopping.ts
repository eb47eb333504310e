/**
 * Going shopping in the interlude (A Day in the Interlude, "Go shopping"): whether an item is
 * available, by settlement size and rarity (risk dice from the text's table), and its price roll
 * per rarity (Common 1d6 silver, Uncommon 2+2d6, Valuable 3x2d6, Rare 5x3d6, Exotic 10x4d6, from
 * the game's core rules), with the settlement doom's surcharge and bans.
 *
 * Risk dice are "triggered" when any d6 shows 1; where the text rolls risk dice for something
 * good, triggered means it happens, so an item is available when its risk dice trigger.
 */
import { computeRiskTriggerChance, rollDie, type Fraction, type Rng } from '../dice';

export const DW_RARITIES = ['common', 'uncommon', 'valuable', 'rare', 'exotic'] as const;
export type DwRarity = (typeof DW_RARITIES)[number];
export const DW_RARITY_LABELS: Readonly<Record<DwRarity, string>> = {
  common: 'Common',
  uncommon: 'Uncommon',
  valuable: 'Valuable',
  rare: 'Rare',
  exotic: 'Exotic',
};

export const DW_SETTLEMENT_SIZES = [1, 2, 3, 4, 5] as const;
export type DwSettlementSize = (typeof DW_SETTLEMENT_SIZES)[number];
export const DW_SETTLEMENT_NAMES: Readonly<Record<DwSettlementSize, string>> = {
  1: 'Small Camp',
  2: 'Hamlet',
  3: 'Fief',
  4: 'Stronghold',
  5: 'City',
};

/** The settlement sizes as their menu offers them: "3: Fief". */
export const DW_SETTLEMENT_CHOICES = DW_SETTLEMENT_SIZES.map((candidate) => ({
  value: String(candidate),
  label: `${candidate}: ${DW_SETTLEMENT_NAMES[candidate]}`,
}));

export function isDwSettlementSize(value: unknown): value is DwSettlementSize {
  return typeof value === 'number' && (DW_SETTLEMENT_SIZES as readonly number[]).includes(value);
}

/** `always`, `unavailable`, or the number of risk dice to roll. */
export type DwAvailabilityRule = 'always' | 'unavailable' | number;

/** The text's availability table, row by settlement size, column by rarity. */
export const DW_AVAILABILITY: Readonly<
  Record<DwSettlementSize, Readonly<Record<DwRarity, DwAvailabilityRule>>>
> = {
  1: {
    common: 2,
    uncommon: 1,
    valuable: 'unavailable',
    rare: 'unavailable',
    exotic: 'unavailable',
  },
  2: { common: 3, uncommon: 2, valuable: 1, rare: 'unavailable', exotic: 'unavailable' },
  3: { common: 4, uncommon: 3, valuable: 2, rare: 1, exotic: 'unavailable' },
  4: { common: 'always', uncommon: 4, valuable: 3, rare: 2, exotic: 1 },
  5: { common: 'always', uncommon: 'always', valuable: 4, rare: 3, exotic: 2 },
};

/** An entry of the table in words: "always available", "unavailable", "2d!, available on any 1". */
export function describeDwAvailabilityRule(rule: DwAvailabilityRule): string {
  if (rule === 'always') return 'always available';
  if (rule === 'unavailable') return 'unavailable';
  return `${rule}d!, available on any 1`;
}

/** Exact chance an item of this rarity is available in a settlement of this size. */
export function computeDwAvailabilityChance(size: DwSettlementSize, rarity: DwRarity): Fraction {
  const rule = DW_AVAILABILITY[size][rarity];
  if (rule === 'always') return { numerator: 1n, denominator: 1n };
  if (rule === 'unavailable') return { numerator: 0n, denominator: 1n };
  return computeRiskTriggerChance(rule);
}

export interface DwAvailabilityRoll {
  readonly rule: DwAvailabilityRule;
  /** The risk dice rolled; empty when the table says always or unavailable. */
  readonly dice: readonly number[];
  readonly available: boolean;
}

export function rollDwAvailability(
  size: DwSettlementSize,
  rarity: DwRarity,
  rng: Rng,
): DwAvailabilityRoll {
  const rule = DW_AVAILABILITY[size][rarity];
  if (rule === 'always') return { rule, dice: [], available: true };
  if (rule === 'unavailable') return { rule, dice: [], available: false };
  const dice = Array.from({ length: rule }, () => rollDie(rng, 6));
  return { rule, dice, available: dice.includes(1) };
}

/** A price roll: `base + multiplier x (count d6)`. */
export interface DwPriceFormula {
  readonly count: number;
  readonly multiplier: number;
  readonly base: number;
  /** As the rules write it. */
  readonly notation: string;
}

export const DW_PRICE_FORMULAS: Readonly<Record<DwRarity, DwPriceFormula>> = {
  common: { count: 1, multiplier: 1, base: 0, notation: '1d6' },
  uncommon: { count: 2, multiplier: 1, base: 2, notation: '2+2d6' },
  valuable: { count: 2, multiplier: 3, base: 0, notation: '3x2d6' },
  rare: { count: 3, multiplier: 5, base: 0, notation: '5x3d6' },
  exotic: { count: 4, multiplier: 10, base: 0, notation: '10x4d6' },
};

export interface DwPriceRange {
  readonly min: number;
  readonly max: number;
  /** The average price, which the text allows instead of rolling. */
  readonly average: number;
}

/** Lowest, highest and average price in silver before the settlement doom's surcharge. */
export function computeDwPriceRange(rarity: DwRarity): DwPriceRange {
  const { count, multiplier, base } = DW_PRICE_FORMULAS[rarity];
  return {
    min: base + multiplier * count,
    max: base + multiplier * count * 6,
    average: base + multiplier * count * 3.5,
  };
}

export interface DwPriceRoll {
  readonly rarity: DwRarity;
  readonly dice: readonly number[];
  /** Price from the dice alone. */
  readonly rolled: number;
  /** Silver added by the settlement doom. */
  readonly surcharge: number;
  readonly price: number;
}

/** Rolls an item's price in silver and adds the settlement doom's surcharge. */
export function rollDwPrice(rarity: DwRarity, surcharge: number, rng: Rng): DwPriceRoll {
  const { count, multiplier, base } = DW_PRICE_FORMULAS[rarity];
  const dice = Array.from({ length: count }, () => rollDie(rng, 6));
  const rolled = base + multiplier * dice.reduce((sum, face) => sum + face, 0);
  return { rarity, dice, rolled, surcharge, price: rolled + surcharge };
}

/** An availability roll in words: "1d! rolled 1: a rare item is available." */
export function explainDwAvailability(roll: DwAvailabilityRoll, rarity: DwRarity): string {
  const rolled = roll.dice.length > 0 ? `${roll.rule}d! rolled ${roll.dice.join(', ')}: ` : '';
  return `${rolled}${roll.available ? 'a' : 'no'} ${DW_RARITY_LABELS[rarity].toLowerCase()} item is available.`;
}

/** A price roll in words, with the settlement doom's surcharge and the reminder that the price stands. */
export function explainDwPrice(roll: DwPriceRoll): string {
  const surcharge =
    roll.surcharge > 0 ? ` + ${roll.surcharge} for the settlement doom = ${roll.price} silver` : '';
  return `Price ${DW_PRICE_FORMULAS[roll.rarity].notation} rolled ${roll.dice.join(', ')}: ${roll.rolled} silver${surcharge}. Note it: it stays the price for everyone until the next interlude.`;
}
