import { describe, expect, it } from 'vitest';
import {
  LOOT_ATTACK_ROLLER_START,
  emptySheet,
  isLootAttackHitOpen,
  lootAttackFocusAfter,
  planLootAttackHit,
  startLootAttackRound,
  stepLootAttackRoller,
  type LootCheckRoll,
  type LootDefenceHit,
} from '../../../src/rules/loot';

const sheet = emptySheet('ada', 'Ada');
const one = (faces: number[], chosen = 0): LootCheckRoll => ({ faces, picker: null, chosen });
const hit = (outcome: LootDefenceHit['outcome'], notes: string[]): LootDefenceHit => ({
  outcome,
  notes,
  sheet,
  parryRolls: [],
  counterattack: false,
});
const twoHits = startLootAttackRound('melee', [one([6]), one([4])]);
const rolled = stepLootAttackRoller(LOOT_ATTACK_ROLLER_START, { kind: 'rolled', round: twoHits });
const onGrip = { sheetName: 'Ada', slot: 6 as const, hit: hit('judge', ['An empty grip.']) };
const applied = stepLootAttackRoller(rolled, {
  kind: 'hit',
  attackIndex: 0,
  byJudge: false,
  hit: onGrip,
});

describe('stepLootAttackRoller', () => {
  it('shows a round rolled as a new result', () => {
    expect(rolled).toEqual({ round: twoHits, serial: 1 });
  });

  it('picks another die in place, not as a new result', () => {
    const round = startLootAttackRound('melee', [one([3, 12])]);
    const shown = stepLootAttackRoller(LOOT_ATTACK_ROLLER_START, { kind: 'rolled', round });
    const picked = stepLootAttackRoller(shown, { kind: 'chose', attackIndex: 0, chosen: 1 });
    expect(picked.serial).toBe(1);
    expect(picked.round?.attacks[0]?.chosen).toBe(1);
  });

  it('shows a hit applied, then placed by the judge, each as a new result', () => {
    expect(applied.serial).toBe(2);
    expect(applied.round?.applied[0]).toMatchObject({ slot: 6, judgePlaces: true, placed: null });
    const placed = stepLootAttackRoller(applied, {
      kind: 'hit',
      attackIndex: 0,
      byJudge: true,
      hit: { sheetName: 'Ada', slot: 3, hit: hit('failure', ['Slot 3 is wounded.']) },
    });
    expect(placed.serial).toBe(3);
    expect(placed.round?.applied[0]).toMatchObject({
      lines: ['An empty grip.', 'The judge chose slot 3 (Torso).', 'Slot 3 is wounded.'],
      placed: { sheetName: 'Ada', slot: 3 },
    });
  });

  it('gives an undone hit back to apply to the same roll only', () => {
    const undone = stepLootAttackRoller(applied, {
      kind: 'undone',
      attacks: twoHits.attacks,
      attackIndex: 0,
    });
    expect(undone.round?.applied).toEqual([null, null]);
    expect(undone.serial).toBe(2);
    const newer = stepLootAttackRoller(applied, { kind: 'rolled', round: twoHits });
    const later = { ...newer, round: startLootAttackRound('melee', [one([6])]) };
    expect(
      stepLootAttackRoller(later, { kind: 'undone', attacks: twoHits.attacks, attackIndex: 0 }),
    ).toBe(later);
  });

  it('changes nothing before a round is rolled', () => {
    expect(
      stepLootAttackRoller(LOOT_ATTACK_ROLLER_START, {
        kind: 'hit',
        attackIndex: 0,
        byJudge: false,
        hit: onGrip,
      }),
    ).toBe(LOOT_ATTACK_ROLLER_START);
  });
});

describe('isLootAttackHitOpen', () => {
  it('applies a hit once', () => {
    expect(isLootAttackHitOpen(twoHits, 0, 6, false)).toBe(true);
    expect(isLootAttackHitOpen(applied.round!, 0, 6, false)).toBe(false);
  });

  it('lets the judge place an applied hit once on each slot chosen', () => {
    expect(isLootAttackHitOpen(twoHits, 0, 3, true)).toBe(false);
    expect(isLootAttackHitOpen(applied.round!, 0, 3, true)).toBe(true);
    const placed = stepLootAttackRoller(applied, {
      kind: 'hit',
      attackIndex: 0,
      byJudge: true,
      hit: { sheetName: 'Ada', slot: 3, hit: hit('failure', []) },
    });
    expect(isLootAttackHitOpen(placed.round!, 0, 3, true)).toBe(false);
    expect(isLootAttackHitOpen(placed.round!, 0, 4, true)).toBe(true);
  });
});

describe('lootAttackFocusAfter', () => {
  it('goes to the judge’s slot when the judge places the hit next', () => {
    expect(lootAttackFocusAfter(twoHits, 0, true, false)).toBe('judge');
    expect(lootAttackFocusAfter(twoHits, 0, true, true)).toBe('judge');
  });

  it('stays for the next hit still to apply, else goes back to Roll', () => {
    expect(lootAttackFocusAfter(twoHits, 0, false, false)).toBeNull();
    expect(lootAttackFocusAfter(twoHits, 1, false, false)).toBe('roll');
  });

  it('goes back to Roll once the judge’s choice is resolved', () => {
    expect(lootAttackFocusAfter(twoHits, 0, false, true)).toBe('roll');
  });
});

describe('planLootAttackHit', () => {
  it('resolves a melee hit with the defence chosen, said as the defence against it', () => {
    expect(planLootAttackHit(twoHits, 0, 6, false, sheet, 'parry')).toEqual({
      input: { sheet, attack: 'melee', defence: 'parry', slot: 6 },
      what: 'defence against melee',
    });
  });

  it('says a hit placed by the judge as chosen by the judge', () => {
    expect(planLootAttackHit(applied.round!, 0, 3, true, sheet, 'neither')?.what).toBe(
      'defence against melee, slot chosen by the judge',
    );
  });

  it('resolves nothing for a hit applied already', () => {
    expect(planLootAttackHit(applied.round!, 0, 6, false, sheet, 'neither')).toBeNull();
  });
});
