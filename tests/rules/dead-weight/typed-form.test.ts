import { describe, expect, it } from 'vitest';
import { fail, succeed } from '../../../src/rules/result';
import {
  createDwTypedForm,
  findDwFormError,
  updateDwTypedForm,
} from '../../../src/rules/dead-weight/typed-form';

const empty = createDwTypedForm(['step', 'text'] as const);

describe('createDwTypedForm', () => {
  it('starts with every field empty and nothing refused', () => {
    expect(empty).toEqual({ texts: { step: '', text: '' }, problem: null });
  });
});

describe('updateDwTypedForm and findDwFormError', () => {
  const typed = updateDwTypedForm(
    updateDwTypedForm(empty, { type: 'type', field: 'step', text: '100' }),
    { type: 'type', field: 'text', text: 'Ghouls' },
  );

  it('keeps what is typed, and a refusal at the field it names until the next submit', () => {
    const refused = updateDwTypedForm(typed, {
      type: 'submitted',
      result: fail({ field: 'step', message: 'The step must be at most 99.' }),
    });
    expect(refused.texts).toEqual({ step: '100', text: 'Ghouls' });
    expect(findDwFormError(refused, 'step')).toBe('The step must be at most 99.');
    expect(findDwFormError(refused, 'text')).toBeNull();
    const retyped = updateDwTypedForm(refused, { type: 'type', field: 'step', text: '9' });
    expect(findDwFormError(retyped, 'step')).toBe('The step must be at most 99.');
  });

  it('shows a refusal that names no field at every field', () => {
    const place = createDwTypedForm(['location']);
    const refused = updateDwTypedForm(place, {
      type: 'submitted',
      result: fail({ message: 'Name the location.' }),
    });
    expect(findDwFormError(refused, 'location')).toBe('Name the location.');
  });

  it('empties the fields and the message once a submit is taken', () => {
    expect(updateDwTypedForm(typed, { type: 'submitted', result: succeed(1) })).toEqual(empty);
  });
});
