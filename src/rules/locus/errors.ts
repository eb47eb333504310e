/**
 * The codes the Locus rules refuse with: every reducer or parser that can refuse returns
 * `Result<T, LocusError>`, the site's one refusal (`refuse`, `Problem` and `FieldProblem` of
 * ../result.ts) narrowed to these codes, so a widget can branch on the code and show the sentence.
 * Contract violations that only a programming mistake can cause (an Attribute of 7 passed to a
 * probability function, a die index of 3) throw a RangeError instead, like the dice core does.
 */
import type * as z from 'zod/mini';
import { describeIssues } from '../plain-issues';
import { fail, refuse, succeed, type FieldProblem, type Result } from '../result';

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
  | SavedValueCode;

/** Why a saved or imported value could not be read: not JSON, or a field the schema refuses. */
export type SavedValueCode = 'invalid-json' | 'invalid-data';

/** A Locus refusal; `path` says where in the input, for parse errors: `characters.0.attributes.frailty`. */
export type LocusError = FieldProblem<LocusErrorCode>;

export type LocusResult<T> = Result<T, LocusError>;

/**
 * A saved or imported value, as JSON text or already parsed, read by `schema`. The refusal says
 * the text is not JSON, or names the first bad field and how many more there are
 * ("The cast: characters[0].attributes.frailty: expected at most 5"); `what` starts the sentence.
 */
export function readSavedValue<T>(
  json: unknown,
  schema: z.ZodMiniType<T>,
  what: string,
): Result<T, FieldProblem<SavedValueCode>> {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch (error) {
      return refuse(
        'invalid-json',
        `${what} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return succeed(parsed.data);
  const issue = describeIssues(parsed.error.issues, what, value);
  return fail({ code: 'invalid-data', message: issue.message, path: issue.path });
}
