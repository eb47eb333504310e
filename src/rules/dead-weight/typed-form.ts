/**
 * A small form of text fields submitted to a rule (the expedition's "Go to location" and "Add
 * effect"): what is typed, and the refusal of the last submit shown at its field. A submit the
 * rule took empties the fields and the message; a refused one keeps what was typed, to fix. Typing
 * leaves the message until the next submit, so it does not vanish while it is being read.
 */
import type { Result } from '../result';

/** A refusal, at the field it names; one that names none belongs to every field of the form. */
export interface DwFormProblem<Field extends string> {
  readonly field?: Field;
  readonly message: string;
}

export interface DwTypedForm<Field extends string> {
  readonly texts: Readonly<Record<Field, string>>;
  readonly problem: DwFormProblem<Field> | null;
}

export type DwTypedFormAction<Field extends string> =
  | { readonly type: 'type'; readonly field: Field; readonly text: string }
  | {
      readonly type: 'submitted';
      readonly result: Result<unknown, DwFormProblem<Field>>;
    };

/** A form with its fields empty and nothing refused. */
export function createDwTypedForm<Field extends string>(
  fields: readonly Field[],
): DwTypedForm<Field> {
  const texts = Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
  return { texts, problem: null };
}

export function updateDwTypedForm<Field extends string>(
  form: DwTypedForm<Field>,
  action: DwTypedFormAction<Field>,
): DwTypedForm<Field> {
  if (action.type === 'type')
    return { ...form, texts: { ...form.texts, [action.field]: action.text } };
  if (action.result.ok) return createDwTypedForm(Object.keys(form.texts) as Field[]);
  return { ...form, problem: action.result.error };
}

/** The message to show at `field`, or null. */
export function findDwFormError<Field extends string>(
  form: DwTypedForm<Field>,
  field: Field,
): string | null {
  const { problem } = form;
  return problem && (problem.field === undefined || problem.field === field)
    ? problem.message
    : null;
}
