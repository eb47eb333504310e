import { describe, expect, it } from 'vitest';
import { addItem, createCharacter } from '../../../src/rules/locus/character';
import {
  cheapestTierFor,
  itemRefusal,
  ptsText,
  ITEM_COSTS,
  ITEM_TIER_LABELS,
  ITEM_TIER_POINTS,
  ITEM_TIER_XP,
  ITEM_TIERS,
  itemCostLines,
  itemInputFromDesign,
  itemPoints,
  parseDurabilityBoxes,
  describeItemAdded,
  spendItemPoints,
  type ItemDesign,
} from '../../../src/rules/locus/item-creation';

/** The cheapest Item there is: large, Quality 1, no boxes, no damage type, not a weapon (1 point). */
const PLAIN: ItemDesign = {
  size: 'large',
  quality: 1,
  durabilityBoxes: 0,
  damageType: '',
  weapon: false,
};

describe('ITEM_TIER_POINTS and ITEM_TIER_XP', () => {
  it('are the Quick-Ref ranges and the XP costs from Spending XP', () => {
    expect(ITEM_TIERS).toEqual(['average', 'good', 'fantastic']);
    expect(ITEM_TIER_POINTS).toEqual({
      average: { min: 0, max: 5 },
      good: { min: 5, max: 10 },
      fantastic: { min: 10, max: 15 },
    });
    expect(ITEM_TIER_XP).toEqual({ average: 1, good: 2, fantastic: 3 });
    expect(ITEM_TIER_LABELS.fantastic).toBe('Fantastic');
  });
});

describe('itemCostLines', () => {
  it('costs a Small Item 1 point and a Large one 0', () => {
    expect(ITEM_COSTS.small).toBe(1);
    expect(itemCostLines({ ...PLAIN, size: 'small' })[0]).toEqual({
      option: 'size',
      label: 'Size: Small (pocketable)',
      points: 1,
    });
    expect(itemCostLines(PLAIN)[0]).toEqual({
      option: 'size',
      label: 'Size: Large (must be held)',
      points: 0,
    });
  });

  it('costs 1 point per rank of Quality', () => {
    expect(
      [1, 2, 3].map(
        (quality) => itemCostLines({ ...PLAIN, quality: quality as 1 | 2 | 3 })[1]?.points,
      ),
    ).toEqual([1, 2, 3]);
  });

  it('costs 1 point per Durability box, 0 to 8', () => {
    expect(itemCostLines({ ...PLAIN, durabilityBoxes: 0 })[2]).toEqual({
      option: 'durability',
      label: 'Durability: 0 boxes',
      points: 0,
    });
    expect(itemCostLines({ ...PLAIN, durabilityBoxes: 1 })[2]).toEqual({
      option: 'durability',
      label: 'Durability: 1 box',
      points: 1,
    });
    expect(itemCostLines({ ...PLAIN, durabilityBoxes: 8 })[2]?.points).toBe(8);
  });

  it('costs 1 point for a damage type when one is written', () => {
    expect(itemCostLines({ ...PLAIN, damageType: ' Blunt ' })[3]).toEqual({
      option: 'damageType',
      label: 'Damage type: Blunt',
      points: 1,
    });
    expect(itemCostLines({ ...PLAIN, damageType: '   ' })[3]).toEqual({
      option: 'damageType',
      label: 'Damage type: none',
      points: 0,
    });
  });

  it('costs 1 point extra for an Item designed as a weapon', () => {
    expect(itemCostLines({ ...PLAIN, weapon: true })[4]).toEqual({
      option: 'weapon',
      label: 'Designed as a weapon',
      points: 1,
    });
    expect(itemCostLines(PLAIN)[4]?.points).toBe(0);
  });

  it('refuses a Quality or a number of boxes the Item card cannot hold', () => {
    expect(() => itemCostLines({ ...PLAIN, quality: 4 as 3 })).toThrow(RangeError);
    expect(() => itemCostLines({ ...PLAIN, durabilityBoxes: 9 })).toThrow(/0 to 8/);
    expect(() => itemCostLines({ ...PLAIN, durabilityBoxes: -1 })).toThrow(RangeError);
    expect(() => itemCostLines({ ...PLAIN, durabilityBoxes: 1.5 })).toThrow(RangeError);
  });
});

describe('itemPoints', () => {
  it('adds up every option', () => {
    expect(itemPoints(PLAIN)).toBe(1);
    // Small 1 + Quality 3 + 8 boxes + damage type 1 + weapon 1 = 14
    expect(
      itemPoints({
        size: 'small',
        quality: 3,
        durabilityBoxes: 8,
        damageType: 'Cutting',
        weapon: true,
      }),
    ).toBe(14);
  });
});

describe('cheapestTierFor', () => {
  it('picks the cheapest tier whose range holds the points (the shared ends go to the cheaper tier)', () => {
    expect([0, 5, 6, 10, 11, 15, 16].map(cheapestTierFor)).toEqual([
      'average',
      'average',
      'good',
      'good',
      'fantastic',
      'fantastic',
      null,
    ]);
  });
});

