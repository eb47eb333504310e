/**
 * One character's sheet in the Cast tracker: who they are, the eight Attributes with the
 * 16-point rule, Willpower and Stress, Death's Door and Injuries, Conditions, Skills, Items,
 * the Hand and notes. Every change goes through a rules reducer and the Cast store.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  changeDetails,
  viewCharacterSheet,
  type LocusCharacter,
  type SheetChange,
  type SuitRefusal,
} from '../../../rules/locus';
import { updateCharacter } from '../../../stores/locus/cast';
import {
  $conflictView,
  checkCastNameFree,
  renameCastMember,
} from '../../../stores/locus/initiative';
import {
  Button,
  deeper,
  Heading,
  type HeadingLevel,
  PrintButton,
  TextArea,
  TextField,
  LiveNote,
} from '../../kit';
import ConditionsPanel from './ConditionsPanel';
import DeathsDoor from './DeathsDoor';
import FieldList from './FieldList';
import HandPanel from './HandPanel';
import ItemsPanel from './ItemsPanel';
import SkillsPanel from './SkillsPanel';
import WillpowerStress from './WillpowerStress';
import SheetSection from './SheetSection';

interface Props {
  id: string;
  level: HeadingLevel;
  character: LocusCharacter;
  onRemove: () => void;
  deckHref?: string | undefined;
}

export default function CharacterSheet({ id, level, character, onRemove, deckHref }: Props) {
  const [suitRefused, setSuitRefused] = useState<SuitRefusal | null>(null);
  const view = viewCharacterSheet(character, suitRefused);
  const { name } = view;
  const sub = deeper(level);
  const sheet = useRef<HTMLElement>(null);
  // The name as typed: one another Cast member or a Monster or Foil in the Conflict has stays in
  // the field with the reason, and is not saved; a name changed elsewhere shows here. The names
  // taken are read as the sheet draws, not listened to: a sheet listening to the Conflict's view
  // redrew once more for every key typed in any of its fields, and fast typing lost letters
  // ("Lantern" came out "Lern").
  const [nameText, setNameText] = useState(character.name);
  useEffect(() => setNameText(character.name), [character.name]);
  const nameFree = checkCastNameFree(nameText, $conflictView.get(), character.id);

  const change = (update: SheetChange) => updateCharacter(character.id, update);

  return (
    <article ref={sheet} class="locus-sheet" aria-labelledby={`${id}-sheet-title`}>
      <div class="tool-row">
        <Heading level={level} id={`${id}-sheet-title`}>
          {name} <span class="locus-tag">{view.kindTag}</span>
        </Heading>
        <div class="tool-actions tool-no-print">
          <PrintButton target={() => sheet.current}>Print sheet</PrintButton>
          <Button aria-label={`Remove ${name} from the Cast`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </div>

      <SheetSection id={id} part="who" level={sub} title="Who they are">
        <div class="tool-grid">
          <TextField
            id={`${id}-name`}
            label="Name"
            value={nameText}
            error={nameFree.ok ? null : nameFree.error.message}
            onText={(text) => {
              setNameText(text);
              renameCastMember(character.id, text);
            }}
          />
          <FieldList id={id} fields={view.who} onChange={change} />
          <FieldList
            id={id}
            fields={view.suits}
            onChange={(update, key) => {
              const result = change(update);
              setSuitRefused(result.ok ? null : { key, message: result.error.message });
            }}
          />
        </div>
        <p class="tool-hint">
          The text does not say which suit belongs to which Vice or Virtue, so the player picks both
          suits; they must differ.
        </p>
      </SheetSection>

      <SheetSection id={id} part="attributes" level={sub} title="Attributes">
        <p class="tool-hint">
          1 to 5, higher is worse. All start at 1 and a Character adds 16 points (average 3).
        </p>
        <div class="tool-grid">
          <FieldList id={id} fields={view.attributes} onChange={change} />
        </div>
        <LiveNote as="div" class="tool-card">
          <p>{view.points.pointsLeftText}</p>
          {view.points.message ? (
            <p class={view.points.tone === 'error' ? 'field-error' : 'tool-hint'}>
              {view.points.message}
            </p>
          ) : null}
        </LiveNote>
      </SheetSection>

      <WillpowerStress id={id} level={sub} character={character} />
      <DeathsDoor id={id} level={sub} character={character} />
      <ConditionsPanel id={id} level={sub} character={character} />
      <SkillsPanel id={id} level={sub} character={character} />
      <ItemsPanel id={id} level={sub} character={character} />
      <HandPanel id={id} level={sub} character={character} {...(deckHref ? { deckHref } : {})} />

      <SheetSection id={id} part="notes" level={sub} title="Notes">
        <TextArea
          id={`${id}-notes`}
          label={`Notes on ${name}`}
          rows={4}
          value={character.notes}
          onText={(notes) => change(changeDetails({ notes }))}
        />
      </SheetSection>
    </article>
  );
}
