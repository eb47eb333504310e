/**
 * Errors as values, for every rule that reads or decides something that can be refused. The type
 * lives with the dice core, which had it first; this is the neutral place the other rules take it
 * from, with the one shape of a refusal: a code a widget or test can branch on, and a sentence a
 * reader can be shown as it is.
 */
import { fail } from './dice/result';

export { fail, succeed, type Result } from './dice/result';

/** Why an input or an action was refused. */
export interface Problem<Code extends string = string> {
  readonly code: Code;
  /** A sentence for the reader, naming what is wrong in plain words. */
  readonly message: string;
}

/**
 * A refusal of data read from outside (a file, a share link) that can name the field at fault,
 * so the reader is told where the data is wrong as well as what is wrong.
 */
export interface FieldProblem<Code extends string = string> extends Problem<Code> {
  /** The bad field, for `invalid-data`: `characters[0].name`, `attributes.attack.rating`. */
  readonly path?: string;
}

/** A refusal with its code and sentence: `refuse('empty', 'Enter a name.')`. */
export function refuse<Code extends string>(
  code: Code,
  message: string,
): { readonly ok: false; readonly error: Problem<Code> } {
  return fail({ code, message });
}
