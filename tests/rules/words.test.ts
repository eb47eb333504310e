import { describe, expect, it } from 'vitest';
import {
  capitalised,
  countOf,
  formatNumber,
  formatSigned,
  howMany,
  listInWords,
  withArticle,
} from '../../src/rules/words';

describe('howMany', () => {
  it('writes one thing in the singular and any other number in the plural', () => {
    expect(howMany(1, 'wound')).toBe('1 wound');
    expect(howMany(3, 'wound')).toBe('3 wounds');
    expect(howMany(0, 'Vice')).toBe('0 Vices');
    expect(howMany(-1, 'point')).toBe('-1 point');
  });

  it('takes a plural that is not the word with an s', () => {
    expect(howMany(1, 'die', 'dice')).toBe('1 die');
    expect(howMany(2, 'die', 'dice')).toBe('2 dice');
    expect(howMany(2, 'box', 'boxes')).toBe('2 boxes');
  });
});

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

describe('withArticle', () => {
  it('puts "an" before a vowel sound and "a" before any other', () => {
    expect(withArticle('intelligence (INT) test')).toBe('an intelligence (INT) test');
    expect(withArticle('strength (STR) test')).toBe('a strength (STR) test');
    expect(withArticle('Ember')).toBe('an Ember');
  });

  it('goes by the sound, not the letter', () => {
    expect(withArticle('unit')).toBe('a unit');
    expect(withArticle('one-handed weapon')).toBe('a one-handed weapon');
    expect(withArticle('hour')).toBe('an hour');
    expect(withArticle('hammer')).toBe('a hammer');
  });
});

describe('formatNumber', () => {
  it('writes a negative number with a real minus sign and the rest as they are', () => {
    expect(formatNumber(-2)).toBe('\u22122');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(13)).toBe('13');
  });
});

describe('formatSigned', () => {
  it('shows bonuses with a plus and penalties with a minus sign', () => {
    expect(formatSigned(1)).toBe('+1');
    expect(formatSigned(-1)).toBe('\u22121');
    expect(formatSigned(0)).toBe('0');
  });
});
