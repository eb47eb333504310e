/**
 * What the Initiative tool holds beside the saved Conflict, changed together by its actions:
 * whether the last press of Add was refused for its name (then every problem of the name shows;
 * before, only a name already taken), the Monster or Foil last removed and the Conflict "Start a
 * new Conflict" cleared, each kept for its Undo. The refused name answers that press of Add alone:
 * any other action ends it, so "Enter a name" is not left under a field nobody is filling in.
 */
import { parseCarelessnessText } from './check-inputs';
import {
  readInitiativeName,
  type InitiativeState,
  type RemovedInitiativeEntity,
  type TakenInitiativeNames,
} from './initiative';

/** A Monster or Foil removed, with its place in the order then, for its Undo. */
export interface InitiativeRemoval {
  readonly removed: RemovedInitiativeEntity;
  readonly place: number | null;
}

export interface InitiativeForm {
  readonly nameTried: boolean;
  readonly removed: InitiativeRemoval | null;
  readonly cleared: InitiativeState | null;
}

export const INITIATIVE_FORM_START: InitiativeForm = {
  nameTried: false,
  removed: null,
  cleared: null,
};

export type InitiativeFormEvent =
  /** Add was pressed and the name refused (at the field, or by the store meanwhile). */
  | { readonly type: 'add-refused' }
  | { readonly type: 'added' }
  | { readonly type: 'removed'; readonly removal: InitiativeRemoval | null }
  /** The removal's Undo was pressed (put back, or refused). */
  | { readonly type: 'undo-remove' }
  | { readonly type: 'new-conflict'; readonly cleared: InitiativeState }
  | { readonly type: 'undo-new-conflict' }
  /** A roll was asked for with nobody in the Conflict. */
  | { readonly type: 'roll-refused' }
  | { readonly type: 'rolled' }
  | { readonly type: 'cast-toggled' };

/**
 * The form after an event. Each Undo stays offered until something else changes the Conflict:
 * an addition or a roll ends both, a removal or a Cast member in or out ends the removal's.
 */
export function updateInitiativeForm(
  form: InitiativeForm,
  event: InitiativeFormEvent,
): InitiativeForm {
  switch (event.type) {
    case 'add-refused':
      return { ...form, nameTried: true };
    case 'added':
    case 'rolled':
      return INITIATIVE_FORM_START;
    case 'removed':
      return { nameTried: false, removed: event.removal, cleared: null };
    case 'undo-remove':
      return { ...form, removed: null };
    case 'new-conflict':
      return { nameTried: false, removed: null, cleared: event.cleared };
    case 'undo-new-conflict':
      return { ...form, nameTried: false, cleared: null };
    case 'roll-refused':
      return { ...form, nameTried: false };
    case 'cast-toggled':
      return { ...form, nameTried: false, removed: null };
  }
}

/**
 * The problems shown at the Add fields as they are typed: the Carelessness's always, the name's
 * only once Add was refused for it (`form.nameTried`), except a name already `taken`, shown as typed.
 */
export function initiativeFieldErrors(
  fields: { readonly name: string; readonly carelessness: string },
  taken: TakenInitiativeNames,
  form: Pick<InitiativeForm, 'nameTried'>,
): { readonly name: string | null; readonly carelessness: string | null } {
  const name = readInitiativeName(fields.name, taken);
  const carelessness = parseCarelessnessText(fields.carelessness);
  return {
    name:
      !name.ok && (form.nameTried || name.error.code === 'duplicate-name')
        ? name.error.message
        : null,
    carelessness: carelessness.ok ? null : carelessness.error.message,
  };
}
