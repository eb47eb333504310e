import { describe, expect, it } from 'vitest';
import { applyChange } from './apply-change';
import { addInjury, createCharacter } from '../../../src/rules/locus/character';
import {
  addInjuryFromForm,
  describeInjuryRemoved,
  INJURY_FORM_START,
  injuryFormFields,
  viewDeathsDoor,
} from '../../../src/rules/locus/deaths-door-view';

const ada = addInjury(createCharacter('Ada'), 'major', 'Broken arm');

describe('viewDeathsDoor', () => {
  it('says how full the Door is and the floor the worst injury sets', () => {
    const view = viewDeathsDoor(ada);
    expect(view.name).toBe('Ada');
    expect(view.fill).toBe('3 of 27 segments filled, 24 left before death.');
    expect(view.dead).toBe(false);
    expect(view.floor).toBe('Every Check is at least Medium, from Broken arm (Major).');
    expect(view.graphic.label).toBe("Death's Door: 3 of 27 segments filled");
  });

  it('lists each injury with its line and name, and treats and removes it', () => {
    const [row] = viewDeathsDoor(ada).injuries;
    expect(row).toMatchObject({
      line: 'Broken arm (Major): 3 segments',
      name: 'Broken arm (Major)',
      treated: false,
    });
    expect(applyChange(ada, row!.treat(true)).injuries[0]?.treated).toBe(true);
    expect(applyChange(ada, row!.remove).injuries).toEqual([]);
  });

  it('says the character is dead once all 27 are filled', () => {
    const dead = ['grievous', 'grievous', 'grievous'].reduce(
      (character) => addInjury(character, 'grievous', ''),
      createCharacter('Cy'),
    );
    const view = viewDeathsDoor(dead);
    expect(view.dead).toBe(true);
    expect(view.fill).toBe('All 27 of 27 segments filled: Cy is dead.');
  });
});

describe('injuryFormFields', () => {
  it('offers the severity and the name, each making the form anew', () => {
    const [severity, name] = injuryFormFields(INJURY_FORM_START);
    expect([severity?.label, name?.label]).toEqual(['Severity', 'Injury name (optional)']);
    expect(severity?.change('major')).toEqual({ severity: 'major', name: '' });
    expect(name?.change('Cut')).toEqual({ severity: 'minor', name: 'Cut' });
  });
});

describe('addInjuryFromForm', () => {
  it('adds the injury with its name trimmed', () => {
    const cut = applyChange(
      createCharacter('Ada'),
      addInjuryFromForm({ severity: 'minor', name: '  Cut ' }),
    );
    expect(cut.injuries.map(({ name, severity }) => [name, severity])).toEqual([['Cut', 'minor']]);
  });
});

describe('describeInjuryRemoved', () => {
  it('names the injury and whose it was', () => {
    expect(describeInjuryRemoved({ name: '', severity: 'minor' }, 'Ada')).toBe(
      "Removed Unnamed Minor injury from Ada's injuries.",
    );
  });
});
