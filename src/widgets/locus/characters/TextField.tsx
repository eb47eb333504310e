/**
 * A labelled one-line text field with its problem shown under it. The kit has number, choice
 * and toggle fields but no text field yet; this one belongs there.
 */
interface Props {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onText: (text: string) => void;
  readonly error?: string | null;
  readonly fieldClass?: string;
}

export default function TextField({ id, label, value, onText, error, fieldClass }: Props) {
  return (
    <div class={fieldClass ? `field ${fieldClass}` : 'field'}>
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        onInput={(event) => onText(event.currentTarget.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
