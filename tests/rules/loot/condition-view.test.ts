import { describe, expect, it } from 'vitest';
import {
  describeLootConditionResult,
  emptySheet,
  LOOT_CONDITION_LETTER_OPTIONS,
  setLootWound,
  viewLootConditions,
} from '../../../src/rules/loot';
import { ok } from './ok';

describe('LOOT_CONDITION_LETTER_OPTIONS', () => {
  it('offers every condition by name and letter, asphyxiation first', () => {
    expect(LOOT_CONDITION_LETTER_OPTIONS).toHaveLength(7);
    expect(LOOT_CONDITION_LETTER_OPTIONS[0]).toEqual({ value: 'A', label: 'Asphyxiation (A)' });
  });
});

describe('viewLootConditions', () => {
  it('shows the sheet’s slots with their letters and wounds (an open wound bleeds), and the chosen condition’s summary', () => {
    const sheet = ok(setLootWound(emptySheet('ada', 'Ada'), 2, 'open'));
    const view = viewLootConditions(sheet, 'M');
    expect(view.stripLabel).toBe('Slots of Ada');
    expect(view.strip[1]).toEqual({ slot: 2, letters: 'B', wound: 'open wound' });
    expect(view.summary).toMatch(/^Starts at slot 3; each week without food/);
    expect(view.adjacency).toMatch(/^Adjacent means the slot numbered one above or one below/);
    expect(view.parts.length).toBeGreaterThan(0);
  });
});

describe('describeLootConditionResult', () => {
  it('parts the sentences by spaces, with one before the outcome', () => {
    expect(
      describeLootConditionResult({ notes: ['Slot 5 marked.', 'No slot left.'], outcome: 'dead' }),
    ).toEqual({ sentences: 'Slot 5 marked. No slot left. ', outcome: 'The character dies.' });
  });

  it('says no outcome when there is none, and no space before an outcome said alone', () => {
    expect(describeLootConditionResult({ notes: ['Slot 2 marked.'], outcome: 'none' })).toEqual({
      sentences: 'Slot 2 marked.',
      outcome: null,
    });
    expect(describeLootConditionResult({ notes: [], outcome: 'unconscious' })).toEqual({
      sentences: '',
      outcome: 'Unconscious.',
    });
  });
});
