/**
 * The investigator sheet as it shows, decided in one place: its heading, the name and ability
 * fields with their labels and limits, the derived values, the swap's choices and note, the
 * inventory's count, warning and rows, the Bonds and the free texts; and every edit typed on it,
 * as one pure step from the investigator to the next. The sheet lays this out; the store keeps
 * what `editInvestigatorSheet` returns.
 */
import { howMany } from '../words';
import type { Result } from '../result';
import {
  canAddInvestigatorItem,
  encodeInvestigatorLink,
  hitProtection,
  INVESTIGATOR_ABILITIES,
  INVESTIGATOR_ABILITY_LABELS,
  INVESTIGATOR_ABILITY_MAX,
  INVESTIGATOR_ABILITY_MIN,
  INVESTIGATOR_ABILITY_NAMES,
  INVESTIGATOR_SLOTS,
  INVESTIGATOR_TEXT_MAX,
  inventoryOf,
  magicPoints,
  setKeyConnection,
  slotsOfItem,
  type Investigator,
  type InvestigatorAbility,
  type InvestigatorBond,
  type InvestigatorGender,
  type InvestigatorItem,
  type InvestigatorList,
  type InvestigatorText,
} from './investigator';
import {
  draftStatus,
  FIRST_NAME_COLUMNS,
  itemNameError,
  readSheetAbility,
  removeSheetItem,
  requiredTextError,
  setBond,
  setSheetItem,
  sheetItemRows,
  sheetName,
  swapOptions,
  type SheetItemRow,
} from './investigator-sheet';
import { swapNote, type SwapForm } from './swap-form';

/** A text the sheet cannot be saved without, with what its field says while it is empty. */
export interface RequiredTextView {
  readonly label: string;
  readonly value: string;
  readonly error: string | null;
}

export interface AbilityView {
  readonly ability: InvestigatorAbility;
  /** "STR", the field's label and the re-roll button's. */
  readonly label: string;
  /** "Strength", after the label. */
  readonly name: string;
  readonly value: number;
  readonly hint: string;
  /** Reads a typed score; a refusal says the sheet keeps the score it has. */
  readonly read: (text: string) => Result<number, { message: string }>;
}

export interface ItemRowView extends SheetItemRow {
  readonly error: string | null;
  /** "2 slots" */
  readonly slots: string;
}

export interface BondView {
  readonly index: number;
  /** "Bond 2" */
  readonly label: string;
  readonly bond: RequiredTextView;
  readonly detail: string;
  readonly key: boolean;
}

export interface FreeTextView {
  readonly field: InvestigatorText;
  readonly label: string;
  readonly value: string;
  readonly maxLength: number;
}

export interface InvestigatorSheetView {
  readonly heading: string;
  /** After the heading: the occupation, or that there is none yet. */
  readonly occupation: string;
  readonly names: readonly (RequiredTextView & { readonly part: 'first' | 'surname' })[];
  readonly occupationField: RequiredTextView;
  readonly abilities: readonly AbilityView[];
  /** HP, MP, SAN and MK, each with its value. */
  readonly derived: readonly (readonly [string, number])[];
  readonly swap: {
    readonly options: ReturnType<typeof swapOptions>;
    readonly used: boolean;
    readonly note: ReturnType<typeof swapNote>;
  };
  readonly inventory: {
    readonly used: number;
    readonly slots: number;
    /** The warning when full or over the limit; `over` shows it as an error. */
    readonly warning: string | null;
    readonly over: boolean;
    readonly rows: readonly ItemRowView[];
    readonly canAdd: boolean;
  };
  readonly bonds: readonly BondView[];
  /** The free texts: a line each, then a few lines each. */
  readonly shortTexts: readonly FreeTextView[];
  readonly longTexts: readonly FreeTextView[];
}

const NAME_PARTS = [
  ['first', 'First name'],
  ['surname', 'Surname'],
] as const;

const SHORT_TEXTS: readonly (readonly [InvestigatorText, string])[] = [
  ['language', 'Other language'],
  ['contact', 'Contact (name and occupation)'],
];
const LONG_TEXTS: readonly (readonly [InvestigatorText, string])[] = [
  ['motivation', 'Motivation'],
  ['personality', 'Personality (five factors), face and clothes'],
  ['notes', 'Notes'],
];

function required(label: string, value: string): RequiredTextView {
  return { label, value, error: requiredTextError(label, value) };
}

