import { describe, expect, it } from 'vitest';
import {
  describeLootItemRemoved,
  describeLootSharedSheetAdded,
  describeLootSheetRemoved,
  describeLootSheetRestored,
  describeLootSheetWrite,
  LOOT_NOTES_SAVED,
} from '../../../src/rules/loot/sheet-words';

const ada = { name: 'Ada' };

describe('describeLootSheetWrite', () => {
  it('says the roll was written on the sheet, names whose it is and how its Undo took it back', () => {
    expect(describeLootSheetWrite(ada)).toEqual({
      done: 'Written on Ada’s sheet.',
      undone: 'Took it back: Ada’s sheet is as it was before the roll.',
      whose: 'Ada’s sheet',
    });
  });
});

describe('describeLootSheetRemoved', () => {
  it('names the sheet removed', () => {
    expect(describeLootSheetRemoved(ada)).toBe('Removed the sheet Ada.');
  });
});

describe('describeLootSheetRestored', () => {
  it('names the sheet put back', () => {
    expect(describeLootSheetRestored(ada)).toBe('Restored the sheet Ada.');
  });
});

describe('describeLootSharedSheetAdded', () => {
  it('names the shared sheet and says it is now the active one', () => {
    expect(describeLootSharedSheetAdded(ada)).toBe(
      'Added the shared sheet Ada; it is now the active sheet.',
    );
  });
});

describe('LOOT_NOTES_SAVED', () => {
  it('says the notes were saved', () => {
    expect(LOOT_NOTES_SAVED).toBe('Notes saved.');
  });
});

describe('describeLootItemRemoved', () => {
  it('names the item taken off the sheet', () => {
    expect(describeLootItemRemoved({ name: 'Rope' })).toBe('Removed Rope.');
  });
});
