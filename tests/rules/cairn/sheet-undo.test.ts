import { describe, expect, it } from 'vitest';
import {
  CAIRN_UNDO_NOT_PRESSED,
  cairnUndoNotice,
  pressCairnUndo,
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
