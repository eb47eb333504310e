import { describe, expect, it } from 'vitest';
import {
  addCairnFatigueTo,
  cairnFreeSlots,
  cairnFullRest,
  cairnMemberName,
  cairnShortRest,
  cairnWeekRest,
  createCairnMember,
  describeCairnZero,
  isCairnPc,
  parseCairnParty,
  parseNewCairnMember,
  restCairnMember,
  serializeCairnParty,
  CAIRN_NEW_MEMBER_NUMBERS,
  CAIRN_NEW_MEMBER_TEXTS,
  cairnScarTitle,
  cairnScoreFieldLabel,
  readCairnScoreField,
  setCairnScorePart,
} from '../../../src/rules/cairn/character';

const ada = () =>
  createCairnMember('ada', {
    kind: 'character',
    name: ' Ada ',
    str: 12,
    dex: 9,
    wil: 14,
    hp: 5,
    armor: 7,
  });

describe('a new party member', () => {
  it('starts with every score full, Armor capped at 3 and nothing else marked', () => {
    expect(ada()).toEqual({
      id: 'ada',
      kind: 'character',
      name: 'Ada',
      str: { current: 12, max: 12 },
      dex: { current: 9, max: 9 },
      wil: { current: 14, max: 14 },
      hp: { current: 5, max: 5 },
      armor: 3,
      deprived: false,
      fatigue: 0,
      criticalDamage: false,
      dead: false,
      scars: [],
      notes: '',
    });
  });
});

describe('Fatigue and rest', () => {
  it('fills one inventory slot per Fatigue, never more than the 10 slots', () => {
    expect(addCairnFatigueTo(ada(), 3).fatigue).toBe(3);
    expect(addCairnFatigueTo(ada(), 14).fatigue).toBe(10);
  });
  it('leaves free the slots Fatigue does not fill, and takes a Fatigue back down to none', () => {
    expect(cairnFreeSlots(ada())).toBe(10);
    expect(cairnFreeSlots(addCairnFatigueTo(ada(), 7))).toBe(3);
    expect(addCairnFatigueTo(addCairnFatigueTo(ada(), 1), -1).fatigue).toBe(0);
    expect(addCairnFatigueTo(ada(), -1).fatigue).toBe(0);
  });
  it('counts a character as a PC and a hireling as not one', () => {
    expect(isCairnPc(ada())).toBe(true);
    expect(isCairnPc({ ...ada(), kind: 'hireling' })).toBe(false);
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
    expect(cairnWeekRest(weak)).toMatchObject({
      str: { current: 12, max: 12 },
      criticalDamage: false,
    });
  });
  it('names the consequence of an Attribute at 0', () => {
    expect(
      describeCairnZero({ ...ada(), dex: { current: 0, max: 9 }, wil: { current: 0, max: 14 } }),
    ).toEqual(['DEX 0: paralyzed', 'WIL 0: delirious']);
  });
});

describe('restCairnMember', () => {
  const hurt = { ...addCairnFatigueTo(ada(), 2), hp: { current: 1, max: 5 } };
  it('says what each rest restores', () => {
    expect(restCairnMember(hurt, 'short')).toEqual({
      member: cairnShortRest(hurt),
      rested: true,
      message: 'Ada rests a few moments: HP restored to 5.',
    });
    expect(restCairnMember(hurt, 'full')).toEqual({
      member: cairnFullRest(hurt),
      rested: true,
      message: 'Ada gets a full night’s rest in a safe spot: HP restored and Fatigue cleared.',
    });
    expect(restCairnMember(hurt, 'week').message).toBe(
      'Ada rests a week with a healer: HP, STR, DEX and WIL restored, Fatigue cleared.',
    );
  });
  it('leaves the dead and the Deprived as they are, and says why', () => {
    expect(restCairnMember({ ...hurt, dead: true }, 'full')).toEqual({
      member: { ...hurt, dead: true },
      rested: false,
      message: 'Ada is dead and cannot rest.',
    });
    expect(restCairnMember({ ...hurt, deprived: true }, 'short')).toEqual({
      member: { ...hurt, deprived: true },
      rested: false,
      message:
        'Ada is Deprived: a Deprived PC cannot recover HP, Attributes, or item slots from Fatigue.',
    });
  });
});

