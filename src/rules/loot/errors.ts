/**
 * Errors as values for what people type into the LOOT tools: a code a widget can branch on and a
 * sentence in plain words it shows at the field.
 */
import type { Problem, Result } from '../result';
import { readName } from '../name-text';
import type { WholeNumberProblem } from '../whole-number';

/** A number's problems are those of `readWholeNumber` (../whole-number.ts), read as everywhere. */
export type LootInputErrorCode = WholeNumberProblem | 'empty' | 'too-long';

export type LootInputError = Problem<LootInputErrorCode>;

export type LootInputResult<T> = Result<T, LootInputError>;

/** A name typed for a character or an item: trimmed, not empty, at most `max` characters. */
export function parseLootName(
  text: string,
  max: number,
  what: 'character' | 'item',
): LootInputResult<string> {
  return readName(text, max, `Give the ${what} a name.`);
}
