import { describe, expect, it } from 'vitest';
import { createCast, newInitiativeState, rollInitiative } from '../../../src/rules/locus';
import { createScriptedRng } from '../../../src/rules/dice';
import { $cast, addCharacter, updateCharacter } from '../../../src/stores/locus/cast';
import {
  $conflictView,
  $initiative,
  $initiativeNotice,
  addToConflict,
  addTypedToConflict,
  checkCastNameFree,
  includeCastMember,
  LOCUS_INITIATIVE_KEY,
  removeFromConflict,
  renameCastMember,
  restoreConflict,
  restoreToConflict,
  rollConflict,
  saveInitiativeOrder,
  startNewConflict,
} from '../../../src/stores/locus/initiative';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $cast.set(createCast());
  $initiative.set(newInitiativeState());
  $initiativeNotice.set(undefined);
});

describe('addToConflict', () => {
  it('saves the Monster added, so a reload keeps it', () => {
    const added = addToConflict('The Hollow', 'monster', 1);
    expect(added.ok).toBe(true);
    expect(savedJson(LOCUS_INITIATIVE_KEY)).toEqual({
      version: 1,
      added: [{ id: 'extra:1', name: 'The Hollow', carelessness: 1, kind: 'monster' }],
      excluded: [],
      order: null,
      nextNumber: 2,
    });
  });

  it('refuses the name of a Cast member in any case, and saves nothing', () => {
    addCharacter('Ada');
    expect(addToConflict('ADA', 'foil', 0)).toMatchObject({
      ok: false,
      error: { code: 'duplicate-name', message: /^“Ada” is already in the Cast\./ },
    });
    expect($initiative.get().added).toEqual([]);
  });
});

describe('removeFromConflict and includeCastMember', () => {
  it('remove an added Monster and leave a Cast member out, and save both', () => {
    addToConflict('The Hollow', 'monster', 0);
    addToConflict('Vera', 'foil', 2);
    removeFromConflict('extra:1');
    includeCastMember('cast:ada', false);
    expect(savedJson(LOCUS_INITIATIVE_KEY)).toMatchObject({
      added: [{ id: 'extra:2', name: 'Vera' }],
      excluded: ['cast:ada'],
    });
  });
});

describe('restoreToConflict', () => {
  it('puts a removed Monster back at its place in the list and in the rolled order', () => {
    addToConflict('The Hollow', 'monster', 0);
    addToConflict('Vera', 'foil', 2);
    const entities = $conflictView.get().entities;
    saveInitiativeOrder(rollInitiative(entities, createScriptedRng([6, 6, 6, 1, 1, 1])));
    const gone = removeFromConflict('extra:1');
    expect(gone).toMatchObject({ removed: { index: 0 }, place: 1 });
    expect($conflictView.get().shown?.order.entries.map((entry) => entry.entity.name)).toEqual([
      'Vera',
    ]);
    expect(restoreToConflict(gone!.removed)).toEqual({ ok: true, value: 1 });
    expect($initiative.get().added.map((entity) => entity.name)).toEqual(['The Hollow', 'Vera']);
    expect($conflictView.get().shown?.order.entries.map((entry) => entry.entity.name)).toEqual([
      'The Hollow',
      'Vera',
    ]);
    expect(restoreToConflict(gone!.removed)).toMatchObject({
      ok: false,
      error: { code: 'already-back' },
    });
    expect(removeFromConflict('gone')).toBeUndefined();
  });

  it('says it must be rolled for after a new roll, and refuses a name taken meanwhile', () => {
    addToConflict('The Hollow', 'monster', 0);
    const gone = removeFromConflict('extra:1')!;
    expect(gone.place).toBeNull();
    addToConflict('Vera', 'foil', 2);
    saveInitiativeOrder(rollInitiative($conflictView.get().entities, createScriptedRng([3, 3, 3])));
    expect(restoreToConflict(gone.removed)).toEqual({ ok: true, value: null });
    expect($conflictView.get().shown?.notRolled.map((entity) => entity.name)).toEqual([
      'The Hollow',
    ]);

    const again = removeFromConflict('extra:1')!;
    addToConflict('the hollow', 'monster', 1);
    expect(restoreToConflict(again.removed)).toMatchObject({
      ok: false,
      error: { code: 'duplicate-name' },
    });
  });
});

describe('saveInitiativeOrder, startNewConflict and restoreConflict', () => {
  it('keep the rolled order until a new Conflict, and Undo puts the old one back', () => {
    const added = addToConflict('The Hollow', 'monster', 0);
    if (!added.ok) throw new Error(added.error.message);
    const order = rollInitiative([added.value.added], createScriptedRng([1, 2, 3]));
    saveInitiativeOrder(order);
    expect(savedJson(LOCUS_INITIATIVE_KEY)).toMatchObject({
      order: JSON.parse(JSON.stringify(order)),
    });
    const previous = startNewConflict();
    expect($initiative.get()).toEqual(newInitiativeState());
    restoreConflict(previous);
    expect($initiative.get().order).toEqual(order);
    expect($initiative.get().added.map((entity) => entity.name)).toEqual(['The Hollow']);
  });
});

