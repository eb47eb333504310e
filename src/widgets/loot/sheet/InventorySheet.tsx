/**
 * The LOOT inventory sheet: several characters, one of them active (the sheet every LOOT tool
 * acts on). Eleven slots with their items, marks, wounds and condition letters; dropping the
 * backpack; adding, renaming and removing sheets (with undo); export, import and print.
 * State lives in the `$lootSheets` store, so a reload or another tab sees the same sheets.
 *
 * Share link: `?sheet=` carries the active sheet. Opening it offers "Add this shared sheet" (a
 * new sheet; a taken id gets a new one, so nothing is overwritten); a bad link shows why and
 * leaves the saved sheets alone.
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useState } from 'preact/hooks';
import {
  CONDITION_LETTERS,
  CONDITION_NAMES,
  decodeLootSheetLink,
  encodeLootSheetLink,
  LOOT_MAX_SHEETS,
  LOOT_NAME_MAX,
  LOOT_SHEET_SHARE_PARAM,
  SLOT_NUMBERS,
  setLootBackpackDropped,
  slotName,
  type LootItem,
  type LootSheet,
} from '../../../rules/loot';
import {
  $lootActiveSheet,
  $lootSheets,
  $lootSheetsNotice,
  addLootSheet,
  importLootSheets,
  removeLootSheet,
  setActiveLootSheet,
  undoRemoveLootSheet,
  updateLootSheet,
  type RemovedLootSheet,
} from '../../../stores/loot/sheets';
import { downloadJson, readTextFile } from '../../shared/json-file';
import Heading, { deeper, type HeadingLevel } from '../../shared/Heading';
import ItemEditor from './ItemEditor';
import SlotRow from './SlotRow';
import { describeLootSheets, encodeLootFile, lootFileName, MAX_LOOT_FILE_BYTES, readLootFile } from './sheet-file';
import { printLootSheet } from './print-sheet';
import sheetCss from './sheet.css?inline';
import { injectStyle } from '../../shared/inject-style';
import ShareLink from '../../shared/ShareLink';
import { clearShareParam, readShareParam } from '../../shared/share-param';
import StoreNotice from '../../kit/StoreNotice';

injectStyle('loot-sheet', sheetCss);

interface Props {
  id?: string;
  headingLevel?: HeadingLevel;
  title?: string;
}

type Incoming = { readonly ok: true; readonly sheet: LootSheet } | { readonly ok: false; readonly message: string };

/** The sheet in the address, read once when the tool starts. */
function readIncomingSheet(): Incoming | null {
  const param = readShareParam(LOOT_SHEET_SHARE_PARAM);
  if (param === null) return null;
  const decoded = decodeLootSheetLink(param);
  return decoded.ok ? { ok: true, sheet: decoded.value } : { ok: false, message: decoded.error.message };
}

/** "Slot 6 (Grips): Shortsword, Torch" for each slot with something in it. */
function describeSlots(sheet: LootSheet): string[] {
  return SLOT_NUMBERS.flatMap((n) => {
    const items = sheet.slots[n - 1]?.items ?? [];
    if (items.length === 0) return [];
    const text = `${slotName(n)}: ${items.map((item) => item.name).join(', ')}`;
    return [`${text.charAt(0).toUpperCase()}${text.slice(1)}`];
  });
}

function checkName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the character a name.';
  if (trimmed.length > LOOT_NAME_MAX) return `At most ${LOOT_NAME_MAX} characters.`;
  return null;
}

