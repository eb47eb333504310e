/**
 * Which choices the Locus check rollers offer, in their words: the difficulties with their dice,
 * the injury floors, the Stress levels, a Stress Check's causes, Item Qualities, a sheet's Items
 * and the kinds of entity added to a Conflict. Each is a plain `{ value, label, note? }` list
 * that a choice or radio field shows as it is.
 */
import { howMany } from '../words';
import {
  DIFFICULTIES,
  DIFFICULTY_DIE,
  DIFFICULTY_LABELS,
  INJURY_FLOORS,
  type Difficulty,
  type InjuryFloor,
  type LocusAttribute,
} from './attributes';
import type { Item } from './character';
import { QUALITY_DIE } from './durability-check';
import type { AddedInitiativeKind } from './initiative';
import { INJURY_LABELS, INJURY_SEVERITIES, type InjurySeverity } from './injury';
import {
  STRESS_LABELS,
  STRESS_LEVELS,
  stressCheckAttribute,
  stressCheckDifficulty,
} from './stress';
import { REROLL_CAPACITY } from './willpower';

/** One choice: the value chosen, its words, and words shown after them, muted. */
export interface CheckOption<Value> {
  readonly value: Value;
  readonly label: string;
  readonly note?: string;
}

/** "Medium (middle die)": each difficulty with the die it reads. */
export const DIFFICULTY_OPTIONS: readonly CheckOption<Difficulty>[] = DIFFICULTIES.map((value) => ({
  value,
  label: DIFFICULTY_LABELS[value],
  note: `(${DIFFICULTY_DIE[value]} die)`,
}));

const FLOOR_LABELS: Readonly<Record<InjuryFloor, string>> = {
  none: 'None',
  major: 'Major: at least Medium',
  grievous: 'Grievous: at least Hard',
};

/** The injury floors, each with the least difficulty it sets. */
export const INJURY_FLOOR_OPTIONS: readonly CheckOption<InjuryFloor>[] = INJURY_FLOORS.map(
  (value) => ({ value, label: FLOOR_LABELS[value] }),
);

/** The Stress levels by name. */
export const STRESS_OPTIONS = STRESS_LEVELS.map((value) => ({
  value,
  label: STRESS_LABELS[value],
}));

/** The Stress levels with how many dice one WP re-rolls at each: "Tense: 2 dice per WP". */
export const REROLL_STRESS_OPTIONS = STRESS_LEVELS.map((value) => ({
  value,
  label: `${STRESS_LABELS[value]}: ${howMany(REROLL_CAPACITY[value], 'die', 'dice')} per WP`,
}));

/** Why a Stress Check is made: in general, or after an injury of a severity. */
export type StressCause = 'general' | InjurySeverity;

/** The causes of a Stress Check, each with the difficulty it sets. */
export const STRESS_CAUSE_OPTIONS: readonly CheckOption<StressCause>[] = [
  { value: 'general', label: 'No injury (Medium)' },
  ...INJURY_SEVERITIES.map((value) => ({
    value,
    label: `After a ${INJURY_LABELS[value]} injury (${DIFFICULTY_LABELS[stressCheckDifficulty(value)]})`,
  })),
];

/**
 * What choosing a cause sets: its difficulty, and after an injury its Attribute (Temper). A
 * general cause keeps the Attribute chosen (`attribute` is absent): the text offers several.
 */
export function chooseStressCause(cause: StressCause): {
  readonly difficulty: Difficulty;
  readonly attribute?: LocusAttribute;
} {
  if (cause === 'general') return { difficulty: stressCheckDifficulty() };
  return { difficulty: stressCheckDifficulty(cause), attribute: stressCheckAttribute(cause) };
}

/** An Item's Quality, which picks the die its Durability Check reads. */
export type Quality = 1 | 2 | 3;

/** "Q2 (middle die)": each Quality with its die. */
export const QUALITY_OPTIONS: readonly CheckOption<Quality>[] = ([1, 2, 3] as const).map(
  (value) => ({ value, label: `Q${value}`, note: `(${QUALITY_DIE[value]} die)` }),
);

/**
 * A sheet's Items to check, after a first choice of none (the Quality chosen instead): "Rope, Q2
 * (Damaged)". The values are the Items' ids; none is ''.
 */
export function durabilityItemOptions(
  items: readonly Pick<Item, 'id' | 'name' | 'quality' | 'damaged' | 'destroyed'>[],
): readonly CheckOption<string>[] {
  const state = (item: (typeof items)[number]) =>
    item.destroyed ? ' (destroyed)' : item.damaged ? ' (Damaged)' : '';
  return [
    {
      value: '',
      label: items.length === 0 ? 'No Items on this sheet' : 'None (choose the Quality)',
    },
    ...items.map((item) => ({
      value: item.id,
      label: `${item.name || 'Unnamed Item'}, Q${item.quality}${state(item)}`,
    })),
  ];
}

/** An Item as a Durability Check names it: its name, "The Item" when blank, '' for no Item. */
export function durabilityItemName(item: Pick<Item, 'name'> | undefined): string {
  return item ? item.name.trim() || 'The Item' : '';
}

/** What may be added to a Conflict by hand. */
export const INITIATIVE_KIND_OPTIONS: readonly CheckOption<AddedInitiativeKind>[] = [
  { value: 'monster', label: 'Monster' },
  { value: 'foil', label: 'Foil' },
];
