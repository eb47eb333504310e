/**
 * The exact distribution of an expression's total: for every possible total, how many of the
 * equally likely outcomes give it. Everything is counted in bigints over a bigint denominator
 * (the product of every die's sides), so chances like P(middle of 3d6 > 3) come out as exactly
 * 108/216 and floats only appear in the display helpers.
 *
 * Plain dice are added one at a time with a running window (linear per die); kept, dropped,
 * k-th and success-counting terms use the order-statistics counts; terms are then combined by
 * convolution; a digit die is its 36 (or 216) results, one way each. The cost of the whole plan is worked out before any counting starts and refused
 * above a step limit, so no expression the parser accepts can freeze the page.
 */
import type { DiceExpression, DiceTerm, DigitTerm, Sign, Target, Term } from './ast';
import { addUniformDie, convolveCounts } from './counts';
import { convertFractionToNumber, type Fraction } from './fraction';
import { countKeepHighestSums, countNthHighest, countPassingDice } from './order-statistics';
import { fail, succeed, type Result } from './result';
import { listDigitDieResults } from './digit-dice';
import { computeRiskTriggerChance } from './risk-dice';
import { findKeptRanks, type RankBand } from './selection';
import { checkPassesHighFaces, countPassingFaces } from './target';

export interface Distribution {
  /** Lowest possible total. */
  readonly min: number;
  /** Highest possible total. */
  readonly max: number;
  /** `counts[i]`: how many outcomes total `min + i`. Never zero at either end. */
  readonly counts: readonly bigint[];
  /** How many equally likely outcomes there are: the product of every die's sides. */
  readonly denominator: bigint;
}

export interface DistributionError {
  readonly code: 'too-complex';
  /** Estimated inner-loop steps of the plan, and the limit it exceeded. */
  readonly steps: number;
  readonly limit: number;
  readonly message: string;
}

export interface DistributionOptions {
  /** Refuse plans estimated above this many steps. Defaults to DEFAULT_MAX_STEPS. */
  readonly maxSteps?: number;
}

/**
 * At most a few tenths of a second of bigint work on a laptop (a step costs roughly 50-200 ns,
 * more for huge counts), far above any real rule: 8d6kh3 is about 500 steps, 100d6kh50 about
 * 63,000, 50d50kh25 about 775,000. Larger plans, like 100d1000, are refused rather than run.
 */
export const DEFAULT_MAX_STEPS = 1_000_000;

export type DistributionResult = Result<Distribution, DistributionError>;

/** Counts on a contiguous range starting at `min`; may have zeros at the ends until trimmed. */
interface Counts {
  readonly min: number;
  readonly counts: readonly bigint[];
  readonly denominator: bigint;
}

/** One step of the plan: its estimated cost, and how it turns the running counts into the next. */
interface PlanStep {
  readonly steps: number;
  readonly apply: (running: Counts) => Counts;
}

function createPointCounts(value: number): Counts {
  return { min: value, counts: [1n], denominator: 1n };
}

function mirrorCounts(counts: Counts): Counts {
  return {
    min: -(counts.min + counts.counts.length - 1),
    counts: [...counts.counts].reverse(),
    denominator: counts.denominator,
  };
}

function applySign(counts: Counts, sign: Sign): Counts {
  return sign < 0 ? mirrorCounts(counts) : counts;
}

function convolve(first: Counts, second: Counts): Counts {
  return {
    min: first.min + second.min,
    counts: convolveCounts(first.counts, second.counts),
    denominator: first.denominator * second.denominator,
  };
}

/** Adds one die whose faces are lowest..lowest+sides-1, with a sign. */
function addDie(running: Counts, sides: number, lowest: number, sign: Sign): Counts {
  const highest = lowest + sides - 1;
  return {
    min: running.min + (sign < 0 ? -highest : lowest),
    counts: addUniformDie(running.counts, sides),
    denominator: running.denominator * BigInt(sides),
  };
}

function trimCounts(counts: Counts): Distribution {
  let first = 0;
  let last = counts.counts.length - 1;
  while (first < last && counts.counts[first] === 0n) first += 1;
  while (last > first && counts.counts[last] === 0n) last -= 1;
  return {
    min: counts.min + first,
    max: counts.min + last,
    counts: counts.counts.slice(first, last + 1),
    denominator: counts.denominator,
  };
}

function countBand(band: RankBand): number {
  return band.last - band.first + 1;
}

/** Whether a dice term is a plain sum of all its dice, which is rolled into the total die by die. */
function checkPlainDice(term: DiceTerm): boolean {
  return (
    term.target === null && countBand(findKeptRanks(term.selection, term.count)) === term.count
  );
}

