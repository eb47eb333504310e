/**
 * The dice core: parse notation, roll it with an injected Rng, and compute exact distributions.
 * Pure TypeScript with no DOM, framework or global randomness, so it runs the same in Astro
 * pages, Preact islands, Node scripts and tests.
 *
 * Notation (full grammar in parse-notation.ts):
 *   2d6+2, 1d4 + 1d6 + 1d12, d20, d%, d100   sums of dice and constants
 *   d100z                                    a d100 read 00-99 (any die: `z` reads 0..sides-1)
 *   3d6kh1, 3d6kl1, 4d6dl1, 4d6dh1, 8d6kh3   keep / drop highest / lowest
 *   3d6kth2                                  only the 2nd highest die (Locus' "middle of 3d6")
 *   6d6>3, 3d6>=4, 1d100<=45, 3d6kth2>3      count the (kept) dice that pass
 *   3d!                                      Dead Weight risk dice: 1 if any d6 shows 1, else 0
 *   Ud8                                      Dead Weight usage die: 1-2 steps it down
 *   d66, d666                                digit dice: each digit a d6 (11..66), standing alone
 *
 * Not read, each with a message saying so: exploding dice (`d20!`), Fate dice (`4dF`, which rolls
 * the same totals as `4d3-8`), and a target no face can pass (`1d6>7`).
 */
export type {
  Comparison,
  ConstantTerm,
  DiceExpression,
  DiceTerm,
  DigitCount,
  DigitTerm,
  RiskTerm,
  Selection,
  Sign,
  Target,
  Term,
  UsageTerm,
} from './ast';
export type { ParseError, ParseErrorCode } from './errors';
export type { Result } from './result';
export { MAX_DICE, MAX_NUMBER, MAX_SIDES } from './limits';
export { parseNotation, type ParseResult } from './parse-notation';
export { formatNotation, formatTerm } from './format-notation';
export {
  createCryptoRng,
  createScriptedRng,
  createSeededRng,
  createUint32Rng,
  rollDie,
  type GetRandomValues,
  type Rng,
  type ScriptedRng,
} from './rng';
export {
  rollExpression,
  type ConstantTermRoll,
  type DiceTermRoll,
  type DieRoll,
  type DigitTermRoll,
  type ExpressionRoll,
  type RiskDieRoll,
  type RiskTermRoll,
  type TermRoll,
  type UsageTermRoll,
} from './roll';
export { describeRoll, describeRollBeyondTotal } from './describe-roll';
export { viewTerm, type DieView, type TermView } from './term-view';
export {
  calculateChanceAtLeast,
  calculateChanceAtMost,
  calculateChanceOfExactly,
  calculateMean,
  calculateStandardDeviation,
  computeDistribution,
  computeTermDistribution,
  DEFAULT_MAX_STEPS,
  listOutcomes,
  startingThreshold,
  summarizeDistribution,
  type Distribution,
  type DistributionError,
  type DistributionOptions,
  type DistributionResult,
  type DistributionSummary,
} from './distribution';
export { convertFractionToNumber, reduceFraction, type Fraction } from './fraction';
export { formatDigitDie, listDigitDieResults, readDigitDieSides } from './digit-dice';
export { computeRiskTriggerChance, RISK_DIE_SIDES, RISK_TRIGGER_FACE } from './risk-dice';
export {
  computeUsageStepDownChance,
  isUsageDieSides,
  stepDownUsageDie,
  USAGE_DIE_CHAIN,
  type UsageDieSides,
} from './usage-die';
