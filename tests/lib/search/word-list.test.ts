import { describe, expect, it } from 'vitest';
import {
  decodeWordList,
  encodeWordList,
  FREQUENCY_GROUPS,
} from '../../../src/lib/search/word-list.ts';
import { Vocabulary } from '../../../src/lib/search/typos.ts';

describe('encodeWordList', () => {
  it('writes each word as a capital letter for the letters it shares with the word before, then the rest', () => {
    expect(encodeWordList(['checks', 'check', 'cheek'])).toBe('AcheckFsDek\n');
  });
  it('puts the most frequent words on the first line and the rest on later lines, each in alphabetical order', () => {
    const words = Array.from(
      { length: FREQUENCY_GROUPS[0]! + 2 },
      (_, index) => `w${String(index).padStart(3, '0')}`,
    ).reverse();
    const lines = encodeWordList(words).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(decodeWordList(lines[1]!)).toEqual(['w000', 'w001']);
  });
  it('refuses a word with a capital letter or a line break, which would read back as other words', () => {
    expect(() => encodeWordList(['Sanity'])).toThrow(/cannot hold/);
    expect(() => encodeWordList(['two\nlines'])).toThrow(/cannot hold/);
  });
});

describe('decodeWordList', () => {
  it('reads back every word written, the most frequent group first', () => {
    const words = Array.from(
      { length: 700 },
      (_, index) => `word${(index * 7919) % 1000}x${index % 3 ? 'é' : ''}`,
    );
    const decoded = decodeWordList(encodeWordList(words));
    expect(decoded).toHaveLength(words.length);
    expect(new Set(decoded)).toEqual(new Set(words));
    expect(decoded.slice(0, FREQUENCY_GROUPS[0])).toEqual(
      [...words.slice(0, FREQUENCY_GROUPS[0])].sort(),
    );
  });
  it('keeps words that share more than 25 letters with the word before', () => {
    const long = ['a'.repeat(30), `${'a'.repeat(30)}b`];
    expect(decodeWordList(encodeWordList(long))).toEqual(long);
  });
  it('gives no words for an empty file', () => {
    expect(decodeWordList('')).toEqual([]);
  });
});

describe('Vocabulary.parse', () => {
  it('reads the vocabulary file, ranking the more frequent group first on a tie', () => {
    // "cheek" is in the frequent group, "check" after it: a tie on "chek" goes to "cheek".
    const words = [
      'cheek',
      ...Array.from({ length: FREQUENCY_GROUPS[0]! - 1 }, (_, index) => `filler${index}`),
      'check',
    ];
    const vocabulary = Vocabulary.parse(encodeWordList(words));
    expect(vocabulary.has('check')).toBe(true);
    expect(vocabulary.correct('chek')).toBe('cheek');
  });
});
