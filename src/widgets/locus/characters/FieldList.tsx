/**
 * A form's fields drawn from the data a rules view gives (`FieldSpec`): each a kit text field or
 * choice whose id is the form's id and the field's key, and whose new value is turned into the
 * field's change and handed to `onChange`. Place it inside the form's grid.
 */
import type { FieldSpec } from '../../../rules/locus';
import { ChoiceField, TextField } from '../../kit';

interface Props<Change> {
  /** The form's id: each field's id is `${id}-${key}`. */
  readonly id: string;
  readonly fields: readonly FieldSpec<Change>[];
  /** Gets the change, and the key of the field that made it. */
  readonly onChange: (change: Change, key: string) => void;
}

export default function FieldList<Change>({ id, fields, onChange }: Props<Change>) {
  return (
    <>
      {fields.map((field) => {
        const frame = {
          id: `${id}-${field.key}`,
          label: field.label,
          hint: field.hint,
          error: field.error ?? null,
          fieldClass: field.wide ? 'locus-wide' : undefined,
        };
        const change = (value: string) => onChange(field.change(value), field.key);
        return field.kind === 'choice' ? (
          <ChoiceField
            key={field.key}
            {...frame}
            value={field.value}
            options={field.options}
            onChange={change}
          />
        ) : (
          <TextField
            key={field.key}
            {...frame}
            maxLength={field.maxLength}
            placeholder={field.placeholder}
            suggestions={field.suggestions}
            inputMode={field.numeric}
            alert={field.alert}
            class={field.numeric ? 'tool-number' : undefined}
            value={field.value}
            onText={change}
          />
        );
      })}
    </>
  );
}
