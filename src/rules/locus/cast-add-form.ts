/**
 * The Cast tracker's "Add to the Cast" form as one value: the name typed, the kind chosen, and the
 * message at the name field after Add was pressed with no name. What typing and Add do to it is
 * decided here, so the tracker only draws it; whether the name is free is Initiative's rule,
 * passed in.
 */
import type { CharacterKind } from './character';

export interface CastAddForm {
  readonly name: string;
  readonly kind: CharacterKind;
  /** Said at the name field after Add with no name (read out: it follows a press), until typing. */
  readonly missingName: string | null;
}

/** An empty form for a player's Character. */
export const CAST_ADD_FORM_START: CastAddForm = { name: '', kind: 'character', missingName: null };

/** The kinds a new Cast member can be. */
export const CAST_KIND_OPTIONS: readonly {
  readonly value: CharacterKind;
  readonly label: string;
}[] = [
  { value: 'character', label: "Character (a player's)" },
  { value: 'foil', label: "Foil (the Director's)" },
];

/** The form with a name typed: the message about a missing name goes. */
export function typeCastName(form: CastAddForm, name: string): CastAddForm {
  return { ...form, name, missingName: null };
}

/**
 * Add pressed: the trimmed name to add and an emptied form (the kind kept for the next one); or no
 * name, for a blank name (said at the field) or one that is taken (`nameFree` false, already said
 * there as it was typed), with the form as it should show.
 */
export function submitCastAddForm(
  form: CastAddForm,
  nameFree: boolean,
): { readonly form: CastAddForm; readonly name: string | null } {
  const name = form.name.trim();
  if (name === '')
    return { form: { ...form, missingName: 'Give the new character a name.' }, name: null };
  if (!nameFree) return { form, name: null };
  return { form: { ...CAST_ADD_FORM_START, kind: form.kind }, name };
}
