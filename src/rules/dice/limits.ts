/**
 * Hard limits on what the notation accepts. They exist so that a typo like `1000d1000` gives a
 * clear error instead of freezing the tab: rolling and the exact distribution both grow with
 * the number of dice and sides.
 */

/** Most dice in one term, and in the whole expression (risk dice count, a usage die counts one). */
export const MAX_DICE = 100;

/** Most sides on one die. */
export const MAX_SIDES = 1000;

/**
 * Largest constant or success target: far above any sensible modifier, and small enough that
 * totals stay safe integers (2^53 is about 9 × 10^15) for any input a person could type.
 */
export const MAX_NUMBER = 1_000_000;
