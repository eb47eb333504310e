import { describe, expect, it } from 'vitest';
import {
  CAST_ADD_FORM_START,
  CAST_KIND_OPTIONS,
  submitCastAddForm,
  typeCastName,
} from '../../../src/rules/locus/cast-add-form';

describe('CAST_KIND_OPTIONS', () => {
  it("offers a player's Character and a Director's Foil", () => {
    expect(CAST_KIND_OPTIONS.map((option) => option.label)).toEqual([
      "Character (a player's)",
      "Foil (the Director's)",
    ]);
  });
});

describe('typeCastName', () => {
  it('takes the name typed and drops the missing-name message', () => {
    const missing = submitCastAddForm(CAST_ADD_FORM_START, true).form;
    expect(typeCastName(missing, 'Ada')).toEqual({ ...CAST_ADD_FORM_START, name: 'Ada' });
  });
});

describe('submitCastAddForm', () => {
  it('refuses a blank name, saying so at the field', () => {
    const sent = submitCastAddForm(typeCastName(CAST_ADD_FORM_START, '   '), true);
    expect(sent.name).toBeNull();
    expect(sent.form.missingName).toBe('Give the new character a name.');
  });

  it('refuses a name that is taken and leaves the form as typed', () => {
    const form = typeCastName(CAST_ADD_FORM_START, 'Ada');
    expect(submitCastAddForm(form, false)).toEqual({ form, name: null });
  });

  it('gives the trimmed name and empties the form, keeping the kind', () => {
    const form = { ...typeCastName(CAST_ADD_FORM_START, ' Ben '), kind: 'foil' as const };
    expect(submitCastAddForm(form, true)).toEqual({
      form: { ...CAST_ADD_FORM_START, kind: 'foil' },
      name: 'Ben',
    });
  });
});
