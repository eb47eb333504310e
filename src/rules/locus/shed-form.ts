/**
 * The form that sheds a card from a Hand, as one value: the card and reason chosen, the refusal
 * shown at the card field, and the sentence of the last card shed. A choice changed answers the
 * refusal; a card shed clears the card choice (the Hand's first card is offered next).
 */
import { cardLabel } from './card-text';
import {
  cardKey,
  isHauntCard,
  SHED_TRIGGERS,
  type Card,
  type ShedTrigger,
  type Suit,
} from './cards';
import type { LocusResult } from './errors';

export interface ShedForm {
  /** The chosen card's key (`cardKey`); '' for the Hand's first card. */
  readonly cardKey: string;
  readonly trigger: ShedTrigger;
  /** Why the last shed was refused, shown at the card field until a choice changes. */
  readonly error: string | null;
  /** What the last shed did, until the next one. */
  readonly done: string | null;
}

/** A new form: the Hand's first card, for another character's Virtue. */
export const SHED_FORM_START: ShedForm = {
  cardKey: '',
  trigger: 'other-virtue',
  error: null,
  done: null,
};

/** The form after a choice: the refusal shown goes, since the choice answers it. */
export function chooseInShedForm(
  form: ShedForm,
  choice: Partial<Pick<ShedForm, 'cardKey' | 'trigger'>>,
): ShedForm {
  return { ...form, ...choice, error: null };
}

/** The form after a shed: its sentence and a fresh card choice, or the refusal at the card field. */
export function shedFormAfter(form: ShedForm, shed: LocusResult<string>): ShedForm {
  return shed.ok
    ? { ...form, cardKey: '', error: null, done: shed.value }
    : { ...form, error: shed.error.message, done: null };
}

/** The reasons to choose from, each saying whether it may shed a Haunt-suit card. */
export const SHED_REASON_OPTIONS: readonly {
  readonly value: ShedTrigger;
  readonly label: string;
}[] = SHED_TRIGGERS.map((rule) => ({
  value: rule.id,
  label: `${rule.label}${rule.allowsHauntCard ? ' (may shed a Haunt card)' : ''}`,
}));

/**
 * The chosen reason in full with what it sheds, under the Reason field: a phone's select cuts a
 * long reason short, hiding whether it may shed a Haunt-suit card.
 */
export function describeShedReason(trigger: ShedTrigger): string {
  const rule = SHED_TRIGGERS.find((candidate) => candidate.id === trigger);
  if (!rule) return '';
  return rule.allowsHauntCard
    ? `${rule.label}: sheds a neutral card, or a Haunt-suit card instead.`
    : `${rule.label}: sheds a neutral (non-Haunt) card only.`;
}

/**
 * The cards of a Hand to choose from, a Haunt-suit card marked, and the one chosen now: the card
 * of the form's key, or the Hand's first card (undefined for an empty Hand).
 */
export function shedCardChoices(
  form: Pick<ShedForm, 'cardKey'>,
  character: { readonly hauntSuit: Suit | null; readonly hand: readonly Card[] },
): {
  readonly selected: Card | undefined;
  readonly options: readonly { readonly value: string; readonly label: string }[];
} {
  return {
    selected: character.hand.find((card) => cardKey(card) === form.cardKey) ?? character.hand[0],
    options: character.hand.map((card) => ({
      value: cardKey(card),
      label: `${cardLabel(card)}${isHauntCard(card, character) ? ' (Haunt suit)' : ''}`,
    })),
  };
}
