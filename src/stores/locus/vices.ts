/**
 * The Director's Vice list, kept in localStorage and shared by all open tabs. The generators'
 * "Vice" parts roll on it; the Vice list editor changes it.
 *
 * Stored shape (key `rules-at-hand:locus-vices`): `{ version: 1, vices: string[] }`
 * (src/rules/locus/vices.ts owns the schema and its migrations). Unreadable storage resets to
 * the classic seven with a notice; the text is kept aside.
 */
import {
  addVice,
  classicVices,
  isClassicViceList,
  parseViceList,
  removeVice,
  renameVice,
  serializeViceList,
  type ViceList,
  type ViceResult,
} from '../../rules/locus/vices';
import { createValidatedPersistent } from '../validated-persistent';

export const LOCUS_VICES_KEY = 'rules-at-hand:locus-vices';

const vices = createValidatedPersistent<ViceList>(LOCUS_VICES_KEY, classicVices(), {
  label: 'Vice list',
  encode: serializeViceList,
  parse: parseViceList,
});

export const $vices = vices.$store;
export const $vicesNotice = vices.$notice;

/**
 * What a change to the list did, in a sentence for the editor's status line, with the list as it
 * was before when the change can be undone (a removal or a reset).
 */
export interface ViceChange {
  readonly text: string;
  readonly undo?: ViceList;
}

/** Saves the list a rule gave, and says what changed with `said(list before, list after)`. */
function apply(
  result: ViceResult<ViceList>,
  said: (before: ViceList, after: ViceList) => ViceChange,
): ViceResult<ViceChange> {
  if (!result.ok) return result;
  const before = $vices.get();
  $vices.set(result.value);
  return { ok: true, value: said(before, result.value) };
}

/** Adds a Vice at the end; refused (with a message for the field) when the name is empty or taken. */
export function addViceToList(name: string): ViceResult<ViceChange> {
  return apply(addVice($vices.get(), name), (_, after) => ({
    text: `Added ${after.at(-1) ?? name}.`,
  }));
}

/** Renames a Vice in its place; refused (with a message for the field) when the name is empty or taken. */
export function renameViceInList(index: number, name: string): ViceResult<ViceChange> {
  return apply(renameVice($vices.get(), index, name), (before, after) => ({
    text: `Renamed ${before[index] ?? 'the Vice'} to ${after[index] ?? name}.`,
  }));
}

/** Removes a Vice, which Undo puts back; refused for the last one. */
export function removeViceFromList(index: number): ViceResult<ViceChange> {
  return apply(removeVice($vices.get(), index), (before) => ({
    text: `Removed ${before[index] ?? 'the Vice'}.`,
    undo: before,
  }));
}

/** Puts back the classic seven, which Undo takes back; a list that is the classic seven stays. */
export function resetVices(): ViceChange {
  const before = $vices.get();
  if (isClassicViceList(before)) return { text: 'The list is already the classic seven.' };
  $vices.set(classicVices());
  return { text: 'The list is back to the classic seven.', undo: before };
}

/** Puts back a list the editor kept (undo of a removal or reset); it came from the store, so it is valid. */
export function restoreVices(list: ViceList): ViceChange {
  $vices.set([...list]);
  return { text: 'Undone: the list is as it was.' };
}
