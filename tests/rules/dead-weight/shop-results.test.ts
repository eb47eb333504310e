import { describe, expect, it } from 'vitest';
import { addDwShopResult, listDwShopResults } from '../../../src/rules/dead-weight/shop-results';

const AVAILABLE = '1d! rolled 1: a rare item is available.';
const PRICE = 'Price 5x3d6 rolled 1, 2, 3: 30 silver. Note it.';

describe('addDwShopResult', () => {
  it('keeps the availability when the price of the same rarity is rolled', () => {
    const available = addDwShopResult(null, 'rare', 'availability', AVAILABLE);
    expect(addDwShopResult(available, 'rare', 'price', PRICE)).toEqual({
      rarity: 'rare',
      availability: AVAILABLE,
      price: PRICE,
    });
  });

  it('replaces a roll of the same part with the new one', () => {
    const first = addDwShopResult(null, 'rare', 'price', PRICE);
    expect(addDwShopResult(first, 'rare', 'price', 'Price again.').price).toBe('Price again.');
  });

  it('drops the roll made for another rarity', () => {
    const rare = addDwShopResult(null, 'rare', 'availability', AVAILABLE);
    expect(addDwShopResult(rare, 'common', 'price', PRICE)).toEqual({
      rarity: 'common',
      availability: null,
      price: PRICE,
    });
  });
});

describe('listDwShopResults', () => {
  it('lists availability before price, leaving out a roll not made', () => {
    const price = addDwShopResult(null, 'rare', 'price', PRICE);
    expect(listDwShopResults(price)).toEqual([PRICE]);
    expect(listDwShopResults(addDwShopResult(price, 'rare', 'availability', AVAILABLE))).toEqual([
      AVAILABLE,
      PRICE,
    ]);
  });
});
