/**
 * The test a Dead Weight tool is about to roll, from its fields as read and its modifiers: the
 * input when it can be rolled, the message for the score's field when the pool cannot, and, for a
 * defence, the tokens spent against the attack. A tool shows the chances and turns its Roll
 * button on only with a `usable` input.
 */
import type { DwAttack } from './attack-notation';
import {
  checkDwTestInput,
  describeDwTestShape,
  DW_TEST_DEFAULTS,
  DW_TEST_MAX_HELPERS,
  DW_TEST_MAX_REROLLS,
  type DwTestInput,
  type DwTestShape,
} from './attribute-test';
import type { DwWeaponEffect } from './attack-notation';
import {
  dwDefenceTestInput,
  dwDefenceTokens,
  DW_ARMOUR_MAX,
  type DwArmourInput,
  type DwDefenceTokens,
} from './defence';
import {
  DW_POOL_FIELDS,
  type DwPoolField,
  type DwTestFieldSpec,
  type DwTestFieldsRead,
} from './test-fields';

/** The attribute test's own field, after the pool's. */
export const DW_HELPER_FIELDS: readonly DwTestFieldSpec<'helpers'>[] = [
  ['helpers', 'Helpers (+1 die each)', DW_TEST_MAX_HELPERS, 'the number of helpers'],
];

/** The defence's own fields, after the pool's: the tokens that re-roll its dice. */
export const DW_DEFENCE_TOKEN_FIELDS: readonly DwTestFieldSpec<'dodge' | 'shield'>[] = [
  ['dodge', 'Dodge tokens', DW_TEST_MAX_REROLLS, 'the dodge tokens'],
  ['shield', 'Shield tokens', 5, 'the shield tokens'],
];

/** The attribute test's toggles. */
export type DwTestModifiers = Pick<
  DwTestInput,
  'advantage' | 'disadvantage' | 'keepSafe' | 'extraEffort' | 'check'
>;

/** No toggle on: a plain test. */
export const DW_TEST_NO_MODIFIERS: DwTestModifiers = {
  advantage: false,
  disadvantage: false,
  keepSafe: false,
  extraEffort: false,
  check: false,
};

export interface DwTestPlan {
  /** The input to roll; null while a field cannot be read or the rules refuse it. */
  readonly usable: DwTestInput | null;
  /** What the score's field says when the pool the fields give cannot be rolled; else null. */
  readonly poolError: string | null;
}

/** Whether an input the fields gave can be rolled, and what the score's field says if not. */
function planInput(input: DwTestInput | null, wholeInput: boolean): DwTestPlan {
  if (!input) return { usable: null, poolError: null };
  const errors = checkDwTestInput(input);
  const poolError = wholeInput
    ? (errors[0]?.message ?? null)
    : (errors.find((error) => error.field === 'pool')?.message ?? null);
  return { usable: errors.length === 0 ? input : null, poolError };
}

/** The attribute test the fields and toggles make, with how many dice it rolls once usable. */
export function planDwAttributeTest(
  fields: DwTestFieldsRead<DwPoolField | 'helpers'>,
  modifiers: DwTestModifiers,
): DwTestPlan & { readonly shape: DwTestShape | null } {
  const input = fields.ready()
    ? {
        ...modifiers,
        pool: fields.pool(),
        proficiency: fields.value('proficiency') ?? 0,
        helpers: fields.value('helpers') ?? 0,
        tokens: 0,
      }
    : null;
  const plan = planInput(input, false);
  return { ...plan, shape: plan.usable ? describeDwTestShape(plan.usable) : null };
}

/**
 * The defence test against `attack` the defender's fields make, with the tokens that count
 * against it (no shield tokens against an attack that ignores shields); the score's field says
 * the first thing the rules refuse.
 */
export function planDwDefence(
  attack: DwAttack | null,
  fields: DwTestFieldsRead<DwPoolField | 'dodge' | 'shield'>,
): DwTestPlan & { readonly tokens: DwDefenceTokens | null } {
  const tokens =
    attack && dwDefenceTokens(attack, fields.value('dodge') ?? 0, fields.value('shield') ?? 0);
  const defender = {
    ...DW_TEST_DEFAULTS,
    pool: fields.pool(),
    proficiency: fields.value('proficiency') ?? 0,
  };
  const input =
    attack && tokens && fields.ready([...DW_POOL_FIELDS, ...DW_DEFENCE_TOKEN_FIELDS])
      ? dwDefenceTestInput(attack, defender, tokens)
      : null;
  return { ...planInput(input, true), tokens };
}

/** The armor roll's fields: the armor points, the wounds coming in (a hit's, once rolled), resistance. */
export const DW_ARMOUR_FIELDS: readonly DwTestFieldSpec<'armour' | 'incoming' | 'resistance'>[] = [
  ['armour', 'Armor points', DW_ARMOUR_MAX, 'the armor points', '1'],
  ['incoming', 'Wounds coming in', 99, 'the number of wounds coming in', '2'],
  ['resistance', 'Resistance', 99, 'the resistance'],
];

/** The armor roll the fields make against an attack with `effects`; null while a field cannot be read. */
export function planDwArmour(
  fields: DwTestFieldsRead<'armour' | 'incoming' | 'resistance'>,
  effects: readonly DwWeaponEffect[],
): DwArmourInput | null {
  if (!fields.ready(DW_ARMOUR_FIELDS)) return null;
  return {
    armour: fields.value('armour') ?? 0,
    wounds: fields.value('incoming') ?? 0,
    resistance: fields.value('resistance') ?? 0,
    effects: [...effects],
  };
}
