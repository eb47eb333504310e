import { describe, expect, it } from 'vitest';
import {
  INITIATIVE_FORM_START,
  initiativeFieldErrors,
  newInitiativeState,
  updateInitiativeForm,
  type InitiativeForm,
} from '../../../src/rules/locus';

const shade = { id: 'extra:1', name: 'Shade', carelessness: 0, kind: 'monster' as const };
const removal = { removed: { entity: shade, index: 0 }, place: 2 };
const cleared = { ...newInitiativeState(), added: [shade], nextNumber: 2 };
/** A name refused and both Undos offered. */
const busy: InitiativeForm = { nameTried: true, removed: removal, cleared };

describe('updateInitiativeForm', () => {
  it('starts with nothing refused and no Undo', () => {
    expect(INITIATIVE_FORM_START).toEqual({ nameTried: false, removed: null, cleared: null });
  });

  it('shows every problem of the name once Add is refused, and keeps both Undos', () => {
    const form = { ...busy, nameTried: false };
    expect(updateInitiativeForm(form, { type: 'add-refused' })).toEqual(busy);
  });

  it('ends the refusal and both Undos on an addition or a roll', () => {
    expect(updateInitiativeForm(busy, { type: 'added' })).toEqual(INITIATIVE_FORM_START);
    expect(updateInitiativeForm(busy, { type: 'rolled' })).toEqual(INITIATIVE_FORM_START);
  });

  it('offers the removal’s Undo in place of the new Conflict’s', () => {
    expect(updateInitiativeForm(busy, { type: 'removed', removal })).toEqual({
      nameTried: false,
      removed: removal,
      cleared: null,
    });
    expect(updateInitiativeForm(busy, { type: 'removed', removal: null }).removed).toBeNull();
  });

  it('offers the new Conflict’s Undo in place of the removal’s', () => {
    expect(updateInitiativeForm(busy, { type: 'new-conflict', cleared })).toEqual({
      nameTried: false,
      removed: null,
      cleared,
    });
  });

  it('takes away an Undo once pressed, leaving the rest', () => {
    expect(updateInitiativeForm(busy, { type: 'undo-remove' })).toEqual({
      ...busy,
      removed: null,
    });
    expect(updateInitiativeForm(busy, { type: 'undo-new-conflict' })).toEqual({
      nameTried: false,
      removed: removal,
      cleared: null,
    });
  });

  it('ends only the refusal when a roll finds nobody', () => {
    expect(updateInitiativeForm(busy, { type: 'roll-refused' })).toEqual({
      ...busy,
      nameTried: false,
    });
  });

  it('ends the refusal and the removal’s Undo when a Cast member goes in or out', () => {
    expect(updateInitiativeForm(busy, { type: 'cast-toggled' })).toEqual({
      nameTried: false,
      removed: null,
      cleared,
    });
  });
});

describe('initiativeFieldErrors', () => {
  const taken = { cast: ['Ada'], added: ['Shade'] };

  it('keeps an empty name quiet until Add is refused for it', () => {
    const fields = { name: '  ', carelessness: '0' };
    expect(initiativeFieldErrors(fields, taken, { nameTried: false })).toEqual({
      name: null,
      carelessness: null,
    });
    expect(initiativeFieldErrors(fields, taken, { nameTried: true }).name).toBe(
      'Enter a name for the Monster or Foil.',
    );
  });

  it('says a name already taken as it is typed', () => {
    expect(
      initiativeFieldErrors({ name: 'ada', carelessness: '0' }, taken, { nameTried: false }).name,
    ).toBe(
      '“Ada” is already in the Cast. Give this one a different name, such as “Ada 2”, so the order says who is who.',
    );
  });

  it('says a Carelessness outside 0-5 at once', () => {
    expect(
      initiativeFieldErrors({ name: 'Warden', carelessness: '6' }, taken, { nameTried: false }),
    ).toEqual({ name: null, carelessness: 'The Carelessness must be at most 5.' });
  });
});
