/**
 * What the threat calculator shows, decided in one place from its form and its rows of
 * Inflictions: the rating and chase fields (each with the edit it makes), each Infliction's row,
 * and the score.
 */
import type { Difficulty } from './attributes';
import type { FieldSpec } from './field-specs';
import { chaseFieldSpec, ratingFieldSpec } from './monster-form-view';
import { inflictionDifficultyOptions } from './monster-options';
import { viewThreatBreakdown, type ThreatBreakdownView } from './threat-breakdown-view';
import { MONSTER_ATTRIBUTES, type ThreatScore } from './threat';
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
  readonly chase: readonly FieldSpec<ThreatCalculatorEdit>[];
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
    chase: [
      chaseFieldSpec<ThreatCalculatorEdit>(form.chaseLikelihood, (chaseLikelihood) => ({
        chaseLikelihood,
      })),
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
