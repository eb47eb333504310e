import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  CONTESTED_ROLLER_START,
  createCharacter,
  rollContestShown,
  updateContestedRoller,
  viewContestedCheck,
  type ContestedRollerAction,
  type ContestedRollerState,
} from '../../../src/rules/locus';

const ada = {
  ...createCharacter('Ada', { id: 'ada' }),
  attributes: { ...createCharacter('Ada').attributes, clumsiness: 2 },
};
const after = (...actions: ContestedRollerAction[]): ContestedRollerState =>
  actions.reduce(updateContestedRoller, CONTESTED_ROLLER_START);
/** Ada (from the Cast) attacked by the typed Monster. */
const attackOnAda = after(
  { type: 'side', side: 'a', patch: { characterId: 'ada' } },
  { type: 'attack', on: true },
);

describe('updateContestedRoller', () => {
  it('changes one side’s fields and leaves the other as it was', () => {
    const state = after(
      { type: 'side', side: 'b', patch: { name: 'The Hollow', attributeText: '4' } },
      { type: 'modifier', side: 'b', modifier: 'defend', on: true },
      { type: 'modifier', side: 'b', modifier: 'director-award', on: true },
      { type: 'modifier', side: 'b', modifier: 'defend', on: false },
    );
    expect(state.drafts.b).toMatchObject({
      name: 'The Hollow',
      attributeText: '4',
      modifiers: ['director-award'],
    });
    expect(state.drafts.a).toEqual(CONTESTED_ROLLER_START.drafts.a);
  });

  it('sets the attack, the attacker, the unarmed box and the defender', () => {
    const state = after(
      { type: 'attack', on: true },
      { type: 'attacker', side: 'a' },
      { type: 'unarmed', on: true },
      { type: 'defender', defender: 'none' },
    );
    expect(state).toMatchObject({ attack: true, attacker: 'a', unarmed: true, defender: 'none' });
  });

  it('shows each roll anew with its injury not applied, and keeps the injury applied or taken back', () => {
    const rolled = rollContestShown(
      viewContestedCheck(attackOnAda, [ada]).toRoll!,
      createScriptedRng([1, 1, 1, 6, 6, 6]),
    );
    const applied = after({ type: 'rolled', rolled }, { type: 'injury-applied', applied: true });
    expect(applied).toMatchObject({ shown: { serial: 1, value: rolled }, applied: true });
    expect(updateContestedRoller(applied, { type: 'rolled', rolled })).toMatchObject({
      shown: { serial: 2 },
      applied: false,
    });
  });
});

describe('rollContestShown', () => {
  it('rolls side A’s dice, then side B’s, and says what the attack did to its target', () => {
    const rolled = rollContestShown(
      viewContestedCheck(attackOnAda, [ada]).toRoll!,
      createScriptedRng([1, 1, 1, 6, 6, 6]),
    );
    expect(rolled.check.a).toMatchObject({ dice: [1, 1, 1], total: 0 });
    expect(rolled.check.b).toMatchObject({ dice: [6, 6, 6], total: 3 });
    expect(rolled.attack).toMatchObject({ kind: 'injury', severity: 'major' });
    expect(rolled.targetId).toBe('ada');
  });
});

