/**
 * Form fields every tool uses. A number is typed as text, so any input (empty, "12a", "-3") can
 * be explained at the field instead of being dropped by the browser: the tool parses it with a
 * pure rule from src/rules and passes the plain-words message as `error`, shown under the field
 * and read with it. A choice is a labelled select; a toggle a labelled checkbox whose whole label
 * is the touch target.
 *
 * What the reader types or picks before the tool hydrates is kept: the hydration directive gives
 * each changed control its value back and fires `input` and `change` on it
 * (src/lib/visible-after-load.ts), and every field here takes its value from one of those events.
 */
import type { ComponentChildren, InputHTMLAttributes, Ref } from 'preact';
import {
  controlOf,
  describedBy,
  FieldFrame,
  FieldHint,
  splitFrame,
  tokenList,
  type FieldFrameProps,
} from './FieldFrame';

export interface NumberFieldProps extends FieldFrameProps {
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly error: string | null;
  readonly inputClass?: string;
  /** `decimal` where the number may have a fraction. */
  readonly inputMode?: 'numeric' | 'decimal';
}

/** A number typed in a one-line text field of its own class, with the keypad for numbers. */
export function NumberField({
  text,
  inputClass = 'tool-number',
  inputMode = 'numeric',
  ...field
}: NumberFieldProps) {
  return <TextField {...field} class={inputClass} inputMode={inputMode} value={text} />;
}

export interface ChoiceOption<T extends string> {
  readonly value: T;
  readonly label: string;
  /** Shown but not pickable (an option the rules offer that does not apply here). */
  readonly disabled?: boolean;
}

/** Options under a heading of their own in the list (weapons by kind, tools by ruleset). */
export interface ChoiceGroup<T extends string> {
  readonly group: string;
  readonly options: readonly ChoiceOption<T>[];
}

export interface ChoiceFieldProps<T extends string> extends FieldFrameProps {
  readonly value: T;
  /** The options in order, some of them in groups. */
  readonly options: readonly (ChoiceOption<T> | ChoiceGroup<T>)[];
  readonly onChange: (value: T) => void;
  readonly disabled?: boolean;
}

/**
 * A closed select shows only as much of the chosen option as its box holds. A chosen option longer
 * than a narrow column's box holds is said again, whole, under the box where the field is that
 * narrow; one longer than a phone-wide box holds, wherever the field is narrower than a phone is
 * wide (fields.css). Counted in characters, not measured, so the server renders the layout the
 * page keeps.
 */
const FITS_A_COLUMN = 18;
const FITS_A_PHONE = 31;

function flatOptions<T extends string>(
  options: readonly (ChoiceOption<T> | ChoiceGroup<T>)[],
): readonly ChoiceOption<T>[] {
  return options.flatMap((entry) => ('group' in entry ? entry.options : [entry]));
}

function OptionList<T extends string>({ options }: { options: readonly ChoiceOption<T>[] }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export function ChoiceField<T extends string>(props: ChoiceFieldProps<T>) {
  const { frame, rest } = splitFrame(props);
  const { value, options, onChange, disabled } = rest;
  const flat = flatOptions(options);
  const long = flat.some((option) => option.label.length > FITS_A_COLUMN);
  const chosen = flat.find((option) => option.value === value)?.label ?? '';
  return (
    <FieldFrame {...frame} fieldClass={tokenList(frame.fieldClass, long && 'field-long')}>
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value as T)}
        {...controlOf(frame)}
      >
        {options.map((entry) =>
          'group' in entry ? (
            <optgroup key={entry.group} label={entry.group}>
              <OptionList options={entry.options} />
            </optgroup>
          ) : (
            <OptionList key={entry.value} options={[entry]} />
          ),
        )}
      </select>
      {/* Screen readers hear the chosen option from the select itself. */}
      {chosen.length > FITS_A_COLUMN ? (
        <p
          class={
            chosen.length > FITS_A_PHONE ? 'tool-hint field-chosen-long' : 'tool-hint field-chosen'
          }
          aria-hidden="true"
        >
          {chosen}
        </p>
      ) : null}
    </FieldFrame>
  );
}

type TextInputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'label' | 'children' | 'ref' | 'onInput' | 'type' | 'list'
>;

export interface TextFieldProps extends FieldFrameProps, TextInputAttributes {
  readonly value: string;
  readonly onText: (text: string) => void;
  /** Announce the error when it appears (a problem found on submit, not while typing). */
  readonly alert?: boolean;
  /** Enter in the field, e.g. to add what was typed. */
  readonly onEnter?: () => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Values offered as the reader types (places already visited, the classic vices); any other may be typed. */
  readonly suggestions?: readonly string[];
  /** Follows the input inside the field, e.g. a button beside it. */
  readonly children?: ComponentChildren;
}

