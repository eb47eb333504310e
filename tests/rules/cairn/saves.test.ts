import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  CAIRN_SAVE_ATTRIBUTE_CHOICES,
  cairnAttributeLabel,
  cairnAttributeRollOff,
  cairnSaveChance,
  explainCairnSave,
  parseCairnAttribute,
  passesCairnSave,
  pickCairnMostAtRisk,
  rollCairnSave,
} from '../../../src/rules/cairn/saves';

/** The rule as printed, face by face, independent of the module. */
function brutePasses(face: number, attribute: number): boolean {
  if (face === 1) return true;
  if (face === 20) return false;
  return face <= attribute;
}

describe('passesCairnSave', () => {
  it('passes on a roll equal to the attribute and fails one above', () => {
    expect(passesCairnSave(12, 12)).toBe(true);
    expect(passesCairnSave(13, 12)).toBe(false);
  });
  it('always passes a 1, even against attribute 1', () => {
    expect(passesCairnSave(1, 1)).toBe(true);
    expect(passesCairnSave(1, 0)).toBe(true);
  });
  it('always fails a 20, even against attribute 20', () => {
    expect(passesCairnSave(20, 20)).toBe(false);
    expect(passesCairnSave(20, 25)).toBe(false);
  });
  it('refuses a roll that no d20 shows', () => {
    expect(() => passesCairnSave(0, 10)).toThrow(RangeError);
    expect(() => passesCairnSave(21, 10)).toThrow(RangeError);
  });
});

describe('cairnSaveChance', () => {
  it('matches counting the 20 faces for every attribute from 0 to 25', () => {
    for (let attribute = 0; attribute <= 25; attribute += 1) {
      let passing = 0;
      for (let face = 1; face <= 20; face += 1) if (brutePasses(face, attribute)) passing += 1;
      expect(cairnSaveChance(attribute), `attribute ${attribute}`).toEqual({
        numerator: BigInt(passing),
        denominator: 20n,
      });
    }
  });
  it('gives attribute 1 one chance in 20 (the 1) and attribute 20 nineteen (not the 20)', () => {
    expect(cairnSaveChance(1).numerator).toBe(1n);
    expect(cairnSaveChance(20).numerator).toBe(19n);
    expect(cairnSaveChance(10).numerator).toBe(10n);
  });
  it('refuses a negative or fractional attribute', () => {
    expect(() => cairnSaveChance(-1)).toThrow(RangeError);
    expect(() => cairnSaveChance(2.5)).toThrow(RangeError);
  });
});

describe('rollCairnSave', () => {
  it('rolls one d20 and reads it against the attribute', () => {
    const rng = createScriptedRng([9]);
    expect(rollCairnSave(9, rng)).toEqual({ roll: 9, attribute: 9, passed: true });
    expect(rng.countUnused()).toBe(0);
    expect(rollCairnSave(8, createScriptedRng([9])).passed).toBe(false);
  });
  it('explains a 1, a 20 and an ordinary roll in words', () => {
    expect(explainCairnSave(rollCairnSave(3, createScriptedRng([1])))).toBe('a 1 always passes');
    expect(explainCairnSave(rollCairnSave(18, createScriptedRng([20])))).toBe('a 20 always fails');
    expect(explainCairnSave(rollCairnSave(12, createScriptedRng([14])))).toBe('14 is over 12');
    expect(explainCairnSave(rollCairnSave(12, createScriptedRng([7])))).toBe(
      '7 is equal to or under 12',
    );
  });
});

describe('parseCairnAttribute', () => {
  it('reads a whole number from 1 to 20, spaces allowed', () => {
    expect(parseCairnAttribute(' 14 ')).toEqual({ ok: true, value: 14 });
    expect(parseCairnAttribute('1')).toEqual({ ok: true, value: 1 });
    expect(parseCairnAttribute('20')).toEqual({ ok: true, value: 20 });
  });
  it('reads an attribute the way every whole-number field does, naming it in the message', () => {
    expect(parseCairnAttribute('')).toMatchObject({
      ok: false,
      error: { message: 'Enter the attribute: a whole number from 1 to 20.' },
    });
    expect(parseCairnAttribute('0')).toMatchObject({
      ok: false,
      error: { message: 'The attribute must be at least 1.' },
    });
    expect(parseCairnAttribute('21')).toMatchObject({
      ok: false,
      error: { message: 'The attribute must be at most 20.' },
    });
  });
});

describe('cairnAttributeLabel and cairnAttributeRollOff', () => {
  it('say the range a typed attribute is read in', () => {
    expect(cairnAttributeLabel('Caster’s WIL')).toBe('Caster’s WIL (1–20)');
    expect(cairnAttributeRollOff('the caster’s WIL')).toBe(
      'Roll is off until the caster’s WIL is a whole number from 1 to 20.',
    );
  });
});

describe('pickCairnMostAtRisk', () => {
  it('picks the lowest attribute of the group', () => {
    const group = [
      { label: 'Ada (DEX)', attribute: 12 },
      { label: 'Bram (DEX)', attribute: 7 },
      { label: 'Cole (DEX)', attribute: 15 },
    ];
    expect(pickCairnMostAtRisk(group)?.label).toBe('Bram (DEX)');
  });
  it('picks the first listed when two share the lowest attribute', () => {
    expect(
      pickCairnMostAtRisk([
        { label: 'first', attribute: 9 },
        { label: 'second', attribute: 9 },
      ])?.label,
    ).toBe('first');
  });
  it('has no one to pick in an empty group', () => {
    expect(pickCairnMostAtRisk([])).toBeNull();
  });
});

describe('CAIRN_SAVE_ATTRIBUTE_CHOICES', () => {
  it('offers STR, DEX and WIL by their labels', () => {
    expect(CAIRN_SAVE_ATTRIBUTE_CHOICES).toEqual([
      { value: 'str', label: 'STR' },
      { value: 'dex', label: 'DEX' },
      { value: 'wil', label: 'WIL' },
    ]);
  });
});
