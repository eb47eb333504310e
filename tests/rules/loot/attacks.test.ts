import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { emptySheet, newItem, type LootItem, type LootSheet } from '../../../src/rules/loot/sheet';
import {
  describeLootAttackFace,
  describeLootSlotItems,
  explainLootHitApplied,
  LOOT_ATTACK_INFO,
  lootAttackHit,
  lootAttackHitChance,
  lootAttackModifiers,
  lootParryDice,
  lootParrySucceeds,
  lootTwoWeaponOption,
  lootWieldsWeapon,
  planLootAttacks,
  resolveLootBlock,
  rollLootAttackDice,
} from '../../../src/rules/loot/attacks';

function put(sheet: LootSheet, slot: number, ...items: LootItem[]): LootSheet {
  return {
    ...sheet,
    slots: sheet.slots.map((s, index) =>
      index === slot - 1 ? { ...s, items: [...s.items, ...items] } : s,
    ),
  };
}
const dagger = newItem('dagger', 'Dagger', { weapon: 'small', weight: 'light' });
const axe = newItem('axe', 'Axe', { weapon: 'medium' });
const shield = newItem('shield', 'Shield', { shield: true });
const plate = newItem('plate', 'Plate', { armour: 'heavy', weight: 'heavy' });
const coat = newItem('coat', 'Padded coat', { cushions: true });

describe('LOOT_ATTACK_INFO', () => {
  it('lets only grabs and blasts be evaded, and only missiles suffer disadvantage unless aimed', () => {
    expect(
      Object.entries(LOOT_ATTACK_INFO)
        .filter(([, info]) => info.evadable)
        .map(([type]) => type),
    ).toEqual(['grab', 'blast']);
    expect(
      Object.entries(LOOT_ATTACK_INFO)
        .filter(([, info]) => info.disadvantageUnlessAimed)
        .map(([type]) => type),
    ).toEqual(['missile']);
  });
});

describe('lootAttackHit', () => {
  it('hits the slot of the face and misses on a 12', () => {
    expect(lootAttackHit(3)).toEqual({ hit: true, slot: 3 });
    expect(lootAttackHit(12)).toEqual({ hit: false });
    expect(() => lootAttackHit(13)).toThrow(RangeError);
  });
});

describe('lootAttackModifiers', () => {
  it('adds a disadvantage to a missile that was not aimed, and none when aimed', () => {
    expect(
      lootAttackModifiers({ attack: 'missile', advantages: 0, disadvantages: 0, aimed: false }),
    ).toEqual({ advantages: 0, disadvantages: 1 });
    expect(
      lootAttackModifiers({ attack: 'missile', advantages: 0, disadvantages: 0, aimed: true }),
    ).toEqual({ advantages: 0, disadvantages: 0 });
    expect(
      lootAttackModifiers({ attack: 'melee', advantages: 1, disadvantages: 2, aimed: false }),
    ).toEqual({ advantages: 1, disadvantages: 2 });
  });
});

describe('resolveLootBlock', () => {
  const sheet = put(put(put(put(emptySheet('a', 'A'), 2, plate), 3, coat), 6, axe), 9, shield);
  it('blocks a melee hit on heavy armour, a shield or a wielded weapon (a parry in the grip)', () => {
    expect(resolveLootBlock(sheet, 2, 'melee')).toMatchObject({
      result: 'blocked',
      parried: false,
    });
    expect(resolveLootBlock(sheet, 6, 'melee')).toMatchObject({ result: 'blocked', parried: true });
    expect(resolveLootBlock(sheet, 9, 'melee').result).toBe('blocked');
  });
  it('gives a treated wound through a cushioning item and an open wound on nothing', () => {
    expect(resolveLootBlock(sheet, 3, 'melee').result).toBe('treated');
    expect(resolveLootBlock(sheet, 1, 'missile').result).toBe('open');
  });
  it('lets only shields block a blast', () => {
    expect(resolveLootBlock(sheet, 2, 'blast').result).toBe('open');
    expect(resolveLootBlock(sheet, 3, 'blast').result).toBe('open');
    expect(resolveLootBlock(sheet, 9, 'blast').result).toBe('blocked');
  });
  it('lets a wielded weapon not block a missile, and a grip takes no wound', () => {
    expect(resolveLootBlock(sheet, 6, 'missile')).toEqual({
      result: 'unwounded',
      parried: false,
      reason: 'Not a body slot: no wound, but Axe might be broken or harmed.',
    });
  });
  it('never reads a hit on the backpack as a wound: no wound, the item there might be harmed', () => {
    const packed = put(emptySheet('b', 'B'), 8, coat);
    expect(resolveLootBlock(packed, 8, 'melee')).toEqual({
      result: 'unwounded',
      parried: false,
      reason: 'Not a body slot: no wound, but Padded coat might be broken or harmed.',
    });
    for (const attack of ['grab', 'melee', 'missile', 'blast'] as const)
      expect(resolveLootBlock(packed, 10, attack)).toEqual({
        result: 'unwounded',
        parried: false,
        reason: 'Not a body slot and nothing there: no wound.',
      });
  });
  it('hands an empty grip to the judge', () => {
    expect(resolveLootBlock(sheet, 7, 'melee').result).toBe('judge');
  });
});

