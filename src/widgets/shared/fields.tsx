/**
 * Form pieces every tool uses. A number is typed as text, so any input (empty, "12a", "-3") can be
 * explained at the field instead of being dropped by the browser; a toggle is a labelled checkbox.
 * Each ruleset's tools pass their own class names for their styles.
 */

export interface NumberFieldProps {
  readonly id: string;
  readonly label: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  /** What is wrong with the text, shown under the field and read with it. */
  readonly error: string | null;
  /** Extra words under the field, e.g. the rule that limits it. */
  readonly hint?: string;
  readonly fieldClass?: string;
  readonly inputClass?: string;
  readonly hintClass?: string;
}

export function NumberField({ id, label, text, onText, error, hint, fieldClass, inputClass, hintClass }: NumberFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class={fieldClass ? `field ${fieldClass}` : 'field'}>
      <label for={id}>{label}</label>
      <input
        id={id}
        class={inputClass}
        type="text"
        inputMode="numeric"
        autocomplete="off"
        value={text}
        onInput={(event) => onText(event.currentTarget.value)}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} class={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface ToggleProps {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly class?: string;
}

export function Toggle({ id, label, checked, onChange, class: className }: ToggleProps) {
  return (
    <label class={className} for={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}