describe('parseNewCairnMember', () => {
  const typed = { name: ' Ada ', str: '12', dex: '9', wil: '14', hp: '5', armor: '1' };
  it('reads a typed member, the name trimmed', () => {
    expect(parseNewCairnMember('hireling', typed)).toEqual({
      ok: true,
      value: { kind: 'hireling', name: 'Ada', str: 12, dex: 9, wil: 14, hp: 5, armor: 1 },
    });
  });
  it('names every field that cannot be read and the first of them', () => {
    expect(parseNewCairnMember('character', { ...typed, name: ' ', hp: '0', armor: 'x' })).toEqual({
      ok: false,
      error: {
        code: 'unreadable',
        message: 'Enter a name.',
        fields: {
          name: 'Enter a name.',
          hp: 'HP must be at least 1.',
          armor: '“x” is not a number: Armor is a whole number from 0 to 3.',
        },
        first: 'name',
      },
    });
    expect(parseNewCairnMember('character', { ...typed, dex: '' })).toEqual({
      ok: false,
      error: {
        code: 'unreadable',
        message: 'Enter DEX: a whole number from 1 to 99.',
        fields: { dex: 'Enter DEX: a whole number from 1 to 99.' },
        first: 'dex',
      },
    });
  });
});

describe('cairnMemberName', () => {
  it('is the name, or Unnamed when blank', () => {
    expect(cairnMemberName({ name: ' Ada ' })).toBe('Ada');
    expect(cairnMemberName({ name: '  ' })).toBe('Unnamed');
  });
});

describe('saved and imported party text', () => {
  it('reads back what it wrote', () => {
    expect(parseCairnParty(serializeCairnParty([ada()]))).toEqual({ ok: true, value: [ada()] });
  });
  it('refuses text that is not JSON, an unknown shape, a current score above its max and repeated ids', () => {
    expect(parseCairnParty('{oops')).toEqual({
      ok: false,
      error: { code: 'not-json', message: 'it is not valid JSON' },
    });
    expect(parseCairnParty('{"version":2,"members":[]}').ok).toBe(false);
    const above = { ...ada(), hp: { current: 9, max: 5 } };
    expect(parseCairnParty(JSON.stringify({ version: 1, members: [above] }))).toMatchObject({
      ok: false,
    });
    expect(parseCairnParty(serializeCairnParty([ada(), ada()]))).toEqual({
      ok: false,
      error: { message: 'two members share the id "ada"' },
    });
  });
});

describe('CAIRN_NEW_MEMBER_TEXTS', () => {
  it('starts the add form with scores it can read, and only the name to give', () => {
    const parsed = parseNewCairnMember('character', CAIRN_NEW_MEMBER_TEXTS);
    expect(parsed.ok ? '' : parsed.error.first).toBe('name');
    expect(parseNewCairnMember('character', { ...CAIRN_NEW_MEMBER_TEXTS, name: 'Kit' }).ok).toBe(
      true,
    );
  });

  it('lists every number field of the form once, Armor last with its hint', () => {
    expect(CAIRN_NEW_MEMBER_NUMBERS.map((spec) => spec.field)).toEqual([
      'str',
      'dex',
      'wil',
      'hp',
      'armor',
    ]);
    expect(CAIRN_NEW_MEMBER_NUMBERS[4]).toMatchObject({ label: 'Armor (0–3)' });
  });
});

describe('cairnScoreFieldLabel', () => {
  it('names a score field "now" or "max"', () => {
    expect(cairnScoreFieldLabel('hp', 'current')).toBe('HP now');
    expect(cairnScoreFieldLabel('wil', 'max')).toBe('WIL max');
  });
});

describe('readCairnScoreField', () => {
  it('holds a current value to the max, and names the field in its message', () => {
    const member = ada();
    expect(readCairnScoreField(member, 'str', 'current', '12')).toEqual({ ok: true, value: 12 });
    const over = readCairnScoreField(member, 'str', 'current', '13');
    expect(over.ok ? '' : over.error.message).toBe('Current STR must be at most 12.');
    expect(readCairnScoreField(member, 'str', 'max', '40')).toEqual({ ok: true, value: 40 });
  });
});

describe('setCairnScorePart', () => {
  it('sets a max and brings the current value down with it, but not up', () => {
    const lowered = setCairnScorePart(ada(), 'hp', 'max', 3);
    expect(lowered.hp).toEqual({ current: 3, max: 3 });
    expect(setCairnScorePart(lowered, 'hp', 'max', 6).hp).toEqual({ current: 3, max: 6 });
    expect(setCairnScorePart(lowered, 'hp', 'current', 1).hp).toEqual({ current: 1, max: 3 });
  });
});

describe('cairnScarTitle', () => {
  it('keeps the scar’s name without the details in brackets', () => {
    expect(cairnScarTitle('Lasting Scar (roll 1d6: 4, neck)')).toBe('Lasting Scar');
    expect(cairnScarTitle('Bruised')).toBe('Bruised');
  });
});
