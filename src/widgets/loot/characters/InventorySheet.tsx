/**
 * The LOOT inventory sheet: several characters, one of them active (the sheet every LOOT tool
 * acts on). Eleven slots with their items, marks, wounds and condition letters; dropping the
 * backpack; adding, renaming and removing sheets (with undo); export, import and print.
 * State lives in the `$lootSheets` store, so a reload or another tab sees the same sheets.
 *
 * Share link: `?sheet=` carries the active sheet. Opening it offers "Add this shared sheet" (a
 * new sheet; a taken id gets a new one, so nothing is overwritten); a bad link shows why and
 * leaves the saved sheets alone. Printing prints the active sheet alone, without its controls.
 */
import {
  Button,
  addingTo,
  deeper,
  FileTransfer,
  Heading,
  IncomingShare,
  PrintButton,
  ShareLink,
  TextArea,
  UndoRemove,
  useIncomingShare,
  useRemoval,
  useSaved,
  type ToolProps,
  useActionNote,
  toolFrame,
} from '../../kit';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  decodeLootSheetLink,
  describeLootItemRemoved,
  describeLootSharedSheetAdded,
  describeLootSheetRemoved,
  describeLootSheetRestored,
  LOOT_NOTES_SAVED,
  LOOT_SHEET_SHARE_PARAM,
  lootSheetsFileCodec,
  toggleLootBackpack,
  viewLootInventorySheet,
  viewLootSharedSheet,
  type LootItem,
  type LootSheet,
  type LootSheetChange,
} from '../../../rules/loot';
import {
  $lootActiveSheet,
  $lootSheets,
  importLootSheets,
  lootSheetsRoster,
  renameLootSheet,
} from '../../../stores/loot/sheets';
import {
  $lootItemRemoval,
  forgetLootItemRemoval,
  removeLootSheetItem,
  saveLootSheet,
  undoLootItemRemoval,
} from '../../../stores/loot/item-removal';
import '../loot.css';
import ItemEditor from './ItemEditor';
import NameForm, { NewSheetForm } from './NameForm';
import SlotRow from './SlotRow';
import { ActiveSheetField } from './SheetPicker';
import SheetToolSection from './SheetToolSection';

