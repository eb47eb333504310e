/**
 * The Undo of a change a tool made to one entry of a saved roster (a hit applied, fatigue added):
 * the roster puts the entry back as it was only while nothing has changed it since, so an Undo
 * never throws away an edit made after it, here or in another tab.
 */
import { fail, succeed } from '../../rules/result';
import type { Changed, Roster } from '../../stores/roster';
import type { UndoAction } from './ActionNote';

export function undoChange<Item extends { readonly id: string }>(
  roster: Pick<Roster<Item, unknown>, 'revert'>,
  changed: Changed<Item> | undefined,
  /** What the Undo says when done ("Took back the wound on Ada's slot 4."), and whose entry it is. */
  words: { readonly undone: string; readonly whose: string },
): UndoAction | undefined {
  if (!changed) return undefined;
  return () =>
    roster.revert(changed)
      ? succeed(words.undone)
      : fail({
          message: `${words.whose} has changed since, so the Undo would lose that; change it back by hand.`,
        });
}
