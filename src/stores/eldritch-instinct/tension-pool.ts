/**
 * The Eldritch Instinct Tension Pool at the table: how many Tension Dice are in it, kept in
 * localStorage and shared by all open tabs.
 *
 * Stored shape (key `rules-at-hand:ei-tension-pool`): `{ "version": 1, "size": 0..5 }` (six never
 * stays: the sixth die rolls and empties the pool). Unreadable storage resets to an empty pool
 * with a notice and the text is kept aside; bump `version` and migrate here when the shape changes.
 */
import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import {
  addTensionDie,
  clearTensionPool,
  rollPool,
  TENSION_POOL_MAX,
  type TensionStep,
} from '../../rules/eldritch-instinct/tension-pool';
import type { Rng } from '../../rules/dice';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

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

/**
 * The Undo of "Empty the pool" in this tab (not saved): the dice it took, until the Undo puts them
 * back or the pool is changed here; then the dice the Undo could not put back, until the next change.
 */
export interface PoolUndo {
  readonly removed: number | null;
  readonly refused: number | null;
}
const NO_UNDO: PoolUndo = { removed: null, refused: null };
export const $tensionPoolUndo = atom<PoolUndo>(NO_UNDO);

function apply(step: TensionStep, undo: PoolUndo = NO_UNDO): TensionStep {
  $tensionPoolUndo.set(undo);
  $tensionPool.set(step.size);
  return step;
}

/** Adds a Tension Die; the sixth rolls the pool and empties it. */
export function addDie(rng: Rng): TensionStep {
  return apply(addTensionDie($tensionPool.get(), rng));
}

/** A reckless act: rolls the pool (one d6 when empty) without changing it. */
export function rollTension(rng: Rng): TensionStep {
  return apply(rollPool($tensionPool.get(), rng));
}

/** Empties the pool without rolling; the dice it took are kept for Undo. */
export function clearPool(): TensionStep {
  const size = $tensionPool.get();
  return apply(clearTensionPool(), { ...NO_UNDO, removed: size > 0 ? size : null });
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

/** The Undo of the last "Empty the pool" here: the size put back, or undefined (the refusal kept). */
export function undoEmptyPool(): number | undefined {
  const { removed } = $tensionPoolUndo.get();
  if (removed === null) return undefined;
  const back = refillPool(removed);
  $tensionPoolUndo.set(back === undefined ? { removed: null, refused: removed } : NO_UNDO);
  return back;
}
