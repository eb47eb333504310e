/**
 * Importing a tool's file: a labelled file field that reads the chosen file, hands its text to
 * the tool (which decodes it with its file codec and adds what it holds) and shows the outcome:
 * what was added, or why the file was refused, at the field in plain words. Export is a button
 * calling `downloadJson` (./json-file.ts) with the codec's text.
 */
import { useState } from 'preact/hooks';
import type { Result } from '../../rules/dice';
import { readTextFile } from './json-file';

interface Props {
  readonly id: string;
  readonly label: string;
  /** The kind of file, with its article, for messages: "a party file". */
  readonly kind: string;
  /** Larger files are refused unread. */
  readonly maxBytes: number;
  /** Decodes and adds the file; says what was added, or why nothing was. */
  readonly onImport: (
    text: string,
    fileName: string,
  ) => Result<string, { readonly message: string }>;
}

export default function FileImport({ id, label, kind, maxBytes, onImport }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setStatus('');
    if (!file) return;
    const read = await readTextFile(file, maxBytes, kind);
    const outcome = read.ok
      ? onImport(read.text, file.name)
      : ({ ok: false, error: { message: read.message } } as const);
    if (outcome.ok) {
      setError(null);
      setStatus(outcome.value);
      input.value = '';
    } else {
      setError(outcome.error.message);
    }
  };
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="application/json,.json"
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void choose(event.currentTarget)}
      />
      {error ? (
        <p id={`${id}-error`} class="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p class="tool-hint" role="status">
        {status}
      </p>
    </div>
  );
}
