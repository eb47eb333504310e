import { describe, expect, it } from 'vitest';
import {
  editThreatCalculator,
  THREAT_CALCULATOR_START,
} from '../../../src/rules/locus/threat-calculator-form';
import {
  CALCULATOR_DIFFICULTY_OPTIONS,
  viewThreatCalculator,
} from '../../../src/rules/locus/threat-calculator-view';

describe('viewThreatCalculator', () => {
  it('offers the four ratings and the chase, each handing on its edit', () => {
    const view = viewThreatCalculator(THREAT_CALCULATOR_START, []);
    expect(view.ratings.map(({ key, value }) => [key, value])).toEqual([
      ['attack', '3'],
      ['chase', '3'],
      ['search', '3'],
      ['resist', '3'],
    ]);
    expect(view.ratings[0]?.change('1')).toEqual({ attribute: 'attack', rating: 1 });
    expect(view.behaviour[0]?.change('definite')).toEqual({ chaseLikelihood: 'definite' });
  });

  it('counts and labels the Infliction rows, and scores them', () => {
    const rows = [
      { key: 4, difficulty: 'hard' as const },
      { key: 7, difficulty: 'easy' as const },
    ];
    const view = viewThreatCalculator(THREAT_CALCULATOR_START, rows);
    expect(view.legend).toBe('Inflictions (2)');
    expect(view.rows).toEqual([
      {
        key: 4,
        difficulty: 'hard',
        label: 'Infliction 1 difficulty',
        removeLabel: 'Remove Infliction 1',
      },
      {
        key: 7,
        difficulty: 'easy',
        label: 'Infliction 2 difficulty',
        removeLabel: 'Remove Infliction 2',
      },
    ]);
    const without = viewThreatCalculator(THREAT_CALCULATOR_START, []).score?.total ?? 0;
    expect(view.score?.total).toBe(without + 3 + 1);
  });

  it('shows Death’s Door as typed, with its problem while it cannot be read', () => {
    const typed = editThreatCalculator(THREAT_CALCULATOR_START, { deathsDoorText: '7' });
    const field = viewThreatCalculator(typed, []).behaviour[1];
    expect(field).toMatchObject({
      key: 'deaths-door',
      label: "Death's Door size (segments)",
      value: '7',
      hint: 'In sets of 3: 3, 6, 9… Each set beyond the first 3 adds 1.',
    });
    expect(field?.error).toBeTruthy();
    expect(viewThreatCalculator(typed, []).threat.summary).toEqual({
      text: "Fix the Death's Door size to see the total.",
    });
    expect(field?.change('9')).toEqual({ deathsDoorText: '9' });
  });

  it('has no score while Death’s Door cannot be read', () => {
    const form = { ...THREAT_CALCULATOR_START, deathsDoorSegments: null };
    expect(viewThreatCalculator(form, []).score).toBeNull();
  });
});

describe('CALCULATOR_DIFFICULTY_OPTIONS', () => {
  it('gives each difficulty its threat in numbers only', () => {
    expect(CALCULATOR_DIFFICULTY_OPTIONS.map((option) => option.label)).toEqual([
      'Easy (+1)',
      'Medium (+2)',
      'Hard (+3)',
    ]);
  });
});