/** What a shared sheet holds, shown before it is added. */
function SharedSheet({ sheet }: { sheet: LootSheet }) {
  const { label, lines, empty, backpack } = viewLootSharedSheet(sheet);
  return (
    <>
      {empty ? (
        <p>{empty}</p>
      ) : (
        <ul aria-label={label}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {backpack ? <p>{backpack}</p> : null}
    </>
  );
}

export default function InventorySheet(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'loot-sheet', 'Inventory sheet');
  const sheets = useSaved($lootSheets);
  const sheet = useSaved($lootActiveSheet);
  const note = useActionNote();
  const [editing, setEditing] = useState<LootItem | undefined>(undefined);
  const removal = useRemoval(lootSheetsRoster, (restored) =>
    note.done(describeLootSheetRestored(restored)),
  );
  const itemRemoval = useSaved($lootItemRemoval);
  const shared = useIncomingShare(LOOT_SHEET_SHARE_PARAM, decodeLootSheetLink);
  const printed = useRef<HTMLDivElement>(null);
  const sub = deeper(headingLevel);
  const view = sheet && viewLootInventorySheet(sheet, itemRemoval);

  useEffect(() => setEditing(undefined), [sheet?.id]);

  const change = (made: LootSheetChange) => note.done(saveLootSheet(made));

  const remove = () => {
    forgetLootItemRemoval();
    if (sheet && removal.remove(sheet.id)) note.clear();
  };

  // The Undo of one Remove at a time: an item removed drops the sheet's, and the reverse.
  const removeItem = (item: LootItem) => {
    if (!sheet || !removeLootSheetItem(sheet.id, item.id)) return;
    removal.forget();
    note.clear();
  };
  /** Put back where it was; a refusal stays at the slot, said by its line. */
  const undoItemRemoval = () => {
    const back = undoLootItemRemoval();
    if (back?.ok) note.done(back.value);
  };

  const addShared = (incoming: LootSheet) => {
    const result = importLootSheets([incoming]);
    if (!result.ok) return shared.refuse(result.error.message);
    shared.close(describeLootSharedSheetAdded(incoming));
    removal.forget();
    forgetLootItemRemoval();
  };

  return (
    <SheetToolSection id={id} title={title} headingLevel={headingLevel}>
      <IncomingShare
        id={id}
        headingLevel={sub}
        state={shared}
        what="sheet"
        keeps={{ name: 'your list of sheets' }}
        name={(incoming) => incoming.name}
        addLabel="Add this shared sheet"
        onAdd={addShared}
        preview={(incoming) => <SharedSheet sheet={incoming} />}
      />

      <div class="tool-row loot-form">
        <ActiveSheetField id={`${id}-active`} />
        <NewSheetForm
          id={`${id}-new-name`}
          label="New character's name"
          button="Add sheet"
          clears
          onAdded={(said) => {
            note.done(said);
            removal.forget();
            forgetLootItemRemoval();
          }}
        />
      </div>
      {/* What was done answers the controls at the top of the sheet (add, rename, backpack, the
          item form), so it stands under them rather than at the foot of a long sheet. */}
      {note.note}

      <UndoRemove
        removal={removal}
        text={(gone) => describeLootSheetRemoved(gone.item)}
        button="Undo remove"
      />

      {/* Keys keep Preact from reusing the file row below as the sheet when one appears (which lost the import's message). */}
      {!sheet || !view ? (
        <p key="no-sheet" class="tool-hint">
          No sheet yet: add a character to fill in their inventory. Sheets are kept in this browser.
        </p>
      ) : (
        <div key="sheet" ref={printed} class="loot-sheet">
          <Heading level={sub} id={`${id}-sheet-name`}>
            {view.heading}
          </Heading>
          <div class="tool-no-print">
            {/* Keyed by the sheet, so choosing another sheet starts the field at its name. */}
            <NameForm
              key={sheet.id}
              id={`${id}-rename`}
              label="Name"
              button="Rename"
              maxLength={view.rename.maxLength}
              hint={view.rename.hint}
              initial={sheet.name}
              onName={(text) => {
                const renamed = renameLootSheet(sheet.id, text);
                if (renamed.ok) note.done(renamed.value);
                return renamed;
              }}
            />
            <div class="tool-actions">
              <Button
                look="tool"
                aria-pressed={view.backpack.dropped}
                onClick={() => change(toggleLootBackpack(sheet))}
              >
                {view.backpack.button}
              </Button>
              <PrintButton look="tool" target={() => printed.current}>
                Print this sheet
              </PrintButton>
              <Button look="tool" onClick={remove}>
                Remove this sheet
              </Button>
            </div>
            <ShareLink
              id={`${id}-share`}
              param={LOOT_SHEET_SHARE_PARAM}
              value={view.share.value}
              what={view.share.what}
              anchor={`${id}-title`}
            />
          </div>
          {view.backpack.note ? <p class="tool-hint">{view.backpack.note}</p> : null}

          <ItemEditor
            id={id}
            sheet={sheet}
            editing={editing}
            onSave={change}
            onDone={() => setEditing(undefined)}
          />

          <p class="tool-hint">{view.lettersKey}</p>
          <ol class="tool-list" aria-label={view.slotsLabel}>
            {view.slots.map((n) => (
              <SlotRow
                key={n}
                id={id}
                sheet={sheet}
                slot={n}
                headingLevel={deeper(sub)}
                onChange={change}
                onEdit={setEditing}
                onRemove={removeItem}
              >
                {view.undoSlot === n ? (
                  <UndoRemove
                    removal={{ ...itemRemoval, undo: undoItemRemoval }}
                    text={(gone) => describeLootItemRemoved(gone.item)}
                    button="Undo remove"
                    refusedText={() => itemRemoval.message ?? ''}
                  />
                ) : null}
              </SlotRow>
            ))}
          </ol>
          <TextArea
            id={`${id}-notes`}
            label="Notes"
            rows={3}
            maxLength={4000}
            value={sheet.notes}
            onCommit={(notes) => change({ sheet: { ...sheet, notes }, note: LOOT_NOTES_SAVED })}
          />
        </div>
      )}

      <div key="file">
        <FileTransfer
          id={id}
          codec={lootSheetsFileCodec}
          exports={[
            { label: 'Export all sheets (JSON)', value: sheets, disabled: sheets.length === 0 },
          ]}
          importLabel="Import sheets (JSON)"
          onAdd={addingTo(importLootSheets, (file) => file)}
        />
      </div>
    </SheetToolSection>
  );
}
