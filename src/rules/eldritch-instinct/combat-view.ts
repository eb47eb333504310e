/**
 * The combat helpers' parts as they show, each decided in one view: the melee odds table's rows,
 * the target's choices and the roll; the firearm's chances and roll; the damage form's weapons,
 * shots, messages and roll; and the tracked magazines with their lines and buttons. A roll is
 * made through the logger the part is handed and said in words; it is null while a score or a
 * field cannot be read, and `blockedBy` says why.
 */
import type { Fraction } from '../dice';
import { howMany } from '../words';
import { choicesOf } from './choices';
import {
  damageSentence,
  damageTool,
  firearmTool,
  magazineActions,
  maxShotsToFire,
  meleeTool,
  MELEE_DEFENCE_LABELS,
  shotsToFire,
  type MagazineState,
  type MeleeDefence,
} from './combat';
import {
  DAMAGE_PRESET_GROUPS,
  firearmChances,
  MAGAZINE_WEAPON_OPTIONS,
  shotCountOptions,
  shotOptions,
} from './combat-choices';
import { readDamageForm, type DamageForm, type DamageFormReading } from './damage-form';
import { meleeCells, meleeRows, type MeleeCell } from './melee-odds';
import { scoreRollOff } from './saves';
import type { EiRollLogger } from './tool';

/** A part's roll: made through the page's logger and said in words. */
export type CombatRoll = (log: EiRollLogger) => string;

/** Why an attack waits for its scores. */
const SCORES_OFF = scoreRollOff('every score it needs');

export interface MeleeAttackView {
  /** One row a choice of the target: its label, the score it saves on, the three chance cells. */
  readonly rows: readonly {
    readonly defence: MeleeDefence;
    readonly label: string;
    readonly saveScore: number | null;
    readonly cells: readonly MeleeCell[];
  }[];
  readonly defences: readonly { readonly value: MeleeDefence; readonly label: string }[];
  readonly blockedBy: string | null;
  readonly roll: CombatRoll | null;
}

/** The melee part, from the scores as read (null while a field cannot be) and the target's choice. */
export function viewMeleeAttack(
  attacker: number | null,
  targets: Readonly<Record<MeleeDefence, number | null>>,
  defence: MeleeDefence,
): MeleeAttackView {
  const target = targets[defence];
  const input = attacker !== null && target !== null ? { attacker, target, defence } : null;
  return {
    rows: meleeRows(attacker, targets).map(({ defence: choice, label, saveScore, chances }) => ({
      defence: choice,
      label,
      saveScore,
      cells: meleeCells(chances),
    })),
    defences: choicesOf(MELEE_DEFENCE_LABELS),
    blockedBy: input ? null : SCORES_OFF,
    roll: input && ((log) => log(meleeTool, input, 'Melee attack').explanation),
  };
}

export interface FirearmAttackView {
  readonly chances: readonly { readonly label: string; readonly fraction: Fraction }[];
  readonly blockedBy: string | null;
  readonly roll: CombatRoll | null;
}

/** The firearm part: the attacker's WIL, the target's DEX (read only when it dives), the chances. */
export function viewFirearmAttack(
  wil: number | null,
  dex: number | null,
  dives: boolean,
): FirearmAttackView {
  const ready = wil !== null && (!dives || dex !== null);
  const input = ready ? { wil, diveDex: dives ? dex : null } : null;
  return {
    chances: firearmChances(wil, dex),
    blockedBy: ready ? null : SCORES_OFF,
    roll: input && ((log) => log(firearmTool, input, 'Firearm attack').explanation),
  };
}

export interface DamageFormView extends Omit<DamageFormReading, 'input'> {
  /** The weapons to pick, melee and ranged apart, after the choice to type the damage. */
  readonly weapons: readonly (
    | { readonly value: string; readonly label: string }
    | { readonly group: string; readonly options: readonly { value: string; label: string }[] }
  )[];
  readonly shotChoices: ReturnType<typeof shotOptions>;
  readonly roll: CombatRoll | null;
}

/** The damage part: the form read, the weapons and shots it offers, and its roll. */
export function viewDamageForm(form: DamageForm): DamageFormView {
  const { input, ...reading } = readDamageForm(form);
  return {
    ...reading,
    weapons: [
      { value: '', label: 'Type the damage below' },
      ...DAMAGE_PRESET_GROUPS.map(({ label, weapons }) => ({ group: label, options: weapons })),
    ],
    shotChoices: shotOptions(form.preset),
    roll: input && ((log) => damageSentence(input, log(damageTool, input, 'Damage'))),
  };
}

export interface TrackedWeaponView {
  readonly id: string;
  readonly name: string;
  /** After the name: "6 of 6 shots loaded, 1 spare magazine". */
  readonly status: string;
  readonly loaded: number;
  readonly capacity: number;
  /** The shots the next attack marks off, and the choice of them (null when only one can be). */
  readonly count: number;
  readonly counts: ReturnType<typeof shotCountOptions> | null;
  /** Each button: its words, the weapon named for screen readers, and its action. */
  readonly actions: ReturnType<typeof magazineActions>;
}

export interface MagazinesView {
  readonly weaponOptions: typeof MAGAZINE_WEAPON_OPTIONS;
  readonly weapons: readonly TrackedWeaponView[];
  readonly notice: string;
}

/** The magazines part: the tracked weapons with the shots chosen for each (by weapon id, as typed). */
export function viewMagazines(
  state: MagazineState,
  chosen: Readonly<Record<string, string>>,
): MagazinesView {
  return {
    weaponOptions: MAGAZINE_WEAPON_OPTIONS,
    weapons: state.weapons.map((weapon) => {
      const max = maxShotsToFire(weapon);
      const count = shotsToFire(weapon, Number(chosen[weapon.id] ?? '1'));
      return {
        id: weapon.id,
        name: weapon.name,
        status: `${weapon.loaded} of ${weapon.capacity} shots loaded, ${howMany(weapon.spares, 'spare magazine')}`,
        loaded: weapon.loaded,
        capacity: weapon.capacity,
        count,
        counts: max > 1 ? shotCountOptions(max) : null,
        actions: magazineActions(weapon, count),
      };
    }),
    notice: state.notice ?? '',
  };
}
