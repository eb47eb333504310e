/**
 * Dead Weight's usage dice: a torch or a ration is tracked as a die that shrinks with use.
 * Rolling 1 or 2 steps it down the chain d20 -> d12 -> d10 -> d8 -> d6 -> d4, and a d4 that steps
 * down is used up.
 */
import type { Fraction } from './fraction';

/** The chain from largest to smallest, so the next die is always the following entry. */
export const USAGE_DIE_CHAIN = [20, 12, 10, 8, 6, 4] as const;

export type UsageDieSides = (typeof USAGE_DIE_CHAIN)[number];

/** A roll at or below this steps the die down. */
export const USAGE_STEP_DOWN_AT = 2;

export function isUsageDieSides(sides: number): sides is UsageDieSides {
  return (USAGE_DIE_CHAIN as readonly number[]).includes(sides);
}

/** The die that replaces `sides` after it steps down, or null when the item is used up. */
export function stepDownUsageDie(sides: UsageDieSides): UsageDieSides | null {
  const index = USAGE_DIE_CHAIN.indexOf(sides);
  return USAGE_DIE_CHAIN[index + 1] ?? null;
}

/** Whether a rolled value makes the die step down. */
export function checkUsageStepDown(value: number): boolean {
  return value <= USAGE_STEP_DOWN_AT;
}

/** Chance that one roll of the usage die steps it down: 2 faces of `sides`. */
export function computeUsageStepDownChance(sides: UsageDieSides): Fraction {
  return { numerator: BigInt(USAGE_STEP_DOWN_AT), denominator: BigInt(sides) };
}
