import { describe, expect, it } from 'vitest';
import type { SearchOutcome } from '../../src/lib/search/engine.ts';
import { describeOutcome } from '../../src/scripts/search/status-line.ts';

const outcome = (fields: Partial<SearchOutcome>): SearchOutcome => ({
  terms: [],
  corrected: [],
  dropped: [],
  partial: false,
  total: 0,
  pages: [],
  answeredBy: [],
  ...fields,
});

describe('describeOutcome', () => {
  it('says how many results were found for the words as typed, and where', () => {
    expect(describeOutcome('scars', outcome({ terms: ['scars'], total: 3 }), ' in Cairn')).toBe(
      '3 results found for “scars” in Cairn.',
    );
  });

  it('says what it searched for instead when it corrected a word', () => {
    const corrected = outcome({
      terms: ['initiative'],
      corrected: [{ from: 'initative', to: 'initiative' }],
      total: 2,
    });
    expect(describeOutcome('initative', corrected, ' in LOOT')).toBe(
      'Showing results for “initiative”. 2 results found in LOOT.',
    );
  });

  it('finding nothing for the words as typed, says so with them', () => {
    expect(describeOutcome('d66', outcome({ terms: ['d66'] }), '')).toBe('No results for “d66”.');
    expect(
      describeOutcome('tension pool', outcome({ terms: ['tension', 'pool'] }), ' in LOOT'),
    ).toBe('No results for “tension pool” in LOOT.');
  });

  it('finding nothing for a corrected word, says what it searched for and what was typed', () => {
    const corrected = outcome({
      terms: ['sanity'],
      corrected: [{ from: 'santy', to: 'sanity' }],
    });
    expect(describeOutcome('santy', corrected, ' in LOOT')).toBe(
      'No results for “sanity” (corrected from “santy”) in LOOT.',
    );
  });

  it('finding nothing for the rest of the words, names the word it left out', () => {
    const left = outcome({ terms: ['sanity'], dropped: ['qwzxv'] });
    expect(describeOutcome('sanity qwzxv', left, ' in LOOT')).toBe(
      'No results for “sanity” (no page has “qwzxv”) in LOOT.',
    );
    const both = outcome({
      terms: ['sanity'],
      corrected: [{ from: 'santy', to: 'sanity' }],
      dropped: ['qwzxv'],
    });
    expect(describeOutcome('santy qwzxv', both, ' in LOOT')).toBe(
      'No results for “sanity” (corrected from “santy qwzxv”; no page has “qwzxv”) in LOOT.',
    );
  });

  it('with every word left out, says nothing was found for what was typed', () => {
    expect(describeOutcome('qwzxv', outcome({ dropped: ['qwzxv'] }), '')).toBe(
      'No results for “qwzxv”.',
    );
  });
});
