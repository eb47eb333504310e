/**
 * The weapon rows the Bonus Item table points to ("Melee Weapon", "Pistol", "Rifle or Shotgun").
 * The weapon tables are Markdown tables on content/eldritch-instinct/character-creation.mdx, not
 * JSON, so their rows are copied here as typed data; a unit test checks every name still
 * appears on that page, so the two cannot drift apart. `bulky` is true exactly where the
 * table's Special column says "Bulky." (a bulky item takes two inventory slots).
 */

export type WeaponKind = 'melee' | 'pistol' | 'rifle-or-shotgun';

export interface Weapon {
  readonly name: string;
  readonly kind: WeaponKind;
  readonly range: string;
  readonly damage: string;
  /** The magazine size; null for melee weapons ("n/a"). */
  readonly shots: number | null;
  readonly special: string;
  readonly bulky: boolean;
}

/** Melee Weapon Table, without "Unarmed" (not an item a Bonus Item roll can give). */
export const MELEE_WEAPONS: readonly Weapon[] = [
  {
    name: 'Pocket Knife',
    kind: 'melee',
    range: 'Adjacent',
    damage: '1d4',
    shots: null,
    special: 'Can be hidden.',
    bulky: false,
  },
  {
    name: 'Kitchen Knife',
    kind: 'melee',
    range: 'Adjacent',
    damage: '1d4',
    shots: null,
    special: '+10 on Wounds Table.',
    bulky: false,
  },
  {
    name: 'Machete',
    kind: 'melee',
    range: 'Adjacent',
    damage: '1d6',
    shots: null,
    special: '',
    bulky: false,
  },
  {
    name: 'Fire Axe',
    kind: 'melee',
    range: 'Adjacent',
    damage: '1d10',
    shots: null,
    special: 'Bulky.',
    bulky: true,
  },
  {
    name: 'Baseball Bat',
    kind: 'melee',
    range: 'Adjacent',
    damage: '1d4+1',
    shots: null,
    special: '+10 on Wounds Table.',
    bulky: false,
  },
  {
    name: 'Crowbar',
    kind: 'melee',
    range: 'Adjacent',
    damage: '1d4',
    shots: null,
    special: '',
    bulky: false,
  },
  {
    name: 'Spear',
    kind: 'melee',
    range: 'Adjacent',
    damage: '1d4',
    shots: null,
    special: 'Can be thrown. Bulky.',
    bulky: true,
  },
];

/** The pistols of the Ranged Weapon Table. */
export const PISTOLS: readonly Weapon[] = [
  {
    name: '.38 Revolver',
    kind: 'pistol',
    range: 'Close',
    damage: '1d8',
    shots: 6,
    special: 'Max three shots.',
    bulky: false,
  },
  {
    name: '.45 Revolver',
    kind: 'pistol',
    range: 'Close',
    damage: '1d10',
    shots: 6,
    special: 'Max one shot.',
    bulky: false,
  },
  {
    name: '.32 Automatic',
    kind: 'pistol',
    range: 'Close',
    damage: '1d6',
    shots: 10,
    special: 'Max three shots.',
    bulky: false,
  },
];

/** The rifle and the shotgun of the Ranged Weapon Table. */
export const RIFLES_AND_SHOTGUNS: readonly Weapon[] = [
  {
    name: 'Bolt Action Rifle',
    kind: 'rifle-or-shotgun',
    range: 'Long',
    damage: '2d6',
    shots: 6,
    special: '1d6 at Adjacent range. Bulky.',
    bulky: true,
  },
  {
    name: 'Double-Barrel Shotgun',
    kind: 'rifle-or-shotgun',
    range: 'Close',
    damage: '2d6+2',
    shots: 2,
    special: '1d6 at Long range, +10 on Wounds Table. Bulky.',
    bulky: true,
  },
];

export const WEAPONS_BY_KIND: Readonly<Record<WeaponKind, readonly Weapon[]>> = {
  melee: MELEE_WEAPONS,
  pistol: PISTOLS,
  'rifle-or-shotgun': RIFLES_AND_SHOTGUNS,
};

export const ALL_WEAPONS: readonly Weapon[] = [
  ...MELEE_WEAPONS,
  ...PISTOLS,
  ...RIFLES_AND_SHOTGUNS,
];

export function findWeapon(name: string): Weapon | undefined {
  return ALL_WEAPONS.find((weapon) => weapon.name === name);
}
