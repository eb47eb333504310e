/**
 * Form pieces shared by the Threat Calculator and the Monster Builder, over the kit's fields: an
 * Attribute's rating (1-5, null, or not set yet), the behaviour's chase likelihood, and Death's
 * Door size typed with its problem at the field.
 */
import { useState } from 'preact/hooks';
import {
  parseDeathsDoorSegments,
  ratingChoice,
  readRatingChoice,
  type ChaseLikelihood,
  type MonsterRating,
  CHASE_LIKELIHOOD_OPTIONS,
  ratingOptions,
} from '../../../rules/locus';
import { ChoiceField, NumberField } from '../../kit';

interface RatingFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: MonsterRating | undefined;
  readonly onChange: (rating: MonsterRating | undefined) => void;
  /** Offer "Not set yet" (the builder, where a sample's numbers are the Director's). */
  readonly allowUnset?: boolean;
  readonly hint?: string;
}

/** A Monster Attribute's rating: 1-5 (1 best), null, or not set yet. */
export function RatingField({
  id,
  label,
  value,
  onChange,
  allowUnset = false,
  hint,
}: RatingFieldProps) {
  return (
    <ChoiceField
      id={id}
      label={label}
      hint={hint}
      value={ratingChoice(value)}
      options={ratingOptions(value, allowUnset)}
      onChange={(choice) => onChange(readRatingChoice(choice))}
    />
  );
}

/** Not likely, moderately likely (+1) or definitely (+2) to chase. */
export function ChaseLikelihoodField({
  id,
  value,
  onChange,
}: {
  readonly id: string;
  readonly value: ChaseLikelihood;
  readonly onChange: (value: ChaseLikelihood) => void;
}) {
  return (
    <ChoiceField
      id={id}
      label="How likely its behaviour is to chase"
      value={value}
      options={CHASE_LIKELIHOOD_OPTIONS}
      onChange={onChange}
    />
  );
}

/** What a Death's Door size field says under its label. */
export const DEATHS_DOOR_HINT = 'In sets of 3: 3, 6, 9… Each set beyond the first 3 adds 1.';

/**
 * Death's Door size, typed, for the calculator (the builder's saved Monsters use the kit's
 * SavedNumberField). The text is kept as typed so a half-written number is not replaced
 * under the cursor; give the component a `key` to reset it for another Monster. `onChange` gets
 * a valid size, or null while the text is not one.
 */
export function DeathsDoorField({
  id,
  value,
  onChange,
}: {
  readonly id: string;
  readonly value: number;
  readonly onChange: (segments: number | null) => void;
}) {
  const [text, setText] = useState(String(value));
  const parsed = parseDeathsDoorSegments(text);
  return (
    <NumberField
      id={id}
      label="Death's Door size (segments)"
      text={text}
      error={parsed.ok ? null : parsed.error.message}
      hint={DEATHS_DOOR_HINT}
      onText={(next) => {
        setText(next);
        const result = parseDeathsDoorSegments(next);
        onChange(result.ok ? result.value : null);
      }}
    />
  );
}
