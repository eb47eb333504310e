import { describe, expect, it } from 'vitest';
import {
  NEW_SWAP_FORM,
  swapFormReducer,
  swapNote,
} from '../../../src/rules/eldritch-instinct/swap-form';

describe('swapFormReducer', () => {
  it('keeps each side as picked, the refusal of a press until the next, and clears it when allowed', () => {
    const picked = swapFormReducer(NEW_SWAP_FORM, { type: 'picked', side: 'b', ability: 'wil' });
    expect(picked).toEqual({ a: 'str', b: 'wil', refusal: null });
    const refused = swapFormReducer(picked, { type: 'pressed', refusal: 'Pick two.' });
    expect(refused.refusal).toBe('Pick two.');
    expect(swapFormReducer(refused, { type: 'pressed', refusal: null }).refusal).toBeNull();
    expect(swapFormReducer(refused, { type: 'allowed' })).toEqual(picked);
  });
});

describe('swapNote', () => {
  it('says the refusal as an error, else whether the swap has been used', () => {
    expect(swapNote({ ...NEW_SWAP_FORM, refusal: 'Pick two.' }, false)).toEqual({
      text: 'Pick two.',
      refused: true,
    });
    expect(swapNote(NEW_SWAP_FORM, true)).toEqual({
      text: 'The swap has been used.',
      refused: false,
    });
    expect(swapNote(NEW_SWAP_FORM, false)).toEqual({ text: 'Not used yet.', refused: false });
  });
});
