/**
 * The Sanity tracker's "Track investigator" form as one value: the name and WIL as typed and the
 * refusal of the last press, changed by one reducer. A WIL typed anew drops the refusal's message
 * at that field (the typed text is then checked as it is typed); a refusal sends the focus to the
 * field at fault, the name first, and nowhere when the tracker is full.
 */
import { typedWilError } from './sanity';

/** Why a new investigator was not tracked: at their fields, or (`full`) the tracker holds no more. */
export interface TrackRefusal {
  readonly name?: string;
  readonly wil?: string;
  readonly full?: boolean;
}

export interface TrackForm {
  readonly name: string;
  readonly wil: string;
  readonly refusal: TrackRefusal;
}

/** Text typed in one of the two fields, a refusal of the press, or the investigator tracked. */
export type TrackFormAction =
  | { readonly type: 'typed'; readonly field: 'name' | 'wil'; readonly text: string }
  | { readonly type: 'refused'; readonly refusal: TrackRefusal }
  | { readonly type: 'tracked' };

/** The form empty, as it opens and once an investigator is tracked. */
export const EMPTY_TRACK_FORM: TrackForm = { name: '', wil: '', refusal: {} };

export function trackFormReducer(form: TrackForm, action: TrackFormAction): TrackForm {
  switch (action.type) {
    case 'typed':
      return action.field === 'name'
        ? { ...form, name: action.text }
        : { ...form, wil: action.text, refusal: { ...form.refusal, wil: undefined } };
    case 'refused':
      return { ...form, refusal: action.refusal };
    case 'tracked':
      return EMPTY_TRACK_FORM;
  }
}

/** The messages at the form's two fields: the last refusal's, else what is wrong with the WIL typed. */
export function trackFormErrors(form: TrackForm): {
  readonly name: string | null;
  readonly wil: string | null;
} {
  return { name: form.refusal.name ?? null, wil: form.refusal.wil ?? typedWilError(form.wil) };
}

/** The field a refusal sends the focus to: the name's, else the WIL's; none when the tracker is full. */
export function trackRefusalField(refusal: TrackRefusal): 'name' | 'wil' | null {
  if (refusal.full) return null;
  return refusal.name ? 'name' : 'wil';
}
