/**
 * The morale tool's state, changed only by `stepCairnMoraleCheck`: its fields as typed and the
 * save rolled at each moment (first casualty, half their number, a lone foe at 0 HP), each under
 * the serial that makes its result announce itself anew. `viewCairnMoraleCheck` reads it into the
 * fields' readings and each save's line: its words, where it stands, and whether its last roll is
 * still the group's save (a roll made with another WIL is out of date and the save is due again).
 */
import {
  CAIRN_MORALE_FIRST_TEXTS,
  CAIRN_MORALE_STANDING_WORDS,
  cairnMoraleSaveState,
  describeCairnMoraleCheck,
  describeCairnMoraleSave,
  readCairnMorale,
  type CairnMoraleCheck,
  type CairnMoraleReading,
  type CairnMoraleRoll,
  type CairnMoraleSaveRolled,
  type CairnMoraleStanding,
  type CairnMoraleTexts,
  type CairnMoraleTrigger,
} from './morale';

/** A save rolled, as its result area shows it. */
export interface CairnMoraleShown {
  readonly serial: number;
  readonly value: CairnMoraleSaveRolled;
}

export interface CairnMoraleCheckState {
  readonly texts: CairnMoraleTexts;
  readonly rolled: Partial<Record<CairnMoraleTrigger, CairnMoraleShown>>;
}

export type CairnMoraleCheckAction =
  /** The fields as they read after a change. */
  | { readonly kind: 'texts'; readonly texts: CairnMoraleTexts }
  /** A save rolled with the WIL the fields give now. */
  | { readonly kind: 'rolled'; readonly roll: CairnMoraleRoll };

/** The tool as it opens: the first texts, nothing rolled. */
export const CAIRN_MORALE_CHECK_START: CairnMoraleCheckState = {
  texts: CAIRN_MORALE_FIRST_TEXTS,
  rolled: {},
};

/** The tool after `action`: a field typed, or a save rolled with the WIL the fields give now. */
export function stepCairnMoraleCheck(
  state: CairnMoraleCheckState,
  action: CairnMoraleCheckAction,
): CairnMoraleCheckState {
  if (action.kind === 'texts') return { ...state, texts: action.texts };
  const { trigger } = action.roll;
  const leader = state.texts.useLeader;
  const save = describeCairnMoraleSave(action.roll, readCairnMorale(state.texts).wilSource, leader);
  return {
    ...state,
    rolled: {
      ...state.rolled,
      [trigger]: { serial: (state.rolled[trigger]?.serial ?? 0) + 1, value: save },
    },
  };
}

/** One save's line on the tool. */
export interface CairnMoraleSaveLine {
  readonly check: CairnMoraleCheck;
  /** The moment, in words: "Lost half their number (3 of 5)". */
  readonly label: string;
  readonly standing: CairnMoraleStanding;
  /** How it stands, in words: "save due." */
  readonly words: string;
  /** The save last rolled for it, if any. */
  readonly shown: CairnMoraleShown | undefined;
  /** That roll is out of date (another WIL) or its moment is not reached. */
  readonly stale: boolean;
}

export interface CairnMoraleCheckView extends CairnMoraleReading {
  /** Each save's line; null while the size or the casualties cannot be read. */
  readonly saves: readonly CairnMoraleSaveLine[] | null;
}

/** The fields read, and each save's line. */
export function viewCairnMoraleCheck(state: CairnMoraleCheckState): CairnMoraleCheckView {
  const morale = readCairnMorale(state.texts);
  const { size, checks, wil } = morale;
  const now = { wil, leader: state.texts.useLeader };
  return {
    ...morale,
    saves:
      checks && size.ok
        ? checks.map((check) => {
            const shown = state.rolled[check.trigger];
            const { current, standing } = cairnMoraleSaveState(check, shown?.value, now);
            return {
              check,
              label: describeCairnMoraleCheck(check, size.value),
              standing,
              words: CAIRN_MORALE_STANDING_WORDS[standing],
              shown,
              stale: !current || !check.reached,
            };
          })
        : null,
  };
}
