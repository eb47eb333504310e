/**
 * Export the Cast as a JSON file and import one. An imported file is validated by the rules'
 * `parseCast`: a bad file is refused with the field that is wrong and the Cast stays as it was;
 * a good one replaces the Cast only after the reader confirms.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LocusCast } from '../../../rules/locus';
import { replaceCast } from '../../../stores/locus/cast';
import { castFileName, describeCast, encodeCastFile, MAX_CAST_FILE_BYTES, readCastFile } from '../../../rules/locus';
import { displayName } from '../../../rules/locus';
import { downloadJson, readTextFile } from '../../shared/json-file';

interface Props {
  id: string;
  cast: LocusCast;
  /** Called after an import replaced the Cast. */
  onImported: (cast: LocusCast) => void;
}

export default function CastFile({ id, cast, onImported }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ cast: LocusCast; fileName: string } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const confirmBox = useRef<HTMLDivElement>(null);

  // Read the question out as soon as a valid file is chosen; Replace and Cancel follow it.
  useEffect(() => {
    if (pending) confirmBox.current?.focus();
  }, [pending]);
  const errorId = `${id}-import-error`;

  const exportCast = () => {
    const fileName = castFileName(new Date());
    downloadJson(encodeCastFile(cast), fileName);
    setStatus(`Exported ${describeCast(cast)} as ${fileName}.`);
  };

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setStatus(null);
    setPending(null);
    if (!file) return;
    const read = await readTextFile(file, MAX_CAST_FILE_BYTES, 'a Cast file');
    if (!read.ok) {
      setError(read.message);
      return;
    }
    const parsed = readCastFile(read.text, file.name);
    if (!parsed.ok) {
      setError(parsed.error.message);
      return;
    }
    setError(null);
    setPending({ cast: parsed.value, fileName: file.name });
  };

  const confirm = () => {
    if (!pending) return;
    replaceCast(pending.cast);
    onImported(pending.cast);
    setStatus(`Imported ${describeCast(pending.cast)} from ${pending.fileName}.`);
    setPending(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const cancel = () => {
    setPending(null);
    setStatus('Import cancelled: the Cast is unchanged.');
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section class="locus-no-print" aria-labelledby={`${id}-file-title`}>
      <p id={`${id}-file-title`} class="locus-label">
        Save or load the Cast as a file
      </p>
      <div class="tool-row">
        <button type="button" class="text-button" onClick={exportCast}>
          Export the Cast (JSON)
        </button>
        <div class="field">
          <label for={`${id}-import`}>Import a Cast file (JSON)</label>
          <input
            ref={fileInput}
            id={`${id}-import`}
            type="file"
            accept=".json,application/json"
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => void choose(event.currentTarget)}
          />
          {error ? (
            <p id={errorId} class="field-error">
              {error} The Cast is unchanged.
            </p>
          ) : null}
        </div>
      </div>
      {pending ? (
        <div ref={confirmBox} class="tool-notice" role="group" tabIndex={-1} aria-labelledby={`${id}-confirm-text`}>
          <p id={`${id}-confirm-text`}>
            {pending.fileName} holds {describeCast(pending.cast)}
            {pending.cast.characters.length > 0 ? ` (${pending.cast.characters.map((character) => displayName(character)).join(', ')})` : ''}. Replace the current Cast ({describeCast(cast)}) with it?
          </p>
          <div class="tool-actions">
            <button type="button" class="primary-button" onClick={confirm}>
              Replace
            </button>
            <button type="button" class="text-button" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      <p class="tool-result" role="status">
        {status}
      </p>
    </section>
  );
}
