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
  canAddInvestigatorItem,
  createInvestigatorId,
  createInvestigatorList,
  investigatorTool,
  parseInvestigators,
  rerollPart,
  serializeInvestigators,
  swapAbilities,
  validateInvestigator,
  type Investigator,
  type InvestigatorAbility,
  type InvestigatorGender,
  type InvestigatorList,
  type InvestigatorPart,
  type RolledInvestigator,
} from '../../rules/eldritch-instinct/investigator';
import { addedItemKey, addSheetItem } from '../../rules/eldritch-instinct/investigator-sheet';
import type { Rng } from '../../rules/dice';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
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

/** The refusal of a save into a list with no room left. */
export const INVESTIGATORS_FULL = 'The list is full; delete some investigators first.';

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

/** Shows a change on the sheet; a saved investigator saves itself whenever the change is valid. */
export function updateDraft(next: Investigator): void {
  $draft.set(next);
  if (isSaved(next.id) && validateInvestigator(next).ok) saveInvestigator(next);
}

/** Puts a newly rolled investigator on the sheet, under a fresh id, not saved yet. */
export function rollNewDraft(gender: InvestigatorGender | null, rng: Rng): RolledInvestigator {
  const rolled = investigatorTool.roll({ gender }, rng);
  const investigator = { ...rolled.investigator, id: uniqueId(rng) };
  $draft.set(investigator);
  return { ...rolled, investigator };
}

/** Rolls one part of the sheet's investigator again; undefined when the sheet is empty. */
export function rerollDraftPart(part: InvestigatorPart, rng: Rng): RolledInvestigator | undefined {
  const draft = $draft.get();
  if (!draft) return undefined;
  const rolled = rerollPart(draft, part, rng);
  updateDraft(rolled.investigator);
  return rolled;
}

/** The swap-two option on the sheet's investigator: why it was refused, or null once swapped. */
export function swapDraftAbilities(a: InvestigatorAbility, b: InvestigatorAbility): string | null {
  const draft = $draft.get();
  if (!draft) return null;
  const swapped = swapAbilities(draft, a, b);
  if (!swapped.ok) return swapped.error.message;
  updateDraft(swapped.value);
  return null;
}

/** Lets the sheet's investigator swap two scores again (a swap undone by hand). */
export function allowAnotherSwap(): void {
  const draft = $draft.get();
  if (draft) updateDraft({ ...draft, swapped: false });
}

/**
 * Adds an item by hand to the sheet's investigator: the key of its row (`item-3`), or undefined
 * when the sheet is empty or its list holds a slot's worth already.
 */
export function addDraftItem(): string | undefined {
  const draft = $draft.get();
  if (!draft || !canAddInvestigatorItem(draft)) return undefined;
  updateDraft(addSheetItem(draft));
  return addedItemKey(draft);
}

/** Saves the sheet's investigator; the refusal says what is missing or that the list is full. */
export function saveDraft(): Result<Investigator, Problem<'invalid' | 'full' | 'empty'>> {
  const draft = $draft.get();
  if (!draft) return refuse('empty', 'There is no investigator on the sheet.');
  const valid = validateInvestigator(draft);
  if (!valid.ok) return refuse('invalid', `${valid.error.message}.`);
  if (!saveInvestigator(valid.value)) return refuse('full', INVESTIGATORS_FULL);
  return succeed(valid.value);
}

/** Puts a shared investigator on the sheet: under a fresh id when one saved here has its id, so saving adds, never overwrites. */
export function openSharedDraft(opened: Investigator, rng: Rng): void {
  $draft.set(isSaved(opened.id) ? { ...opened, id: uniqueId(rng) } : opened);
}

/** With nothing on the sheet yet, shows the last saved investigator there. */
export function showLastSaved(): void {
  if ($draft.get() === undefined) $draft.set($investigators.get().investigators.at(-1));
}
