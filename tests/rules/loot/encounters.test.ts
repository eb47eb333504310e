import { describe, expect, it } from 'vitest';
import { createScriptedRng, reduceFraction } from '../../../src/rules/dice';
import {
  LOOT_ENCOUNTER_PRESETS,
  describeLootEncounterPreset,
  lootEncounterChance,
  lootEncounterFaces,
  parseLootExtraSenses,
  parseLootTrys,
  readLootEncounter,
  rollLootEncounters,
  tickLootSense,
} from '../../../src/rules/loot/encounters';

/** Counts the d10 rolls with at least one encounter face, one combination at a time. */
function brute(trys: number, senses: number): { hits: number; total: number } {
  let hits = 0;
  const total = 10 ** trys;
  for (let code = 0; code < total; code += 1) {
    const faces = Array.from({ length: trys }, (_, i) => Math.floor(code / 10 ** i) % 10);
    if (faces.some((face) => face <= senses)) hits += 1;
  }
  return { hits, total };
}

describe('lootEncounterFaces', () => {
  it('makes 0 an encounter and one more face per alerted sense', () => {
    expect(lootEncounterFaces(0)).toEqual([0]);
    expect(lootEncounterFaces(2)).toEqual([0, 1, 2]);
    expect(lootEncounterFaces(12)).toHaveLength(10);
  });
});

describe('lootEncounterChance', () => {
  it('matches enumeration of every d10 combination', () => {
    for (const trys of [1, 2, 3, 4]) {
      for (const senses of [0, 1, 2, 4]) {
        const { hits, total } = brute(trys, senses);
        expect(lootEncounterChance(trys, senses)).toEqual({
          numerator: BigInt(hits),
          denominator: BigInt(total),
        });
      }
    }
  });
  it('reproduces the five examples of the text, with 41% for the rest', () => {
    const byId = Object.fromEntries(
      LOOT_ENCOUNTER_PRESETS.map((p) => [p.id, lootEncounterChance(p.trys, p.senses.length)]),
    );
    expect(reduceFraction(byId['quiet-room']!)).toEqual({ numerator: 1n, denominator: 10n });
    expect(reduceFraction(byId.combat!)).toEqual({ numerator: 1n, denominator: 5n });
    expect(reduceFraction(byId.bomb!)).toEqual({ numerator: 1n, denominator: 2n });
    expect(byId.rest).toEqual({ numerator: 40951n, denominator: 100000n });
    expect(byId['rest-cooking']).toEqual({ numerator: 83193n, denominator: 100000n });
    expect(LOOT_ENCOUNTER_PRESETS.find((p) => p.id === 'rest')?.note).toContain('41%');
  });
});

describe('describeLootEncounterPreset', () => {
  it('says the printed figure once, with why the exact chance differs when it does', () => {
    const byId = (id: string) => LOOT_ENCOUNTER_PRESETS.find((p) => p.id === id)!;
    expect(describeLootEncounterPreset(byId('rest'))).toBe(
      '30-minute rest: the text says 40%; the exact chance 1 − 0.9⁵ is 40.951%, so 41% rounded.',
    );
    expect(describeLootEncounterPreset(byId('combat'))).toBe('Fight a combat: the text says 20%.');
    for (const preset of LOOT_ENCOUNTER_PRESETS)
      expect(describeLootEncounterPreset(preset).split(preset.printed)).toHaveLength(2);
  });
});

describe('rollLootEncounters', () => {
  it('reads the d10s 0-9 and finds the encounter faces', () => {
    const roll = rollLootEncounters(3, 1, createScriptedRng([5, 2, 10]));
    expect(roll.faces).toEqual([4, 1, 9]);
    expect(roll.hits).toEqual([1]);
    expect(roll.encounter).toBe(true);
  });
  it('reports no encounter when no die shows one', () => {
    expect(rollLootEncounters(1, 0, createScriptedRng([2])).encounter).toBe(false);
  });
});

describe('parseLootTrys', () => {
  it('accepts 1-50 and explains anything else', () => {
    expect(parseLootTrys(' 5 ')).toEqual({ ok: true, value: 5 });
    expect(parseLootTrys('0').ok).toBe(false);
    expect(parseLootTrys('abc').ok).toBe(false);
    expect(parseLootTrys('2.5').ok).toBe(false);
    expect(parseLootTrys('51').ok).toBe(false);
  });
});

describe('parseLootExtraSenses', () => {
  it('reads empty as none and refuses too many', () => {
    expect(parseLootExtraSenses('', 5)).toEqual({ ok: true, value: 0 });
    expect(parseLootExtraSenses('6', 5).ok).toBe(false);
    expect(parseLootExtraSenses('-1', 5).ok).toBe(false);
  });
});

describe('readLootEncounter', () => {
  it('adds the senses ticked to the count typed', () => {
    expect(readLootEncounter('5', '1', ['sound', 'smell'])).toEqual({
      input: { trys: 5, senses: 3 },
      trysError: null,
      extraError: null,
      blockedBy: null,
    });
  });
  it('reads an empty count of more senses as none', () => {
    expect(readLootEncounter('1', '', []).input).toEqual({ trys: 1, senses: 0 });
  });
  it('says why Roll is off when the trys cannot be read, the message at the field', () => {
    const reading = readLootEncounter('0', '0', []);
    expect(reading.input).toBeNull();
    expect(reading.trysError).not.toBeNull();
    expect(reading.blockedBy).toBe('Roll is off until the trys are a whole number from 1 to 50.');
  });
  it('refuses more senses than are left after the ticked ones', () => {
    const reading = readLootEncounter('1', '6', ['sound', 'sight', 'smell', 'other']);
    expect(reading.extraError).not.toBeNull();
    expect(reading.blockedBy).toBe(
      'Roll is off until the count of more alerted senses can be read.',
    );
  });
});

describe('tickLootSense', () => {
  it('puts a sense ticked last, once', () => {
    expect(tickLootSense(['smell', 'sound'], 'smell', true)).toEqual(['sound', 'smell']);
  });
  it('clears a sense', () => {
    expect(tickLootSense(['smell', 'sound'], 'smell', false)).toEqual(['sound']);
  });
});
