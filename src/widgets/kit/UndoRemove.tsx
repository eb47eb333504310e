/**
 * Removing an entry from a saved roster with a way back. `useRemoval` keeps the last removal and
 * undoes it through the roster (which puts the entry back at its place); `UndoRemove` says what was
 * removed beside an Undo button. The button takes the focus when it appears: the removed entry's
 * own button is gone, and a keyboard reader would otherwise be left at the top of the page; and it
 * is kept in view should a smooth scroll under way carry the page on past it. An entry that cannot
 * come back (the list filled up meanwhile, in this tab or another) is said so, never lost in
 * silence.
 */
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { Removed, Roster } from '../../stores/roster';
import { keepFocusedInView } from './focus';
import LiveNote from './LiveNote';
import Button from './Button';

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
  /** The entry the last undo could not put back, until something else happens here. */
  readonly refused: Removed<Item> | null;
  /** Drops the undo, once something else has happened to the roster. */
  readonly forget: () => void;
}

export function useRemoval<Item extends { readonly id: string }>(
  roster: Removing<Item>,
  /** What the tool does with an entry once it is back (select it, say so). */
  onRestored?: (item: Item) => void,
): Removal<Item> {
  const [removed, setRemoved] = useState<Removed<Item> | null>(null);
  const [refused, setRefused] = useState<Removed<Item> | null>(null);
  return {
    removed,
    refused,
    remove(id) {
      const gone = roster.remove(id);
      if (gone) setRemoved(gone);
      setRefused(null);
      return gone;
    },
    undo() {
      if (!removed) return undefined;
      setRemoved(null);
      const restored = roster.restore(removed);
      if (restored) onRestored?.(restored);
      setRefused(restored ? null : removed);
      return restored;
    },
    forget: () => {
      setRemoved(null);
      setRefused(null);
    },
  };
}

/** Something removed that can be put back: a roster's Removal, or a tool's own (a screen panel). */
export interface Undoable<T> {
  readonly removed: T | null;
  readonly undo: () => unknown;
  /** What the last undo could not put back, said in `refusedText`'s words. */
  readonly refused?: T | null;
}

export interface UndoRemoveProps<T> {
  readonly removal: Undoable<T>;
  /** What was removed, as a sentence: "Removed Kara." */
  readonly text: (removed: T) => string;
  /** The button's words; "Undo" unless the tool says more. */
  readonly button?: string;
  /** Why `removal.refused` did not come back; a general sentence unless the tool says more. */
  readonly refusedText?: (refused: T) => string;
}

const REFUSED = 'Could not put it back: the list is full, or it is back already. Remove one first.';

/** The line, while something removed can be put back; nothing otherwise. */
export default function UndoRemove<T>({
  removal,
  text,
  button = 'Undo',
  refusedText = () => REFUSED,
}: UndoRemoveProps<T>) {
  const undo = useRef<HTMLButtonElement>(null);
  const sentenceId = useId();
  // Each new removal takes the focus, even one with the same words, and keeps it in sight.
  useEffect(() => {
    const button = undo.current;
    if (!button) return;
    button.focus();
    keepFocusedInView(button);
  }, [removal.removed]);
  if (removal.removed === null) {
    return removal.refused ? (
      <LiveNote class="tool-notice">{refusedText(removal.refused)}</LiveNote>
    ) : null;
  }
  return (
    <LiveNote class="tool-notice">
      {/* A sentence of its own, then the button: the sentence reads whole, as the tool says it.
          The line is new, and a live region that appears with its words is often not read out;
          the focus lands on the button, which the sentence describes, so what was done is heard. */}
      <span id={sentenceId}>{text(removal.removed)}</span>{' '}
      <Button buttonRef={undo} aria-describedby={sentenceId} onClick={() => removal.undo()}>
        {button}
      </Button>
    </LiveNote>
  );
}