describe('lootParryDice', () => {
  it('rolls 2d6 with a shield in a grip, 1d6 with a weapon, none against missiles and blasts', () => {
    const armed = put(emptySheet('a', 'A'), 6, axe);
    expect(lootParryDice(armed, 'melee')).toBe(1);
    expect(lootParryDice(put(armed, 7, shield), 'melee')).toBe(2);
    expect(lootParryDice(armed, 'missile')).toBe(0);
    expect(lootParryDice(emptySheet('b', 'B'), 'melee')).toBe(0);
    expect(lootWieldsWeapon(armed)).toBe(true);
  });
});

describe('lootParrySucceeds', () => {
  it('parries when a die equals a body slot hit', () => {
    expect(lootParrySucceeds(3, [1, 3])).toBe(true);
    expect(lootParrySucceeds(3, [2, 4])).toBe(false);
    expect(lootParrySucceeds(6, [6])).toBe(false);
  });
});

describe('rollLootAttackDice', () => {
  it('rolls the d12s', () => {
    expect(rollLootAttackDice(2, createScriptedRng([12, 4])).faces).toEqual([12, 4]);
  });
});

describe('lootTwoWeaponOption', () => {
  const both = put(put(emptySheet('a', 'A'), 6, dagger), 7, axe);
  it('allows two attacks with a small weapon and another when there is advantage to forgo', () => {
    expect(lootTwoWeaponOption(both, 1, 0)).toEqual({ allowed: true });
  });
  it('refuses without advantage or without a small weapon', () => {
    expect(lootTwoWeaponOption(both, 1, 1).allowed).toBe(false);
    expect(
      lootTwoWeaponOption(
        put(put(emptySheet('b', 'B'), 6, axe), 7, newItem('axe2', 'Axe', { weapon: 'medium' })),
        1,
        0,
      ).allowed,
    ).toBe(false);
  });
});

describe('planLootAttacks', () => {
  const both = put(put(emptySheet('a', 'A'), 6, dagger), 7, axe);
  const melee = { attack: 'melee' as const, advantages: 1, disadvantages: 0, aimed: false };

  it('attacks twice, each giving up the advantage forgone, when the option is taken', () => {
    expect(planLootAttacks(melee, both, true)).toEqual({
      twoWeapons: { allowed: true },
      count: 2,
      advantages: 0,
      disadvantages: 0,
    });
  });

  it('keeps the advantage and one attack when the option is offered but not taken', () => {
    expect(planLootAttacks(melee, both, false)).toMatchObject({ count: 1, advantages: 1 });
  });

  it('gives up only one of two advantages', () => {
    expect(planLootAttacks({ ...melee, advantages: 2 }, both, true)).toMatchObject({
      count: 2,
      advantages: 1,
    });
  });

  it('attacks once when the option is asked for but not allowed, and says why', () => {
    const cancelled = planLootAttacks({ ...melee, disadvantages: 1 }, both, true);
    expect(cancelled).toMatchObject({ count: 1, advantages: 1, disadvantages: 1 });
    expect(cancelled.twoWeapons.allowed).toBe(false);
    expect(planLootAttacks(melee, undefined, true)).toMatchObject({
      count: 1,
      advantages: 1,
      twoWeapons: { allowed: false, reason: 'Needs a sheet.' },
    });
  });

  it('adds the disadvantage of a missile not aimed, which can cancel the advantage to forgo', () => {
    const missile = { ...melee, attack: 'missile' as const };
    expect(planLootAttacks(missile, both, true)).toMatchObject({ count: 1, disadvantages: 1 });
    expect(planLootAttacks({ ...missile, aimed: true }, both, true)).toMatchObject({ count: 2 });
  });
});

describe('describeLootAttackFace', () => {
  it('reads a 12 as a miss and any other face as the slot of that number', () => {
    expect(describeLootAttackFace(12)).toBe('miss');
    expect(describeLootAttackFace(1)).toMatch(/^hits slot 1 \(/);
    expect(describeLootAttackFace(11)).toMatch(/^hits slot 11 \(/);
  });
});

describe('describeLootSlotItems', () => {
  it('names the items or says nothing', () => {
    expect(describeLootSlotItems(put(emptySheet('a', 'A'), 1, dagger, coat), 1)).toBe(
      'Dagger, Padded coat',
    );
    expect(describeLootSlotItems(emptySheet('a', 'A'), 1)).toBe('nothing');
  });
});

describe('lootAttackHitChance', () => {
  /** Enumerates the dice: the attacker takes a hit when there is one, the judge a miss. */
  function brute(net: number): [number, number] {
    const count = 1 + Math.abs(net);
    let hits = 0;
    for (let code = 0; code < 12 ** count; code += 1) {
      const faces = Array.from({ length: count }, (_, i) => (Math.floor(code / 12 ** i) % 12) + 1);
      const hit = net >= 0 ? faces.some((f) => f !== 12) : faces.every((f) => f !== 12);
      if (hit) hits += 1;
    }
    return [hits, 12 ** count];
  }
  for (const net of [-2, -1, 0, 1, 2]) {
    it(`matches enumeration with a net of ${net}`, () => {
      const [hits, total] = brute(net);
      expect(lootAttackHitChance(net)).toEqual({
        numerator: BigInt(hits),
        denominator: BigInt(total),
      });
    });
  }
});

describe('explainLootHitApplied', () => {
  it('says where the hit went and that one roll is applied once', () => {
    expect(explainLootHitApplied('Ada', 3)).toBe(
      'Applied to Ada, slot 3 (Torso): one roll is one hit. Roll again for another attack.',
    );
  });
});
