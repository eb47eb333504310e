/**
 * What the Monster builder and the threat calculator say when an Infliction is added or removed,
 * from the Infliction itself, so the sentence follows the defaults a new one gets.
 */
import { ATTRIBUTE_LABELS, DIFFICULTY_LABELS, type Difficulty } from './attributes';
import { findCondition } from './conditions';
import type { Infliction } from './monster';

/** The builder's: "Infliction 2 added: Medium, Clumsiness Check or Prone. Change them below." */
export function describeInflictionAdded(
  infliction: Pick<Infliction, 'attribute' | 'condition' | 'difficulty'>,
  count: number,
): string {
  return `Infliction ${count} added: ${DIFFICULTY_LABELS[infliction.difficulty]}, ${ATTRIBUTE_LABELS[infliction.attribute]} Check or ${findCondition(infliction.condition).label}. Change them below.`;
}

/** The calculator's, which counts only difficulties: "Infliction 2 added (Medium)." */
export function describeDifficultyAdded(difficulty: Difficulty, count: number): string {
  return `Infliction ${count} added (${DIFFICULTY_LABELS[difficulty]}).`;
}

/** Either tool's, for the Infliction at `index` (from 0): "Infliction 1 removed." */
export function describeInflictionRemoved(index: number): string {
  return `Infliction ${index + 1} removed.`;
}
