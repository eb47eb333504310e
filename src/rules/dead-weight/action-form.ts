/**
 * The expedition tracker's "take an action" form: the exploration action chosen and, for an
 * action that may take several turns, the turns typed. Choosing another action starts its turns
 * at 1 again; the turns are read as they are typed, and Take action is off, saying why, while they
 * cannot be read.
 */
import {
  DW_EXPLORATION_ACTIONS,
  findDwExplorationAction,
  parseDwTurns,
  type DwExplorationAction,
} from './expedition';

export interface DwActionForm {
  readonly actionId: string;
  readonly turnsText: string;
}

export const DW_FIRST_ACTION_FORM: DwActionForm = { actionId: 'move', turnsText: '1' };

export type DwActionFormChange =
  | { readonly type: 'choose'; readonly actionId: string }
  | { readonly type: 'turns'; readonly text: string };

export function updateDwActionForm(form: DwActionForm, change: DwActionFormChange): DwActionForm {
  return change.type === 'choose'
    ? { actionId: change.actionId, turnsText: '1' }
    : { ...form, turnsText: change.text };
}

export interface DwActionPlan {
  readonly action: DwExplorationAction;
  /** What the turns field says while it cannot be read. */
  readonly turnsError: string | null;
  /** Why Take action is off; null while it is on. */
  readonly blockedBy: string | null;
  /** The turns asked for, to take the action with; undefined for its fixed cost. */
  readonly asked: number | undefined;
}

/** The action the form takes now (the first one for an id no longer known) and its turns. */
export function planDwAction(form: DwActionForm): DwActionPlan {
  const action = findDwExplorationAction(form.actionId) ?? DW_EXPLORATION_ACTIONS[0]!;
  const turns = action.multi ? parseDwTurns(form.turnsText, action) : null;
  const turnsError = turns && !turns.ok ? turns.error.message : null;
  return {
    action,
    turnsError,
    blockedBy: turnsError
      ? 'Take action is off until the turns are a whole number in range.'
      : null,
    asked: turns?.ok ? turns.value : undefined,
  };
}
