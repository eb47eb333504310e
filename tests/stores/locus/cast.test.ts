import { describe, expect, it } from 'vitest';
import {
  addInjury,
  addItem,
  createCast,
  editItemForm,
  ITEM_FORM_START,
  raiseCharacterStress,
  removeInjury,
} from '../../../src/rules/locus';
import {
  addAttackInjury,
  addItemFromForm,
  applyItemUse,
  calmStressOf,
  raiseStressOf,
  putInjuryBack,
  castRoster,
  $cast,
  $castNotice,
  addCharacter,
  findCharacter,
  LOCUS_CAST_KEY,
  replaceCast,
  updateCharacter,
  updateCharacterTracked,
} from '../../../src/stores/locus/cast';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $cast.set(createCast());
  $castNotice.set(undefined);
});

describe('addCharacter', () => {
  it('adds a character with an id from the name and saves the Cast', () => {
    const ada = addCharacter('Ada Lovelace');
    expect(ada.id).toBe('ada-lovelace');
    expect($cast.get().characters.map((character) => character.name)).toEqual(['Ada Lovelace']);
    expect(savedJson(LOCUS_CAST_KEY)).toMatchObject({
      version: 1,
      characters: [{ id: 'ada-lovelace', name: 'Ada Lovelace', kind: 'character' }],
    });
  });

  it('numbers the id when the name is taken, and adds Foils as Foils', () => {
    addCharacter('Ada');
    const second = addCharacter('Ada', 'foil');
    expect(second.id).not.toBe('ada');
    expect(findCharacter(second.id)?.kind).toBe('foil');
  });
});

describe('findCharacter', () => {
  it('finds nobody for an unknown or missing id', () => {
    addCharacter('Ada');
    expect(findCharacter('nobody')).toBeUndefined();
    expect(findCharacter(undefined)).toBeUndefined();
  });
});

describe('updateCharacter', () => {
  it('changes one character with a reducer and saves it', () => {
    const ada = addCharacter('Ada');
    const result = updateCharacter(ada.id, (character) => ({ ...character, name: 'Ada B.' }));
    expect(result.ok).toBe(true);
    expect(findCharacter(ada.id)?.name).toBe('Ada B.');
  });

  it('passes a refusal back and changes nothing', () => {
    const ada = addCharacter('Ada');
    const result = updateCharacter(ada.id, () => ({
      ok: false,
      error: { code: 'not-enough-willpower', message: 'Not enough Willpower.' },
    }));
    expect(result).toEqual({
      ok: false,
      error: { code: 'not-enough-willpower', message: 'Not enough Willpower.' },
    });
    expect(findCharacter(ada.id)?.name).toBe('Ada');
  });

  it('refuses a character no longer in the Cast', () => {
    const result = updateCharacter('gone', (character) => character);
    expect(result.ok).toBe(false);
  });
});

describe('removeCharacter and restoreCharacter', () => {
  it('removes a character and puts it back where it was on undo', () => {
    addCharacter('Ada');
    const bo = addCharacter('Bo');
    addCharacter('Cy');
    const removed = castRoster.remove(bo.id);
    expect($cast.get().characters.map((character) => character.name)).toEqual(['Ada', 'Cy']);
    castRoster.restore(removed!);
    expect($cast.get().characters.map((character) => character.name)).toEqual(['Ada', 'Bo', 'Cy']);
  });

  it('removes nothing for an unknown id, and does not restore a character twice', () => {
    const ada = addCharacter('Ada');
    expect(castRoster.remove('nobody')).toBeUndefined();
    castRoster.restore({ item: ada, index: 0 });
    expect($cast.get().characters).toHaveLength(1);
  });
});

describe('replaceCast', () => {
  it('replaces the whole Cast', () => {
    addCharacter('Ada');
    replaceCast(createCast());
    expect($cast.get().characters).toEqual([]);
  });
});

describe('$cast', () => {
  itSetsAsideUnreadableText(() => ({
    store: $cast,
    notice: $castNotice,
    key: LOCUS_CAST_KEY,
    initial: createCast(),
    wrongShape: '{"version":1,"characters":[{"id":3}]}',
    label: 'Cast',
  }));
});

