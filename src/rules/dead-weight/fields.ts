/**
 * Numbers typed into Dead Weight's tools, read as the tools need them: each reader takes the
 * field's text and gives the number, or a code and a plain sentence to show at the field.
 */
import type { Result } from '../dice';

export type DwFieldErrorCode = 'empty' | 'not-a-number' | 'not-whole' | 'out-of-range';

export interface DwFieldError {
  readonly code: DwFieldErrorCode;
  readonly message: string;
}

export type DwFieldResult = Result<number, DwFieldError>;

const fail = (code: DwFieldErrorCode, message: string): DwFieldResult => ({
  ok: false,
  error: { code, message },
});

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A whole number from `min` to `max`, named in the message as `what` ("the score"):
 * "Enter the score.", "The score must be a whole number, like 2.", "The score must be from 0 to 20."
 */
export function readDwWhole(text: string, min: number, max: number, what: string): DwFieldResult {
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty', `Enter ${what}.`);
  if (!/^-?\d+$/.test(trimmed))
    return fail('not-whole', `${capitalise(what)} must be a whole number, like 2.`);
  const value = Number(trimmed);
  if (value < min || value > max)
    return fail('out-of-range', `${capitalise(what)} must be from ${min} to ${max}.`);
  return { ok: true, value };
}

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

/** An attribute's score, proficiency, fatigue or wounds on the character sheet: 0 to `max`, said briefly for a table cell. */
export function readDwSheetValue(text: string, max: number): DwFieldResult {
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty', 'Enter a number.');
  if (!/^\d+$/.test(trimmed)) return fail('not-whole', 'A whole number.');
  const value = Number(trimmed);
  if (value > max) return fail('out-of-range', `At most ${max}.`);
  return { ok: true, value };
}
