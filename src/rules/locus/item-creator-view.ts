/**
 * What the Item creator shows, decided in one place from its form and the Cast: the tiers with
 * their budgets, the fields typed (each with the edit it makes), what being a weapon costs, and
 * the running total in words: each option's cost, what is spent and left, and the XP to buy it.
 */
import { playerCharacters, type LocusCharacter } from './character';
import type { TextFieldSpec } from './field-specs';
import {
  ITEM_COSTS,
  ITEM_TIER_LABELS,
  ITEM_TIERS,
  ptsText,
  tierItemName,
  type ItemTier,
} from './item-creation';
import {
  describeBudgetSpent,
  describeOverBudget,
  describeTierBudget,
  readItemForm,
  type ItemForm,
  type ItemFormEdit,
} from './item-form';
import { MAX_DURABILITY_BOXES } from './character';

export interface ItemCreatorView {
  readonly name: readonly TextFieldSpec<ItemFormEdit>[];
  /** Each tier with its points and XP beside it. */
  readonly tiers: readonly {
    readonly tier: ItemTier;
    readonly label: string;
    readonly budget: string;
    readonly chosen: boolean;
  }[];
  /** Said at the tier choice while the Item costs more than its tier. */
  readonly overBudget: string | null;
  /** The Durability boxes and the damage type. */
  readonly extras: readonly TextFieldSpec<ItemFormEdit>[];
  /** "+2 pts extra" beside the weapon box. */
  readonly weaponCost: string;
  readonly total: {
    readonly lines: readonly {
      readonly option: string;
      readonly label: string;
      readonly cost: string;
    }[];
    /** "Total spent (budget 5)". */
    readonly caption: string;
    readonly spent: string;
    /** "1 of 5 points spent, 4 left." */
    readonly sentence: string;
    readonly message: { readonly text: string; readonly error: boolean } | null;
    /** "2 XP", and "for an Average Item". */
    readonly xp: string;
    readonly itemName: string;
  };
  /** The Cast has Characters to add the Item to. */
  readonly hasCharacters: boolean;
}

/** Everything the Item creator shows. */
export function viewItemCreator(
  form: ItemForm,
  cast: readonly Pick<LocusCharacter, 'kind'>[],
): ItemCreatorView {
  const { budget, boxesError } = readItemForm(form);
  return {
    name: [
      {
        kind: 'text',
        key: 'name',
        label: 'Item name',
        value: form.name,
        error: form.nameError,
        change: (name) => ({ name }),
      },
    ],
    tiers: ITEM_TIERS.map((tier) => ({
      tier,
      label: ITEM_TIER_LABELS[tier],
      budget: describeTierBudget(tier),
      chosen: form.tier === tier,
    })),
    overBudget: budget.overBudget ? describeOverBudget(budget) : null,
    extras: [
      {
        kind: 'text',
        key: 'boxes',
        label: `Durability boxes (0–${MAX_DURABILITY_BOXES}, 1 pt each)`,
        numeric: 'numeric',
        value: form.boxesText,
        error: boxesError,
        change: (boxesText) => ({ boxesText }),
      },
      {
        kind: 'text',
        key: 'damage',
        label: 'Damage type (1 pt; empty for none)',
        suggestions: ['Blunt', 'Cutting'],
        value: form.damageType,
        change: (damageType) => ({ damageType }),
      },
    ],
    weaponCost: `+${ptsText(ITEM_COSTS.weapon)} extra`,
    total: {
      lines: budget.lines.map((line) => ({
        option: line.option,
        label: line.label,
        cost: ptsText(line.points),
      })),
      caption: `Total spent (budget ${budget.budget})`,
      spent: ptsText(budget.spent),
      sentence: describeBudgetSpent(budget),
      message: budget.message ? { text: budget.message, error: budget.overBudget } : null,
      xp: `${budget.xpCost} XP`,
      itemName: tierItemName(budget.tier),
    },
    hasCharacters: playerCharacters(cast).length > 0,
  };
}
