/**
 * The sheet's "Swap two scores (once)" as one value: the two abilities picked and the refusal of
 * the last press, changed by one reducer, and the note under it in words. The swap itself is
 * `swapAbilities` (investigator.ts); this keeps what the form shows about it.
 */
import type { InvestigatorAbility } from './investigator';

export interface SwapForm {
  readonly a: InvestigatorAbility;
  readonly b: InvestigatorAbility;
  /** Why the last press did not swap, or null. */
  readonly refusal: string | null;
}

/** Either side of the swap, with its field's label. */
export const SWAP_SIDES = [
  ['a', 'Swap'],
  ['b', 'with'],
] as const;

/** One side picked, a press answered (null: swapped), or the swap allowed again. */
export type SwapFormAction =
  | {
      readonly type: 'picked';
      readonly side: (typeof SWAP_SIDES)[number][0];
      readonly ability: InvestigatorAbility;
    }
  | { readonly type: 'pressed'; readonly refusal: string | null }
  | { readonly type: 'allowed' };

/** The form as the sheet opens: STR with DEX, nothing said yet. */
export const NEW_SWAP_FORM: SwapForm = { a: 'str', b: 'dex', refusal: null };

export function swapFormReducer(form: SwapForm, action: SwapFormAction): SwapForm {
  switch (action.type) {
    case 'picked':
      return { ...form, [action.side]: action.ability };
    case 'pressed':
      return { ...form, refusal: action.refusal };
    case 'allowed':
      return { ...form, refusal: null };
  }
}

/** The note under the swap: the last refusal (an error), else whether the swap has been used. */
export function swapNote(
  form: SwapForm,
  swapped: boolean,
): { readonly text: string; readonly refused: boolean } {
  if (form.refusal) return { text: form.refusal, refused: true };
  return { text: swapped ? 'The swap has been used.' : 'Not used yet.', refused: false };
}
