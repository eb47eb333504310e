import { describe, expect, it } from 'vitest';
import { createScriptedRng, reduceFraction, type Fraction } from '../../../src/rules/dice';
import {
  checkDwTestInput,
  computeDwTestChances,
  describeDwTestShape,
  DW_TEST_DEFAULTS,
  evaluateDwTest,
  listDwRerollsLeft,
  rerollDwDie,
  rollDwTest,
  spendDwReroll,
  startDwRerolls,
  type DwTestInput,
} from '../../../src/rules/dead-weight/attribute-test';

const test = (change: Partial<DwTestInput>): DwTestInput => ({ ...DW_TEST_DEFAULTS, ...change });

/**
 * The rules as printed, applied to one ordered roll, independent of the module: read the dice,
 * let the GM re-roll the highest die of a succeeding test, then the player the lowest die of a
 * failing one, every re-roll enumerated over its six faces.
 */
function bruteForce(input: DwTestInput) {
  const raw =
    Math.max(0, input.pool) +
    input.helpers +
    (input.extraEffort ? 1 : 0) -
    (input.keepSafe ? 2 : 0);
  const lowest = raw <= 0;
  const dice = lowest ? 2 : raw;
  const net = (input.advantage ? 1 : 0) - (input.disadvantage ? 1 : 0);
  const gm = net < 0 ? 1 : 0;
  const player = input.proficiency + (input.tokens ?? 0) + (net > 0 ? 1 : 0);
  const depth = dice + gm + player;
  const read = (roll: number[]) => (lowest ? [Math.min(...roll)] : roll);
  const succeeds = (roll: number[]) => read(roll).some((d) => d >= 4);
  const totals = { success: 0n, great: 0n, critical: 0n, fatigue: 0n };
  const score = (roll: number[], used: number) => {
    const weight = 6n ** BigInt(depth - used);
    const kept = read(roll);
    const success = kept.some((d) => d >= 4);
    if (success) totals.success += weight;
    if (kept.filter((d) => d === 6).length >= 2) totals.great += weight;
    if (!success && kept.includes(1)) totals.critical += weight;
    const fromDice =
      !input.check && kept.some((d) => d === 1 || d === 4) && (!input.keepSafe || !success);
    if (fromDice || input.extraEffort) totals.fatigue += weight;
  };
  const playerTurn = (roll: number[], left: number, used: number) => {
    if (left === 0 || succeeds(roll)) return score(roll, used);
    const index = roll.indexOf(Math.min(...roll));
    for (let face = 1; face <= 6; face += 1) {
      const next = [...roll];
      next[index] = face;
      playerTurn(next, left - 1, used + 1);
    }
  };
  const gmTurn = (roll: number[]) => {
    if (gm === 0 || !succeeds(roll)) return playerTurn(roll, player, dice);
    const index = roll.indexOf(Math.max(...roll));
    for (let face = 1; face <= 6; face += 1) {
      const next = [...roll];
      next[index] = face;
      playerTurn(next, player, dice + 1);
    }
  };
  const roll = new Array<number>(dice).fill(1);
  const each = (position: number) => {
    if (position === dice) return gmTurn([...roll]);
    for (let face = 1; face <= 6; face += 1) {
      roll[position] = face;
      each(position + 1);
    }
  };
  each(0);
  const denominator = 6n ** BigInt(depth);
  return {
    success: totals.success,
    great: totals.great,
    critical: totals.critical,
    fatigue: totals.fatigue,
    denominator,
  };
}

function ratio(fraction: Fraction): string {
  const reduced = reduceFraction(fraction);
  return `${reduced.numerator}/${reduced.denominator}`;
}

function expectSameAsBruteForce(input: DwTestInput) {
  const exact = computeDwTestChances(input);
  const brute = bruteForce(input);
  expect(ratio(exact.success)).toBe(
    ratio({ numerator: brute.success, denominator: brute.denominator }),
  );
  expect(ratio(exact.greatSuccess)).toBe(
    ratio({ numerator: brute.great, denominator: brute.denominator }),
  );
  expect(ratio(exact.criticalFailure)).toBe(
    ratio({ numerator: brute.critical, denominator: brute.denominator }),
  );
  expect(ratio(exact.fatigue)).toBe(
    ratio({ numerator: brute.fatigue, denominator: brute.denominator }),
  );
}

