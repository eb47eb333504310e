/**
 * A number in a table cell, named by `label` rather than a label of its own. It keeps what the
 * reader typed while it cannot be read (saying why beside it) and passes on every value that can;
 * a saved value that changes elsewhere shows once the reader is not typing in it, and leaving it
 * writes a readable value the way the reader reads it ("07" becomes "7"). Like the fields in
 * ./fields.tsx it takes its value from the `input` event, so what was typed before the tool
 * hydrated counts.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Result } from '../../rules/result';

export interface NumberCellProps {
  readonly id: string;
  /** The cell's name, said by screen readers: the table's headers show it to the eye. */
  readonly label: string;
  readonly value: number;
  /** The tool's pure reader of the typed text (a rule from src/rules). */
  readonly read: (text: string) => Result<number, { readonly message: string }>;
  /** Each value the reader types that can be read. */
  readonly onValue: (value: number) => void;
}

export default function NumberCell({ id, label, value, read, onValue }: NumberCellProps) {
  const [text, setText] = useState(String(value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(String(value));
  }, [value]);
  const typed = read(text);
  const error = typed.ok ? null : typed.error.message;
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autocomplete="off"
        aria-label={label}
        value={text}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? `${id}-error` : undefined}
        onFocus={() => (focused.current = true)}
        onBlur={() => {
          focused.current = false;
          if (typed.ok) setText(String(typed.value));
        }}
        onInput={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const readable = read(next);
          if (readable.ok) onValue(readable.value);
        }}
      />
      {error ? (
        <span id={`${id}-error`} class="field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}
