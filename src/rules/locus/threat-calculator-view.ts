/**
 * What the threat calculator shows, decided in one place from its form and its rows of
 * Inflictions: the rating and chase fields (each with the edit it makes), each Infliction's row,
 * and the score.
 */
import type { Difficulty } from './attributes';
import type { FieldSpec } from './field-specs';
import { chaseFieldSpec, DEATHS_DOOR_HINT, ratingFieldSpec } from './monster-form-view';
import { inflictionDifficultyOptions } from './monster-options';
import { viewThreatBreakdown, type ThreatBreakdownView } from './threat-breakdown-view';
import { MONSTER_ATTRIBUTES, parseDeathsDoorSegments, type ThreatScore } from './threat';
import {
  scoreThreatCalculator,
  type ThreatCalculatorEdit,
  type ThreatCalculatorForm,
} from './threat-calculator-form';

/** The calculator's difficulties, all numbers: "Medium (+2)". */
export const CALCULATOR_DIFFICULTY_OPTIONS = inflictionDifficultyOptions('');

export interface ThreatCalculatorView {
  /** Attack, Chase, Search and Resist: 1-5 or null. */
  readonly ratings: readonly FieldSpec<ThreatCalculatorEdit>[];
  /** How likely it is to chase, and Death's Door size as typed with its problem. */
  readonly behaviour: readonly FieldSpec<ThreatCalculatorEdit>[];
  /** "Inflictions (2)". */
  readonly legend: string;
  /** Each row's difficulty field label and its Remove button's words. */
  readonly rows: readonly {
    readonly key: number;
    readonly difficulty: Difficulty;
    readonly label: string;
    readonly removeLabel: string;
  }[];
  /** The score, or null while Death's Door cannot be read. */
  readonly score: ThreatScore | null;
  readonly threat: ThreatBreakdownView;
}

/** Everything the threat calculator shows. */
export function viewThreatCalculator(
  form: ThreatCalculatorForm,
  rows: readonly { readonly key: number; readonly difficulty: Difficulty }[],
): ThreatCalculatorView {
  const deathsDoor = parseDeathsDoorSegments(form.deathsDoorText);
  const score = scoreThreatCalculator(
    form,
    rows.map((row) => row.difficulty),
  );
  return {
    ratings: MONSTER_ATTRIBUTES.map((attribute) =>
      ratingFieldSpec<ThreatCalculatorEdit>(
        attribute,
        form.attributes[attribute],
        false,
        (rating) => ({ attribute, rating }),
      ),
    ),
    behaviour: [
      chaseFieldSpec<ThreatCalculatorEdit>(form.chaseLikelihood, (chaseLikelihood) => ({
        chaseLikelihood,
      })),
      {
        kind: 'text',
        key: 'deaths-door',
        label: "Death's Door size (segments)",
        numeric: 'numeric',
        hint: DEATHS_DOOR_HINT,
        value: form.deathsDoorText,
        error: deathsDoor.ok ? null : deathsDoor.error.message,
        change: (deathsDoorText) => ({ deathsDoorText }),
      },
    ],
    legend: `Inflictions (${rows.length})`,
    rows: rows.map((row, index) => ({
      ...row,
      label: `Infliction ${index + 1} difficulty`,
      removeLabel: `Remove Infliction ${index + 1}`,
    })),
    score,
    threat: viewThreatBreakdown(
      score,
      form.locusMonster,
      "Fix the Death's Door size to see the total.",
    ),
  };
}
