import { describe, expect, it } from 'vitest';
import { editDistance, meantName } from '../../src/rules/spelling';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('chek', 'check')).toBe(1);
    expect(editDistance('hirling', 'hireling')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
  it('counts two swapped neighbours as one edit', () => {
    expect(editDistance('afflictoins', 'afflictions')).toBe(1);
    expect(editDistance('hypothermai', 'hypothermia')).toBe(1);
  });
  it('stops early beyond the maximum', () => {
    expect(editDistance('fatigue', 'xx', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('meantName', () => {
  it('names the closest name within two edits, capital letters aside', () => {
    expect(meantName('natrual', ['label', 'atLeast', 'atMost', 'natural'])).toBe('natural');
    expect(meantName('atleast', ['label', 'atLeast', 'atMost', 'natural'])).toBe('atLeast');
    expect(meantName('Chek', ['Check', 'RandomTable'])).toBe('Check');
    expect(meantName('rollheading', ['title', 'rollHeading', 'rows'])).toBe('rollHeading');
  });

  it('names nothing when no name is that close, or a short word is two edits away', () => {
    expect(meantName('die', ['title', 'dice', 'bands'])).toBe('dice');
    expect(meantName('Wounds', ['Check', 'RandomTable'])).toBeUndefined();
    expect(meantName('ab', ['cd'])).toBeUndefined();
  });
});