export default function InventorySheet({ id = 'loot-sheet', headingLevel = 3, title = 'Inventory sheet' }: Props) {
  const sheets = useStore($lootSheets);
  const sheet = useStore($lootActiveSheet);
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<LootItem | undefined>(undefined);
  const [newName, setNewName] = useState('');
  const [newNameError, setNewNameError] = useState<string | null>(null);
  const [rename, setRename] = useState('');
  const [renameError, setRenameError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<RemovedLootSheet | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [incoming, setIncoming] = useState<Incoming | null>(readIncomingSheet);
  const sub = deeper(headingLevel);

  useEffect(() => {
    setRename(sheet?.name ?? '');
    setRenameError(null);
    setEditing(undefined);
  }, [sheet?.id]);

  const change = (next: LootSheet, message: string) => {
    if (!sheet) return;
    updateLootSheet(sheet.id, () => next);
    setStatus(message);
  };

  const add = (event: Event) => {
    event.preventDefault();
    const error = checkName(newName);
    setNewNameError(error);
    if (error) return;
    if (sheets.length >= LOOT_MAX_SHEETS) {
      setNewNameError(`At most ${LOOT_MAX_SHEETS} sheets can be kept; remove one first.`);
      return;
    }
    addLootSheet(newName);
    setStatus(`Added the sheet ${newName.trim()}; it is now the active sheet.`);
    setNewName('');
    setRemoved(null);
  };

  const saveName = (event: Event) => {
    event.preventDefault();
    if (!sheet) return;
    const error = checkName(rename);
    setRenameError(error);
    if (error) return;
    updateLootSheet(sheet.id, (s) => ({ ...s, name: rename.trim() }));
    setStatus(`Renamed to ${rename.trim()}.`);
  };

  const remove = () => {
    if (!sheet) return;
    const gone = removeLootSheet(sheet.id);
    if (gone) {
      setRemoved(gone);
      setStatus(`Removed the sheet ${gone.sheet.name}.`);
    }
  };

  const undo = () => {
    if (!removed) return;
    undoRemoveLootSheet(removed);
    setStatus(`Restored the sheet ${removed.sheet.name}.`);
    setRemoved(null);
  };

  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const read = await readTextFile(file, MAX_LOOT_FILE_BYTES, 'a LOOT sheets file');
    const parsed = read.ok ? readLootFile(read.text, file.name) : read;
    if (!parsed.ok) {
      setImportError(`${parsed.message} Your sheets are unchanged.`);
      input.value = '';
      return;
    }
    const result = importLootSheets(parsed.value);
    if (!result.ok) setImportError(result.message);
    else {
      setImportError(null);
      setStatus(`Imported ${describeLootSheets(parsed.value)} from ${file.name}.`);
    }
    input.value = '';
  };

  const closeIncoming = (message: string) => {
    setIncoming(null);
    clearShareParam(LOOT_SHEET_SHARE_PARAM);
    setStatus(message);
  };

  const addIncoming = () => {
    if (!incoming?.ok) return;
    const result = importLootSheets([incoming.sheet]);
    if (!result.ok) {
      setIncoming({ ok: false, message: result.message });
      return;
    }
    closeIncoming(`Added the shared sheet ${incoming.sheet.name}; it is now the active sheet.`);
    setRemoved(null);
  };


  return (
    <section class="tool loot-sheet-tool" aria-labelledby={`${id}-title`} data-pagefind-ignore>
      <Heading level={headingLevel} id={`${id}-title`}>
        {title}
      </Heading>
      <StoreNotice $notice={$lootSheetsNotice} />

      {incoming && !incoming.ok ? (
        <div class="share-incoming loot-no-print" role="alert">
          <p>
            <strong>This share link could not be opened.</strong> {incoming.message} Your sheets are unchanged.
          </p>
          <div class="share-incoming-actions">
            <button type="button" class="text-button" onClick={() => closeIncoming('')}>
              Dismiss
            </button>
          </div>
        </div>
      ) : null}
      {incoming?.ok ? (
        <div class="share-incoming loot-no-print" role="region" aria-labelledby={`${id}-incoming-title`}>
          <Heading level={sub} id={`${id}-incoming-title`}>
            Shared with you: {incoming.sheet.name}
          </Heading>
          <p>Opened from a link. It is not among your sheets until you add it; your sheets are unchanged.</p>
          {describeSlots(incoming.sheet).length > 0 ? (
            <ul aria-label={`Items of the shared sheet ${incoming.sheet.name}`}>
              {describeSlots(incoming.sheet).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>Its slots are empty.</p>
          )}
          {incoming.sheet.backpackDropped ? <p>The backpack is dropped.</p> : null}
          <div class="share-incoming-actions">
            <button type="button" class="primary-button" onClick={addIncoming}>
              Add this shared sheet
            </button>
            <button type="button" class="text-button" onClick={() => closeIncoming('The shared sheet was closed; nothing was added.')}>
              Close without adding
            </button>
          </div>
        </div>
      ) : null}

      <div class="loot-manage loot-no-print">
        {sheets.length > 0 && sheet ? (
          <div class="field">
            <label for={`${id}-active`}>Active sheet</label>
            <select id={`${id}-active`} value={sheet.id} onChange={(event) => setActiveLootSheet(event.currentTarget.value)}>
              {sheets.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <form class="loot-inline-form" onSubmit={add} noValidate>
          <div class="field">
            <label for={`${id}-new-name`}>New character's name</label>
            <input
              id={`${id}-new-name`}
              value={newName}
              aria-invalid={newNameError ? 'true' : undefined}
              aria-describedby={newNameError ? `${id}-new-name-error` : undefined}
              onInput={(event) => setNewName(event.currentTarget.value)}
            />
            {newNameError ? (
              <p id={`${id}-new-name-error`} class="field-error">
                {newNameError}
              </p>
            ) : null}
          </div>
          <button type="submit" class="primary-button">
            Add sheet
          </button>
        </form>
      </div>

      {removed ? (
        <p class="loot-undo loot-no-print">
          <span>The sheet {removed.sheet.name} was removed.</span>
          <button type="button" class="text-button" onClick={undo}>
            Undo remove
          </button>
        </p>
      ) : null}

      {!sheet ? (
        <p class="loot-hint">No sheet yet: add a character to fill in their inventory. Sheets are kept in this browser.</p>
      ) : (
        <div class="loot-sheet-print">
          <Heading level={sub} id={`${id}-sheet-name`} class="loot-sheet-name">
            {sheet.name}
          </Heading>
          <div class="loot-manage loot-no-print">
            <form class="loot-inline-form" onSubmit={saveName} noValidate>
              <div class="field">
                <label for={`${id}-rename`}>Name</label>
                <input
                  id={`${id}-rename`}
                  value={rename}
                  aria-invalid={renameError ? 'true' : undefined}
                  aria-describedby={renameError ? `${id}-rename-error` : undefined}
                  onInput={(event) => setRename(event.currentTarget.value)}
                />
                {renameError ? (
                  <p id={`${id}-rename-error`} class="field-error">
                    {renameError}
                  </p>
                ) : null}
              </div>
              <button type="submit" class="text-button">
                Rename
              </button>
            </form>
            <div class="loot-actions">
              <button type="button" class="text-button" aria-pressed={sheet.backpackDropped} onClick={() => change(setLootBackpackDropped(sheet, !sheet.backpackDropped), sheet.backpackDropped ? 'The backpack is back on: slots 8-11 count again.' : 'Backpack dropped: slots 8-11 count as empty.')}>
                {sheet.backpackDropped ? 'Put the backpack back on' : 'Drop the backpack'}
              </button>
              <button type="button" class="text-button" onClick={printLootSheet}>
                Print this sheet
              </button>
              <button type="button" class="text-button" onClick={remove}>
                Remove this sheet
              </button>
            </div>
            <ShareLink id={`${id}-share`} param={LOOT_SHEET_SHARE_PARAM} value={encodeLootSheetLink(sheet)} what={`the sheet ${sheet.name}`} anchor={`${id}-title`} />
          </div>
          {sheet.backpackDropped ? <p class="loot-hint">The backpack is dropped: slots 8-11 count as empty.</p> : null}

          <ItemEditor id={id} sheet={sheet} editing={editing} onSave={change} onDone={() => setEditing(undefined)} />

          <p id={`${id}-letters-key`} class="loot-hint">
            Letters: {CONDITION_LETTERS.map((letter) => `${letter} ${CONDITION_NAMES[letter].toLowerCase()}`).join(', ')}.
          </p>
          <ol class="loot-slots" aria-label={`Slots of ${sheet.name}`}>
            {SLOT_NUMBERS.map((n) => (
              <SlotRow key={n} id={id} sheet={sheet} slot={n} headingLevel={deeper(sub)} onChange={change} onEdit={setEditing} />
            ))}
          </ol>
          <div class="field loot-notes">
            <label for={`${id}-notes`}>Notes</label>
            <textarea id={`${id}-notes`} rows={3} maxLength={4000} value={sheet.notes} onChange={(event) => change({ ...sheet, notes: event.currentTarget.value }, 'Notes saved.')} />
          </div>
        </div>
      )}

      <div class="loot-file loot-no-print">
        <button type="button" class="text-button" disabled={sheets.length === 0} onClick={() => {
          const fileName = lootFileName(sheets, new Date());
          downloadJson(encodeLootFile(sheets), fileName);
          setStatus(`Exported ${describeLootSheets(sheets)} as ${fileName}.`);
        }}>
          Export all sheets (JSON)
        </button>
        <div class="field">
          <label for={`${id}-import`}>Import sheets (JSON)</label>
          <input
            id={`${id}-import`}
            type="file"
            accept=".json,application/json"
            aria-invalid={importError ? 'true' : undefined}
            aria-describedby={importError ? `${id}-import-error` : undefined}
            onChange={(event) => void importFile(event.currentTarget)}
          />
          {importError ? (
            <p id={`${id}-import-error`} class="field-error">
              {importError}
            </p>
          ) : null}
        </div>
      </div>
      <p class="loot-status loot-no-print" role="status">
        {status}
      </p>
    </section>
  );
}
