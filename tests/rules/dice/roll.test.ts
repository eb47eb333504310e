import { describe, expect, it } from 'vitest';
import type { DiceExpression } from '../../../src/rules/dice/ast';
import { parseNotation } from '../../../src/rules/dice/parse-notation';
import { createScriptedRng, type Rng } from '../../../src/rules/dice/rng';
import {
  rollExpression,
  type DiceTermRoll,
  type ExpressionRoll,
  type TermRoll,
} from '../../../src/rules/dice/roll';

function parseOrThrow(input: string): DiceExpression {
  const result = parseNotation(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Rolls `notation` with the dice showing `faces`, and checks that every scripted face was used. */
function rollShowing(notation: string, faces: number[]): ExpressionRoll {
  const rng = createScriptedRng(faces);
  const roll = rollExpression(parseOrThrow(notation), rng);
  expect(rng.countUnused(), 'scripted faces left over').toBe(0);
  return roll;
}

function onlyTerm(roll: ExpressionRoll): TermRoll {
  expect(roll.terms).toHaveLength(1);
  return roll.terms[0] as TermRoll;
}

function diceOf(roll: ExpressionRoll, index = 0): DiceTermRoll['dice'] {
  const term = roll.terms[index];
  if (term?.kind !== 'dice') throw new Error(`term ${index} is not a dice term`);
  return term.dice;
}

describe('rollExpression', () => {
  it('adds the dice and the constant of 2d6+2', () => {
    const roll = rollShowing('2d6+2', [6, 3]);
    expect(roll.total).toBe(11);
    expect(roll.terms.map((term) => [term.kind, term.value, term.contribution])).toEqual([
      ['dice', 9, 9],
      ['constant', 2, 2],
    ]);
    expect(diceOf(roll)).toEqual([
      { value: 6, rank: 1, kept: true, success: null },
      { value: 3, rank: 2, kept: true, success: null },
    ]);
  });

  it('rolls the terms of 1d4 + 1d6 + 1d12 left to right', () => {
    const roll = rollShowing('1d4 + 1d6 + 1d12', [4, 1, 12]);
    expect(roll.terms.map((term) => term.value)).toEqual([4, 1, 12]);
    expect(roll.total).toBe(17);
  });

  it('subtracts negative terms', () => {
    const roll = rollShowing('-1d4 + 1d8 - 1d6 - 2', [3, 8, 5]);
    expect(roll.terms.map((term) => term.contribution)).toEqual([-3, 8, -5, -2]);
    expect(roll.total).toBe(-2);
  });

  it('asks the rng for each die with its number of sides', () => {
    const bounds: number[] = [];
    const rng: Rng = {
      randomInt: (bound) => {
        bounds.push(bound);
        return 0;
      },
    };
    rollExpression(parseOrThrow('2d6 + d% + d100z + 3d! + Ud12'), rng);
    expect(bounds).toEqual([6, 6, 100, 100, 6, 6, 6, 12]);
  });

  it('rolls no dice for a constant', () => {
    expect(rollShowing('7', [])).toEqual({
      total: 7,
      terms: [
        {
          kind: 'constant',
          term: { kind: 'constant', sign: 1, value: 7 },
          value: 7,
          contribution: 7,
        },
      ],
    });
  });

  it('keeps the highest die of 3d6kh1', () => {
    const roll = rollShowing('3d6kh1', [2, 5, 3]);
    expect(roll.total).toBe(5);
    expect(diceOf(roll)).toEqual([
      { value: 2, rank: 3, kept: false, success: null },
      { value: 5, rank: 1, kept: true, success: null },
      { value: 3, rank: 2, kept: false, success: null },
    ]);
  });

  it('keeps the lowest die of 3d6kl1', () => {
    const roll = rollShowing('3d6kl1', [2, 5, 3]);
    expect(roll.total).toBe(2);
    expect(diceOf(roll).map((die) => die.kept)).toEqual([true, false, false]);
  });

  it('keeps the three highest of 8d6kh3', () => {
    const roll = rollShowing('8d6kh3', [1, 6, 2, 5, 3, 5, 4, 2]);
    expect(roll.total).toBe(16);
    expect(diceOf(roll).map((die) => die.kept)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('drops the lowest of 4d6dl1, dropping the later of two equal dice', () => {
    const roll = rollShowing('4d6dl1', [3, 1, 4, 1]);
    expect(roll.total).toBe(8);
    expect(diceOf(roll).map((die) => [die.rank, die.kept])).toEqual([
      [2, true],
      [3, true],
      [1, true],
      [4, false],
    ]);
  });

  it('drops the highest of 4d6dh1', () => {
    const roll = rollShowing('4d6dh1', [3, 1, 4, 1]);
    expect(roll.total).toBe(5);
    expect(diceOf(roll).map((die) => die.kept)).toEqual([true, true, false, true]);
  });

  it('uses only the middle die of 3d6kth2 and says which one it was', () => {
    const roll = rollShowing('3d6kth2', [6, 3, 1]);
    expect(roll.total).toBe(3);
    expect(diceOf(roll)).toEqual([
      { value: 6, rank: 1, kept: false, success: null },
      { value: 3, rank: 2, kept: true, success: null },
      { value: 1, rank: 3, kept: false, success: null },
    ]);
  });

  it('ranks equal dice in roll order, so the second of two 4s is the middle of 4, 4, 2', () => {
    const roll = rollShowing('3d6kth2', [4, 4, 2]);
    expect(roll.total).toBe(4);
    expect(diceOf(roll).map((die) => die.kept)).toEqual([false, true, false]);
  });

  it('counts the dice above 3 in 6d6>3 and marks each', () => {
    const roll = rollShowing('6d6>3', [1, 2, 3, 4, 5, 6]);
    expect(roll.total).toBe(3);
    expect(diceOf(roll).map((die) => die.success)).toEqual([false, false, false, true, true, true]);
  });

  it.each([
    ['3d6>=4', [4, 3, 6], 2],
    ['2d10<5', [4, 5], 1],
    ['1d100<=45', [45], 1],
    ['1d100<=45', [46], 0],
  ])('counts successes of %s showing %j as %i', (notation, faces, successes) => {
    expect(rollShowing(notation, faces).total).toBe(successes);
  });

  it('counts a success only on kept dice: the middle of 6, 4, 1 against > 3', () => {
    const roll = rollShowing('3d6kth2>3', [6, 4, 1]);
    expect(roll.total).toBe(1);
    expect(diceOf(roll).map((die) => [die.kept, die.success])).toEqual([
      [false, null],
      [true, true],
      [false, null],
    ]);
  });

  it('reads a zero-based d100 from 00 to 99', () => {
    expect(rollShowing('d100z', [1]).total).toBe(0);
    expect(rollShowing('d100z', [100]).total).toBe(99);
    expect(rollShowing('d%z', [45]).total).toBe(44);
  });

  it('reads every zero-based die one lower before keeping and comparing', () => {
    expect(rollShowing('2d10z', [10, 1]).total).toBe(9);
    expect(rollShowing('3d10zkh1', [1, 7, 3]).total).toBe(6);
    expect(rollShowing('2d10z<1', [1, 2]).total).toBe(1);
  });

  it('triggers risk dice when any die shows 1: 3d! showing 4, 1, 6', () => {
    const term = onlyTerm(rollShowing('3d!', [4, 1, 6]));
    expect(term).toMatchObject({
      kind: 'risk',
      triggered: true,
      value: 1,
      dice: [
        { value: 4, triggers: false },
        { value: 1, triggers: true },
        { value: 6, triggers: false },
      ],
    });
  });

  it('does not trigger risk dice without a 1: 2d! showing 2, 6', () => {
    expect(onlyTerm(rollShowing('2d!', [2, 6]))).toMatchObject({
      kind: 'risk',
      triggered: false,
      value: 0,
    });
  });

  it('counts a quiet negative risk term as a plain zero, not -0', () => {
    const term = onlyTerm(rollShowing('-1d!', [5]));
    expect(Object.is(term.contribution, 0)).toBe(true);
  });

  it.each([
    [20, 1, 12],
    [12, 2, 10],
    [10, 1, 8],
    [8, 2, 6],
    [6, 1, 4],
  ])('steps a usage d%i showing %i down to a d%i', (sides, face, next) => {
    expect(onlyTerm(rollShowing(`Ud${sides}`, [face]))).toMatchObject({
      kind: 'usage',
      value: face,
      steppedDown: true,
      next,
      usedUp: false,
    });
  });

  it('uses up a usage d4 that shows 1 or 2', () => {
    for (const face of [1, 2]) {
      expect(onlyTerm(rollShowing('Ud4', [face]))).toMatchObject({
        steppedDown: true,
        next: null,
        usedUp: true,
      });
    }
  });

  it('keeps a usage die that shows 3 or more', () => {
    for (const face of [3, 8]) {
      expect(onlyTerm(rollShowing('Ud8', [face]))).toMatchObject({
        value: face,
        steppedDown: false,
        next: 8,
        usedUp: false,
      });
    }
  });

  it('reads d66 as tens and units, the first die the tens: 3 then 5 is 35', () => {
    expect(onlyTerm(rollShowing('d66', [3, 5]))).toMatchObject({
      kind: 'digit',
      dice: [3, 5],
      value: 35,
    });
    expect(rollShowing('d66', [6, 1]).total).toBe(61);
  });

  it('reads d666 as hundreds, tens and units, each a d6', () => {
    const rng = createScriptedRng([1, 6, 2]);
    expect(rollExpression(parseOrThrow('d666'), rng).total).toBe(162);
    expect(rng.countUnused()).toBe(0);
  });

  it('asks the rng for a d6 for each digit', () => {
    const asked: number[] = [];
    const rng: Rng = {
      randomInt: (bound) => {
        asked.push(bound);
        return 0;
      },
    };
    expect(rollExpression(parseOrThrow('d666'), rng).total).toBe(111);
    expect(asked).toEqual([6, 6, 6]);
  });

  it('reports the parsed term with each result, for labels', () => {
    const expression = parseOrThrow('4d6dl1 + Ud6');
    const roll = rollExpression(expression, createScriptedRng([1, 2, 3, 4, 5]));
    expect(roll.terms.map((term) => term.term)).toEqual(expression.terms);
  });
});
