/**
 * Eldritch Instinct saves. A save rolls a d100 read 00-99 (00 = 0) and passes when the roll is at
 * most the ability score; 91-99 always fail, whatever the score. Doubles (00, 11, ... 99) are
 * criticals: a critical success when the save passed, a critical failure when it failed. An
 * action related to the PC's occupation adds +20 to the score.
 *
 * Opposed saves: both sides save. A passing side beats a failing one; when both pass the
 * highest result wins, when both fail the lowest result wins. "Add any ability score above 100
 * to your result": [decision] the excess is added to a PASSING roll only (added to a failed
 * roll it would make the stronger side lose more often when both fail, which cannot be meant).
 * [decision] Equal results are a tie; the tool reports it and the Warden settles it (e.g. by
 * rolling again). Criticals are reported but do not change who wins.
 */
import * as z from 'zod/mini';
import { parseNotation, rollExpression, type Fraction, type Rng } from '../dice';
import type { Result } from '../result';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import { MAX_SCORE, MIN_SCORE, NameSchema, ScoreSchema } from './tool';
import { defineTool } from '../roll-recipe';

export { MAX_SCORE, MIN_SCORE };

export type SaveOutcome = 'critical-success' | 'success' | 'failure' | 'critical-failure';

export const SAVE_OUTCOMES: readonly SaveOutcome[] = [
  'critical-success',
  'success',
  'failure',
  'critical-failure',
];

export const SAVE_OUTCOME_LABELS: Readonly<Record<SaveOutcome, string>> = {
  'critical-success': 'Critical success',
  success: 'Success',
  failure: 'Failure',
  'critical-failure': 'Critical failure',
};

/** What the save roller says of each outcome, after the roll. */
export const SAVE_OUTCOME_SENTENCES: Readonly<Record<SaveOutcome, string>> = {
  'critical-success': 'Critical success: passed on doubles.',
  success: 'Success: the save is passed.',
  failure: 'Failure: the save is failed.',
  'critical-failure': 'Critical failure: failed on doubles.',
};

/** Added to the score when the action is related to the PC's occupation. */
export const OCCUPATION_BONUS = 20;
/** Rolls from here up always fail. */
export const ALWAYS_FAIL_FROM = 91;
/** Number of faces of the save die, read 00-99. */
export const SAVE_DIE_FACES = 100;

/** Whether a d100 result (00-99) is a double: 00, 11, 22, ... 99. */
export function isDouble(roll: number): boolean {
  return roll % 11 === 0;
}

function checkRoll(roll: number): void {
  if (!Number.isInteger(roll) || roll < 0 || roll > 99)
    throw new RangeError(`a save roll is a whole number from 00 to 99, got ${roll}`);
}

/** Whether a roll passes against a score: roll <= score, and 91-99 never pass. */
export function passesSave(roll: number, score: number): boolean {
  checkRoll(roll);
  return roll < ALWAYS_FAIL_FROM && roll <= score;
}

/** The outcome class of a d100 roll (00-99) against a score (already including any bonus). */
export function saveOutcome(roll: number, score: number): SaveOutcome {
  const passed = passesSave(roll, score);
  if (isDouble(roll)) return passed ? 'critical-success' : 'critical-failure';
  return passed ? 'success' : 'failure';
}

/** The score with the occupation bonus applied when it is related. */
export function effectiveScore(score: number, occupationRelated: boolean): number {
  return score + (occupationRelated ? OCCUPATION_BONUS : 0);
}

/** Reads an ability score typed by a user: a whole number from 1 to 120, or an error to show at the field. */
export function parseScore(text: string, what = 'the score'): Result<number, WholeNumberError> {
  return readWholeNumber(text, MIN_SCORE, MAX_SCORE, what);
}

/** A typed score's label, with the range it is read in: "Attacker's STR (1–120)". */
export function scoreLabel(what: string): string {
  return `${what} ${SCORE_RANGE}`;
}

/** The scores a save reads, as a label ends: "(1–120)". */
export const SCORE_RANGE = `(${MIN_SCORE}–${MAX_SCORE})`;

