/**
 * Dead Weight's risk dice: `3d!` rolls three d6 and is "triggered" when any of them shows 1.
 * More risk dice make triggering more likely.
 */
import type { Fraction } from './fraction';

/** Faces of one risk die. */
export const RISK_DIE_SIDES = 6;

/** The face that triggers. */
export const RISK_TRIGGER_FACE = 1;

/** Chance that `count` risk dice trigger: all outcomes minus those where no die shows 1. */
export function computeRiskTriggerChance(count: number): Fraction {
  const outcomes = BigInt(RISK_DIE_SIDES) ** BigInt(count);
  const quiet = BigInt(RISK_DIE_SIDES - 1) ** BigInt(count);
  return { numerator: outcomes - quiet, denominator: outcomes };
}
