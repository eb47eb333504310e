/**
 * The Undo of what a roll wrote on a party member's sheet (the combat resolver's attack, the scars
 * roller's record), pressed: the roster puts the sheet back only while nothing has changed it
 * since, so an Undo never throws away a later edit; the rules word the refusal by whose sheet it is.
 */
import type { CairnMember } from '../../../rules/cairn/character';
import { describeCairnSheetOwner, type CairnUndoResult } from '../../../rules/cairn/sheet-undo';
import { cairnPartyRoster } from '../../../stores/cairn/party';
import type { Changed } from '../../../stores/roster';
import { undoChange } from '../../kit';

/**
 * Takes the change back, or says why not; undefined with no change to take back. What a done Undo
 * says is the rules' (`viewCairnSheetUndo`'s words), so the roster is given none to say.
 */
export function undoCairnSheetChange(
  receipt: Changed<CairnMember> | undefined,
  memberName: string,
): CairnUndoResult | undefined {
  return undoChange(cairnPartyRoster, receipt, {
    undone: '',
    whose: describeCairnSheetOwner(memberName),
  })?.();
}
