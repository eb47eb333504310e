/**
 * Form pieces shared by the Locus check rollers: the tool's heading, the Attribute (read from a
 * Cast member or typed), the Difficulty, the injury floor, and a status line for what a click
 * did to the Cast. Each control has a visible label; errors show at the field they belong to.
 */
import type { ComponentChildren } from 'preact';
import {
  ATTRIBUTE_LABELS,
  DIFFICULTIES,
  DIFFICULTY_DIE,
  DIFFICULTY_LABELS,
  INJURY_FLOORS,
  LOCUS_ATTRIBUTES,
  type Difficulty,
  type InjuryFloor,
  type LocusAttribute,
  type LocusCharacter,
} from '../../../rules/locus';
import SharedHeading from '../../shared/Heading';
import { NumberField } from '../../kit/fields';

export type HeadingLevel = 2 | 3 | 4;

export function ToolHeading({ level, id, children }: { level: HeadingLevel; id: string; children: ComponentChildren }) {
  return (
    <SharedHeading level={level} id={id} class="lc-heading">
      {children}
    </SharedHeading>
  );
}

export interface AttributeChoice {
  readonly attribute: LocusAttribute;
  /** Shown after the name, e.g. the situation it suits. */
  readonly note?: string;
}

interface AttributeFieldProps {
  readonly id: string;
  readonly character: LocusCharacter | undefined;
  readonly attribute: LocusAttribute;
  readonly onAttribute: (attribute: LocusAttribute) => void;
  readonly text: string;
  readonly onText: (text: string) => void;
  /** The problem with the typed value, or null. Only shown without a character. */
  readonly error: string | null;
  readonly label?: string;
  readonly valueLabel?: string;
  /** Offered first, in a group of their own ("Common choices"). */
  readonly common?: readonly AttributeChoice[];
  readonly commonLabel?: string;
}

function optionText(attribute: LocusAttribute, character: LocusCharacter | undefined, note?: string): string {
  const value = character ? ` ${character.attributes[attribute]}` : '';
  return `${ATTRIBUTE_LABELS[attribute]}${value}${note ? `: ${note}` : ''}`;
}

/**
 * Which Attribute, and its value: read from the chosen character's sheet, or typed (1-5) when no
 * character is chosen.
 */
export function AttributeField({
  id,
  character,
  attribute,
  onAttribute,
  text,
  onText,
  error,
  label = 'Attribute',
  valueLabel = 'Attribute value (1–5)',
  common,
  commonLabel = 'Common choices',
}: AttributeFieldProps) {
  const commonIds = new Set(common?.map((choice) => choice.attribute));
  const others = LOCUS_ATTRIBUTES.filter((candidate) => !commonIds.has(candidate));
  return (
    <div class="lc-attribute">
      <div class="field">
        <label for={`${id}-name`}>{label}</label>
        <select id={`${id}-name`} value={attribute} onChange={(event) => onAttribute(event.currentTarget.value as LocusAttribute)}>
          {common ? (
            <>
              <optgroup label={commonLabel}>
                {common.map((choice) => (
                  <option key={choice.attribute} value={choice.attribute}>
                    {optionText(choice.attribute, character, choice.note)}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Other Attributes">
                {others.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {optionText(candidate, character)}
                  </option>
                ))}
              </optgroup>
            </>
          ) : (
            LOCUS_ATTRIBUTES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {optionText(candidate, character)}
              </option>
            ))
          )}
        </select>
      </div>
      {character ? null : (
        <NumberField id={`${id}-value`} label={valueLabel} text={text} onText={onText} error={error} inputClass="lc-number" />
      )}
    </div>
  );
}

interface DifficultyFieldProps {
  readonly id: string;
  readonly value: Difficulty;
  readonly onChange: (difficulty: Difficulty) => void;
  readonly legend?: string;
}

/** Easy, Medium or Hard, each saying which die it reads. */
export function DifficultyField({ id, value, onChange, legend = 'Difficulty' }: DifficultyFieldProps) {
  return (
    <fieldset class="field lc-fieldset">
      <legend>{legend}</legend>
      <div class="lc-options">
        {DIFFICULTIES.map((difficulty) => (
          <label key={difficulty} class="lc-option">
            <input type="radio" name={`${id}-difficulty`} value={difficulty} checked={value === difficulty} onChange={() => onChange(difficulty)} />
            <span>
              {DIFFICULTY_LABELS[difficulty]} <span class="lc-option-note">({DIFFICULTY_DIE[difficulty]} die)</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const FLOOR_LABELS: Readonly<Record<InjuryFloor, string>> = {
  none: 'None',
  major: 'Major: at least Medium',
  grievous: 'Grievous: at least Hard',
};

interface InjuryFloorFieldProps {
  readonly id: string;
  readonly value: InjuryFloor;
  readonly onChange: (floor: InjuryFloor) => void;
  /** Where the preset came from, e.g. "Preset from Ada's worst untreated injury." */
  readonly hint?: string | undefined;
}

/** The injury floor on every check: none, Major (at least Medium) or Grievous (at least Hard). */
export function InjuryFloorField({ id, value, onChange, hint }: InjuryFloorFieldProps) {
  const hintId = `${id}-floor-hint`;
  return (
    <fieldset class="field lc-fieldset" aria-describedby={hint ? hintId : undefined}>
      <legend>Injury floor</legend>
      <div class="lc-options">
        {INJURY_FLOORS.map((floor) => (
          <label key={floor} class="lc-option">
            <input type="radio" name={`${id}-floor`} value={floor} checked={value === floor} onChange={() => onChange(floor)} />
            <span>{FLOOR_LABELS[floor]}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} class="lc-hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The line that says what a click did to the Cast, or why it was refused. The live region is
 * always there, so a screen reader announces the sentence when it appears.
 */
export function Notice({ notice, label }: { notice: NoticeValue; label: string }) {
  return (
    <div role="status" aria-label={label} class="lc-notice-region">
      {notice ? (
        <p class={`lc-notice lc-notice-${notice.tone}`}>
          {notice.tone === 'refused' ? <strong>Not done: </strong> : null}
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}

export type NoticeValue = { readonly tone: 'done' | 'refused'; readonly text: string } | null;

/** The page and tool a roll came from, for the roll log's link back. */
export function hrefFor(id: string): string | undefined {
  return typeof location === 'undefined' ? undefined : `${location.pathname}#${id}`;
}

/** A character's name for sentences: "Ada", or "The character" when unnamed. */
export function nameOf(character: Pick<LocusCharacter, 'name'> | undefined, fallback = 'The character'): string {
  return character?.name.trim() || fallback;
}
