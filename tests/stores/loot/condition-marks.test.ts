import { beforeEach, describe, expect, it } from 'vitest';
import {
  emptySheet,
  lootConditionSlots,
  removeLootCondition,
  worsenLootAsphyxiation,
  type LootSheet,
} from '../../../src/rules/loot';
import {
  $lootConditionUndo,
  applyLootCondition,
  forgetLootConditionUndo,
  undoLootCondition,
} from '../../../src/stores/loot/condition-marks';
import { $lootActiveSheetId, $lootSheets, lootSheetsRoster } from '../../../src/stores/loot/sheets';
import { useFakeStorage } from '../storage';

useFakeStorage(() => {
  forgetLootConditionUndo();
  $lootSheets.set([]);
  $lootActiveSheetId.set(null);
});

beforeEach(() => $lootSheets.set([emptySheet('ada', 'Ada')]));

const saved = (): LootSheet => $lootSheets.get()[0]!;
const asphyxiated = () => lootConditionSlots(saved(), 'A');

describe('applyLootCondition', () => {
  it('writes the result on the sheet and offers its Undo', () => {
    const before = saved();
    const applied = applyLootCondition(before, () => worsenLootAsphyxiation(before, 1));
    expect(applied.ok).toBe(true);
    expect(asphyxiated()).toEqual([1]);
    expect($lootConditionUndo.get().removed).toMatchObject({ before, after: saved() });
  });

  it('makes one change for two presses on the sheet as it was drawn (a double tap)', () => {
    const drawn = saved();
    applyLootCondition(drawn, () => worsenLootAsphyxiation(drawn, 1));
    let ran = false;
    const second = applyLootCondition(drawn, () => {
      ran = true;
      return worsenLootAsphyxiation(drawn, 2);
    });
    expect(second).toEqual({
      ok: false,
      error: { code: 'stale', message: 'Ada’s sheet has changed; look again before marking.' },
    });
    expect(ran).toBe(false);
    expect(asphyxiated()).toEqual([1]);
  });

  it('offers no Undo for a result that changed nothing', () => {
    const sheet = saved();
    applyLootCondition(sheet, () => worsenLootAsphyxiation(sheet, 1));
    const now = saved();
    applyLootCondition(now, () => ({ sheet: now, notes: ['Rolled 4.'], outcome: 'none' }));
    expect($lootConditionUndo.get().removed).toBeNull();
  });

  it('refuses a sheet that is gone', () => {
    const sheet = saved();
    lootSheetsRoster.remove('ada');
    expect(applyLootCondition(sheet, () => worsenLootAsphyxiation(sheet, 1)).ok).toBe(false);
  });
});

describe('undoLootCondition', () => {
  it('puts back a mark and says so', () => {
    const sheet = saved();
    applyLootCondition(sheet, () => worsenLootAsphyxiation(sheet, 1));
    expect(undoLootCondition()).toEqual({
      ok: true,
      value: 'Took it back: Ada’s sheet is as it was before.',
    });
    expect(asphyxiated()).toEqual([]);
    expect($lootConditionUndo.get()).toEqual({ removed: null, refused: null, message: null });
  });

  it('puts back marks cleared', () => {
    const sheet = saved();
    applyLootCondition(sheet, () => worsenLootAsphyxiation(sheet, 1));
    const marked = saved();
    applyLootCondition(marked, () => removeLootCondition(marked, 'A'));
    expect(asphyxiated()).toEqual([]);
    expect(undoLootCondition()?.ok).toBe(true);
    expect(asphyxiated()).toEqual([1]);
  });

  it('has nothing to undo when nothing was changed', () => {
    expect(undoLootCondition()).toBeUndefined();
  });

  it('refuses, keeping why, once the sheet has changed since', () => {
    const sheet = saved();
    applyLootCondition(sheet, () => worsenLootAsphyxiation(sheet, 1));
    lootSheetsRoster.update('ada', (ada) => ({ ...ada, notes: 'Holding breath' }));
    expect(undoLootCondition()?.ok).toBe(false);
    expect(asphyxiated()).toEqual([1]);
    expect($lootConditionUndo.get()).toMatchObject({
      removed: null,
      message:
        'Ada’s sheet has changed since, so the Undo would lose that; change it back by hand.',
    });
  });
});
