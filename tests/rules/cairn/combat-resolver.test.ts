import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { createCairnMember } from '../../../src/rules/cairn/character';
import { resolveCairnAttack, type CairnAttackTarget } from '../../../src/rules/cairn/attack';
import { CAIRN_FIRST_ATTACKER, CAIRN_FRESH_TARGET } from '../../../src/rules/cairn/combat-inputs';
import type { CairnAttacker } from '../../../src/rules/cairn/damage';
import {
  cairnCombatDamage,
  CAIRN_COMBAT_START,
  stepCairnCombat,
  viewCairnCombat,
  viewCairnCombatResolver,
  type CairnCombatAction,
  type CairnCombatState,
} from '../../../src/rules/cairn/combat-resolver';

// HP 4 of 4, STR 10, Armor 1.
const ada = {
  ...createCairnMember('ada', { kind: 'character', name: 'Ada', str: 10, dex: 9, wil: 11, hp: 4 }),
  armor: 1,
};

const after = (...actions: CairnCombatAction<string>[]): CairnCombatState<string> =>
  actions.reduce(stepCairnCombat<string>, CAIRN_COMBAT_START);

/** A d6 attack showing `face` on a target of `hp` HP and STR 10, no Armor. */
function attack(face: number, target: Partial<CairnAttackTarget> = {}) {
  return resolveCairnAttack(
    { attackers: [{ dice: [6], mode: 'normal', blast: false }], armor: 0 },
    { hp: 6, str: 10, pc: false, ...target },
    (tool, input) => tool.roll(input, createScriptedRng([face])),
  );
}

describe('stepCairnCombat', () => {
  it('opens on a typed target with fresh scores and Armor 0, rolling straight away', () => {
    const { target } = viewCairnCombat(CAIRN_COMBAT_START, undefined, null);
    expect(target).toMatchObject({ name: 'The target', blockedBy: null, dead: false });
    expect(target.armor).toEqual({ ok: true, value: 0 });
  });
  it('keeps the rule, the typed fields, the PC toggle and the Armor', () => {
    expect(
      after(
        { kind: 'detachment', rule: 'by-detachment' },
        { kind: 'typed', field: 'name', text: 'Ogre' },
        { kind: 'pc', pc: false },
        { kind: 'armor', text: '2' },
      ),
    ).toMatchObject({
      detachment: 'by-detachment',
      typed: { ...CAIRN_FRESH_TARGET, name: 'Ogre' },
      pc: false,
      armor: '2',
    });
  });
  it('puts a chosen member’s Armor in its field, and keeps the Armor for a typed target', () => {
    expect(after({ kind: 'target', id: 'ada', member: ada })).toMatchObject({
      targetId: 'ada',
      armor: '1',
    });
    expect(after({ kind: 'armor', text: '2' }, { kind: 'target', id: '' }).armor).toBe('2');
  });
  it('writes an attack’s HP and STR after into a typed target’s fields', () => {
    const state = after({ kind: 'resolved', result: attack(4), targetName: 'the target' });
    expect(state.typed).toMatchObject({ hp: '2', str: '10' });
    expect(state.shown).toMatchObject({ serial: 1, value: { undone: false, undoRefused: null } });
  });
  it('leaves the typed fields alone when a tracked member took the attack', () => {
    const state = after({
      kind: 'resolved',
      result: attack(4, { hp: 4, member: ada }),
      targetName: 'Ada',
      member: ada,
      receipt: 'receipt',
    });
    expect(state.typed).toEqual(CAIRN_FRESH_TARGET);
    expect(state.shown?.value).toMatchObject({ before: ada, receipt: 'receipt' });
  });
  it('clears a dead target: a tracked one back to typing, a typed one afresh with its Armor', () => {
    expect(
      after({ kind: 'target', id: 'ada', member: ada }, { kind: 'dead-cleared' }),
    ).toMatchObject({ targetId: '', armor: '1' });
    const typed = after(
      { kind: 'typed', field: 'hp', text: '0' },
      { kind: 'armor', text: '2' },
      { kind: 'dead-cleared' },
    );
    expect(typed).toMatchObject({ typed: CAIRN_FRESH_TARGET, armor: '2' });
  });
  it('keeps what the Undo did, and changes nothing before the first attack', () => {
    const resolved: CairnCombatAction<string> = {
      kind: 'resolved',
      result: attack(4),
      targetName: 'Ada',
      member: ada,
      receipt: 'receipt',
    };
    expect(
      after(resolved, { kind: 'undo', result: { ok: true, value: '' } }).shown?.value.undone,
    ).toBe(true);
    expect(
      after(resolved, { kind: 'undo', result: { ok: false, error: { message: 'changed' } } }).shown
        ?.value.undoRefused,
    ).toBe('changed');
    expect(after({ kind: 'undo', result: { ok: true, value: '' } }).shown).toBeNull();
  });
});

