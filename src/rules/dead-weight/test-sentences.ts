/**
 * What Dead Weight's attribute test and defence test say about a roll, in the tool and in the
 * log's source: the dice rolled, each re-roll, the outcome, the fatigue it cost and the button
 * that adds it to the sheet. The two tests read alike, so the words are in one place.
 */
import { howMany } from '../words';
import {
  DW_REROLL_LABELS,
  DW_TEST_OUTCOME_LABELS,
  type DwRerollKind,
  type DwTestInput,
  type DwTestResult,
  type DwTestShape,
} from './attribute-test';
import { parseDwAttack } from './attack-notation';
import { DW_ATTRIBUTE_LABELS, type DwAttribute } from './character';
import type { DwHit } from './defence';
import { describeDwHit } from './log-lines';

/** "Rolled 3 dice.", with " (zero pool: the lowest is kept)" when `keepLowest` says so. */
export function describeDwDiceRolled(count: number, keepLowest = false): string {
  return `Rolled ${howMany(count, 'die', 'dice')}${keepLowest ? ' (zero pool: the lowest is kept)' : ''}.`;
}

/** A defence's first roll: its dice, or that the defender chose not to roll. */
export function describeDwDefenceRolled(count: number, noRoll: boolean): string {
  return noRoll ? 'No dice rolled: no fatigue, and the attack hits.' : describeDwDiceRolled(count);
}

/**
 * What a re-roll of die `index` did (`before` and `after`: the dice either side of it), as the
 * tool says it: "Proficiency re-roll: die 2 went from 3 to 6."
 */
export function describeDwReroll(
  kind: DwRerollKind,
  index: number,
  before: readonly number[],
  after: readonly number[],
): string {
  return `${DW_REROLL_LABELS[kind]}: die ${index + 1} went from ${before[index]} to ${after[index]}.`;
}

/** The same before the dice in the log: "Proficiency re-roll of die 2 (3): ". */
export function noteDwReroll(kind: DwRerollKind, index: number, before: readonly number[]): string {
  return `${DW_REROLL_LABELS[kind]} of die ${index + 1} (${before[index]}): `;
}

/** An attribute test's outcome: "Success for Ada: 5, 2, 1." (no name for typed numbers). */
export function describeDwTestHeadline(
  result: DwTestResult,
  dice: readonly number[],
  who: string,
): string {
  return `${DW_TEST_OUTCOME_LABELS[result.outcome]}${who ? ` for ${who}` : ''}: ${dice.join(', ')}.`;
}

/** A defence's outcome and what the attack does: "Failure: 3, 2. Hit: 2 wounds." (no outcome unrolled). */
export function describeDwDefenceHeadline(
  result: DwTestResult | null,
  dice: readonly number[],
  hit: DwHit,
): string {
  const outcome = result ? `${DW_TEST_OUTCOME_LABELS[result.outcome]}: ${dice.join(', ')}. ` : '';
  return `${outcome}${describeDwHit(hit)}`;
}

/**
 * The fatigue a test cost: "STR takes 1 fatigue (extra effort).", "No fatigue (a check).";
 * nothing before a roll (or for a defence not rolled).
 */
export function describeDwTestFatigue(
  result: DwTestResult | null,
  input: DwTestInput,
  attribute: DwAttribute,
): string {
  if (!result) return '';
  if (result.fatigue === 0) return `No fatigue${input.check ? ' (a check)' : ''}.`;
  const effort = result.diceFatigue ? '' : ' (extra effort)';
  return `${DW_ATTRIBUTE_LABELS[attribute]} takes ${result.fatigue} fatigue${effort}.`;
}

/** The button that adds a test's fatigue: "Add 1 fatigue to Ada’s STR", then "Added 1 fatigue to Ada". */
export function labelDwAddFatigue(
  amount: number,
  name: string,
  attribute: DwAttribute,
  added: boolean,
): string {
  return added
    ? `Added ${amount} fatigue to ${name}`
    : `Add ${amount} fatigue to ${name}’s ${DW_ATTRIBUTE_LABELS[attribute]}`;
}

/** How a test rolls, before it does: "Rolls 3 dice. Advantage and disadvantage cancel." */
export function describeDwTestShapeNote(shape: DwTestShape): string {
  const dice = shape.keepLowest
    ? 'Zero dice: roll 2 and keep the lowest.'
    : `Rolls ${howMany(shape.dice, 'die', 'dice')}.`;
  const cancelled = shape.cancelled ? ' Advantage and disadvantage cancel.' : '';
  const kept = shape.keepLowest
    ? ' Only the kept die is read, for the outcome and for fatigue.'
    : '';
  return `${dice}${cancelled}${kept}`;
}

/** What the log calls an attribute test: "STR test", "DEX check". */
export function nameDwTestRoll(attribute: DwAttribute, check: boolean): string {
  return `${DW_ATTRIBUTE_LABELS[attribute]} ${check ? 'check' : 'test'}`;
}

/** What the log calls a defence: "STR defence" ("Attack defence" when the notation cannot be read). */
export function nameDwDefenceRoll(notation: string): string {
  const attack = parseDwAttack(notation);
  return `${attack.ok ? DW_ATTRIBUTE_LABELS[attack.value.attribute] : 'Attack'} defence`;
}
