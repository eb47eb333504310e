/**
 * The Eldritch Instinct Tension Pool at the table: how many Tension Dice are in it, kept in
 * localStorage and shared by all open tabs.
 *
 * Stored shape (key `rules-at-hand:ei-tension-pool`): `{ "version": 1, "size": 0..5 }` (six never
 * stays: the sixth die rolls and empties the pool). Unreadable storage resets to an empty pool
 * with a notice and the text is kept aside; bump `version` and migrate here when the shape changes.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import {
  addedEvent,
  addTensionDie,
  clearTensionPool,
  rollPool,
  TENSION_POOL_MAX,
  type TensionEvent,
  type TensionStep,
} from '../../rules/eldritch-instinct/tension-pool';
import type { Rng } from '../../rules/dice';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';
import { createUndoSlot } from '../undo-slot';
import { fail, succeed } from '../../rules/result';

export const EI_TENSION_POOL_KEY = 'rules-at-hand:ei-tension-pool';

const StoredPoolSchema = z.object({
  version: z.literal(1),
  size: wholeNumberSchema(0, TENSION_POOL_MAX - 1),
});

const pool = createValidatedPersistent<number>(EI_TENSION_POOL_KEY, 0, {
  label: 'Tension Pool',
  encode: (size) => JSON.stringify({ version: 1, size }),
  parse: parseJsonWith(StoredPoolSchema, (data) => data.size),
});

export const $tensionPool = pool.$store;
export const $tensionPoolNotice = pool.$notice;

/** The Undo of "Empty the pool" in this tab: the dice it took (./undo-slot.ts says how long). */
const emptied = createUndoSlot<number>();
export const $tensionPoolUndo = emptied.$slot;

/** A change made here: the pool it leaves is saved, and the Undo of an emptying is dropped. */
function apply(step: TensionStep): TensionStep {
  emptied.drop();
  $tensionPool.set(step.size);
  return step;
}

/** Adds a Tension Die; the sixth rolls the pool and empties it. */
export function addDie(rng: Rng): TensionEvent {
  return addedEvent(apply(addTensionDie($tensionPool.get(), rng)));
}

/** A reckless act: rolls the pool (one d6 when empty) without changing it. */
export function rollTension(rng: Rng): TensionEvent {
  return { what: 'rolled', step: apply(rollPool($tensionPool.get(), rng)) };
}

/** Empties the pool without rolling; the dice it took are kept for Undo. */
export function clearPool(): TensionStep {
  const size = $tensionPool.get();
  const step = apply(clearTensionPool());
  emptied.keep(size > 0 ? size : null);
  return step;
}

/**
 * Puts back the dice an emptying took (the Undo of "Empty the pool"), never more than may stay;
 * undefined, changing nothing, once a die was added since (here or in another tab), which putting
 * the old count back would lose.
 */
export function refillPool(size: number): number | undefined {
  if ($tensionPool.get() !== 0) return undefined;
  const refilled = Math.min(Math.max(0, Math.trunc(size)), TENSION_POOL_MAX - 1);
  $tensionPool.set(refilled);
  return refilled;
}

/**
 * The Undo of the last "Empty the pool" here: the dice put back, said as a press on the pool, or
 * undefined (nothing to undo, or the refusal kept).
 */
export function undoEmptyPool(): TensionEvent | undefined {
  // The tool words the refusal itself (refillRefusedSentence), from the dice it could not put back.
  const back = emptied.undo((size) => {
    const refilled = refillPool(size);
    return refilled === undefined ? fail({}) : succeed(refilled);
  });
  if (!back?.ok) return undefined;
  return { what: 'refilled', step: { size: back.value, roll: null, reset: false } };
}
