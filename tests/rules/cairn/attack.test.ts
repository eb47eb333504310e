import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  applyCairnAttackToMember,
  describeUndoneCairnAttack,
  resolveCairnAttack,
  type CairnRoller,
} from '../../../src/rules/cairn/attack';
import { cairnCriticalSaveChance } from '../../../src/rules/cairn/damage';
import { ada } from './members';

/** A roller over scripted faces that notes which tools rolled, in order. */
function scripted(faces: readonly number[]): { roll: CairnRoller; rolled: string[] } {
  const rng = createScriptedRng(faces);
  const rolled: string[] = [];
  return {
    rolled,
    roll: (tool, input) => {
      rolled.push(tool.name);
      return tool.roll(input, rng);
    },
  };
}

const d6 = { attackers: [{ dice: [6] as const, mode: 'normal', blast: false }], armor: 0 } as const;

describe('resolveCairnAttack', () => {
  it('gives a PC brought to exactly 0 HP a Scar by the HP lost, and no STR save', () => {
    // d6 shows 5 on 5 HP; the Scars table's own dice show 1s.
    const dice = scripted([5, 1, 1, 1, 1]);
    const result = resolveCairnAttack(d6, { hp: 5, str: 12, pc: true }, dice.roll);
    expect(dice.rolled).toEqual(['attack', 'scar']);
    expect(result.outcome).toMatchObject({ hpAfter: 0, exactlyZero: true });
    expect(result.scar?.hpLost).toBe(5);
    expect(result.save).toBeUndefined();
  });

  it('gives no Scar to a target that is not a PC', () => {
    const dice = scripted([5]);
    const result = resolveCairnAttack(d6, { hp: 5, str: 12, pc: false }, dice.roll);
    expect(dice.rolled).toEqual(['attack']);
    expect(result.scar).toBeUndefined();
    expect(result.lines.length).toBeGreaterThan(0);
  });

  it('takes damage past 0 HP from STR and calls for the STR save, with the chance it had', () => {
    // 5 damage on 2 HP: 3 over, STR 12 to 9; the d20 shows 15.
    const dice = scripted([5, 15]);
    const result = resolveCairnAttack(d6, { hp: 2, str: 12, pc: true }, dice.roll);
    expect(dice.rolled).toEqual(['attack', 'critical-save']);
    expect(result.outcome).toMatchObject({ hpAfter: 0, strAfter: 9, overflow: 3 });
    expect(result.save).toMatchObject({ roll: 15, score: 9 });
    expect(result.saveChance).toEqual(cairnCriticalSaveChance(9));
    expect(result.scar).toBeUndefined();
  });

  it('leaves a party member damaged and scarred, within their maxima', () => {
    const member = ada();
    const dice = scripted([5, 1, 1, 1, 1]);
    const result = resolveCairnAttack(d6, { hp: 5, str: 12, pc: true, member }, dice.roll);
    const after = applyCairnAttackToMember(member, result);
    expect(after.hp).toEqual({ current: 0, max: 5 });
    expect(after.str).toEqual({ current: 12, max: 12 });
    expect(after.scars).toHaveLength(1);
  });
});

describe('describeUndoneCairnAttack', () => {
  it('says the sheet is back as it was, and names the scar that went with the attack', () => {
    // d6 shows 4 on 4 HP: Broken Limb, whose dice show 5, 3 and 4.
    const scarred = resolveCairnAttack(
      d6,
      { hp: 4, str: 10, pc: true },
      scripted([4, 5, 3, 4]).roll,
    );
    expect(describeUndoneCairnAttack('Ada', scarred)).toBe(
      'Undone: Ada’s sheet is back as it was before this attack, without the Broken Limb scar.',
    );
    const grazed = resolveCairnAttack(d6, { hp: 4, str: 10, pc: true }, scripted([2]).roll);
    expect(describeUndoneCairnAttack('Ada', grazed)).toBe(
      'Undone: Ada’s sheet is back as it was before this attack.',
    );
  });
});
