import { describe, expect, it } from 'vitest';
import {
  addCairnFatigueTo,
  cairnFullRest,
  cairnShortRest,
  cairnWeekRest,
  createCairnMember,
  describeCairnZero,
  parseCairnParty,
  serializeCairnParty,
} from '../../../src/rules/cairn/character';

const ada = () => createCairnMember('ada', { kind: 'character', name: ' Ada ', str: 12, dex: 9, wil: 14, hp: 5, armor: 7 });

describe('a new party member', () => {
  it('starts with every score full, Armor capped at 3 and nothing else marked', () => {
    expect(ada()).toEqual({
      id: 'ada', kind: 'character', name: 'Ada',
      str: { current: 12, max: 12 }, dex: { current: 9, max: 9 }, wil: { current: 14, max: 14 }, hp: { current: 5, max: 5 },
      armor: 3, deprived: false, fatigue: 0, criticalDamage: false, dead: false, scars: [], notes: '',
    });
  });
});

describe('Fatigue and rest', () => {
  it('fills one inventory slot per Fatigue, never more than the 10 slots', () => {
    expect(addCairnFatigueTo(ada(), 3).fatigue).toBe(3);
    expect(addCairnFatigueTo(ada(), 14).fatigue).toBe(10);
  });
  it('restores lost HP on a short rest, unless Deprived', () => {
    const hurt = { ...ada(), hp: { current: 1, max: 5 } };
    expect(cairnShortRest(hurt).hp.current).toBe(5);
    expect(cairnShortRest({ ...hurt, deprived: true }).hp.current).toBe(1);
  });
  it('clears Fatigue on a full night’s rest, unless Deprived', () => {
    const tired = addCairnFatigueTo(ada(), 2);
    expect(cairnFullRest(tired).fatigue).toBe(0);
    expect(cairnFullRest({ ...tired, deprived: true }).fatigue).toBe(2);
  });
  it('restores lost Attributes after a week’s rest', () => {
    const weak = { ...ada(), str: { current: 4, max: 12 }, criticalDamage: true };
    expect(cairnWeekRest(weak)).toMatchObject({ str: { current: 12, max: 12 }, criticalDamage: false });
  });
  it('names the consequence of an Attribute at 0', () => {
    expect(describeCairnZero({ ...ada(), dex: { current: 0, max: 9 }, wil: { current: 0, max: 14 } })).toEqual(['DEX 0: paralyzed', 'WIL 0: delirious']);
  });
});

describe('saved and imported party text', () => {
  it('reads back what it wrote', () => {
    expect(parseCairnParty(serializeCairnParty([ada()]))).toEqual({ ok: true, value: [ada()] });
  });
  it('refuses text that is not JSON, an unknown shape, a current score above its max and repeated ids', () => {
    expect(parseCairnParty('{oops')).toEqual({ ok: false, message: 'it is not valid JSON' });
    expect(parseCairnParty('{"version":2,"members":[]}').ok).toBe(false);
    const above = { ...ada(), hp: { current: 9, max: 5 } };
    expect(parseCairnParty(JSON.stringify({ version: 1, members: [above] }))).toMatchObject({ ok: false });
    expect(parseCairnParty(serializeCairnParty([ada(), ada()]))).toEqual({ ok: false, message: 'two members share the id "ada"' });
  });
});
