import { describe, expect, it } from 'vitest';
import {
  applyLootAttackHit,
  describeLootDefenceLegend,
  emptySheet,
  LOOT_ATTACK_FORM_START,
  lootAttackHitChance,
  lootAttackLines,
  readLootAttackForm,
  startLootAttackRound,
  type LootCheckRoll,
  type LootDefenceHit,
} from '../../../src/rules/loot';

const sheet = emptySheet('ada', 'Ada');
const one = (faces: number[], chosen = 0): LootCheckRoll => ({
  faces,
  picker: faces.length > 1 ? 'player' : null,
  chosen,
});
const wound: LootDefenceHit = {
  outcome: 'open',
  notes: ['An open wound on slot 3.'],
  sheet,
  parryRolls: [],
  counterattack: false,
};

describe('readLootAttackForm', () => {
  it('reads a melee attack: its range line, one d12, the chance to hit and no aim asked', () => {
    const read = readLootAttackForm(LOOT_ATTACK_FORM_START, sheet, 0, 0);
    expect(read.range).toBe(
      'Range: reach. Not evadable; blocked by armour, shields, melee weapons and cover. A parry by a melee weapon allows a counterattack.',
    );
    expect(read.asksAimed).toBe(false);
    expect(read.planned.count).toBe(1);
    expect(read.chances).toEqual([
      { label: 'Chance to hit (a miss only on a 12)', fraction: lootAttackHitChance(0) },
    ]);
  });
  it('asks whether a missile was aimed, and gives it disadvantage unless it was', () => {
    const missile = { ...LOOT_ATTACK_FORM_START, attack: 'missile' as const };
    expect(readLootAttackForm(missile, sheet, 0, 0).asksAimed).toBe(true);
    expect(readLootAttackForm(missile, sheet, 0, 0).planned.disadvantages).toBe(1);
    expect(readLootAttackForm({ ...missile, aimed: true }, sheet, 0, 0).planned.disadvantages).toBe(
      0,
    );
  });
  it('counts a defence the attack does not allow as neither', () => {
    const read = readLootAttackForm({ ...LOOT_ATTACK_FORM_START, defence: 'evade' }, sheet, 0, 0);
    expect(read.defence).toBe('neither');
  });
  it('offers no two-weapon option without a sheet, and says why', () => {
    const read = readLootAttackForm(
      { ...LOOT_ATTACK_FORM_START, twoWeapons: true },
      undefined,
      1,
      0,
    );
    expect(read.planned.twoWeapons).toEqual({ allowed: false, reason: 'Needs a sheet.' });
    expect(read.planned.count).toBe(1);
  });
});

describe('describeLootDefenceLegend', () => {
  it('names whose defence is chosen before the roll', () => {
    expect(describeLootDefenceLegend(sheet)).toBe("Ada's defence when a hit is applied");
  });
});

describe('lootAttackLines', () => {
  it('draws a single hit with its Apply button for the sheet named', () => {
    const [line] = lootAttackLines(startLootAttackRound('melee', [one([3])]), 'Ada');
    expect(line).toEqual({
      roll: one([3]),
      pickLegend: null,
      outcome: 'Hit: slot 3 (Torso).',
      apply: { slot: 3, label: 'Apply the hit to Ada', blockedBy: null },
      applied: null,
    });
  });
  it('offers no Apply for a miss, or without a sheet', () => {
    expect(lootAttackLines(startLootAttackRound('melee', [one([12])]), 'Ada')[0]?.apply).toBeNull();
    expect(
      lootAttackLines(startLootAttackRound('melee', [one([3])]), undefined)[0]?.apply,
    ).toBeNull();
  });
  it('numbers two attacks, offers the pick among several dice, and turns Apply off once applied', () => {
    const round = startLootAttackRound('melee', [one([3, 5], 1), one([12])]);
    const applied = applyLootAttackHit(round, 0, { sheetName: 'Bo', slot: 5, hit: wound });
    const [first, second] = lootAttackLines(applied, 'Ada');
    expect(first?.pickLegend).toBe('Attack 1: the attacker picks');
    expect(first?.outcome).toBe('Attack 1: Hit: slot 5 (Arms/Hands).');
    expect(first?.apply?.label).toBe('Apply hit 1 to Bo');
    expect(first?.apply?.blockedBy).toMatch(/^Applied to Bo, slot 5 /);
    expect(first?.applied?.lines).toEqual(['An open wound on slot 3.']);
    expect(second?.outcome).toBe('Attack 2: Miss (a 12).');
  });
});