describe('viewContestedCheck', () => {
  it('starts as a contest between two typed sides, Side B defending, ready to roll', () => {
    const view = viewContestedCheck(CONTESTED_ROLLER_START, []);
    expect(view.sides.map((side) => side.legend)).toEqual(['Side A: Character', 'Side B: Monster']);
    expect(view.sides[0]!.bonus).toBe('0');
    expect(view.attacker).toBeNull();
    expect(view.defenders?.map((option) => option.label)).toEqual([
      'Character',
      'Monster',
      'No defender (tie = stalemate)',
    ]);
    expect(view.contestChances?.map((chance) => chance.label)).toEqual([
      'Character wins',
      'Monster wins (ties included)',
      'Tie (counted as a win for Monster)',
    ]);
    expect(view.button).toBe('Roll Contested Check');
    expect(view.blocked).toBeNull();
    expect(view.shown).toBeNull();
    expect(view.injury).toBeNull();
  });

  it('offers the loose bonus choices, then the hide and search ones folded, with how many are chosen', () => {
    const state = after({
      type: 'modifier',
      side: 'a',
      modifier: 'not-hidden-last-turn',
      on: true,
    });
    const [side] = viewContestedCheck(state, []).sides;
    expect(side!.sections.map(({ summary, chosen }) => [summary, chosen])).toEqual([
      [null, null],
      ['Hide and search modifiers', ' (1 chosen)'],
    ]);
    const ticked = side!.sections[1]!.modifiers.filter((modifier) => modifier.checked);
    expect(ticked.map(({ id, points }) => [id, points])).toEqual([['not-hidden-last-turn', '+1']]);
    expect(side!.bonus).toBe('+1');
  });

  it('names a side from the Cast by its character, and asks who attacks in an attack', () => {
    const view = viewContestedCheck(attackOnAda, [ada]);
    expect(view.sides[0]).toMatchObject({ legend: 'Side A: Ada', character: ada });
    expect(view.sides[1]!.sections.map((section) => section.summary)).toEqual([
      null,
      'Weapon and Item modifiers',
      'Hide and search modifiers',
    ]);
    expect(view.attacker).toEqual({
      options: [
        { value: 'a', label: 'Ada' },
        { value: 'b', label: 'Monster' },
      ],
      hint: 'The target, Ada, defends: ties go to it, so a tie is a miss.',
    });
    expect(view.defenders).toBeNull();
    expect(view.attackChances?.heading).toBe('If Monster attacks Ada:');
    expect(view.attackChances?.chances.map((chance) => chance.label)).toEqual([
      'Miss',
      'Minor injury',
      'Major injury',
      'Grievous injury',
    ]);
    expect(view.chanceNote).toBeNull();
    expect(view.button).toBe('Roll the attack');
    expect(view.toRoll?.targetId).toBe('ada');
  });

  it('says why the roll is off, and what the chances wait for, while a field cannot be read', () => {
    const state = after({ type: 'side', side: 'b', patch: { attributeText: '9', extraText: 'x' } });
    const view = viewContestedCheck(state, []);
    expect(view.sides[1]!.attributeField.error).not.toBeNull();
    expect(view.sides[1]!.extraError).not.toBeNull();
    expect(view.sides[1]!.bonus).toBeNull();
    expect(view.contestChances).toBeNull();
    expect(view.chanceNote).toBe(
      'The chances show once both sides have an Attribute from 1 to 5 and whole bonus points.',
    );
    expect(view.blocked).toBe(
      'Roll is off until both sides have an Attribute from 1 to 5 and whole bonus points.',
    );
    expect(view.toRoll).toBeNull();
  });

  it('says an unarmed attack on a Monster cannot hit, in place of its chances', () => {
    const state = updateContestedRoller(attackOnAda, { type: 'unarmed', on: true });
    const view = viewContestedCheck(state, [ada]);
    expect(view.contestChances).toHaveLength(3);
    expect(view.attackChances).toBeNull();
    expect(view.chanceNote).toBe(
      'Unarmed attacks against Monsters automatically fail: the result is a miss.',
    );
  });

  it('says the roll shown and offers its injury until it is applied', () => {
    const rolled = rollContestShown(
      viewContestedCheck(attackOnAda, [ada]).toRoll!,
      createScriptedRng([1, 1, 1, 6, 6, 6]),
    );
    const state = updateContestedRoller(attackOnAda, { type: 'rolled', rolled });
    const view = viewContestedCheck(state, [ada]);
    expect(view.shown?.serial).toBe(1);
    expect(view.shown?.value.sides.map((side) => side.heading)).toEqual([
      'Ada (Attribute 2)',
      'Monster (Attribute 3)',
    ]);
    expect(view.shown?.value.verdict).toBe('Monster wins by 3 (3 to 0).');
    expect(view.injury?.button).toBe("Apply Major injury to Ada's Death's Door");
    const applied = updateContestedRoller(state, { type: 'injury-applied', applied: true });
    expect(viewContestedCheck(applied, [ada]).injury).toBeNull();
  });
});