export function viewInvestigatorSheet(
  investigator: Investigator,
  swap: SwapForm,
): InvestigatorSheetView {
  const inventory = inventoryOf(investigator);
  const freeText = ([field, label]: readonly [InvestigatorText, string]): FreeTextView => ({
    field,
    label,
    value: investigator[field],
    maxLength: INVESTIGATOR_TEXT_MAX[field],
  });
  return {
    heading: sheetName(investigator),
    occupation: investigator.occupation || 'no occupation',
    names: NAME_PARTS.map(([part, label]) => ({
      part,
      ...required(label, investigator.name[part]),
    })),
    occupationField: required('Occupation', investigator.occupation),
    abilities: INVESTIGATOR_ABILITIES.map((ability) => ({
      ability,
      label: INVESTIGATOR_ABILITY_LABELS[ability],
      name: INVESTIGATOR_ABILITY_NAMES[ability],
      value: investigator.abilities[ability],
      hint: `${INVESTIGATOR_ABILITY_MIN} to ${INVESTIGATOR_ABILITY_MAX}`,
      read: (text) => readSheetAbility(text, investigator.abilities[ability]),
    })),
    derived: [
      ['HP', hitProtection(investigator)],
      ['MP', magicPoints(investigator)],
      ['SAN', investigator.san],
      ['MK', investigator.mk],
    ],
    swap: {
      options: swapOptions(investigator),
      used: investigator.swapped,
      note: swapNote(swap, investigator.swapped),
    },
    inventory: {
      used: inventory.used,
      slots: INVESTIGATOR_SLOTS,
      warning: inventory.warning ?? null,
      over: inventory.state === 'over',
      rows: sheetItemRows(investigator).map((row) => ({
        ...row,
        error: itemNameError(row.item),
        slots: howMany(slotsOfItem(row.item), 'slot'),
      })),
      canAdd: canAddInvestigatorItem(investigator),
    },
    bonds: investigator.bonds.map((bond, index) => ({
      index,
      label: `Bond ${index + 1}`,
      bond: required(`Bond ${index + 1}`, bond.bond),
      detail: bond.detail,
      key: bond.key,
    })),
    shortTexts: SHORT_TEXTS.map(freeText),
    longTexts: LONG_TEXTS.map(freeText),
  };
}

/** One edit typed or pressed on the sheet. */
export type InvestigatorSheetEdit =
  | { readonly kind: 'set'; readonly patch: Partial<Investigator> }
  | { readonly kind: 'name'; readonly part: 'first' | 'surname'; readonly text: string }
  | { readonly kind: 'ability'; readonly ability: InvestigatorAbility; readonly value: number }
  /** An item's row, by its key (`equipment-1`, `bonus`, `item-1`), changed as typed. */
  | { readonly kind: 'item'; readonly key: string; readonly change: Partial<InvestigatorItem> }
  | { readonly kind: 'remove-item'; readonly index: number }
  | {
      readonly kind: 'bond';
      readonly index: number;
      readonly change: Partial<Pick<InvestigatorBond, 'bond' | 'detail'>>;
    }
  | { readonly kind: 'key'; readonly index: number };

/** The investigator after one edit on the sheet. */
export function editInvestigatorSheet(
  investigator: Investigator,
  edit: InvestigatorSheetEdit,
): Investigator {
  switch (edit.kind) {
    case 'set':
      return { ...investigator, ...edit.patch };
    case 'name':
      return { ...investigator, name: { ...investigator.name, [edit.part]: edit.text } };
    case 'ability':
      return {
        ...investigator,
        abilities: { ...investigator.abilities, [edit.ability]: edit.value },
      };
    case 'item': {
      const row = sheetItemRows(investigator).find((candidate) => candidate.key === edit.key);
      if (!row) return investigator;
      return setSheetItem(investigator, row.place, { ...row.item, ...edit.change });
    }
    case 'remove-item':
      return removeSheetItem(investigator, edit.index);
    case 'bond':
      return setBond(investigator, edit.index, edit.change);
    case 'key':
      return setKeyConnection(investigator, edit.index);
  }
}

/** Where a new investigator's first names come from: either column (a d2 decides), or one. */
export const NEW_INVESTIGATOR_NAMES: readonly {
  readonly value: InvestigatorGender | 'roll';
  readonly label: string;
}[] = [{ value: 'roll', label: 'Either column (roll d2)' }, ...FIRST_NAME_COLUMNS];

/** What the generator says under the sheet: whether it is saved, whether to offer Save, the link. */
export interface DraftView {
  readonly sentence: string;
  /** Save is offered while the sheet differs from what is saved. */
  readonly offersSave: boolean;
  /** The share link's value once the sheet is complete; null until then. */
  readonly share: string | null;
}

export function viewDraft(draft: Investigator, list: InvestigatorList): DraftView {
  const status = draftStatus(draft, list);
  return {
    sentence: status.sentence,
    offersSave: !status.upToDate,
    share: status.validity.ok ? encodeInvestigatorLink(status.validity.value) : null,
  };
}

/** One saved investigator as the list shows it. */
export interface SavedInvestigatorRow {
  readonly investigator: Investigator;
  readonly name: string;
  readonly occupation: string;
  /** The investigator on the sheet now. */
  readonly current: boolean;
}

/** The saved list as it shows: its heading with the count, what it says while empty, its rows. */
export function viewSavedInvestigators(
  list: InvestigatorList,
  currentId: string | undefined,
): {
  readonly heading: string;
  readonly empty: string | null;
  readonly rows: readonly SavedInvestigatorRow[];
} {
  const { investigators } = list;
  return {
    heading: `Saved investigators (${investigators.length})`,
    empty:
      investigators.length === 0
        ? 'None saved yet. Saved investigators stay in this browser.'
        : null,
    rows: investigators.map((investigator) => ({
      investigator,
      name: sheetName(investigator),
      occupation: investigator.occupation,
      current: investigator.id === currentId,
    })),
  };
}
