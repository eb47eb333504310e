/**
 * A whole-number field over a stored count: text that is not a number stays in the field with a
 * message and is never passed on, so a half-typed value cannot reach a store. Range messages come
 * from the rules (`error`), shown at the same field.
 */
import { useEffect, useState } from 'preact/hooks';
import { readDwNumber } from '../../../rules/dead-weight/fields';
import { NumberField } from '../../kit';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** The rules' message about the stored value, if any. */
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
}

export default function CountField({ id, label, value, onChange, error, hint }: Props) {
  const [text, setText] = useState(String(value));
  const read = readDwNumber(text);
  const typed = read.ok ? null : read.error.message;

  // Another tab or a reset changes the stored value: show it unless the reader is mid-correction.
  useEffect(() => {
    if (typed === null) setText(String(value));
  }, [value, typed]);

  function input(next: string) {
    setText(next);
    const parsed = readDwNumber(next);
    if (parsed.ok) onChange(parsed.value);
  }

  return (
    <NumberField
      id={id}
      label={label}
      hint={hint}
      text={text}
      onText={input}
      error={typed ?? error ?? null}
    />
  );
}
