import { describe, expect, it } from 'vitest';
import { findKeptRanks } from '../../../src/rules/dice/selection';

describe('findKeptRanks', () => {
  it.each([
    ['no selection', null, { first: 1, last: 4 }],
    ['kh3', { kind: 'keep-highest', count: 3 }, { first: 1, last: 3 }],
    ['kl1', { kind: 'keep-lowest', count: 1 }, { first: 4, last: 4 }],
    ['dh1', { kind: 'drop-highest', count: 1 }, { first: 2, last: 4 }],
    ['dl1', { kind: 'drop-lowest', count: 1 }, { first: 1, last: 3 }],
    ['kth2', { kind: 'keep-nth-highest', rank: 2 }, { first: 2, last: 2 }],
  ] as const)('keeps one band of ranks of 4 dice for %s', (_name, selection, band) => {
    expect(findKeptRanks(selection, 4)).toEqual(band);
  });
});
