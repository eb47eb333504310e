import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import {
  addInitiativeEntity,
  castInitiativeEntity,
  checkInitiativeNameFree,
  currentInitiativeOrder,
  includeInInitiative,
  INITIATIVE_MAX_ADDED,
  INITIATIVE_NAME_MAX,
  readInitiativeName,
  INITIATIVE_TIE_RULE,
  InitiativeEntitySchema,
  InitiativeStateSchema,
  newInitiativeState,
  removeInitiativeEntity,
  restoreInitiativeEntity,
  rollInitiative,
  takeInitiativeEntity,
  type InitiativeEntity,
  type InitiativeState,
  viewConflict,
} from '../../../src/rules/locus/initiative';

const ada: InitiativeEntity = { id: 'ada', name: 'Ada', carelessness: 2, kind: 'character' };
const bram: InitiativeEntity = { id: 'bram', name: 'Bram', carelessness: 4, kind: 'character' };
const hollow: InitiativeEntity = {
  id: 'hollow',
  name: 'The Hollow',
  carelessness: 2,
  kind: 'monster',
};
const vera: InitiativeEntity = { id: 'vera', name: 'Vera', carelessness: 2, kind: 'foil' };
const cal: InitiativeEntity = { id: 'cal', name: 'Cal', carelessness: 2, kind: 'character' };

function order(entities: InitiativeEntity[], faces: number[]) {
  const rng = createScriptedRng(faces);
  const result = rollInitiative(entities, rng);
  expect(rng.countUnused()).toBe(0);
  return result;
}

describe('readInitiativeName', () => {
  it('tidies the name of a Monster or Foil added by hand', () => {
    expect(readInitiativeName('  The   Choir ')).toEqual({ ok: true, value: 'The Choir' });
  });

  it('asks for a name when none is typed, and refuses one past the limit with its length', () => {
    expect(readInitiativeName('   ')).toMatchObject({
      ok: false,
      error: { code: 'empty', message: 'Enter a name for the Monster or Foil.' },
    });
    expect(readInitiativeName('x'.repeat(INITIATIVE_NAME_MAX + 1))).toMatchObject({
      ok: false,
      error: { code: 'too-long' },
    });
  });

  it('refuses a name already in the Conflict, in any case, and offers the first free number', () => {
    const taken = { cast: [], added: ['Shade', 'Shade 2'] };
    expect(readInitiativeName('  SHADE ', taken)).toEqual({
      ok: false,
      error: {
        code: 'duplicate-name',
        message:
          '“Shade” is already in this Conflict. Give this one a different name, such as “Shade 3”, so the order says who is who.',
      },
    });
    expect(readInitiativeName('Shade 3', taken)).toEqual({ ok: true, value: 'Shade 3' });
  });

  it('refuses the name of a Cast member, whether or not they are in the Conflict', () => {
    expect(readInitiativeName('ada', { cast: ['Ada'], added: [] })).toMatchObject({
      ok: false,
      error: { code: 'duplicate-name', message: /^“Ada” is already in the Cast\./ },
    });
  });

  it('offers no numbered name that would be too long', () => {
    const long = 'x'.repeat(INITIATIVE_NAME_MAX);
    const read = readInitiativeName(long, { cast: [], added: [long] });
    expect(read).toMatchObject({ ok: false, error: { code: 'duplicate-name' } });
    expect(!read.ok && read.error.message).not.toContain('such as');
  });
});

describe('checkInitiativeNameFree', () => {
  it('refuses a name a Monster or Foil added has, saying where for a field outside the tool', () => {
    expect(
      checkInitiativeNameFree(
        'shade',
        { cast: [], added: ['Shade'] },
        'in the Conflict (added in Initiative)',
      ),
    ).toEqual({
      ok: false,
      error: {
        code: 'duplicate-name',
        message:
          '“Shade” is already in the Conflict (added in Initiative). Give this one a different name, such as “Shade 2”, so the order says who is who.',
      },
    });
    expect(checkInitiativeNameFree('Shade 2', { cast: [], added: ['Shade'] })).toEqual({
      ok: true,
      value: 'Shade 2',
    });
  });
});

