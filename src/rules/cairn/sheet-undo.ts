/**
 * The Undo of what a roll changed on a tracked member's sheet (the combat resolver's attack, the
 * scars roller's record), as a tool keeps it beside the roll: whether it put the sheet back, or
 * why it could not (the sheet changed since), and the notice that says which. Each such tool
 * keeps its last roll with `stepCairnSheetRoll` (a new roll, its Undo pressed) and shows the
 * Undo with `viewCairnSheetUndo`.
 */
import type { Result } from '../result';

export interface CairnSheetUndo {
  /** The Undo put the sheet back. */
  readonly undone: boolean;
  /** Why the Undo could not put the sheet back, once pressed. */
  readonly undoRefused: string | null;
}

/** A roll just made: its Undo not pressed yet. */
const UNDO_NOT_PRESSED: CairnSheetUndo = { undone: false, undoRefused: null };

/** What pressing the Undo did, as the party roster says it: put back, or why not. */
export type CairnUndoResult = Result<string, { readonly message: string }>;

/** The Undo's standing once pressed. */
function pressUndo(result: CairnUndoResult): CairnSheetUndo {
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
function undoNotice(undo: CairnSheetUndo, done: string): CairnUndoNotice | null {
  if (undo.undone) return { refused: false, text: done };
  return undo.undoRefused === null ? null : { refused: true, text: undo.undoRefused };
}

/**
 * A roll as a tool whose rolls write a member's sheet shows it: with the serial that makes the
 * result area announce it anew, and where its Undo stands.
 */
export interface CairnSheetRoll<V> {
  readonly serial: number;
  readonly value: V & CairnSheetUndo;
}

/** The Undo of the roll shown, pressed, and what it did: an action of each tool that shows one. */
export interface CairnUndoPressed {
  readonly kind: 'undo';
  readonly result: CairnUndoResult;
}

/** What happens to the roll a tool shows: a new roll made (`value`), or its Undo pressed. */
export type CairnSheetRollStep<V> =
  { readonly kind: 'rolled'; readonly value: V } | CairnUndoPressed;

/**
 * The roll a tool shows after `step` (null before the first): a new roll under the next serial,
 * its Undo not pressed yet; or the roll shown with where its Undo stands now (nothing shown,
 * nothing).
 */
export function stepCairnSheetRoll<V>(
  shown: CairnSheetRoll<V> | null,
  step: CairnSheetRollStep<V>,
): CairnSheetRoll<V> | null {
  if (step.kind === 'undo') {
    return shown && { ...shown, value: { ...shown.value, ...pressUndo(step.result) } };
  }
  return { serial: (shown?.serial ?? 0) + 1, value: { ...step.value, ...UNDO_NOT_PRESSED } };
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
    notice: last ? undoNotice(last, words.done) : null,
  };
}

/** Whose sheet an Undo acts on, as its refusal names it: "Ada’s sheet". */
export function describeCairnSheetOwner(memberName: string): string {
  return `${memberName}’s sheet`;
}
