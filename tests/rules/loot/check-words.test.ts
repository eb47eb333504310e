import { describe, expect, it } from 'vitest';
import type { Fraction } from '../../../src/rules/dice';
import {
  describeLootDicePick,
  LOOT_CHANCE_LABELS,
  lootCheckChanceList,
  type LootCheckChances,
} from '../../../src/rules/loot/checks';
import { describeLootFallOutcome } from '../../../src/rules/loot/rolls';

const f = (numerator: number, denominator: number): Fraction => ({
  numerator: BigInt(numerator),
  denominator: BigInt(denominator),
});
const withJudge: LootCheckChances = { success: f(6, 12), judge: f(1, 12), failure: f(5, 12) };
const noJudge: LootCheckChances = { success: f(6, 12), judge: f(0, 12), failure: f(6, 12) };

describe('lootCheckChanceList', () => {
  it('leaves success out of a plain check, which the judge reads', () => {
    expect(lootCheckChanceList('plain', withJudge, 0).map((c) => c.label)).toEqual([
      LOOT_CHANCE_LABELS.plain.judge,
      LOOT_CHANCE_LABELS.plain.failure,
    ]);
  });
  it('names the judge only when the judge can decide', () => {
    expect(lootCheckChanceList('terrain', noJudge, 0)).toEqual([
      { label: 'Success', fraction: noJudge.success },
      { label: 'Failure', fraction: noJudge.failure },
    ]);
  });
  it('adds the chance that every falling check leaves the body unwounded', () => {
    const list = lootCheckChanceList('falling', noJudge, 2);
    expect(list.at(-1)).toEqual({ label: 'No wound in all 2 checks', fraction: f(36, 144) });
    expect(lootCheckChanceList('falling', noJudge, 1).at(-1)?.label).toBe(
      'No wound in all 1 check',
    );
  });
  it('adds nothing for a fall whose distance cannot be read yet', () => {
    expect(lootCheckChanceList('falling', noJudge, 0)).toHaveLength(2);
  });
});

describe('describeLootDicePick', () => {
  it('says the judge picks the worst die with disadvantage', () => {
    expect(describeLootDicePick('Ada', 'judge')).toBe(
      'Dice for Ada: the judge picks (the worst is chosen)',
    );
  });
  it('says the player picks the best die with advantage', () => {
    expect(describeLootDicePick('Ada', 'player')).toBe(
      'Dice for Ada: the player picks (the best is chosen)',
    );
  });
});

describe('describeLootFallOutcome', () => {
  it('says a fall without wounds left none', () => {
    expect(describeLootFallOutcome(0)).toBe('No wound');
  });
  it('counts the wounds a fall left in body slots', () => {
    expect(describeLootFallOutcome(1)).toBe('1 wound in body slots');
    expect(describeLootFallOutcome(3)).toBe('3 wounds in body slots');
  });
});
