import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { createCairnMember } from '../../../src/rules/cairn/character';
import {
  applyCairnDamage,
  isCairnTargetDead,
  applyCairnDamageToMember,
  applyCairnDetachmentRule,
  switchCairnDetachmentRule,
  cairnCriticalSaveChance,
  cairnDamageDistribution,
  cairnTargetChances,
  cairnTargetOdds,
  describeCairnTargetOdds,
  explainCairnDamage,
  rollCairnAttack,
  rollCairnCriticalSave,
  type CairnAttacker,
} from '../../../src/rules/cairn/damage';

const attacker = (
  dice: CairnAttacker['dice'],
  mode: CairnAttacker['mode'] = 'normal',
  blast = false,
): CairnAttacker => ({ dice, mode, blast });

/** Every combination of faces of the given dice, the slow way. */
function enumerateDamage(dice: readonly number[], armor: number): Map<number, number> {
  const counts = new Map<number, number>();
  const walk = (index: number, highest: number) => {
    if (index === dice.length) {
      const damage = Math.max(0, highest - Math.min(armor, 3));
      counts.set(damage, (counts.get(damage) ?? 0) + 1);
      return;
    }
    for (let face = 1; face <= (dice[index] ?? 0); face += 1)
      walk(index + 1, Math.max(highest, face));
  };
  walk(0, 0);
  return counts;
}

function asMap(
  attackers: readonly CairnAttacker[],
  armor: number,
): { counts: Map<number, number>; denominator: number } {
  const distribution = cairnDamageDistribution(attackers, armor);
  const counts = new Map<number, number>();
  distribution.counts.forEach((count, index) => {
    if (count > 0n) counts.set(distribution.min + index, Number(count));
  });
  return { counts, denominator: Number(distribution.denominator) };
}

describe('the damage distribution after Armor', () => {
  const cases: [string, CairnAttacker[], number, number[]][] = [
    ['a single d6 against no Armor', [attacker([6])], 0, [6]],
    ['a d8 against 1 Armor', [attacker([8])], 1, [8]],
    ['dual weapons d8+d8 keep the highest', [attacker([8, 8])], 0, [8, 8]],
    ['dual weapons d6+d10 against 2 Armor', [attacker([6, 10])], 2, [6, 10]],
    ['an impaired d10 attack rolls a d4', [attacker([10], 'impaired')], 0, [4]],
    ['an enhanced d6 attack rolls a d12', [attacker([6], 'enhanced')], 1, [12]],
    ['an enhanced dual wielder rolls one d12', [attacker([8, 8], 'enhanced')], 0, [12]],
    [
      'three attackers keep the single highest',
      [attacker([6]), attacker([8], 'impaired'), attacker([10, 4])],
      2,
      [6, 4, 10, 4],
    ],
    ['a blast attack rolls its own die for this target', [attacker([12], 'normal', true)], 3, [12]],
  ];
  for (const [name, attackers, armor, dice] of cases) {
    it(`matches brute-force enumeration for ${name}`, () => {
      const { counts, denominator } = asMap(attackers, armor);
      expect(denominator).toBe(dice.reduce((product, sides) => product * sides, 1));
      expect(counts).toEqual(enumerateDamage(dice, armor));
    });
  }
  it('caps Armor at 3, so Armor 5 subtracts only 3', () => {
    expect(asMap([attacker([8])], 5)).toEqual(asMap([attacker([8])], 3));
    expect(asMap([attacker([8])], 5).counts.get(5)).toBe(1);
  });
  it('puts every roll at or below the Armor on 0 damage', () => {
    expect(asMap([attacker([4])], 3).counts).toEqual(
      new Map([
        [0, 3],
        [1, 1],
      ]),
    );
  });
});

describe('rolling an attack', () => {
  it('keeps the highest of all attackers’ dice and subtracts Armor', () => {
    const roll = rollCairnAttack(
      [attacker([8, 8]), attacker([6])],
      2,
      createScriptedRng([3, 7, 5]),
    );
    expect(roll.rolls.map((entry) => entry.kept)).toEqual([7, 5]);
    expect(roll).toMatchObject({ highest: 7, armor: 2, damage: 5 });
  });
  it('rolls a d4 when impaired and a d12 when enhanced, whatever the weapon', () => {
    const roll = rollCairnAttack(
      [attacker([10], 'impaired'), attacker([6], 'enhanced')],
      0,
      createScriptedRng([4, 12]),
    );
    expect(roll.rolls.map((entry) => entry.dice)).toEqual([
      [{ sides: 4, face: 4 }],
      [{ sides: 12, face: 12 }],
    ]);
    expect(roll.damage).toBe(12);
  });
  it('never deals less than 0 damage', () => {
    expect(rollCairnAttack([attacker([6])], 3, createScriptedRng([2])).damage).toBe(0);
  });
});