/** Successes among the kept ranks, for each possible number of passing dice overall. */
function countKeptSuccesses(term: DiceTerm, target: Target, band: RankBand): bigint[] {
  const lowest = term.zeroBased ? 0 : 1;
  const passing = countPassingFaces(target, term.sides, lowest);
  const byPassing = countPassingDice(term.count, term.sides, passing);
  const high = checkPassesHighFaces(target);
  const result = new Array<bigint>(countBand(band) + 1).fill(0n);
  byPassing.forEach((ways, passed) => {
    // Passing dice hold the top ranks 1..passed for `>`, the bottom ones for `<`; count the overlap with the band.
    const overlap = high
      ? Math.min(passed, band.last) - band.first + 1
      : band.last - Math.max(term.count - passed + 1, band.first) + 1;
    const kept = Math.max(0, overlap);
    result[kept] = (result[kept] ?? 0n) + ways;
  });
  return result;
}

/** Sum of the kept ranks, faces 1..sides. Valid bands always touch an end or are a single rank. */
function countKeptSums(term: DiceTerm, band: RankBand): { min: number; counts: bigint[] } {
  const { count, sides } = term;
  const kept = countBand(band);
  if (band.first === band.last)
    return { min: 1, counts: countNthHighest(count, sides, band.first) };
  if (band.first === 1) return { min: kept, counts: countKeepHighestSums(count, sides, kept) };
  // The lowest k dice are the highest k of the same dice read upside down (face f as sides + 1 - f),
  // so their sums are the same counts in reverse order over the same range.
  return { min: kept, counts: countKeepHighestSums(count, sides, kept).reverse() };
}

/** Inner-loop steps of countNthHighest or countKeepHighestSums, including their Pascal triangle. */
function estimateKeptSumSteps(term: DiceTerm, band: RankBand): number {
  const kept = countBand(band);
  const { count, sides } = term;
  const triangle = count * count;
  if (band.first === band.last) return triangle + sides * count * 3;
  return (
    triangle + (kept * (kept - 1) * sides * (sides - 1)) / 2 + sides * (kept * kept + count * 2)
  );
}

/** A dice term with a selection or a target, as its own counts (denominator sides^count). */
function planSelectedDice(term: DiceTerm): {
  steps: number;
  length: number;
  compute: () => Counts;
} {
  const band = findKeptRanks(term.selection, term.count);
  const denominator = BigInt(term.sides) ** BigInt(term.count);
  const target = term.target;
  if (target) {
    return {
      steps: term.count * term.count + term.count * 3 + countBand(band),
      length: countBand(band) + 1,
      compute: () => ({ min: 0, counts: countKeptSuccesses(term, target, band), denominator }),
    };
  }
  return {
    steps: estimateKeptSumSteps(term, band),
    length: countBand(band) * (term.sides - 1) + 1,
    compute: () => {
      const sums = countKeptSums(term, band);
      // A zero-based die reads one less, so every kept die lowers the total by one.
      return {
        min: sums.min - (term.zeroBased ? countBand(band) : 0),
        counts: sums.counts,
        denominator,
      };
    },
  };
}

/** Risk dice are worth 0 (quiet) or 1 (triggered). */
function planRisk(count: number): { steps: number; length: number; compute: () => Counts } {
  const { numerator: triggered, denominator } = computeRiskTriggerChance(count);
  return {
    steps: 1,
    length: 2,
    compute: () => ({ min: 0, counts: [denominator - triggered, triggered], denominator }),
  };
}

/** A digit die: 1 way for each of its results (11..66 for d66), none for the numbers between. */
function planDigit(term: DigitTerm): { steps: number; length: number; compute: () => Counts } {
  const results = listDigitDieResults(term.digits);
  const min = results[0] ?? 0;
  const length = (results.at(-1) ?? 0) - min + 1;
  return {
    steps: length,
    length,
    compute: () => {
      const counts = new Array<bigint>(length).fill(0n);
      for (const result of results) counts[result - min] = 1n;
      return { min, counts, denominator: BigInt(results.length) };
    },
  };
}

/**
 * The plan for a whole expression, with running lengths tracked so every step's cost is known
 * up front. Order matters for speed, not for the result: terms that need a full convolution go
 * first, while the running counts are short, and plain dice are added last at linear cost each.
 */
function planExpression(terms: readonly Term[]): PlanStep[] {
  const plan: PlanStep[] = [];
  let length = 1;
  for (const term of terms) {
    if (
      term.kind === 'risk' ||
      term.kind === 'digit' ||
      (term.kind === 'dice' && !checkPlainDice(term))
    ) {
      const part =
        term.kind === 'risk'
          ? planRisk(term.count)
          : term.kind === 'digit'
            ? planDigit(term)
            : planSelectedDice(term);
      plan.push({
        steps: part.steps + length * part.length,
        apply: (running) => convolve(running, applySign(part.compute(), term.sign)),
      });
      length += part.length - 1;
    }
  }
  for (const term of terms) {
    if (term.kind === 'constant') {
      plan.push({
        steps: 1,
        apply: (running) => ({ ...running, min: running.min + term.sign * term.value }),
      });
    } else if (term.kind === 'usage' || (term.kind === 'dice' && checkPlainDice(term))) {
      const dice = term.kind === 'usage' ? 1 : term.count;
      const lowest = term.kind === 'dice' && term.zeroBased ? 0 : 1;
      for (let die = 0; die < dice; die += 1) {
        length += term.sides - 1;
        plan.push({
          steps: length,
          apply: (running) => addDie(running, term.sides, lowest, term.sign),
        });
      }
    }
  }
  return plan;
}

