import { describe, expect, it } from 'vitest';
import {
  describeCairnSheetOwner,
  stepCairnSheetRoll,
  viewCairnSheetUndo,
  type CairnUndoResult,
} from '../../../src/rules/cairn/sheet-undo';

const putBack: CairnUndoResult = { ok: true, value: '' };
const refusedAs = (message: string): CairnUndoResult => ({ ok: false, error: { message } });

/** A first roll shown, then its Undo pressed with `result`. */
function pressedAfterARoll(result: CairnUndoResult) {
  const shown = stepCairnSheetRoll(null, { kind: 'rolled', value: { damage: 3 } });
  return stepCairnSheetRoll(shown, { kind: 'undo', result });
}

describe('stepCairnSheetRoll', () => {
  it('shows a new roll under the next serial, its Undo not pressed yet', () => {
    const first = stepCairnSheetRoll(null, { kind: 'rolled', value: { damage: 3 } });
    expect(first).toEqual({ serial: 1, value: { damage: 3, undone: false, undoRefused: null } });
    expect(stepCairnSheetRoll(first, { kind: 'rolled', value: { damage: 5 } })).toEqual({
      serial: 2,
      value: { damage: 5, undone: false, undoRefused: null },
    });
  });

  it('keeps that the sheet is back, or why it could not be put back, on the roll shown', () => {
    expect(pressedAfterARoll(putBack)).toEqual({
      serial: 1,
      value: { damage: 3, undone: true, undoRefused: null },
    });
    expect(pressedAfterARoll(refusedAs('It changed since.'))).toEqual({
      serial: 1,
      value: { damage: 3, undone: false, undoRefused: 'It changed since.' },
    });
  });

  it('shows a new roll with its own Undo once the last one was pressed', () => {
    const next = stepCairnSheetRoll(pressedAfterARoll(putBack), {
      kind: 'rolled',
      value: { damage: 4 },
    });
    expect(next).toEqual({ serial: 2, value: { damage: 4, undone: false, undoRefused: null } });
  });

  it('shows nothing when the Undo is pressed before a roll', () => {
    expect(stepCairnSheetRoll(null, { kind: 'undo', result: putBack })).toBeNull();
  });
});

describe('viewCairnSheetUndo', () => {
  const words = { button: 'Undo this attack on Ada', done: 'Undone.' };
  const rolled = stepCairnSheetRoll(null, { kind: 'rolled', value: {} })?.value;

  it('offers the Undo while a tracked sheet was changed and it was not pressed', () => {
    expect(viewCairnSheetUndo(rolled, true, words)).toEqual({
      undo: 'Undo this attack on Ada',
      notice: null,
    });
    expect(viewCairnSheetUndo(rolled, false, words).undo).toBeNull();
    expect(viewCairnSheetUndo(undefined, true, words)).toEqual({ undo: null, notice: null });
  });

  it('says what the Undo did once pressed, and offers it no more', () => {
    expect(
      viewCairnSheetUndo(pressedAfterARoll(refusedAs('It changed.'))?.value, true, words),
    ).toEqual({
      undo: null,
      notice: { refused: true, text: 'It changed.' },
    });
    expect(viewCairnSheetUndo(pressedAfterARoll(putBack)?.value, true, words)).toEqual({
      undo: null,
      notice: { refused: false, text: 'Undone.' },
    });
  });
});

describe('describeCairnSheetOwner', () => {
  it('names the sheet by its member', () => {
    expect(describeCairnSheetOwner('Ada')).toBe('Ada’s sheet');
  });
});
