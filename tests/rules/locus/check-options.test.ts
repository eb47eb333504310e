import { describe, expect, it } from 'vitest';
import {
  chooseStressCause,
  DIFFICULTY_OPTIONS,
  durabilityItemName,
  durabilityItemOptions,
  INITIATIVE_KIND_OPTIONS,
  INJURY_FLOOR_OPTIONS,
  QUALITY_OPTIONS,
  REROLL_STRESS_OPTIONS,
  STRESS_CAUSE_OPTIONS,
  STRESS_OPTIONS,
} from '../../../src/rules/locus';

describe('DIFFICULTY_OPTIONS', () => {
  it('offers each difficulty with the die it reads', () => {
    expect(DIFFICULTY_OPTIONS).toEqual([
      { value: 'easy', label: 'Easy', note: '(highest die)' },
      { value: 'medium', label: 'Medium', note: '(middle die)' },
      { value: 'hard', label: 'Hard', note: '(lowest die)' },
    ]);
  });
});

describe('INJURY_FLOOR_OPTIONS', () => {
  it('offers each floor with the least difficulty it sets', () => {
    expect(INJURY_FLOOR_OPTIONS.map((option) => option.label)).toEqual([
      'None',
      'Major: at least Medium',
      'Grievous: at least Hard',
    ]);
  });
});

describe('STRESS_OPTIONS', () => {
  it('offers the Stress levels by name', () => {
    expect(STRESS_OPTIONS.map((option) => option.label)).toEqual(['Uneasy', 'Tense', 'Stressed']);
  });
});

describe('REROLL_STRESS_OPTIONS', () => {
  it('says how many dice one WP re-rolls at each level', () => {
    expect(REROLL_STRESS_OPTIONS.map((option) => option.label)).toEqual([
      'Uneasy: 3 dice per WP',
      'Tense: 2 dice per WP',
      'Stressed: 1 die per WP',
    ]);
  });
});

describe('STRESS_CAUSE_OPTIONS', () => {
  it('offers no injury and each severity, with the difficulty each sets', () => {
    expect(STRESS_CAUSE_OPTIONS.map((option) => option.label)).toEqual([
      'No injury (Medium)',
      'After a Minor injury (Easy)',
      'After a Major injury (Medium)',
      'After a Grievous injury (Hard)',
    ]);
  });
});

describe('chooseStressCause', () => {
  it('sets the difficulty of an injury and Temper for it', () => {
    expect(chooseStressCause('grievous')).toEqual({ difficulty: 'hard', attribute: 'temper' });
    expect(chooseStressCause('minor')).toEqual({ difficulty: 'easy', attribute: 'temper' });
  });

  it('sets Medium for a general cause and leaves the Attribute chosen', () => {
    expect(chooseStressCause('general')).toEqual({ difficulty: 'medium' });
  });
});

describe('QUALITY_OPTIONS', () => {
  it('offers Q1 to Q3 with the die each reads', () => {
    expect(QUALITY_OPTIONS).toEqual([
      { value: 1, label: 'Q1', note: '(lowest die)' },
      { value: 2, label: 'Q2', note: '(middle die)' },
      { value: 3, label: 'Q3', note: '(highest die)' },
    ]);
  });
});

describe('durabilityItemOptions', () => {
  const item = { id: 'rope', name: 'Rope', quality: 2, damaged: false, destroyed: false };

  it('says when the sheet has no Items', () => {
    expect(durabilityItemOptions([])).toEqual([{ value: '', label: 'No Items on this sheet' }]);
  });

  it('lists the Items after none, each with its Quality and state', () => {
    expect(
      durabilityItemOptions([
        item,
        { ...item, id: 'lamp', name: '', damaged: true },
        { ...item, id: 'axe', name: 'Axe', quality: 3, damaged: true, destroyed: true },
      ]),
    ).toEqual([
      { value: '', label: 'None (choose the Quality)' },
      { value: 'rope', label: 'Rope, Q2' },
      { value: 'lamp', label: 'Unnamed Item, Q2 (Damaged)' },
      { value: 'axe', label: 'Axe, Q3 (destroyed)' },
    ]);
  });
});

describe('durabilityItemName', () => {
  it('names the Item, a blank name as "The Item", and no Item as nothing', () => {
    expect(durabilityItemName({ name: ' Rope ' })).toBe('Rope');
    expect(durabilityItemName({ name: '  ' })).toBe('The Item');
    expect(durabilityItemName(undefined)).toBe('');
  });
});

describe('INITIATIVE_KIND_OPTIONS', () => {
  it('offers a Monster or a Foil', () => {
    expect(INITIATIVE_KIND_OPTIONS).toEqual([
      { value: 'monster', label: 'Monster' },
      { value: 'foil', label: 'Foil' },
    ]);
  });
});
