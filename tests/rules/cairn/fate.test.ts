import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  cairnDieOfFateChances,
  readCairnDieOfFate,
  rollCairnDieOfFate,
} from '../../../src/rules/cairn/fate';

describe('readCairnDieOfFate', () => {
  it('reads 4, 5 and 6 as favouring the PCs and 1, 2 and 3 as bad luck', () => {
    expect([1, 2, 3, 4, 5, 6].map((face) => readCairnDieOfFate(face).reading)).toEqual([
      'bad-luck',
      'bad-luck',
      'bad-luck',
      'favours-pcs',
      'favours-pcs',
      'favours-pcs',
    ]);
  });
  it('refuses a face no d6 shows', () => {
    expect(() => readCairnDieOfFate(7)).toThrow(RangeError);
  });
});

describe('rollCairnDieOfFate', () => {
  it('rolls one d6', () => {
    const rng = createScriptedRng([4]);
    expect(rollCairnDieOfFate(rng)).toMatchObject({
      roll: 4,
      reading: 'favours-pcs',
      meaning: 'Generally favours the PCs.',
    });
    expect(rng.countUnused()).toBe(0);
  });
});

describe('cairnDieOfFateChances', () => {
  it('gives each reading 3 faces of 6', () => {
    expect(cairnDieOfFateChances()).toEqual({
      'favours-pcs': { numerator: 3n, denominator: 6n },
      'bad-luck': { numerator: 3n, denominator: 6n },
    });
  });
});
