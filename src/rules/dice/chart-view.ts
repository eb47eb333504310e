/**
 * What the odds chart (src/widgets/site/OddsChart.tsx) draws, decided here from a distribution,
 * what it charts and the total rolled: the caption's notes, the axes' labels and where they sit,
 * each bar's place, height, class and tooltip, the rolled total's marker, the chart's accessible
 * name and the table that says the same chances. The widget only lays these out.
 *
 * Positions are percents of the plot (labels, marker) or units of the SVG's viewBox, which is
 * one unit per bar wide and 100 high.
 */
import type { Distribution } from './distribution';
import {
  chooseChanceTicks,
  chooseTickBudget,
  chooseTotalTicks,
  findBarIndex,
  formatAxisPercent,
  formatBarChance,
  formatBarTotals,
  groupOutcomes,
  locateTotal,
  type ChartBar,
} from './chart-data';

/** At most this many bars: every total of d100 or 3d20 gets its own bar; 100d10 gets bars of 10. */
export const MAX_BARS = 100;

/** A possible total never disappears: its bar keeps this sliver of height (of 100). */
const MIN_BAR_HEIGHT = 0.6;

function toPercent(fraction: number): string {
  return `${Math.max(0, Math.min(100, fraction * 100)).toFixed(3)}%`;
}

export interface OddsChartView {
  /** "(each bar covers 10 totals)" when totals are grouped, else null. */
  readonly grouped: string | null;
  /** The totals too unlikely to draw and their chance, or null when every total is drawn. */
  readonly leftOut: string | null;
  readonly yLabels: readonly {
    readonly tick: number;
    readonly bottom: string;
    readonly text: string;
  }[];
  readonly gridlines: readonly {
    readonly tick: number;
    readonly class: string;
    readonly y: number;
  }[];
  readonly viewBox: string;
  /** How many bars wide the drawing is. */
  readonly width: number;
  readonly svgLabel: string;
  readonly bars: readonly {
    readonly key: number;
    readonly class: string;
    readonly x: number;
    readonly width: number;
    readonly y: number;
    readonly height: number;
    readonly title: string;
  }[];
  /** The rolled total over its bar, or null when nothing rolled is drawn. */
  readonly marker: { readonly left: string; readonly bottom: string; readonly text: string } | null;
  readonly xLabels: readonly { readonly tick: number; readonly left: string }[];
  readonly table: {
    readonly totals: string;
    readonly rows: readonly {
      readonly key: number;
      readonly class: string | undefined;
      readonly totals: string;
      readonly note: string | null;
      readonly chance: string;
    }[];
  };
}

/** The chart of `distribution`, named `label`, with the `highlight` total marked if it can be. */
export function viewOddsChart(
  distribution: Distribution,
  label: string,
  highlight: number | null,
): OddsChartView {
  const chart = groupOutcomes(distribution, MAX_BARS);
  const totalTicks = chooseTotalTicks(
    chart.first,
    chart.last,
    chooseTickBudget(chart.first, chart.last),
  );
  const chanceTicks = chooseChanceTicks(chart.maxChance);
  const top = chanceTicks.at(-1) ?? 1;
  const chanceStep = chanceTicks[1] ?? top;
  const barCount = chart.bars.length;
  const gap = barCount > 40 ? 0.12 : 0.2;
  const rolledIndex = highlight === null ? -1 : findBarIndex(chart, highlight);
  const rolledBar = chart.bars[rolledIndex];
  const tails = [chart.below, chart.above].filter((bar): bar is ChartBar => bar !== null);
  // The table lists every total: the left-out tails too, so their chance is still stated.
  const rows = [
    ...(chart.below ? [{ bar: chart.below, note: 'not drawn' }] : []),
    ...chart.bars.map((bar, index) => ({ bar, note: index === rolledIndex ? 'rolled' : null })),
    ...(chart.above ? [{ bar: chart.above, note: 'not drawn' }] : []),
  ];
  const rolledWords = rolledBar
    ? `; the bar for ${formatBarTotals(rolledBar)} holds the rolled total ${highlight}`
    : '';
  return {
    grouped: chart.bucketSize > 1 ? ` (each bar covers ${chart.bucketSize} totals)` : null,
    leftOut:
      tails.length > 0
        ? `Not drawn, as too unlikely to see: ${tails.map((bar) => `${formatBarTotals(bar)} (${formatBarChance(bar.chance)})`).join(' and ')}.`
        : null,
    yLabels: chanceTicks.map((tick) => ({
      tick,
      bottom: toPercent(tick / top),
      text: formatAxisPercent(tick, chanceStep),
    })),
    gridlines: chanceTicks.map((tick) => ({
      tick,
      class: tick === 0 ? 'dice-odds-baseline' : 'dice-odds-gridline',
      y: 100 - (tick / top) * 100,
    })),
    viewBox: `0 0 ${barCount} 100`,
    width: barCount,
    svgLabel: `Bar chart of the chance of each total of ${label}, from ${chart.first} to ${chart.last}${rolledWords}. The table below lists the same chances.`,
    bars: chart.bars.map((bar, index) => {
      const height = bar.count > 0n ? Math.max((bar.chance / top) * 100, MIN_BAR_HEIGHT) : 0;
      return {
        key: bar.first,
        class: index === rolledIndex ? 'dice-odds-bar dice-odds-bar-rolled' : 'dice-odds-bar',
        x: index + gap / 2,
        width: 1 - gap,
        y: 100 - height,
        height,
        title: `${formatBarTotals(bar)}: ${formatBarChance(bar.chance)}`,
      };
    }),
    marker: rolledBar
      ? {
          left: `clamp(1.5rem, ${toPercent((rolledIndex + 0.5) / barCount)}, calc(100% - 1.5rem))`,
          bottom: toPercent(Math.max(rolledBar.chance / top, MIN_BAR_HEIGHT / 100)),
          text: String(highlight),
        }
      : null,
    xLabels: totalTicks.map((tick) => ({ tick, left: toPercent(locateTotal(chart, tick)) })),
    table: {
      totals: chart.bucketSize > 1 ? 'Totals' : 'Total',
      rows: rows.map(({ bar, note }) => ({
        key: bar.first,
        class: note === 'rolled' ? 'dice-odds-row-rolled' : undefined,
        totals: formatBarTotals(bar),
        note,
        chance: formatBarChance(bar.chance),
      })),
    },
  };
}
