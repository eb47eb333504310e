/**
 * Export the Cast as a JSON file and import one. An imported file is validated by the rules'
 * `readCastFile`: a bad file is refused at the field with the field that is wrong and the Cast
 * stays as it was; a good one replaces the Cast only after the reader confirms.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  castFileName,
  castImportQuestion,
  describeCast,
  encodeCastFile,
  MAX_CAST_FILE_BYTES,
  readCastFile,
  type LocusCast,
} from '../../../rules/locus';
import { replaceCast } from '../../../stores/locus/cast';
import { downloadJson, FileImport, LiveNote } from '../../kit';

interface Props {
  id: string;
  cast: LocusCast;
  /** Called after an import replaced the Cast. */
  onImported: (cast: LocusCast) => void;
}

export default function CastFile({ id, cast, onImported }: Props) {
  const [pending, setPending] = useState<{ cast: LocusCast; fileName: string } | null>(null);
  const [status, setStatus] = useState('');
  const confirmBox = useRef<HTMLDivElement>(null);

  // Read the question out as soon as a valid file is chosen; Replace and Cancel follow it.
  useEffect(() => {
    if (pending) confirmBox.current?.focus();
  }, [pending]);

  const exportCast = () => {
    const fileName = castFileName(new Date());
    downloadJson(encodeCastFile(cast), fileName);
    setStatus(`Exported ${describeCast(cast)} as ${fileName}.`);
  };

  const choose = (text: string, fileName: string) => {
    setStatus('');
    setPending(null);
    const parsed = readCastFile(text, fileName);
    if (!parsed.ok)
      return {
        ok: false,
        error: { message: `${parsed.error.message.replace(/\.?$/, '.')} The Cast is unchanged.` },
      } as const;
    setPending({ cast: parsed.value, fileName });
    return { ok: true, value: '' } as const;
  };

  const settle = (replace: boolean) => {
    if (!pending) return;
    if (replace) {
      replaceCast(pending.cast);
      onImported(pending.cast);
    }
    setStatus(
      replace
        ? `Imported ${describeCast(pending.cast)} from ${pending.fileName}.`
        : 'Import cancelled: the Cast is unchanged.',
    );
    setPending(null);
  };

  return (
    <section aria-labelledby={`${id}-file-title`}>
      <p id={`${id}-file-title`} class="locus-label">
        Save or load the Cast as a file
      </p>
      <div class="tool-row">
        <button type="button" class="text-button" onClick={exportCast}>
          Export the Cast (JSON)
        </button>
        <FileImport
          id={`${id}-import`}
          label="Import a Cast file (JSON)"
          kind="a Cast file"
          maxBytes={MAX_CAST_FILE_BYTES}
          onImport={choose}
        />
      </div>
      {pending ? (
        <div
          ref={confirmBox}
          class="tool-notice"
          role="group"
          tabIndex={-1}
          aria-labelledby={`${id}-confirm-text`}
        >
          <p id={`${id}-confirm-text`}>
            {castImportQuestion(pending.fileName, pending.cast, cast)}
          </p>
          <div class="tool-actions">
            <button type="button" class="primary-button" onClick={() => settle(true)}>
              Replace
            </button>
            <button type="button" class="text-button" onClick={() => settle(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      <LiveNote class="tool-result">{status}</LiveNote>
    </section>
  );
}
