import { describe, expect, it } from 'vitest';
import { CHECKLIST_ITEM_IDS } from '../../../src/rules/locus/checklist';
import {
  describeTicksCleared,
  viewSessionChecklist,
} from '../../../src/rules/locus/session-checklist-view';

describe('viewSessionChecklist', () => {
  it('counts the items ready and marks each ticked one', () => {
    const view = viewSessionChecklist(['card-deck', 'dice']);
    expect(view.progress).toBe('2 of 13 ready.');
    expect(view.items.filter((item) => item.ticked).map((item) => item.text)).toEqual([
      'Card deck shuffled, Jokers removed',
      'Dice available (ideally 3d6 per player)',
    ]);
    expect(view.items).toHaveLength(13);
  });

  it('says all are ready once every item is ticked', () => {
    expect(viewSessionChecklist(CHECKLIST_ITEM_IDS).progress).toBe('All 13 ready.');
  });
});

describe('describeTicksCleared', () => {
  it('counts the ticks a new session cleared', () => {
    expect(describeTicksCleared(['dice'])).toBe('1 tick cleared for a new session.');
    expect(describeTicksCleared(['dice', 'card-deck'])).toBe('2 ticks cleared for a new session.');
  });
});
