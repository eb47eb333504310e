import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  describeDurabilityDie,
  describeUsedDie,
  durabilityHeading,
  evaluateOutcomeCheck,
  rollDurabilityCheck,
  stressVerdict,
  untrainedStepWords,
} from '../../../src/rules/locus';

describe('describeUsedDie', () => {
  it('says the die read and whether it beat the Attribute', () => {
    expect(describeUsedDie(evaluateOutcomeCheck([5, 1, 2], 3, 'medium'))).toBe(
      'the middle die shows 2, not above 3.',
    );
    expect(describeUsedDie(evaluateOutcomeCheck([5, 1, 2], 3, 'easy'))).toBe(
      'the highest die shows 5, above 3.',
    );
  });
});

describe('stressVerdict', () => {
  it('says passed or failed', () => {
    expect(stressVerdict({ success: true })).toBe('Passed');
    expect(stressVerdict({ success: false })).toBe('Failed');
  });
});

describe('untrainedStepWords', () => {
  it('heads a step with its Hard Attribute and says whether it succeeded', () => {
    expect(
      untrainedStepWords('Approach', 'Ignorance', evaluateOutcomeCheck([5, 6, 3], 3, 'hard')),
    ).toEqual({
      heading: 'Approach: Hard Ignorance 3',
      verdict: 'Failed',
    });
    expect(
      untrainedStepWords('Action', 'Temper', evaluateOutcomeCheck([5, 6, 4], 2, 'hard')),
    ).toEqual({
      heading: 'Action: Hard Temper 2',
      verdict: 'Succeeded',
    });
  });
});

describe('durabilityHeading', () => {
  it('names the Item when there is one', () => {
    expect(durabilityHeading('Lantern', 2)).toBe('Lantern: Quality 2');
    expect(durabilityHeading('', 3)).toBe('Quality 3');
  });
});

describe('describeDurabilityDie', () => {
  it('says the die read and the 4+ it needs', () => {
    expect(describeDurabilityDie(rollDurabilityCheck(2, createScriptedRng([3, 6, 3])))).toBe(
      '(the middle die shows 3, needs 4+).',
    );
  });
});
