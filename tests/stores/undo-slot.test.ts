import { describe, expect, it } from 'vitest';
import { fail, succeed } from '../../src/rules/result';
import { createUndoSlot } from '../../src/stores/undo-slot';

describe('createUndoSlot', () => {
  it('offers the Undo of what an action took until it is used, then offers nothing', () => {
    const slot = createUndoSlot<string>();
    slot.keep('the old chase');
    expect(slot.$slot.get()).toEqual({ removed: 'the old chase', refused: null, message: null });
    expect(slot.undo((removed) => succeed(`${removed} is back`))).toEqual({
      ok: true,
      value: 'the old chase is back',
    });
    expect(slot.$slot.get().removed).toBeNull();
    expect(slot.undo(() => succeed('again'))).toBeUndefined();
  });

  it('keeps a refused Undo with its reason, to be said until the next change', () => {
    const slot = createUndoSlot<number>();
    slot.keep(3);
    expect(slot.undo(() => fail({ message: 'It has changed since.' }))?.ok).toBe(false);
    expect(slot.$slot.get()).toEqual({
      removed: null,
      refused: 3,
      message: 'It has changed since.',
    });
    slot.drop();
    expect(slot.$slot.get()).toEqual({ removed: null, refused: null, message: null });
  });

  it('offers nothing for an action that took nothing', () => {
    const slot = createUndoSlot<number>();
    slot.keep(null);
    expect(slot.undo(() => succeed(1))).toBeUndefined();
  });
});
