import { describe, expect, it } from 'vitest';
import {
  emptySheet,
  isLootJudgeHitPlaced,
  LOOT_CHECK_FORM_START,
  LOOT_CHECK_NOTES,
  LOOT_FALL_FEET_BLOCKED,
  lootCheckChanceList,
  lootCheckChances,
  placeLootCheckJudgeHit,
  readLootCheckForm,
  showLootCheckDone,
  showLootFallDone,
  type LootCheckShown,
  type LootDefenceHit,
} from '../../../src/rules/loot';

const sheet = emptySheet('ada', 'Ada');

describe('readLootCheckForm', () => {
  it('reads a terrain check: its note, dice, chances for the sheet and Roll on', () => {
    const read = readLootCheckForm(LOOT_CHECK_FORM_START, sheet, 0, 0);
    expect(read.spec).toEqual({ kind: 'terrain' });
    expect(read.note).toBe(LOOT_CHECK_NOTES.terrain);
    expect(read.dice).toBe('Roll 1d12.');
    expect(read.chancesHeading).toBe('Exact chances for Ada, with the best die for the picker:');
    expect(read.chances).toEqual(
      lootCheckChanceList('terrain', lootCheckChances(sheet, { kind: 'terrain' }, 0, 0), 0),
    );
    expect([read.feet, read.feetError, read.blockedBy]).toEqual([null, null, null]);
    expect(read.button).toBe('Roll check');
  });
  it('counts a defence the attack does not allow as neither', () => {
    const read = readLootCheckForm(
      { ...LOOT_CHECK_FORM_START, kind: 'defence', attack: 'melee', defence: 'evade' },
      sheet,
      0,
      0,
    );
    expect(read.defence).toBe('neither');
    expect(read.spec).toEqual({ kind: 'defence', attack: 'melee', defence: 'neither' });
  });
  it('reads the distance fallen and lists the chance of no wound in all its checks', () => {
    const read = readLootCheckForm(
      { ...LOOT_CHECK_FORM_START, kind: 'falling', feetText: '30' },
      sheet,
      1,
      0,
    );
    expect(read.feet).toBe(30);
    expect(read.chances.at(-1)?.label).toBe('No wound in all 3 checks');
    expect(read.button).toBe('Roll falling checks');
  });
  it('turns Roll off with the reason while the distance fallen cannot be read', () => {
    const read = readLootCheckForm(
      { ...LOOT_CHECK_FORM_START, kind: 'falling', feetText: 'far' },
      sheet,
      0,
      0,
    );
    expect(read.feet).toBeNull();
    expect(read.feetError).not.toBeNull();
    expect(read.blockedBy).toBe(LOOT_FALL_FEET_BLOCKED);
  });
  it('ignores the distance typed for other checks', () => {
    const read = readLootCheckForm({ ...LOOT_CHECK_FORM_START, feetText: 'far' }, sheet, 0, 0);
    expect([read.feet, read.feetError, read.blockedBy]).toEqual([null, null, null]);
  });
});

const shown: LootCheckShown = {
  outcome: 'The judge chooses the slot',
  lines: ['Rolled 6: slot 6 (Grips), empty.'],
  judgePlaces: true,
  sheetId: 'ada',
  spec: { kind: 'defence', attack: 'melee', defence: 'neither' },
  falling: false,
};
const wound: LootDefenceHit = {
  outcome: 'open',
  notes: ['An open wound on slot 2.'],
  sheet,
  parryRolls: [],
  counterattack: false,
};

describe('placeLootCheckJudgeHit', () => {
  it('shows the hit on the slot the judge chose and remembers where it was resolved', () => {
    const placed = placeLootCheckJudgeHit(shown, sheet, 2, wound);
    expect(placed.lines[0]).toBe('The judge chose slot 2 (Torso).');
    expect(placed.judgePlaces).toBe(false);
    expect(placed.placed).toEqual({ sheetName: 'Ada', slot: 2 });
    expect(placed.sheetId).toBe('ada');
  });
});

describe('isLootJudgeHitPlaced', () => {
  it('is true only for the slot already resolved', () => {
    const placed = placeLootCheckJudgeHit(shown, sheet, 2, wound);
    expect(isLootJudgeHitPlaced(shown, 2)).toBe(false);
    expect(isLootJudgeHitPlaced(placed, 2)).toBe(true);
    expect(isLootJudgeHitPlaced(placed, 3)).toBe(false);
  });
});

describe('showLootCheckDone', () => {
  it('shows a check resolved on the sheet, as the check asked', () => {
    const done = {
      roll: { faces: [1], picker: null, chosen: 0 },
      resolution: {
        ...wound,
        outcome: 'success' as const,
        notes: ['Slot 1 is marked.'],
        face: 1,
        item: 'Rope',
      },
    };
    expect(showLootCheckDone(sheet, { kind: 'terrain' }, done)).toEqual({
      sheetId: 'ada',
      spec: { kind: 'terrain' },
      outcome: 'Success',
      lines: ['Rolled 1: slot 1 (Head), Rope.', 'Slot 1 is marked.'],
      judgePlaces: false,
      falling: false,
    });
  });
});

describe('showLootFallDone', () => {
  it('shows falling checks, which go stale with the distance typed', () => {
    const result = { outcome: 'No wounds', lines: ['Check 1'], judgePlaces: false };
    expect(showLootFallDone(sheet, result)).toEqual({
      sheetId: 'ada',
      spec: { kind: 'falling' },
      ...result,
      falling: true,
    });
  });
});
