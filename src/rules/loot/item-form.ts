/**
 * The LOOT item form as one state: the draft, where it goes (slot and grip) and the message at the
 * name or at the place. One reducer decides what each change clears (choosing a place, or a weapon
 * size that changes where the item may go, drops the place's message) and what a submit leaves
 * (a new item's form empties for the next; a refusal stays at its field). Saving itself is
 * `saveLootItem`.
 */
import type { Result } from '../result';
import { isLootGripSlot, LOOT_ITEM_FLAGS, LOOT_NAME_HINT, LOOT_NAME_MAX } from './inventory';
import type { LootItem, LootSheet, SlotNumber } from './sheet';
import {
  blankLootItem,
  chooseLootItemProperty,
  LOOT_GRIP_OPTIONS,
  LOOT_ITEM_CHOICES,
  LOOT_SLOT_OPTIONS,
  lootItemChoice,
  lootItemPlace,
  saveLootItem,
  type LootGripChoice,
  type LootItemChoiceKey,
  type LootItemDraft,
  type LootSheetChange,
} from './sheet-edits';

export interface LootItemForm {
  readonly draft: LootItemDraft;
  readonly slot: SlotNumber;
  readonly grip: LootGripChoice;
  /** What is wrong with the name, said at the name field. */
  readonly nameError: string | null;
  /** Why the item cannot go where it is asked to, said at the place chosen last. */
  readonly placeError: string | null;
}

/** One field of the form changed. */
export type LootItemFormChange =
  | { readonly field: 'name'; readonly text: string }
  | { readonly field: 'slot'; readonly value: string }
  | { readonly field: 'grip'; readonly value: LootGripChoice }
  | { readonly field: 'choice'; readonly key: LootItemChoiceKey; readonly value: string }
  | {
      readonly field: 'flag';
      readonly key: (typeof LOOT_ITEM_FLAGS)[number]['key'];
      readonly checked: boolean;
    };

/** The form for `editing` (its properties and where it is now), or an empty one for a new item. */
export function openLootItemForm(sheet: LootSheet, editing: LootItem | undefined): LootItemForm {
  return {
    draft: editing ?? blankLootItem(),
    ...lootItemPlace(sheet, editing),
    nameError: null,
    placeError: null,
  };
}

/** The form after one field changed. */
export function changeLootItemForm(form: LootItemForm, change: LootItemFormChange): LootItemForm {
  switch (change.field) {
    case 'name':
      return { ...form, draft: { ...form.draft, name: change.text } };
    case 'flag':
      return { ...form, draft: { ...form.draft, [change.key]: change.checked } };
    case 'slot':
      return { ...form, slot: Number(change.value) as SlotNumber, placeError: null };
    case 'grip':
      return { ...form, grip: change.value, placeError: null };
    case 'choice': {
      const draft = chooseLootItemProperty(form.draft, change.key, change.value);
      const moves = LOOT_ITEM_CHOICES.find((choice) => choice.key === change.key)?.movesItem;
      return { ...form, draft, placeError: moves ? null : form.placeError };
    }
  }
}

/** Where the place's message shows: at the grip when the slot is a grip, else at the slot. */
export function lootItemFormPlaceErrors(form: LootItemForm): {
  readonly slot: string | null;
  readonly grip: string | null;
} {
  return isLootGripSlot(form.slot)
    ? { slot: null, grip: form.placeError }
    : { slot: form.placeError, grip: null };
}

/**
 * Submits the form for `editing` (undefined for a new item): the form after it (refused at its
 * field; a new item's emptied for the next, its place kept) and, when saved, the sheet and the
 * sentence that says so.
 */
export function submitLootItemForm(
  sheet: LootSheet,
  form: LootItemForm,
  editing: LootItem | undefined,
): { readonly form: LootItemForm; readonly saved: Result<LootSheetChange, unknown> } {
  const saved = saveLootItem(sheet, { ...form, editing });
  if (!saved.ok) {
    const { field, message } = saved.error;
    const errors =
      field === 'name'
        ? { nameError: message, placeError: form.placeError }
        : { nameError: null, placeError: message };
    return { form: { ...form, ...errors }, saved };
  }
  const draft = editing ? form.draft : blankLootItem();
  return { form: { ...form, draft, nameError: null, placeError: null }, saved };
}

/** What the item form shows, decided here from its state and the item edited (undefined: new). */
export interface LootItemEditorView {
  /** "Edit Rope", or "Add an item". */
  readonly title: string;
  readonly name: {
    readonly value: string;
    readonly maxLength: number;
    readonly hint: string;
    readonly error: string | null;
  };
  readonly slot: {
    readonly value: string;
    readonly options: typeof LOOT_SLOT_OPTIONS;
    readonly error: string | null;
  };
  /** Which grips it is held in, asked only for a grip slot. */
  readonly grip: {
    readonly value: LootGripChoice;
    readonly options: typeof LOOT_GRIP_OPTIONS;
    readonly error: string | null;
  } | null;
  readonly choices: readonly {
    readonly key: LootItemChoiceKey;
    readonly label: string;
    readonly value: string;
    readonly options: readonly { readonly value: string; readonly label: string }[];
  }[];
  readonly flags: readonly {
    readonly key: (typeof LOOT_ITEM_FLAGS)[number]['key'];
    readonly label: string;
    readonly checked: boolean;
  }[];
  readonly submit: string;
  /** Cancel editing is offered while an item is edited. */
  readonly cancels: boolean;
}

export function viewLootItemEditor(
  form: LootItemForm,
  editing: Pick<LootItem, 'name'> | undefined,
): LootItemEditorView {
  const { draft } = form;
  const places = lootItemFormPlaceErrors(form);
  return {
    title: editing ? `Edit ${editing.name}` : 'Add an item',
    name: {
      value: draft.name,
      maxLength: LOOT_NAME_MAX,
      hint: LOOT_NAME_HINT,
      error: form.nameError,
    },
    slot: { value: String(form.slot), options: LOOT_SLOT_OPTIONS, error: places.slot },
    grip: isLootGripSlot(form.slot)
      ? { value: form.grip, options: LOOT_GRIP_OPTIONS, error: places.grip }
      : null,
    choices: LOOT_ITEM_CHOICES.map(({ key, label, options }) => ({
      key,
      label,
      value: lootItemChoice(draft, key),
      options,
    })),
    flags: LOOT_ITEM_FLAGS.map(({ key, label }) => ({ key, label, checked: draft[key] })),
    submit: editing ? 'Save item' : 'Add item',
    cancels: editing !== undefined,
  };
}
