/**
 * What the Undo of a roll's change to a party member's sheet did (the combat resolver's attack,
 * the scars roller's record): the sheet put back, or "Not undone:" and why. The rules word both.
 */
import type { CairnUndoNotice } from '../../../rules/cairn/sheet-undo';

export default function UndoNotice({ notice }: { readonly notice: CairnUndoNotice | null }) {
  return notice ? (
    <p class="tool-notice">
      {notice.refused ? <strong>Not undone: </strong> : null}
      {notice.text}
    </p>
  ) : null;
}
