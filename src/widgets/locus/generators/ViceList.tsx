/**
 * The Director's Vice list editor: add, rename, remove, and reset to the classic seven. The
 * Locus text does not list its Vices, so the default is the seven classic vices, labelled as a
 * default a table may change. The generators' "Vice" parts roll on this list.
 *
 * State: `$vices` (persistent, shared by every tab and generator). Removing a Vice or resetting
 * the list can be undone until the next change. Place with `<div id="vice-list"><ViceList client:only="preact" /></div>`.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { CLASSIC_VICES, isClassicViceList, MAX_VICE_LENGTH, MAX_VICES, type ViceList as Vices } from '../../../rules/locus/vices';
import { $vices, $vicesNotice, addViceToList, removeViceFromList, renameViceInList, resetVices, restoreVices } from '../../../stores/locus/vices';
import Heading, { type HeadingLevel } from '../../shared/Heading';
import StoreNotice from '../../kit/StoreNotice';
import generatorsCss from './generators.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('generators', generatorsCss);

interface Props {
  /**
   * Prefix for element ids. Links to the list point at a server-rendered element with this id
   * around the island (`<div id="vice-list"><ViceList client:only="preact" /></div>`), which exists
   * before the list renders; the section itself carries no id so that one stays unique.
   */
  readonly id?: string;
  readonly headingLevel?: 3 | 4 | 5;
}

interface Done {
  readonly serial: number;
  readonly text: string;
  /** The list before the change, when it can be undone. */
  readonly undo?: Vices;
}

