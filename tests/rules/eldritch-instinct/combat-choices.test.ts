import { describe, expect, it } from 'vitest';
import {
  chanceOfFirearmHit,
  EMPTY_MAGAZINES,
  magazineReducer,
} from '../../../src/rules/eldritch-instinct/combat';
import {
  DAMAGE_PRESET_GROUPS,
  damageBlockedBy,
  damagePresetChange,
  firearmChances,
  MAGAZINE_WEAPON_OPTIONS,
  shotCountOptions,
  shotOptions,
  trackWeaponAction,
} from '../../../src/rules/eldritch-instinct/combat-choices';

describe('firearmChances', () => {
  it('gives the hit against a target standing, then diving, while the scores read', () => {
    expect(firearmChances(null, 50)).toEqual([]);
    expect(firearmChances(60, null)).toEqual([
      { label: 'Hit, target stands', fraction: chanceOfFirearmHit(60, null).hit },
    ]);
    expect(firearmChances(60, 40).map((chance) => chance.label)).toEqual([
      'Hit, target stands',
      'Hit, target dives for cover',
    ]);
    expect(firearmChances(60, 40)[1]?.fraction).toEqual(chanceOfFirearmHit(60, 40).hit);
  });
});

describe('DAMAGE_PRESET_GROUPS', () => {
  it('offers bare hands and the melee weapons, then the ranged weapons, each with its damage', () => {
    expect(DAMAGE_PRESET_GROUPS.map((group) => group.label)).toEqual(['Melee', 'Ranged']);
    expect(DAMAGE_PRESET_GROUPS[0]?.weapons[0]).toEqual({
      value: 'Unarmed',
      label: 'Unarmed (1d3)',
    });
    expect(DAMAGE_PRESET_GROUPS[1]?.weapons[0]).toEqual({
      value: '.38 Revolver',
      label: '.38 Revolver (1d8)',
    });
  });
});

describe('damagePresetChange', () => {
  it('sets the weapon’s damage and holds the shots to what it may fire', () => {
    expect(damagePresetChange('.38 Revolver', '3')).toEqual({ damage: '1d8', shots: '3' });
    expect(damagePresetChange('Bolt Action Rifle', '3')).toEqual({ damage: '2d6', shots: '1' });
  });

  it('keeps the typed damage and the shots when the damage is to be typed', () => {
    expect(damagePresetChange('', '2')).toEqual({ damage: null, shots: '2' });
  });
});

describe('shotOptions', () => {
  it('offers up to three shots for a pistol that allows them, or for typed damage', () => {
    expect(shotOptions('.38 Revolver').map((option) => option.label)).toEqual([
      '1 (any weapon)',
      '2 shots',
      '3 shots',
    ]);
    expect(shotOptions('')).toHaveLength(3);
    expect(shotOptions('.45 Revolver')).toEqual([{ value: '1', label: '1 (any weapon)' }]);
  });
});

describe('damageBlockedBy', () => {
  it('says why damage cannot be rolled, the dice first', () => {
    expect(damageBlockedBy(false, false)).toBe('Roll is off until the damage dice can be read.');
    expect(damageBlockedBy(true, false)).toBe(
      "Roll is off until the target's armour is a whole number.",
    );
    expect(damageBlockedBy(true, true)).toBeNull();
  });
});

describe('MAGAZINE_WEAPON_OPTIONS and shotCountOptions', () => {
  it('offer the ranged weapons with their Shots, and 1 up to the most shots', () => {
    expect(MAGAZINE_WEAPON_OPTIONS[0]).toEqual({
      value: '.38 Revolver',
      label: '.38 Revolver (Shots 6)',
    });
    expect(shotCountOptions(2)).toEqual([
      { value: '1', label: '1' },
      { value: '2', label: '2' },
    ]);
  });
});

describe('trackWeaponAction', () => {
  it('starts tracking a weapon full, with one spare, named apart from the same weapon', () => {
    const first = trackWeaponAction(EMPTY_MAGAZINES, '.38 Revolver', 'w1')!;
    expect(first).toEqual({
      type: 'add',
      id: 'w1',
      name: '.38 Revolver',
      weapon: '.38 Revolver',
      capacity: 6,
      spares: 1,
    });
    const one = magazineReducer(EMPTY_MAGAZINES, first);
    expect(trackWeaponAction(one, '.38 Revolver', 'w2')).toMatchObject({
      name: '.38 Revolver (2)',
    });
  });

  it('tracks nothing that is not on the Ranged Weapon Table', () => {
    expect(trackWeaponAction(EMPTY_MAGAZINES, 'Machete', 'w1')).toBeNull();
  });
});
