/**
 * The saved investigators: load, duplicate, delete (with undo), export all as JSON and import a
 * file (validated; imported investigators are added, never overwrite saved ones).
 */
import type { Removed } from '../../../stores/roster';
import { useState } from 'preact/hooks';
import { browserRng } from '../../../lib/browser-rng';
import {
  fullName,
  type Investigator,
  type InvestigatorList,
} from '../../../rules/eldritch-instinct/investigator';
import {
  encodeInvestigatorFile,
  investigatorFileName,
  MAX_INVESTIGATOR_FILE_BYTES,
  readInvestigatorFile,
} from '../../../rules/eldritch-instinct/investigator-file';
import { plural } from '../../../rules/eldritch-instinct/tool';
import {
  duplicateInvestigator,
  importInvestigators,
  investigatorsRoster,
} from '../../../stores/eldritch-instinct/investigators';
import { downloadJson, FileImport, LiveNote } from '../../kit';

interface Props {
  id: string;
  list: InvestigatorList;
  currentId: string | undefined;
  onLoad: (investigator: Investigator) => void;
}

export default function SavedInvestigators({ id, list, currentId, onLoad }: Props) {
  const [removed, setRemoved] = useState<Removed<Investigator> | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const exportAll = () => {
    const fileName = investigatorFileName(new Date());
    downloadJson(encodeInvestigatorFile(list), fileName);
    setStatus(`Exported ${plural(list.investigators.length, 'investigator')} as ${fileName}.`);
  };

  const importFile = (text: string, fileName: string) => {
    const parsed = readInvestigatorFile(text, fileName);
    const added = parsed.ok
      ? importInvestigators(parsed.value, browserRng)
      : { ok: false as const, message: parsed.error.message };
    return added.ok
      ? {
          ok: true as const,
          value: `Imported ${plural(added.added, 'investigator')} from ${fileName}.`,
        }
      : { ok: false as const, error: { message: `${added.message} Nothing was imported.` } };
  };

  return (
    <section aria-labelledby={`${id}-saved-title`}>
      <h4 id={`${id}-saved-title`}>Saved investigators ({list.investigators.length})</h4>
      {list.investigators.length === 0 ? (
        <p class="tool-hint">None saved yet. Saved investigators stay in this browser.</p>
      ) : null}
      <ul class="tool-list">
        {list.investigators.map((investigator) => {
          const name = fullName(investigator) || 'Unnamed investigator';
          const current = investigator.id === currentId;
          const hidden = <span class="visually-hidden"> {name}</span>;
          return (
            <li
              key={investigator.id}
              class={current ? 'tool-card tool-row ei-current' : 'tool-card tool-row'}
            >
              <span>
                {name} <span class="tool-muted">· {investigator.occupation}</span>
                {current ? <span class="tool-muted"> (on the sheet)</span> : null}
              </span>
              <button type="button" class="text-button" onClick={() => onLoad(investigator)}>
                Load{hidden}
              </button>
              <button
                type="button"
                class="text-button"
                onClick={() =>
                  setStatus(
                    duplicateInvestigator(investigator.id, browserRng)
                      ? `Duplicated ${name}.`
                      : 'Could not duplicate: the list is full.',
                  )
                }
              >
                Duplicate{hidden}
              </button>
              <button
                type="button"
                class="text-button"
                onClick={() => {
                  const gone = investigatorsRoster.remove(investigator.id);
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
      <LiveNote as="div">
        {removed ? (
          <p class="tool-row">
            <span>Deleted {fullName(removed.item)}.</span>
            <button
              type="button"
              class="text-button"
              onClick={() => {
                investigatorsRoster.restore(removed);
                setStatus(`Restored ${fullName(removed.item)}.`);
                setRemoved(null);
              }}
            >
              Undo delete
            </button>
          </p>
        ) : null}
        {status ? <p>{status}</p> : null}
      </LiveNote>
      <button
        type="button"
        class="tool-button"
        disabled={list.investigators.length === 0}
        onClick={exportAll}
      >
        Export saved investigators (JSON)
      </button>
      <FileImport
        id={`${id}-import`}
        label="Import investigators (JSON file)"
        kind="an investigator file"
        maxBytes={MAX_INVESTIGATOR_FILE_BYTES}
        onImport={importFile}
      />
    </section>
  );
}
