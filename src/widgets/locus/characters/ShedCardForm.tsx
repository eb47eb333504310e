/**
 * Shed a card from a character's Hand for one of the text's reasons. The rules decide
 * (`shedCard` / `canShedCard`): every reason sheds a neutral card; only the last three may shed a
 * Haunt-suit card. A refusal is shown at the card field; a shed card goes to the discard pile.
 */
import { useState } from 'preact/hooks';
import {
  cardKey,
  displayName,
  chooseInShedForm,
  SHED_FORM_START,
  describeShedReason,
  SHED_REASON_OPTIONS,
  shedCardChoices,
  shedFormAfter,
  type LocusCharacter,
  type ShedForm,
} from '../../../rules/locus';
import { shedFromHand } from '../../../stores/locus/deck';
import { Form, Button, ChoiceField, focusAfterRender, LiveNote } from '../../kit';

interface Props {
  /** Prefix for element ids, unique on the page. */
  id: string;
  character: LocusCharacter;
}

export default function ShedCardForm({ id, character }: Props) {
  const [form, setForm] = useState<ShedForm>(SHED_FORM_START);
  const { trigger, error, done } = form;
  const name = displayName(character);
  const { selected, options: cardOptions } = shedCardChoices(form, character);

  // Once the last card is shed, the form goes: the sentence saying so takes the focus.
  if (character.hand.length === 0)
    return done ? (
      <p id={`${id}-shed-done`} class="tool-hint" tabIndex={-1}>
        <span>{done}</span> {name}'s Hand is now empty.
      </p>
    ) : (
      <p class="tool-hint">{name}'s Hand is empty: no card to shed.</p>
    );

  const submit = () => {
    if (!selected) return;
    const shed = shedFromHand(character.id, selected, trigger);
    setForm(shedFormAfter(form, shed));
    if (shed.ok && character.hand.length === 1) focusAfterRender(`${id}-shed-done`);
  };

  const choose = (choice: Partial<Pick<ShedForm, 'cardKey' | 'trigger'>>) =>
    setForm((current) => chooseInShedForm(current, choice));
  return (
    <Form onSubmit={submit}>
      <ChoiceField
        id={`${id}-shed-card`}
        label="Card to shed"
        value={selected ? cardKey(selected) : ''}
        options={cardOptions}
        error={error}
        onChange={(key) => choose({ cardKey: key })}
      />
      <ChoiceField
        id={`${id}-shed-reason`}
        label="Reason"
        value={trigger}
        options={SHED_REASON_OPTIONS}
        hint={describeShedReason(trigger)}
        onChange={(next) => choose({ trigger: next })}
      />
      <Button submit>Shed the card</Button>
      <LiveNote class="tool-result">{done}</LiveNote>
    </Form>
  );
}
