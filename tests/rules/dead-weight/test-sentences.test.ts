import { describe, expect, it } from 'vitest';
import {
  describeDwTestShape,
  DW_TEST_DEFAULTS,
  evaluateDwTest,
} from '../../../src/rules/dead-weight/attribute-test';
import {
  describeDwDefenceHeadline,
  describeDwDefenceRolled,
  describeDwDiceRolled,
  describeDwReroll,
  describeDwTestFatigue,
  describeDwTestHeadline,
  describeDwTestShapeNote,
  labelDwAddFatigue,
  nameDwDefenceRoll,
  nameDwTestRoll,
  noteDwReroll,
} from '../../../src/rules/dead-weight/test-sentences';

const test = { ...DW_TEST_DEFAULTS, pool: 3 };

describe('describeDwDiceRolled', () => {
  it('counts the dice, and says when the lowest of a zero pool is kept', () => {
    expect(describeDwDiceRolled(1)).toBe('Rolled 1 die.');
    expect(describeDwDiceRolled(2, true)).toBe('Rolled 2 dice (zero pool: the lowest is kept).');
  });
});

describe('describeDwDefenceRolled', () => {
  it('counts the dice, or says the defender did not roll', () => {
    expect(describeDwDefenceRolled(3, false)).toBe('Rolled 3 dice.');
    expect(describeDwDefenceRolled(0, true)).toBe(
      'No dice rolled: no fatigue, and the attack hits.',
    );
  });
});

describe('describeDwReroll and noteDwReroll', () => {
  it('say which die went from what to what, in the tool and before the dice in the log', () => {
    expect(describeDwReroll('proficiency', 1, [5, 3, 1], [5, 6, 1])).toBe(
      'Proficiency re-roll: die 2 went from 3 to 6.',
    );
    expect(noteDwReroll('dodge', 0, [2, 4])).toBe('Spend a dodge token of die 1 (2): ');
  });
});

describe('describeDwTestHeadline', () => {
  it('gives the outcome, for whom, and the dice', () => {
    const result = evaluateDwTest(test, [5, 2, 1]);
    expect(describeDwTestHeadline(result, [5, 2, 1], 'Ada')).toBe('Success for Ada: 5, 2, 1.');
    expect(describeDwTestHeadline(result, [5, 2, 1], '')).toBe('Success: 5, 2, 1.');
  });
});

describe('describeDwDefenceHeadline', () => {
  const hit = { hit: true, critical: false, wounds: 2, effects: [] };
  it('gives the outcome and what the attack does, or only the hit when not rolled', () => {
    expect(describeDwDefenceHeadline(evaluateDwTest(test, [3, 2]), [3, 2], hit)).toBe(
      'Failure: 3, 2. Hit: 2 wounds.',
    );
    expect(describeDwDefenceHeadline(null, [], hit)).toBe('Hit: 2 wounds.');
  });
});

describe('describeDwTestFatigue', () => {
  it('names the fatigue the attribute takes, from the dice or from extra effort', () => {
    expect(describeDwTestFatigue(evaluateDwTest(test, [4, 2, 2]), test, 'str')).toBe(
      'STR takes 1 fatigue.',
    );
    const effort = { ...test, extraEffort: true };
    expect(describeDwTestFatigue(evaluateDwTest(effort, [5, 2, 2, 2]), effort, 'dex')).toBe(
      'DEX takes 1 fatigue (extra effort).',
    );
  });

  it('says none, a check costs none, and nothing before a roll', () => {
    expect(describeDwTestFatigue(evaluateDwTest(test, [5, 2]), test, 'str')).toBe('No fatigue.');
    const check = { ...test, check: true };
    expect(describeDwTestFatigue(evaluateDwTest(check, [4, 1]), check, 'str')).toBe(
      'No fatigue (a check).',
    );
    expect(describeDwTestFatigue(null, test, 'str')).toBe('');
  });
});

describe('labelDwAddFatigue', () => {
  it('offers the fatigue for the attribute, then says it was added', () => {
    expect(labelDwAddFatigue(1, 'Ada', 'int', false)).toBe('Add 1 fatigue to Ada’s INT');
    expect(labelDwAddFatigue(2, 'Ada', 'int', true)).toBe('Added 2 fatigue to Ada');
  });
});

describe('describeDwTestShapeNote', () => {
  it('counts the dice, and says when advantage and disadvantage cancel', () => {
    expect(
      describeDwTestShapeNote(
        describeDwTestShape({ ...test, advantage: true, disadvantage: true }),
      ),
    ).toBe('Rolls 3 dice. Advantage and disadvantage cancel.');
  });

  it('explains the zero pool', () => {
    expect(describeDwTestShapeNote(describeDwTestShape({ ...test, pool: 0 }))).toBe(
      'Zero dice: roll 2 and keep the lowest. Only the kept die is read, for the outcome and for fatigue.',
    );
  });
});

describe('nameDwTestRoll and nameDwDefenceRoll', () => {
  it('name the roll in the log by its attribute', () => {
    expect(nameDwTestRoll('pre', false)).toBe('PRE test');
    expect(nameDwTestRoll('dex', true)).toBe('DEX check');
    expect(nameDwDefenceRoll('-STR 2+2B')).toBe('STR defence');
    expect(nameDwDefenceRoll('nonsense')).toBe('Attack defence');
  });
});
