/**
 * A labelled text field with its message: the kit's fields cover numbers, choices and toggles,
 * and Dead Weight also takes names, locations, doom effects and attack notation as text. A
 * message found on submit is announced (`alert`); one found as the reader types is not.
 */
interface Props {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onText: (text: string) => void;
  readonly error?: string | null;
  readonly hint?: string;
  readonly alert?: boolean;
  readonly maxLength?: number;
  readonly inputClass?: string;
  readonly list?: string;
  readonly onEnter?: () => void;
}

export default function TextField({ id, label, value, onText, error = null, hint, alert = false, maxLength, inputClass, list, onEnter }: Props) {
  const note = error ? { id: `${id}-error`, class: 'field-error', text: error } : hint ? { id: `${id}-hint`, class: 'tool-hint', text: hint } : null;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        class={inputClass}
        type="text"
        autocomplete="off"
        spellcheck={false}
        list={list}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={note?.id}
        onInput={(event) => onText(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && onEnter?.()}
      />
      {note ? (
        <p id={note.id} class={note.class} role={error && alert ? 'alert' : undefined}>
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
