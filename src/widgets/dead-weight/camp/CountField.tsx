/**
 * A labelled whole-number field that keeps what the reader typed: text that is not a number
 * stays in the field with a message and is never passed on, so a half-typed value cannot reach
 * a store. Range messages come from the rules (`error`), shown under the same field.
 */
import { useEffect, useState } from 'preact/hooks';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** The rules' message about the stored value, if any. */
  readonly error?: string | undefined;
  readonly hint?: string;
}

export default function CountField({ id, label, value, onChange, error, hint }: Props) {
  const [text, setText] = useState(String(value));
  const [typed, setTyped] = useState<string | null>(null);

  // Another tab or a reset changes the stored value: show it unless the reader is mid-correction.
  useEffect(() => {
    if (typed === null) setText(String(value));
  }, [value, typed]);

  function input(next: string) {
    setText(next);
    const trimmed = next.trim();
    if (trimmed === '') {
      setTyped('Enter a number.');
      return;
    }
    const number = Number(trimmed);
    if (!Number.isFinite(number) || !/^-?\d+(\.\d+)?$/.test(trimmed)) {
      setTyped(`"${trimmed}" is not a number.`);
      return;
    }
    setTyped(null);
    onChange(number);
  }

  const message = typed ?? error;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class="field dwc-count">
      <label for={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} class="dwc-hint">
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={message ? 'true' : undefined}
        aria-describedby={describedBy}
        onInput={(event) => input(event.currentTarget.value)}
      />
      {message ? (
        <p id={`${id}-error`} class="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
