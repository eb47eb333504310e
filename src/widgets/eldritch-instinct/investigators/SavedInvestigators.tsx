/**
 * The saved investigators: load, duplicate, delete (with undo), export all as JSON and import a
 * file (validated; imported investigators are added, never overwrite saved ones).
 */
import { useRef, useState } from 'preact/hooks';
import { browserRng } from '../../../lib/browser-rng';
import { fullName, type Investigator, type InvestigatorList } from '../../../rules/eldritch-instinct/investigator';
import { deleteInvestigator, duplicateInvestigator, importInvestigators, undoDelete, type RemovedInvestigator } from '../../../stores/eldritch-instinct/investigators';
import { encodeInvestigatorFile, investigatorFileName, MAX_INVESTIGATOR_FILE_BYTES, readInvestigatorFile } from './investigator-file';
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
    setStatus(`Exported ${list.investigators.length} investigator${list.investigators.length === 1 ? '' : 's'} as ${fileName}.`);
  };

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setStatus(null);
    if (!file) return;
    const read = await readTextFile(file, MAX_INVESTIGATOR_FILE_BYTES, 'an investigator file');
    if (!read.ok) {
      setImportError(read.message);
      return;
    }
    const parsed = readInvestigatorFile(read.text, file.name);
    if (!parsed.ok) {
      setImportError(parsed.error.message);
      return;
    }
    const added = importInvestigators(parsed.value, browserRng);
    if (!added.ok) {
      setImportError(added.message);
      return;
    }
    setImportError(null);
    setStatus(`Imported ${added.added} investigator${added.added === 1 ? '' : 's'} from ${file.name}.`);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section class="ei-saved ei-no-print" aria-labelledby={`${id}-saved-title`}>
      <h4 id={`${id}-saved-title`}>Saved investigators ({list.investigators.length})</h4>
      {list.investigators.length === 0 ? <p class="ei-hint">None saved yet. Saved investigators stay in this browser.</p> : null}
      <ul class="ei-saved-list">
        {list.investigators.map((investigator) => {
          const name = fullName(investigator) || 'Unnamed investigator';
          return (
            <li key={investigator.id} class={investigator.id === currentId ? 'ei-saved-item ei-current' : 'ei-saved-item'}>
              <span class="ei-saved-name">
                {name} <span class="ei-muted">· {investigator.occupation}</span>
                {investigator.id === currentId ? <span class="ei-muted"> (on the sheet)</span> : null}
              </span>
              <span class="ei-row">
                <button type="button" class="text-button" onClick={() => onLoad(investigator)}>
                  Load<span class="visually-hidden"> {name}</span>
                </button>
                <button
                  type="button"
                  class="text-button"
                  onClick={() => {
                    const copy = duplicateInvestigator(investigator.id, browserRng);
                    setStatus(copy ? `Duplicated ${name}.` : 'Could not duplicate: the list is full.');
                  }}
                >
                  Duplicate<span class="visually-hidden"> {name}</span>
                </button>
                <button
                  type="button"
                  class="text-button"
                  onClick={() => {
                    const gone = deleteInvestigator(investigator.id);
                    if (gone) {
                      setRemoved(gone);
                      setStatus(null);
                    }
                  }}
                >
                  Delete<span class="visually-hidden"> {name}</span>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <div role="status" class="ei-status">
        {removed ? (
          <p class="ei-row">
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
      <div class="ei-file">
        <button type="button" class="text-button" disabled={list.investigators.length === 0} onClick={exportAll}>
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
      </div>
    </section>
  );
}
