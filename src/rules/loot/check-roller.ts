/**
 * The check roller's state, changed only by `stepLootCheckRoller`: the dice waiting for their
 * picker (several d12s rolled, with advantage or disadvantage) and the result shown, which carries
 * a serial so the same words twice are announced twice. Dice waiting for a pick take the place of
 * the last result; a result (the pick used, a fall, a lone die, the judge's slot resolved) ends
 * the wait.
 */
import type { LootCheckShown } from './check-form';
import type { LootPendingCheck } from './roll-results';

export interface LootCheckRollerState {
  /** The dice rolled and the one chosen so far, while the picker has not used one. */
  readonly pending: LootPendingCheck | null;
  /** The result shown, null while there is none (before the first roll, or while a pick waits). */
  readonly done: LootCheckShown | null;
  /** Counts the results shown, so each is drawn and announced anew. */
  readonly serial: number;
}

export const LOOT_CHECK_ROLLER_START: LootCheckRollerState = {
  pending: null,
  done: null,
  serial: 0,
};

export type LootCheckRollerStep =
  /** Several dice rolled: they wait for the picker, and the last result goes. */
  | { readonly kind: 'rolled'; readonly roll: LootPendingCheck }
  /** The picker chose the die at `index`. */
  | { readonly kind: 'chose'; readonly index: number }
  /** A result to show: any wait is over. */
  | { readonly kind: 'done'; readonly done: LootCheckShown }
  /** The sheet the dice were rolled for is gone: the wait ends with nothing to show. */
  | { readonly kind: 'sheet-gone' };

export function stepLootCheckRoller(
  state: LootCheckRollerState,
  step: LootCheckRollerStep,
): LootCheckRollerState {
  switch (step.kind) {
    case 'rolled':
      return { ...state, pending: step.roll, done: null };
    case 'chose':
      return state.pending
        ? { ...state, pending: { ...state.pending, chosen: step.index } }
        : state;
    case 'done':
      return { pending: null, done: step.done, serial: state.serial + 1 };
    case 'sheet-gone':
      return { ...state, pending: null };
  }
}

/** Whether a check's dice wait for a pick: one die is used as it falls. */
export function isLootDiePickNeeded(roll: Pick<LootPendingCheck, 'faces'>): boolean {
  return roll.faces.length > 1;
}
