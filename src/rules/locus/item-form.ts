/**
 * The Item creator's form as one value: what is typed and chosen, the last readable count of
 * Durability boxes, and the messages shown at the name and Character fields after a refused Add.
 * Edits and the check before adding are plain functions over it, so what a change does to the
 * form is decided (and tested) here, and the creator only draws it.
 */
import { dieForQuality } from './durability-check';
import {
  ITEM_COSTS,
  ITEM_TIER_POINTS,
  ITEM_TIER_XP,
  itemRefusal,
  parseDurabilityBoxes,
  ptsText,
  spendItemPoints,
  type ItemBudget,
  type ItemDesign,
  type ItemQualityRank,
  type ItemSize,
  type ItemTier,
} from './item-creation';

/** A choice of the form with its cost beside it: "Small (pocketable)", "1 pt". */
export interface PricedOption<T> {
  readonly value: T;
  readonly label: string;
  readonly note: string;
}

/** The sizes, each with its cost. */
export const ITEM_SIZE_OPTIONS: readonly PricedOption<ItemSize>[] = [
  { value: 'small', label: 'Small (pocketable)', note: ptsText(ITEM_COSTS.small) },
  { value: 'large', label: 'Large (must be held)', note: ptsText(ITEM_COSTS.large) },
];

/** The Quality ranks, each with its cost and the die of its Durability Checks. */
export const ITEM_QUALITY_OPTIONS: readonly PricedOption<ItemQualityRank>[] = (
  [1, 2, 3] as const
).map((rank) => ({
  value: rank,
  label: `Quality ${rank}`,
  note: `${ptsText(rank * ITEM_COSTS.qualityPerRank)}, ${dieForQuality(rank)} die`,
}));

/** A tier's points and XP, beside its name: "(5–10 points, 2 XP)". */
export function describeTierBudget(tier: ItemTier): string {
  const { min, max } = ITEM_TIER_POINTS[tier];
  return `(${min}–${max} points, ${ITEM_TIER_XP[tier]} XP)`;
}

/** The running total's sentence: "1 of 5 points spent, 4 left." or "7 of 5 points spent, 2 over budget." */
export function describeBudgetSpent(budget: Pick<ItemBudget, 'spent' | 'budget' | 'left'>): string {
  const rest = budget.left >= 0 ? `${budget.left} left` : `${-budget.left} over budget`;
  return `${budget.spent} of ${budget.budget} points spent, ${rest}.`;
}

/** Said at the tier choice while the Item costs more than its tier: "Over budget: 7 points spent of 5." */
export function describeOverBudget(budget: Pick<ItemBudget, 'spent' | 'budget'>): string {
  return `Over budget: ${budget.spent} points spent of ${budget.budget}.`;
}

export interface ItemForm {
  readonly tier: ItemTier;
  readonly name: string;
  /** Said at the name field after an Add refused for a blank name, until the name changes. */
  readonly nameError: string | null;
  readonly size: ItemSize;
  readonly quality: ItemQualityRank;
  /** The Durability boxes as typed. */
  readonly boxesText: string;
  /** The last box count that read, counted while the typed one is being corrected. */
  readonly lastBoxes: number;
  readonly damageType: string;
  readonly weapon: boolean;
  readonly characterId: string | undefined;
  /** Said at the Character choice after an Add refused for no Character, until one is chosen. */
  readonly characterError: string | null;
}

/** A new form: an Average Item, Large, Quality 1, no boxes, no damage type, for no one yet. */
export const ITEM_FORM_START: ItemForm = {
  tier: 'average',
  name: '',
  nameError: null,
  size: 'large',
  quality: 1,
  boxesText: '0',
  lastBoxes: 0,
  damageType: '',
  weapon: false,
  characterId: undefined,
  characterError: null,
};

/** What a reader can change in the form. */
export type ItemFormEdit = Partial<
  Pick<
    ItemForm,
    'tier' | 'name' | 'size' | 'quality' | 'boxesText' | 'damageType' | 'weapon' | 'characterId'
  >
>;

/**
 * The form after an edit: a new name clears the name's message, a Character chosen clears the
 * Character's, and a box count that reads becomes the one counted.
 */
export function editItemForm(form: ItemForm, edit: ItemFormEdit): ItemForm {
  const next = { ...form, ...edit };
  const boxes = edit.boxesText === undefined ? null : parseDurabilityBoxes(edit.boxesText);
  return {
    ...next,
    nameError: edit.name === undefined ? next.nameError : null,
    characterError: edit.characterId ? null : next.characterError,
    lastBoxes: boxes?.ok ? boxes.value : next.lastBoxes,
  };
}

/** The form read: the design it adds up to, its points, and what is wrong with the box count. */
export function readItemForm(form: ItemForm): {
  readonly design: ItemDesign;
  readonly budget: ItemBudget;
  readonly boxesError: string | null;
} {
  const boxes = parseDurabilityBoxes(form.boxesText);
  const design = {
    size: form.size,
    quality: form.quality,
    durabilityBoxes: boxes.ok ? boxes.value : form.lastBoxes,
    damageType: form.damageType,
    weapon: form.weapon,
  };
  return {
    design,
    budget: spendItemPoints(form.tier, design),
    boxesError: boxes.ok ? null : `${boxes.error.message} Counting ${form.lastBoxes} until then.`,
  };
}

/**
 * The check before an Item is added to a sheet: the form with its messages at the fields at fault
 * (a blank name, no Character), and why the Item cannot be added, as one sentence (null when it can).
 */
export function checkItemForm(
  form: ItemForm,
  characterChosen: boolean,
): { readonly form: ItemForm; readonly refusal: string | null } {
  const { budget } = readItemForm(form);
  const boxesReadable = parseDurabilityBoxes(form.boxesText).ok;
  return {
    form: {
      ...form,
      nameError: form.name.trim() === '' ? 'Give the Item a name.' : form.nameError,
      characterError: characterChosen
        ? form.characterError
        : 'Choose the Character who gets the Item.',
    },
    refusal: itemRefusal({ name: form.name, boxesReadable, budget, characterChosen }),
  };
}
