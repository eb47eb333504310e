import { describe, expect, it } from 'vitest';
import { slugOf } from '../../../src/rules/eldritch-instinct/slug';

describe('slugOf', () => {
  it('lowers the case and turns each run of other characters into one hyphen', () => {
    expect(slugOf('Mary  Ellis!', 'pc')).toBe('mary-ellis');
    expect(slugOf('  Dr. O’Neil  ', 'pc')).toBe('dr-o-neil');
  });

  it('gives the fallback when no letter or digit is left', () => {
    expect(slugOf('***', 'investigator')).toBe('investigator');
    expect(slugOf('', 'pc')).toBe('pc');
  });
});
