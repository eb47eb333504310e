/**
 * Numbers typed into Dead Weight's tools that need not be whole. Whole numbers are read by
 * `readWholeNumber` (../whole-number.ts), as in every ruleset.
 */
import type { Result } from '../dice';

export type DwFieldErrorCode = 'empty' | 'not-a-number';

export interface DwFieldError {
  readonly code: DwFieldErrorCode;
  readonly message: string;
}

export type DwFieldResult = Result<number, DwFieldError>;

const fail = (code: DwFieldErrorCode, message: string): DwFieldResult => ({
  ok: false,
  error: { code, message },
});

/**
 * Any number, for fields whose range the rules check afterwards (the camp planner keeps an out of
 * range count so the rule can say what is wrong with it): only text that is not a number is refused.
 */
export function readDwNumber(text: string): DwFieldResult {
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty', 'Enter a number.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed))
    return fail('not-a-number', `"${trimmed}" is not a number.`);
  return { ok: true, value: Number(trimmed) };
}
