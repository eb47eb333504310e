/**
 * The choices the Director's Monster tools offer in their selects: an Infliction's Attribute,
 * Condition and difficulty, how likely a behaviour is to chase, and an Attribute's rating. Each
 * option that scores threat says its points, as the threat rules (threat.ts) count them.
 */
import { ATTRIBUTE_LABELS, DIFFICULTIES, DIFFICULTY_LABELS, LOCUS_ATTRIBUTES } from './attributes';
import type { Difficulty, LocusAttribute } from './attributes';
import type { CheckOption } from './check-options';
import { LOCUS_CONDITIONS, type ConditionId } from './conditions';
import { SAMPLE_MONSTERS } from './monster';
import {
  CHASE_LIKELIHOOD_LABELS,
  CHASE_LIKELIHOOD_POINTS,
  CHASE_LIKELIHOODS,
  INFLICTION_POINTS,
  MONSTER_RATING_CHOICES,
  type ChaseLikelihood,
  type MonsterRating,
} from './threat';

/** The Character Attribute an Infliction is avoided with, by name. */
export const INFLICTION_ATTRIBUTE_OPTIONS: readonly CheckOption<LocusAttribute>[] =
  LOCUS_ATTRIBUTES.map((attribute) => ({ value: attribute, label: ATTRIBUTE_LABELS[attribute] }));

/** The Condition an Infliction gives on a failure, by name. */
export const INFLICTION_CONDITION_OPTIONS: readonly CheckOption<ConditionId>[] =
  LOCUS_CONDITIONS.map((condition) => ({ value: condition.id, label: condition.label }));

/**
 * An Infliction's difficulty with the threat it adds: "Medium (+2 threat)" in the builder, where
 * the line stands among the Monster's words, or "Medium (+2)" in the calculator, all numbers.
 */
export function inflictionDifficultyOptions(
  unit: '' | ' threat' = ' threat',
): readonly CheckOption<Difficulty>[] {
  return DIFFICULTIES.map((difficulty) => ({
    value: difficulty,
    label: `${DIFFICULTY_LABELS[difficulty]} (+${INFLICTION_POINTS[difficulty]}${unit})`,
  }));
}

/** How likely a behaviour is to chase, with its threat: "Moderately likely to chase (+1)". */
export const CHASE_LIKELIHOOD_OPTIONS: readonly CheckOption<ChaseLikelihood>[] =
  CHASE_LIKELIHOODS.map((likelihood) => ({
    value: likelihood,
    label: `${CHASE_LIKELIHOOD_LABELS[likelihood]} (+${CHASE_LIKELIHOOD_POINTS[likelihood]})`,
  }));

/**
 * A Monster Attribute's ratings (1-5, null), after "Not set yet" ('') where a rating may be left
 * unset (the builder, whose samples leave the numbers to the Director) or is unset now.
 */
export function ratingOptions(
  rating: MonsterRating | undefined,
  allowUnset: boolean,
): readonly CheckOption<string>[] {
  return allowUnset || rating === undefined
    ? [{ value: '', label: 'Not set yet' }, ...MONSTER_RATING_CHOICES]
    : MONSTER_RATING_CHOICES;
}

/**
 * The sample chosen to start from, described under its field: the text's description of it,
 * which its option (only our name for it, SAMPLE_MONSTER_OPTIONS) does not say; '' for an id that
 * is no sample.
 */
export function describeSampleChoice(sampleId: string): string {
  return SAMPLE_MONSTERS.find((sample) => sample.id === sampleId)?.description ?? '';
}
