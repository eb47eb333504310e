import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  applyFortitudeSave,
  bondsLost,
  conditionCount,
  createMind,
  mythosKnowledgeCap,
  removeBrokenNotch,
  restSanity,
  rollFortitudeSave,
  rollSanitySave,
  sanatorium,
  selfHelp,
  readMythosKnowledge,
  setMythosKnowledge,
  type MindState,
} from '../../../src/rules/eldritch-instinct/sanity';

const mind = (overrides: Partial<MindState> = {}): MindState => ({
  ...createMind(50),
  ...overrides,
});
/** A scripted d100 face for a save roll read 00-99: roll r is face r + 1. */
const d100 = (roll: number) => roll + 1;

describe('createMind', () => {
  it('starts at SAN 4 with no notches and no MK', () => {
    expect(createMind(55)).toEqual({ san: 4, wil: 55, hardened: 0, broken: 0, mk: 0 });
  });
});

describe('rollSanitySave', () => {
  it('loses 1 SAN when the d4 is lower than SAN', () => {
    const result = rollSanitySave(mind({ san: 4 }), createScriptedRng([3]));
    expect(result.unsettled).toBe(true);
    expect(result.state.san).toBe(3);
    expect(result.fortitude).toBeNull();
  });

  it('keeps SAN when the d4 is not lower', () => {
    const result = rollSanitySave(mind({ san: 3 }), createScriptedRng([3]));
    expect(result.unsettled).toBe(false);
    expect(result.state.san).toBe(3);
  });

  it('makes a Fortitude save and sets SAN back to 2 when SAN hits 1', () => {
    const result = rollSanitySave(mind({ san: 2, wil: 50 }), createScriptedRng([1, d100(30)]));
    expect(result.fortitude?.passed).toBe(true);
    expect(result.state).toMatchObject({ san: 2, hardened: 1 });
    expect(result.notes.join(' ')).toContain('SAN hit 1');
  });

  it('shows the Fortitude save it makes as the save alone shows it, its roll first', () => {
    const result = rollSanitySave(mind({ san: 2, wil: 50 }), createScriptedRng([1, d100(30)]));
    expect(result.notes).toEqual([
      'Rolled 1, lower than SAN 2: unsettled, SAN drops to 1.',
      'SAN hit 1: make a Fortitude save and set SAN back to 2.',
      'WIL save: rolled 30 against 50, success.',
      'Fortitude save passed: a Hardened notch is filled (1 in all).',
      'Mythos Knowledge can now reach 10.',
    ]);
  });

  it('makes the owed Fortitude save when SAN was already at 1', () => {
    const result = rollSanitySave(mind({ san: 1, wil: 50 }), createScriptedRng([4, d100(95), 7]));
    expect(result.fortitude?.passed).toBe(false);
    expect(result.state).toMatchObject({ san: 2, broken: 1, wil: 43 });
  });
});

describe('restSanity', () => {
  it('resets SAN to 4', () => {
    expect(restSanity(mind({ san: 2 })).state.san).toBe(4);
  });
});

describe('applyFortitudeSave', () => {
  it('fills a Hardened notch on a success and loses a Bond at every third', () => {
    const once = applyFortitudeSave(
      mind(),
      { roll: 10, outcome: 'success' },
      createScriptedRng([]),
    );
    expect(once.state.hardened).toBe(1);
    expect(once.loseBond).toBe(false);
    const third = applyFortitudeSave(
      mind({ hardened: 2 }),
      { roll: 0, outcome: 'critical-success' },
      createScriptedRng([]),
    );
    expect(third.state.hardened).toBe(3);
    expect(third.loseBond).toBe(true);
  });

  it('fills a Broken notch, loses 1d10 WIL and freaks out on a failure; a condition at every third', () => {
    const result = applyFortitudeSave(
      mind({ wil: 5, broken: 2 }),
      { roll: 77, outcome: 'critical-failure' },
      createScriptedRng([9]),
    );
    expect(result.state).toMatchObject({ broken: 3, wil: 0 });
    expect(result.wilLost).toBe(9);
    expect(result.newCondition).toBe(true);
    expect(result.notes.join(' ')).toContain('freak out');
  });

  it('leads with the WIL save rolled, then what it did', () => {
    const result = applyFortitudeSave(
      mind(),
      { roll: 77, outcome: 'critical-failure' },
      createScriptedRng([3]),
    );
    expect(result.notes[0]).toBe('WIL save: rolled 77 against 50, critical failure.');
    expect(result.notes[1]).toMatch(/^Fortitude save failed: a Broken notch is filled/);
  });
});

