/**
 * What a LOOT roll writes on a sheet, said with its Undo (the check and attack rollers).
 */
import {
  describeLootSheetWrite,
  lootDefenceHitTool,
  lootRollSource,
  type LootDefenceHit,
  type LootDefenceHitInput,
  type LootSheet,
} from '../../../rules/loot';
import { lootSheetsRoster } from '../../../stores/loot/sheets';
import { undoChange, useActionNote } from '../../kit';
import { rollAndLog } from '../log-roll';

/**
 * Writes what a roll did on a sheet (a slot marked, a wound taken) and says so with an Undo, which
 * puts the sheet back while nothing has changed it since: a roll made for the wrong sheet, or a
 * hit applied by a slip of the finger, is taken back at once. `note` is the line to place; the
 * rolls it makes are logged from the tool `id`.
 */
export function useSheetWrite(id: string, label: string) {
  // Beside the roll's result, which stays the tool's one status.
  const said = useActionNote(label, { status: false });
  /** Saves `next` over `sheet`; `onUndone` runs when the Undo has put the sheet back. */
  function write(sheet: LootSheet, next: LootSheet, onUndone?: () => void) {
    const changed = lootSheetsRoster.track(sheet.id, () =>
      lootSheetsRoster.update(sheet.id, () => next),
    );
    const words = describeLootSheetWrite(sheet);
    const undo = undoChange(lootSheetsRoster, changed, words);
    if (!undo) {
      said.clear();
      return;
    }
    said.done(words.done, () => {
      const undone = undo();
      if (undone.ok) onUndone?.();
      return undone;
    });
  }
  return {
    note: said.note,
    write,
    /**
     * Rolls a hit on a chosen slot of `input.sheet` (its defence, parry dice, wound), logs it as
     * `what` and writes it on the sheet.
     */
    hit(input: LootDefenceHitInput, what: string, onUndone?: () => void): LootDefenceHit {
      const hit = rollAndLog(lootDefenceHitTool, input, lootRollSource(what, input.sheet.name), id);
      write(input.sheet, hit.sheet, onUndone);
      return hit;
    },
  };
}
