import { describe, expect, it } from 'vitest';
import { parseDwAttack } from '../../../src/rules/dead-weight/attack-notation';
import { DW_POOL_FIELDS } from '../../../src/rules/dead-weight/test-fields';
import { typedFields } from './typed-fields';
import {
  DW_ARMOUR_FIELDS,
  DW_DEFENCE_TOKEN_FIELDS,
  DW_HELPER_FIELDS,
  DW_TEST_NO_MODIFIERS,
  planDwArmour,
  planDwAttributeTest,
  planDwDefence,
} from '../../../src/rules/dead-weight/test-plan';

const attackFields = [...DW_POOL_FIELDS, ...DW_HELPER_FIELDS];
const testFields = (change: Record<string, string> = {}) => typedFields(attackFields, change);

describe('planDwAttributeTest', () => {
  it('makes the input of the fields and toggles, with how many dice it rolls', () => {
    const plan = planDwAttributeTest(testFields({ helpers: '1' }), {
      ...DW_TEST_NO_MODIFIERS,
      advantage: true,
    });
    expect(plan.usable).toMatchObject({ pool: 3, helpers: 1, advantage: true, tokens: 0 });
    expect(plan.poolError).toBeNull();
    expect(plan.shape).toMatchObject({ dice: 4, playerRerolls: 1 });
  });

  it('has nothing to roll while a field cannot be read', () => {
    expect(planDwAttributeTest(testFields({ helpers: '' }), DW_TEST_NO_MODIFIERS)).toEqual({
      usable: null,
      poolError: null,
      shape: null,
    });
  });

  it('says at the score when the pool makes too many dice', () => {
    const plan = planDwAttributeTest(testFields({ score: '20', helpers: '5' }), {
      ...DW_TEST_NO_MODIFIERS,
      extraEffort: true,
    });
    expect(plan.usable).toBeNull();
    expect(plan.poolError).toBe('At most 24 dice can be rolled here; this test has 26.');
  });
});

const defenceFieldSpecs = [...DW_POOL_FIELDS, ...DW_DEFENCE_TOKEN_FIELDS];
const defenceFields = (change: Record<string, string> = {}) =>
  typedFields(defenceFieldSpecs, change);
const attack = (text: string) => {
  const parsed = parseDwAttack(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('planDwDefence', () => {
  it('spends the dodge and shield tokens as re-rolls, with the attack’s modifier', () => {
    const plan = planDwDefence(attack('-STR 2+2B'), defenceFields({ dodge: '1', shield: '2' }));
    expect(plan.tokens).toEqual({ dodge: 1, shield: 2 });
    expect(plan.usable).toMatchObject({ pool: 3, tokens: 3, disadvantage: true });
  });

  it('counts no shield tokens against an attack that ignores shields', () => {
    const plan = planDwDefence(
      attack('Soul nibble (INT 2): Ignore shields.'),
      defenceFields({ shield: '2' }),
    );
    expect(plan.tokens).toEqual({ dodge: 0, shield: 0 });
  });

  it('has nothing to roll without an attack or with a field that cannot be read', () => {
    expect(planDwDefence(null, defenceFields()).usable).toBeNull();
    expect(planDwDefence(attack('STR 1'), defenceFields({ dodge: 'x' })).usable).toBeNull();
  });

  it('says at the score what the rules refuse', () => {
    const plan = planDwDefence(attack('STR 1'), defenceFields({ dodge: '10', shield: '1' }));
    expect(plan.usable).toBeNull();
    expect(plan.poolError).toBe('Tokens must be from 0 to 10.');
  });
});

describe('planDwArmour', () => {
  const armour = (change: Record<string, string> = {}) => typedFields(DW_ARMOUR_FIELDS, change);

  it('makes the armor roll of the fields, against the effects given', () => {
    expect(planDwArmour(armour({ resistance: '1' }), ['P'])).toEqual({
      armour: 1,
      wounds: 2,
      resistance: 1,
      effects: ['P'],
    });
  });

  it('is null while a field cannot be read', () => {
    expect(planDwArmour(armour({ armour: '-1' }), [])).toBeNull();
  });
});
