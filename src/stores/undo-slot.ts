/**
 * The Undo of one action that is not a roster removal ("Empty the pool", "Start a new chase"),
 * kept in this tab only: what the action took, until the Undo puts it back or something else is
 * done here; then, when the Undo was refused, what it could not put back and why, until the next
 * change. The kit's UndoRemove draws it (`removal={{ ...slot, undo }}`). A removal from a roster
 * has its own Undo (the kit's useRemoval).
 */
import { atom, type WritableAtom } from 'nanostores';
import type { Result } from '../rules/result';

export interface UndoSlot<T> {
  /** What the action took, while its Undo is offered. */
  readonly removed: T | null;
  /** What the Undo could not put back, while that is said. */
  readonly refused: T | null;
  /** Why it could not, in words for the reader; null where the tool says it itself. */
  readonly message: string | null;
}

export interface UndoSlotStore<T> {
  readonly $slot: WritableAtom<UndoSlot<T>>;
  /** Keeps what an action took for its Undo (null: it took nothing, so nothing is offered). */
  keep(removed: T | null): void;
  /** Something else was done here: the Undo and any refusal go. */
  drop(): void;
  /**
   * The Undo: `putBack` puts back what was kept and gives what came back, or why not, which is
   * kept to be said. Undefined when there is nothing to undo.
   */
  undo<R, E extends { readonly message?: string }>(
    putBack: (removed: T) => Result<R, E>,
  ): Result<R, E> | undefined;
}

export function createUndoSlot<T>(): UndoSlotStore<T> {
  const empty: UndoSlot<T> = { removed: null, refused: null, message: null };
  const $slot = atom<UndoSlot<T>>(empty);
  return {
    $slot,
    keep: (removed) => $slot.set({ ...empty, removed }),
    drop: () => $slot.set(empty),
    undo(putBack) {
      const { removed } = $slot.get();
      if (removed === null) return undefined;
      const back = putBack(removed);
      $slot.set(
        back.ok ? empty : { removed: null, refused: removed, message: back.error.message ?? null },
      );
      return back;
    },
  };
}
