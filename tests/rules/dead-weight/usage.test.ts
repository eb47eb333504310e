import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  computeDwRiskChance,
  describeDwUsageDie,
  explainDwRisk,
  explainDwRiskBlocked,
  parseDwRiskCount,
  rollDwRisk,
  rollDwUsage,
  viewDwRiskDice,
  DW_USAGE_DIE_CHOICES,
} from '../../../src/rules/dead-weight/usage';

/** Counts every way `count` d6 can fall and how many of them show at least one 1. */
function enumerateRisk(count: number): { triggered: number; all: number } {
  let triggered = 0;
  let all = 0;
  const faces = new Array<number>(count).fill(1);
  for (;;) {
    all += 1;
    if (faces.includes(1)) triggered += 1;
    let index = 0;
    while (index < count && faces[index] === 6) {
      faces[index] = 1;
      index += 1;
    }
    if (index === count) break;
    faces[index] = (faces[index] ?? 1) + 1;
  }
  return { triggered, all };
}

describe('computeDwRiskChance', () => {
  it('matches brute-force enumeration of 1 to 6 risk dice', () => {
    for (let count = 1; count <= 6; count += 1) {
      const { triggered, all } = enumerateRisk(count);
      const chance = computeDwRiskChance(count);
      expect(chance.numerator * BigInt(all)).toBe(BigInt(triggered) * chance.denominator);
    }
  });

  it('gives 1 in 6 for one die and 671/1296 for four', () => {
    expect(computeDwRiskChance(1)).toEqual({ numerator: 1n, denominator: 6n });
    expect(computeDwRiskChance(4)).toEqual({ numerator: 671n, denominator: 1296n });
  });
});

describe('parseDwRiskCount', () => {
  it('accepts whole numbers from 1 to 20', () => {
    expect(parseDwRiskCount(' 3 ')).toEqual({ ok: true, value: 3 });
    expect(parseDwRiskCount('20')).toEqual({ ok: true, value: 20 });
  });

  it('explains what is wrong with empty, non-numeric and out-of-range counts', () => {
    expect(parseDwRiskCount('')).toEqual({
      ok: false,
      error: {
        code: 'empty',
        message: 'Enter the number of risk dice: a whole number from 1 to 20.',
      },
    });
    expect(parseDwRiskCount('two')).toEqual({
      ok: false,
      error: {
        code: 'not-a-number',
        message: '“two” is not a number: the number of risk dice is a whole number from 1 to 20.',
      },
    });
    expect(parseDwRiskCount('0')).toEqual({
      ok: false,
      error: { code: 'too-low', message: 'The number of risk dice must be at least 1.' },
    });
    expect(parseDwRiskCount('21')).toEqual({
      ok: false,
      error: { code: 'too-high', message: 'The number of risk dice must be at most 20.' },
    });
  });
});

describe('rollDwRisk', () => {
  it('triggers when any die shows a 1', () => {
    expect(rollDwRisk(3, createScriptedRng([4, 1, 6]))).toEqual({
      count: 3,
      notation: '3d!',
      dice: [4, 1, 6],
      triggered: true,
    });
  });

  it('does not trigger when no die shows a 1', () => {
    expect(rollDwRisk(2, createScriptedRng([2, 6])).triggered).toBe(false);
  });
});

describe('rollDwUsage', () => {
  it('keeps the die on 3 or more', () => {
    expect(rollDwUsage(8, createScriptedRng([3]))).toEqual({
      sides: 8,
      value: 3,
      steppedDown: false,
      next: 8,
    });
  });

  it('steps the die down on a 1 or a 2: d20 to d12, d8 to d6, d6 to d4', () => {
    expect(rollDwUsage(20, createScriptedRng([2])).next).toBe(12);
    expect(rollDwUsage(8, createScriptedRng([1])).next).toBe(6);
    expect(rollDwUsage(6, createScriptedRng([2])).next).toBe(4);
  });

  it('uses the item up on a 1 or a 2 on a d4', () => {
    expect(rollDwUsage(4, createScriptedRng([1]))).toEqual({
      sides: 4,
      value: 1,
      steppedDown: true,
      next: null,
    });
    expect(rollDwUsage(4, createScriptedRng([3])).next).toBe(4);
  });
});

describe('explainDwRisk', () => {
  it('gives the notation, the dice and whether they triggered', () => {
    expect(explainDwRisk(rollDwRisk(3, createScriptedRng([4, 1, 6])))).toBe(
      '3d!: 4, 1, 6, triggered.',
    );
    expect(explainDwRisk(rollDwRisk(1, createScriptedRng([5])))).toBe('1d!: 5, not triggered.');
  });
});

describe('describeDwUsageDie', () => {
  it('names the die an item carries, or that it is used up', () => {
    expect(describeDwUsageDie(8)).toBe('Ud8');
    expect(describeDwUsageDie(null)).toBe('used up');
  });
});

describe('explainDwRiskBlocked', () => {
  it('says at least one risk die is needed for a count of 0 or less', () => {
    for (const text of ['0', '-2'])
      expect(explainDwRiskBlocked(parseDwRiskCount(text))).toBe(
        'Roll is off: at least 1 risk die is needed to roll.',
      );
  });

  it('says how many are rolled at most for a count past 20', () => {
    expect(explainDwRiskBlocked(parseDwRiskCount('21'))).toBe(
      'Roll is off: at most 20 risk dice are rolled at once.',
    );
  });

  it('asks for the count while no number is typed, and is null for a count that rolls', () => {
    expect(explainDwRiskBlocked(parseDwRiskCount(''))).toBe(
      'Roll is off until the number of risk dice to roll is a whole number from 1 to 20.',
    );
    expect(explainDwRiskBlocked(parseDwRiskCount('3'))).toBeNull();
  });
});

describe('viewDwRiskDice', () => {
  it('offers the count typed with its exact chance to trigger', () => {
    expect(viewDwRiskDice('2')).toEqual({
      label: 'Risk dice (1–20)',
      count: 2,
      error: null,
      blockedBy: null,
      chance: {
        label: 'Chance that 2d! triggers (any die shows 1)',
        fraction: { numerator: 11n, denominator: 36n },
      },
    });
  });

  it('says what is wrong with a count it cannot roll, and shows no chance', () => {
    const view = viewDwRiskDice('0');
    expect(view.count).toBeNull();
    expect(view.error).not.toBeNull();
    expect(view.blockedBy).toBe('Roll is off: at least 1 risk die is needed to roll.');
    expect(view.chance).toBeNull();
  });
});

describe('DW_USAGE_DIE_CHOICES', () => {
  it('offers the usage dice from Ud20 down to Ud4', () => {
    expect(DW_USAGE_DIE_CHOICES[0]).toEqual({ value: '20', label: 'Ud20' });
    expect(DW_USAGE_DIE_CHOICES.at(-1)).toEqual({ value: '4', label: 'Ud4' });
  });
});
