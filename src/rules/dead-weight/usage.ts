/**
 * Dead Weight's risk dice and usage dice as the tools use them, on top of the dice core
 * (`Nd!` and `UdX` notation): the risk roll with its exact chance to trigger, and one use of a
 * consumable's usage die, which steps down on 1-2 and is used up after a 1-2 on a d4.
 */
import {
  computeRiskTriggerChance,
  parseNotation,
  rollExpression,
  USAGE_DIE_CHAIN,
  type Fraction,
  type Rng,
  type UsageDieSides,
} from '../dice';
import type { Result } from '../result';
import { readWholeNumber, type WholeNumberError } from '../whole-number';

export const DW_RISK_MIN = 1;
export const DW_RISK_MAX = 20;

/** Reads the number of risk dice typed in a field: a whole number from 1 to 20. */
export function parseDwRiskCount(text: string): Result<number, WholeNumberError> {
  return readWholeNumber(text, DW_RISK_MIN, DW_RISK_MAX, 'the number of risk dice');
}

/**
 * Why the risk dice cannot roll with the count typed, in plain words beside the Roll button; null
 * when they can. The field says what is wrong with the text; this says what stops the roll.
 */
export function explainDwRiskBlocked(count: Result<number, WholeNumberError>): string | null {
  if (count.ok) return null;
  switch (count.error.code) {
    case 'too-low':
      return `Roll is off: at least ${DW_RISK_MIN} risk die is needed to roll.`;
    case 'too-high':
      return `Roll is off: at most ${DW_RISK_MAX} risk dice are rolled at once.`;
    default:
      return `Roll is off until the number of risk dice to roll is a whole number from ${DW_RISK_MIN} to ${DW_RISK_MAX}.`;
  }
}

/** The exact chance that `count` risk dice trigger (any die shows 1). */
export function computeDwRiskChance(count: number): Fraction {
  return computeRiskTriggerChance(count);
}

/** What the risk dice tool shows for the count typed. */
export interface DwRiskDiceView {
  /** The field's label: "Risk dice (1–20)". */
  readonly label: string;
  /** The count to roll; null while the text cannot be read. */
  readonly count: number | null;
  /** What the field says while its text cannot be read. */
  readonly error: string | null;
  readonly blockedBy: string | null;
  /** The exact chance they trigger, with its label; null while the count cannot be read. */
  readonly chance: { readonly label: string; readonly fraction: Fraction } | null;
}

/** The risk dice tool for the count typed, decided. */
export function viewDwRiskDice(countText: string): DwRiskDiceView {
  const parsed = parseDwRiskCount(countText);
  return {
    label: `Risk dice (${DW_RISK_MIN}–${DW_RISK_MAX})`,
    count: parsed.ok ? parsed.value : null,
    error: parsed.ok ? null : parsed.error.message,
    blockedBy: explainDwRiskBlocked(parsed),
    chance: parsed.ok
      ? {
          label: `Chance that ${parsed.value}d! triggers (any die shows 1)`,
          fraction: computeDwRiskChance(parsed.value),
        }
      : null,
  };
}

export interface DwRiskRoll {
  readonly count: number;
  readonly notation: string;
  readonly dice: readonly number[];
  readonly triggered: boolean;
}

/** Rolls `count` risk dice (`Nd!`) through the dice core. */
export function rollDwRisk(count: number, rng: Rng): DwRiskRoll {
  const notation = `${count}d!`;
  const parsed = parseNotation(notation);
  if (!parsed.ok) throw new RangeError(`cannot roll ${notation}: ${parsed.error.message}`);
  const roll = rollExpression(parsed.value, rng);
  const term = roll.terms[0];
  if (!term || term.kind !== 'risk') throw new Error(`${notation} did not roll as risk dice`);
  return { count, notation, dice: term.dice.map((die) => die.value), triggered: term.triggered };
}

/** Risk dice rolled, as the tool says it: "3d!: 4, 1, 6, triggered." */
export function explainDwRisk(roll: DwRiskRoll): string {
  return `${roll.notation}: ${roll.dice.join(', ')}, ${roll.triggered ? 'triggered' : 'not triggered'}.`;
}

/** The usage die an item carries now, "Ud6", or "used up" once it has none. */
export function describeDwUsageDie(sides: UsageDieSides | null): string {
  return sides === null ? 'used up' : `Ud${sides}`;
}

/** The usage dice an item can carry, largest first (d20 down to d4). */
export const DW_USAGE_DICE: readonly UsageDieSides[] = USAGE_DIE_CHAIN;

/** The usage dice as the item's menu offers them: "Ud20" down to "Ud4". */
export const DW_USAGE_DIE_CHOICES = DW_USAGE_DICE.map((die) => ({
  value: String(die),
  label: describeDwUsageDie(die),
}));

export interface DwUsageRoll {
  readonly sides: UsageDieSides;
  readonly value: number;
  readonly steppedDown: boolean;
  /** The die after this use; null when the item is used up. */
  readonly next: UsageDieSides | null;
}

/** One use of an item with usage die `sides` (`UdX` through the dice core): a 1 or 2 steps it down, and a d4 that steps down is used up. */
export function rollDwUsage(sides: UsageDieSides, rng: Rng): DwUsageRoll {
  const notation = `Ud${sides}`;
  const parsed = parseNotation(notation);
  if (!parsed.ok) throw new RangeError(`cannot roll ${notation}: ${parsed.error.message}`);
  const term = rollExpression(parsed.value, rng).terms[0];
  if (!term || term.kind !== 'usage') throw new Error(`${notation} did not roll as a usage die`);
  return { sides, value: term.value, steppedDown: term.steppedDown, next: term.next };
}
