/**
 * One character's sheet in the Cast tracker: who they are, the eight Attributes with the
 * 16-point rule, Willpower and Stress, Death's Door and Injuries, Conditions, Skills, Items,
 * the Hand and notes. Every change goes through a rules reducer and the Cast store.
 */
import { useState } from 'preact/hooks';
import {
  ATTRIBUTE_LABELS,
  ATTRIBUTE_USES,
  LOCUS_ATTRIBUTES,
  MAX_ATTRIBUTE,
  MIN_ATTRIBUTE,
  setAttribute,
  SUITS,
  updateCharacterDetails,
  type CharacterDetails,
  type CharacterKind,
  type LocusCharacter,
  type Suit,
} from '../../../rules/locus';
import { updateCharacter } from '../../../stores/locus/cast';
import { suitLabel } from '../../../rules/locus';
import ConditionsPanel from './ConditionsPanel';
import DeathsDoor from './DeathsDoor';
import HandPanel from './HandPanel';
import Heading, { deeper, type HeadingLevel } from '../../shared/Heading';
import ItemsPanel from './ItemsPanel';
import { printSheet } from './print-sheet';
import { asSentence, displayName, summarizeAttributes } from '../../../rules/locus';
import SkillsPanel from './SkillsPanel';
import WillpowerStress from './WillpowerStress';

interface Props {
  id: string;
  level: HeadingLevel;
  character: LocusCharacter;
  onRemove: () => void;
  deckHref?: string | undefined;
}

type TextField = 'name' | 'attitude' | 'haunt' | 'virtue';
const TEXT_FIELDS: readonly { field: TextField; label: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'attitude', label: 'Attitude' },
  { field: 'haunt', label: 'Haunt' },
  { field: 'virtue', label: 'Virtue' },
];

const SUIT_FIELDS = [
  { field: 'virtueSuit', label: 'Virtue suit' },
  { field: 'hauntSuit', label: 'Haunt suit' },
] as const;

export default function CharacterSheet({ id, level, character, onRemove, deckHref }: Props) {
  const [suitError, setSuitError] = useState<{ field: 'virtueSuit' | 'hauntSuit'; text: string } | null>(null);
  const name = displayName(character);
  const sub = deeper(level);
  const attributes = summarizeAttributes(character);

  const details = (patch: CharacterDetails) => updateCharacter(character.id, (current) => updateCharacterDetails(current, patch));

  const changeSuit = (field: 'virtueSuit' | 'hauntSuit', value: string) => {
    const result = details({ [field]: value === '' ? null : (value as Suit) });
    setSuitError(result.ok ? null : { field, text: asSentence(result.error.message) });
  };

  return (
    <article class="locus-sheet" aria-labelledby={`${id}-sheet-title`}>
      <div class="locus-sheet-header">
        <Heading level={level} id={`${id}-sheet-title`}>
          {name} <span class="locus-tag">{character.kind === 'foil' ? 'Foil' : 'Character'}</span>
        </Heading>
        <div class="locus-actions locus-no-print">
          <button type="button" class="text-button" onClick={printSheet}>
            Print sheet
          </button>
          <button type="button" class="text-button" aria-label={`Remove ${name} from the Cast`} onClick={onRemove}>
            Remove
          </button>
        </div>
      </div>

      <section class="locus-section" aria-labelledby={`${id}-who-title`}>
        <Heading level={sub} id={`${id}-who-title`}>
          Who they are
        </Heading>
        <div class="locus-grid">
          {TEXT_FIELDS.map(({ field, label }) => (
            <div class="field" key={field}>
              <label for={`${id}-${field}`}>{label}</label>
              <input id={`${id}-${field}`} type="text" value={character[field]} onInput={(event) => details({ [field]: event.currentTarget.value })} />
            </div>
          ))}
          <div class="field">
            <label for={`${id}-kind`}>Kind</label>
            <select id={`${id}-kind`} value={character.kind} onChange={(event) => details({ kind: event.currentTarget.value as CharacterKind })}>
              <option value="character">Character</option>
              <option value="foil">Foil</option>
            </select>
          </div>
          {SUIT_FIELDS.map(({ field, label }) => {
            const error = suitError?.field === field ? suitError.text : null;
            return (
              <div class="field" key={field}>
                <label for={`${id}-${field}`}>{label}</label>
                <select
                  id={`${id}-${field}`}
                  value={character[field] ?? ''}
                  aria-invalid={error ? 'true' : undefined}
                  aria-describedby={error ? `${id}-${field}-error` : undefined}
                  onChange={(event) => changeSuit(field, event.currentTarget.value)}
                >
                  <option value="">Not chosen</option>
                  {SUITS.map((suit) => (
                    <option key={suit} value={suit}>
                      {suitLabel(suit)}
                    </option>
                  ))}
                </select>
                {error ? (
                  <p id={`${id}-${field}-error`} class="field-error">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        <p class="locus-hint">The text does not say which suit belongs to which Vice or Virtue, so the player picks both suits; they must differ.</p>
      </section>

      <section class="locus-section" aria-labelledby={`${id}-attributes-title`}>
        <Heading level={sub} id={`${id}-attributes-title`}>
          Attributes
        </Heading>
        <p class="locus-hint">1 to 5, higher is worse. All start at 1 and a Character adds 16 points (average 3).</p>
        <div class="locus-attributes">
          {LOCUS_ATTRIBUTES.map((attribute) => {
            const fieldId = `${id}-attr-${attribute}`;
            return (
              <div class="field" key={attribute}>
                <label for={fieldId}>{ATTRIBUTE_LABELS[attribute]}</label>
                <select
                  id={fieldId}
                  value={String(character.attributes[attribute])}
                  aria-describedby={`${fieldId}-use`}
                  onChange={(event) => updateCharacter(character.id, (current) => setAttribute(current, attribute, Number(event.currentTarget.value)))}
                >
                  {Array.from({ length: MAX_ATTRIBUTE - MIN_ATTRIBUTE + 1 }, (_, offset) => MIN_ATTRIBUTE + offset).map((score) => (
                    <option key={score} value={String(score)}>
                      {score}
                    </option>
                  ))}
                </select>
                <span id={`${fieldId}-use`} class="locus-attribute-use">
                  {ATTRIBUTE_USES[attribute]}
                </span>
              </div>
            );
          })}
        </div>
        <div class={`locus-points locus-points-${attributes.tone}`} aria-live="polite">
          <p class="locus-points-left">{attributes.pointsLeftText}</p>
          {attributes.message ? <p class={attributes.tone === 'error' ? 'field-error' : 'locus-hint'}>{attributes.message}</p> : null}
        </div>
      </section>

      <WillpowerStress id={id} level={sub} character={character} />
      <DeathsDoor id={id} level={sub} character={character} />
      <ConditionsPanel id={id} level={sub} character={character} />
      <SkillsPanel id={id} level={sub} character={character} />
      <ItemsPanel id={id} level={sub} character={character} />
      <HandPanel id={id} level={sub} character={character} {...(deckHref ? { deckHref } : {})} />

      <section class="locus-section" aria-labelledby={`${id}-notes-title`}>
        <Heading level={sub} id={`${id}-notes-title`}>
          Notes
        </Heading>
        <div class="field">
          <label for={`${id}-notes`}>Notes on {name}</label>
          <textarea id={`${id}-notes`} rows={4} value={character.notes} onInput={(event) => details({ notes: event.currentTarget.value })} />
        </div>
      </section>
    </article>
  );
}
