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
  describeLootSheets,
  describeLootSheetSlots,
  encodeLootSheetLink,
  LOOT_MAX_SHEETS,
  LOOT_NAME_MAX,
  LOOT_SHEET_SHARE_PARAM,
  lootFileName,
  MAX_LOOT_FILE_BYTES,
  parseLootName,
  readLootFile,
  serializeLootSheets,
  SLOT_NUMBERS,
  setLootBackpackDropped,
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
  undoRemoveLootSheet,
  updateLootSheet,
  type RemovedLootSheet,
} from '../../../stores/loot/sheets';
import { downloadJson, readTextFile } from '../../shared/json-file';
import ToolSection, { deeper, type HeadingLevel } from '../../kit/ToolSection';
import Heading from '../../shared/Heading';
import StoreNotice from '../../kit/StoreNotice';
import ShareLink from '../../shared/ShareLink';
import { clearShareParam, readShareParam } from '../../shared/share-param';
import { injectStyle } from '../../shared/inject-style';
import lootCss from '../loot.css?inline';
import ItemEditor from './ItemEditor';
import SlotRow from './SlotRow';
import { TextField } from '../../kit/fields';
import { ActiveSheetField } from './SheetPicker';
import { printLootSheet } from './print-sheet';

injectStyle('loot', lootCss);

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
    const name = parseLootName(newName, LOOT_NAME_MAX, 'character');
    const error = !name.ok ? name.error.message : sheets.length >= LOOT_MAX_SHEETS ? `At most ${LOOT_MAX_SHEETS} sheets can be kept; remove one first.` : null;
    setNewNameError(error);
    if (!name.ok || error) return;
    addLootSheet(name.value);
    setStatus(`Added the sheet ${name.value}; it is now the active sheet.`);
    setNewName('');
    setRemoved(null);
  };

  const saveName = (event: Event) => {
    event.preventDefault();
    const name = parseLootName(rename, LOOT_NAME_MAX, 'character');
    setRenameError(name.ok ? null : name.error.message);
    if (!sheet || !name.ok) return;
    updateLootSheet(sheet.id, (s) => ({ ...s, name: name.value }));
    setStatus(`Renamed to ${name.value}.`);
  };

  const remove = () => {
    const gone = sheet && removeLootSheet(sheet.id);
    if (!gone) return;
    setRemoved(gone);
    setStatus(`Removed the sheet ${gone.sheet.name}.`);
  };

  const undo = () => {
    if (!removed) return;
    undoRemoveLootSheet(removed);
    setStatus(`Restored the sheet ${removed.sheet.name}.`);
    setRemoved(null);
  };

  const exportSheets = () => {
    const fileName = lootFileName(sheets, new Date());
    downloadJson(serializeLootSheets(sheets), fileName);
    setStatus(`Exported ${describeLootSheets(sheets)} as ${fileName}.`);
  };

  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const read = await readTextFile(file, MAX_LOOT_FILE_BYTES, 'a LOOT sheets file');
    const parsed = read.ok ? readLootFile(read.text, file.name) : read;
    const result = parsed.ok ? importLootSheets(parsed.value) : parsed;
    input.value = '';
    if (!result.ok) {
      setImportError(parsed.ok ? result.message : `${result.message} Your sheets are unchanged.`);
      return;
    }
    setImportError(null);
    if (parsed.ok) setStatus(`Imported ${describeLootSheets(parsed.value)} from ${file.name}.`);
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

  const shared = incoming?.ok ? describeLootSheetSlots(incoming.sheet) : [];

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} class="loot-sheet-tool">
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
          {shared.length > 0 ? (
            <ul aria-label={`Items of the shared sheet ${incoming.sheet.name}`}>
              {shared.map((line) => (
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

      <div class="tool-row loot-form loot-no-print">
        <ActiveSheetField id={`${id}-active`} />
        <form class="tool-row loot-form" onSubmit={add} noValidate>
          <TextField id={`${id}-new-name`} label="New character's name" value={newName} onText={setNewName} error={newNameError} />
          <button type="submit" class="primary-button">
            Add sheet
          </button>
        </form>
      </div>

      {removed ? (
        <p class="tool-notice loot-no-print">
          <span>The sheet {removed.sheet.name} was removed.</span>
          <button type="button" class="text-button" onClick={undo}>
            Undo remove
          </button>
        </p>
      ) : null}

      {!sheet ? (
        <p class="tool-hint">No sheet yet: add a character to fill in their inventory. Sheets are kept in this browser.</p>
      ) : (
        <div class="loot-sheet-print">
          <Heading level={sub} id={`${id}-sheet-name`}>
            {sheet.name}
          </Heading>
          <div class="loot-no-print">
            <form class="tool-row loot-form" onSubmit={saveName} noValidate>
              <TextField id={`${id}-rename`} label="Name" value={rename} onText={setRename} error={renameError} />
              <button type="submit" class="tool-button">
                Rename
              </button>
            </form>
            <div class="tool-actions">
              <button
                type="button"
                class="tool-button"
                aria-pressed={sheet.backpackDropped}
                onClick={() => change(setLootBackpackDropped(sheet, !sheet.backpackDropped), sheet.backpackDropped ? 'The backpack is back on: slots 8-11 count again.' : 'Backpack dropped: slots 8-11 count as empty.')}
              >
                {sheet.backpackDropped ? 'Put the backpack back on' : 'Drop the backpack'}
              </button>
              <button type="button" class="tool-button" onClick={printLootSheet}>
                Print this sheet
              </button>
              <button type="button" class="tool-button" onClick={remove}>
                Remove this sheet
              </button>
            </div>
            <ShareLink id={`${id}-share`} param={LOOT_SHEET_SHARE_PARAM} value={encodeLootSheetLink(sheet)} what={`the sheet ${sheet.name}`} anchor={`${id}-title`} />
          </div>
          {sheet.backpackDropped ? <p class="tool-hint">The backpack is dropped: slots 8-11 count as empty.</p> : null}

          <ItemEditor id={id} sheet={sheet} editing={editing} onSave={change} onDone={() => setEditing(undefined)} />

          <p id={`${id}-letters-key`} class="tool-hint">
            Letters: {CONDITION_LETTERS.map((letter) => `${letter} ${CONDITION_NAMES[letter].toLowerCase()}`).join(', ')}.
          </p>
          <ol class="tool-list" aria-label={`Slots of ${sheet.name}`}>
            {SLOT_NUMBERS.map((n) => (
              <SlotRow key={n} id={id} sheet={sheet} slot={n} headingLevel={deeper(sub)} onChange={change} onEdit={setEditing} />
            ))}
          </ol>
          <div class="field">
            <label for={`${id}-notes`}>Notes</label>
            <textarea id={`${id}-notes`} rows={3} maxLength={4000} value={sheet.notes} onChange={(event) => change({ ...sheet, notes: event.currentTarget.value }, 'Notes saved.')} />
          </div>
        </div>
      )}

      <div class="tool-row loot-form loot-no-print">
        <button type="button" class="tool-button" disabled={sheets.length === 0} onClick={exportSheets}>
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
      <p class="tool-result loot-no-print" role="status">
        {status}
      </p>
    </ToolSection>
  );
}