/** A labelled text field of one line: names, places, notation, decimals. */
export function TextField(props: TextFieldProps) {
  const { frame, rest } = splitFrame(props);
  const { value, onText, alert, onEnter, inputRef, suggestions, children, onKeyDown, ...input } =
    rest;
  const suggestionsId = `${frame.id}-suggestions`;
  return (
    <FieldFrame {...frame} alert={alert}>
      <input
        type="text"
        autocomplete="off"
        {...input}
        ref={inputRef}
        list={suggestions ? suggestionsId : undefined}
        value={value}
        onInput={(event) => onText(event.currentTarget.value)}
        // A tool's own key handler (Escape to cancel) runs as well as Enter's, not instead of it.
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (onEnter && event.key === 'Enter') onEnter();
        }}
        {...controlOf(frame)}
      />
      {suggestions ? (
        <datalist id={suggestionsId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {children}
    </FieldFrame>
  );
}

export interface TextAreaProps extends FieldFrameProps {
  readonly value: string;
  readonly rows: number;
  readonly maxLength?: number;
  /** Each change as it is typed. */
  readonly onText?: (text: string) => void;
  /** The text once the reader leaves the field changed, for a tool that saves then and says so. */
  readonly onCommit?: (text: string) => void;
  /** Text to read and copy, not to edit (a result to copy by hand). */
  readonly readOnly?: boolean;
  readonly textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled field of several lines: notes, descriptions, a text to copy by hand. */
export function TextArea(props: TextAreaProps) {
  const { frame, rest } = splitFrame(props);
  const { onText, onCommit, textareaRef, ...textarea } = rest;
  return (
    <FieldFrame {...frame}>
      <textarea
        ref={textareaRef}
        {...textarea}
        onInput={onText ? (event) => onText(event.currentTarget.value) : undefined}
        onChange={onCommit ? (event) => onCommit(event.currentTarget.value) : undefined}
        {...controlOf(frame)}
      />
    </FieldFrame>
  );
}

/** A checkbox or radio button inside its label, so the whole label is its target. */
function CheckLabel({
  labelClass,
  labelTitle,
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  readonly id: string;
  readonly labelClass: string;
  /** Shown on hover over the label. */
  readonly labelTitle?: string | undefined;
  readonly label: ComponentChildren;
}) {
  return (
    <label class={labelClass} for={input.id} title={labelTitle}>
      <input {...input} />
      <span>{label}</span>
    </label>
  );
}

export interface ToggleProps {
  readonly id: string;
  readonly label: ComponentChildren;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly class?: string;
  /** Shown on hover: what a short label (a letter) stands for. */
  readonly title?: string;
  /** The id of what says more about the choice (whose injury, what the condition does). */
  readonly describedBy?: string;
  /** The id of the message saying what is wrong with this choice, when something is. */
  readonly invalidBy?: string;
}

export function Toggle({
  label,
  onChange,
  class: className = 'tool-toggle',
  title,
  describedBy,
  invalidBy,
  ...input
}: ToggleProps) {
  return (
    <CheckLabel
      labelClass={className}
      labelTitle={title}
      label={label}
      type="checkbox"
      {...input}
      onChange={(event) => onChange(event.currentTarget.checked)}
      aria-invalid={invalidBy ? 'true' : undefined}
      aria-describedby={tokenList(describedBy, invalidBy)}
    />
  );
}

export interface RadioProps {
  readonly id: string;
  readonly name: string;
  readonly checked: boolean;
  readonly onPick: () => void;
  readonly disabled?: boolean;
  readonly value?: string | number;
  readonly children: ComponentChildren;
}

/** One radio button with its whole label as the target; a choice made before the tool hydrated is picked then. */
export function Radio({ onPick, children, ...input }: RadioProps) {
  return (
    <CheckLabel
      labelClass="tool-toggle"
      label={children}
      type="radio"
      {...input}
      onChange={onPick}
    />
  );
}

export interface RadioOption<T extends string | number> {
  readonly value: T;
  readonly label: ComponentChildren;
  /** Muted words after the label, e.g. "(middle die)". */
  readonly note?: string;
}

export interface RadioGroupProps<T extends string | number> {
  /** The group's name; each button's id is `${name}-${value}`. */
  readonly name: string;
  readonly legend: ComponentChildren;
  readonly value: T;
  readonly options: readonly RadioOption<T>[];
  readonly onChange: (value: T) => void;
  /** Words under the buttons that explain the choice. */
  readonly hint?: string | undefined;
  /** Words between the legend and the buttons. */
  readonly children?: ComponentChildren;
}

/** One choice of a few, all in view: radio buttons in a wrapping row under a legend, whole labels as targets. */
export function RadioGroup<T extends string | number>({
  name,
  legend,
  value,
  options,
  onChange,
  hint,
  children,
}: RadioGroupProps<T>) {
  return (
    <fieldset class="tool-options" aria-describedby={describedBy(name, hint, null)}>
      <legend>{legend}</legend>
      {children}
      {options.map((option) => (
        <Radio
          key={option.value}
          id={`${name}-${option.value}`}
          name={name}
          value={option.value}
          checked={value === option.value}
          onPick={() => onChange(option.value)}
        >
          {option.label}
          {option.note ? <span class="tool-muted"> {option.note}</span> : null}
        </Radio>
      ))}
      <FieldHint id={name} hint={hint} />
    </fieldset>
  );
}
