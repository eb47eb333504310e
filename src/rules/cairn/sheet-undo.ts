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

/** A roll as its tool shows it, with the serial that makes the result area announce it anew. */
export interface CairnShownRoll<V> {
  readonly serial: number;
  readonly value: V;
}

/** A new roll, shown after `previous` (null before the first), its Undo not pressed yet. */
export function showCairnRoll<V>(
  previous: CairnShownRoll<unknown> | null,
  value: V,
): CairnShownRoll<V & CairnSheetUndo> {
  return { serial: (previous?.serial ?? 0) + 1, value: { ...value, ...CAIRN_UNDO_NOT_PRESSED } };
}

/** The roll shown once its Undo was pressed: where the Undo stands now (nothing shown, nothing). */
export function pressCairnUndoOn<V extends CairnSheetUndo>(
  shown: CairnShownRoll<V> | null,
  result: CairnUndoResult,
): CairnShownRoll<V> | null {
  return shown && { ...shown, value: { ...shown.value, ...pressCairnUndo(result) } };
}

/** The Undo a tool shows beside its last roll: its button's words, and what it did once pressed. */
export interface CairnSheetUndoView {
  /** The Undo button, while it can be pressed. */
  readonly undo: string | null;
  /** What the Undo did, once pressed: put the sheet back, or why not. */
  readonly notice: CairnUndoNotice | null;
}

/**
 * The Undo of the last roll (undefined before the first): its button while the roll changed a
 * tracked sheet and the Undo was not pressed, and the notice, `words.done` once it put it back.
 */
export function viewCairnSheetUndo(
  last: CairnSheetUndo | undefined,
  tracked: boolean,
  words: { readonly button: string; readonly done: string },
): CairnSheetUndoView {
  const waiting = last !== undefined && !last.undone && last.undoRefused === null;
  return {
    undo: tracked && waiting ? words.button : null,
    notice: last ? cairnUndoNotice(last, words.done) : null,
  };
}

/** Whose sheet an Undo acts on, as its refusal names it: "Ada’s sheet". */
export function describeCairnSheetOwner(memberName: string): string {
  return `${memberName}’s sheet`;
}
