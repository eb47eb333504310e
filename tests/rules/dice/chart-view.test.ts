import { describe, expect, it } from 'vitest';
import { MAX_BARS, viewOddsChart } from '../../../src/rules/dice/chart-view';
import { distributionOf } from './distribution-of';

describe('viewOddsChart', () => {
  it('draws 2d6 as eleven bars, one per total, named in the chart’s label', () => {
    const chart = viewOddsChart(distributionOf('2d6'), '2d6', null);
    expect(chart.bars).toHaveLength(11);
    expect(chart.viewBox).toBe('0 0 11 100');
    expect(chart.grouped).toBeNull();
    expect(chart.leftOut).toBeNull();
    expect(chart.marker).toBeNull();
    expect(chart.svgLabel).toBe(
      'Bar chart of the chance of each total of 2d6, from 2 to 12. The table below lists the same chances.',
    );
    expect(chart.bars[5]).toMatchObject({ key: 7, class: 'dice-odds-bar', title: '7: 16.7%' });
    expect(chart.table.totals).toBe('Total');
    expect(chart.table.rows.map(({ totals }) => totals)).toEqual(
      Array.from({ length: 11 }, (_, index) => String(index + 2)),
    );
  });

  it('marks the rolled total’s bar, its table row and the marker over it, and says so', () => {
    const chart = viewOddsChart(distributionOf('2d6'), '2d6', 7);
    expect(chart.bars[5]!.class).toBe('dice-odds-bar dice-odds-bar-rolled');
    expect(chart.table.rows[5]).toMatchObject({ class: 'dice-odds-row-rolled', note: 'rolled' });
    expect(chart.marker).toMatchObject({ text: '7' });
    expect(chart.marker!.left).toBe('clamp(1.5rem, 50.000%, calc(100% - 1.5rem))');
    expect(chart.svgLabel).toContain('; the bar for 7 holds the rolled total 7.');
  });

  it('groups the totals of 100d10 into at most 100 bars, and lists the tails it leaves out', () => {
    const chart = viewOddsChart(distributionOf('100d10'), '100d10', null);
    expect(chart.bars.length).toBeLessThanOrEqual(MAX_BARS);
    expect(chart.grouped).toMatch(/^ \(each bar covers \d+ totals\)$/);
    expect(chart.table.totals).toBe('Totals');
    expect(chart.leftOut).toMatch(
      /^Not drawn, as too unlikely to see: 100–\d+ \(.+\) and \d+–1000 \(.+\)\.$/,
    );
    expect(chart.table.rows[0]!.note).toBe('not drawn');
    expect(chart.table.rows.at(-1)!.note).toBe('not drawn');
  });

  it('keeps a sliver of height for a possible total, and the axes on round ticks from 0', () => {
    const chart = viewOddsChart(distributionOf('3d20'), '3d20', null);
    expect(Math.min(...chart.bars.map(({ height }) => height))).toBeGreaterThanOrEqual(0.6);
    expect(chart.gridlines[0]).toMatchObject({ tick: 0, class: 'dice-odds-baseline', y: 100 });
    expect(chart.yLabels[0]).toMatchObject({ tick: 0, bottom: '0.000%' });
    expect(chart.xLabels[0]!.tick).toBeGreaterThanOrEqual(3);
  });
});
