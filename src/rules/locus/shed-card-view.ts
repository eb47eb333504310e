/**
 * What the form that sheds a card from a Hand shows, decided in one place: the card chosen, the
 * card and reason fields (the card's refusal at it, the reason's rule under it), and the words
 * once the Hand is empty.
 */
import { cardKey, type Card } from './cards';
import type { LocusCharacter } from './character';
import type { FieldSpec } from './field-specs';
import {
  describeShedReason,
  SHED_REASON_OPTIONS,
  shedCardChoices,
  type ShedForm,
} from './shed-form';
import { displayName } from './sheet-text';

/** A choice made in the form: the card, or the reason. */
export type ShedChoice = Partial<Pick<ShedForm, 'cardKey' | 'trigger'>>;

export interface ShedCardView {
  /** The card that Shed would shed: the one chosen, else the Hand's first. */
  readonly selected: Card | undefined;
  readonly fields: readonly FieldSpec<ShedChoice>[];
  /** "Ada's Hand is empty: no card to shed." */
  readonly empty: string;
  /** After the last card went: "Ada's Hand is now empty." */
  readonly emptied: string;
}

/** Everything the shed form shows for this character. */
export function viewShedCard(
  form: ShedForm,
  character: Pick<LocusCharacter, 'name' | 'hand' | 'hauntSuit'>,
): ShedCardView {
  const name = displayName(character);
  const { selected, options } = shedCardChoices(form, character);
  return {
    selected,
    fields: [
      {
        kind: 'choice',
        key: 'shed-card',
        label: 'Card to shed',
        value: selected ? cardKey(selected) : '',
        options,
        error: form.error,
        change: (cardKey) => ({ cardKey }),
      },
      {
        kind: 'choice',
        key: 'shed-reason',
        label: 'Reason',
        value: form.trigger,
        options: SHED_REASON_OPTIONS,
        hint: describeShedReason(form.trigger),
        change: (trigger) => ({ trigger: trigger as ShedForm['trigger'] }),
      },
    ],
    empty: `${name}'s Hand is empty: no card to shed.`,
    emptied: `${name}'s Hand is now empty.`,
  };
}
