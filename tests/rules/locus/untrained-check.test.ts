import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  chanceOfUntrainedSuccess,
  rerollUntrainedStep,
  rollUntrainedCheck,
  UNTRAINED_DIFFICULTY,
} from '../../../src/rules/locus/untrained-check';
import { listAllRolls, sortHighToLow } from './enumerate';

describe('chanceOfUntrainedSuccess', () => {
  it('equals counting all 216 x 216 pairs of rolls where both lowest dice beat their Attributes', () => {
    const lowest = listAllRolls().map((roll) => sortHighToLow(roll)[2] ?? 0);
    for (const ignorance of [1, 2, 3, 4, 5]) {
      for (const linked of [1, 2, 3, 4, 5]) {
        let count = 0n;
        for (const first of lowest)
          for (const second of lowest) if (first > ignorance && second > linked) count += 1n;
        expect(chanceOfUntrainedSuccess(ignorance, linked), `${ignorance} ${linked}`).toEqual({
          numerator: count,
          denominator: 46656n,
        });
      }
    }
  });

  it('is 27/216 x 64/216 for Ignorance 3 and an Attribute of 2', () => {
    expect(chanceOfUntrainedSuccess(3, 2).numerator).toBe(27n * 64n);
  });
});

describe('rollUntrainedCheck', () => {
  it('makes both steps Hard', () => {
    expect(UNTRAINED_DIFFICULTY).toBe('hard');
  });

  it('succeeds only when the Ignorance check and then the linked check both succeed', () => {
    const rng = createScriptedRng([4, 5, 6, 3, 3, 4]);
    const check = rollUntrainedCheck(3, 2, rng);
    expect(check.approach).toMatchObject({
      attribute: 3,
      difficulty: 'hard',
      usedValue: 4,
      success: true,
    });
    expect(check.action).toMatchObject({
      attribute: 2,
      difficulty: 'hard',
      usedValue: 3,
      success: true,
    });
    expect(check.success).toBe(true);
    expect(rng.countUnused()).toBe(0);
  });

  it('fails when the linked check fails', () => {
    const check = rollUntrainedCheck(1, 4, createScriptedRng([2, 2, 2, 6, 6, 4]));
    expect([check.approach.success, check.action?.success, check.success]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('stops after a failed Ignorance check, rolling no more dice', () => {
    const rng = createScriptedRng([6, 6, 3, 6, 6, 6]);
    const check = rollUntrainedCheck(3, 1, rng);
    expect(check).toMatchObject({ action: null, success: false });
    expect(rng.countUnused()).toBe(3);
  });

  it('refuses an Attribute outside 1-5 before rolling', () => {
    expect(() => rollUntrainedCheck(3, 6, createScriptedRng([]))).toThrow(RangeError);
    expect(() => rollUntrainedCheck(0, 3, createScriptedRng([]))).toThrow(RangeError);
  });
});

describe('rerollUntrainedStep', () => {
  it('rolls the linked check once a re-rolled Ignorance check succeeds', () => {
    const failed = rollUntrainedCheck(3, 1, createScriptedRng([1, 6, 6]));
    const rng = createScriptedRng([5, 2, 2, 2]);
    const next = rerollUntrainedStep(failed, 'approach', [0], rng);
    expect(next.approach.success).toBe(true);
    expect(next.action).toMatchObject({ dice: [2, 2, 2], success: true });
    expect(next.success).toBe(true);
    expect(rng.countUnused()).toBe(0);
  });

  it('re-rolls dice of the linked check', () => {
    const check = rollUntrainedCheck(1, 3, createScriptedRng([2, 2, 2, 1, 6, 6]));
    expect(check.success).toBe(false);
    expect(rerollUntrainedStep(check, 'action', [0], createScriptedRng([4])).success).toBe(true);
  });

  it('drops the linked check when a re-rolled Ignorance check now fails', () => {
    const check = rollUntrainedCheck(1, 1, createScriptedRng([2, 2, 2, 2, 2, 2]));
    expect(rerollUntrainedStep(check, 'approach', [1], createScriptedRng([1]))).toMatchObject({
      action: null,
      success: false,
    });
  });

  it('does nothing when asked to re-roll a linked check that was never rolled', () => {
    const check = rollUntrainedCheck(5, 1, createScriptedRng([1, 1, 1]));
    expect(rerollUntrainedStep(check, 'action', [0], createScriptedRng([]))).toBe(check);
  });
});