describe('the Detachments rule', () => {
  it('impairs an individual attacking a detachment, except with a blast', () => {
    expect(applyCairnDetachmentRule(attacker([8]), 'against-detachment').mode).toBe('impaired');
    expect(applyCairnDetachmentRule(attacker([8], 'normal', true), 'against-detachment').mode).toBe(
      'normal',
    );
  });
  it('makes a detachment’s attack on individuals enhanced and a blast', () => {
    expect(applyCairnDetachmentRule(attacker([6]), 'by-detachment')).toEqual(
      attacker([6], 'enhanced', true),
    );
  });
});

describe('switchCairnDetachmentRule', () => {
  it('applies a rule to an attacker set by hand when there was none', () => {
    expect(switchCairnDetachmentRule(attacker([8]), 'none', 'against-detachment')).toEqual(
      attacker([8], 'impaired'),
    );
    expect(
      switchCairnDetachmentRule(attacker([8], 'normal', true), 'none', 'against-detachment'),
    ).toEqual(attacker([8], 'normal', true));
  });

  it('lifts what a rule set when the rule is taken away: the weapon die again, and no blast a detachment gave', () => {
    expect(
      switchCairnDetachmentRule(attacker([6], 'enhanced', true), 'by-detachment', 'none'),
    ).toEqual(attacker([6]));
    expect(
      switchCairnDetachmentRule(attacker([6], 'impaired'), 'against-detachment', 'none'),
    ).toEqual(attacker([6]));
  });

  it('keeps a blast of the attacker’s own when an impairing rule is lifted', () => {
    expect(
      switchCairnDetachmentRule(attacker([6], 'normal', true), 'against-detachment', 'none'),
    ).toEqual(attacker([6], 'normal', true));
  });

  it('impairs a former detachment that now attacks a detachment: its blast came from the rule', () => {
    expect(
      switchCairnDetachmentRule(
        attacker([6], 'enhanced', true),
        'by-detachment',
        'against-detachment',
      ),
    ).toEqual(attacker([6], 'impaired'));
  });
});

describe('a dead target', () => {
  it('is one whose STR is 0, or who is marked dead', () => {
    const alive = { hp: { current: 0, max: 6 }, str: { current: 1, max: 10 } };
    expect(isCairnTargetDead(alive)).toBe(false);
    expect(isCairnTargetDead({ ...alive, str: { current: 0, max: 10 } })).toBe(true);
    expect(isCairnTargetDead({ ...alive, dead: true })).toBe(true);
  });

  it('is not damaged again: HP and STR stay, no save, no scar, no second death', () => {
    const dead = { hp: { current: 0, max: 6 }, str: { current: 0, max: 10 } };
    const outcome = applyCairnDamage(dead, 5);
    expect(outcome).toMatchObject({
      hpAfter: 0,
      hpLost: 0,
      overflow: 0,
      strAfter: 0,
      strZero: false,
      exactlyZero: false,
      needsCriticalSave: false,
      alreadyDead: true,
    });
    expect(explainCairnDamage(outcome, undefined, true)).toEqual([
      'The target is already dead: it takes no more damage.',
    ]);
  });

  it('dies once, when the damage takes STR to 0', () => {
    const outcome = applyCairnDamage(
      { hp: { current: 0, max: 6 }, str: { current: 3, max: 10 } },
      8,
    );
    expect(outcome).toMatchObject({ strAfter: 0, strZero: true, alreadyDead: false });
  });
});

describe('explainCairnDamage', () => {
  it('at 0 HP says first that all the damage is taken from STR, with no HP line', () => {
    const outcome = applyCairnDamage(
      { hp: { current: 0, max: 6 }, str: { current: 12, max: 12 } },
      3,
    );
    const save = rollCairnCriticalSave(outcome.strAfter, createScriptedRng([2]));
    const lines = explainCairnDamage(outcome, save, true);
    expect(lines[0]).toBe('HP is already 0: all 3 damage is taken from STR: 12 → 9.');
    expect(lines.join(' ')).not.toContain('HP 0 → 0');
    expect(lines[1]).toMatch(/^STR save against critical damage: rolled 2 against STR 9, passed/);
  });
  it('above 0 HP says what HP lost, then what went past 0 HP to STR', () => {
    const outcome = applyCairnDamage(
      { hp: { current: 2, max: 6 }, str: { current: 12, max: 12 } },
      6,
    );
    expect(explainCairnDamage(outcome, undefined, true).slice(0, 2)).toEqual([
      'HP 2 → 0 (2 lost).',
      '4 damage past 0 HP is taken from STR: 12 → 8.',
    ]);
  });
});

