/**
 * The one schema for a stored, shared or logged whole number in a range, so every ruleset refuses
 * one in the same words. The words are a developer's ("expected at most 5"): readers see
 * plain-issues.ts's sentences, built from the code and bounds, which this keeps as Zod
 * makes them. Typed text is read by `readWholeNumber` (./whole-number.ts) instead, which widgets
 * import; that is why this lives apart from it, so reading a field never loads a validator.
 */
import * as z from 'zod/mini';

export interface WholeNumberWords {
  /** Said after a bound, for a count of things: "Layers" gives "expected at most 6 Layers". */
  readonly unit?: string;
  /** The refusal of a value that is not a number at all: "expected a number of segments". */
  readonly notANumber?: string;
}

/**
 * A whole number from `min` to `max`, or from `min` up when `max` is left out (a count with no
 * rule above it). Further checks, such as a multiple of 3, chain on with `.check(...)`.
 */
export function wholeNumberSchema(
  min: number,
  max?: number,
  words: WholeNumberWords = {},
): z.ZodMiniNumber<number> {
  const unit = words.unit === undefined ? '' : ` ${words.unit}`;
  const bounds: z.core.$ZodCheck<number>[] = [z.minimum(min, `expected at least ${min}${unit}`)];
  // Left out rather than set to the largest safe number: the whole-number check already refuses
  // beyond it, and a second issue would add "and 1 more problem" to what readers are told.
  if (max !== undefined) bounds.push(z.maximum(max, `expected at most ${max}${unit}`));
  return z
    .number(words.notANumber === undefined ? undefined : { error: words.notANumber })
    .check(z.int('expected a whole number'), ...bounds);
}