describe('rollFortitudeSave', () => {
  it('is a WIL save against the current WIL', () => {
    expect(rollFortitudeSave(mind({ wil: 40 }), createScriptedRng([d100(40)])).passed).toBe(true);
    expect(rollFortitudeSave(mind({ wil: 40 }), createScriptedRng([d100(41), 1])).passed).toBe(
      false,
    );
  });
});

describe('notch thresholds and the MK cap', () => {
  it('counts a condition per three Broken and a lost Bond per three Hardened; MK is capped at 10 x Hardened', () => {
    expect([0, 2, 3, 5, 6].map(conditionCount)).toEqual([0, 0, 1, 1, 2]);
    expect([2, 3, 6].map(bondsLost)).toEqual([0, 1, 2]);
    expect(mythosKnowledgeCap({ hardened: 2 })).toBe(20);
  });
});

describe('setMythosKnowledge', () => {
  it('refuses more than 10 x Hardened notches', () => {
    expect(setMythosKnowledge(mind({ hardened: 1 }), 10)).toEqual({
      ok: true,
      value: mind({ hardened: 1, mk: 10 }),
    });
    const refused = setMythosKnowledge(mind({ hardened: 1 }), 11);
    expect(refused.ok).toBe(false);
    expect(setMythosKnowledge(mind(), -1).ok).toBe(false);
  });
});

describe('readMythosKnowledge', () => {
  it('reads typed MK as the site reads every whole number, then holds it to the cap', () => {
    expect(readMythosKnowledge(mind({ hardened: 1 }), ' 7 ')).toEqual({
      ok: true,
      value: mind({ hardened: 1, mk: 7 }),
    });
    expect(readMythosKnowledge(mind({ hardened: 1 }), '1e1')).toMatchObject({
      ok: false,
      error: { code: 'exponent' },
    });
    expect(readMythosKnowledge(mind({ hardened: 1 }), '')).toMatchObject({
      ok: false,
      error: { code: 'empty' },
    });
    expect(readMythosKnowledge(mind({ hardened: 1 }), '11')).toMatchObject({
      ok: false,
      error: { code: 'over-cap' },
    });
  });
});

describe('removeBrokenNotch', () => {
  it('removes a Broken notch and raises WIL by 1d10; the condition improves below three', () => {
    const result = removeBrokenNotch(mind({ wil: 30, broken: 3 }), createScriptedRng([6]));
    expect(result.ok && result.value.state).toMatchObject({ broken: 2, wil: 36 });
    expect(result.ok && result.value.conditionImproves).toBe(true);
  });

  it('refuses when there is no Broken notch', () => {
    expect(removeBrokenNotch(mind(), createScriptedRng([]))).toMatchObject({
      ok: false,
      error: { code: 'no-broken-notch' },
    });
  });
});

describe('selfHelp', () => {
  it('removes a Broken notch on a WIL success', () => {
    const result = selfHelp(mind({ broken: 1, wil: 50 }), false, createScriptedRng([d100(20), 4]));
    expect(result.ok && result.value.state).toMatchObject({ broken: 0, wil: 54 });
  });

  it('loses the Bond on a failure, and gains a Broken notch on a critical failure with the Key Connection', () => {
    const plain = selfHelp(mind({ broken: 1, wil: 50 }), false, createScriptedRng([d100(77)]));
    expect(plain.ok && plain.value).toMatchObject({
      loseBond: true,
      gainedBroken: false,
      state: { broken: 1 },
    });
    const key = selfHelp(mind({ broken: 1, wil: 50 }), true, createScriptedRng([d100(77)]));
    expect(key.ok && key.value).toMatchObject({
      loseBond: true,
      gainedBroken: true,
      state: { broken: 2 },
    });
  });
});

describe('sanatorium', () => {
  it('removes a Broken notch unless the WIL save is a critical failure, which calls for a Fortitude save', () => {
    const fine = sanatorium(mind({ broken: 1, wil: 50 }), createScriptedRng([d100(60), 2]));
    expect(fine.ok && fine.value.state).toMatchObject({ broken: 0, wil: 52 });
    const bad = sanatorium(mind({ broken: 1, wil: 50 }), createScriptedRng([d100(88), d100(10)]));
    expect(bad.ok && bad.value.fortitude?.passed).toBe(true);
    expect(bad.ok && bad.value.state).toMatchObject({ broken: 1, hardened: 1 });
  });
});