const MODIFIERS: ReadonlyArray<[string, Partial<DwTestInput>]> = [
  ['no modifier', {}],
  ['proficiency 1', { proficiency: 1 }],
  ['proficiency 2', { proficiency: 2 }],
  ['advantage', { advantage: true }],
  ['disadvantage', { disadvantage: true }],
  ['advantage and disadvantage cancelling', { advantage: true, disadvantage: true }],
  ['keeping it safe', { keepSafe: true }],
  ['extra effort', { extraEffort: true }],
  ['a check', { check: true }],
  ['one helper', { helpers: 1 }],
  ['disadvantage with proficiency 2', { disadvantage: true, proficiency: 2 }],
  [
    'advantage with proficiency 1 while keeping it safe',
    { advantage: true, proficiency: 1, keepSafe: true },
  ],
  [
    'extra effort on a check with disadvantage',
    { extraEffort: true, check: true, disadvantage: true },
  ],
];

describe('computeDwTestChances', () => {
  for (const [name, change] of MODIFIERS) {
    for (let pool = 0; pool <= 6; pool += 1) {
      it(`matches enumeration of every roll for a pool of ${pool} with ${name}`, () => {
        expectSameAsBruteForce(test({ pool, ...change }));
      });
    }
  }

  it('gives the facts file success chances 1 - (1/2)^n for pools 1 to 4', () => {
    expect(ratio(computeDwTestChances(test({ pool: 1 })).success)).toBe('1/2');
    expect(ratio(computeDwTestChances(test({ pool: 2 })).success)).toBe('3/4');
    expect(ratio(computeDwTestChances(test({ pool: 3 })).success)).toBe('7/8');
    expect(ratio(computeDwTestChances(test({ pool: 4 })).success)).toBe('15/16');
  });

  it('gives a zero pool a quarter chance: both of 2 dice must show 4-6', () => {
    expect(ratio(computeDwTestChances(test({ pool: 0 })).success)).toBe('1/4');
    expect(ratio(computeDwTestChances(test({ pool: -3 })).success)).toBe('1/4');
  });

  it('makes extra effort cost fatigue for certain', () => {
    expect(ratio(computeDwTestChances(test({ pool: 3, extraEffort: true })).fatigue)).toBe('1/1');
  });

  it('never costs fatigue on a check', () => {
    expect(computeDwTestChances(test({ pool: 5, check: true })).fatigue.numerator).toBe(0n);
  });
});

describe('describeDwTestShape', () => {
  it('adds a die per helper and for extra effort, and takes 2 away for keeping it safe', () => {
    expect(describeDwTestShape(test({ pool: 3, helpers: 2, extraEffort: true })).dice).toBe(6);
    expect(describeDwTestShape(test({ pool: 3, keepSafe: true })).dice).toBe(1);
  });

  it('rolls 2 dice and keeps the lowest when the pool comes to zero or less', () => {
    expect(describeDwTestShape(test({ pool: 1, keepSafe: true }))).toMatchObject({
      dice: 2,
      keepLowest: true,
    });
  });

  it('cancels advantage and disadvantage one for one', () => {
    expect(describeDwTestShape(test({ advantage: true, disadvantage: true }))).toMatchObject({
      playerRerolls: 0,
      gmRerolls: 0,
    });
    expect(describeDwTestShape(test({ advantage: true, proficiency: 2 }))).toMatchObject({
      playerRerolls: 3,
      gmRerolls: 0,
    });
    expect(describeDwTestShape(test({ disadvantage: true }))).toMatchObject({
      playerRerolls: 0,
      gmRerolls: 1,
    });
  });

  it('says when advantage and disadvantage cancelled, and leaves no advantage re-roll then', () => {
    expect(describeDwTestShape(test({ advantage: true, disadvantage: true }))).toMatchObject({
      advantageRerolls: 0,
      cancelled: true,
    });
    expect(describeDwTestShape(test({ advantage: true, proficiency: 2 }))).toMatchObject({
      advantageRerolls: 1,
      cancelled: false,
    });
    expect(describeDwTestShape(test({ disadvantage: true }))).toMatchObject({
      advantageRerolls: 0,
      cancelled: false,
    });
  });
});

