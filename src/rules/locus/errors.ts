/**
 * Errors as values for the Locus rules: every reducer or parser that can refuse returns
 * `Result<T, LocusError>` with a code a widget can branch on and a sentence it can show.
 * Contract violations that only a programming mistake can cause (an Attribute of 7 passed to a
 * probability function, a die index of 3) throw a RangeError instead, like the dice core does.
 */
import type * as z from 'zod/mini';
import type { Result } from '../dice';
import { describeIssues } from '../plain-issues';

export type LocusErrorCode =
  | 'not-enough-willpower'
  | 'invalid-amount'
  | 'invalid-attribute'
  | 'unknown-injury'
  | 'already-restored'
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
  | 'empty-discard-pile'
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

export function refuse<Code extends LocusErrorCode>(
  code: Code,
  message: string,
  path?: string,
): { readonly ok: false; readonly error: LocusError & { readonly code: Code } } {
  return { ok: false, error: path === undefined ? { code, message } : { code, message, path } };
}

/**
 * A saved or imported value, as JSON text or already parsed, read by `schema`. The refusal says
 * the text is not JSON, or names the first bad field and how many more there are
 * ("The cast: characters[0].attributes.frailty: expected at most 5"); `what` starts the sentence.
 */
export function readSavedValue<T>(
  json: unknown,
  schema: z.ZodMiniType<T>,
  what: string,
): Result<T, LocusError & { readonly code: 'invalid-json' | 'invalid-data' }> {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch (error) {
      return refuse<'invalid-json'>(
        'invalid-json',
        `${what} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return succeed(parsed.data);
  const issue = describeIssues(parsed.error.issues, what, value);
  return refuse<'invalid-data'>('invalid-data', issue.message, issue.path);
}