describe('updateCharacterTracked', () => {
  const raise = (id: string) =>
    updateCharacterTracked(id, (current) => raiseCharacterStress(current).character);

  it("raises a failed Stress Check's Stress, tracked: the Undo puts the level back", () => {
    const ada = addCharacter('Ada');
    const raised = raise(ada.id);
    if (!raised.ok) throw new Error('the raise was refused');
    expect(raised.value.character.stress).toBe('tense');
    expect(findCharacter(ada.id)?.stress).toBe('tense');
    expect(castRoster.revert(raised.value.tracked!)?.stress).toBe('uneasy');
    expect(findCharacter(ada.id)?.stress).toBe('uneasy');
  });

  it('refuses the Undo once the sheet has changed since, keeping that change', () => {
    const ada = addCharacter('Ada');
    const raised = raise(ada.id);
    if (!raised.ok) throw new Error('the raise was refused');
    updateCharacter(ada.id, (current) => ({ ...current, willpower: current.willpower + 1 }));
    expect(castRoster.revert(raised.value.tracked!)).toBeUndefined();
    expect(findCharacter(ada.id)?.stress).toBe('tense');
  });

  it('tracks nothing when the change left the sheet as it was (already Stressed)', () => {
    const ada = addCharacter('Ada');
    updateCharacter(ada.id, (current) => ({ ...current, stress: 'stressed' }));
    expect(raise(ada.id)).toMatchObject({ ok: true, value: { tracked: undefined } });
  });

  it('refuses someone no longer in the Cast', () => {
    expect(raise('nobody')).toMatchObject({ ok: false, error: { code: 'unknown-character' } });
  });
});

describe('addAttackInjury', () => {
  it("adds the injury under the attacker's name, tracked for an Undo", () => {
    const ada = addCharacter('Ada');
    const added = addAttackInjury(ada.id, 'major', 'the Warden');
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.value.character.injuries).toMatchObject([
      { severity: 'major', name: 'Attack by the Warden' },
    ]);
    expect(findCharacter(ada.id)?.injuries).toHaveLength(1);
    expect(castRoster.revert(added.value.tracked!)?.injuries).toEqual([]);
    expect(findCharacter(ada.id)?.injuries).toEqual([]);
  });

  it('refuses someone no longer in the Cast', () => {
    expect(addAttackInjury('nobody', 'minor', 'the Warden')).toMatchObject({
      ok: false,
      error: { code: 'unknown-character', message: 'That character is no longer in the Cast.' },
    });
  });
});

describe('putInjuryBack', () => {
  it('puts a removed injury back at its place and gives it as it is back', () => {
    const ada = addCharacter('Ada');
    updateCharacter(ada.id, (current) =>
      addInjury(addInjury(current, 'minor', 'Cut'), 'major', 'Burn'),
    );
    const [cut, burn] = findCharacter(ada.id)!.injuries;
    updateCharacter(ada.id, (current) => removeInjury(current, cut!.id));
    expect(putInjuryBack(ada.id, cut!, 0)).toEqual({ ok: true, value: cut });
    expect(findCharacter(ada.id)?.injuries).toEqual([cut, burn]);
  });

  it('gives the injury under its new id when another injury took its id meanwhile', () => {
    const ada = addCharacter('Ada');
    updateCharacter(ada.id, (current) => addInjury(current, 'minor', 'Cut'));
    const cut = findCharacter(ada.id)!.injuries[0]!;
    updateCharacter(ada.id, (current) => removeInjury(current, cut.id));
    updateCharacter(ada.id, (current) => addInjury(current, 'grievous', 'Fall'));
    const fall = findCharacter(ada.id)!.injuries[0]!;
    const back = putInjuryBack(ada.id, { ...cut, id: fall.id }, 5);
    expect(back.ok && back.value.id).not.toBe(fall.id);
    expect(findCharacter(ada.id)?.injuries).toEqual([fall, back.ok ? back.value : undefined]);
  });

  it('refuses an injury that is back already, and someone no longer in the Cast', () => {
    const ada = addCharacter('Ada');
    updateCharacter(ada.id, (current) => addInjury(current, 'minor', 'Cut'));
    const cut = findCharacter(ada.id)!.injuries[0]!;
    expect(putInjuryBack(ada.id, cut, 0)).toMatchObject({
      ok: false,
      error: { code: 'already-restored', message: 'That injury is back already.' },
    });
    expect(putInjuryBack('nobody', cut, 0)).toMatchObject({
      ok: false,
      error: { code: 'unknown-character' },
    });
  });
});

