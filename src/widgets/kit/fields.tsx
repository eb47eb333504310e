/**
 * Form fields every tool uses. A number is typed as text, so any input (empty, "12a", "-3") can
 * be explained at the field instead of being dropped by the browser: the tool parses it with a
 * pure rule from src/rules and passes the plain-words message as `error`, shown under the field
 * and read with it. A choice is a labelled select; a toggle a labelled checkbox whose whole label
 * is the touch target.
 */
import type { ComponentChildren } from 'preact';

interface FieldFrameProps {
  readonly id: string;
  readonly label: ComponentChildren;
  /** What is wrong with the value, in plain words; null when nothing is. */
  readonly error?: string | null;
  /** Extra words under the field, e.g. the rule that limits it. */
  readonly hint?: ComponentChildren;
  readonly fieldClass?: string;
  readonly hintClass?: string;
}

/** The ids a control points at with aria-describedby. */
function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({ id, label, error, hint, fieldClass, hintClass = 'tool-hint', children }: FieldFrameProps & { children: ComponentChildren }) {
  return (
    <div class={fieldClass ? `field ${fieldClass}` : 'field'}>
      <label for={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} class={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface NumberFieldProps extends FieldFrameProps {
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly error: string | null;
  readonly inputClass?: string;
}

export function NumberField({ text, onText, inputClass = 'tool-number', ...frame }: NumberFieldProps) {
  return (
    <FieldFrame {...frame}>
      <input
        id={frame.id}
        class={inputClass}
        type="text"
        inputMode="numeric"
        autocomplete="off"
        value={text}
        onInput={(event) => onText(event.currentTarget.value)}
        aria-invalid={frame.error ? 'true' : 'false'}
        aria-describedby={describedBy(frame.id, frame.hint, frame.error)}
      />
    </FieldFrame>
  );
}

export interface ChoiceOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

export interface ChoiceFieldProps<T extends string> extends FieldFrameProps {
  readonly value: T;
  readonly options: readonly ChoiceOption<T>[];
  readonly onChange: (value: T) => void;
}

export function ChoiceField<T extends string>({ value, options, onChange, ...frame }: ChoiceFieldProps<T>) {
  return (
    <FieldFrame {...frame}>
      <select
        id={frame.id}
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.currentTarget.value);
          if (picked) onChange(picked.value);
        }}
        aria-describedby={describedBy(frame.id, frame.hint, frame.error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface ToggleProps {
  readonly id: string;
  readonly label: ComponentChildren;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly class?: string;
}

export function Toggle({ id, label, checked, onChange, class: className = 'tool-toggle' }: ToggleProps) {
  return (
    <label class={className} for={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}
