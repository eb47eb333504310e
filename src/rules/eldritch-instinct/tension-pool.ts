/**
 * The Tension Pool (rules page, "Tension Pool"): up to six d6 Tension Dice. Taking time or adding
 * a detail adds a die; a reckless act rolls the pool; an empty pool rolls 1d6 without adding it;
 * adding the sixth die rolls the pool at once and empties it. Any 1 means the Warden rolls 2d6
 * for a consequence: the lower, the worse. The text has no consequence table, so the result is
 * the 2d6 total with that reading.
 *
 * Pure reducers: each takes the pool size and an Rng and returns the new size with what happened.
 */
import { howMany } from '../words';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { computeRiskTriggerChance, rollDie, type Fraction, type Rng } from '../dice';
import { defineTool } from '../roll-recipe';

/** The pool holds six Tension Dice at most; the sixth one triggers the roll and the reset. */
export const TENSION_POOL_MAX = 6;
export const TENSION_DIE_SIDES = 6;
/** The face that triggers a consequence. */
export const TENSION_TRIGGER_FACE = 1;

export interface TensionConsequence {
  /** The Warden's 2d6. */
  readonly dice: readonly [number, number];
  readonly total: number;
}

export interface TensionRoll {
  /** Every die rolled: the pool, or the single d6 of an empty pool. */
  readonly dice: readonly number[];
  /** True when the pool was empty and one d6 was rolled without adding it. */
  readonly emptyPoolDie: boolean;
  readonly triggered: boolean;
  /** The Warden's 2d6 when any die shows 1. */
  readonly consequence: TensionConsequence | null;
}

export interface TensionStep {
  /** Dice in the pool afterwards. */
  readonly size: number;
  /** The roll, when one happened (reckless act, or the sixth die added). */
  readonly roll: TensionRoll | null;
  /** True when adding the sixth die rolled and emptied the pool. */
  readonly reset: boolean;
}

/** A pool size as stored or typed: a whole number from 0 to 5 (six never stays in the pool). */
export function isTensionPoolSize(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < TENSION_POOL_MAX
  );
}

function clampSize(size: number): number {
  return Math.min(Math.max(Math.trunc(size), 0), TENSION_POOL_MAX - 1);
}

function rollDice(count: number, rng: Rng): TensionRoll {
  const emptyPoolDie = count === 0;
  const dice = Array.from({ length: emptyPoolDie ? 1 : count }, () =>
    rollDie(rng, TENSION_DIE_SIDES),
  );
  const triggered = dice.includes(TENSION_TRIGGER_FACE);
  let consequence: TensionConsequence | null = null;
  if (triggered) {
    const first = rollDie(rng, 6);
    const second = rollDie(rng, 6);
    consequence = { dice: [first, second], total: first + second };
  }
  return { dice, emptyPoolDie, triggered, consequence };
}

/** Rolls `size` Tension Dice (one d6 that is not added when the pool is empty) and the consequence on any 1. */
export function rollTensionPool(size: number, rng: Rng): TensionRoll {
  return rollDice(clampSize(size), rng);
}

/** A reckless act: roll the pool as it is; the dice stay in the pool. */
export function rollPool(size: number, rng: Rng): TensionStep {
  const kept = clampSize(size);
  return { size: kept, roll: rollTensionPool(kept, rng), reset: false };
}

/**
 * Time passes or a detail is added: one more Tension Die. The sixth die rolls all six at once
 * and then empties the pool.
 */
export function addTensionDie(size: number, rng: Rng): TensionStep {
  const next = clampSize(size) + 1;
  if (next < TENSION_POOL_MAX) return { size: next, roll: null, reset: false };
  return { size: 0, roll: rollDice(TENSION_POOL_MAX, rng), reset: true };
}

/** Empties the pool by hand (a new scene), without rolling. */
export function clearTensionPool(): TensionStep {
  return { size: 0, roll: null, reset: true };
}

/** How many dice the next roll of a pool of `size` rolls: its dice, or one d6 when it is empty. */
export function tensionDiceNextRoll(size: number): number {
  return Math.max(clampSize(size), 1);
}

/**
 * The exact chance that the next roll of a pool of `size` dice shows at least one 1:
 * 1 - (5/6)^n, and 1/6 for an empty pool (its single d6).
 */
