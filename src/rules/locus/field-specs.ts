/**
 * A form's fields as data, for the Cast's sheets and the Director's Monster and Item tools: each
 * a text field or a choice, with the end of its id, its label, value and words, and the change a
 * new value makes. A tool's view decides every field; the widget draws the list and applies the
 * change it is given, so no field's wiring is written twice.
 */

/** What every field says and does. */
interface FieldSpecBase<Change> {
  /** The end of the field's id, after the form's own: "name" for `<form>-name`. */
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly hint?: string;
  readonly error?: string | null;
  /** The field spans the form's grid. */
  readonly wide?: boolean;
  /** What a new value does (a reducer for the form's subject, applied by the widget). */
  readonly change: (value: string) => Change;
}

/** A text field: free words, or a number typed (`numeric`). */
export interface TextFieldSpec<Change> extends FieldSpecBase<Change> {
  readonly kind: 'text';
  readonly maxLength?: number;
  readonly placeholder?: string;
  readonly suggestions?: readonly string[];
  /** A number typed: the keyboard for whole numbers or decimals, and a narrow box. */
  readonly numeric?: 'numeric' | 'decimal';
  /** Its problem is read out when it appears (found on a press, not while typing). */
  readonly alert?: boolean;
}

/** A choice among options. */
export interface ChoiceFieldSpec<Change> extends FieldSpecBase<Change> {
  readonly kind: 'choice';
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

export type FieldSpec<Change> = TextFieldSpec<Change> | ChoiceFieldSpec<Change>;
