/**
 * A labelled text input with its hint and its problem shown at the field, like the kit's
 * NumberField but for words and decimals (the kit has no text field yet). Extra input attributes
 * (maxLength, list, inputMode, placeholder) pass through; children follow the input, for a
 * button beside it (give the field `locus-inline-field`).
 */
import type { ComponentChildren, InputHTMLAttributes } from 'preact';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'label' | 'children'>;

interface Props extends InputAttributes {
  readonly id: string;
  readonly label: ComponentChildren;
  readonly value: string;
  readonly onText: (text: string) => void;
  readonly error?: string | null;
  readonly hint?: ComponentChildren;
  readonly fieldClass?: string;
  readonly children?: ComponentChildren;
}

export default function TextField({ id, label, value, onText, error = null, hint, fieldClass, children, ...input }: Props) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class={fieldClass ? `field ${fieldClass}` : 'field'}>
      <label for={id}>{label}</label>
      <input
        type="text"
        autocomplete="off"
        {...input}
        id={id}
        value={value}
        onInput={(event) => onText(event.currentTarget.value)}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={describedBy}
      />
      {children}
      {hint ? (
        <p id={`${id}-hint`} class="tool-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
