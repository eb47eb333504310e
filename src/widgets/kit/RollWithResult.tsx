/**
 * The roll most tools make: a Roll button, off with its reason while an input cannot be read, and
 * below it the sentence of the last roll, announced each time (the ResultArea's serial) and marked
 * stale while the inputs that made it cannot be read. The tool says what a roll does; this part
 * owns the button, the result and their wiring, which tools used to write again each.
 */
import type { ComponentChildren } from 'preact';
import type { Result } from '../../rules/result';
import { useShown } from './ResultArea';
import RollAndResult from './RollAndResult';

interface Props {
  /** The tool's id: the button's reason and the result are named from it. */
  readonly id: string;
  /** The button's words: "Roll save". */
  readonly button: ComponentChildren;
  /** Why the button is off (an input cannot be read), or null when it can roll. */
  readonly blockedBy?: string | null;
  /** Names the result's live region: "Save result". */
  readonly label?: string;
  /** Rolls (and logs) and returns the sentence to show, or null when nothing was rolled. */
  readonly roll: () => ComponentChildren | null;
}

export default function RollWithResult({ id, button, blockedBy = null, label, roll }: Props) {
  const [shown, show] = useShown<ComponentChildren>();
  return (
    <RollAndResult
      id={id}
      button={button}
      blockedBy={blockedBy}
      onRoll={() => {
        const sentence = roll();
        if (sentence !== null) show(sentence);
      }}
      shown={shown}
      label={label}
    >
      {(sentence) => <p>{sentence}</p>}
    </RollAndResult>
  );
}

/**
 * A field's reading by its pure rule, split for rendering: the value (null when it cannot be
 * read) and the message to show at the field (null when it can).
 */
export function readField<T>(parsed: Result<T, { readonly message: string }>): {
  value: T | null;
  error: string | null;
} {
  return parsed.ok
    ? { value: parsed.value, error: null }
    : { value: null, error: parsed.error.message };
}
