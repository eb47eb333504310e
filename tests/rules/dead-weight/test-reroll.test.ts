import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { rerollDwTest } from '../../../src/rules/dead-weight/test-reroll';

const rolled = {
  dice: [3, 5, 2],
  left: { proficiency: 1, advantage: 0 },
  last: 'Rolled 3 dice.',
  who: 'Ada',
};

describe('rerollDwTest', () => {
  it('rolls the picked die again, spends a re-roll of the kind and says what changed', () => {
    expect(rerollDwTest(rolled, 0, 'proficiency', createScriptedRng([6]))).toEqual({
      rolled: {
        dice: [6, 5, 2],
        left: { proficiency: 0, advantage: 0 },
        last: 'Proficiency re-roll: die 1 went from 3 to 6.',
        who: 'Ada',
      },
      note: 'Proficiency re-roll of die 1 (3): ',
    });
  });

  it('does nothing without a die picked or a re-roll of that kind left', () => {
    expect(rerollDwTest(rolled, null, 'proficiency', createScriptedRng([6]))).toBeNull();
    expect(rerollDwTest(rolled, 1, 'advantage', createScriptedRng([6]))).toBeNull();
  });
});
