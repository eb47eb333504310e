import { describe, expect, it } from 'vitest';
import { capitalised, countOf, listInWords } from '../../src/lib/words';

describe('countOf', () => {
  it('writes numbers up to twelve in words and a singular noun for one', () => {
    expect(countOf(5, 'ruleset')).toBe('five rulesets');
    expect(countOf(6, 'tabletop roleplaying ruleset')).toBe('six tabletop roleplaying rulesets');
    expect(countOf(1, 'ruleset')).toBe('one ruleset');
    expect(countOf(12, 'page')).toBe('twelve pages');
  });

  it('writes larger numbers in digits and takes an irregular plural', () => {
    expect(countOf(13, 'ruleset')).toBe('13 rulesets');
    expect(countOf(2, 'die', 'dice')).toBe('two dice');
  });
});

describe('listInWords', () => {
  it('joins names with commas and a final "and"', () => {
    expect(listInWords(['Mothership', 'Mörk Borg', 'Knave'])).toBe(
      'Mothership, Mörk Borg and Knave',
    );
    expect(listInWords(['Mothership', 'Knave'])).toBe('Mothership and Knave');
  });

  it('gives one name alone and nothing for none', () => {
    expect(listInWords(['Knave'])).toBe('Knave');
    expect(listInWords([])).toBe('');
  });
});

describe('capitalised', () => {
  it('puts the first letter in capitals and leaves the rest', () => {
    expect(capitalised('five tabletop rulesets')).toBe('Five tabletop rulesets');
  });
});