/**
 * Why a roll waits for typed scores: "Roll is off until the score is a whole number from 1 to
 * 120." `several` when `what` names more than one ("both scores").
 */
export function scoreRollOff(what: string, several = false): string {
  return `Roll is off until ${what} ${several ? 'are whole numbers' : 'is a whole number'} from ${MIN_SCORE} to ${MAX_SCORE}.`;
}

/**
 * Exact chance of each outcome over the 100 equally likely rolls. Counted directly: the passing
 * rolls are 00..min(score, 90), and the doubles among them are 00, 11, ... up to that limit.
 */
export function chanceOfSaveOutcomes(score: number): Record<SaveOutcome, Fraction> {
  const highestPass = Math.min(Math.floor(score), ALWAYS_FAIL_FROM - 1);
  const passes = highestPass < 0 ? 0 : highestPass + 1;
  const criticalSuccesses = highestPass < 0 ? 0 : Math.floor(highestPass / 11) + 1;
  const criticalFailures = 10 - criticalSuccesses;
  const failures = SAVE_DIE_FACES - passes - criticalFailures;
  const over = (count: number): Fraction => ({
    numerator: BigInt(count),
    denominator: BigInt(SAVE_DIE_FACES),
  });
  return {
    'critical-success': over(criticalSuccesses),
    success: over(passes - criticalSuccesses),
    failure: over(failures),
    'critical-failure': over(criticalFailures),
  };
}

/** Exact chance to pass a save, critical successes included: the passes among the 100 rolls. */
export function chanceOfPassingSave(score: number): Fraction {
  const chances = chanceOfSaveOutcomes(score);
  return {
    numerator: chances['critical-success'].numerator + chances.success.numerator,
    denominator: chances.success.denominator,
  };
}

const SAVE_DIE = (() => {
  const parsed = parseNotation('d100z');
  if (!parsed.ok) throw new Error('d100z must parse');
  return parsed.value;
})();

/** Rolls a d100 read 00-99 with the dice core. */
export function rollD100(rng: Rng): number {
  return rollExpression(SAVE_DIE, rng).total;
}

/** Rolls a save: the d100 (00-99) and its outcome against the score. */
export function rollSave(score: number, rng: Rng): { roll: number; outcome: SaveOutcome } {
  const roll = rollD100(rng);
  return { roll, outcome: saveOutcome(roll, score) };
}

/** A d100 result as two digits: 0 -> "00", 7 -> "07". */
export function formatD100(roll: number): string {
  return String(roll).padStart(2, '0');
}

/** What a side's roll counts for in an opposed save: its result, with the excess over 100 added when it passed. */
export function opposedResult(score: number, roll: number): { passed: boolean; result: number } {
  const passed = passesSave(roll, score);
  return { passed, result: passed ? roll + Math.max(0, score - 100) : roll };
}

export interface OpposedSaveResolution {
  readonly winner: 'a' | 'b' | 'tie';
  readonly explanation: string;
  readonly resultA: number;
  readonly resultB: number;
}

function describeSide(
  label: string,
  score: number,
  roll: number,
  passed: boolean,
  result: number,
): string {
  const excess = passed && score > 100 ? ` + ${score - 100} (score above 100) = ${result}` : '';
  const critical = isDouble(roll) ? (passed ? ', a critical success' : ', a critical failure') : '';
  return `${label} rolled ${formatD100(roll)} against ${score}: ${passed ? 'passed' : 'failed'}${critical}${excess}`;
}

