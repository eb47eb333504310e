import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { rollCairnSave } from '../../../src/rules/cairn/saves';
import spells from '../../../content/cairn/tables/spells.json';
import { ada } from './members';
import {
  CAIRN_SPELL_SOURCE_NAMES,
  describeCairnSpellDraw,
  cairnCastUndoRefused,
  describeCairnCastKept,
  describeUndoneCairnCast,
  CAIRN_SPELLS_TABLE,
  cairnCastingDangerLabel,
  describeCairnCaster,
  describeCairnCast,
  describeCairnCasting,
  describeCairnCastingSave,
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
  const CALM = { danger: false, deprived: false };
  it('adds one Fatigue for a Spellbook and none for a Scroll', () => {
    expect(describeCairnCasting('spellbook', CALM, 12).fatigue).toBe(1);
    expect(describeCairnCasting('scroll', CALM, 12).fatigue).toBe(0);
  });
  it('offers the WIL save with its exact chance only when deprived or in danger', () => {
    expect(describeCairnCasting('spellbook', CALM, 12)).toMatchObject({
      saveOffered: false,
      saveChance: null,
    });
    expect(describeCairnCasting('spellbook', { danger: true, deprived: false }, 12)).toMatchObject({
      saveOffered: true,
      saveChance: { numerator: 12n, denominator: 20n },
    });
    expect(describeCairnCasting('scroll', { danger: false, deprived: true }, null)).toMatchObject({
      saveOffered: true,
      saveChance: null,
    });
  });
});

describe('describeCairnCast', () => {
  const spellbook = { fatigue: 1 };
  it('adds the Fatigue to a tracked caster, or says an item must go when no slot is left', () => {
    expect(describeCairnCast(spellbook, 'Ada', 2, 3)).toBe(
      'Ada adds 1 Fatigue: now 3 Fatigue. If no slot is free, an item must be dropped.',
    );
    expect(describeCairnCast(spellbook, 'Ada', 10, 10)).toBe(
      'Ada already has Fatigue in all 10 slots: an item must be dropped.',
    );
  });

  it('asks for the Fatigue by hand without a tracked caster, and costs nothing from a Scroll', () => {
    expect(describeCairnCast(spellbook, 'the caster', 0, null)).toBe(
      'Cast from a Spellbook: add 1 Fatigue to the caster’s inventory (pick a caster from the party to track it).',
    );
    expect(describeCairnCast({ fatigue: 0 }, 'Ada', 4, 4)).toBe(
      'Cast from a Scroll: no Fatigue for Ada; the Scroll disappears.',
    );
  });
});

describe('describeCairnCastingSave', () => {
  it('says the verdict, why, and the ill effects of a failure', () => {
    expect(describeCairnCastingSave(rollCairnSave(12, createScriptedRng([9])))).toBe(
      'Passed: rolled 9 against WIL 12, 9 is equal to or under 12. No ill effects.',
    );
    expect(describeCairnCastingSave(rollCairnSave(12, createScriptedRng([20])))).toBe(
      'Failed: rolled 20 against WIL 12, a 20 always fails. Ill effects on par with the intended effect, at the Warden’s call.',
    );
  });
});

describe('describeCairnCaster', () => {
  it('shows the caster’s WIL and Fatigue, and Deprived when they are', () => {
    expect(describeCairnCaster({ ...ada(), fatigue: 2 })).toBe('Ada: WIL 14, 2 Fatigue.');
    expect(describeCairnCaster({ ...ada(), deprived: true })).toBe(
      'Ada: WIL 14, 0 Fatigue, Deprived.',
    );
  });
});

describe('cairnCastingDangerLabel', () => {
  it('asks only about danger once the caster is Deprived', () => {
    expect(cairnCastingDangerLabel(false)).toBe('Deprived or in danger (such as combat)');
    expect(cairnCastingDangerLabel(true)).toBe('In danger (the caster is already Deprived)');
  });
});

describe('describeCairnCastKept', () => {
  it('says what the cast added, beside its Undo', () => {
    expect(describeCairnCastKept('Bram', 1)).toBe('Cast: 1 Fatigue added to Bram.');
  });
});

describe('describeUndoneCairnCast', () => {
  it('says the Fatigue the caster has again', () => {
    expect(describeUndoneCairnCast('Bram', 2)).toBe(
      'Took back the cast: Bram has 2 Fatigue again.',
    );
  });
});

describe('cairnCastUndoRefused', () => {
  it('says the sheet changed since and what to do', () => {
    expect(cairnCastUndoRefused('Bram')).toBe(
      'Bram’s sheet has changed since, so the Undo would lose that; change it back by hand.',
    );
  });
});

describe('describeCairnSpellDraw', () => {
  it('says what a draw rolls, and what sets a Scroll apart', () => {
    expect(describeCairnSpellDraw('spellbook')).toBe('Rolls d100 on the 100 Spells table.');
    expect(describeCairnSpellDraw('scroll')).toBe(
      'Rolls d100 on the 100 Spells table: a Scroll causes no Fatigue and disappears after one use.',
    );
  });
});

describe('CAIRN_SPELL_SOURCE_NAMES', () => {
  it('names each source as the draw buttons say it', () => {
    expect(CAIRN_SPELL_SOURCE_NAMES).toEqual({ spellbook: 'Spellbook', scroll: 'Scroll' });
  });
});
