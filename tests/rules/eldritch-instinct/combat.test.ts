import { describe, expect, expectTypeOf, it } from 'vitest';
import { refuse, type Problem, type Result } from '../../../src/rules/result';
import { createScriptedRng, type DiceExpression } from '../../../src/rules/dice';
import {
  chanceOfAllyHit,
  chanceOfFirearmHit,
  chanceOfMelee,
  EMPTY_MAGAZINES,
  findRangedWeapon,
  magazineReducer,
  maxDamage,
  maxShotsPerAttack,
  maxShotsToFire,
  nameTrackedWeapon,
  shotsToFire,
  parseDamage,
  type DamageParse,
  type DamageProblem,
  resolveFirearm,
  resolveMelee,
  rollDamage,
  rollFirearm,
  rollMelee,
  targetSaveScore,
  worseRoll,
} from '../../../src/rules/eldritch-instinct/combat';

const pass = (roll: number, score: number) => roll <= score && roll <= 90;
const double = (roll: number) => roll % 11 === 0;
const expr = (text: string) => {
  const parsed = parseDamage(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('targetSaveScore', () => {
  it('takes 20 from STR to fight back and adds 20 to DEX to dodge', () => {
    expect(targetSaveScore(50, 'fight-back')).toBe(30);
    expect(targetSaveScore(50, 'dodge')).toBe(70);
  });
});

describe('resolveMelee', () => {
  it('lets a target who fights back hit the attacker when only the target succeeds', () => {
    expect(resolveMelee(40, 60, 'fight-back', 70, 20).outcome).toBe('target-hits');
  });
  it('gives the hit to the highest result when both succeed fighting back', () => {
    expect(resolveMelee(60, 60, 'fight-back', 35, 30).outcome).toBe('attacker-hits');
    expect(resolveMelee(60, 60, 'fight-back', 20, 30).outcome).toBe('target-hits');
  });
  it('hits nobody when both fail', () => {
    expect(resolveMelee(40, 60, 'fight-back', 70, 95).outcome).toBe('no-hit');
  });
  it('lets a successful dodge stop the attack unless the attacker result is higher', () => {
    expect(resolveMelee(60, 50, 'dodge', 40, 50).outcome).toBe('no-hit');
    expect(resolveMelee(60, 50, 'dodge', 40, 40).outcome).toBe('no-hit');
    expect(resolveMelee(60, 50, 'dodge', 41, 40).outcome).toBe('attacker-hits');
    expect(resolveMelee(60, 50, 'dodge', 41, 95).outcome).toBe('attacker-hits');
  });
  it('marks a hit on a double as a critical hit', () => {
    const exchange = resolveMelee(60, 50, 'dodge', 55, 80);
    expect(exchange).toMatchObject({ outcome: 'attacker-hits', criticalHit: true });
    expect(exchange.explanation).toContain('Critical hit');
  });
  it('adds a dodge score above 100 to a passing result', () => {
    // DEX 95 + 20 = 115: a dodge roll of 30 counts 45.
    expect(resolveMelee(80, 95, 'dodge', 44, 30).outcome).toBe('no-hit');
    expect(resolveMelee(80, 95, 'dodge', 46, 30).outcome).toBe('attacker-hits');
  });
  it('rolls the attacker first, then the target', () => {
    expect(rollMelee(50, 50, 'dodge', createScriptedRng([41, 91]))).toMatchObject({
      attacker: { roll: 40 },
      target: { roll: 90 },
      outcome: 'attacker-hits',
    });
  });
});

describe('chanceOfMelee', () => {
  function brute(str: number, target: number, defence: 'fight-back' | 'dodge') {
    const t = defence === 'fight-back' ? target - 20 : target + 20;
    let attacker = 0;
    let critical = 0;
    let back = 0;
    for (let a = 0; a < 100; a += 1) {
      for (let d = 0; d < 100; d += 1) {
        const pa = pass(a, str);
        const pt = pass(d, t);
        const ra = a + Math.max(0, str - 100);
        const rt = d + Math.max(0, t - 100);
        const hit: 'a' | 't' | null =
          defence === 'fight-back'
            ? pa && (!pt || ra > rt)
              ? 'a'
              : pt && (!pa || rt > ra)
                ? 't'
                : null
            : pa && (!pt || ra > rt)
              ? 'a'
              : null;
        if (hit === 'a') {
          attacker += 1;
          if (double(a)) critical += 1;
        }
        if (hit === 't') back += 1;
      }
    }
    return { attacker, critical, back };
  }
  it('matches enumeration of both rolls for each choice over a grid of scores', () => {
    for (const str of [10, 45, 80, 110]) {
      for (const target of [15, 50, 90, 120]) {
        for (const defence of ['fight-back', 'dodge'] as const) {
          const chances = chanceOfMelee(str, target, defence);
          const counts = brute(str, target, defence);
          expect(chances.attackerHits.numerator).toBe(BigInt(counts.attacker));
          expect(chances.attackerCriticalHit.numerator).toBe(BigInt(counts.critical));
          expect(chances.targetHits.numerator).toBe(BigInt(counts.back));
          expect(chances.noHit.numerator).toBe(BigInt(10000 - counts.attacker - counts.back));
          expect(chances.attackerHits.denominator).toBe(10000n);
        }
      }
    }
  });

  it('gives a dodging target no chance of hitting back, however strong', () => {
    for (const target of [15, 90, 120])
      expect(chanceOfMelee(80, target, 'dodge').targetHits.numerator).toBe(0n);
  });
});

describe('parseDamage and maxDamage', () => {
  it('reads weapon damage and its full damage', () => {
    expect(maxDamage(expr('1d4 + 1d6 + 1d12'))).toBe(22);
    expect(maxDamage(expr('2d6+2'))).toBe(14);
  });
  it('refuses notation that is not plain damage', () => {
    expect(parseDamage('3d6kh1')).toMatchObject({ ok: false });
    expect(parseDamage('2d')).toMatchObject({ ok: false });
  });
  it('refuses damage without a die, which could only be a fixed number', () => {
    for (const text of ['0', '-1', '3'])
      expect(parseDamage(text)).toEqual({
        ok: false,
        error: {
          code: 'no-die',
          message: 'Weapon damage rolls at least one die, such as 1d6 or 1d4+1.',
        },
      });
  });
  it('refuses damage whose lowest total is below 0, and accepts a lowest total of exactly 0', () => {
    expect(parseDamage('1d4-5')).toEqual({
      ok: false,
      error: {
        code: 'below-zero',
        message: 'Weapon damage cannot total less than 0, but 1d4-5 can roll as low as \u22124.',
      },
    });
    expect(parseDamage('2d6 - 3')).toMatchObject({ ok: false });
    expect(parseDamage('1d4-1')).toMatchObject({ ok: true });
    expect(parseDamage('2d6-2')).toMatchObject({ ok: true });
  });
  it("refuses as every rule does, a Problem made by the rules' refuse", () => {
    expectTypeOf<DamageParse>().toEqualTypeOf<Result<DiceExpression, Problem<DamageProblem>>>();
    expect(parseDamage('3d6kh1')).toEqual(
      refuse('not-a-sum', 'Weapon damage is a sum of dice and numbers, such as 1d8 or 1d4+1.'),
    );
    expect(parseDamage('1d8-1d4')).toEqual(
      refuse('subtracts-dice', 'Weapon damage cannot subtract dice.'),
    );
  });
});

describe('rollDamage', () => {
  it('shows every part of the damage roll, the modifier included', () => {
    expect(rollDamage(expr('2d6+1'), createScriptedRng([4, 5])).detail).toBe(
      'rolled [4, 5] + 1 = 10, 10 HP lost',
    );
    expect(rollDamage(expr('1d8'), createScriptedRng([6])).detail).toBe('rolled 6 = 6, 6 HP lost');
  });

  it('subtracts armour and never goes below 0', () => {
    expect(rollDamage(expr('1d8'), createScriptedRng([5]), { armour: 1 })).toMatchObject({
      beforeArmour: 5,
      dealt: 4,
    });
    expect(rollDamage(expr('1d8'), createScriptedRng([1]), { armour: 3 })).toMatchObject({
      dealt: 0,
    });
  });
  it('deals full damage plus another roll on a critical hit', () => {
    expect(
      rollDamage(expr('1d6'), createScriptedRng([2]), { critical: true, armour: 1 }),
    ).toMatchObject({ full: 6, beforeArmour: 8, dealt: 7 });
  });
  it('keeps the single highest of a pistol’s shots', () => {
    const roll = rollDamage(expr('1d8'), createScriptedRng([3, 7, 5]), { shots: 3 });
    expect(roll).toMatchObject({ keptIndex: 1, beforeArmour: 7 });
    expect(roll.detail).toContain('kept the highest 7');
  });
  it('hits the ally when firing into melee and a damage die shows 1', () => {
    expect(rollDamage(expr('1d4+1d6'), createScriptedRng([3, 1])).allyHit).toBe(true);
    expect(rollDamage(expr('1d4+1d6'), createScriptedRng([3, 2])).allyHit).toBe(false);
  });
});

describe('chanceOfAllyHit', () => {
  it('is 1 - product of (sides-1)/sides over every damage die', () => {
    expect(chanceOfAllyHit(expr('1d8'))).toEqual({ numerator: 1n, denominator: 8n });
    expect(chanceOfAllyHit(expr('2d6+2'))).toEqual({ numerator: 11n, denominator: 36n });
    expect(chanceOfAllyHit(expr('1d8'), 2)).toEqual({ numerator: 15n, denominator: 64n });
  });
});

describe('worseRoll', () => {
  it('keeps the lower outcome class, and the higher roll within a class', () => {
    expect(worseRoll(20, 70, 50)).toBe(70);
    expect(worseRoll(11, 20, 50)).toBe(20);
    expect(worseRoll(55, 60, 50)).toBe(55);
  });
});

describe('resolveFirearm and rollFirearm', () => {
  it('hits on a successful WIL save', () => {
    expect(resolveFirearm(50, null, [40]).hit).toBe(true);
    expect(resolveFirearm(50, null, [60]).hit).toBe(false);
  });
  it('rolls twice and keeps the worse when the target dives successfully', () => {
    const attack = rollFirearm(50, 40, createScriptedRng([11, 21, 61]));
    expect(attack).toMatchObject({ rolls: [20, 60], keptRoll: 60, hit: false });
    expect(attack.explanation).toContain('keeps the worse');
  });
  it('rolls once when the dive fails', () => {
    expect(rollFirearm(50, 40, createScriptedRng([61, 21]))).toMatchObject({
      rolls: [20],
      hit: true,
    });
  });
  it('refuses the wrong number of rolls', () => {
    expect(() => resolveFirearm(50, { dex: 40, roll: 10 }, [20])).toThrow(RangeError);
  });
});

describe('chanceOfFirearmHit', () => {
  it('matches enumeration of the dive roll and two attack rolls', () => {
    for (const [wil, dex] of [
      [50, null],
      [50, 40],
      [95, 120],
      [5, 1],
    ] as const) {
      let hits = 0;
      let criticals = 0;
      for (let d = 0; d < 100; d += 1)
        for (let r1 = 0; r1 < 100; r1 += 1)
          for (let r2 = 0; r2 < 100; r2 += 1) {
            const dived = dex !== null && pass(d, dex);
            const kept = dived ? worseRoll(r1, r2, wil) : r1;
            if (pass(kept, wil)) {
              hits += 1;
              if (double(kept)) criticals += 1;
            }
          }
      const chance = chanceOfFirearmHit(wil, dex);
      expect(chance.hit).toEqual({ numerator: BigInt(hits), denominator: 1_000_000n });
      expect(chance.criticalHit).toEqual({ numerator: BigInt(criticals), denominator: 1_000_000n });
    }
  });
});

describe('magazineReducer', () => {
  const added = magazineReducer(EMPTY_MAGAZINES, {
    type: 'add',
    id: 'w1',
    name: '.38 Revolver',
    capacity: 6,
    spares: 1,
  });
  it('adds a weapon loaded to its Shots', () => {
    expect(added.weapons).toEqual([
      { id: 'w1', name: '.38 Revolver', weapon: '.38 Revolver', capacity: 6, loaded: 6, spares: 1 },
    ]);
  });
  it('marks off shots and refuses more than are loaded', () => {
    const fired = magazineReducer(added, { type: 'fire', id: 'w1', count: 3 });
    expect(fired.weapons[0]?.loaded).toBe(3);
    const refused = magazineReducer(magazineReducer(fired, { type: 'fire', id: 'w1', count: 3 }), {
      type: 'fire',
      id: 'w1',
      count: 1,
    });
    expect(refused.weapons[0]?.loaded).toBe(0);
    expect(refused.notice).toContain('empty');
    expect(magazineReducer(fired, { type: 'fire', id: 'w1', count: 4 }).notice).toContain(
      'only 3 shots left',
    );
  });
  it('reloads from a spare magazine', () => {
    const fired = magazineReducer(added, { type: 'fire', id: 'w1', count: 2 });
    const reloaded = magazineReducer(fired, { type: 'reload', id: 'w1' });
    expect(reloaded.weapons[0]).toMatchObject({ loaded: 6, spares: 0 });
    expect(
      magazineReducer(magazineReducer(reloaded, { type: 'fire', id: 'w1', count: 1 }), {
        type: 'reload',
        id: 'w1',
      }).notice,
    ).toContain('no spare');
  });
  it('validates names and Shots, sets spares and removes weapons', () => {
    expect(
      magazineReducer(EMPTY_MAGAZINES, { type: 'add', id: 'x', name: ' ', capacity: 6 }).weapons,
    ).toHaveLength(0);
    expect(
      magazineReducer(EMPTY_MAGAZINES, { type: 'add', id: 'x', name: 'Gun', capacity: 0 }).notice,
    ).toContain('Shots');
    expect(magazineReducer(added, { type: 'spares', id: 'w1', spares: 3 }).weapons[0]?.spares).toBe(
      3,
    );
    expect(magazineReducer(added, { type: 'remove', id: 'w1' }).weapons).toHaveLength(0);
    expect(magazineReducer(added, { type: 'reload', id: 'w1' }).notice).toContain('already full');
  });
});

describe('maxShotsPerAttack', () => {
  it('lets a pistol fire as many shots as its row allows: the .38 and .32 three, the .45 one', () => {
    expect(maxShotsPerAttack('.38 Revolver')).toBe(3);
    expect(maxShotsPerAttack('.32 Automatic')).toBe(3);
    expect(maxShotsPerAttack('.45 Revolver')).toBe(1);
  });

  it('fires once with a rifle, a shotgun, a melee weapon or bare hands (multiple shots are a pistol rule)', () => {
    expect(maxShotsPerAttack('Bolt Action Rifle')).toBe(1);
    expect(maxShotsPerAttack('Double-Barrel Shotgun')).toBe(1);
    expect(maxShotsPerAttack('Machete')).toBe(1);
    expect(maxShotsPerAttack('Unarmed')).toBe(1);
  });

  it('allows two or three shots when the damage is typed in for no named weapon', () => {
    expect(maxShotsPerAttack(null)).toBe(3);
  });

  it('reads the weapon by its whole name, not by how it starts', () => {
    expect(findRangedWeapon('.38 Revolver')?.maxPerAttack).toBe(3);
    expect(findRangedWeapon('.38 Revolver (2)')).toBeUndefined();
    expect(maxShotsPerAttack('.38')).toBe(1);
  });
});

describe('nameTrackedWeapon and maxShotsToFire', () => {
  const add = (state: typeof EMPTY_MAGAZINES, id: string, weapon: string, capacity: number) =>
    magazineReducer(state, {
      type: 'add',
      id,
      name: nameTrackedWeapon(state, weapon),
      weapon,
      capacity,
    });

  it('numbers a second copy of the same weapon and keeps which weapon it is', () => {
    const two = add(add(EMPTY_MAGAZINES, 'w1', '.38 Revolver', 6), 'w2', '.38 Revolver', 6);
    expect(two.weapons.map((tracked) => [tracked.name, tracked.weapon])).toEqual([
      ['.38 Revolver', '.38 Revolver'],
      ['.38 Revolver (2)', '.38 Revolver'],
    ]);
    expect(two.weapons.map(maxShotsToFire)).toEqual([3, 3]);
  });

  it('fires no more than are loaded, and one at a time from a weapon that fires once', () => {
    const pistol = add(EMPTY_MAGAZINES, 'w1', '.32 Automatic', 10);
    const two = magazineReducer(pistol, { type: 'fire', id: 'w1', count: 8 });
    expect(maxShotsToFire(two.weapons[0]!)).toBe(2);
    const shotgun = add(EMPTY_MAGAZINES, 'w1', 'Double-Barrel Shotgun', 2);
    expect(maxShotsToFire(shotgun.weapons[0]!)).toBe(1);
  });

  it('fires the shots chosen, cut to what the weapon can fire once fewer are loaded', () => {
    const pistol = add(EMPTY_MAGAZINES, 'w1', '.32 Automatic', 10);
    expect(shotsToFire(pistol.weapons[0]!, 2)).toBe(2);
    const last = magazineReducer(pistol, { type: 'fire', id: 'w1', count: 9 });
    expect(shotsToFire(last.weapons[0]!, 3)).toBe(1);
  });
});
