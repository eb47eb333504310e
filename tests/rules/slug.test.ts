import { describe, expect, it } from 'vitest';
import { slugOf } from '../../src/rules/slug';

describe('slugOf', () => {
  it('lowers the case and turns each run of other characters into one hyphen', () => {
    expect(slugOf('Mary  Ellis!', 'pc')).toBe('mary-ellis');
    expect(slugOf('  Dr. O’Neil  ', 'pc')).toBe('dr-o-neil');
  });

  it('folds accents away instead of dropping the letter', () => {
    expect(slugOf('  Élodie  O’Brien ', 'character')).toBe('elodie-o-brien');
    expect(slugOf('Café Noël', 'table')).toBe('cafe-noel');
  });

  it('gives the fallback when no letter or digit is left', () => {
    expect(slugOf('***', 'investigator')).toBe('investigator');
    expect(slugOf('', 'pc')).toBe('pc');
  });

  it('keeps at most the length asked for', () => {
    expect(slugOf('a'.repeat(50), 'member', 40)).toBe('a'.repeat(40));
    expect(slugOf('Ada Byrne', 'member', 40)).toBe('ada-byrne');
  });
});
