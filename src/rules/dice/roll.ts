/**
 * Rolls a parsed expression with a given Rng and reports every die, so a widget can show not only
 * the total but what happened: which dice were dropped, which die was the middle one, which dice
 * succeeded, whether a risk roll triggered, what a usage die stepped down to.
 *
 * Dice are rolled term by term, left to right, each term's dice in order; a scripted Rng
 * therefore lists faces in the order they appear in the notation.
 */
import type {
  ConstantTerm,
  DiceExpression,
  DiceTerm,
  DigitTerm,
  RiskTerm,
  Sign,
  Term,
  UsageTerm,
} from './ast';
import { DIGIT_DIE_SIDES, readDigitFaces } from './digit-dice';
import { RISK_DIE_SIDES, RISK_TRIGGER_FACE } from './risk-dice';
import { rollDie, type Rng } from './rng';
import { findKeptRanks } from './selection';
import { checkTarget } from './target';
import { checkUsageStepDown, stepDownUsageDie, type UsageDieSides } from './usage-die';

export interface DieRoll {
  /** What the die reads (a zero-based die already reads 0..sides-1). */
  readonly value: number;
  /** 1 for the highest die of its term; equal values rank in the order they were rolled. */
  readonly rank: number;
  readonly kept: boolean;
  /** Whether this kept die meets the term's target; null without a target or for a dropped die. */
  readonly success: boolean | null;
}

interface TermRollBase<T extends Term> {
  readonly term: T;
  /** The term's own result: sum of kept dice, number of successes, 1/0 for risk, the usage roll. */
  readonly value: number;
  /** `value` times the term's sign: what it adds to the total. */
  readonly contribution: number;
}

export interface ConstantTermRoll extends TermRollBase<ConstantTerm> {
  readonly kind: 'constant';
}

export interface DiceTermRoll extends TermRollBase<DiceTerm> {
  readonly kind: 'dice';
  /** In the order rolled. */
  readonly dice: readonly DieRoll[];
}

export interface RiskDieRoll {
  readonly value: number;
  readonly triggers: boolean;
}

export interface RiskTermRoll extends TermRollBase<RiskTerm> {
  readonly kind: 'risk';
  readonly dice: readonly RiskDieRoll[];
  /** Any die showed 1. */
  readonly triggered: boolean;
}

export interface UsageTermRoll extends TermRollBase<UsageTerm> {
  readonly kind: 'usage';
  readonly steppedDown: boolean;
  /** The die to roll next time: the same, the next smaller, or null when used up. */
  readonly next: UsageDieSides | null;
  readonly usedUp: boolean;
}

export interface DigitTermRoll extends TermRollBase<DigitTerm> {
  readonly kind: 'digit';
  /** Each digit's d6, highest place first: [3, 5] reads 35. */
  readonly dice: readonly number[];
}

export type TermRoll =
  ConstantTermRoll | DiceTermRoll | RiskTermRoll | UsageTermRoll | DigitTermRoll;

export interface ExpressionRoll {
  readonly total: number;
  readonly terms: readonly TermRoll[];
}

/** `value` with the term's sign; `0 - 0` keeps a zero positive, where `-1 * 0` would give -0. */
function applySign(sign: Sign, value: number): number {
  return sign < 0 ? 0 - value : value;
}

/** Rank of each value, 1 = highest; the sort is stable, so ties keep roll order. */
function rankValues(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value);
  const ranks = new Array<number>(values.length);
  order.forEach((entry, position) => {
    ranks[entry.index] = position + 1;
  });
  return ranks;
}

function rollDiceTerm(term: DiceTerm, rng: Rng): DiceTermRoll {
  const offset = term.zeroBased ? 1 : 0;
  const values = Array.from({ length: term.count }, () => rollDie(rng, term.sides) - offset);
  const ranks = rankValues(values);
  const band = findKeptRanks(term.selection, term.count);
  const dice = values.map((value, index): DieRoll => {
    const rank = ranks[index] as number;
    const kept = rank >= band.first && rank <= band.last;
    return {
      value,
      rank,
      kept,
      success: kept && term.target ? checkTarget(term.target, value) : null,
    };
  });
  const kept = dice.filter((die) => die.kept);
  const value = term.target
    ? kept.filter((die) => die.success).length
    : kept.reduce((sum, die) => sum + die.value, 0);
  return { kind: 'dice', term, dice, value, contribution: applySign(term.sign, value) };
}

function rollRiskTerm(term: RiskTerm, rng: Rng): RiskTermRoll {
  const dice = Array.from({ length: term.count }, (): RiskDieRoll => {
    const value = rollDie(rng, RISK_DIE_SIDES);
    return { value, triggers: value === RISK_TRIGGER_FACE };
  });
  const triggered = dice.some((die) => die.triggers);
  const value = triggered ? 1 : 0;
  return { kind: 'risk', term, dice, triggered, value, contribution: applySign(term.sign, value) };
}

function rollUsageTerm(term: UsageTerm, rng: Rng): UsageTermRoll {
  const value = rollDie(rng, term.sides);
  const steppedDown = checkUsageStepDown(value);
  const next = steppedDown ? stepDownUsageDie(term.sides) : term.sides;
  return {
    kind: 'usage',
    term,
    value,
    contribution: applySign(term.sign, value),
    steppedDown,
    next,
    usedUp: next === null,
  };
}

function rollDigitTerm(term: DigitTerm, rng: Rng): DigitTermRoll {
  const dice = Array.from({ length: term.digits }, () => rollDie(rng, DIGIT_DIE_SIDES));
  const value = readDigitFaces(dice);
  return { kind: 'digit', term, dice, value, contribution: applySign(term.sign, value) };
}

function rollTerm(term: Term, rng: Rng): TermRoll {
  switch (term.kind) {
    case 'constant':
      return {
        kind: 'constant',
        term,
        value: term.value,
        contribution: applySign(term.sign, term.value),
      };
    case 'dice':
      return rollDiceTerm(term, rng);
    case 'risk':
      return rollRiskTerm(term, rng);
    case 'usage':
      return rollUsageTerm(term, rng);
    case 'digit':
      return rollDigitTerm(term, rng);
  }
}

export function rollExpression(expression: DiceExpression, rng: Rng): ExpressionRoll {
  const terms = expression.terms.map((term) => rollTerm(term, rng));
  return { total: terms.reduce((sum, term) => sum + term.contribution, 0), terms };
}
