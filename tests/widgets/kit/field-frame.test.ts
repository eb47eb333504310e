import { describe, expect, it } from 'vitest';
import { controlOf, describedBy, splitFrame, tokenList } from '../../../src/widgets/kit/FieldFrame';

describe('tokenList', () => {
  it('joins the tokens given with spaces, and is undefined when none is', () => {
    expect(tokenList('field', undefined, 'field-long')).toBe('field field-long');
    expect(tokenList(null, false, '')).toBeUndefined();
  });
});

describe('describedBy', () => {
  it('points at the hint and the error that show, in that order', () => {
    expect(describedBy('hp', 'Up to 6.', 'Type a number.')).toBe('hp-hint hp-error');
    expect(describedBy('hp', null, 'Type a number.')).toBe('hp-error');
    expect(describedBy('hp', undefined, null)).toBeUndefined();
  });
});

describe('splitFrame', () => {
  it('parts the frame’s props from the control’s', () => {
    const { frame, rest } = splitFrame({
      id: 'hp',
      label: 'HP',
      error: null,
      hint: 'Up to 6.',
      fieldClass: 'wide',
      text: '3',
      inputMode: 'numeric',
    });
    expect(frame).toEqual({
      id: 'hp',
      label: 'HP',
      error: null,
      hint: 'Up to 6.',
      fieldClass: 'wide',
      hintClass: undefined,
    });
    expect(rest).toEqual({ text: '3', inputMode: 'numeric' });
  });
});

describe('controlOf', () => {
  it('gives the control its id, whether it is invalid, and what describes it', () => {
    expect(controlOf({ id: 'hp', label: 'HP', error: 'Type a number.' })).toEqual({
      id: 'hp',
      'aria-invalid': 'true',
      'aria-describedby': 'hp-error',
    });
    expect(controlOf({ id: 'hp', label: 'HP', hint: 'Up to 6.', error: null })).toEqual({
      id: 'hp',
      'aria-invalid': 'false',
      'aria-describedby': 'hp-hint',
    });
  });
});
