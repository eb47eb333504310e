import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  explainDwAvailability,
  explainDwPrice,
  computeDwAvailabilityChance,
  computeDwPriceRange,
  describeDwAvailabilityRule,
  DW_AVAILABILITY,
  DW_RARITIES,
  DW_SETTLEMENT_CHOICES,
  DW_SETTLEMENT_SIZES,
  isDwSettlementSize,
  rollDwAvailability,
  rollDwPrice,
} from '../../../src/rules/dead-weight/shopping';

function countTriggers(dice: number): number {
  let hits = 0;
  for (let index = 0; index < 6 ** dice; index += 1) {
    let rest = index;
    let one = false;
    for (let die = 0; die < dice; die += 1) {
      if (rest % 6 === 0) one = true;
      rest = Math.floor(rest / 6);
    }
    if (one) hits += 1;
  }
  return hits;
}

describe('DW_AVAILABILITY', () => {
  it('copies the text’s table: a city always has common and uncommon items, a small camp never valuable ones', () => {
    expect(DW_AVAILABILITY[5].uncommon).toBe('always');
    expect(DW_AVAILABILITY[1].valuable).toBe('unavailable');
    expect(DW_AVAILABILITY[3]).toEqual({
      common: 4,
      uncommon: 3,
      valuable: 2,
      rare: 1,
      exotic: 'unavailable',
    });
  });
});

describe('describeDwAvailabilityRule', () => {
  it('says an entry of the table as the text does', () => {
    expect(describeDwAvailabilityRule('always')).toBe('always available');
    expect(describeDwAvailabilityRule('unavailable')).toBe('unavailable');
    expect(describeDwAvailabilityRule(2)).toBe('2d!, available on any 1');
  });
});

describe('computeDwAvailabilityChance', () => {
  it('equals the share of risk-dice outcomes with a 1, counted one by one, for every size and rarity', () => {
    for (const size of DW_SETTLEMENT_SIZES)
      for (const rarity of DW_RARITIES) {
        const rule = DW_AVAILABILITY[size][rarity];
        const chance = computeDwAvailabilityChance(size, rarity);
        if (rule === 'always') expect(chance).toEqual({ numerator: 1n, denominator: 1n });
        else if (rule === 'unavailable') expect(chance.numerator).toBe(0n);
        else
          expect(chance).toEqual({
            numerator: BigInt(countTriggers(rule)),
            denominator: BigInt(6 ** rule),
          });
      }
  });

  it('gives a common item in a small camp 11/36', () => {
    expect(computeDwAvailabilityChance(1, 'common')).toEqual({ numerator: 11n, denominator: 36n });
  });
});

describe('rollDwAvailability', () => {
  it('makes an item available when any risk die shows 1', () => {
    expect(rollDwAvailability(2, 'common', createScriptedRng([4, 1, 6]))).toEqual({
      rule: 3,
      dice: [4, 1, 6],
      available: true,
    });
    expect(rollDwAvailability(2, 'common', createScriptedRng([4, 2, 6])).available).toBe(false);
  });

  it('rolls nothing where the table says always or unavailable', () => {
    expect(rollDwAvailability(5, 'common', createScriptedRng([]))).toEqual({
      rule: 'always',
      dice: [],
      available: true,
    });
    expect(rollDwAvailability(1, 'exotic', createScriptedRng([]))).toEqual({
      rule: 'unavailable',
      dice: [],
      available: false,
    });
  });
});

describe('computeDwPriceRange', () => {
  it('gives each rarity the range and average of its price roll', () => {
    expect(computeDwPriceRange('common')).toEqual({ min: 1, max: 6, average: 3.5 });
    expect(computeDwPriceRange('uncommon')).toEqual({ min: 4, max: 14, average: 9 });
    expect(computeDwPriceRange('valuable')).toEqual({ min: 6, max: 36, average: 21 });
    expect(computeDwPriceRange('rare')).toEqual({ min: 15, max: 90, average: 52.5 });
    expect(computeDwPriceRange('exotic')).toEqual({ min: 40, max: 240, average: 140 });
  });
});

describe('rollDwPrice', () => {
  it('rolls 2+2d6 for uncommon, 3x2d6 for valuable, 5x3d6 for rare, 10x4d6 for exotic, plus the doom surcharge', () => {
    expect(rollDwPrice('common', 0, createScriptedRng([4])).price).toBe(4);
    expect(rollDwPrice('uncommon', 0, createScriptedRng([3, 5])).price).toBe(10);
    expect(rollDwPrice('valuable', 0, createScriptedRng([3, 5])).price).toBe(24);
    expect(rollDwPrice('rare', 0, createScriptedRng([1, 2, 3])).price).toBe(30);
    expect(rollDwPrice('exotic', 2, createScriptedRng([1, 1, 1, 2]))).toEqual({
      rarity: 'exotic',
      dice: [1, 1, 1, 2],
      rolled: 50,
      surcharge: 2,
      price: 52,
    });
  });

  it('stays within the range for the lowest and highest dice', () => {
    for (const rarity of DW_RARITIES) {
      const range = computeDwPriceRange(rarity);
      const count = rarity === 'common' ? 1 : rarity === 'rare' ? 3 : rarity === 'exotic' ? 4 : 2;
      expect(rollDwPrice(rarity, 0, createScriptedRng(Array(count).fill(1))).price).toBe(range.min);
      expect(rollDwPrice(rarity, 0, createScriptedRng(Array(count).fill(6))).price).toBe(range.max);
    }
  });
});

describe('isDwSettlementSize', () => {
  it('accepts sizes 1 to 5 only', () => {
    expect(isDwSettlementSize(3)).toBe(true);
    expect(isDwSettlementSize(0)).toBe(false);
    expect(isDwSettlementSize('3')).toBe(false);
  });
});

describe('explainDwAvailability and explainDwPrice', () => {
  it('put the rolls in the words the shop shows', () => {
    expect(explainDwAvailability({ rule: 1, dice: [1], available: true }, 'rare')).toBe(
      '1d! rolled 1: a rare item is available.',
    );
    expect(
      explainDwAvailability({ rule: 'unavailable', dice: [], available: false }, 'exotic'),
    ).toBe('no exotic item is available.');
    expect(
      explainDwPrice({ rarity: 'rare', dice: [1, 2, 3], rolled: 30, surcharge: 1, price: 31 }),
    ).toBe(
      'Price 5x3d6 rolled 1, 2, 3: 30 silver + 1 for the settlement doom = 31 silver. Note it: it stays the price for everyone until the next interlude.',
    );
  });
});

describe('DW_SETTLEMENT_CHOICES', () => {
  it('offers each size with its name, as the menu reads it', () => {
    expect(DW_SETTLEMENT_CHOICES[0]).toEqual({ value: '1', label: '1: Small Camp' });
    expect(DW_SETTLEMENT_CHOICES.map((choice) => choice.value)).toEqual(['1', '2', '3', '4', '5']);
  });
});
