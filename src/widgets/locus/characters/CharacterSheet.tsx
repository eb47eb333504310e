/**
 * One character's sheet in the Cast tracker: who they are, the eight Attributes with the
 * 16-point rule, Willpower and Stress, Death's Door and Injuries, Conditions, Skills, Items,
 * the Hand and notes. Every change goes through a rules reducer and the Cast store.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  ATTRIBUTE_LABELS,
  ATTRIBUTE_USES,
  LOCUS_ATTRIBUTES,
  setAttribute,
  updateCharacterDetails,
  type CharacterDetails,
  type LocusCharacter,
  type Suit,
  ATTRIBUTE_SCORE_OPTIONS,
  SHEET_KIND_OPTIONS,
  SUIT_CHOICE_OPTIONS,
  asSentence,
  displayName,
  summarizeAttributes,
} from '../../../rules/locus';
import { updateCharacter } from '../../../stores/locus/cast';
import {
  $conflictView,
  checkCastNameFree,
  renameCastMember,
} from '../../../stores/locus/initiative';
import ConditionsPanel from './ConditionsPanel';
import DeathsDoor from './DeathsDoor';
import HandPanel from './HandPanel';
import {
  Button,
  ChoiceField,
  deeper,
  Heading,
  type HeadingLevel,
  PrintButton,
  TextArea,
  TextField,
  LiveNote,
} from '../../kit';
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

type TextDetail = 'attitude' | 'haunt' | 'virtue';
const TEXT_FIELDS: readonly { field: TextDetail; label: string }[] = [
  { field: 'attitude', label: 'Attitude' },
  { field: 'haunt', label: 'Haunt' },
  { field: 'virtue', label: 'Virtue' },
];

const SUIT_FIELDS = [
  { field: 'virtueSuit', label: 'Virtue suit' },
  { field: 'hauntSuit', label: 'Haunt suit' },
] as const;

export default function CharacterSheet({ id, level, character, onRemove, deckHref }: Props) {
  const [suitError, setSuitError] = useState<{
    field: 'virtueSuit' | 'hauntSuit';
    text: string;
  } | null>(null);
  const name = displayName(character);
  const sub = deeper(level);
  const attributes = summarizeAttributes(character);
  const sheet = useRef<HTMLElement>(null);
  // The name as typed: one another Cast member or a Monster or Foil in the Conflict has stays in
  // the field with the reason, and is not saved; a name changed elsewhere shows here. The names
  // taken are read as the sheet draws, not listened to: a sheet listening to the Conflict's view
  // redrew once more for every key typed in any of its fields, and fast typing lost letters
  // ("Lantern" came out "Lern").
  const [nameText, setNameText] = useState(character.name);
  useEffect(() => setNameText(character.name), [character.name]);
  const nameFree = checkCastNameFree(nameText, $conflictView.get(), character.id);

  const details = (patch: CharacterDetails) =>
    updateCharacter(character.id, (current) => updateCharacterDetails(current, patch));

  const changeSuit = (field: 'virtueSuit' | 'hauntSuit', value: '' | Suit) => {
    const result = details({ [field]: value === '' ? null : value });
    setSuitError(result.ok ? null : { field, text: asSentence(result.error.message) });
  };

  return (
    <article ref={sheet} class="locus-sheet" aria-labelledby={`${id}-sheet-title`}>
      <div class="tool-row">
        <Heading level={level} id={`${id}-sheet-title`}>
          {name} <span class="locus-tag">{character.kind === 'foil' ? 'Foil' : 'Character'}</span>
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
          {TEXT_FIELDS.map(({ field, label }) => (
            <TextField
              key={field}
              id={`${id}-${field}`}
              label={label}
              value={character[field]}
              onText={(text) => details({ [field]: text })}
            />
          ))}
          <ChoiceField
            id={`${id}-kind`}
            label="Kind"
            value={character.kind}
            options={SHEET_KIND_OPTIONS}
            onChange={(kind) => details({ kind })}
          />
          {SUIT_FIELDS.map(({ field, label }) => (
            <ChoiceField
              key={field}
              id={`${id}-${field}`}
              label={label}
              value={character[field] ?? ''}
              options={SUIT_CHOICE_OPTIONS}
              onChange={(value) => changeSuit(field, value)}
              error={suitError?.field === field ? suitError.text : null}
            />
          ))}
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
          {LOCUS_ATTRIBUTES.map((attribute) => (
            <ChoiceField
              key={attribute}
              id={`${id}-attr-${attribute}`}
              label={ATTRIBUTE_LABELS[attribute]}
              value={String(character.attributes[attribute])}
              options={ATTRIBUTE_SCORE_OPTIONS}
              onChange={(score) =>
                updateCharacter(character.id, (current) =>
                  setAttribute(current, attribute, Number(score)),
                )
              }
              hint={ATTRIBUTE_USES[attribute]}
            />
          ))}
        </div>
        <LiveNote as="div" class="tool-card">
          <p>{attributes.pointsLeftText}</p>
          {attributes.message ? (
            <p class={attributes.tone === 'error' ? 'field-error' : 'tool-hint'}>
              {attributes.message}
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
          onText={(notes) => details({ notes })}
        />
      </SheetSection>
    </article>
  );
}
