/**
 * Errors as values, for every rule that reads or decides something that can be refused. The type
 * lives with the dice core, which had it first; this is the neutral place the other rules take it
 * from.
 */
export { fail, succeed, type Result } from './dice/result';
