import { describe, expect, it } from 'vitest';
import { EMPTY_MAGAZINES, magazineReducer } from '../../../src/rules/eldritch-instinct/combat';
import {
  viewDamageForm,
  viewFirearmAttack,
  viewMagazines,
  viewMeleeAttack,
} from '../../../src/rules/eldritch-instinct/combat-view';
import { DAMAGE_FORM } from '../../../src/rules/eldritch-instinct/damage-form';
import { scriptedLog } from './scripted-log';

describe('viewMeleeAttack', () => {
  it('gives a row for each choice of the target with the score it saves on', () => {
    const view = viewMeleeAttack(50, { 'fight-back': 60, dodge: 40 }, 'dodge');
    expect(view.rows.map((row) => [row.label, row.saveScore])).toEqual([
      ['Fights back', 40],
      ['Dodges', 60],
    ]);
    expect(view.rows[1]?.cells[1]).toEqual({ words: 'never' });
    expect(view.defences.map((option) => option.value)).toEqual(['fight-back', 'dodge']);
  });

  it('waits for the scores the chosen defence needs, and says why', () => {
    const view = viewMeleeAttack(50, { 'fight-back': null, dodge: 40 }, 'fight-back');
    expect(view.roll).toBeNull();
    expect(view.blockedBy).toBe(
      'Roll is off until every score it needs is a whole number from 1 to 120.',
    );
    expect(viewMeleeAttack(50, { 'fight-back': null, dodge: 40 }, 'dodge').blockedBy).toBeNull();
  });

  it('rolls the attack through the logger and says the exchange', () => {
    const { log, sources } = scriptedLog([11, 91]);
    const said = viewMeleeAttack(50, { 'fight-back': 50, dodge: 50 }, 'fight-back').roll?.(log);
    expect(said).toMatch(/Attacker/);
    expect(sources).toEqual(['Melee attack']);
  });
});

describe('viewFirearmAttack', () => {
  it('needs the target’s DEX only when it dives for cover', () => {
    expect(viewFirearmAttack(60, null, false).blockedBy).toBeNull();
    expect(viewFirearmAttack(60, null, true).blockedBy).toMatch(/^Roll is off/);
    expect(viewFirearmAttack(null, 40, false).roll).toBeNull();
  });

  it('shows the hit against a target standing, then diving, and logs the roll', () => {
    const view = viewFirearmAttack(60, 40, true);
    expect(view.chances.map((chance) => chance.label)).toEqual([
      'Hit, target stands',
      'Hit, target dives for cover',
    ]);
    const { log, sources } = scriptedLog([51, 31, 21]);
    expect(view.roll?.(log)).toEqual(expect.any(String));
    expect(sources).toEqual(['Firearm attack']);
  });
});

describe('viewDamageForm', () => {
  it('offers typing the damage first, then the melee and ranged weapons', () => {
    const view = viewDamageForm(DAMAGE_FORM);
    expect(view.weapons[0]).toEqual({ value: '', label: 'Type the damage below' });
    expect(view.weapons.slice(1).map((entry) => ('group' in entry ? entry.group : ''))).toEqual([
      'Melee',
      'Ranged',
    ]);
    expect(view.shotChoices.map((option) => option.label)).toEqual([
      '1 (any weapon)',
      '2 shots',
      '3 shots',
    ]);
  });

  it('rolls the typed damage less the armour and says it in a sentence', () => {
    const { log, sources } = scriptedLog([5]);
    const view = viewDamageForm({ ...DAMAGE_FORM, armour: '2' });
    expect(view.roll?.(log)).toBe('Rolled 5 = 5, armour 2, 3 HP lost.');
    expect(sources).toEqual(['Damage']);
  });

  it('has no roll while the dice cannot be read, and says why', () => {
    const view = viewDamageForm({ ...DAMAGE_FORM, damage: 'd' });
    expect(view.roll).toBeNull();
    expect(view.blockedBy).toBe('Roll is off until the damage dice can be read.');
  });
});

describe('viewMagazines', () => {
  const tracked = magazineReducer(EMPTY_MAGAZINES, {
    type: 'add',
    id: 'w1',
    name: '.38 Revolver',
    weapon: '.38 Revolver',
    capacity: 6,
    spares: 1,
  });

  it('says each weapon’s shots loaded and spares, and the shots the next attack may fire', () => {
    const [weapon] = viewMagazines(tracked, { w1: '2' }).weapons;
    expect(weapon?.status).toBe('6 of 6 shots loaded, 1 spare magazine');
    expect(weapon?.count).toBe(2);
    expect(weapon?.counts?.map((option) => option.value)).toEqual(['1', '2', '3']);
    expect(weapon?.actions.map(([label]) => label)).toEqual([
      'Fire 2',
      'Reload',
      'Add spare magazine',
      'Remove',
    ]);
  });

  it('asks no count of a weapon that fires one shot, and says the last action', () => {
    const rifle = magazineReducer(EMPTY_MAGAZINES, {
      type: 'add',
      id: 'w2',
      name: 'Bolt Action Rifle',
      weapon: 'Bolt Action Rifle',
      capacity: 6,
    });
    const view = viewMagazines(rifle, {});
    expect(view.weapons[0]?.counts).toBeNull();
    expect(view.notice).toBe('Bolt Action Rifle added, loaded with 6 shots.');
    expect(viewMagazines(EMPTY_MAGAZINES, {}).notice).toBe('');
  });
});