describe('damage on HP, STR and the critical damage save', () => {
  const target = { hp: { current: 4, max: 6 }, str: { current: 10, max: 12 } };
  it('takes damage from HP first', () => {
    expect(applyCairnDamage(target, 3)).toMatchObject({
      hpAfter: 1,
      hpLost: 3,
      overflow: 0,
      exactlyZero: false,
      needsCriticalSave: false,
    });
  });
  it('sends HP taken to exactly 0 to the Scars table by the HP lost', () => {
    expect(applyCairnDamage(target, 4)).toMatchObject({
      hpAfter: 0,
      hpLost: 4,
      exactlyZero: true,
      needsCriticalSave: false,
    });
  });
  it('takes damage past 0 HP from STR and asks for a STR save with the new STR', () => {
    const outcome = applyCairnDamage(target, 7);
    expect(outcome).toMatchObject({
      hpAfter: 0,
      overflow: 3,
      strAfter: 7,
      exactlyZero: false,
      needsCriticalSave: true,
      strZero: false,
    });
    const save = rollCairnCriticalSave(outcome.strAfter, createScriptedRng([8]));
    expect(save.passed).toBe(false);
    const member = applyCairnDamageToMember(
      createCairnMember('ada', {
        kind: 'character',
        name: 'Ada',
        str: 12,
        dex: 10,
        wil: 10,
        hp: 6,
      }),
      outcome,
      save,
    );
    expect(member).toMatchObject({
      hp: { current: 0, max: 6 },
      str: { current: 7, max: 12 },
      criticalDamage: true,
      dead: false,
    });
    expect(explainCairnDamage(outcome, save, true).join(' ')).toContain('crawl weakly');
  });
  it('keeps a PC already under Critical Damage crawling when a later save passes', () => {
    const outcome = applyCairnDamage(
      { hp: { current: 0, max: 6 }, str: { current: 12, max: 12 } },
      2,
    );
    const passed = rollCairnCriticalSave(outcome.strAfter, createScriptedRng([1]));
    expect(passed.passed).toBe(true);
    const crawling = explainCairnDamage(outcome, passed, true, true).join(' ');
    expect(crawling).toContain('Still under Critical Damage from before');
    expect(crawling).not.toContain('Still in the fight');
    expect(explainCairnDamage(outcome, passed, true, false).join(' ')).toContain(
      'Still in the fight',
    );
  });
  it('kills the target when STR reaches 0, with no save', () => {
    const outcome = applyCairnDamage(
      { hp: { current: 0, max: 5 }, str: { current: 3, max: 10 } },
      5,
    );
    expect(outcome).toMatchObject({
      strAfter: 0,
      strZero: true,
      needsCriticalSave: false,
      exactlyZero: false,
    });
    expect(explainCairnDamage(outcome, undefined, true).join(' ')).toContain('dies');
  });
  it('passes the save on 1 and fails on 20 whatever the STR', () => {
    expect(rollCairnCriticalSave(0, createScriptedRng([1])).passed).toBe(true);
    expect(rollCairnCriticalSave(25, createScriptedRng([20])).passed).toBe(false);
    expect(rollCairnCriticalSave(7, createScriptedRng([7])).passed).toBe(true);
  });
  it('gives the exact chance of passing, counted over every d20 face', () => {
    for (let score = 0; score <= 22; score += 1) {
      let passing = 0;
      for (let roll = 1; roll <= 20; roll += 1)
        if (roll === 1 || (roll !== 20 && roll <= score)) passing += 1;
      expect(cairnCriticalSaveChance(score)).toEqual({
        numerator: BigInt(passing),
        denominator: 20n,
      });
    }
    expect(cairnCriticalSaveChance(10)).toEqual({ numerator: 10n, denominator: 20n });
    expect(cairnCriticalSaveChance(20)).toEqual({ numerator: 19n, denominator: 20n });
  });
});

