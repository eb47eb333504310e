import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_SCORE_OPTIONS,
  countOptions,
  SHEET_KIND_OPTIONS,
  SHEET_QUALITY_OPTIONS,
  SHEET_SIZE_OPTIONS,
  SUIT_CHOICE_OPTIONS,
} from '../../../src/rules/locus/sheet-options';

describe('SHEET_KIND_OPTIONS', () => {
  it('offers a Character and a Foil', () => {
    expect(SHEET_KIND_OPTIONS).toEqual([
      { value: 'character', label: 'Character' },
      { value: 'foil', label: 'Foil' },
    ]);
  });
});

describe('SUIT_CHOICE_OPTIONS', () => {
  it('offers no suit first, then each suit with its symbol', () => {
    expect(SUIT_CHOICE_OPTIONS.map((option) => option.label)).toEqual([
      'Not chosen',
      '♥ Hearts',
      '♦ Diamonds',
      '♣ Clubs',
      '♠ Spades',
    ]);
    expect(SUIT_CHOICE_OPTIONS[0]?.value).toBe('');
  });
});

describe('ATTRIBUTE_SCORE_OPTIONS', () => {
  it('offers the scores 1 to 5', () => {
    expect(ATTRIBUTE_SCORE_OPTIONS.map((option) => option.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });
});

describe('SHEET_SIZE_OPTIONS and SHEET_QUALITY_OPTIONS', () => {
  it('offer the sizes by name and each Quality with its die', () => {
    expect(SHEET_SIZE_OPTIONS.map((option) => option.label)).toEqual(['Small', 'Large']);
    expect(SHEET_QUALITY_OPTIONS.map((option) => option.label)).toEqual([
      '1 (lowest die)',
      '2 (middle die)',
      '3 (highest die)',
    ]);
  });
});

describe('countOptions', () => {
  it('counts from 0 to the most given', () => {
    expect(countOptions(2)).toEqual([
      { value: '0', label: '0' },
      { value: '1', label: '1' },
      { value: '2', label: '2' },
    ]);
    expect(countOptions(0)).toEqual([{ value: '0', label: '0' }]);
  });
});
