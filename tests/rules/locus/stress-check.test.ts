import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { evaluateOutcomeCheck } from '../../../src/rules/locus/outcome-check';
import { resolveStressCheck, rollStressCheck } from '../../../src/rules/locus/stress-check';

describe('rollStressCheck', () => {
  it('keeps the level on a success', () => {
    expect(rollStressCheck(3, 'medium', 'tense', createScriptedRng([4, 5, 1]))).toMatchObject({
      before: 'tense',
      after: 'tense',
      raised: false,
      capped: false,
    });
  });

  it('raises the level one step on a failure', () => {
    expect(rollStressCheck(3, 'medium', 'uneasy', createScriptedRng([3, 5, 1]))).toMatchObject({
      before: 'uneasy',
      after: 'tense',
      raised: true,
      capped: false,
    });
  });

  it('keeps a Stressed character Stressed on a failure and says so', () => {
    expect(rollStressCheck(5, 'easy', 'stressed', createScriptedRng([1, 2, 3]))).toMatchObject({
      after: 'stressed',
      raised: false,
      capped: true,
    });
  });
});

describe('resolveStressCheck', () => {
  it('reads a re-rolled check against the level before the check', () => {
    expect(resolveStressCheck(evaluateOutcomeCheck([1, 1, 1], 1, 'hard'), 'tense')).toMatchObject({
      before: 'tense',
      after: 'stressed',
      raised: true,
    });
  });
});
