/**
 * Pure helpers behind the odds chart and the dice roller (src/widgets/site): grouping a
 * distribution's totals into a readable number of bars, choosing axis labels, and formatting
 * what the chart shows.
 *
 * No DOM and no Preact here, so the arithmetic that decides what the chart shows is tested alone
 * (tests/rules/dice/chart-data.test.ts). Counts stay bigints until the last step, so a
 * bar of 100d10 is summed exactly before it becomes a float height.
 */
import type { Distribution } from './distribution';
import { characterAt } from './errors';
import { convertFractionToNumber } from './fraction';

/** A bar's chance, with the same care at the ends as an exact chance. */
export { formatPercent as formatBarChance } from './format-chance';

/** One bar: the totals first..last (inclusive, within the distribution) and their chance together. */
export interface ChartBar {
  readonly first: number;
  readonly last: number;
  /** Outcomes giving a total in first..last, over the distribution's denominator. */
  readonly count: bigint;
  /** count / denominator as a float, for bar heights and labels. */
  readonly chance: number;
}

export interface ChartData {
  readonly bars: readonly ChartBar[];
  /** How many consecutive totals each bar covers: 1 unless there are more totals than bars allowed. */
  readonly bucketSize: number;
  /** The total at the left edge of the first bar: the lowest total drawn, `first`. */
  readonly start: number;
  /** The lowest and highest totals drawn; narrower than the distribution when its tails are left out. */
  readonly first: number;
  readonly last: number;
  /** Totals left out below `first` and above `last`, together, or null when none are. */
  readonly below: ChartBar | null;
  readonly above: ChartBar | null;
  /** Largest bar chance: the top of the value axis is at least this. */
  readonly maxChance: number;
}

/**
 * The smallest "round" number (1, 2 or 5 times a power of ten) that is at least `rough`.
 * Used for bucket widths, axis steps and chance gridlines, so labels land on numbers people read easily.
 */
export function pickNiceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const multiple of [1, 2, 5, 10]) {
    // The tolerance absorbs float error, so exactly 0.3 picks 0.5 and not a hair above it.
    const step = multiple * power;
    if (step >= rough * (1 - 1e-9)) return step;
  }
  return 10 * power;
}

/** Whole-number round step at least `rough` (bucket widths and total labels are integers). */
function pickWholeStep(rough: number): number {
  return Math.max(1, Math.round(pickNiceStep(Math.max(1, rough))));
}

/**
 * A tail is left out of the chart only if all of it together has at most 1 chance in this many:
 * 0.05%, which any chance display here shows as "<0.1%".
 */
export const TAIL_ODDS = 2000n;

/**
 * The totals worth drawing. When there are more totals than bars, the far tails hold almost
 * nothing (100d10 can total 100, but anything under 450 has less than one chance in a million),
 * so each tail is cut while everything cut on that side stays at most 1/TAIL_ODDS. With few
 * totals nothing is cut: every total keeps its own bar, however thin.
 */
export function findShownRange(
  distribution: Distribution,
  maxBars: number,
): { first: number; last: number } {
  const { min, max, counts, denominator } = distribution;
  if (max - min + 1 <= maxBars) return { first: min, last: max };
  let first = min;
  let cut = 0n;
  while (first < max && (cut + (counts[first - min] ?? 0n)) * TAIL_ODDS <= denominator) {
    cut += counts[first - min] ?? 0n;
    first += 1;
  }
  let last = max;
  cut = 0n;
  while (last > first && (cut + (counts[last - min] ?? 0n)) * TAIL_ODDS <= denominator) {
    cut += counts[last - min] ?? 0n;
    last -= 1;
  }
  return { first, last };
}

function sumBar(distribution: Distribution, first: number, last: number): ChartBar {
  let count = 0n;
  for (let total = first; total <= last; total += 1)
    count += distribution.counts[total - distribution.min] ?? 0n;
  return {
    first,
    last,
    count,
    chance: convertFractionToNumber({ numerator: count, denominator: distribution.denominator }),
  };
}

/**
 * Groups the totals into at most `maxBars` bars. With few totals every total gets a bar;
 * otherwise the negligible tails are left out (see findShownRange) and bars cover a round number
 * of totals each (2, 5, 10, 20 ...), counted from the lowest total drawn: 1d1000 reads "1–10" to
 * "991–1000", every bar as wide as the others. (Counted from a multiple of the width, the first
 * bar would be "1–9" and the last "1000" alone, and a die whose totals are all equally likely
 * would look as if its top were rare.) Only the last bar can be narrower, when the width does not
 * divide the number of totals. Totals with no outcomes inside the range keep their (empty) place,
 * so the horizontal axis stays linear.
 */
