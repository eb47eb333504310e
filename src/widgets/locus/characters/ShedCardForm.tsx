/**
 * Shed a card from a character's Hand for one of the text's reasons. The rules decide
 * (`shedCard` / `canShedCard`): every reason sheds a neutral card; only the last three may shed a
 * Haunt-suit card. A refusal is shown at the card field; a shed card goes to the discard pile.
 */
import { useState } from 'preact/hooks';
import {
  chooseInShedForm,
  SHED_FORM_START,
  shedFormAfter,
  viewShedCard,
  type LocusCharacter,
  type ShedForm,
} from '../../../rules/locus';
import { shedFromHand } from '../../../stores/locus/deck';
import { Form, Button, focusAfterRender, LiveNote } from '../../kit';
import FieldList from './FieldList';

interface Props {
  /** Prefix for element ids, unique on the page. */
  id: string;
  character: LocusCharacter;
}

export default function ShedCardForm({ id, character }: Props) {
  const [form, setForm] = useState<ShedForm>(SHED_FORM_START);
  const { trigger, done } = form;
  const view = viewShedCard(form, character);
  const { selected } = view;

  // Once the last card is shed, the form goes: the sentence saying so takes the focus.
  if (character.hand.length === 0)
    return done ? (
      <p id={`${id}-shed-done`} class="tool-hint" tabIndex={-1}>
        <span>{done}</span> {view.emptied}
      </p>
    ) : (
      <p class="tool-hint">{view.empty}</p>
    );

  const submit = () => {
    if (!selected) return;
    const shed = shedFromHand(character.id, selected, trigger);
    setForm(shedFormAfter(form, shed));
    if (shed.ok && character.hand.length === 1) focusAfterRender(`${id}-shed-done`);
  };

  return (
    <Form onSubmit={submit}>
      <FieldList
        id={id}
        fields={view.fields}
        onChange={(choice) => setForm((current) => chooseInShedForm(current, choice))}
      />
      <Button submit>Shed the card</Button>
      <LiveNote class="tool-result">{done}</LiveNote>
    </Form>
  );
}
