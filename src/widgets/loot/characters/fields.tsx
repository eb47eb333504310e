/**
 * A text input and a select whose error is shown and read at the field, for names and for the
 * grips refusing an item. The kit has NumberField for numbers; it has no text field yet, and its
 * ChoiceField does not mark the select invalid.
 */
import type { ComponentChildren, Ref } from 'preact';

interface FrameProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | null;
  /** The error's id, when several fields share one message. */
  readonly errorId?: string;
}

/** The label, the control (given its accessibility attributes) and the error under it. */
function Frame({ id, label, error, errorId = `${id}-error`, control }: FrameProps & { control: (a11y: { 'aria-invalid'?: 'true'; 'aria-describedby'?: string }) => ComponentChildren }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {control(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {})}
      {error ? (
        <p id={errorId} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ value, onInput, maxLength, inputRef, ...frame }: FrameProps & { value: string; onInput: (text: string) => void; maxLength?: number; inputRef?: Ref<HTMLInputElement> }) {
  return <Frame {...frame} control={(a11y) => <input ref={inputRef} id={frame.id} type="text" autocomplete="off" value={value} maxLength={maxLength} onInput={(event) => onInput(event.currentTarget.value)} {...a11y} />} />;
}

export function SelectField({ value, onChange, children, ...frame }: FrameProps & { value: string; onChange: (value: string) => void; children: ComponentChildren }) {
  return (
    <Frame
      {...frame}
      control={(a11y) => (
        <select id={frame.id} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...a11y}>
          {children}
        </select>
      )}
    />
  );
}
