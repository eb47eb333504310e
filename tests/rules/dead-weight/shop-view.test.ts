import { describe, expect, it } from 'vitest';
import { DW_RARITY_CHOICES, viewDwShop } from '../../../src/rules/dead-weight/shop-view';

describe('DW_RARITY_CHOICES', () => {
  it('offers the five rarities, common first', () => {
    expect(DW_RARITY_CHOICES.map((choice) => choice.label)).toEqual([
      'Common',
      'Uncommon',
      'Valuable',
      'Rare',
      'Exotic',
    ]);
  });
});

describe('viewDwShop', () => {
  it('gives the risk dice, their exact chance and the price of a rarity found by rolling', () => {
    const view = viewDwShop(1, 0, 'common');
    expect(view.settlement).toBe('Small Camp');
    expect(view.rule).toBe('2d!, available on any 1');
    expect(view.chance).toEqual({ numerator: 11n, denominator: 36n });
    expect(view.availabilityButton).toBe('Roll availability (2d!)');
    expect(view.availabilityBlockedBy).toBeNull();
    expect(view.price).toEqual({ notation: '1d6', min: 1, max: 6, average: 3.5, surcharge: '' });
    expect(view.priceButton).toBe('Roll the price (1d6)');
    expect(view.logAs).toEqual({
      availability: 'Common item availability (Small Camp)',
      price: 'Common item price',
    });
  });

  it('needs no roll where the settlement’s size decides, and shows no chance', () => {
    const view = viewDwShop(5, 0, 'common');
    expect(view.rule).toBe('always available');
    expect(view.chance).toBeNull();
    expect(view.availabilityButton).toBe('Roll availability');
    expect(view.availabilityBlockedBy).toBe(
      'No roll needed: common items are always available here.',
    );
  });

  it('adds the settlement doom’s surcharge and turns both rolls off for a banned rarity', () => {
    const view = viewDwShop(5, 3, 'rare');
    expect(view.surchargeSilver).toBe(2);
    expect(view.price.surcharge).toBe('; plus 2 silver from settlement doom 3');
    expect(view.priceBlockedBy).toBe(
      'At settlement doom 3 you may only buy common and uncommon items.',
    );
    expect(view.availabilityBlockedBy).toBe(view.priceBlockedBy);
  });
});
