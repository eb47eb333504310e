import { describe, expect, it } from 'vitest';
import { scoreThreat } from '../../../src/rules/locus/threat';
import { viewThreatBreakdown } from '../../../src/rules/locus/threat-breakdown-view';

const graded = scoreThreat({
  attributes: { attack: 1, chase: 1, search: 1, resist: 1 },
  chaseLikelihood: 'definite',
  inflictions: ['hard'],
  deathsDoorSegments: 9,
});
const unfinished = scoreThreat({
  attributes: { attack: 2 },
  chaseLikelihood: 'none',
  inflictions: [],
  deathsDoorSegments: 3,
});

describe('viewThreatBreakdown', () => {
  it('signs every line’s points and totals a graded Monster with its band', () => {
    const view = viewThreatBreakdown(graded, false);
    expect(view.table?.lines.map(({ label, points }) => [label, points])).toEqual([
      ['Attack', '+4'],
      ['Chase', '+4'],
      ['Search', '+4'],
      ['Resist', '+4'],
      ['Chase likelihood', '+2'],
      ['Infliction 1', '+3'],
      ["Death's Door", '+2'],
      ['Weakness and behaviour type', '0'],
    ]);
    expect(view.table).toMatchObject({ totalLabel: 'Total', total: 23 });
    expect(view.gradeId).toBe('strong');
    expect(view.summary).toEqual({ total: 23, grade: 'Strong', range: '20–24' });
    expect(view.verdict).toBeNull();
  });

  it('says a Locus’ own Monster short of Very Strong is not, and by how much', () => {
    expect(viewThreatBreakdown(graded, true).verdict).toEqual({
      veryStrong: false,
      message:
        "The Locus' own Monster should be Very Strong (25–30): this one is not (Strong, 23: 2 points short).",
    });
  });

  it('says the total so far until every Attribute is set, and mutes what scores nothing', () => {
    const view = viewThreatBreakdown(unfinished, false);
    expect(view.table?.totalLabel).toBe('Total so far');
    expect(view.gradeId).toBeNull();
    expect(view.summary).toEqual({
      text: `Total so far ${unfinished.total}; not graded until Chase, Search and Resist are set.`,
    });
    expect(view.table?.lines.some((line) => line.muted)).toBe(true);
  });

  it('judges the Locus’ own Monster', () => {
    expect(viewThreatBreakdown(unfinished, true).verdict?.message).toMatch(
      /: set every Attribute to see whether it is\.$/,
    );
  });

  it('says why there is no score, with no table', () => {
    expect(viewThreatBreakdown(null, true, 'Fix the size.')).toEqual({
      table: null,
      gradeId: null,
      summary: { text: 'Fix the size.' },
      verdict: null,
    });
    expect(viewThreatBreakdown(null, false).summary).toEqual({
      text: 'The threat cannot be scored yet.',
    });
  });
});
