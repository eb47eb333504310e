import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { parseDwAttack, type DwAttack } from '../../../src/rules/dead-weight/attack-notation';
import { DW_TEST_DEFAULTS, evaluateDwTest } from '../../../src/rules/dead-weight/attribute-test';
import {
  applyDwAttackModifier,
  dwAttackIgnoresShields,
  dwDefenceTestInput,
  dwDefenceTokens,
  readDwArmour,
  resolveDwDefence,
  resolveDwWeaponAttack,
  rollDwArmour,
} from '../../../src/rules/dead-weight/defence';

function attack(text: string): DwAttack {
  const result = parseDwAttack(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const input = { ...DW_TEST_DEFAULTS, pool: 2 };

describe('resolveDwDefence', () => {
  it('avoids the attack on a success', () => {
    expect(resolveDwDefence(attack('-STR 2+2B'), evaluateDwTest(input, [4, 2]))).toMatchObject({
      hit: false,
      wounds: 0,
    });
  });

  it('takes the wounds on a failure', () => {
    expect(resolveDwDefence(attack('-STR 2+2B'), evaluateDwTest(input, [3, 2]))).toEqual({
      hit: true,
      critical: false,
      wounds: 2,
      effects: [],
    });
  });

  it('adds the critical wounds and Bleeding on a critical failure, as the Rend example says', () => {
    expect(resolveDwDefence(attack('-STR 2+2B'), evaluateDwTest(input, [1, 2]))).toEqual({
      hit: true,
      critical: true,
      wounds: 4,
      effects: ['B'],
    });
  });

  it('hits automatically, but not critically, when the adventurer does not roll', () => {
    expect(resolveDwDefence(attack('STR 1+1'), 'no-roll')).toMatchObject({
      hit: true,
      critical: false,
      wounds: 1,
    });
  });
});

describe('resolveDwWeaponAttack', () => {
  it('hits on a success and adds the critical part on a great success, as the Falchion example says', () => {
    expect(resolveDwWeaponAttack(attack('STR 3+1B'), evaluateDwTest(input, [5, 2]))).toMatchObject({
      wounds: 3,
      critical: false,
    });
    expect(resolveDwWeaponAttack(attack('STR 3+1B'), evaluateDwTest(input, [6, 6]))).toEqual({
      hit: true,
      critical: true,
      wounds: 4,
      effects: ['B'],
    });
    expect(resolveDwWeaponAttack(attack('STR 3+1B'), evaluateDwTest(input, [1, 3]))).toMatchObject({
      hit: false,
    });
  });
});

describe('applyDwAttackModifier and dwAttackIgnoresShields', () => {
  it('turns a minus sign into disadvantage and a plus sign into advantage', () => {
    expect(applyDwAttackModifier(attack('-STR 2'), input)).toMatchObject({
      disadvantage: true,
      advantage: false,
    });
    expect(applyDwAttackModifier(attack('+DEX 2'), input)).toMatchObject({
      disadvantage: false,
      advantage: true,
    });
  });

  it('sees "Ignore shields" in the special rules', () => {
    expect(
      dwAttackIgnoresShields(
        attack('Soul nibble (INT 2): Ignore shields. Add a stun token on hit.'),
      ),
    ).toBe(true);
    expect(dwAttackIgnoresShields(attack('STR 2'))).toBe(false);
  });
});

describe('dwDefenceTokens and dwDefenceTestInput', () => {
  const ignores = attack('Soul nibble (INT 2): Ignore shields.');

  it('counts shield tokens as nothing against an attack that ignores shields, and dodge tokens always', () => {
    expect(dwDefenceTokens(ignores, 2, 3)).toEqual({ dodge: 2, shield: 0 });
    expect(dwDefenceTokens(attack('STR 2'), 2, 3)).toEqual({ dodge: 2, shield: 3 });
  });

  it('makes every token counted a re-roll of the defence test, with the attack’s modifier', () => {
    const defender = { ...input, proficiency: 1 };
    expect(
      dwDefenceTestInput(attack('-STR 2'), defender, dwDefenceTokens(attack('-STR 2'), 2, 3)),
    ).toEqual({ ...defender, tokens: 5, disadvantage: true });
    expect(dwDefenceTestInput(ignores, defender, dwDefenceTokens(ignores, 2, 3))).toEqual({
      ...defender,
      tokens: 2,
    });
  });
});

describe('readDwArmour and rollDwArmour', () => {
  const base = { armour: 3, wounds: 3, resistance: 0, effects: [] };

  it('cancels a wound for each 4-6 and breaks an armour point for each 1 or 4', () => {
    expect(readDwArmour(base, [4, 6, 1])).toMatchObject({ cancelled: 2, broken: 2, wounds: 1 });
  });

  it('never cancels more wounds than came in', () => {
    expect(readDwArmour({ ...base, wounds: 1 }, [5, 6, 6])).toMatchObject({
      cancelled: 1,
      wounds: 0,
    });
  });

  it('rolls one die per armour point', () => {
    expect(rollDwArmour(base, createScriptedRng([2, 3, 5]))).toMatchObject({
      dice: [2, 3, 5],
      cancelled: 1,
      broken: 0,
      wounds: 2,
    });
  });

  it('rolls no armour against a piercing attack', () => {
    expect(rollDwArmour({ ...base, effects: ['P'] }, createScriptedRng([]))).toMatchObject({
      pierced: true,
      dice: [],
      wounds: 3,
    });
  });

  it('reduces the rest by resistance, except against an R attack, never below 0', () => {
    expect(readDwArmour({ ...base, resistance: 1 }, [5, 2, 2])).toMatchObject({ wounds: 1 });
    expect(readDwArmour({ ...base, resistance: 1, effects: ['R'] }, [5, 2, 2])).toMatchObject({
      wounds: 2,
    });
    expect(readDwArmour({ ...base, resistance: 9 }, [2, 2, 2])).toMatchObject({ wounds: 0 });
  });
});
