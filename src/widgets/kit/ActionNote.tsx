/**
 * The line under a tool that says what a click did to saved data ("Added the Lantern to Ada's
 * Items.") or why it was not done ("Not done: " and the rules' refusal in their own words). The
 * live region is always in the page, so a screen reader announces the sentence when it appears.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { Result } from '../../rules/result';
import LiveNote from './LiveNote';

type Said = { readonly refused: boolean; readonly text: string } | null;

export interface ActionNote {
  /** The line to place: empty until something is done or refused. */
  readonly note: JSX.Element;
  readonly done: (text: string) => void;
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

/** `label` names the line for a reader that lists live regions: "Item creator: Cast changes". */
export function useActionNote(label?: string): ActionNote {
  const [said, say] = useState<Said>(null);
  return {
    note: (
      <LiveNote as="div" label={label}>
        {said ? (
          <p class="tool-notice">
            <span>
              {said.refused ? <strong>Not done: </strong> : null}
              {said.text}
            </span>
          </p>
        ) : null}
      </LiveNote>
    ),
    done: (text) => say({ refused: false, text }),
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
