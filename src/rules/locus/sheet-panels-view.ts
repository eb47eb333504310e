/**
 * What three small panels of a Cast member's sheet show, decided in one place: Willpower and the
 * Stress track (with what a WP buys now), the seven Conditions (each with its effect and the
 * change its box makes), and the Hand (its count in words, each card with its note).
 */
import { howMany } from '../words';
import { cardKey, isHauntCard, type Card } from './cards';
import {
  gainWillpower,
  setCondition,
  setStress,
  spendWillpower,
  type LocusCharacter,
} from './character';
import type { SheetChange } from './character-sheet-view';
import { LOCUS_CONDITIONS, type ConditionId } from './conditions';
import { countCards } from './deck-state';
import { STRESS_LABELS, type StressLevel } from './stress';
import { wpRerollCapacity } from './willpower';

export interface WillpowerView {
  readonly willpower: number;
  /** The −1 and +1 buttons: their words and the change each makes. */
  readonly steps: readonly { readonly label: string; readonly change: SheetChange }[];
  /** "3 dice" re-rolled for one WP while at this Stress. */
  readonly rerollDice: string;
  /** "Uneasy". */
  readonly stressLabel: string;
  readonly stress: StressLevel;
}

/** Everything the Willpower and Stress panel shows. */
export function viewWillpower(character: LocusCharacter): WillpowerView {
  return {
    willpower: character.willpower,
    steps: [
      { label: '−1 WP', change: (current) => spendWillpower(current, 1) },
      { label: '+1 WP', change: (current) => gainWillpower(current, 1) },
    ],
    rerollDice: howMany(wpRerollCapacity(character.stress), 'die', 'dice'),
    stressLabel: STRESS_LABELS[character.stress],
    stress: character.stress,
  };
}

/** A Stress level chosen on the track. */
export function changeStress(stress: StressLevel): SheetChange {
  return (current) => setStress(current, stress);
}

/** Said after a refused spend: the rule that refused it, and that Willpower never goes below 0. */
export function describeWillpowerRefused(message: string): string {
  return `${message} Willpower never goes below 0.`;
}

export interface ConditionsView {
  /** "No Conditions.", or "Active: Prone, Shaken." */
  readonly active: string;
  readonly conditions: readonly {
    readonly id: ConditionId;
    readonly label: string;
    readonly effect: string;
    readonly on: boolean;
    readonly change: (on: boolean) => SheetChange;
  }[];
}

/** Everything the Conditions panel shows. */
export function viewConditions(character: Pick<LocusCharacter, 'conditions'>): ConditionsView {
  const active = LOCUS_CONDITIONS.filter((condition) =>
    character.conditions.includes(condition.id),
  );
  return {
    active:
      active.length === 0
        ? 'No Conditions.'
        : `Active: ${active.map((condition) => condition.label).join(', ')}.`,
    conditions: LOCUS_CONDITIONS.map((condition) => ({
      id: condition.id,
      label: condition.label,
      effect: condition.effect,
      on: character.conditions.includes(condition.id),
      change: (on) => (current) => setCondition(current, condition.id, on),
    })),
  };
}

export interface HandView {
  /** "3 cards". */
  readonly count: string;
  readonly cards: readonly { readonly key: string; readonly card: Card; readonly note?: string }[];
}

/** Everything the Hand panel shows: each card, the Haunt suit's noted. */
export function viewHand(character: Pick<LocusCharacter, 'hand' | 'hauntSuit'>): HandView {
  return {
    count: countCards(character.hand.length),
    cards: character.hand.map((card) => ({
      key: cardKey(card),
      card,
      ...(isHauntCard(card, character) ? { note: 'Haunt suit' } : {}),
    })),
  };
}
