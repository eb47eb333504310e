/**
 * Numbers typed into Dead Weight's tools that need not be whole. Whole numbers are read by
 * `readWholeNumber` (../whole-number.ts), as in every ruleset.
 */
import { refuse, succeed, type Problem, type Result } from '../result';

export type DwFieldErrorCode = 'empty' | 'not-a-number';

export type DwFieldError = Problem<DwFieldErrorCode>;

export type DwFieldResult = Result<number, DwFieldError>;

/**
 * Any number, for fields whose range the rules check afterwards (the camp planner keeps an out of
 * range count so the rule can say what is wrong with it): only text that is not a number is refused.
 */
export function readDwNumber(text: string): DwFieldResult {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('empty', 'Enter a number.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed))
    return refuse('not-a-number', `"${trimmed}" is not a number.`);
  return succeed(Number(trimmed));
}
