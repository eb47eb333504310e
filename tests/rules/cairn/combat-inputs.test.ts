import { describe, expect, it } from 'vitest';
import {
  CAIRN_ATTACKER_CHOICES,
  CAIRN_FIRST_ATTACKER,
  CAIRN_FRESH_TARGET,
  cairnDraftAttacker,
  chooseCairnAttackerOption,
  nameCairnTargetChoice,
  newCairnAttackerDraft,
  CAIRN_TYPED_TARGET_SCORES,
  readCairnArmor,
  readCairnCombatTarget,
  switchCairnDraftDetachment,
} from '../../../src/rules/cairn/combat-inputs';
import { ada } from './members';

const typed = { ...CAIRN_FRESH_TARGET, armor: '0', pc: true };

describe('cairnDraftAttacker', () => {
  it('rolls one weapon die, or both when a second weapon is chosen', () => {
    expect(cairnDraftAttacker(CAIRN_FIRST_ATTACKER)).toEqual({
      dice: [6],
      mode: 'normal',
      blast: false,
    });
    expect(cairnDraftAttacker({ ...CAIRN_FIRST_ATTACKER, die: 8, second: 10 }).dice).toEqual([
      8, 10,
    ]);
  });
});

describe('newCairnAttackerDraft', () => {
  it('starts a new attacker with the modifiers the Detachments rule sets', () => {
    expect(newCairnAttackerDraft('none')).toEqual(CAIRN_FIRST_ATTACKER);
    expect(newCairnAttackerDraft('against-detachment')).toMatchObject({ mode: 'impaired' });
    expect(newCairnAttackerDraft('by-detachment')).toMatchObject({
      mode: 'enhanced',
      blast: true,
    });
  });
});

describe('switchCairnDraftDetachment', () => {
  it('lifts the old rule’s modifiers before setting the new one’s', () => {
    const enhanced = { ...CAIRN_FIRST_ATTACKER, mode: 'enhanced', blast: true } as const;
    expect(switchCairnDraftDetachment(enhanced, 'by-detachment', 'none')).toEqual({
      mode: 'normal',
      blast: false,
    });
    expect(switchCairnDraftDetachment(enhanced, 'by-detachment', 'against-detachment')).toEqual({
      mode: 'impaired',
      blast: false,
    });
  });
});

describe('chooseCairnAttackerOption', () => {
  it('reads a weapon die as a number and a modifier as itself', () => {
    expect(chooseCairnAttackerOption('die', '10')).toEqual({ die: 10 });
    expect(chooseCairnAttackerOption('second', '0')).toEqual({ second: 0 });
    expect(chooseCairnAttackerOption('mode', 'impaired')).toEqual({ mode: 'impaired' });
  });

  it('offers "None" first for the second weapon', () => {
    expect(CAIRN_ATTACKER_CHOICES[1].options[0]).toEqual({ value: '0', label: 'None' });
  });
});

describe('readCairnCombatTarget', () => {
  it('reads a typed target, named "The target" in notices and "the target" in the log', () => {
    const target = readCairnCombatTarget(undefined, typed);
    expect(target).toMatchObject({
      name: 'The target',
      who: 'the target',
      dead: false,
      blockedBy: null,
      attack: { hp: 6, str: 10, pc: true },
    });
  });

  it('names the scores it cannot read and turns Roll off until they are', () => {
    const target = readCairnCombatTarget(undefined, { ...typed, hp: 'x', armor: '4' });
    expect(target.unread).toEqual(['current HP', 'Armor']);
    expect(target.attack).toBeNull();
    expect(target.blockedBy).toBe(
      'Roll is off until current HP and Armor are whole numbers in range.',
    );
  });

  it('says a typed target at STR 0 is dead, and how to go on', () => {
    const target = readCairnCombatTarget(undefined, { ...typed, name: ' Goblin ', str: '0' });
    expect(target.dead).toBe(true);
    expect(target.blockedBy).toBe(
      'Roll is off: Goblin is dead. Reset the target or type its scores.',
    );
  });

  it('takes a tracked member’s current scores over the typed ones, and whether they are a PC', () => {
    const hireling = { ...ada({ kind: 'hireling' }), hp: { current: 2, max: 5 } };
    const target = readCairnCombatTarget(hireling, { ...typed, hp: 'x', str: 'x' });
    expect(target).toMatchObject({ name: 'Ada', who: 'Ada', unread: [] });
    expect(target.attack).toEqual({ hp: 2, str: 12, pc: false, member: hireling });
  });
});

describe('nameCairnTargetChoice', () => {
  it('names a member with their kind, HP and STR', () => {
    expect(nameCairnTargetChoice(ada())).toBe('Ada (character, HP 5/5, STR 12)');
  });
});

describe('readCairnArmor', () => {
  it('reads Armor from 0 to 3 and says why more is not Armor', () => {
    expect(readCairnArmor('3')).toEqual({ ok: true, value: 3 });
    const four = readCairnArmor('4');
    expect(four.ok).toBe(false);
    if (!four.ok) expect(four.error.message).toMatch(/Armor.*3/);
  });
});

describe('CAIRN_TYPED_TARGET_SCORES', () => {
  it('asks a typed target for its current HP, then its current STR', () => {
    expect(CAIRN_TYPED_TARGET_SCORES).toEqual([
      { field: 'hp', label: 'Current HP' },
      { field: 'str', label: 'Current STR' },
    ]);
  });
});
