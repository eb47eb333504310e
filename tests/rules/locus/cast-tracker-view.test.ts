import { describe, expect, it } from 'vitest';
import { createCast } from '../../../src/rules/locus/cast';
import { CAST_ADD_FORM_START } from '../../../src/rules/locus/cast-add-form';
import { createCharacter } from '../../../src/rules/locus/character';
import { describeLeftCast, viewCastTracker } from '../../../src/rules/locus/cast-tracker-view';

const ada = createCharacter('Ada');
const ghoul = createCharacter('Ghoul', { kind: 'foil' });
const cast = { ...createCast(), characters: [ada, ghoul] };
const free = { ok: true as const, value: '' };

describe('viewCastTracker', () => {
  it('lists each member by name with their state, and shows the first sheet until one is chosen', () => {
    const view = viewCastTracker(cast, null, CAST_ADD_FORM_START, free);
    expect(view.listLabel).toBe('The Cast (2): choose whose sheet to show');
    expect(view.picks).toEqual([
      { id: 'ada', name: 'Ada', summary: "Character · 5 WP · Uneasy · Death's Door 0/27" },
      { id: 'ghoul', name: 'Ghoul', summary: "Foil · 5 WP · Uneasy · Death's Door 0/27" },
    ]);
    expect(view.selected).toBe(ada);
  });

  it('shows the sheet remembered, and the first when that member has left', () => {
    expect(viewCastTracker(cast, 'ghoul', CAST_ADD_FORM_START, free).selected).toBe(ghoul);
    expect(viewCastTracker(cast, 'cy', CAST_ADD_FORM_START, free).selected).toBe(ada);
  });

  it('reads out a missing name found on Add, and shows a name taken as it is typed', () => {
    const missing = { ...CAST_ADD_FORM_START, missingName: 'Give the new character a name.' };
    expect(viewCastTracker(cast, null, missing, free).addFields[0]).toMatchObject({
      key: 'new-name',
      error: 'Give the new character a name.',
      alert: true,
    });
    const taken = {
      ok: false as const,
      error: { code: 'duplicate-name', message: 'Ada is taken.' },
    };
    expect(viewCastTracker(cast, null, CAST_ADD_FORM_START, taken).addFields[0]).toMatchObject({
      error: 'Ada is taken.',
      alert: false,
    });
  });

  it('types the name, clearing a missing name’s message, and chooses the kind', () => {
    const missing = { ...CAST_ADD_FORM_START, missingName: 'Give the new character a name.' };
    const [name, kind] = viewCastTracker(cast, null, missing, free).addFields;
    expect(name?.change('Cy')(missing)).toEqual({ ...missing, name: 'Cy', missingName: null });
    expect(kind?.change('foil')(CAST_ADD_FORM_START).kind).toBe('foil');
  });
});

describe('describeLeftCast', () => {
  it('names the member removed, or calls them Unnamed', () => {
    expect(describeLeftCast(ada)).toBe('Ada was removed from the Cast.');
    expect(describeLeftCast({ name: ' ' })).toBe('Unnamed was removed from the Cast.');
  });
});
