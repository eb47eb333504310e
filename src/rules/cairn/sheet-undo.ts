/**
 * The Undo of what a roll changed on a tracked member's sheet (the combat resolver's attack, the
 * scars roller's record), as a tool keeps it beside the roll: whether it put the sheet back, or
 * why it could not (the sheet changed since), and the notice that says which.
 */
import type { Result } from '../result';

export interface CairnSheetUndo {
  /** The Undo put the sheet back. */
  readonly undone: boolean;
  /** Why the Undo could not put the sheet back, once pressed. */
  readonly undoRefused: string | null;
}

/** A roll just made: its Undo not pressed yet. */
export const CAIRN_UNDO_NOT_PRESSED: CairnSheetUndo = { undone: false, undoRefused: null };

/** What pressing the Undo did, as the party roster says it: put back, or why not. */
export type CairnUndoResult = Result<string, { readonly message: string }>;

/** The Undo's standing once pressed. */
export function pressCairnUndo(result: CairnUndoResult): CairnSheetUndo {
  return result.ok
    ? { undone: true, undoRefused: null }
    : { undone: false, undoRefused: result.error.message };
}

/** What an Undo did, said under the roll: put back (`done`), or why not (`refused`). */
export interface CairnUndoNotice {
  readonly refused: boolean;
  readonly text: string;
}

/** The notice for an Undo's standing, `done` its words once it put the sheet back; null before. */
export function cairnUndoNotice(undo: CairnSheetUndo, done: string): CairnUndoNotice | null {
  if (undo.undone) return { refused: false, text: done };
  return undo.undoRefused === null ? null : { refused: true, text: undo.undoRefused };
}