export default function ViceList({ id = 'vice-list', headingLevel = 4 }: Props) {
  const vices = useStore($vices);
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ index: number; name: string; error: string | null } | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const classic = isClassicViceList(vices);

  const report = (text: string, undo?: Vices) => setDone((previous) => ({ serial: (previous?.serial ?? 0) + 1, text, ...(undo ? { undo } : {}) }));

  function add(event: Event) {
    event.preventDefault();
    const added = addViceToList(newName);
    if (!added.ok) {
      setAddError(added.error.message);
      return;
    }
    const name = added.value[added.value.length - 1] ?? newName;
    setNewName('');
    setAddError(null);
    report(`Added ${name}.`);
  }

  function saveRename(event: Event) {
    event.preventDefault();
    if (!editing) return;
    const before = vices[editing.index];
    const renamed = renameViceInList(editing.index, editing.name);
    if (!renamed.ok) {
      setEditing({ ...editing, error: renamed.error.message });
      return;
    }
    setEditing(null);
    report(`Renamed ${before ?? 'the Vice'} to ${renamed.value[editing.index] ?? editing.name}.`);
    focusLater(`${id}-rename-${editing.index}`);
  }

  function remove(index: number) {
    const before = vices;
    const name = vices[index];
    const removed = removeViceFromList(index);
    if (!removed.ok) {
      report(removed.error.message);
      return;
    }
    if (editing) setEditing(null);
    report(`Removed ${name ?? 'the Vice'}.`, before);
    focusLater(`${id}-status-undo`);
  }

  function reset() {
    if (classic) {
      report('The list is already the classic seven.');
      return;
    }
    const before = vices;
    resetVices();
    setEditing(null);
    report('The list is back to the classic seven.', before);
  }

  function undo() {
    if (!done?.undo) return;
    restoreVices(done.undo);
    report('Undone: the list is as it was.');
  }

  return (
    <section class="tool gen-tool gen-vices" data-pagefind-ignore aria-labelledby={`${id}-heading`}>
      <Heading level={headingLevel as HeadingLevel} id={`${id}-heading`} class="gen-heading">
        Your Vice list
      </Heading>
      <p class="gen-hint">
        Haunts are categorised by Vice, their root cause. The Locus text does not list its Vices, so the default here is the seven classic vices ({CLASSIC_VICES.join(', ')}): change them to
        suit your table. The Haunt, Monster concept and Spot Effect generators roll on this list. It is saved in this browser.
      </p>
      <StoreNotice $notice={$vicesNotice} />
      <p class="gen-vices-state">
        {classic ? <strong>Default: the seven classic vices.</strong> : <strong>Your own list: {vices.length} {vices.length === 1 ? 'Vice' : 'Vices'}, changed from the default.</strong>}
      </p>

      <ol class="gen-vice-items">
        {vices.map((vice, index) =>
          editing?.index === index ? (
            <li key={vice} class="gen-vice-item is-editing">
              <form class="gen-rename" onSubmit={saveRename}>
                <div class="field">
                  <label for={`${id}-rename-input`}>New name for {vice}</label>
                  <div class="gen-inline">
                    <input
                      id={`${id}-rename-input`}
                      value={editing.name}
                      maxLength={MAX_VICE_LENGTH + 20}
                      autoFocus
                      aria-invalid={editing.error ? 'true' : undefined}
                      aria-describedby={editing.error ? `${id}-rename-error` : undefined}
                      onInput={(event) => setEditing({ index, name: event.currentTarget.value, error: null })}
                      onKeyDown={(event) => {
                        if (event.key === 'Escape') {
                          setEditing(null);
                          focusLater(`${id}-rename-${index}`);
                        }
                      }}
                    />
                    <span class="gen-vice-buttons">
                      <button type="submit" class="primary-button">
                        Save
                      </button>
                      <button
                        type="button"
                        class="text-button"
                        onClick={() => {
                          setEditing(null);
                          focusLater(`${id}-rename-${index}`);
                        }}
                      >
                        Cancel
                      </button>
                    </span>
                  </div>
                  {editing.error ? (
                    <p id={`${id}-rename-error`} class="field-error">
                      {editing.error}
                    </p>
                  ) : null}
                </div>
              </form>
            </li>
          ) : (
            <li key={vice} class="gen-vice-item">
              <span class="gen-vice-name">{vice}</span>
              <div class="gen-vice-buttons">
                <button type="button" id={`${id}-rename-${index}`} class="text-button" aria-label={`Rename ${vice}`} onClick={() => setEditing({ index, name: vice, error: null })}>
                  Rename
                </button>
                <button type="button" class="text-button" aria-label={`Remove ${vice}`} onClick={() => remove(index)}>
                  Remove
                </button>
              </div>
            </li>
          ),
        )}
      </ol>

      <form class="gen-add" onSubmit={add}>
        <div class="field">
          <label for={`${id}-add-input`}>Add a Vice</label>
          <div class="gen-inline">
            <input
              id={`${id}-add-input`}
              value={newName}
              maxLength={MAX_VICE_LENGTH + 20}
              placeholder="e.g. Cowardice"
              aria-invalid={addError ? 'true' : undefined}
              aria-describedby={addError ? `${id}-add-error` : `${id}-add-hint`}
              onInput={(event) => {
                setNewName(event.currentTarget.value);
                setAddError(null);
              }}
            />
            <button type="submit" class="primary-button">
              Add
            </button>
          </div>
          {addError ? (
            <p id={`${id}-add-error`} class="field-error">
              {addError}
            </p>
          ) : (
            <p id={`${id}-add-hint`} class="gen-hint">
              Up to {MAX_VICES} Vices, each a different name of at most {MAX_VICE_LENGTH} characters.
            </p>
          )}
        </div>
      </form>

      <div class="gen-actions">
        <button type="button" class="text-button" onClick={reset}>
          Reset to the classic seven
        </button>
      </div>
      <div class="gen-vices-done">
        <p class="gen-status" role="status">
          {done ? <span key={done.serial}>{done.text}</span> : null}
        </p>
        {done?.undo ? (
          <button type="button" id={`${id}-status-undo`} class="text-button" onClick={undo}>
            Undo
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** Moves focus after Preact has re-rendered (the button that had it may have been replaced). */
function focusLater(elementId: string): void {
  requestAnimationFrame(() => document.getElementById(elementId)?.focus());
}
