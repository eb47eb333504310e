/**
 * The state of the "Tables" part of "Your table" beside what is saved: the name being typed while
 * it cannot be saved (blank, too long) with why, and whether "Remove this table" is asking first.
 * Choosing, starting or removing a table starts it afresh, so a question or a typed name never
 * carries over to another table.
 *
 * Pure.
 */

export interface TableForm {
  /** What is typed in the name field while it differs from the saved name; null: the saved name. */
  readonly draftName: string | null;
  readonly nameError: string | null;
  /** "Remove “…” and its house rules?" is asked. */
  readonly removing: boolean;
}

export type TableFormAction =
  /** A name was typed: kept in the field, with why it could not be saved (null when it was). */
  | { readonly type: 'typed'; readonly text: string; readonly error: string | null }
  | { readonly type: 'ask-remove' }
  | { readonly type: 'keep' }
  /** Another table is on show (chosen, started or the one left after a removal). */
  | { readonly type: 'other-table' };

export const FRESH_TABLE_FORM: TableForm = { draftName: null, nameError: null, removing: false };

export function changeTableForm(form: TableForm, action: TableFormAction): TableForm {
  switch (action.type) {
    case 'typed':
      return { ...form, draftName: action.text, nameError: action.error };
    case 'ask-remove':
      return { ...form, removing: true };
    case 'keep':
      return { ...form, removing: false };
    case 'other-table':
      return FRESH_TABLE_FORM;
  }
}
