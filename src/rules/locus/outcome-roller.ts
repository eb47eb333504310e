/**
 * The Outcome Check roller's last roll and what the player does with it: the roll shown (who
 * rolled, the logged input, the dice re-rolled and how often), the dice chosen for a Willpower
 * re-roll, and whether a critical success's WP went onto the sheet. These change together, so
 * they are one state with one reducer; the roller only renders it and asks the Cast store to pay.
 */
import type { Rng } from '../dice';
import { outcomeTool, type OutcomeLogInput, type RerollNote } from './check-log';
import { CRITICAL_WILLPOWER_GAIN, rerollDice, type OutcomeCheck } from './outcome-check';
import { toggleChoice } from './check-inputs';

/** One Outcome Check as the roller shows it, with every re-roll made to it since. */
export interface OutcomeRollShown {
  readonly check: OutcomeCheck;
  /** Who rolled: the character's id, or undefined for typed values. */
  readonly characterId: string | undefined;
  readonly who: string;
  readonly input: OutcomeLogInput;
  /** The dice changed by the last re-roll (0-based), none before one. */
  readonly rerolled: readonly number[];
  readonly rerolls: number;
}

export interface OutcomeRollerState {
  /** The roll shown, numbered anew by each roll and re-roll so the result area says it again. */
  readonly shown: { readonly serial: number; readonly value: OutcomeRollShown } | null;
  /** The dice chosen for the next re-roll, 0-based, lowest first. */
  readonly selected: readonly number[];
  /** The critical success's WP is on the sheet (kept apart from the roll, which is not said again). */
  readonly criticalAdded: boolean;
}

export const OUTCOME_ROLLER_START: OutcomeRollerState = {
  shown: null,
  selected: [],
  criticalAdded: false,
};

export type OutcomeRollerAction =
  /** A fresh roll: nothing chosen, no WP added yet. */
  | { readonly type: 'rolled'; readonly roll: OutcomeRollShown }
  /** The chosen dice re-rolled (`roll` is the check after it): choose again from nothing. */
  | { readonly type: 'rerolled'; readonly roll: OutcomeRollShown }
  | { readonly type: 'choose-die'; readonly index: number; readonly on: boolean }
  /** The WP added, or taken back with Undo (then it may be added again). */
  | { readonly type: 'critical-added'; readonly added: boolean };

/**
 * The roller after one action: a roll or re-roll is shown anew, and the dice to re-roll are
 * chosen afresh for it; the critical WP stays added through re-rolls of the same roll.
 */
export function updateOutcomeRoller(
  state: OutcomeRollerState,
  action: OutcomeRollerAction,
): OutcomeRollerState {
  switch (action.type) {
    case 'rolled':
      return { shown: show(state, action.roll), selected: [], criticalAdded: false };
    case 'rerolled':
      return { ...state, shown: show(state, action.roll), selected: [] };
    case 'choose-die': {
      const chosen = toggleChoice(state.selected, action.index, action.on);
      return { ...state, selected: chosen.sort((left, right) => left - right) };
    }
    case 'critical-added':
      return { ...state, criticalAdded: action.added };
  }
}

function show(state: OutcomeRollerState, value: OutcomeRollShown) {
  return { serial: (state.shown?.serial ?? 0) + 1, value };
}

/** A fresh Outcome Check for `input`, rolled for `characterId` (undefined: typed values). */
export function rollOutcomeShown(
  input: OutcomeLogInput,
  characterId: string | undefined,
  rng: Rng,
): OutcomeRollShown {
  const { check } = outcomeTool.roll(input, rng);
  return { check, characterId, who: input.who, input, rerolled: [], rerolls: 0 };
}

/** `roll` with the dice at `indices` re-rolled for `cost` WP, and the note its log line takes. */
export function rerollOutcomeShown(
  roll: OutcomeRollShown,
  indices: readonly number[],
  cost: number,
  rng: Rng,
): { readonly roll: OutcomeRollShown; readonly note: RerollNote } {
  const check = rerollDice(roll.check, indices, rng);
  return {
    roll: { ...roll, check, rerolled: indices, rerolls: roll.rerolls + 1 },
    note: { indices, cost },
  };
}

/**
 * Whether the roll's critical WP can still be added: a critical success, rolled for a Cast member
 * (typed values have no sheet), whose WP is not on the sheet already.
 */
export function criticalToAdd(state: OutcomeRollerState): boolean {
  const roll = state.shown?.value;
  return (
    roll !== undefined &&
    roll.check.critical &&
    roll.characterId !== undefined &&
    !state.criticalAdded
  );
}

/** The critical success said under the dice: "+3 WP, and Ada may shed one non-Haunt card." */
export function describeCriticalSuccess(who: string): string {
  return `+${CRITICAL_WILLPOWER_GAIN} WP, and ${who || 'the character'} may shed one non-Haunt card.`;
}

/** The button that adds a critical success's WP: "Add 3 WP to Ada". */
export function criticalButtonLabel(who: string): string {
  return `Add ${CRITICAL_WILLPOWER_GAIN} WP to ${who || 'the character'}`;
}

/**
 * Whether the roll shown no longer answers the fields: they cannot be read (`blocked`), or it was
 * rolled for someone else than the character now chosen (undefined: typed values).
 */
export function outcomeRollStale(
  state: OutcomeRollerState,
  characterId: string | undefined,
  blocked: string | null,
): boolean {
  return (
    blocked !== null || (state.shown !== null && state.shown.value.characterId !== characterId)
  );
}
