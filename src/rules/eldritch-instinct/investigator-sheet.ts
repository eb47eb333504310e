/**
 * The investigator sheet's edits and words: the item rows it shows and what each row's button
 * does, the changes typed on it, what a field says while it cannot be saved, and the sentences
 * the generator says about the investigator on it. Pure: the sheet renders these, the store keeps
 * what they return.
 */
import { fail, type Result } from '../result';
import {
  BONUS_ITEM_KIND_LABELS,
  fullName,
  INVESTIGATOR_ABILITIES,
  INVESTIGATOR_ABILITY_LABELS,
  INVESTIGATOR_PART_LABELS,
  INVESTIGATOR_SLOTS,
  parseAbilityScore,
  validateInvestigator,
  type Investigator,
  type InvestigatorBond,
  type InvestigatorGender,
  type InvestigatorItem,
  type InvestigatorList,
  type InvestigatorPart,
  type RolledInvestigator,
} from './investigator';

/** The first-name columns an investigator's name is rolled from. */
export const FIRST_NAME_COLUMNS: readonly { value: InvestigatorGender; label: string }[] = [
  { value: 'female', label: 'Female Names' },
  { value: 'male', label: 'Male Names' },
];

/** Where an item sits on the sheet: an Equipment Table item, the Bonus Item, or one added by hand. */
export type SheetItemPlace =
  | { readonly list: 'equipment'; readonly index: number }
  | { readonly list: 'bonus' }
  | { readonly list: 'items'; readonly index: number };

/** What a row's own button does: roll its part again, or remove an item added by hand. */
export type SheetItemAction =
  | { readonly kind: 'reroll'; readonly part: InvestigatorPart; readonly label: string }
  | { readonly kind: 'remove'; readonly index: number };

export interface SheetItemRow {
  /** The row's part of its fields' ids: `equipment-1`, `bonus`, `item-1`. */
  readonly key: string;
  readonly label: string;
  readonly item: InvestigatorItem;
  readonly place: SheetItemPlace;
  readonly action: SheetItemAction;
}

/** The inventory's rows in the sheet's order: the two Equipment items, the Bonus Item, then the rest. */
export function sheetItemRows(investigator: Investigator): SheetItemRow[] {
  const equipment = investigator.equipment.map((item, index): SheetItemRow => {
    const label = `Equipment ${index + 1}`;
    const part = index === 0 ? 'equipment-1' : 'equipment-2';
    const place = { list: 'equipment', index } as const;
    return {
      key: `equipment-${index + 1}`,
      label,
      item,
      place,
      action: { kind: 'reroll', part, label },
    };
  });
  const bonus: SheetItemRow = {
    key: 'bonus',
    label: `Bonus Item (${BONUS_ITEM_KIND_LABELS[investigator.bonusItem.kind]})`,
    item: investigator.bonusItem.item,
    place: { list: 'bonus' },
    action: { kind: 'reroll', part: 'bonus-item', label: 'Bonus Item' },
  };
  const added = investigator.items.map((item, index): SheetItemRow => ({
    key: `item-${index + 1}`,
    label: `Other item ${index + 1}`,
    item,
    place: { list: 'items', index },
    action: { kind: 'remove', index },
  }));
  return [...equipment, bonus, ...added];
}

function replaceAt<T>(list: readonly T[], index: number, next: T): T[] {
  return list.map((candidate, at) => (at === index ? next : candidate));
}

/** The investigator with the item at this place changed as typed. */
export function setSheetItem(
  investigator: Investigator,
  place: SheetItemPlace,
  item: InvestigatorItem,
): Investigator {
  switch (place.list) {
    case 'equipment':
      return { ...investigator, equipment: replaceAt(investigator.equipment, place.index, item) };
    case 'bonus':
      return { ...investigator, bonusItem: { ...investigator.bonusItem, item } };
    case 'items':
      return { ...investigator, items: replaceAt(investigator.items, place.index, item) };
  }
}

/** The name an item added by hand starts with, to be typed over. */
export const NEW_ITEM_NAME = 'New item';

