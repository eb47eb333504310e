/**
 * Removing an entry from a saved roster with a way back. `useRemoval` keeps the last removal and
 * undoes it through the roster (which puts the entry back at its place); `UndoRemove` says what was
 * removed beside an Undo button. The button takes the focus when it appears: the removed entry's
 * own button is gone, and a keyboard reader would otherwise be left at the top of the page.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Removed, Roster } from '../../stores/roster';
import LiveNote from './LiveNote';

/** The roster actions a removal needs. */
type Removing<Item extends { readonly id: string }> = Pick<
  Roster<Item, unknown>,
  'remove' | 'restore'
>;

export interface Removal<Item> {
  /** The last entry removed here, until it is put back or forgotten. */
  readonly removed: Removed<Item> | null;
  /** Removes the entry with this id and keeps it for undo; undefined when there was none. */
  readonly remove: (id: string) => Removed<Item> | undefined;
  /** Puts the last removed entry back and returns it (undefined when it could not come back). */
  readonly undo: () => Item | undefined;
  /** Drops the undo, once something else has happened to the roster. */
  readonly forget: () => void;
}

export function useRemoval<Item extends { readonly id: string }>(
  roster: Removing<Item>,
): Removal<Item> {
  const [removed, setRemoved] = useState<Removed<Item> | null>(null);
  return {
    removed,
    remove(id) {
      const gone = roster.remove(id);
      if (gone) setRemoved(gone);
      return gone;
    },
    undo() {
      if (!removed) return undefined;
      setRemoved(null);
      return roster.restore(removed);
    },
    forget: () => setRemoved(null),
  };
}

export interface UndoRemoveProps {
  /** What was removed, as a sentence: "Removed Kara." */
  readonly text: string;
  /** What was removed: each new removal takes the focus again, even one with the same words. */
  readonly removed: unknown;
  /** The button's words; "Undo" unless the tool says more. */
  readonly button?: string;
  readonly onUndo: () => void;
}

export default function UndoRemove({ text, removed, button = 'Undo', onUndo }: UndoRemoveProps) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), [removed]);
  return (
    <LiveNote class="tool-notice">
      {text}{' '}
      <button ref={undo} type="button" class="text-button" onClick={onUndo}>
        {button}
      </button>
    </LiveNote>
  );
}
