/**
 * What the interlude day's form holds between presses, and how each press changes it: who eats a
 * ration tonight, the affliction each player picked in place of one already held, and the line
 * that says a day (or a new interlude) has begun, or nothing. They change together: a new day or
 * a new interlude clears the rations and picks and says so; an Undo of the new interlude takes
 * its line back. One reducer, so the tool keeps one state and the rules say what each step does.
 */
import type { DwAffliction } from './character';

export interface DwInterludeForm {
  /** Who eats a ration, by character id. */
  readonly ate: Readonly<Record<string, boolean>>;
  /** The affliction picked for each Hunger Bites choice, by `<character id>-<index>`. */
  readonly chosen: Readonly<Record<string, DwAffliction>>;
  /** The day's line: "Day 3 begins.", or null. */
  readonly note: string | null;
}

export type DwInterludeFormAction =
  | { readonly type: 'eat'; readonly characterId: string; readonly eats: boolean }
  | { readonly type: 'choose'; readonly key: string; readonly affliction: DwAffliction }
  | { readonly type: 'day-begins'; readonly day: number }
  | { readonly type: 'new-interlude' }
  | { readonly type: 'undone' };

export const DW_EMPTY_INTERLUDE_FORM: DwInterludeForm = { ate: {}, chosen: {}, note: null };

export function updateDwInterludeForm(
  form: DwInterludeForm,
  action: DwInterludeFormAction,
): DwInterludeForm {
  switch (action.type) {
    case 'eat':
      return { ...form, ate: { ...form.ate, [action.characterId]: action.eats } };
    case 'choose':
      return { ...form, chosen: { ...form.chosen, [action.key]: action.affliction } };
    case 'day-begins':
      return { ...DW_EMPTY_INTERLUDE_FORM, note: `Day ${action.day} begins.` };
    case 'new-interlude':
      return {
        ...DW_EMPTY_INTERLUDE_FORM,
        note: 'A new interlude begins: day 1, settlement doom 0.',
      };
    case 'undone':
      return { ...form, note: null };
  }
}

/** What the Undo of a new interlude offers to put back: the day and the doom it cleared. */
export function describeDwInterludeCleared(old: { readonly day: number; readonly doom: number }) {
  return `New interlude: day ${old.day} at settlement doom ${old.doom} cleared, with that day's actions and results.`;
}