describe('cairnTargetChances', () => {
  it('gives the exact chances of exactly 0 HP and of going past 0, matching brute force', () => {
    const attackers = [attacker([8, 8]), attacker([6], 'impaired')];
    const dice = [8, 8, 4];
    for (const armor of [0, 1, 3]) {
      const counts = enumerateDamage(dice, armor);
      const distribution = cairnDamageDistribution(attackers, armor);
      for (let hp = 1; hp <= 9; hp += 1) {
        let past = 0;
        counts.forEach((count, damage) => (past += damage > hp ? count : 0));
        expect(cairnTargetChances(distribution, hp)).toEqual({
          exactlyZero: { numerator: BigInt(counts.get(hp) ?? 0), denominator: 256n },
          pastZero: { numerator: BigInt(past), denominator: 256n },
        });
      }
    }
  });
  it('reads a d6 against a target at 4 HP as 1 in 6 for exactly 0 and 2 in 6 for past it', () => {
    expect(cairnTargetChances(cairnDamageDistribution([attacker([6])], 0), 4)).toEqual({
      exactlyZero: { numerator: 1n, denominator: 6n },
      pastZero: { numerator: 2n, denominator: 6n },
    });
  });
  it('has nothing to say for a target already at 0 HP', () => {
    expect(cairnTargetChances(cairnDamageDistribution([attacker([6])], 0), 0)).toBeNull();
  });
});

describe('cairnTargetOdds', () => {
  it('above 0 HP gives the chances of exactly 0 HP and of going past it', () => {
    const distribution = cairnDamageDistribution([attacker([6])], 0);
    expect(cairnTargetOdds(distribution, 4, 10)).toEqual({
      at: 'hp',
      exactlyZero: { numerator: 1n, denominator: 6n },
      pastZero: { numerator: 2n, denominator: 6n },
    });
    expect(cairnTargetOdds(distribution, 4, null)?.at).toBe('hp');
  });
  it('at 0 HP sends every point to STR: a STR save below STR, death at or past it, matching brute force', () => {
    const attackers = [attacker([8, 8]), attacker([6], 'impaired')];
    for (const armor of [0, 1, 3]) {
      const counts = enumerateDamage([8, 8, 4], armor);
      const distribution = cairnDamageDistribution(attackers, armor);
      for (let str = 1; str <= 9; str += 1) {
        let save = 0;
        let death = 0;
        counts.forEach((count, damage) => {
          if (damage >= str) death += count;
          else if (damage > 0) save += count;
        });
        expect(cairnTargetOdds(distribution, 0, str)).toEqual({
          at: 'str',
          saveNeeded: { numerator: BigInt(save), denominator: 256n },
          strZero: { numerator: BigInt(death), denominator: 256n },
        });
      }
    }
  });
  it('reads a d6 against a target at 0 HP and STR 4 as even odds of a save and of death', () => {
    expect(cairnTargetOdds(cairnDamageDistribution([attacker([6])], 0), 0, 4)).toEqual({
      at: 'str',
      saveNeeded: { numerator: 3n, denominator: 6n },
      strZero: { numerator: 3n, denominator: 6n },
    });
  });
  it('has no odds for a dead target, nor at 0 HP while STR is not known', () => {
    const distribution = cairnDamageDistribution([attacker([6])], 0);
    expect(cairnTargetOdds(distribution, 0, 0)).toBeNull();
    expect(cairnTargetOdds(distribution, 3, 0)).toBeNull();
    expect(cairnTargetOdds(distribution, 0, null)).toBeNull();
  });
});

describe('describeCairnTargetOdds', () => {
  const half = { numerator: 1n, denominator: 2n };
  const sixth = { numerator: 1n, denominator: 6n };

  it('names the chances on HP: exactly 0 for the Scars, past 0 to STR', () => {
    const said = describeCairnTargetOdds({ at: 'hp', exactlyZero: sixth, pastZero: half });
    expect(said.lead).toBe('');
    expect(said.chances).toEqual([
      { label: 'Chance HP goes to exactly 0 (Scars)', fraction: sixth },
      { label: 'chance damage goes past 0 HP to STR', fraction: half },
    ]);
  });

  it('says at 0 HP the damage goes to STR, then the chances of a save and of death', () => {
    const said = describeCairnTargetOdds({ at: 'str', saveNeeded: half, strZero: half });
    expect(said.lead).toBe('At 0 HP every point of damage goes to STR. ');
    expect(said.chances.map((chance) => chance.label)).toEqual([
      'Chance a STR save against critical damage is needed (damage gets through, STR stays above 0)',
      'chance STR goes to 0 (death)',
    ]);
  });
});