/** An item added by hand at the end of the list; the list unchanged when it holds a slot's worth. */
export function addSheetItem(investigator: Investigator): Investigator {
  if (investigator.items.length >= INVESTIGATOR_SLOTS) return investigator;
  return { ...investigator, items: [...investigator.items, { name: NEW_ITEM_NAME, bulky: false }] };
}

/** The row key (sheetItemRows) of the item addSheetItem adds next: `item-3` after two. */
export function addedItemKey(investigator: Investigator): string {
  return `item-${investigator.items.length + 1}`;
}

/** The investigator without the item added by hand at this index. */
export function removeSheetItem(investigator: Investigator, index: number): Investigator {
  return { ...investigator, items: investigator.items.filter((_, at) => at !== index) };
}

/** The investigator with one Bond's text or detail changed as typed. */
export function setBond(
  investigator: Investigator,
  index: number,
  change: Partial<Pick<InvestigatorBond, 'bond' | 'detail'>>,
): Investigator {
  const bond = investigator.bonds[index];
  if (bond === undefined) return investigator;
  return { ...investigator, bonds: replaceAt(investigator.bonds, index, { ...bond, ...change }) };
}

/** What a field the sheet cannot be saved without says while it is empty; null once filled in. */
export function requiredTextError(label: string, value: string): string | null {
  return value.trim() === ''
    ? `${label} is required (the last change is not saved until it is filled in).`
    : null;
}

/** What an item's name field says while it is empty. */
export function itemNameError(item: InvestigatorItem): string | null {
  return item.name.trim() === '' ? 'Name the item (or remove it).' : null;
}

/** A score typed on the sheet, read as 23-80; the refusal says the sheet keeps the score it has. */
export function readSheetAbility(text: string, kept: number): Result<number, { message: string }> {
  const score = parseAbilityScore(text);
  return score.ok ? score : fail({ message: `${score.error.message} The sheet keeps ${kept}.` });
}

/** The abilities offered for the swap, each with its score: "STR (52)". */
export function swapOptions(investigator: Investigator) {
  return INVESTIGATOR_ABILITIES.map((value) => ({
    value,
    label: `${INVESTIGATOR_ABILITY_LABELS[value]} (${investigator.abilities[value]})`,
  }));
}

/** The investigator's name as a heading or list entry says it. */
export function sheetName(investigator: Investigator): string {
  return fullName(investigator) || 'Unnamed investigator';
}

/** What the roll log says a roll was for: "investigator (Ada Byrne)". */
export function investigatorLogSubject(investigator: Investigator): string {
  return `investigator (${fullName(investigator) || 'unnamed'})`;
}

/** "Rolled Ada Byrne, Doctor. Not saved yet." */
export function rolledSentence(investigator: Investigator): string {
  return `Rolled ${fullName(investigator)}, ${investigator.occupation}. Not saved yet.`;
}

/** "Re-rolled the first Equipment item: Rope." */
export function rerolledSentence(part: InvestigatorPart, rolled: RolledInvestigator): string {
  const results = rolled.rolls.map((roll) => roll.result).join(', ');
  return `Re-rolled the ${INVESTIGATOR_PART_LABELS[part]}: ${results}.`;
}

/** What the sheet says of its investigator: saved as it is, not saved yet, or why it cannot be. */
export interface DraftStatus {
  /** The investigator as it would be saved, or why it cannot be. */
  readonly validity: ReturnType<typeof validateInvestigator>;
  /** Saved in this browser exactly as on the sheet. */
  readonly upToDate: boolean;
  readonly sentence: string;
}

export function draftStatus(draft: Investigator, list: InvestigatorList): DraftStatus {
  const validity = validateInvestigator(draft);
  const stored = list.investigators.find((candidate) => candidate.id === draft.id);
  const upToDate = stored !== undefined && JSON.stringify(stored) === JSON.stringify(draft);
  const sentence = !validity.ok
    ? `Changes not saved: ${validity.error.message}.`
    : upToDate
      ? 'Saved in this browser; changes save themselves.'
      : 'Not saved yet.';
  return { validity, upToDate, sentence };
}