function runPlan(plan: readonly PlanStep[], options: DistributionOptions): DistributionResult {
  const limit = options.maxSteps ?? DEFAULT_MAX_STEPS;
  const steps = plan.reduce((sum, step) => sum + step.steps, 0);
  if (steps > limit) {
    return fail({
      code: 'too-complex',
      steps,
      limit,
      // Plain words: the step count means nothing to a player, and is kept in `steps`.
      message: 'too many dice to count every way they can fall; try fewer dice or fewer sides',
    });
  }
  const counts = plan.reduce((running, step) => step.apply(running), createPointCounts(0));
  return succeed(trimCounts(counts));
}

/** The distribution of the whole expression's total. */
export function computeDistribution(
  expression: DiceExpression,
  options: DistributionOptions = {},
): DistributionResult {
  return runPlan(planExpression(expression.terms), options);
}

/**
 * The distribution of one term's signed value: for a success-counting term, the distribution of
 * its successes; for risk dice, 0 (quiet) or 1 (triggered).
 */
export function computeTermDistribution(
  term: Term,
  options: DistributionOptions = {},
): DistributionResult {
  return runPlan(planExpression([term]), options);
}

/** Every possible total with its count, lowest first, leaving out impossible totals. */
export function listOutcomes(distribution: Distribution): { total: number; count: bigint }[] {
  return distribution.counts
    .map((count, index) => ({ total: distribution.min + index, count }))
    .filter((outcome) => outcome.count > 0n);
}

function sumCountsWhere(distribution: Distribution, include: (total: number) => boolean): Fraction {
  let numerator = 0n;
  distribution.counts.forEach((count, index) => {
    if (include(distribution.min + index)) numerator += count;
  });
  return { numerator, denominator: distribution.denominator };
}

/** P(total = value), exactly. */
export function calculateChanceOfExactly(distribution: Distribution, value: number): Fraction {
  return sumCountsWhere(distribution, (total) => total === value);
}

/** P(total ≥ threshold), exactly, over the distribution's own denominator (not reduced). */
export function calculateChanceAtLeast(distribution: Distribution, threshold: number): Fraction {
  return sumCountsWhere(distribution, (total) => total >= threshold);
}

/** P(total ≤ threshold), exactly, over the distribution's own denominator (not reduced). */
export function calculateChanceAtMost(distribution: Distribution, threshold: number): Fraction {
  return sumCountsWhere(distribution, (total) => total <= threshold);
}

/** Σ total^power × count, the raw moment numerators, summed exactly. */
function sumMoment(distribution: Distribution, power: number): bigint {
  let sum = 0n;
  distribution.counts.forEach((count, index) => {
    sum += BigInt(distribution.min + index) ** BigInt(power) * count;
  });
  return sum;
}

/** The average total, as a float for display. */
export function calculateMean(distribution: Distribution): number {
  return convertFractionToNumber({
    numerator: sumMoment(distribution, 1),
    denominator: distribution.denominator,
  });
}

/**
 * The standard deviation, as a float for display. The variance is formed exactly first,
 * (N·Σt²c − (Σtc)²) / N², so it cannot come out slightly negative from rounding.
 */
export function calculateStandardDeviation(distribution: Distribution): number {
  const n = distribution.denominator;
  const first = sumMoment(distribution, 1);
  const variance = {
    numerator: n * sumMoment(distribution, 2) - first * first,
    denominator: n * n,
  };
  return Math.sqrt(convertFractionToNumber(variance));
}

export interface DistributionSummary {
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  readonly standardDeviation: number;
}

/**
 * The total a "chance of at least" starts at before the reader picks one: the average, rounded,
 * but never the lowest total when the dice can roll more, since at least the lowest is always
 * certain and says nothing (three risk dice average 0.4: the question is the chance of at least 1).
 */
export function startingThreshold({ min, max, mean }: DistributionSummary): number {
  const average = Math.round(mean);
  return max > min ? Math.max(average, min + 1) : average;
}

export function summarizeDistribution(distribution: Distribution): DistributionSummary {
  return {
    min: distribution.min,
    max: distribution.max,
    mean: calculateMean(distribution),
    standardDeviation: calculateStandardDeviation(distribution),
  };
}
