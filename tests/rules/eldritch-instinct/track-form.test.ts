import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRACK_FORM,
  trackFormErrors,
  trackFormReducer,
  trackRefusalField,
} from '../../../src/rules/eldritch-instinct/track-form';

describe('trackFormReducer', () => {
  it('keeps the name and the WIL as typed', () => {
    const named = trackFormReducer(EMPTY_TRACK_FORM, { type: 'typed', field: 'name', text: 'Ada' });
    expect(trackFormReducer(named, { type: 'typed', field: 'wil', text: '55' })).toEqual({
      name: 'Ada',
      wil: '55',
      refusal: {},
    });
  });

  it('keeps a refusal until the WIL is typed anew, which drops its message at the WIL only', () => {
    const refused = trackFormReducer(EMPTY_TRACK_FORM, {
      type: 'refused',
      refusal: { name: 'Enter the investigator’s name.', wil: 'Enter WIL.' },
    });
    const retyped = trackFormReducer(refused, { type: 'typed', field: 'wil', text: '5' });
    expect(trackFormErrors(retyped)).toEqual({
      name: 'Enter the investigator’s name.',
      wil: null,
    });
  });

  it('empties the form once the investigator is tracked', () => {
    const typed = { name: 'Ada', wil: '55', refusal: { name: 'Ada is already tracked.' } };
    expect(trackFormReducer(typed, { type: 'tracked' })).toEqual(EMPTY_TRACK_FORM);
  });
});

describe('trackFormErrors', () => {
  it('says what is wrong with the WIL as it is typed, and nothing for an empty one', () => {
    expect(trackFormErrors(EMPTY_TRACK_FORM)).toEqual({ name: null, wil: null });
    expect(trackFormErrors({ ...EMPTY_TRACK_FORM, wil: 'abc' }).wil).toBe(
      '“abc” is not a number: WIL is a whole number from 1 to 120.',
    );
  });
});

describe('trackRefusalField', () => {
  it('sends the focus to the name first, else the WIL, and nowhere when the tracker is full', () => {
    expect(trackRefusalField({ name: 'x', wil: 'y' })).toBe('name');
    expect(trackRefusalField({ wil: 'y' })).toBe('wil');
    expect(
      trackRefusalField({ name: 'The tracker holds 12 investigators', full: true }),
    ).toBeNull();
  });
});
