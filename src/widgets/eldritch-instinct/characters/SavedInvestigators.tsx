/**
 * The saved investigators: load, duplicate, delete (with undo), export all as JSON and import a
 * file (validated; imported investigators are added, never overwrite saved ones).
 */
import { useRef, useState } from 'preact/hooks';
import { browserRng } from '../../../lib/browser-rng';
import { fullName, type Investigator, type InvestigatorList } from '../../../rules/eldritch-instinct/investigator';
import { encodeInvestigatorFile, investigatorFileName, MAX_INVESTIGATOR_FILE_BYTES, readInvestigatorFile } from '../../../rules/eldritch-instinct/investigator-file';
import { plural } from '../../../rules/eldritch-instinct/tool';
import { deleteInvestigator, duplicateInvestigator, importInvestigators, undoDelete, type RemovedInvestigator } from '../../../stores/eldritch-instinct/investigators';
import { downloadJson, readTextFile } from '../../shared/json-file';

interface Props {
  id: string;
  list: InvestigatorList;
  currentId: string | undefined;
  onLoad: (investigator: Investigator) => void;
}

export default function SavedInvestigators({ id, list, currentId, onLoad }: Props) {
  const [removed, setRemoved] = useState<RemovedInvestigator | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const exportAll = () => {
    const fileName = investigatorFileName(new Date());
    downloadJson(encodeInvestigatorFile(list), fileName);
    setStatus(`Exported ${plural(list.investigators.length, 'investigator')} as ${fileName}.`);
  };

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setStatus(null);
    if (!file) return;
    const read = await readTextFile(file, MAX_INVESTIGATOR_FILE_BYTES, 'an investigator file');
    const parsed = read.ok ? readInvestigatorFile(read.text, file.name) : null;
    const added = parsed?.ok ? importInvestigators(parsed.value, browserRng) : null;
    const problem = !read.ok ? read.message : parsed && !parsed.ok ? parsed.error.message : added && !added.ok ? added.message : null;
    setImportError(problem);
    if (problem !== null || !added?.ok) return;
    setStatus(`Imported ${plural(added.added, 'investigator')} from ${file.name}.`);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section class="ei-no-print" aria-labelledby={`${id}-saved-title`}>
      <h4 id={`${id}-saved-title`}>Saved investigators ({list.investigators.length})</h4>
      {list.investigators.length === 0 ? <p class="tool-hint">None saved yet. Saved investigators stay in this browser.</p> : null}
      <ul class="tool-list">
        {list.investigators.map((investigator) => {
          const name = fullName(investigator) || 'Unnamed investigator';
          const current = investigator.id === currentId;
          const hidden = <span class="visually-hidden"> {name}</span>;
          return (
            <li key={investigator.id} class={current ? 'tool-card tool-row ei-current' : 'tool-card tool-row'}>
              <span>
                {name} <span class="tool-muted">· {investigator.occupation}</span>
                {current ? <span class="tool-muted"> (on the sheet)</span> : null}
              </span>
              <button type="button" class="text-button" onClick={() => onLoad(investigator)}>
                Load{hidden}
              </button>
              <button type="button" class="text-button" onClick={() => setStatus(duplicateInvestigator(investigator.id, browserRng) ? `Duplicated ${name}.` : 'Could not duplicate: the list is full.')}>
                Duplicate{hidden}
              </button>
              <button
                type="button"
                class="text-button"
                onClick={() => {
                  const gone = deleteInvestigator(investigator.id);
                  if (!gone) return;
                  setRemoved(gone);
                  setStatus(null);
                }}
              >
                Delete{hidden}
              </button>
            </li>
          );
        })}
      </ul>
      <div role="status">
        {removed ? (
          <p class="tool-row">
            <span>Deleted {fullName(removed.investigator)}.</span>
            <button
              type="button"
              class="text-button"
              onClick={() => {
                undoDelete(removed);
                setStatus(`Restored ${fullName(removed.investigator)}.`);
                setRemoved(null);
              }}
            >
              Undo delete
            </button>
          </p>
        ) : null}
        {status ? <p>{status}</p> : null}
      </div>
      <button type="button" class="tool-button" disabled={list.investigators.length === 0} onClick={exportAll}>
        Export saved investigators (JSON)
      </button>
      <div class="field">
        <label for={`${id}-import`}>Import investigators (JSON file)</label>
        <input
          ref={fileInput}
          id={`${id}-import`}
          type="file"
          accept=".json,application/json"
          aria-invalid={importError ? 'true' : undefined}
          aria-describedby={importError ? `${id}-import-error` : undefined}
          onChange={(event) => void choose(event.currentTarget)}
        />
        {importError ? (
          <p id={`${id}-import-error`} class="field-error" role="alert">
            {importError} Nothing was imported.
          </p>
        ) : null}
      </div>
    </section>
  );
}
