import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import {
  cairnHirelingMember,
  parseCairnHirelingName,
  rollCairnHireling,
  rollCairnHirelingPart,
  rollCairnHirelingParts,
} from '../../../src/rules/cairn/hirelings';

describe('rollCairnHireling', () => {
  it('rolls 3d6 for STR, DEX and WIL and 1d6 for HP, in that order', () => {
    const rng = createScriptedRng([1, 2, 3, 6, 6, 6, 1, 1, 1, 4]);
    const hireling = rollCairnHireling(rng);
    expect(hireling.str).toEqual({ part: 'str', total: 6, dice: [1, 2, 3] });
    expect(hireling.dex.total).toBe(18);
    expect(hireling.wil.total).toBe(3);
    expect(hireling.hp).toEqual({ part: 'hp', total: 4, dice: [4] });
    expect(rng.countUnused()).toBe(0);
  });
  it('always gives attributes from 3 to 18 and HP from 1 to 6 over a thousand seeded hirelings', () => {
    const rng = createSeededRng(20261122);
    const seen = { low: 99, high: 0, hpLow: 99, hpHigh: 0 };
    for (let n = 0; n < 1000; n += 1) {
      const hireling = rollCairnHireling(rng);
      for (const part of [hireling.str, hireling.dex, hireling.wil]) {
        expect(part.total).toBeGreaterThanOrEqual(3);
        expect(part.total).toBeLessThanOrEqual(18);
        expect(part.dice).toHaveLength(3);
        seen.low = Math.min(seen.low, part.total);
        seen.high = Math.max(seen.high, part.total);
      }
      expect(hireling.hp.total).toBeGreaterThanOrEqual(1);
      expect(hireling.hp.total).toBeLessThanOrEqual(6);
      seen.hpLow = Math.min(seen.hpLow, hireling.hp.total);
      seen.hpHigh = Math.max(seen.hpHigh, hireling.hp.total);
    }
    // The whole HP range shows up, so the bounds above were really exercised.
    expect([seen.hpLow, seen.hpHigh]).toEqual([1, 6]);
    expect(seen.low).toBeLessThanOrEqual(5);
    expect(seen.high).toBeGreaterThanOrEqual(16);
  });
});

describe('rollCairnHirelingPart', () => {
  it('re-rolls one part alone', () => {
    expect(rollCairnHirelingPart('wil', createScriptedRng([5, 5, 2])).total).toBe(12);
    expect(rollCairnHirelingPart('hp', createScriptedRng([6])).total).toBe(6);
  });
});

describe('parseCairnHirelingName', () => {
  it('trims and squeezes spaces', () => {
    expect(parseCairnHirelingName('  Old   Tam ')).toEqual({ ok: true, value: 'Old Tam' });
  });
  it('asks for a name when empty and refuses one too long', () => {
    expect(parseCairnHirelingName('   ')).toMatchObject({
      ok: false,
      error: { code: 'empty', message: expect.stringContaining('Give the hireling a name') },
    });
    expect(parseCairnHirelingName('x'.repeat(61))).toMatchObject({
      ok: false,
      error: { code: 'too-long', message: expect.stringContaining('61') },
    });
  });
});

describe('rollCairnHirelingParts', () => {
  it('rolls each part with the roller given, in the order STR, DEX, WIL, HP', () => {
    const rolled: string[] = [];
    const hireling = rollCairnHirelingParts((part) => {
      rolled.push(part);
      return { part, total: 3, dice: [1, 1, 1] };
    });
    expect(rolled).toEqual(['str', 'dex', 'wil', 'hp']);
    expect(hireling.wil).toEqual({ part: 'wil', total: 3, dice: [1, 1, 1] });
  });
});

describe('cairnHirelingMember', () => {
  it('makes a hireling of the name and the totals rolled', () => {
    const hireling = rollCairnHireling(createScriptedRng([1, 2, 3, 6, 6, 6, 1, 1, 1, 4]));
    expect(cairnHirelingMember('Pell', hireling)).toEqual({
      kind: 'hireling',
      name: 'Pell',
      str: 6,
      dex: 18,
      wil: 3,
      hp: 4,
    });
  });
});
