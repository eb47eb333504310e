/**
 * The line under a tool that says what a click did to saved data ("Added the Lantern to Ada's
 * Items.") or why it was not done ("Not done: " and the rules' refusal in their own words). The
 * live region is always in the page, so a screen reader announces the sentence when it appears.
 * What was done to a character can carry an Undo beside it (a tap that applied a hit to the wrong
 * sheet is taken back at once); the Undo says what it put back, or why it could not.
 */
import type { JSX } from 'preact';
import { useId, useState } from 'preact/hooks';
import { focusAfterRender } from './focus';
import type { Result } from '../../rules/result';
import LiveNote from './LiveNote';
import Button from './Button';

/** Takes an action back: says what was put back, or why nothing was (it changed since). */
export type UndoAction = () => Result<string, { readonly message: string }>;

type Said = {
  readonly refused: boolean;
  readonly text: string;
  readonly undo?: UndoAction | undefined;
} | null;

export interface ActionNote {
  /** The line to place: empty until something is done or refused. */
  readonly note: JSX.Element;
  /** Says what was done; with `undo`, an Undo button beside it takes it back. */
  readonly done: (text: string, undo?: UndoAction) => void;
  readonly refuse: (text: string) => void;
  /** Says what a rules result did (`done` words its value), or why it was refused. */
  readonly report: <T>(
    result: Result<T, { readonly message: string }>,
    done: (value: T) => string,
  ) => void;
  readonly clear: () => void;
  /** Whether the line now says why something was not done: a later success can clear it. */
  readonly refused: boolean;
}

/**
 * `label` names the line for a reader that lists live regions: "Item creator: Cast changes". A
 * line beside a tool's result, which stays the tool's one status, is `{ status: false }` (LiveNote).
 */
export function useActionNote(label?: string, { status = true } = {}): ActionNote {
  const [said, say] = useState<Said>(null);
  const lineId = useId();
  const undo = (action: UndoAction) => {
    const undone = action();
    say(
      undone.ok
        ? { refused: false, text: undone.value }
        : { refused: true, text: undone.error.message },
    );
    // The Undo is gone once pressed: the focus stays on the line that says what it did, not on
    // the next control, where a Space would act again (a die picked, a box ticked).
    focusAfterRender(lineId);
  };
  return {
    note: (
      // Only a status is named: a label on a plain live block is not allowed.
      <LiveNote as="div" label={status ? label : undefined} status={status}>
        {said ? (
          <p id={lineId} class="tool-notice" tabIndex={-1}>
            <span>
              {said.refused ? <strong>Not done: </strong> : null}
              {said.text}
            </span>
            {said.undo ? (
              <>
                {' '}
                <Button onClick={() => undo(said.undo!)}>Undo</Button>
              </>
            ) : null}
          </p>
        ) : null}
      </LiveNote>
    ),
    done: (text, undoAction) => say({ refused: false, text, undo: undoAction }),
    refuse: (text) => say({ refused: true, text }),
    report: (result, done) =>
      say(
        result.ok
          ? { refused: false, text: done(result.value) }
          : { refused: true, text: result.error.message },
      ),
    clear: () => say(null),
    refused: said?.refused ?? false,
  };
}
