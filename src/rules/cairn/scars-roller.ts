/**
 * The scars roller's state, changed only by `stepCairnScarsRoller`: the HP lost typed, the member
 * chosen, and the last scar taken with where its record on that member's sheet stands.
 *
 * A scar taken for a tracked member is written on their sheet once. While that record stands and
 * the inputs are still the ones it was taken with, the roller will not take a scar again (a second
 * press, or a quick double press, would write the same scar twice) and says why; changing HP lost
 * or the member frees it for another scar. The record's own Undo takes it off the sheet, in its
 * own words (not the combat resolver's "the attack was undone"), and frees the roller too.
 *
 * `R` is what the party store gives back for a record, which the Undo hands to the store again:
 * the rules keep it without reading it.
 */
import type { Result } from '../result';
import { parseCairnScarHpLost, CAIRN_SCAR_HP_LOST_NEEDED, type CairnScar } from './scars';
import type { WholeNumberError } from '../whole-number';
import {
  stepCairnSheetRoll,
  viewCairnSheetUndo,
  type CairnSheetRoll,
  type CairnSheetUndoView,
  type CairnUndoPressed,
} from './sheet-undo';

/** The member a scar was recorded on, and the store's receipt for the record's Undo. */
export interface CairnScarRecord<R> {
  readonly memberId: string;
  readonly memberName: string;
  readonly receipt: R;
}

/**
 * A scar taken, with its record when it went on a tracked member's sheet (the roller shows it
 * with where the record's Undo stands; undone: the scar is off the sheet).
 */
export interface CairnScarTaken<R> {
  readonly scar: CairnScar;
  readonly record?: CairnScarRecord<R>;
  /** The inputs are still the ones the scar was taken with. */
  readonly current: boolean;
}

export interface CairnScarsRollerState<R> {
  readonly hpText: string;
  readonly memberId: string;
  /** The last scar taken, with the serial that makes the result area announce it anew. */
  readonly shown: CairnSheetRoll<CairnScarTaken<R>> | null;
}

export type CairnScarsRollerAction<R> =
  | { readonly kind: 'hp-text'; readonly text: string }
  | { readonly kind: 'member'; readonly memberId: string }
  /** A scar taken; `rolledHp` when a d12 picked the HP lost, which then shows in its field. */
  | {
      readonly kind: 'taken';
      readonly scar: CairnScar;
      readonly rolledHp: boolean;
      readonly record?: CairnScarRecord<R>;
    }
  /** What the record's Undo did: taken back, or why not. */
  | CairnUndoPressed;

/** The roller as it opens: no HP lost typed, no one chosen, nothing taken. */
export const CAIRN_SCARS_ROLLER_START: CairnScarsRollerState<never> = {
  hpText: '',
  memberId: '',
  shown: null,
};

/** The last scar with `change` made to it (nothing before the first scar). */
function changeTaken<R>(
  state: CairnScarsRollerState<R>,
  change: Partial<CairnScarTaken<R>>,
): CairnScarsRollerState<R>['shown'] {
  return state.shown && { ...state.shown, value: { ...state.shown.value, ...change } };
}

/** The roller after `action`. */
export function stepCairnScarsRoller<R>(
  state: CairnScarsRollerState<R>,
  action: CairnScarsRollerAction<R>,
): CairnScarsRollerState<R> {
  switch (action.kind) {
    case 'hp-text':
      return { ...state, hpText: action.text, shown: changeTaken(state, { current: false }) };
    case 'member':
      return { ...state, memberId: action.memberId, shown: changeTaken(state, { current: false }) };
    case 'taken':
      return {
        ...state,
        hpText: action.rolledHp ? String(action.scar.hpLost) : state.hpText,
        shown: stepCairnSheetRoll(state.shown, {
          kind: 'rolled',
          value: {
            scar: action.scar,
            ...(action.record && { record: action.record }),
            current: true,
          },
        }),
      };
    case 'undo':
      return { ...state, shown: stepCairnSheetRoll(state.shown, action) };
  }
}

/** What the roller shows for its state: the HP lost read, its buttons' words and why they are off. */
export interface CairnScarsRollerView extends CairnSheetUndoView {
  readonly hpLost: Result<number, WholeNumberError>;
  /** The take button's words: "Take this scar", or that this roll's scar is recorded. */
  readonly button: string;
  /** Why no scar can be taken now, or null. */
  readonly blockedBy: string | null;
  /** The last scar is on a sheet with these inputs: the d12 button is off for the same reason. */
  readonly recorded: boolean;
}

/** The roller's buttons and reasons for its state. */
export function viewCairnScarsRoller<R>(state: CairnScarsRollerState<R>): CairnScarsRollerView {
  const hpLost = parseCairnScarHpLost(state.hpText);
  const taken = state.shown?.value;
  const record = taken?.record;
  const standing = Boolean(record && !taken?.undone);
  const name = record?.memberName ?? '';
  const recorded = standing && Boolean(taken?.current);
  return {
    hpLost,
    button: recorded ? `Scar recorded on ${name}` : 'Take this scar',
    blockedBy: recorded
      ? `This scar is on ${name}’s sheet already; taking it again would write it twice. Change HP lost or Whose scar to take another.`
      : hpLost.ok
        ? null
        : CAIRN_SCAR_HP_LOST_NEEDED,
    recorded,
    ...viewCairnSheetUndo(taken, Boolean(record), {
      button: `Undo the record on ${name}`,
      done: taken ? describeUndoneCairnScarRecord(name, taken.scar) : '',
    }),
  };
}

/** What the record's Undo says when it has taken the scar off the sheet. */
export function describeUndoneCairnScarRecord(memberName: string, scar: CairnScar): string {
  return `Record undone: ${memberName}’s sheet is back as it was before this scar (${scar.name}).`;
}
