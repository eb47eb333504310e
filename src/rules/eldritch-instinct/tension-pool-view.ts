/**
 * The Tension Pool tracker as it shows, decided here: the pool's count and the exact chance of a 1
 * on the next roll, the buttons' words, why emptying is off, the note before the sixth die, and
 * what a press did (its sentence, the dice rolled with the 1s marked, the Warden's consequence
 * roll) with the roll log's entry for it.
 */
import type { Fraction } from '../dice';
import {
  addingTriggersRoll,
  chanceOfTensionTrigger,
  emptyPoolBlockedBy,
  TENSION_POOL_MAX,
  TENSION_TRIGGER_FACE,
  tensionDiceNextRoll,
  tensionPressSentence,
  tensionRollInput,
  tensionRollSource,
  type TensionEvent,
  type TensionRoll,
} from './tension-pool';

export interface TensionPoolView {
  readonly size: number;
  readonly max: number;
  readonly chanceLabel: string;
  readonly chance: Fraction;
  readonly addButton: string;
  readonly rollButton: string;
  readonly emptyBlockedBy: string | null;
  /** Said before the sixth die is added; '' otherwise. */
  readonly sixthNote: string;
}

export function viewTensionPool(size: number): TensionPoolView {
  const sixth = addingTriggersRoll(size);
  return {
    size,
    max: TENSION_POOL_MAX,
    chanceLabel: `Chance the next roll (${tensionDiceNextRoll(size)}d6) shows a 1`,
    chance: chanceOfTensionTrigger(size),
    addButton: sixth ? 'Add the sixth die (rolls the pool)' : 'Add a Tension Die',
    rollButton: size === 0 ? 'Roll 1d6 (empty pool)' : 'Roll the pool (reckless act)',
    emptyBlockedBy: emptyPoolBlockedBy(size),
    sixthNote: sixth
      ? 'The next die is the sixth: it rolls all six at once, then empties the pool.'
      : '',
  };
}

export interface TensionResultView {
  readonly sentence: string;
  /** The dice rolled, each marked when it shows the 1 that triggers; null when nothing was rolled. */
  readonly dice: readonly { readonly face: number; readonly trigger: boolean }[] | null;
  /** The Warden's 2d6 after a 1: "3 + 4" and its total. */
  readonly consequence: { readonly dice: string; readonly total: number } | null;
}

export function viewTensionResult(event: TensionEvent): TensionResultView {
  const roll = event.step.roll;
  return {
    sentence: tensionPressSentence(event),
    dice: roll && roll.dice.map((face) => ({ face, trigger: face === TENSION_TRIGGER_FACE })),
    consequence: roll?.consequence
      ? { dice: roll.consequence.dice.join(' + '), total: roll.consequence.total }
      : null,
  };
}

/** What the roll log keeps of a press that rolled: the input, the roll and its source; else null. */
export function tensionLogEntry(event: TensionEvent): {
  readonly input: { dice: number };
  readonly roll: TensionRoll;
  readonly source: string;
} | null {
  const roll = event.step.roll;
  return roll
    ? { input: tensionRollInput(roll), roll, source: tensionRollSource(event.what, roll) }
    : null;
}
