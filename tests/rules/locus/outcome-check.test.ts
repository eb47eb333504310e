import { describe, expect, it } from 'vitest';
import {
  convertFractionToNumber,
  createScriptedRng,
  createSeededRng,
  reduceFraction,
} from '../../../src/rules/dice';
import { DIFFICULTIES } from '../../../src/rules/locus/attributes';
import {
  chanceOfCriticalSuccess,
  chanceOfOutcomeSuccess,
  CRITICAL_WILLPOWER_GAIN,
  evaluateOutcomeCheck,
  isCriticalSuccess,
  OUTCOME_LABELS,
  rerollDice,
  rollOutcomeCheck,
} from '../../../src/rules/locus/outcome-check';
import { countRolls, readByDifficulty } from './enumerate';

/** The table in the facts file, copied by hand: successes out of 216. */
const FACTS_TABLE: Record<number, [number, number, number]> = {
  1: [215, 200, 125],
  2: [208, 160, 64],
  3: [189, 108, 27],
  4: [152, 56, 8],
  5: [91, 16, 1],
};

describe('chanceOfOutcomeSuccess', () => {
  it('equals the published table for every Attribute and difficulty, over 216', () => {
    for (const attribute of [1, 2, 3, 4, 5]) {
      DIFFICULTIES.forEach((difficulty, column) => {
        expect(chanceOfOutcomeSuccess(attribute, difficulty), `${attribute} ${difficulty}`).toEqual(
          {
            numerator: BigInt(FACTS_TABLE[attribute]?.[column] ?? -1),
            denominator: 216n,
          },
        );
      });
    }
  });

  it('equals counting all 216 rolls of 3d6 by hand', () => {
    for (const attribute of [1, 2, 3, 4, 5]) {
      for (const difficulty of DIFFICULTIES) {
        const count = countRolls((roll) => readByDifficulty(roll, difficulty) > attribute);
        expect(
          chanceOfOutcomeSuccess(attribute, difficulty).numerator,
          `${attribute} ${difficulty}`,
        ).toBe(count);
      }
    }
  });

  it('is an even chance for Attribute 3 at Medium', () => {
    expect(reduceFraction(chanceOfOutcomeSuccess(3, 'medium'))).toEqual({
      numerator: 1n,
      denominator: 2n,
    });
  });

  it('throws a RangeError for an Attribute outside 1-5', () => {
    expect(() => chanceOfOutcomeSuccess(6, 'easy')).toThrow(RangeError);
  });
});

describe('chanceOfCriticalSuccess', () => {
  it('is one roll in 216, as counting triple sixes shows', () => {
    expect(chanceOfCriticalSuccess()).toEqual({
      numerator: countRolls(isCriticalSuccess),
      denominator: 216n,
    });
  });
});

describe('isCriticalSuccess', () => {
  it('is true for 6-6-6 only', () => {
    expect(isCriticalSuccess([6, 6, 6])).toBe(true);
    expect(isCriticalSuccess([6, 6, 5])).toBe(false);
  });
});

describe('evaluateOutcomeCheck', () => {
  it('reads the middle die at Medium and succeeds as intended when it beats the Attribute', () => {
    expect(evaluateOutcomeCheck([2, 5, 4], 3, 'medium')).toEqual({
      attribute: 3,
      difficulty: 'medium',
      dice: [2, 5, 4],
      usedIndex: 2,
      usedRank: 'middle',
      usedValue: 4,
      success: true,
      result: 'success',
      critical: false,
      willpowerGained: 0,
      mayShedCard: false,
    });
  });

  it('calls a die equal to the Attribute a success with unwanted consequences', () => {
    const check = evaluateOutcomeCheck([2, 5, 3], 3, 'medium');
    expect(check.success).toBe(false);
    expect(OUTCOME_LABELS[check.result]).toBe('Success with unwanted consequences');
  });

  it('reads the lowest die at Hard and the highest at Easy', () => {
    expect(evaluateOutcomeCheck([6, 1, 6], 2, 'hard')).toMatchObject({
      usedIndex: 1,
      usedValue: 1,
      success: false,
    });
    expect(evaluateOutcomeCheck([1, 1, 6], 5, 'easy')).toMatchObject({
      usedIndex: 2,
      usedValue: 6,
      success: true,
    });
  });

  it('makes 6-6-6 a critical success worth 3 WP and a card shed', () => {
    expect(evaluateOutcomeCheck([6, 6, 6], 5, 'hard')).toMatchObject({
      success: true,
      critical: true,
      willpowerGained: CRITICAL_WILLPOWER_GAIN,
      mayShedCard: true,
    });
    expect(CRITICAL_WILLPOWER_GAIN).toBe(3);
  });
});

describe('rollOutcomeCheck', () => {
  it('rolls three dice from the rng and judges them', () => {
    const rng = createScriptedRng([1, 4, 6]);
    expect(rollOutcomeCheck(3, 'hard', rng)).toMatchObject({
      dice: [1, 4, 6],
      usedIndex: 0,
      usedValue: 1,
      success: false,
      result: 'success-with-consequences',
    });
    expect(rng.countUnused()).toBe(0);
  });

  it('refuses an Attribute outside 1-5 before rolling', () => {
    const rng = createScriptedRng([1, 1, 1]);
    expect(() => rollOutcomeCheck(0, 'easy', rng)).toThrow(RangeError);
    expect(rng.countUnused()).toBe(3);
  });

  it('succeeds about as often as the exact chance says over many seeded rolls', () => {
    const rolls = 21600;
    const rng = createSeededRng(2024);
    let successes = 0;
    for (let roll = 0; roll < rolls; roll += 1)
      if (rollOutcomeCheck(3, 'medium', rng).success) successes += 1;
    const chance = convertFractionToNumber(chanceOfOutcomeSuccess(3, 'medium'));
    // Four standard deviations of the share of successes: a fair roller misses this once in
    // about 16,000 seeds, a roller off by two points misses it always.
    const spread = 4 * Math.sqrt((chance * (1 - chance)) / rolls);
    expect(Math.abs(successes / rolls - chance)).toBeLessThan(spread);
  });
});

describe('rerollDice', () => {
  it('re-rolls the chosen dice and judges the new dice, picking the used die again', () => {
    const first = evaluateOutcomeCheck([1, 2, 6], 3, 'medium');
    expect(first.success).toBe(false);
    const rng = createScriptedRng([5]);
    const second = rerollDice(first, [0], rng);
    expect(second).toMatchObject({
      dice: [5, 2, 6],
      usedIndex: 0,
      usedValue: 5,
      success: true,
      attribute: 3,
      difficulty: 'medium',
    });
    expect(rng.countUnused()).toBe(0);
  });

  it('turns a re-roll into 6-6-6 into a critical success', () => {
    expect(
      rerollDice(evaluateOutcomeCheck([6, 1, 1], 3, 'hard'), [1, 2], createScriptedRng([6, 6]))
        .critical,
    ).toBe(true);
  });

  it('leaves the check as it was when no dice are chosen', () => {
    const check = evaluateOutcomeCheck([3, 3, 3], 2, 'easy');
    expect(rerollDice(check, [], createScriptedRng([]))).toEqual(check);
  });

  it('refuses a die index outside 0-2', () => {
    expect(() =>
      rerollDice(evaluateOutcomeCheck([3, 3, 3], 2, 'easy'), [3], createScriptedRng([1])),
    ).toThrow(RangeError);
  });
});
