/**
 * The party tracker's add form, changed only by `stepNewCairnMemberForm`: the kind chosen, the
 * fields as typed, and whether an add was tried. A field's problem shows only once an add was
 * tried (not while the reader is still typing the first time); after a member is added the name
 * empties for the next one, the scores stay for a party rolled alike, and the problems go.
 */
import {
  CAIRN_NAME_LIMIT,
  CAIRN_NEW_MEMBER_NUMBERS,
  CAIRN_NEW_MEMBER_TEXTS,
  parseNewCairnMember,
  type NewCairnMember,
  type NewCairnMemberField,
  type NewCairnMemberReading,
} from './character';

export interface NewCairnMemberForm {
  readonly kind: NewCairnMember['kind'];
  readonly texts: Readonly<Record<NewCairnMemberField, string>>;
  readonly tried: boolean;
}

export type NewCairnMemberFormAction =
  | { readonly kind: 'kind'; readonly value: NewCairnMember['kind'] }
  | { readonly kind: 'text'; readonly field: NewCairnMemberField; readonly text: string }
  /** An add was tried: the fields' problems show from now on. */
  | { readonly kind: 'tried' }
  /** A member was added: the name empties and the problems go. */
  | { readonly kind: 'added' };

/** The form as it opens: a character, the first texts, nothing tried. */
export const CAIRN_NEW_MEMBER_FORM_START: NewCairnMemberForm = {
  kind: 'character',
  texts: CAIRN_NEW_MEMBER_TEXTS,
  tried: false,
};

/** The form after `action`. */
export function stepNewCairnMemberForm(
  form: NewCairnMemberForm,
  action: NewCairnMemberFormAction,
): NewCairnMemberForm {
  switch (action.kind) {
    case 'kind':
      return { ...form, kind: action.value };
    case 'text':
      return { ...form, texts: { ...form.texts, [action.field]: action.text } };
    case 'tried':
      return { ...form, tried: true };
    case 'added':
      return { ...form, texts: { ...form.texts, name: '' }, tried: false };
  }
}

/**
 * The form read: the member it would add (or why not), each field's problem to show now, the
 * name's length limit and the number fields with their labels and hints.
 */
export function viewNewCairnMemberForm(form: NewCairnMemberForm): {
  readonly parsed: NewCairnMemberReading;
  readonly errors: Partial<Record<NewCairnMemberField, string>>;
  readonly nameLimit: number;
  readonly numbers: typeof CAIRN_NEW_MEMBER_NUMBERS;
} {
  const parsed = parseNewCairnMember(form.kind, form.texts);
  return {
    parsed,
    errors: form.tried && !parsed.ok ? parsed.error.fields : {},
    nameLimit: CAIRN_NAME_LIMIT,
    numbers: CAIRN_NEW_MEMBER_NUMBERS,
  };
}
