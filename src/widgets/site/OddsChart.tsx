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
import { viewOddsChart } from '../../rules/dice/chart-view';
import './dice-roller.css';

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

export default function OddsChart({
  distribution,
  label,
  notation = true,
  highlight = null,
  id,
}: OddsChartProps) {
  const chart = useMemo(
    () => viewOddsChart(distribution, label, highlight),
    [distribution, label, highlight],
  );
  const captionId = `${id}-caption`;

  return (
    <figure class="dice-odds-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} class="dice-odds-caption">
        Chance of each total of {notation ? <code>{label}</code> : label}
        {chart.grouped ? <span class="tool-muted">{chart.grouped}</span> : null}
        {chart.leftOut ? (
          <span class="tool-muted dice-odds-caption-tails">{chart.leftOut}</span>
        ) : null}
      </figcaption>
      <div class="dice-odds-plot">
        <div class="dice-odds-y-axis" aria-hidden="true">
          {chart.yLabels.map(({ tick, bottom, text }) => (
            <span key={tick} class="dice-odds-y-label" style={{ bottom }}>
              {text}
            </span>
          ))}
        </div>
        <div class="dice-odds-area">
          <svg
            class="dice-odds-svg"
            viewBox={chart.viewBox}
            preserveAspectRatio="none"
            role="img"
            aria-label={chart.svgLabel}
          >
            {chart.gridlines.map(({ tick, class: lineClass, y }) => (
              <line
                key={tick}
                class={lineClass}
                x1={0}
                x2={chart.width}
                y1={y}
                y2={y}
                vector-effect="non-scaling-stroke"
              />
            ))}
            {chart.bars.map(({ key, class: barClass, x, width, y, height, title }) => (
              <rect key={key} class={barClass} x={x} width={width} y={y} height={height}>
                <title>{title}</title>
              </rect>
            ))}
          </svg>
          {chart.marker ? (
            <span
              class="dice-odds-marker"
              aria-hidden="true"
              style={{ left: chart.marker.left, bottom: chart.marker.bottom }}
            >
              {chart.marker.text}
            </span>
          ) : null}
        </div>
        <div class="dice-odds-x-axis" aria-hidden="true">
          {chart.xLabels.map(({ tick, left }) => (
            <span key={tick} class="dice-odds-x-label" style={{ left }}>
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
                <th scope="col">{chart.table.totals}</th>
                <th scope="col">Chance</th>
              </tr>
            </thead>
            <tbody>
              {chart.table.rows.map(({ key, class: rowClass, totals, note, chance }) => (
                <tr key={key} class={rowClass}>
                  <th scope="row">
                    {totals}
                    {note ? <span class="tool-muted"> ({note})</span> : null}
                  </th>
                  <td>{chance}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
