/**
 * The value of a LOOT step or edit a test needs to succeed: a refusal fails the test with its
 * message, so a test reads on from the value.
 */
import type { Result } from '../../../src/rules/result';

export function ok<T>(result: Result<T, { readonly message: string }>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The fight after an initiative step a test needs to succeed. */
export function okState<S>(step: Result<{ readonly state: S }, { readonly message: string }>): S {
  return ok(step).state;
}
