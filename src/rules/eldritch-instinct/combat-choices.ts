/**
 * What the combat helpers offer and what a choice there changes: the target's choices in melee
 * (the odds table over them is melee-odds.ts), the firearm's chances side by side, the weapon
 * presets for damage and what picking one sets, the pistol shots a weapon allows, why damage
 * cannot be rolled yet, and the magazines' weapon and shot choices with the action that starts
 * tracking a weapon. Pure, over combat.ts.
 */
import type { Fraction } from '../dice';
import {
  chanceOfFirearmHit,
  findRangedWeapon,
  maxShotsPerAttack,
  nameTrackedWeapon,
  RANGED_WEAPONS,
  UNARMED,
  type MagazineAction,
  type MagazineState,
  type MeleeDefence,
} from './combat';
import { MELEE_WEAPONS } from './weapons';

/** The target's choices in melee, in the order they are offered and tabled. */
export const MELEE_DEFENCES: readonly MeleeDefence[] = ['fight-back', 'dodge'];

/** The firearm's hit chances side by side: against a target standing, and one diving for cover. */
export function firearmChances(
  wil: number | null,
  diveDex: number | null,
): { readonly label: string; readonly fraction: Fraction }[] {
  if (wil === null) return [];
  const stands = { label: 'Hit, target stands', fraction: chanceOfFirearmHit(wil, null).hit };
  if (diveDex === null) return [stands];
  const dives = chanceOfFirearmHit(wil, diveDex).hit;
  return [stands, { label: 'Hit, target dives for cover', fraction: dives }];
}

/** The weapons whose damage can be picked instead of typed, melee and ranged apart. */
export const DAMAGE_PRESET_GROUPS = (
  [
    ['Melee', [UNARMED, ...MELEE_WEAPONS]],
    ['Ranged', RANGED_WEAPONS],
  ] as const
).map(([label, weapons]) => ({
  label,
  weapons: weapons.map((weapon) => ({
    value: weapon.name,
    label: `${weapon.name} (${weapon.damage})`,
  })),
}));

const PRESET_DAMAGE = new Map<string, string>(
  [UNARMED, ...MELEE_WEAPONS, ...RANGED_WEAPONS].map((weapon) => [weapon.name, weapon.damage]),
);

/**
 * What picking a weapon (or '' to type the damage) sets: its damage dice, or null to keep what is
 * typed; and the shots asked for, held to what the weapon may fire in one attack.
 */
export function damagePresetChange(
  preset: string,
  shots: string,
): { readonly damage: string | null; readonly shots: string } {
  const most = maxShotsPerAttack(preset || null);
  return {
    damage: PRESET_DAMAGE.get(preset) ?? null,
    shots: Number(shots) > most ? String(most) : shots,
  };
}

/** The pistol shots the weapon picked (or none: typed damage) allows in one attack. */
export function shotOptions(preset: string) {
  return Array.from({ length: maxShotsPerAttack(preset || null) }, (_, index) => ({
    value: String(index + 1),
    label: index === 0 ? '1 (any weapon)' : `${index + 1} shots`,
  }));
}

/** Why damage cannot be rolled yet, or null when it can. */
export function damageBlockedBy(damageReads: boolean, armourReads: boolean): string | null {
  if (!damageReads) return 'Roll is off until the damage dice can be read.';
  return armourReads ? null : "Roll is off until the target's armour is a whole number.";
}

/** The ranged weapons whose magazines can be tracked, with their Shots. */
export const MAGAZINE_WEAPON_OPTIONS = RANGED_WEAPONS.map((weapon) => ({
  value: weapon.name,
  label: `${weapon.name} (Shots ${weapon.shots})`,
}));

/** "Shots to fire": 1 up to the most the weapon may fire now. */
export function shotCountOptions(max: number) {
  return Array.from({ length: max }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));
}

/**
 * The action that starts tracking a weapon of the Ranged Weapon Table under this id, with a full
 * magazine and one spare, named apart from another of the same weapon; null for no such weapon.
 */
export function trackWeaponAction(
  state: MagazineState,
  weaponName: string,
  id: string,
): MagazineAction | null {
  const weapon = findRangedWeapon(weaponName);
  if (!weapon) return null;
  return {
    type: 'add',
    id,
    name: nameTrackedWeapon(state, weapon.name),
    weapon: weapon.name,
    capacity: weapon.shots,
    spares: 1,
  };
}
