/**
 * Saved Eldritch Instinct investigators, kept in localStorage and shared by open tabs.
 *
 * Stored shape (key `rules-at-hand:ei-investigators`): the rules' `InvestigatorList`,
 * `{ version: 1, investigators: Investigator[] }` (src/rules/eldritch-instinct/investigator.ts
 * owns the schema; a new version migrates there). Unreadable storage resets to an empty list
 * with a notice, and the text is kept under `<key>:unreadable`.
 *
 * The investigator on the sheet (`$draft`) is not persisted: it becomes saved data only when the
 * reader saves it, so a shared link can never overwrite saved investigators by being opened.
 */
import { atom } from 'nanostores';
import {
  createInvestigatorId,
  createInvestigatorList,
  parseInvestigators,
  serializeInvestigators,
  type Investigator,
  type InvestigatorList,
} from '../../rules/eldritch-instinct/investigator';
import type { Rng } from '../../rules/dice';
import { createRoster, listUnder } from '../roster';

export const EI_INVESTIGATORS_KEY = 'rules-at-hand:ei-investigators';
/** The list schema's limit: more would make the saved text unreadable. */
export const MAX_SAVED_INVESTIGATORS = 500;

/** The saved investigators: add, update, remove, restore (undo) and importItems act on it. */
export const investigatorsRoster = createRoster<Investigator, InvestigatorList>({
  key: EI_INVESTIGATORS_KEY,
  label: 'investigators',
  itemsLabel: 'investigators',
  empty: createInvestigatorList(),
  encode: serializeInvestigators,
  parse: parseInvestigators,
  ...listUnder('investigators'),
  max: MAX_SAVED_INVESTIGATORS,
  idPrefix: 'i',
});

export const $investigators = investigatorsRoster.$store;
export const $investigatorsNotice = investigatorsRoster.$notice;

/** The investigator on the sheet, saved or not. */
export const $draft = atom<Investigator | undefined>(undefined);

export function isSaved(id: string): boolean {
  return $investigators.get().investigators.some((investigator) => investigator.id === id);
}

/** Adds the investigator, or replaces the saved one with the same id. */
export function saveInvestigator(investigator: Investigator): boolean {
  if (!isSaved(investigator.id)) return investigatorsRoster.add(investigator);
  investigatorsRoster.update(investigator.id, () => investigator);
  return true;
}

/** A copy with a fresh id, saved right after the original. */
export function duplicateInvestigator(id: string, rng: Rng): Investigator | undefined {
  return investigatorsRoster.duplicate(id, (original) => ({ ...original, id: uniqueId(rng) }));
}

/** A fresh id no saved investigator uses. */
export function uniqueId(rng: Rng): string {
  const taken = new Set($investigators.get().investigators.map((investigator) => investigator.id));
  let id = createInvestigatorId(rng);
  while (taken.has(id)) id = createInvestigatorId(rng);
  return id;
}
