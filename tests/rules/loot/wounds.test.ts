import { describe, expect, it } from 'vitest';
import {
  adjacentLootSlots,
  checkRollsWound,
  emptySheet,
  healLootWound,
  markLootSlot,
  readSlot,
  treatLootWound,
  woundLootSlot,
} from '../../../src/rules/loot';

const fresh = () => emptySheet('ada', 'Ada');

describe('adjacentLootSlots', () => {
  it('gives n-1 and n+1 within 1-11', () => {
    expect(adjacentLootSlots(1)).toEqual([2]);
    expect(adjacentLootSlots(3)).toEqual([2, 4]);
    expect(adjacentLootSlots(11)).toEqual([10]);
  });
});

describe('woundLootSlot', () => {
  it('gives an open wound that marks the slot B', () => {
    const { sheet, note } = woundLootSlot(fresh(), 2, 'open');
    expect(readSlot(sheet, 2)).toMatchObject({ wound: 'open', conditions: ['B'] });
    expect(note).toContain('open wound');
  });

  it('gives a treated wound without bleeding', () => {
    const { sheet } = woundLootSlot(fresh(), 4, 'treated');
    expect(readSlot(sheet, 4)).toMatchObject({ wound: 'treated', conditions: [] });
  });

  it('refuses wounds outside slots 1-5 and leaves the sheet alone', () => {
    const before = fresh();
    const { sheet, note } = woundLootSlot(before, 6, 'open');
    expect(sheet).toBe(before);
    expect(note).toContain('slots 1-5');
  });

  it('opens a treated wound hit again and tells the judge to place the new wound in an adjacent body slot', () => {
    const treated = woundLootSlot(fresh(), 5, 'treated').sheet;
    const { sheet, note, adjacent } = woundLootSlot(treated, 5, 'open');
    expect(readSlot(sheet, 5)).toMatchObject({ wound: 'open', conditions: ['B'] });
    expect(adjacent).toEqual([4]);
    expect(note).toContain('adjacent slot (4)');
  });

  it('makes the character cringe when an open wound is wounded again', () => {
    const open = woundLootSlot(fresh(), 3, 'open').sheet;
    const { sheet, note, adjacent } = woundLootSlot(open, 3, 'treated');
    expect(sheet).toBe(open);
    expect(note).toContain('cringes');
    expect(adjacent).toEqual([2, 4]);
  });
});

describe('markLootSlot', () => {
  it('marks the slot and nothing else', () => {
    const sheet = markLootSlot(fresh(), 7);
    expect(sheet.slots.map((slot) => slot.marked)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('checkRollsWound', () => {
  it('fails a check that rolls a treated wound and opens it (marked B)', () => {
    const treated = woundLootSlot(fresh(), 1, 'treated').sheet;
    const result = checkRollsWound(treated, 1);
    expect(result.failed).toBe(true);
    expect(readSlot(result.sheet, 1)).toMatchObject({ wound: 'open', conditions: ['B'] });
  });

  it('fails a check that rolls an open wound and makes the character cringe', () => {
    const open = woundLootSlot(fresh(), 2, 'open').sheet;
    const result = checkRollsWound(open, 2);
    expect(result.failed).toBe(true);
    expect(result.sheet).toBe(open);
    expect(result.note).toContain('disadvantage on all rolls for 1 round');
  });

  it('changes nothing for an unwounded slot or a 12', () => {
    expect(checkRollsWound(fresh(), 3)).toMatchObject({ failed: false, note: '' });
    expect(checkRollsWound(fresh(), 12)).toMatchObject({ failed: false, note: '' });
  });
});

describe('treatLootWound and healLootWound', () => {
  it('treat an open wound, then heal it away', () => {
    const open = woundLootSlot(fresh(), 2, 'open').sheet;
    const treated = treatLootWound(open, 2);
    expect(readSlot(treated, 2).wound).toBe('treated');
    expect(readSlot(healLootWound(treated, 2), 2).wound).toBe('none');
  });
});
