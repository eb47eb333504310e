/**
 * The words under a Locus check's three dice: what they are headed with, and what the die the
 * check reads shows against what it needed. The dice themselves are drawn by the rollers.
 */
import { DURABILITY_TARGET, type DurabilityCheck } from './durability-check';
import type { OutcomeCheck } from './outcome-check';

/** After an Outcome-style verdict: "the middle die shows 2, not above 3." */
export function describeUsedDie(check: OutcomeCheck): string {
  const against = check.success ? 'above' : 'not above';
  return `the ${check.usedRank} die shows ${check.usedValue}, ${against} ${check.attribute}.`;
}

/** A Stress Check's verdict on its dice. */
export function stressVerdict(check: Pick<OutcomeCheck, 'success'>): string {
  return check.success ? 'Passed' : 'Failed';
}

/** One step of an Untrained Check rolled: "Approach: Hard Ignorance 3", and its verdict. */
export function untrainedStepWords(
  step: 'Approach' | 'Action',
  attributeName: string,
  check: OutcomeCheck,
): { readonly heading: string; readonly verdict: string } {
  return {
    heading: `${step}: Hard ${attributeName} ${check.attribute}`,
    verdict: check.success ? 'Succeeded' : 'Failed',
  };
}

/** Above a Durability Check's dice: "Lantern: Quality 2", or "Quality 2" for no Item named. */
export function durabilityHeading(itemName: string, quality: number): string {
  return `${itemName ? `${itemName}: ` : ''}Quality ${quality}`;
}

/** After a Durability Check's verdict: "(the middle die shows 3, needs 4+)." */
export function describeDurabilityDie(check: DurabilityCheck): string {
  return `(the ${check.usedRank} die shows ${check.usedValue}, needs ${DURABILITY_TARGET}+).`;
}
