/**
 * The threat calculator's Death's Door size, typed with its problem at the field (the builder's
 * saved Monsters use the kit's SavedNumberField; both tools' rating and chase fields are the
 * rules' field specs, drawn by FieldList).
 */
import { useState } from 'preact/hooks';
import { DEATHS_DOOR_HINT, parseDeathsDoorSegments } from '../../../rules/locus';
import { NumberField } from '../../kit';

/**
 * Death's Door size, typed. The text is kept as typed so a half-written number is not replaced
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
