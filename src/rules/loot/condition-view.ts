/**
 * The conditions tool as it shows, decided here: the conditions to choose from, the body strip of
 * the active sheet, the chosen condition's summary and its parts (condition-actions.ts), and a
 * result's words: its sentences, then the outcome in bold when there is one.
 */
import { CONDITION_LETTERS, CONDITION_NAMES, type ConditionLetter, type LootSheet } from './sheet';
import { lootConditionParts, type LootConditionPart } from './condition-actions';
import {
  LOOT_ADJACENCY_NOTE,
  LOOT_CONDITION_OUTCOME_TEXT,
  LOOT_CONDITION_SUMMARIES,
  type LootConditionResult,
} from './conditions';
import { lootConditionStrip, type LootStripSlot } from './slot-view';

/** Every condition, as the tool offers it: "Asphyxiation (A)". */
export const LOOT_CONDITION_LETTER_OPTIONS = CONDITION_LETTERS.map((letter) => ({
  value: letter,
  label: `${CONDITION_NAMES[letter]} (${letter})`,
}));

export interface LootConditionsView {
  readonly strip: readonly LootStripSlot[];
  /** "Slots of Ada" */
  readonly stripLabel: string;
  readonly summary: string;
  readonly adjacency: string;
  readonly parts: readonly LootConditionPart[];
}

export function viewLootConditions(sheet: LootSheet, letter: ConditionLetter): LootConditionsView {
  return {
    strip: lootConditionStrip(sheet),
    stripLabel: `Slots of ${sheet.name}`,
    summary: LOOT_CONDITION_SUMMARIES[letter],
    adjacency: LOOT_ADJACENCY_NOTE,
    parts: lootConditionParts(sheet, letter),
  };
}

/**
 * A result in words: its sentences parted by spaces (a live region can be read as its bare text,
 * where separate paragraphs would run together), with a space before the outcome when both show;
 * the outcome to stand in bold, or null.
 */
export function describeLootConditionResult(
  result: Pick<LootConditionResult, 'notes' | 'outcome'>,
): {
  readonly sentences: string;
  readonly outcome: string | null;
} {
  const outcome = result.outcome === 'none' ? null : LOOT_CONDITION_OUTCOME_TEXT[result.outcome];
  const sentences = result.notes.join(' ');
  return { sentences: outcome && result.notes.length > 0 ? `${sentences} ` : sentences, outcome };
}
