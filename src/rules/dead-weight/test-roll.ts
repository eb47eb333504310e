/**
 * What a Dead Weight test tool (the attribute test, the defence) holds between presses: the roll
 * it shows and the die picked for the next re-roll. They change together, so they are one state
 * and each press is one event here: a new roll forgets the die picked and starts its re-rolls
 * afresh, a re-roll keeps the die picked, and the fatigue a roll cost is marked added (or, after an
 * Undo, not added) only on the roll that added it, never on a newer one.
 */
import { startDwRerolls, type DwRerollsLeft, type DwTestInput } from './attribute-test';

/** A roll of a test as the tool shows it; each test adds its own fields (the attribute, the notation). */
export interface DwTestRolled {
  /** Counts the rolls, so a result area and an Undo can tell one roll from the next. */
  readonly serial: number;
  readonly input: DwTestInput;
  /** The dice as they stand now (none when the defender chose not to roll). */
  readonly dice: readonly number[];
  readonly left: DwRerollsLeft;
  /** The party character it was rolled for ('' for typed numbers) and their name. */
  readonly characterId: string;
  readonly who: string;
  /** Whether the fatigue it cost is on the character's sheet. */
  readonly fatigueAdded: boolean;
  /** What happened last, in words: "Rolled 3 dice.", "Proficiency re-roll: die 2 went from 3 to 6." */
  readonly last: string;
}

/** What a new roll is made of, before it has a serial and its re-rolls. */
export interface DwTestRollStart {
  readonly input: DwTestInput;
  readonly dice: readonly number[];
  readonly characterId: string;
  readonly who: string;
  readonly last: string;
  /** Re-rolls beyond those the input gives (proficiency, advantage, the GM's): dodge, shield. */
  readonly tokens?: DwRerollsLeft;
}

export interface DwTestRollState<Rolled extends DwTestRolled> {
  /** The last roll, or null before the first. */
  readonly rolled: Rolled | null;
  /** The die the next re-roll replaces, by index; null when none is picked. */
  readonly selected: number | null;
}

export const DW_NO_TEST_ROLL: DwTestRollState<never> = { rolled: null, selected: null };

/**
 * The roll after `previous` (null before the first): `start` with the next serial, the re-rolls
 * its input and tokens give and no fatigue added yet, with the test's own fields (`own`).
 */
export function startDwTestRoll<Own extends object>(
  previous: DwTestRolled | null,
  { tokens, ...start }: DwTestRollStart,
  own: Own,
): DwTestRolled & Own {
  return {
    ...own,
    ...start,
    left: startDwRerolls(start.input, tokens),
    serial: (previous?.serial ?? 0) + 1,
    fatigueAdded: false,
  };
}

export type DwTestRollEvent<Rolled extends DwTestRolled> =
  /** A new roll (made with `startDwTestRoll`). */
  | { readonly type: 'rolled'; readonly rolled: Rolled }
  /** A die picked for the next re-roll. */
  | { readonly type: 'picked'; readonly index: number }
  /** The roll after a re-roll (made with `rerollDwTest`). */
  | { readonly type: 'rerolled'; readonly rolled: Rolled }
  /** The fatigue of roll `serial` went on the sheet, or an Undo took it off. */
  | { readonly type: 'fatigue-added' | 'fatigue-undone'; readonly serial: number };

export function updateDwTestRoll<Rolled extends DwTestRolled>(
  state: DwTestRollState<Rolled>,
  event: DwTestRollEvent<Rolled>,
): DwTestRollState<Rolled> {
  switch (event.type) {
    case 'rolled':
      return { rolled: event.rolled, selected: null };
    case 'picked':
      return { ...state, selected: event.index };
    case 'rerolled':
      return { ...state, rolled: event.rolled };
    case 'fatigue-added':
    case 'fatigue-undone': {
      const { rolled } = state;
      if (rolled?.serial !== event.serial) return state;
      return { ...state, rolled: { ...rolled, fatigueAdded: event.type === 'fatigue-added' } };
    }
  }
}
