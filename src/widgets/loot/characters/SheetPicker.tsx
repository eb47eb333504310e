/**
 * The active sheet: the character every LOOT tool acts on, chosen in any of them. With no sheet
 * yet, a roller offers to start one by name; its items are filled in with the inventory sheet.
 */
import { ChoiceField, focusAfterRender, useSaved } from '../../kit';
import { NewSheetForm } from './NameForm';
import { $lootActiveSheet, $lootSheets, setActiveLootSheet } from '../../../stores/loot/sheets';
import { withBase } from '../../../lib/navigation';

export const LOOT_INVENTORY_HREF = withBase(import.meta.env.BASE_URL, 'loot/');

/** The select of saved sheets (renders nothing while there are none). */
export function ActiveSheetField({ id, label = 'Active sheet' }: { id: string; label?: string }) {
  const sheets = useSaved($lootSheets);
  const active = useSaved($lootActiveSheet);
  if (!active) return null;
  return (
    <ChoiceField
      id={id}
      label={label}
      value={active.id}
      options={sheets.map((sheet) => ({ value: sheet.id, label: sheet.name || 'Unnamed' }))}
      onChange={setActiveLootSheet}
    />
  );
}

/** The rollers' sheet choice, or a form to start the first sheet. */
export default function SheetPicker({ id }: { id: string }) {
  const active = useSaved($lootActiveSheet);
  if (active) return <ActiveSheetField id={`${id}-sheet`} label="Character (active sheet)" />;
  return (
    <>
      <p>
        No LOOT sheet yet. Start one here and fill its slots with the{' '}
        <a href={LOOT_INVENTORY_HREF}>inventory sheet</a>.
      </p>
      <NewSheetForm
        id={`${id}-new-sheet`}
        label="Character name"
        button="Start a sheet"
        // The form gives way to the sheet's choice, which takes the focus.
        onAdded={() => focusAfterRender(`${id}-sheet`)}
      />
    </>
  );
}
