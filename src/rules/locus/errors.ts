/**
 * Errors as values for the Locus rules: every reducer or parser that can refuse returns
 * `Result<T, LocusError>` with a code a widget can branch on and a sentence it can show.
 * Contract violations that only a programming mistake can cause (an Attribute of 7 passed to a
 * probability function, a die index of 3) throw a RangeError instead, like the dice core does.
 */
import type { Result } from '../dice';

export type LocusErrorCode =
  | 'not-enough-willpower'
  | 'invalid-amount'
  | 'invalid-attribute'
  | 'unknown-injury'
  | 'unknown-item'
  | 'unknown-skill'
  | 'unknown-character'
  | 'duplicate-id'
  | 'item-destroyed'
  | 'item-not-damaged'
  | 'card-not-in-hand'
  | 'card-already-in-hand'
  | 'cannot-shed-haunt-card'
  | 'empty-draw-pile'
  | 'invalid-json'
  | 'invalid-data';

export interface LocusError {
  readonly code: LocusErrorCode;
  /** A sentence for the reader, naming the field or thing that is wrong. */
  readonly message: string;
  /** Where in the input the problem is, for parse errors: `characters.0.attributes.frailty`. */
  readonly path?: string;
}

export type LocusResult<T> = Result<T, LocusError>;

export function succeed<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function refuse(
  code: LocusErrorCode,
  message: string,
  path?: string,
): { readonly ok: false; readonly error: LocusError } {
  return { ok: false, error: path === undefined ? { code, message } : { code, message, path } };
}