export function chanceOfTensionTrigger(size: number): Fraction {
  return computeRiskTriggerChance(tensionDiceNextRoll(size));
}

/** Whether adding one more die sets off the automatic roll (it does at five dice). */
export function addingTriggersRoll(size: number): boolean {
  return clampSize(size) + 1 >= TENSION_POOL_MAX;
}

/**
 * A roll of the pool as the log keeps it: how many dice were rolled (0: the empty pool's single
 * d6; 6: the sixth die added), rolled again as that many dice.
 */
export const tensionRollTool = defineTool({
  name: 'tension-pool',
  schema: z.object({ dice: wholeNumberSchema(0, TENSION_POOL_MAX) }),
  roll: (input, rng) => rollDice(input.dice, rng),
  describe: (_input, roll: TensionRoll) => {
    const ones = roll.dice.filter((face) => face === TENSION_TRIGGER_FACE).length;
    const consequence = roll.consequence;
    return {
      expression: `${roll.dice.length}d6${consequence ? ', 2d6' : ''}`,
      detail: `${roll.dice.join(', ')}${consequence ? `; consequence 2d6: ${consequence.dice.join(', ')}` : ''}`,
      total: ones,
      result: consequence
        ? `${howMany(ones, 'one')}: consequence, the Warden’s 2d6 = ${consequence.total} (the lower, the worse)`
        : 'no 1: no consequence',
    };
  },
});

/** The log's input for a roll the pool made: the number of dice (0 for the empty pool's die). */
export function tensionRollInput(roll: TensionRoll): { dice: number } {
  return { dice: roll.emptyPoolDie ? 0 : roll.dice.length };
}

// ---------------------------------------------------------------- the tracker's words

/**
 * What a press on the pool did: a die added, the pool rolled (by hand or by the sixth die), or its
 * emptying undone. Emptying itself is said once, beside its Undo (emptiedSentence).
 */
export type TensionPress = 'added' | 'rolled' | 'auto' | 'refilled';

/** A press on the pool and the step it made, as the tracker shows it. */
export interface TensionEvent {
  readonly what: TensionPress;
  readonly step: TensionStep;
}

/** A die added: the sixth one rolls the pool ('auto'), any other just joins it. */
export function addedEvent(step: TensionStep): TensionEvent {
  return { what: step.roll ? 'auto' : 'added', step };
}

/** The sentence that says what a press did to the pool. */
export function tensionPressSentence({ what, step }: TensionEvent): string {
  switch (what) {
    case 'added':
      return `A Tension Die was added: ${step.size} in the pool.`;
    case 'refilled':
      return `Emptying undone: ${howMany(step.size, 'die', 'dice')} back in the pool.`;
    case 'auto':
      return 'The sixth die was added: all six rolled, then the pool was emptied.';
    case 'rolled': {
      if (step.roll?.emptyPoolDie) return 'The pool was empty: one d6 rolled and not added.';
      const dice = step.roll?.dice.length ?? step.size;
      return `The pool rolled (${howMany(dice, 'die', 'dice')} ${dice === 1 ? 'stays' : 'stay'} in it).`;
    }
  }
}

/** Why "Empty the pool" is off: an empty pool has nothing to take; null when it has dice. */
export function emptyPoolBlockedBy(size: number): string | null {
  return clampSize(size) === 0 ? 'Nothing to empty: the pool has no dice.' : null;
}

/** What the roll log calls a roll of the pool: the sixth die's, the empty pool's d6, or a reckless act's. */
export function tensionRollSource(press: TensionPress, roll: TensionRoll): string {
  if (press === 'auto') return 'Tension Pool (sixth die)';
  return roll.emptyPoolDie ? 'Tension Pool (empty pool, 1d6)' : 'Tension Pool (reckless act)';
}

/** "Emptied the pool of 3 dice.", beside the Undo of "Empty the pool". */
export function emptiedSentence(dice: number): string {
  return `Emptied the pool of ${howMany(dice, 'die', 'dice')}.`;
}

/** Why the Undo of "Empty the pool" did not put the dice back. */
export function refillRefusedSentence(dice: number): string {
  return `Not put back: a die was added since, and putting the ${howMany(dice, 'die', 'dice')} back would lose it; add them by hand.`;
}