export function groupOutcomes(distribution: Distribution, maxBars: number): ChartData {
  const limit = Math.max(1, Math.floor(maxBars));
  const { first, last } = findShownRange(distribution, limit);
  const totals = last - first + 1;
  const bucketSize = totals <= limit ? 1 : pickWholeStep(totals / limit);
  const start = first;
  // bucketSize is at least totals / limit, so this is at most limit.
  const barCount = Math.ceil(totals / bucketSize);
  const bars: ChartBar[] = [];
  for (let index = 0; index < barCount; index += 1) {
    bars.push(
      sumBar(
        distribution,
        start + index * bucketSize,
        Math.min(last, start + (index + 1) * bucketSize - 1),
      ),
    );
  }
  return {
    bars,
    bucketSize,
    start,
    first,
    last,
    below: first > distribution.min ? sumBar(distribution, distribution.min, first - 1) : null,
    above: last < distribution.max ? sumBar(distribution, last + 1, distribution.max) : null,
    maxChance: bars.reduce((largest, bar) => Math.max(largest, bar.chance), 0),
  };
}

/** The index of the bar holding `total`, or -1 when the total is outside the chart. */
export function findBarIndex(chart: ChartData, total: number): number {
  return chart.bars.findIndex((bar) => total >= bar.first && total <= bar.last);
}

/**
 * Where a total sits across the chart, from 0 (left edge) to 1 (right edge): the middle of its
 * bar when bars are single totals, proportionally inside its bar when they are grouped.
 */
export function locateTotal(chart: ChartData, total: number): number {
  const span = chart.bars.length * chart.bucketSize;
  return (total - chart.start + 0.5) / span;
}

/**
 * How many total labels fit under the chart on a phone: long numbers need more room each.
 * Counts the characters of the widest label, minus sign included.
 */
export function chooseTickBudget(min: number, max: number): number {
  const width = Math.max(String(min).length, String(max).length);
  if (width <= 2) return 12;
  if (width === 3) return 9;
  if (width === 4) return 7;
  return 5;
}

/**
 * Labels for the totals axis: every multiple of a round step between min and max, at most
 * `maxTicks` of them. A single possible total gets a single label.
 */
export function chooseTotalTicks(min: number, max: number, maxTicks: number): number[] {
  if (max <= min) return [min];
  const budget = Math.max(2, Math.floor(maxTicks));
  let step = pickWholeStep((max - min) / (budget - 1));
  const ticksFor = (size: number) => {
    const ticks: number[] = [];
    for (let tick = Math.ceil(min / size) * size; tick <= max; tick += size) ticks.push(tick);
    return ticks;
  };
  let ticks = ticksFor(step);
  while (ticks.length > budget) {
    step = pickWholeStep(step + 1);
    ticks = ticksFor(step);
  }
  return ticks;
}

/** Gridlines for the chance axis: 0, a round step, ... up to the first step at or above maxChance. */
export function chooseChanceTicks(maxChance: number, maxTicks = 4): number[] {
  if (!(maxChance > 0)) return [0, 1];
  const step = pickNiceStep(maxChance / Math.max(1, maxTicks));
  const count = Math.max(1, Math.ceil(maxChance / step - 1e-9));
  return Array.from({ length: count + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

/** A gridline's label: "25%", "2.5%", "0.25%", with as many decimals as the step needs. */
export function formatAxisPercent(chance: number, step: number): string {
  const decimals =
    step > 0 ? Math.max(0, Math.min(6, -Math.floor(Math.log10(step * 100) + 1e-9))) : 0;
  return `${(chance * 100).toFixed(decimals)}%`;
}

/** A mean or standard deviation for display: at most two decimals, no trailing zeros, no "-0". */
export function formatStatistic(value: number): string {
  if (!Number.isFinite(value)) return '–';
  const rounded = Number(value.toFixed(2));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** A bar's totals as a label: "7" or "40–49". */
export function formatBarTotals(bar: ChartBar): string {
  return bar.first === bar.last ? String(bar.first) : `${bar.first}–${bar.last}`;
}

/**
 * Splits the input at a parse error's position, for showing where reading stopped: `before` is
 * what was read, `at` the offending character ('' at the end of the input), `after` the rest.
 */
export function splitAtPosition(
  input: string,
  position: number,
): { before: string; at: string; after: string } {
  const found = characterAt(input, Math.max(0, Math.floor(position)));
  if (!found) return { before: input, at: '', after: '' };
  const end = found.index + found.text.length;
  return { before: input.slice(0, found.index), at: found.text, after: input.slice(end) };
}
