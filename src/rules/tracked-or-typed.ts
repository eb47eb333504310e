/**
 * The score a tool rolls against, where a reader may either pick a tracked character or type the
 * score: the character's, taken as it stands on the sheet (damage, scars or injuries may have
 * taken it where typing may not go), or else the typed text as its field read it.
 */
import type { Result } from './result';

export function trackedOrTyped<E>(
  tracked: number | undefined,
  typed: Result<number, E>,
): Result<number, E> {
  return tracked === undefined ? typed : { ok: true, value: tracked };
}
