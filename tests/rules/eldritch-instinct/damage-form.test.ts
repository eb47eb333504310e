import { describe, expect, it } from 'vitest';
import { chanceOfAllyHit, parseDamage } from '../../../src/rules/eldritch-instinct/combat';
import {
  DAMAGE_FORM,
  pickDamagePreset,
  readDamageForm,
} from '../../../src/rules/eldritch-instinct/damage-form';

describe('pickDamagePreset', () => {
  it('sets the weapon’s damage dice and holds the shots to what it may fire', () => {
    const form = { ...DAMAGE_FORM, shots: '3' };
    expect(pickDamagePreset(form, '.38 Revolver')).toEqual({
      ...form,
      preset: '.38 Revolver',
      damage: '1d8',
    });
    expect(pickDamagePreset(form, 'Bolt Action Rifle')).toMatchObject({
      damage: '2d6',
      shots: '1',
    });
  });

  it('keeps the typed dice when the damage is to be typed again', () => {
    const form = { ...DAMAGE_FORM, preset: 'Unarmed', damage: '1d4+2' };
    expect(pickDamagePreset(form, '')).toEqual({ ...form, preset: '' });
  });
});

describe('readDamageForm', () => {
  it('gives the roll’s input when every field reads, the dice trimmed', () => {
    const reading = readDamageForm({ ...DAMAGE_FORM, damage: ' 1d8 ', armour: '2', shots: '2' });
    expect(reading).toEqual({
      errors: { damage: null, armour: null },
      allyHit: null,
      blockedBy: null,
      input: { damage: '1d8', armour: 2, critical: false, shots: 2, intoMelee: false },
    });
  });

  it('says what is wrong at each field and why the roll is off, the dice first', () => {
    const reading = readDamageForm({ ...DAMAGE_FORM, damage: '1d', armour: 'x' });
    expect(reading.errors.damage).not.toBeNull();
    expect(reading.errors.armour).not.toBeNull();
    expect(reading.blockedBy).toBe('Roll is off until the damage dice can be read.');
    expect(reading.input).toBeNull();
    expect(readDamageForm({ ...DAMAGE_FORM, armour: 'x' }).blockedBy).toBe(
      "Roll is off until the target's armour is a whole number.",
    );
  });

  it('gives the exact chance the ally is hit only when firing into melee', () => {
    const dice = parseDamage('1d6');
    if (!dice.ok) throw new Error('1d6 reads');
    expect(readDamageForm({ ...DAMAGE_FORM, intoMelee: true, shots: '2' }).allyHit).toEqual(
      chanceOfAllyHit(dice.value, 2),
    );
    expect(readDamageForm({ ...DAMAGE_FORM, intoMelee: true, damage: '1d' }).allyHit).toBeNull();
  });
});
