import { describe, expect, it } from 'vitest';
import {
  $shownSheet,
  $shownSheetNotice,
  LOCUS_SHOWN_SHEET_KEY,
  showSheet,
} from '../../../src/stores/locus/shown-sheet';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $shownSheet.set(null);
  $shownSheetNotice.set(undefined);
});

describe('showSheet', () => {
  it('saves the id of the sheet shown, so a reload shows it again', () => {
    showSheet('ada');
    expect($shownSheet.get()).toBe('ada');
    expect(savedJson(LOCUS_SHOWN_SHEET_KEY)).toEqual({ version: 1, id: 'ada' });
  });

  it('saves no choice as null', () => {
    showSheet('ada');
    showSheet(undefined);
    expect(savedJson(LOCUS_SHOWN_SHEET_KEY)).toEqual({ version: 1, id: null });
  });
});

describe('$shownSheet', () => {
  itSetsAsideUnreadableText(() => ({
    store: $shownSheet,
    notice: $shownSheetNotice,
    key: LOCUS_SHOWN_SHEET_KEY,
    initial: null,
    wrongShape: '{"version":1,"id":7}',
    label: 'choice of sheet to show',
  }));
});
