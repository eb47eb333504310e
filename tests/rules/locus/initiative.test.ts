import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import {
  INITIATIVE_NAME_MAX,
  readInitiativeName,
  INITIATIVE_TIE_RULE,
  InitiativeEntitySchema,
  rollInitiative,
  type InitiativeEntity,
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
