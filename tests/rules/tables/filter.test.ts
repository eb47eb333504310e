import { describe, expect, it } from 'vitest';
import {
  describeTableFilter,
  foldTableText,
  rowMatchesTableFilter,
} from '../../../src/rules/tables/filter';

describe('foldTableText', () => {
  it('folds case, accents and punctuation into single spaces', () => {
    expect(foldTableText('  Feather-Fall, Élan!  ')).toBe('feather fall elan');
  });
});

describe('rowMatchesTableFilter', () => {
  it('matches a row holding every typed word, in any order and case', () => {
    expect(rowMatchesTableFilter('42 Feather Fall: you drift down', 'fall FEATHER')).toBe(true);
  });

  it('refuses a row lacking one of the words', () => {
    expect(rowMatchesTableFilter('42 Feather Fall', 'feather fire')).toBe(false);
  });

  it('finds a word typed in part, at the start of a longer word or inside it', () => {
    expect(rowMatchesTableFilter('Fireball', 'fire')).toBe(true);
    expect(rowMatchesTableFilter('Campfire', 'fire')).toBe(true);
  });

  it('matches every row while nothing but spaces or punctuation is typed', () => {
    expect(rowMatchesTableFilter('Anything', ' - ')).toBe(true);
  });
});

describe('describeTableFilter', () => {
  it('says how many rows remain, in the table’s word for them', () => {
    expect(describeTableFilter(12, 100, 'spells', 'fire')).toBe('12 of 100 spells');
    expect(describeTableFilter(100, 100, 'spells', '')).toBe('100 of 100 spells');
  });

  it('says plainly that nothing matches, quoting what was typed', () => {
    expect(describeTableFilter(0, 100, 'spells', ' zzz ')).toBe(
      'No spells match “zzz” (0 of 100).',
    );
  });
});
