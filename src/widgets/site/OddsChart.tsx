/**
 * A bar chart of an exact distribution: the chance of each total (or of each group of totals,
 * when there are too many to draw one bar each), with the rolled total marked.
 *
 * The bars are an inline SVG stretched to the width of its box; the axis labels are HTML laid
 * over it, so they stay readable at phone width instead of shrinking with the drawing. Screen
 * readers get the same numbers as a table in a <details> below the chart.
 */
import { useMemo } from 'preact/hooks';
import type { Distribution } from '../../rules/dice';
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
} from '../../rules/dice/chart-data';
import './dice-roller.css';

/** At most this many bars: every total of d100 or 3d20 gets its own bar; 100d10 gets bars of 10. */
export const MAX_BARS = 100;

export interface OddsChartProps {
  distribution: Distribution;
  /** What is charted, for the caption and the chart's accessible name: notation, or words. */
  label: string;
  /**
   * Whether `label` is dice notation ("3d6"), set as code in the caption; a label in words
   * ("Damage after Armor") reads as plain text. Notation unless said otherwise.
   */
  notation?: boolean;
  /** A rolled total to mark, if it is one of this distribution's totals. */
  highlight?: number | null;
  /** Prefix for element ids; unique on the page. */
  id: string;
}

function toPercent(fraction: number): string {
  return `${Math.max(0, Math.min(100, fraction * 100)).toFixed(3)}%`;
}

export default function OddsChart({
  distribution,
  label,
  notation = true,
  highlight = null,
  id,
}: OddsChartProps) {
  const chart = useMemo(() => groupOutcomes(distribution, MAX_BARS), [distribution]);
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
  const grouped = chart.bucketSize > 1;
  const captionId = `${id}-caption`;
  const tails = [chart.below, chart.above].filter((bar): bar is ChartBar => bar !== null);
  // The table lists every total: the left-out tails too, so their chance is still stated.
  const rows = [
    ...(chart.below ? [{ bar: chart.below, note: 'not drawn' }] : []),
    ...chart.bars.map((bar, index) => ({ bar, note: index === rolledIndex ? 'rolled' : null })),
    ...(chart.above ? [{ bar: chart.above, note: 'not drawn' }] : []),
  ];
  const leftOut =
    tails.length > 0
      ? `Not drawn, as too unlikely to see: ${tails.map((bar) => `${formatBarTotals(bar)} (${formatBarChance(bar.chance)})`).join(' and ')}.`
      : null;

  return (
    <figure class="dice-odds-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} class="dice-odds-caption">
        Chance of each total of {notation ? <code>{label}</code> : label}
        {grouped ? (
          <span class="tool-muted"> (each bar covers {chart.bucketSize} totals)</span>
        ) : null}
        {leftOut ? <span class="tool-muted dice-odds-caption-tails">{leftOut}</span> : null}
      </figcaption>
      <div class="dice-odds-plot">
        <div class="dice-odds-y-axis" aria-hidden="true">
          {chanceTicks.map((tick) => (
            <span key={tick} class="dice-odds-y-label" style={{ bottom: toPercent(tick / top) }}>
              {formatAxisPercent(tick, chanceStep)}
            </span>
          ))}
        </div>
        <div class="dice-odds-area">
          <svg
            class="dice-odds-svg"
            viewBox={`0 0 ${barCount} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-label={`Bar chart of the chance of each total of ${label}, from ${chart.first} to ${chart.last}${
              rolledBar
                ? `; the bar for ${formatBarTotals(rolledBar)} holds the rolled total ${highlight}`
                : ''
            }. The table below lists the same chances.`}
          >
            {chanceTicks.map((tick) => {
              const y = 100 - (tick / top) * 100;
              return (
                <line
                  key={tick}
                  class={tick === 0 ? 'dice-odds-baseline' : 'dice-odds-gridline'}
                  x1={0}
                  x2={barCount}
                  y1={y}
                  y2={y}
                  vector-effect="non-scaling-stroke"
                />
              );
            })}
            {chart.bars.map((bar, index) => {
              const raw = (bar.chance / top) * 100;
              // A possible total never disappears: it keeps a sliver of height.
              const height = bar.count > 0n ? Math.max(raw, 0.6) : 0;
              return (
                <rect
                  key={bar.first}
                  class={
                    index === rolledIndex ? 'dice-odds-bar dice-odds-bar-rolled' : 'dice-odds-bar'
                  }
                  x={index + gap / 2}
                  width={1 - gap}
                  y={100 - height}
                  height={height}
                >
                  <title>{`${formatBarTotals(bar)}: ${formatBarChance(bar.chance)}`}</title>
                </rect>
              );
            })}
          </svg>
          {rolledBar ? (
            <span
              class="dice-odds-marker"
              aria-hidden="true"
              style={{
                left: `clamp(1.5rem, ${toPercent((rolledIndex + 0.5) / barCount)}, calc(100% - 1.5rem))`,
                bottom: toPercent(Math.max(rolledBar.chance / top, 0.006)),
              }}
            >
              {highlight}
            </span>
          ) : null}
        </div>
        <div class="dice-odds-x-axis" aria-hidden="true">
          {totalTicks.map((tick) => (
            <span
              key={tick}
              class="dice-odds-x-label"
              style={{ left: toPercent(locateTotal(chart, tick)) }}
            >
              {tick}
            </span>
          ))}
        </div>
      </div>
      <details class="dice-details">
        <summary>Chances as a table</summary>
        <div
          class="dice-odds-table-scroll"
          tabIndex={0}
          role="region"
          aria-label={`Chance of each total of ${label}, scrollable`}
        >
          <table>
            <caption class="visually-hidden">Chance of each total of {label}</caption>
            <thead>
              <tr>
                <th scope="col">{grouped ? 'Totals' : 'Total'}</th>
                <th scope="col">Chance</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ bar, note }) => (
                <tr key={bar.first} class={note === 'rolled' ? 'dice-odds-row-rolled' : undefined}>
                  <th scope="row">
                    {formatBarTotals(bar)}
                    {note ? <span class="tool-muted"> ({note})</span> : null}
                  </th>
                  <td>{formatBarChance(bar.chance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
