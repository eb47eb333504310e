import { describe, expect, it } from 'vitest';
import {
  describeCairnSheetOwner,
  CAIRN_UNDO_NOT_PRESSED,
  cairnUndoNotice,
  pressCairnUndo,
  pressCairnUndoOn,
  showCairnRoll,
  viewCairnSheetUndo,
} from '../../../src/rules/cairn/sheet-undo';

describe('pressCairnUndo', () => {
  it('keeps that the sheet is back, or why it could not be put back', () => {
    expect(pressCairnUndo({ ok: true, value: '' })).toEqual({ undone: true, undoRefused: null });
    expect(pressCairnUndo({ ok: false, error: { message: 'It changed since.' } })).toEqual({
      undone: false,
      undoRefused: 'It changed since.',
    });
  });
});

describe('cairnUndoNotice', () => {
  it('says nothing before the Undo is pressed', () => {
    expect(cairnUndoNotice(CAIRN_UNDO_NOT_PRESSED, 'Undone.')).toBeNull();
  });
  it('says its own words once the sheet is back, and why not when it was refused', () => {
    expect(cairnUndoNotice(pressCairnUndo({ ok: true, value: '' }), 'Undone.')).toEqual({
      refused: false,
      text: 'Undone.',
    });
    expect(
      cairnUndoNotice(pressCairnUndo({ ok: false, error: { message: 'It changed.' } }), 'Undone.'),
    ).toEqual({ refused: true, text: 'It changed.' });
  });
});

describe('showCairnRoll', () => {
  it('shows a new roll under the next serial, its Undo not pressed yet', () => {
    const first = showCairnRoll(null, { damage: 3 });
    expect(first).toEqual({ serial: 1, value: { damage: 3, undone: false, undoRefused: null } });
    expect(showCairnRoll(first, { damage: 5 }).serial).toBe(2);
  });
});

describe('pressCairnUndoOn', () => {
  it('keeps where the Undo of the roll shown stands, and nothing before a roll', () => {
    const shown = showCairnRoll(null, { damage: 3 });
    expect(pressCairnUndoOn(shown, { ok: true, value: '' })).toEqual({
      serial: 1,
      value: { damage: 3, undone: true, undoRefused: null },
    });
    expect(pressCairnUndoOn(null, { ok: true, value: '' })).toBeNull();
  });
});

describe('viewCairnSheetUndo', () => {
  const words = { button: 'Undo this attack on Ada', done: 'Undone.' };

  it('offers the Undo while a tracked sheet was changed and it was not pressed', () => {
    expect(viewCairnSheetUndo(CAIRN_UNDO_NOT_PRESSED, true, words)).toEqual({
      undo: 'Undo this attack on Ada',
      notice: null,
    });
    expect(viewCairnSheetUndo(CAIRN_UNDO_NOT_PRESSED, false, words).undo).toBeNull();
    expect(viewCairnSheetUndo(undefined, true, words)).toEqual({ undo: null, notice: null });
  });

  it('says what the Undo did once pressed, and offers it no more', () => {
    const refused = pressCairnUndo({ ok: false, error: { message: 'It changed.' } });
    expect(viewCairnSheetUndo(refused, true, words)).toEqual({
      undo: null,
      notice: { refused: true, text: 'It changed.' },
    });
    expect(viewCairnSheetUndo(pressCairnUndo({ ok: true, value: '' }), true, words)).toEqual({
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