describe('applyItemUse', () => {
  it('uses the Item on the sheet and says what the use did', () => {
    const ada = addCharacter('Ada');
    const given = updateCharacter(ada.id, (current) =>
      addItem(current, { name: 'Lantern', durabilityBoxes: 1 }),
    );
    const itemId = given.ok ? (given.value.items[0]?.id ?? '') : '';
    expect(applyItemUse(ada.id, itemId)).toEqual({
      ok: true,
      value: 'Lantern: one Durability box used (1 of 1).',
    });
    expect(findCharacter(ada.id)?.items[0]?.durabilityUsed).toBe(1);
    expect(applyItemUse(ada.id, itemId)).toMatchObject({
      ok: true,
      value: expect.stringContaining('Damaged box is filled'),
    });
  });

  it("passes on the rules' refusal", () => {
    const ada = addCharacter('Ada');
    expect(applyItemUse(ada.id, 'no-such-item')).toMatchObject({ ok: false });
  });
});

describe('raiseStressOf', () => {
  it('raises Stress one level on the sheet, stopping at Stressed', () => {
    const ada = addCharacter('Ada');
    expect(raiseStressOf(ada.id)).toEqual({
      ok: true,
      value: 'Failed Stress Check: Ada is one level more stressed.',
    });
    expect(findCharacter(ada.id)?.stress).toBe('tense');
    raiseStressOf(ada.id);
    expect(raiseStressOf(ada.id)).toMatchObject({
      ok: true,
      value: expect.stringContaining('already Stressed'),
    });
    expect(findCharacter(ada.id)?.stress).toBe('stressed');
  });

  it('refuses someone no longer in the Cast', () => {
    expect(raiseStressOf('nobody')).toMatchObject({
      ok: false,
      error: { code: 'unknown-character' },
    });
  });
});

describe('calmStressOf', () => {
  it('calms one level, or rests straight to Uneasy with the WP it gives', () => {
    const ada = addCharacter('Ada');
    updateCharacter(ada.id, (current) => ({ ...current, stress: 'stressed' }));
    expect(calmStressOf(ada.id, false)).toEqual({ ok: true, value: 'Ada calms down.' });
    expect(findCharacter(ada.id)?.stress).toBe('tense');
    const before = findCharacter(ada.id)!.willpower;
    expect(calmStressOf(ada.id, true)).toMatchObject({
      ok: true,
      value: expect.stringMatching(/^Ada calms down to Uneasy and gains \d+ WP\.$/),
    });
    expect(findCharacter(ada.id)?.stress).toBe('uneasy');
    expect(findCharacter(ada.id)!.willpower).toBeGreaterThan(before);
    expect(calmStressOf(ada.id, false)).toEqual({
      ok: true,
      value: 'Ada is already Uneasy, the calmest level.',
    });
  });
});

describe('addItemFromForm', () => {
  it('refuses a form with no name or Character, marking its fields, and changes no sheet', () => {
    const ada = addCharacter('Ada');
    const sent = addItemFromForm(ITEM_FORM_START);
    expect(sent.added).toEqual({
      ok: false,
      error: { message: 'The Item has no name; no Character is chosen.' },
    });
    expect(sent.form.nameError).toBe('Give the Item a name.');
    expect(findCharacter(ada.id)?.items).toEqual([]);
  });

  it('puts the Item on the chosen Character’s sheet and says so', () => {
    const ada = addCharacter('Ada');
    const form = editItemForm(ITEM_FORM_START, { name: 'Lantern', characterId: ada.id });
    expect(addItemFromForm(form).added).toEqual({
      ok: true,
      value:
        "Lantern (an Average Item, 1 of 5 points) is now Item 1 on Ada's sheet in the Cast tracker.",
    });
    expect(findCharacter(ada.id)?.items.map((item) => item.name)).toEqual(['Lantern']);
  });

  it('refuses a Foil, who holds no Items of the creator', () => {
    const foil = addCharacter('Ben', 'foil');
    const form = editItemForm(ITEM_FORM_START, { name: 'Lantern', characterId: foil.id });
    expect(addItemFromForm(form).added.ok).toBe(false);
  });
});
