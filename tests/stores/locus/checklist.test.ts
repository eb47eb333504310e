import { describe, expect, it } from 'vitest';
import { CHECKLIST_ITEM_IDS } from '../../../src/rules/locus';
import {
  $checklist,
  $checklistNotice,
  LOCUS_CHECKLIST_KEY,
  restoreChecklist,
  startNewSession,
  toggleChecklistTick,
} from '../../../src/stores/locus/checklist';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

const [first, second] = CHECKLIST_ITEM_IDS as [
  (typeof CHECKLIST_ITEM_IDS)[number],
  (typeof CHECKLIST_ITEM_IDS)[number],
];

useFakeStorage(() => {
  $checklist.set([]);
  $checklistNotice.set(undefined);
});

describe('toggleChecklistTick', () => {
  it('ticks an item, saves the ticks and unticks it again', () => {
    toggleChecklistTick(first);
    expect($checklist.get()).toEqual([first]);
    expect(savedJson(LOCUS_CHECKLIST_KEY)).toEqual({ version: 1, ticked: [first] });
    toggleChecklistTick(first);
    expect($checklist.get()).toEqual([]);
  });
});

describe('startNewSession and restoreChecklist', () => {
  it('clears every tick, returns them, and undo puts them back', () => {
    toggleChecklistTick(first);
    toggleChecklistTick(second);
    const previous = startNewSession();
    expect($checklist.get()).toEqual([]);
    restoreChecklist(previous);
    expect([...$checklist.get()].sort()).toEqual([first, second].sort());
  });
});

describe('$checklist', () => {
  it('drops ticks of items no longer on the checklist when reading', () => {
    expect(
      writeFromAnotherTab(
        $checklist,
        LOCUS_CHECKLIST_KEY,
        JSON.stringify({ version: 1, ticked: [first, 'retired-item'] }),
      ),
    ).toEqual([first]);
    expect($checklistNotice.get()).toBeUndefined();
  });

  itSetsAsideUnreadableText(() => ({
    store: $checklist,
    notice: $checklistNotice,
    key: LOCUS_CHECKLIST_KEY,
    initial: [],
    wrongShape: '{"version":2,"ticked":[]}',
    label: 'checklist',
  }));
});