describe('viewCairnCombat', () => {
  it('reads the typed target and offers to reset it once dead', () => {
    const view = viewCairnCombat(
      after({ kind: 'typed', field: 'str', text: '0' }),
      undefined,
      null,
    );
    expect(view.target.dead).toBe(true);
    expect(view.clearDead).toBe('Reset the target');
    expect(view).toMatchObject({ undo: null, notice: null, highlight: null });
  });
  it('offers to remove a tracked dead member from the party', () => {
    const dead = { ...ada, dead: true };
    expect(
      viewCairnCombat(after({ kind: 'target', id: 'ada', member: dead }), dead, null).clearDead,
    ).toBe('Remove Ada from the party');
  });
  it('offers the Undo of an attack on a sheet, marks its damage, and says what the Undo did', () => {
    const resolved = after({
      kind: 'resolved',
      result: attack(3, { hp: 4, member: ada }),
      targetName: 'Ada',
      member: ada,
      receipt: 'receipt',
    });
    expect(viewCairnCombat(resolved, ada, null)).toMatchObject({
      undo: 'Undo this attack on Ada',
      notice: null,
      highlight: 3,
    });
    const undone = stepCairnCombat(resolved, { kind: 'undo', result: { ok: true, value: '' } });
    expect(viewCairnCombat(undone, ada, null)).toMatchObject({
      undo: null,
      notice: {
        refused: false,
        text: 'Undone: Ada’s sheet is back as it was before this attack.',
      },
      highlight: null,
    });
    const refused = stepCairnCombat(resolved, {
      kind: 'undo',
      result: { ok: false, error: { message: 'Ada’s sheet has changed since.' } },
    });
    expect(viewCairnCombat(refused, ada, null)).toMatchObject({
      undo: null,
      notice: { refused: true, text: 'Ada’s sheet has changed since.' },
      highlight: 3,
    });
  });
  it('offers no Undo when the attack changed no sheet', () => {
    const state = after({ kind: 'resolved', result: attack(4), targetName: 'the target' });
    expect(viewCairnCombat(state, undefined, null).undo).toBeNull();
  });
});

describe('cairnCombatDamage and the odds in the view', () => {
  const d6: CairnAttacker[] = [{ dice: [6], mode: 'normal', blast: false }];

  it('draws the damage after the Armor typed, and nothing while it cannot be read', () => {
    expect(cairnCombatDamage(d6, '1')).not.toBeNull();
    expect(cairnCombatDamage(d6, '4')).toBeNull();
  });
  it('says the chances HP goes to exactly 0 and past it for the typed target', () => {
    const odds = viewCairnCombat(
      after({ kind: 'typed', field: 'hp', text: '3' }),
      undefined,
      cairnCombatDamage(d6, '0'),
    ).odds;
    expect(odds?.chances.map(({ label, fraction }) => [label, fraction])).toEqual([
      ['Chance HP goes to exactly 0 (Scars)', { numerator: 1n, denominator: 6n }],
      ['chance damage goes past 0 HP to STR', { numerator: 3n, denominator: 6n }],
    ]);
  });
  it('says no odds while HP cannot be read or the damage is not drawn', () => {
    expect(
      viewCairnCombat(
        after({ kind: 'typed', field: 'hp', text: 'x' }),
        undefined,
        cairnCombatDamage(d6, '0'),
      ).odds,
    ).toBeNull();
    expect(viewCairnCombat(CAIRN_COMBAT_START, undefined, null).odds).toBeNull();
  });
});

describe('viewCairnCombatResolver', () => {
  it('lays out one attacker with its selects set and no Remove, and a typed target’s fields', () => {
    const view = viewCairnCombatResolver(
      CAIRN_COMBAT_START,
      undefined,
      [CAIRN_FIRST_ATTACKER],
      null,
    );
    expect(view.attackers.rows).toHaveLength(1);
    const [row] = view.attackers.rows;
    expect(row!.legend).toBe('Attacker 1');
    expect(row!.remove).toBeNull();
    expect(row!.choices.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Weapon die: 6',
      'Second weapon (keep highest): 0',
      'Modifier: normal',
    ]);
    expect(view.detachments.map(({ label }) => label)).toEqual([
      'No detachment',
      'Individuals attack a detachment',
      'A detachment attacks individuals',
    ]);
    expect(view.memberLine).toBeNull();
    expect(view.typedScores).toEqual([
      { field: 'hp', label: 'Current HP', error: null },
      { field: 'str', label: 'Current STR', error: null },
    ]);
    expect(view.armor).toEqual({ label: 'Target’s Armor (0–3)', error: null });
    expect(view.rolled).toBeNull();
  });

  it('offers Remove on each of several attackers, and the Blast note once one has Blast', () => {
    const view = viewCairnCombatResolver(
      CAIRN_COMBAT_START,
      undefined,
      [CAIRN_FIRST_ATTACKER, { ...CAIRN_FIRST_ATTACKER, blast: true }],
      null,
    );
    expect(view.attackers.rows.map((row) => row.remove)).toEqual([
      'Remove attacker 1',
      'Remove attacker 2',
    ]);
    expect(view.attackers.blast).toMatch(/^Blast: every target in the area takes its own roll/);
  });

  it('names a tracked member’s scores in place of the typed fields, and says a bad Armor', () => {
    const state = after({ kind: 'target', id: 'ada', member: ada }, { kind: 'armor', text: '4' });
    const view = viewCairnCombatResolver(state, ada, [CAIRN_FIRST_ATTACKER], null);
    expect(view.memberLine).toBe(
      'Ada: HP 4/4, STR 10/10. The result is applied to the party tracker.',
    );
    expect(view.typedScores).toEqual([]);
    expect(view.armor.error).toBe('Armor must be at most 3.');
  });

  it('says how the last attack was rolled, before its damage', () => {
    const state = after({
      kind: 'resolved',
      result: attack(5),
      targetName: 'The target',
    });
    expect(viewCairnCombatResolver(state, undefined, [CAIRN_FIRST_ATTACKER], null).rolled).toBe(
      'Attacker 1: d6 5. Highest 5 − Armor 0 = ',
    );
  });
});