describe('addTypedToConflict', () => {
  it('adds from the typed text, reading the Carelessness', () => {
    const added = addTypedToConflict(' The Hollow ', 'monster', '2');
    expect(added).toMatchObject({ ok: true, value: { added: { name: 'The Hollow' } } });
    expect($initiative.get().added).toMatchObject([{ name: 'The Hollow', carelessness: 2 }]);
  });

  it('refuses at the name first, then at the Carelessness, changing nothing', () => {
    expect(addTypedToConflict('', 'monster', 'x')).toMatchObject({
      ok: false,
      error: { field: 'name', message: 'Enter a name for the Monster or Foil.' },
    });
    expect(addTypedToConflict('The Hollow', 'monster', '9')).toMatchObject({
      ok: false,
      error: { field: 'carelessness', message: expect.stringContaining('Carelessness') },
    });
    expect($initiative.get().added).toEqual([]);
  });

  it('refuses a name already in the Cast or the Conflict at the name', () => {
    addCharacter('Ada');
    addTypedToConflict('The Hollow', 'monster', '0');
    for (const taken of ['ada', 'the hollow'])
      expect(addTypedToConflict(taken, 'foil', '1')).toMatchObject({
        ok: false,
        error: { field: 'name', code: 'duplicate-name' },
      });
  });
});

describe('rollConflict', () => {
  it('rolls everyone in the Conflict and saves the order', () => {
    addCharacter('Ada');
    addToConflict('The Hollow', 'monster', 0);
    const rolled = rollConflict(createScriptedRng([1, 1, 1, 6, 6, 6]));
    if (!rolled.ok) throw new Error(rolled.error.message);
    expect(rolled.value.entities.map((entity) => entity.name)).toEqual(['Ada', 'The Hollow']);
    expect(rolled.value.order.entries.map((entry) => entry.entity.name)).toEqual([
      'The Hollow',
      'Ada',
    ]);
    expect($initiative.get().order).toEqual(rolled.value.order);
  });

  it('refuses with nobody in the Conflict, saving no order', () => {
    expect(rollConflict(createScriptedRng([1, 1, 1]))).toEqual({
      ok: false,
      error: {
        code: 'nobody',
        message: 'Nobody is in the Conflict yet: include a Cast member or add a Monster or Foil.',
      },
    });
    expect($initiative.get().order).toBeNull();
  });
});

describe('$conflictView', () => {
  it('shows the rolled order under the Cast’s names as they are now, and marks it stale when a Carelessness changes', () => {
    const ada = addCharacter('Ada');
    saveInitiativeOrder(rollInitiative($conflictView.get().entities, createScriptedRng([6, 6, 6])));
    updateCharacter(ada.id, (character) => ({ ...character, name: 'Ada Lind' }));
    const renamed = $conflictView.get().shown;
    expect(renamed?.order.entries.map((entry) => entry.entity.name)).toEqual(['Ada Lind']);
    expect(renamed?.staleNote).toBeNull();
    // What was saved is the roll as it was: the names shown are read anew, not written back.
    expect($initiative.get().order?.entries[0]?.entity.name).toBe('Ada');

    updateCharacter(ada.id, (character) => ({
      ...character,
      attributes: { ...character.attributes, carelessness: 5 },
    }));
    expect($conflictView.get().shown?.staleNote).toMatch(
      /^Rolled before a change in the Cast: Ada Lind’s Carelessness is now 5 \(\d in this roll\)\./,
    );
  });
});

describe('checkCastNameFree', () => {
  it('refuses a new Cast member the name of a Monster added to the Conflict, in any case', () => {
    addToConflict('Shade', 'monster', 0);
    expect(checkCastNameFree(' SHADE')).toMatchObject({
      ok: false,
      error: {
        code: 'duplicate-name',
        message: /^“Shade” is already in the Conflict \(added in Initiative\)\. /,
      },
    });
    expect(checkCastNameFree('Shade 2')).toMatchObject({ ok: true });
  });

  it('refuses a new Cast member the name of another, in the Conflict or left out', () => {
    addCharacter('Ada');
    includeCastMember('cast:ada', false);
    expect(checkCastNameFree('ada ')).toMatchObject({
      ok: false,
      error: {
        code: 'duplicate-name',
        message:
          '“Ada” is already in the Cast. Give this one a different name, such as “Ada 2”, so the order says who is who.',
      },
    });
  });

  it('lets a Cast member keep their own name, in another case', () => {
    addCharacter('Ada');
    expect(checkCastNameFree('ADA', $conflictView.get(), 'ada')).toMatchObject({ ok: true });
  });
});

describe('renameCastMember', () => {
  it('saves a name nobody else in the Conflict has', () => {
    addCharacter('Ada');
    expect(renameCastMember('ada', 'Ada Lind')).toMatchObject({ ok: true });
    expect($cast.get().characters[0]?.name).toBe('Ada Lind');
  });

  it('refuses, and keeps the old name, the name of a Monster in the Conflict', () => {
    addCharacter('Ada');
    addToConflict('Shade', 'monster', 0);
    expect(renameCastMember('ada', 'shade')).toMatchObject({
      ok: false,
      error: {
        code: 'duplicate-name',
        message: /^“Shade” is already in the Conflict \(added in Initiative\)\. /,
      },
    });
    expect($cast.get().characters[0]?.name).toBe('Ada');
  });

  it('refuses, and keeps the old name, the name of another Cast member', () => {
    addCharacter('Ada');
    addCharacter('Bo');
    expect(renameCastMember('bo', 'Ada')).toMatchObject({
      ok: false,
      error: { code: 'duplicate-name', message: /^“Ada” is already in the Cast\. / },
    });
    expect($cast.get().characters.map((character) => character.name)).toEqual(['Ada', 'Bo']);
  });
});

describe('$initiative', () => {
  itSetsAsideUnreadableText(() => ({
    store: $initiative,
    notice: $initiativeNotice,
    key: LOCUS_INITIATIVE_KEY,
    initial: newInitiativeState(),
    wrongShape:
      '{"version":1,"added":[{"id":"extra:1","name":"Ada","carelessness":9,"kind":"monster"}],"excluded":[],"order":null,"nextNumber":2}',
    label: 'Initiative',
  }));
});
