import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import spells from '../../../content/cairn/tables/spells.json';
import {
  CAIRN_SPELLS_TABLE,
  describeCairnCasting,
  drawCairnSpell,
  readCairnSpell,
} from '../../../src/rules/cairn/spells';

describe('readCairnSpell', () => {
  it('reads each of the 100 rows of the spells table file', () => {
    expect(CAIRN_SPELLS_TABLE.rows).toHaveLength(100);
    expect(readCairnSpell(1)).toEqual({
      roll: 1,
      name: 'Adhere',
      effect: 'An object is covered in extremely sticky slime.',
    });
    const last = spells.rows[99]!;
    expect(readCairnSpell(100).name).toBe(last.cells[0]);
  });
  it('refuses a roll off the table', () => {
    expect(() => readCairnSpell(101)).toThrow(RangeError);
  });
});

describe('drawCairnSpell', () => {
  it('rolls one d100 and reads the spell', () => {
    const rng = createScriptedRng([3]);
    expect(drawCairnSpell(rng)).toEqual({
      roll: 3,
      name: 'Animate Object',
      effect: 'An object obeys your commands as best it can.',
    });
    expect(rng.countUnused()).toBe(0);
  });
});

describe('describeCairnCasting', () => {
  it('adds one Fatigue for a Spellbook and none for a Scroll', () => {
    expect(describeCairnCasting('spellbook', false, 12).fatigue).toBe(1);
    expect(describeCairnCasting('scroll', false, 12).fatigue).toBe(0);
  });
  it('offers the WIL save with its exact chance only when deprived or in danger', () => {
    expect(describeCairnCasting('spellbook', false, 12)).toMatchObject({
      saveOffered: false,
      saveChance: null,
    });
    expect(describeCairnCasting('spellbook', true, 12)).toMatchObject({
      saveOffered: true,
      saveChance: { numerator: 12n, denominator: 20n },
    });
    expect(describeCairnCasting('scroll', true, null)).toMatchObject({
      saveOffered: true,
      saveChance: null,
    });
  });
});
