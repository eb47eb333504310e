/**
 * What the party tool shows of a character, decided here: the card's heading and buttons by the
 * character's name, the attribute grid row by row (each cell's name, value and the pool left), the
 * afflictions with the cures this text names, the insight circles with what can be received, taken
 * back and bought, and the summary a shared character is offered with. The tool lays it out.
 */
import {
  computeDwPool,
  describeDwAfflictionsAndInsight,
  describeDwAttribute,
  describeDwInsight,
  DW_AFFLICTION_CURES,
  DW_AFFLICTIONS,
  DW_ATTRIBUTE_LABELS,
  DW_ATTRIBUTE_NAMES,
  DW_ATTRIBUTES,
  encodeDwCharacterLink,
  explainDwReceiveInsightBlocked,
  explainDwTakeBackInsightBlocked,
  nameDwCharacter,
  type DwAffliction,
  type DwAttribute,
  type DwCharacter,
} from './character';
import {
  listDwInsightCircles,
  planDwInsightPurchase,
  type DwInsightPicks,
  type DwInsightPlan,
} from './insight-plan';
import { DW_SHEET_COLUMNS, labelDwSheetCell, type DwSheetColumn } from './sheet-cells';

/** One attribute's row of the grid: its short label, full name, number cells and the pool left. */
export interface DwSheetRow {
  readonly attribute: DwAttribute;
  readonly label: string;
  readonly name: string;
  readonly cells: readonly {
    readonly column: DwSheetColumn;
    /** "STR fatigue". */
    readonly label: string;
    readonly value: number;
  }[];
  readonly pool: number;
}

export interface DwCharacterCardView {
  /** The name shown ("Unnamed character" for a blank one). */
  readonly name: string;
  readonly rows: readonly DwSheetRow[];
  readonly afflictions: readonly { readonly affliction: DwAffliction; readonly held: boolean }[];
  /** Each affliction held, with the cure this text names and its page, or null: none named. */
  readonly cures: readonly {
    readonly affliction: DwAffliction;
    readonly cure: { readonly cure: string; readonly href: string } | null;
  }[];
  /** The character in a share link's value. */
  readonly link: string;
  readonly shareLabel: string;
  readonly removeQuestion: string;
  readonly removeLabel: string;
}

/** A character's card, decided. */
export function viewDwCharacterCard(character: DwCharacter): DwCharacterCardView {
  const name = nameDwCharacter(character);
  return {
    name,
    rows: DW_ATTRIBUTES.map((attribute) => {
      const state = character.attributes[attribute];
      return {
        attribute,
        label: DW_ATTRIBUTE_LABELS[attribute],
        name: DW_ATTRIBUTE_NAMES[attribute],
        cells: DW_SHEET_COLUMNS.map(([column]) => ({
          column,
          label: labelDwSheetCell(attribute, column),
          value: state[column],
        })),
        pool: computeDwPool(state),
      };
    }),
    afflictions: DW_AFFLICTIONS.map((affliction) => ({
      affliction,
      held: character.afflictions.includes(affliction),
    })),
    cures: character.afflictions.map((affliction) => ({
      affliction,
      cure: DW_AFFLICTION_CURES[affliction] ?? null,
    })),
    link: encodeDwCharacterLink(character),
    shareLabel: `Share link for ${name}`,
    removeQuestion: `Remove ${name} from the party?`,
    removeLabel: `Remove ${name}`,
  };
}

export interface DwInsightView {
  /** Each of the 12 circles, in order. */
  readonly circles: ReturnType<typeof listDwInsightCircles>;
  /** "5 of 12 received, 2 spent, 3 to spend." */
  readonly summary: string;
  readonly receiveBlockedBy: string | null;
  readonly takeBackBlockedBy: string | null;
  /** The purchase the picks make now, with its fields' choices and why it is off. */
  readonly plan: DwInsightPlan;
  readonly spendLabel: string;
  /** A skill or a healed trauma is written in the notes: said when no attribute is asked for. */
  readonly notesHint: boolean;
}

/** A character's insight and the purchase the picks make, decided. */
export function viewDwInsight(character: DwCharacter, picks: DwInsightPicks): DwInsightView {
  const plan = planDwInsightPurchase(character, picks);
  return {
    circles: listDwInsightCircles(character),
    summary: describeDwInsight(character),
    receiveBlockedBy: explainDwReceiveInsightBlocked(character),
    takeBackBlockedBy: explainDwTakeBackInsightBlocked(character),
    plan,
    spendLabel: `Spend ${plan.cost} insight`,
    notesHint: !plan.asksTo,
  };
}

/** What a character offered by a share link is shown with before it is added. */
export function viewDwSharedCharacter(character: DwCharacter): {
  readonly listLabel: string;
  readonly attributes: readonly string[];
  readonly summary: string;
} {
  return {
    listLabel: `Attributes of the shared character ${nameDwCharacter(character)}`,
    attributes: DW_ATTRIBUTES.map((attribute) => describeDwAttribute(character, attribute)),
    summary: describeDwAfflictionsAndInsight(character),
  };
}