/** Decides an opposed save from both rolls. Side labels in the explanation are "A" and "B". */
export function resolveOpposedSaves(
  a: { score: number; roll: number },
  b: { score: number; roll: number },
  labels: { a: string; b: string } = { a: 'A', b: 'B' },
): OpposedSaveResolution {
  const sideA = opposedResult(a.score, a.roll);
  const sideB = opposedResult(b.score, b.roll);
  const parts = [
    describeSide(labels.a, a.score, a.roll, sideA.passed, sideA.result),
    describeSide(labels.b, b.score, b.roll, sideB.passed, sideB.result),
  ];
  let winner: 'a' | 'b' | 'tie';
  let reason: string;
  if (sideA.passed !== sideB.passed) {
    winner = sideA.passed ? 'a' : 'b';
    reason = `${sideA.passed ? labels.a : labels.b} wins: only ${sideA.passed ? labels.a : labels.b} passed.`;
  } else if (sideA.result === sideB.result) {
    winner = 'tie';
    reason = `Tie: both ${sideA.passed ? 'passed' : 'failed'} with the same result (${sideA.result}); the Warden settles it, e.g. both roll again.`;
  } else if (sideA.passed) {
    winner = sideA.result > sideB.result ? 'a' : 'b';
    reason = `${winner === 'a' ? labels.a : labels.b} wins: both passed and the highest result wins (${Math.max(sideA.result, sideB.result)} beats ${Math.min(sideA.result, sideB.result)}).`;
  } else {
    winner = sideA.result < sideB.result ? 'a' : 'b';
    reason = `${winner === 'a' ? labels.a : labels.b} wins: both failed and the lowest roll wins (${formatD100(Math.min(sideA.result, sideB.result))} beats ${formatD100(Math.max(sideA.result, sideB.result))}).`;
  }
  return {
    winner,
    explanation: `${parts.join('; ')}. ${reason}`,
    resultA: sideA.result,
    resultB: sideB.result,
  };
}

/**
 * Exact chances over the 100 x 100 roll pairs. Each side's 100 rolls are grouped into passing
 * and failing results; a passing result of A wins against every failing B and every passing B
 * with a lower result, and so on, counted with per-result tallies instead of 10,000 comparisons.
 */
export function chanceOfOpposedSaves(
  scoreA: number,
  scoreB: number,
): { a: Fraction; b: Fraction; tie: Fraction } {
  const tally = (score: number) => {
    const passing = new Map<number, number>();
    const failing = new Map<number, number>();
    for (let roll = 0; roll < SAVE_DIE_FACES; roll += 1) {
      const { passed, result } = opposedResult(score, roll);
      const map = passed ? passing : failing;
      map.set(result, (map.get(result) ?? 0) + 1);
    }
    return {
      passing,
      failing,
      passCount: [...passing.values()].reduce((s, n) => s + n, 0),
      failCount: [...failing.values()].reduce((s, n) => s + n, 0),
    };
  };
  const A = tally(scoreA);
  const B = tally(scoreB);
  const countWhere = (map: Map<number, number>, test: (result: number) => boolean) => {
    let total = 0;
    for (const [result, n] of map) if (test(result)) total += n;
    return total;
  };
  let aWins = 0;
  let ties = 0;
  for (const [result, n] of A.passing) {
    aWins += n * (B.failCount + countWhere(B.passing, (r) => r < result));
    ties += n * (B.passing.get(result) ?? 0);
  }
  for (const [result, n] of A.failing) {
    aWins += n * countWhere(B.failing, (r) => r > result);
    ties += n * (B.failing.get(result) ?? 0);
  }
  const total = SAVE_DIE_FACES * SAVE_DIE_FACES;
  const over = (count: number): Fraction => ({
    numerator: BigInt(count),
    denominator: BigInt(total),
  });
  return { a: over(aWins), b: over(total - aWins - ties), tie: over(ties) };
}

/** The save roller: a score, maybe related to the occupation (+20). */
export const saveTool = defineTool({
  name: 'save',
  schema: z.object({ score: ScoreSchema, related: z.boolean() }),
  roll: (input, rng) => rollSave(effectiveScore(input.score, input.related), rng),
  describe: (input, { roll, outcome }) => ({
    expression: 'd100z',
    detail: `${formatD100(roll)} against ${effectiveScore(input.score, input.related)}${input.related ? ` (${input.score} + ${OCCUPATION_BONUS} occupation)` : ''}`,
    total: roll,
    result: SAVE_OUTCOME_LABELS[outcome],
  }),
});

