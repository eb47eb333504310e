/**
 * A number in a table cell, named by `label` rather than a label of its own: a SavedNumberField's
 * text and reading (./SavedNumberField.tsx) with the message beside it, and leaving it writes a
 * readable value the way the reader reads it ("07" becomes "7"). Like the fields in ./fields.tsx
 * it takes its value from the `input` event, so what was typed before the tool hydrated counts.
 */
import { useNumberText, type NumberReader } from './SavedNumberField';

export interface NumberCellProps {
  readonly id: string;
  /** The cell's name, said by screen readers: the table's headers show it to the eye. */
  readonly label: string;
  readonly value: number;
  /** The tool's pure reader of the typed text (a rule from src/rules). */
  readonly read: NumberReader;
  /** Each value the reader types that can be read. */
  readonly onValue: (value: number) => void;
}

export default function NumberCell({ id, label, value, read, onValue }: NumberCellProps) {
  const { text, typed, onText } = useNumberText(value, read, onValue);
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
        onBlur={() => typed.ok && onText(String(typed.value))}
        onInput={(event) => onText(event.currentTarget.value)}
      />
      {error ? (
        <span id={`${id}-error`} class="field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}