describe('the re-rolls a rolled test has', () => {
  it('start from proficiency, advantage or disadvantage, and the tokens a defence brings', () => {
    expect(startDwRerolls(test({ proficiency: 2, advantage: true }), { dodge: 1 })).toEqual({
      dodge: 1,
      proficiency: 2,
      advantage: 1,
      gm: 0,
    });
    expect(startDwRerolls(test({ disadvantage: true }))).toEqual({
      proficiency: 0,
      advantage: 0,
      gm: 1,
    });
  });

  it('give neither advantage nor disadvantage a re-roll when both apply', () => {
    const left = startDwRerolls(test({ advantage: true, disadvantage: true }));
    expect(listDwRerollsLeft(left)).toEqual([]);
  });

  it('are offered in the order tokens, proficiency, advantage, GM, and only while some are left', () => {
    expect(listDwRerollsLeft({ gm: 1, proficiency: 1, shield: 2, dodge: 0 })).toEqual([
      'shield',
      'proficiency',
      'gm',
    ]);
  });

  it('are spent one at a time, and none can be spent once they run out', () => {
    const once = spendDwReroll({ proficiency: 1, advantage: 1 }, 'proficiency');
    expect(once).toEqual({ proficiency: 0, advantage: 1 });
    expect(spendDwReroll(once!, 'proficiency')).toBeNull();
    expect(spendDwReroll({}, 'dodge')).toBeNull();
  });
});

describe('evaluateDwTest', () => {
  it('reads a 4 as a success that costs fatigue', () => {
    expect(evaluateDwTest(test({ pool: 2 }), [4, 2])).toMatchObject({
      outcome: 'success',
      fatigue: 1,
    });
  });

  it('reads two 6s as a great success without fatigue', () => {
    expect(evaluateDwTest(test({ pool: 3 }), [6, 6, 2])).toMatchObject({
      outcome: 'great-success',
      fatigue: 0,
    });
  });

  it('reads a failure with a 1 as a critical failure', () => {
    expect(evaluateDwTest(test({ pool: 2 }), [1, 3])).toMatchObject({
      outcome: 'critical-failure',
      diceFatigue: true,
    });
    expect(evaluateDwTest(test({ pool: 2 }), [2, 3])).toMatchObject({
      outcome: 'failure',
      fatigue: 0,
    });
  });

  it('costs no fatigue for a 4 on a success when keeping it safe, but does on a failure', () => {
    expect(evaluateDwTest(test({ pool: 4, keepSafe: true }), [4, 2]).fatigue).toBe(0);
    expect(evaluateDwTest(test({ pool: 4, keepSafe: true }), [1, 2]).fatigue).toBe(1);
  });

  it('reads only the lowest die when the pool is zero', () => {
    expect(evaluateDwTest(test({ pool: 0 }), [6, 3])).toMatchObject({
      outcome: 'failure',
      kept: [3],
    });
  });
});

describe('rollDwTest and rerollDwDie', () => {
  it('rolls the shape’s dice and replaces the chosen die with the new value', () => {
    const dice = rollDwTest(test({ pool: 3 }), createScriptedRng([1, 5, 2]));
    expect(dice).toEqual([1, 5, 2]);
    expect(rerollDwDie(dice, 0, createScriptedRng([3]))).toEqual([3, 5, 2]);
  });

  it('refuses a die that does not exist', () => {
    expect(() => rerollDwDie([1, 2], 2, createScriptedRng([3]))).toThrow(RangeError);
  });
});

describe('checkDwTestInput', () => {
  it('names the field of a bad value', () => {
    expect(checkDwTestInput(test({ proficiency: 1.5 }))[0]).toMatchObject({ field: 'proficiency' });
    expect(checkDwTestInput(test({ helpers: 9 }))[0]).toMatchObject({ field: 'helpers' });
    expect(checkDwTestInput(test({ pool: 30 }))[0]).toMatchObject({ field: 'pool' });
    expect(checkDwTestInput(test({ pool: 3 }))).toEqual([]);
    expect(checkDwTestInput(test({ proficiency: 1.5 }))[0]).toEqual({
      code: 'not-whole',
      field: 'proficiency',
      message: 'Proficiency must be a whole number.',
    });
    expect(checkDwTestInput(test({ helpers: 9 }))[0]?.code).toBe('out-of-range');
  });
});
