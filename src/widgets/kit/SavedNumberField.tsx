/**
 * A number the tool keeps (a saved score, a stored count) edited as text. What the reader types
 * stays in the field while it cannot be read, with the reader's message at the field; each value
 * that can be read and differs from the kept one is passed on, so a half-typed value never reaches
 * a store. A change from elsewhere (another tab, a rest, a re-roll) shows in the field, unless the
 * field already reads as that number ("07" typed for 7 stays as typed).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Result } from '../../rules/result';
import { NumberField, type NumberFieldProps } from './fields';

/** A tool's pure reader of typed text (a rule from src/rules). */
export type NumberReader = (text: string) => Result<number, { readonly message: string }>;

/** The field's text over a kept number, and what was typed as the reader reads it. */
export function useNumberText(
  value: number,
  read: NumberReader,
  onValue: (value: number) => void,
): { text: string; typed: ReturnType<NumberReader>; onText: (text: string) => void } {
  const [text, setText] = useState(String(value));
  useEffect(
    () =>
      setText((shown) => {
        const reading = read(shown);
        return reading.ok && reading.value === value ? shown : String(value);
      }),
    [value],
  );
  return {
    text,
    typed: read(text),
    onText(next) {
      setText(next);
      const reading = read(next);
      if (reading.ok && reading.value !== value) onValue(reading.value);
    },
  };
}

export interface SavedNumberFieldProps extends Omit<NumberFieldProps, 'text' | 'onText' | 'error'> {
  readonly value: number;
  readonly read: NumberReader;
  readonly onValue: (value: number) => void;
  /** What the rules say of the kept value (e.g. out of range for now), shown when the text reads. */
  readonly error?: string | null | undefined;
}

export default function SavedNumberField({
  value,
  read,
  onValue,
  error = null,
  ...field
}: SavedNumberFieldProps) {
  const { text, typed, onText } = useNumberText(value, read, onValue);
  return (
    <NumberField
      {...field}
      text={text}
      onText={onText}
      error={typed.ok ? error : typed.error.message}
    />
  );
}