describe('spendItemPoints', () => {
  it('shows the points spent and left, and the XP cost of the tier', () => {
    const crowbar: ItemDesign = {
      size: 'large',
      quality: 2,
      durabilityBoxes: 4,
      damageType: 'Blunt',
      weapon: true,
    };
    expect(spendItemPoints('good', crowbar)).toMatchObject({
      spent: 8,
      budget: 10,
      left: 2,
      overBudget: false,
      belowTier: false,
      xpCost: 2,
      message: null,
    });
  });

  it('spends a tier exactly to its top without going over', () => {
    expect(spendItemPoints('average', { ...PLAIN, durabilityBoxes: 4 })).toMatchObject({
      spent: 5,
      left: 0,
      overBudget: false,
      message: null,
    });
    expect(
      spendItemPoints('fantastic', {
        size: 'small',
        quality: 3,
        durabilityBoxes: 8,
        damageType: 'Fire',
        weapon: true,
      }),
    ).toMatchObject({
      spent: 14,
      left: 1,
      overBudget: false,
    });
  });

  it('flags an Item over budget and says which tier could hold it', () => {
    const budget = spendItemPoints('average', { ...PLAIN, durabilityBoxes: 5 });
    expect(budget).toMatchObject({ spent: 6, left: -1, overBudget: true, fitsTier: 'good' });
    expect(budget.message).toBe(
      'Over budget by 1 point: an Average Item has 5 points to spend. Take options away, or choose a Good Item (2 XP).',
    );
  });

  it('offers Fantastic for the costliest Item there is (14 points)', () => {
    const budget = spendItemPoints('good', {
      size: 'small',
      quality: 3,
      durabilityBoxes: 8,
      damageType: 'Fire',
      weapon: true,
    });
    expect(budget).toMatchObject({ overBudget: true, fitsTier: 'fantastic', left: -4 });
    expect(budget.message).toBe(
      'Over budget by 4 points: a Good Item has 10 points to spend. Take options away, or choose a Fantastic Item (3 XP).',
    );
  });

  it('notes an Item that spends less than its tier, without flagging it', () => {
    const budget = spendItemPoints('fantastic', PLAIN);
    expect(budget).toMatchObject({
      spent: 1,
      left: 14,
      overBudget: false,
      belowTier: true,
      fitsTier: 'average',
      xpCost: 3,
    });
    expect(budget.message).toBe(
      'A Fantastic Item spends 10–15 points; this one spends 1, which an Average Item (1 XP) covers.',
    );
  });

  it('does not note an Item at the shared end of two tiers', () => {
    expect(spendItemPoints('good', { ...PLAIN, durabilityBoxes: 4 })).toMatchObject({
      spent: 5,
      belowTier: false,
      message: null,
    });
  });
});

describe('parseDurabilityBoxes', () => {
  it('reads a whole number from 0 to 8', () => {
    expect(parseDurabilityBoxes('0')).toEqual({ ok: true, value: 0 });
    expect(parseDurabilityBoxes(' 8 ')).toEqual({ ok: true, value: 8 });
  });

  it('says what is wrong with anything else', () => {
    expect(parseDurabilityBoxes('')).toMatchObject({
      ok: false,
      error: { message: 'Enter a number of Durability boxes from 0 to 8.' },
    });
    expect(parseDurabilityBoxes('9')).toMatchObject({
      ok: false,
      error: { message: 'An Item card has at most 8 Durability boxes.' },
    });
    expect(parseDurabilityBoxes('-1')).toMatchObject({
      ok: false,
      error: { message: 'An Item cannot have fewer than 0 Durability boxes.' },
    });
    expect(parseDurabilityBoxes('2.5')).toMatchObject({
      ok: false,
      error: { code: 'invalid-amount' },
    });
  });
});

describe('itemInputFromDesign', () => {
  it('makes Item card fields that the rules add to a sheet', () => {
    const input = itemInputFromDesign('  Crowbar ', {
      size: 'large',
      quality: 2,
      durabilityBoxes: 4,
      damageType: ' Blunt',
      weapon: true,
    });
    expect(input).toEqual({
      name: 'Crowbar',
      size: 'large',
      quality: 2,
      durabilityBoxes: 4,
      damageType: 'Blunt',
      weapon: true,
    });
    const added = addItem(createCharacter('Ada'), input);
    expect(added.ok && added.value.items[0]).toMatchObject({
      id: 'item-1',
      name: 'Crowbar',
      durabilityUsed: 0,
      damaged: false,
      destroyed: false,
    });
  });
});

describe('itemRefusal', () => {
  const design = {
    size: 'large',
    quality: 1,
    durabilityBoxes: 0,
    damageType: '',
    weapon: false,
  } as const;

  it('lets a named Item within budget go to a chosen Character', () => {
    expect(
      itemRefusal({
        name: 'Crowbar',
        boxesReadable: true,
        budget: spendItemPoints('average', design),
        characterChosen: true,
      }),
    ).toBeNull();
  });

  it('names every reason an Item cannot be added, in one sentence', () => {
    const over = spendItemPoints('average', { ...design, quality: 3, durabilityBoxes: 3 });
    expect(
      itemRefusal({ name: ' ', boxesReadable: false, budget: over, characterChosen: false }),
    ).toBe(
      'The Item has no name; the number of Durability boxes needs fixing; the Item is 1 point over the Average budget; no Character is chosen.',
    );
    expect(
      itemRefusal({
        name: 'Sabre',
        boxesReadable: true,
        budget: spendItemPoints('average', design),
        characterChosen: false,
      }),
    ).toBe('No Character is chosen.');
  });

  it('writes costs short', () => {
    expect([ptsText(1), ptsText(2)]).toEqual(['1 pt', '2 pts']);
  });
});

describe('describeItemAdded', () => {
  const budget = spendItemPoints('average', {
    size: 'large',
    quality: 1,
    durabilityBoxes: 0,
    damageType: '',
    weapon: false,
  });

  it('names the Item, its tier and points, and where it now is', () => {
    expect(describeItemAdded(' Lantern ', budget, 2, 'Ada')).toBe(
      `Lantern (an Average Item, ${budget.spent} of ${budget.budget} points) is now Item 2 on Ada's sheet in the Cast tracker.`,
    );
  });

  it('says "The Character" for a Character without a name', () => {
    expect(describeItemAdded('Rope', budget, 1, '  ')).toMatch(/on The Character's sheet/);
  });
});
