/**
 * A labelled text input with its error shown and read at the field, like the kit's NumberField
 * but for names (the kit has no text field yet).
 */
import type { Ref } from 'preact';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onInput: (text: string) => void;
  readonly error?: string | null;
  readonly maxLength?: number;
  readonly inputRef?: Ref<HTMLInputElement>;
}

export default function TextField({ id, label, value, onInput, error = null, maxLength, inputRef }: Props) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        autocomplete="off"
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
