/**
 * Form pieces shared by the Threat Calculator and the Monster Builder: an Attribute's rating
 * (1-5, null, or not set yet), the behaviour's chase likelihood, and Death's Door size typed
 * with its error at the field. Every control has a visible label.
 */
import { useState } from 'preact/hooks';
import {
  CHASE_LIKELIHOOD_LABELS,
  CHASE_LIKELIHOOD_POINTS,
  CHASE_LIKELIHOODS,
  MAX_MONSTER_DEATHS_DOOR,
  MIN_MONSTER_DEATHS_DOOR,
  MONSTER_DEATHS_DOOR_SET,
  parseDeathsDoorSegments,
  type ChaseLikelihood,
  type MonsterRating,
} from '../../../rules/locus';

const RATING_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '1', label: '1 (best)' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5 (worst)' },
  { value: 'null', label: 'Null (–): cannot do this' },
];

function ratingValue(rating: MonsterRating | undefined): string {
  return rating === undefined ? '' : rating === null ? 'null' : String(rating);
}

function readRating(value: string): MonsterRating | undefined {
  if (value === '') return undefined;
  if (value === 'null') return null;
  return Number(value);
}

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
export function RatingField({ id, label, value, onChange, allowUnset = false, hint }: RatingFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={ratingValue(value)} aria-describedby={hint ? hintId : undefined} onChange={(event) => onChange(readRating(event.currentTarget.value))}>
        {allowUnset || value === undefined ? <option value="">Not set yet</option> : null}
        {RATING_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} class="lm-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Not likely, moderately likely (+1) or definitely (+2) to chase. */
export function ChaseLikelihoodField({ id, value, onChange }: { readonly id: string; readonly value: ChaseLikelihood; readonly onChange: (value: ChaseLikelihood) => void }) {
  return (
    <div class="field">
      <label for={id}>How likely its behaviour is to chase</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as ChaseLikelihood)}>
        {CHASE_LIKELIHOODS.map((likelihood) => (
          <option key={likelihood} value={likelihood}>
            {CHASE_LIKELIHOOD_LABELS[likelihood]} (+{CHASE_LIKELIHOOD_POINTS[likelihood]})
          </option>
        ))}
      </select>
    </div>
  );
}

interface DeathsDoorFieldProps {
  readonly id: string;
  readonly value: number;
  /** A valid size, or null while the typed text is not one (the error shows at the field). */
  readonly onChange: (segments: number | null) => void;
}

/**
 * Death's Door size, typed. The text is kept as typed so a half-written number is not
 * replaced under the cursor; give the component a `key` to reset it for another Monster.
 */
export function DeathsDoorField({ id, value, onChange }: DeathsDoorFieldProps) {
  const [text, setText] = useState(String(value));
  const parsed = parseDeathsDoorSegments(text);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div class="field">
      <label for={id}>Death's Door size (segments)</label>
      <input
        id={id}
        class="lm-number"
        type="number"
        inputMode="numeric"
        min={MIN_MONSTER_DEATHS_DOOR}
        max={MAX_MONSTER_DEATHS_DOOR}
        step={MONSTER_DEATHS_DOOR_SET}
        value={text}
        aria-invalid={parsed.ok ? 'false' : 'true'}
        aria-describedby={parsed.ok ? hintId : `${errorId} ${hintId}`}
        onInput={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const result = parseDeathsDoorSegments(next);
          onChange(result.ok ? result.value : null);
        }}
      />
      {parsed.ok ? null : (
        <p id={errorId} class="field-error">
          {parsed.message}
        </p>
      )}
      <p id={hintId} class="lm-hint">
        In sets of 3: 3, 6, 9… Each set beyond the first 3 adds 1.
      </p>
    </div>
  );
}
