import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_ITEM_IDS,
  checklistProgress,
  ChecklistTicksSchema,
  isChecklistItemId,
  normalizeTicks,
  PRE_SESSION_CHECKLIST,
  resetChecklist,
  setChecklistItem,
  toggleChecklistItem,
  type ChecklistItemId,
} from '../../../src/rules/locus/checklist';

describe('PRE_SESSION_CHECKLIST', () => {
  it('is the text of the Director’s Pre-Session Checklist, item for item and word for word', () => {
    const page = readFileSync(
      new URL('../../../content/locus/directors-tools.mdx', import.meta.url),
      'utf8',
    );
    const section = page.split('### Director’s Pre-Session Checklist')[1]?.split('###')[0] ?? '';
    const items = section
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2));
    expect(items).toHaveLength(13);
    expect(PRE_SESSION_CHECKLIST.map((item) => item.text)).toEqual(items);
  });

  it('gives each item its own id', () => {
    expect(new Set(CHECKLIST_ITEM_IDS).size).toBe(PRE_SESSION_CHECKLIST.length);
    expect(isChecklistItemId('dice')).toBe(true);
    expect(isChecklistItemId('tea')).toBe(false);
    expect(isChecklistItemId(3)).toBe(false);
  });
});

describe('toggleChecklistItem', () => {
  it('ticks an unticked item and unticks a ticked one, keeping checklist order', () => {
    const ticked = toggleChecklistItem(toggleChecklistItem([], 'dice'), 'character-cards');
    expect(ticked).toEqual(['character-cards', 'dice']);
    expect(toggleChecklistItem(ticked, 'dice')).toEqual(['character-cards']);
  });

  it('does not change the ticks it is given', () => {
    const ticks: ChecklistItemId[] = ['dice'];
    toggleChecklistItem(ticks, 'set-pieces');
    expect(ticks).toEqual(['dice']);
  });

  it('refuses an item that is not on the checklist', () => {
    expect(() => toggleChecklistItem([], 'tea' as ChecklistItemId)).toThrow(RangeError);
  });
});

describe('setChecklistItem', () => {
  it('ticks or unticks one item, once', () => {
    expect(setChecklistItem(['dice'], 'dice', true)).toEqual(['dice']);
    expect(setChecklistItem(['dice'], 'dice', false)).toEqual([]);
    expect(setChecklistItem([], 'safety-tools', false)).toEqual([]);
  });
});

describe('resetChecklist', () => {
  it('starts a new session with nothing ticked', () => {
    expect(resetChecklist()).toEqual([]);
  });
});

describe('normalizeTicks and ChecklistTicksSchema', () => {
  it('keep known ids once each, in checklist order', () => {
    expect(normalizeTicks(['dice', 'tea', 'character-cards', 'dice'])).toEqual([
      'character-cards',
      'dice',
    ]);
    expect(ChecklistTicksSchema.parse(['endings', 'old-item'])).toEqual(['endings']);
    expect(ChecklistTicksSchema.safeParse('dice').success).toBe(false);
  });
});

describe('checklistProgress', () => {
  it('counts the ticked items and knows when all are done', () => {
    expect(checklistProgress([])).toEqual({ done: 0, total: 13, complete: false });
    expect(checklistProgress(['dice', 'endings'])).toEqual({ done: 2, total: 13, complete: false });
    expect(checklistProgress([...CHECKLIST_ITEM_IDS])).toEqual({
      done: 13,
      total: 13,
      complete: true,
    });
  });
});
