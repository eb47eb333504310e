/**
 * The combat helpers' damage form as one value: the weapon picked (or '' to type the damage), the
 * damage dice, the target's armour and the pistol shots as typed, and the two options. Picking a
 * weapon changes the dice and holds the shots to what it may fire; reading the form gives each
 * field's message, the chance the ally is hit when firing into melee, why the roll is off, and the
 * roll's input once every field reads. Pure, over combat.ts and combat-choices.ts.
 */
import type { Fraction } from '../dice';
import { type Result } from '../result';
import { chanceOfAllyHit, parseArmour, parseDamage, type DamageInput } from './combat';
import { damageBlockedBy, damagePresetChange } from './combat-choices';

export interface DamageForm {
  readonly preset: string;
  readonly damage: string;
  readonly armour: string;
  readonly shots: string;
  readonly critical: boolean;
  readonly intoMelee: boolean;
}

/** The form as it opens: 1d6 typed, no armour, one shot, no option. */
export const DAMAGE_FORM: DamageForm = {
  preset: '',
  damage: '1d6',
  armour: '0',
  shots: '1',
  critical: false,
  intoMelee: false,
};

/** The form after picking a weapon: its damage dice (typed dice kept for ''), shots held to its most. */
export function pickDamagePreset(form: DamageForm, preset: string): DamageForm {
  const change = damagePresetChange(preset, form.shots);
  return { ...form, preset, damage: change.damage ?? form.damage, shots: change.shots };
}

/** What the form says as it stands. */
export interface DamageFormReading {
  /** The message at the damage dice and at the armour, or null where the field reads. */
  readonly errors: { readonly damage: string | null; readonly armour: string | null };
  /** The exact chance the ally is hit, while firing into melee with dice that read. */
  readonly allyHit: Fraction | null;
  /** Why the roll is off, or null when it can be rolled. */
  readonly blockedBy: string | null;
  /** What the roll rolls, or null while a field cannot be read. */
  readonly input: DamageInput | null;
}

function messageOf(read: Result<unknown, { readonly message: string }>): string | null {
  return read.ok ? null : read.error.message;
}

export function readDamageForm(form: DamageForm): DamageFormReading {
  const damage = parseDamage(form.damage);
  const armour = parseArmour(form.armour);
  const shots = Number(form.shots);
  return {
    errors: { damage: messageOf(damage), armour: messageOf(armour) },
    allyHit: form.intoMelee && damage.ok ? chanceOfAllyHit(damage.value, shots) : null,
    blockedBy: damageBlockedBy(damage.ok, armour.ok),
    input:
      damage.ok && armour.ok
        ? {
            damage: form.damage.trim(),
            armour: armour.value,
            critical: form.critical,
            shots,
            intoMelee: form.intoMelee,
          }
        : null,
  };
}
