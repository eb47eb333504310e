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

function apply(result: ViceResult<ViceList>): ViceResult<ViceList> {
  if (result.ok) $vices.set(result.value);
  return result;
}

/** Adds a Vice at the end; refused (with a message for the field) when the name is empty or taken. */
export function addViceToList(name: string): ViceResult<ViceList> {
  return apply(addVice($vices.get(), name));
}

export function renameViceInList(index: number, name: string): ViceResult<ViceList> {
  return apply(renameVice($vices.get(), index, name));
}

/** Removes a Vice; refused for the last one. */
export function removeViceFromList(index: number): ViceResult<ViceList> {
  return apply(removeVice($vices.get(), index));
}

/** Puts back the classic seven. */
export function resetVices(): void {
  $vices.set(classicVices());
}

/** Puts back a list the widget kept (undo of a removal or reset); it came from the store, so it is valid. */
export function restoreVices(list: ViceList): void {
  $vices.set([...list]);
}