describe('rollInitiative', () => {
  it('subtracts Carelessness from 3d6 and puts the highest total first', () => {
    const result = order([ada, bram], [1, 2, 3, 6, 6, 6]);
    expect(
      result.entries.map((entry) => [
        entry.entity.id,
        entry.dice,
        entry.sum,
        entry.total,
        entry.position,
      ]),
    ).toEqual([
      ['bram', [6, 6, 6], 18, 14, 1],
      ['ada', [1, 2, 3], 6, 4, 2],
    ]);
    expect(
      result.entries.every((entry) => entry.tieBreak === null && entry.tiedWith.length === 0),
    ).toBe(true);
  });

  it('breaks a tie in favour of lower Carelessness', () => {
    // Ada 10 - 2 = 8, Bram 12 - 4 = 8.
    const result = order([bram, ada], [4, 4, 4, 3, 3, 4]);
    expect(result.entries.map((entry) => entry.entity.id)).toEqual(['ada', 'bram']);
    expect(result.entries[0]).toMatchObject({ tiedWith: ['bram'], decidedBy: ['carelessness'] });
    expect(result.entries[0]?.tieBreak).toMatch(
      /Tied on 8 with Bram; placed by lower Carelessness first/,
    );
  });

  it('then puts Characters before Foils before Monsters', () => {
    const result = order([hollow, vera, ada], [3, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(result.entries.map((entry) => entry.entity.id)).toEqual(['ada', 'vera', 'hollow']);
    expect(result.entries.map((entry) => entry.decidedBy)).toEqual([['kind'], ['kind'], ['kind']]);
  });

  it('then rolls off with a d6, highest first, rolling again while still tied', () => {
    // Ada and Cal both total 7 with Carelessness 2; roll-off 4 vs 4, then 2 vs 5.
    const result = order([ada, cal], [3, 3, 3, 3, 3, 3, 4, 4, 2, 5]);
    expect(result.entries.map((entry) => [entry.entity.id, entry.rollOffs])).toEqual([
      ['cal', [4, 5]],
      ['ada', [4, 2]],
    ]);
    expect(result.entries[0]?.tieBreak).toBe(
      'Tied on 7 with Ada; placed by a 1d6 roll-off (rolled 4, 5).',
    );
  });

  it('rolls off only among those still tied after the other rules', () => {
    const result = order([ada, cal, hollow, bram], [2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 6, 1]);
    expect(result.entries.map((entry) => entry.entity.id)).toEqual([
      'ada',
      'cal',
      'hollow',
      'bram',
    ]);
    expect(result.entries[2]).toMatchObject({ rollOffs: [], decidedBy: ['kind'] });
    expect(result.entries[3]).toMatchObject({ total: -1, tiedWith: [] });
  });

  it('states its tie rule for the widget to show', () => {
    expect(rollInitiative([], createScriptedRng([])).tieRule).toBe(INITIATIVE_TIE_RULE);
    expect(INITIATIVE_TIE_RULE).toMatch(/lower Carelessness/);
  });

  it('gives the same order for the same seed', () => {
    const entities = [ada, bram, hollow, vera, cal];
    expect(rollInitiative(entities, createSeededRng(7))).toEqual(
      rollInitiative(entities, createSeededRng(7)),
    );
  });
});

describe('InitiativeEntitySchema', () => {
  it('allows a Carelessness of 0 for Monsters without one, but not 6', () => {
    expect(InitiativeEntitySchema.safeParse({ ...hollow, carelessness: 0 }).success).toBe(true);
    expect(InitiativeEntitySchema.safeParse({ ...hollow, carelessness: 6 }).success).toBe(false);
  });
});

describe('currentInitiativeOrder', () => {
  // Ada 18 - 2 = 16, Hollow 9 - 2 = 7, Vera 9 - 2 = 7, Bram 6 - 4 = 2: Vera before Hollow by kind.
  const rolled = order([ada, hollow, vera, bram], [6, 6, 6, 3, 3, 3, 3, 3, 3, 2, 2, 2]);

  it('keeps the order as rolled while everyone is still in the Conflict', () => {
    const current = currentInitiativeOrder(rolled, [ada, hollow, vera, bram]);
    expect(current.order).toEqual(rolled);
    expect(current.notRolled).toEqual([]);
  });

  it('drops an entity that left, closes up the places and retells the ties', () => {
    expect(rolled.entries[1]).toMatchObject({ entity: vera, tieBreak: expect.any(String) });
    const current = currentInitiativeOrder(rolled, [ada, vera, bram]);
    expect(current.order.entries.map((entry) => [entry.entity.id, entry.position])).toEqual([
      ['ada', 1],
      ['vera', 2],
      ['bram', 3],
    ]);
    expect(current.order.entries[1]).toMatchObject({
      total: 7,
      dice: [3, 3, 3],
      tiedWith: [],
      decidedBy: [],
      tieBreak: null,
    });
  });

  it('lists the entities in the Conflict that the roll did not include', () => {
    const current = currentInitiativeOrder(rolled, [ada, cal]);
    expect(current.order.entries.map((entry) => entry.entity.id)).toEqual(['ada']);
    expect(current.notRolled).toEqual([cal]);
  });

  it('names everyone as they are now, and a new name alone leaves the order as rolled', () => {
    const current = currentInitiativeOrder(rolled, [
      ada,
      { ...hollow, name: 'The Choir' },
      vera,
      bram,
    ]);
    expect(current.order.entries.map((entry) => entry.entity.name)).toEqual([
      'Ada',
      'Vera',
      'The Choir',
      'Bram',
    ]);
    expect(current.order.entries[1]?.tieBreak).toMatch(/^Tied on 7 with The Choir; /);
    expect(current.changed).toEqual([]);
    expect(current.staleNote).toBeNull();
  });

  it('says the order was rolled before a change to a Carelessness or kind, and keeps what was rolled', () => {
    const current = currentInitiativeOrder(rolled, [
      { ...ada, name: 'Ada Lind', carelessness: 5 },
      hollow,
      { ...vera, kind: 'character' },
      bram,
    ]);
    expect(current.order.entries[0]).toMatchObject({
      entity: { id: 'ada', name: 'Ada Lind', carelessness: 2, kind: 'character' },
      total: 16,
      position: 1,
    });
    expect(current.order.entries[1]?.entity).toMatchObject({ id: 'vera', kind: 'foil' });
    expect(current.changed.map((change) => change.now.id)).toEqual(['ada', 'vera']);
    expect(current.staleNote).toBe(
      'Rolled before a change in the Cast: Ada Lind’s Carelessness is now 5 (2 in this roll); Vera is now a Character (a Foil in this roll). Roll again to order everyone as they are now.',
    );
  });
});

describe('viewConflict', () => {
  const character = (id: string, name: string, carelessness: number, kind = 'character') =>
    ({ id, name, kind, attributes: { carelessness } }) as Parameters<
      typeof castInitiativeEntity
    >[0];

  it('reads the Cast as it is now into the Conflict and its rolled order', () => {
    const state: InitiativeState = {
      ...newInitiativeState(),
      added: [{ ...hollow, id: 'extra:1', kind: 'monster' }],
      excluded: ['cast:bram'],
    };
    const rolledState = {
      ...state,
      order: rollInitiative(
        [castInitiativeEntity(character('ada', 'Ada', 2)), state.added[0]!],
        createScriptedRng([6, 6, 6, 1, 1, 1]),
      ),
    };
    const view = viewConflict(
      [character('ada', ' Ada Lind ', 3), character('bram', '', 4, 'foil')],
      rolledState,
    );
    expect(view.cast).toEqual([
      { id: 'cast:ada', name: 'Ada Lind', carelessness: 3, kind: 'character' },
      { id: 'cast:bram', name: 'Unnamed', carelessness: 4, kind: 'foil' },
    ]);
    expect(view.entities.map((entity) => entity.id)).toEqual(['cast:ada', 'extra:1']);
    expect(view.taken).toEqual({ cast: ['Ada Lind', 'Unnamed'], added: ['The Hollow'] });
    expect(view.shown?.order.entries.map((entry) => entry.entity.name)).toEqual([
      'Ada Lind',
      'The Hollow',
    ]);
    expect(view.shown?.staleNote).toMatch(/Ada Lind’s Carelessness is now 3 \(2 in this roll\)/);
    expect(viewConflict([], newInitiativeState()).shown).toBeNull();
  });
});

describe('InitiativeStateSchema', () => {
  it('reads a saved Conflict with its rolled order back as it was', () => {
    const state: InitiativeState = {
      added: [{ ...hollow, id: 'extra:1', kind: 'monster' }],
      excluded: ['cast:bram'],
      order: order([ada, cal], [3, 3, 3, 3, 3, 3, 4, 4, 2, 5]),
      nextNumber: 2,
    };
    expect(InitiativeStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('refuses a saved order with an impossible die, or a Character added by hand', () => {
    const rolled = order([ada], [1, 2, 3]);
    const entry = rolled.entries[0]!;
    const bad = { ...rolled, entries: [{ ...entry, dice: [1, 2, 7] }] };
    expect(InitiativeStateSchema.safeParse({ ...newInitiativeState(), order: bad }).success).toBe(
      false,
    );
    expect(InitiativeStateSchema.safeParse({ ...newInitiativeState(), added: [ada] }).success).toBe(
      false,
    );
  });
});

describe('addInitiativeEntity', () => {
  it('adds a Monster under a new id, never one used before in this Conflict', () => {
    const first = addInitiativeEntity(
      newInitiativeState(),
      { name: ' The  Hollow ', kind: 'monster', carelessness: 0 },
      [],
    );
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.added).toEqual({
      id: 'extra:1',
      name: 'The Hollow',
      carelessness: 0,
      kind: 'monster',
    });
    const removed = removeInitiativeEntity(first.value.state, 'extra:1');
    expect(removed.added).toEqual([]);
    const second = addInitiativeEntity(
      removed,
      { name: 'The Hollow', kind: 'monster', carelessness: 0 },
      [],
    );
    expect(second.ok && second.value.added.id).toBe('extra:2');
  });

  it('refuses a name already added or in the Cast, and changes nothing', () => {
    const state = {
      ...newInitiativeState(),
      added: [{ ...hollow, id: 'extra:1', kind: 'monster' as const }],
    };
    expect(
      addInitiativeEntity(state, { name: 'the hollow', kind: 'foil', carelessness: 1 }, []),
    ).toMatchObject({ ok: false, error: { code: 'duplicate-name' } });
    expect(
      addInitiativeEntity(state, { name: 'ADA', kind: 'foil', carelessness: 1 }, ['Ada']),
    ).toMatchObject({ ok: false, error: { code: 'duplicate-name' } });
  });

  it('refuses one past the limit', () => {
    const added = Array.from({ length: INITIATIVE_MAX_ADDED }, (_, index) => ({
      id: `extra:${index + 1}`,
      name: `Shade ${index + 1}`,
      carelessness: 0,
      kind: 'monster' as const,
    }));
    const state = { ...newInitiativeState(), added, nextNumber: INITIATIVE_MAX_ADDED + 1 };
    expect(
      addInitiativeEntity(state, { name: 'One more', kind: 'monster', carelessness: 0 }, []),
    ).toMatchObject({ ok: false, error: { code: 'full' } });
  });
});

describe('takeInitiativeEntity and restoreInitiativeEntity', () => {
  const shade = { id: 'extra:1', name: 'Shade', carelessness: 0, kind: 'monster' as const };
  const vera = { id: 'extra:2', name: 'Vera', carelessness: 2, kind: 'foil' as const };
  const state = { ...newInitiativeState(), added: [shade, vera], nextNumber: 3 };

  it('takes an entity out with its place, and puts it back there once', () => {
    const taken = takeInitiativeEntity(state, 'extra:1');
    expect(taken?.removed).toEqual({ entity: shade, index: 0 });
    expect(taken?.state.added).toEqual([vera]);
    expect(takeInitiativeEntity(state, 'nobody')).toBeUndefined();
    const back = restoreInitiativeEntity(taken!.state, taken!.removed, []);
    expect(back).toEqual({ ok: true, value: state });
    expect(restoreInitiativeEntity(state, taken!.removed, [])).toMatchObject({
      ok: false,
      error: { code: 'already-back' },
    });
  });

  it('refuses a name now in the Cast, and a full Conflict', () => {
    const taken = takeInitiativeEntity(state, 'extra:1')!;
    expect(restoreInitiativeEntity(taken.state, taken.removed, ['SHADE'])).toMatchObject({
      ok: false,
      error: { code: 'duplicate-name' },
    });
    const added = Array.from({ length: INITIATIVE_MAX_ADDED }, (_, index) => ({
      id: `extra:${index + 10}`,
      name: `Other ${index}`,
      carelessness: 0,
      kind: 'monster' as const,
    }));
    expect(restoreInitiativeEntity({ ...taken.state, added }, taken.removed, [])).toMatchObject({
      ok: false,
      error: { code: 'full' },
    });
  });
});

describe('includeInInitiative', () => {
  it('leaves a Cast member out and puts them back, once each', () => {
    const out = includeInInitiative(newInitiativeState(), 'cast:ada', false);
    expect(includeInInitiative(out, 'cast:ada', false).excluded).toEqual(['cast:ada']);
    expect(includeInInitiative(out, 'cast:ada', true).excluded).toEqual([]);
  });
});