/** "Exact chances against 70 (50 + 20), over the 100 rolls:", over the save roller's chances. */
export function saveChancesHeading(score: number, related: boolean): string {
  const bonus = related ? ` (${score} + ${OCCUPATION_BONUS})` : '';
  return `Exact chances against ${effectiveScore(score, related)}${bonus}, over the 100 rolls:`;
}

/** The roll log's name for a save: "Save (Ada)", or "Save" when no one is named. */
export function saveLogSource(who: string): string {
  const name = who.trim();
  return `Save${name ? ` (${name})` : ''}`;
}

const SideSchema = z.object({ name: NameSchema, score: ScoreSchema });
export type OpposedSaveInput = z.infer<typeof OpposedSaveSchema>;
const OpposedSaveSchema = z.object({ a: SideSchema, b: SideSchema });

/** A side's name as shown: what was typed, or "Side A" / "Side B" when nothing was. */
export function sideLabels(input: {
  readonly a: { readonly name: string };
  readonly b: { readonly name: string };
}): { a: string; b: string } {
  return { a: input.a.name.trim() || 'Side A', b: input.b.name.trim() || 'Side B' };
}

/**
 * The save's exact chances as the Save roller lists them: the heading, then each outcome with its
 * chance at the score with any occupation bonus; null while the score cannot be read.
 */
export function saveChanceList(
  score: number | null,
  related: boolean,
): {
  readonly heading: string;
  readonly chances: readonly { readonly label: string; readonly fraction: Fraction }[];
} | null {
  if (score === null) return null;
  const chances = chanceOfSaveOutcomes(effectiveScore(score, related));
  return {
    heading: saveChancesHeading(score, related),
    chances: SAVE_OUTCOMES.map((outcome) => ({
      label: SAVE_OUTCOME_LABELS[outcome],
      fraction: chances[outcome],
    })),
  };
}

/**
 * The opposed save's exact chances as the tool lists them, each side's win (by its label) and the
 * tie, once both scores read; empty while either cannot be read.
 */
export function opposedChanceList(
  labels: { readonly a: string; readonly b: string },
  a: number | null,
  b: number | null,
): { readonly label: string; readonly fraction: Fraction }[] {
  if (a === null || b === null) return [];
  const chances = chanceOfOpposedSaves(a, b);
  return [
    { label: `${labels.a} wins`, fraction: chances.a },
    { label: `${labels.b} wins`, fraction: chances.b },
    { label: 'Tie', fraction: chances.tie },
  ];
}

/** The roll log's name for an opposed save: "Opposed save (Ada vs Side B)". */
export function opposedSaveLogSource(names: { readonly a: string; readonly b: string }): string {
  const labels = sideLabels({ a: { name: names.a }, b: { name: names.b } });
  return `Opposed save (${labels.a} vs ${labels.b})`;
}

export interface OpposedSaveRoll extends OpposedSaveResolution {
  readonly rollA: number;
  readonly rollB: number;
  /** "Tie", or "<name> wins". */
  readonly verdict: string;
}

/** Two sides' saves against each other. */
export const opposedSaveTool = defineTool({
  name: 'opposed-save',
  schema: OpposedSaveSchema,
  roll: (input, rng): OpposedSaveRoll => {
    const labels = sideLabels(input);
    const rollA = rollD100(rng);
    const rollB = rollD100(rng);
    const resolved = resolveOpposedSaves(
      { score: input.a.score, roll: rollA },
      { score: input.b.score, roll: rollB },
      labels,
    );
    return {
      ...resolved,
      rollA,
      rollB,
      verdict:
        resolved.winner === 'tie' ? 'Tie' : `${resolved.winner === 'a' ? labels.a : labels.b} wins`,
    };
  },
  describe: (input, rolled) => {
    const labels = sideLabels(input);
    return {
      expression: '2 × d100z',
      detail: `${labels.a} ${formatD100(rolled.rollA)} vs ${input.a.score}; ${labels.b} ${formatD100(rolled.rollB)} vs ${input.b.score}`,
      total: rolled.winner === 'b' ? rolled.resultB : rolled.resultA,
      result: rolled.verdict,
    };
  },
});
