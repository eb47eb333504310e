import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  chanceOfContestedOutcome,
  CONTEST_MODIFIER_IDS,
  CONTEST_MODIFIERS,
  countContestMargins,
  countContestPoints,
  countPointDistribution,
  evaluateContestedCheck,
  listContestChances,
  rerollContestedDice,
  rollContestedCheck,
  sumContestBonus,
  type Defender,
} from '../../../src/rules/locus/contested-check';
import { countPointsByHand, listAllRolls } from './enumerate';

const ROLLS = listAllRolls();

/** Points of every one of the 216 rolls against an Attribute, by hand. */
function pointsOfEveryRoll(attribute: number): number[] {
  return ROLLS.map((roll) => countPointsByHand(roll, attribute));
}

/** Judge all 216 x 216 pairs one by one, as at the table. */
function judgeEveryPair(
  attributeA: number,
  attributeB: number,
  bonusA: number,
  bonusB: number,
  defender: Defender,
) {
  const pointsA = pointsOfEveryRoll(attributeA);
  const pointsB = pointsOfEveryRoll(attributeB);
  let winA = 0n;
  let winB = 0n;
  let stalemate = 0n;
  let tie = 0n;
  for (const a of pointsA) {
    for (const b of pointsB) {
      const totalA = a + bonusA;
      const totalB = b + bonusB;
      if (totalA > totalB) winA += 1n;
      else if (totalB > totalA) winB += 1n;
      else {
        tie += 1n;
        if (defender === 'a') winA += 1n;
        else if (defender === 'b') winB += 1n;
        else stalemate += 1n;
      }
    }
  }
  return { winA, winB, stalemate, tie };
}

describe('CONTEST_MODIFIERS', () => {
  it('carries the text’s bonus points with their values', () => {
    const values = Object.fromEntries(
      CONTEST_MODIFIERS.map((modifier) => [modifier.id, modifier.value]),
    );
    expect(values).toMatchObject({
      'director-award': 1,
      defend: 1,
      'weapon-item': 0,
      'non-weapon-item': -1,
      'effective-damage-type': 1,
      weakness: 1,
      'monster-after-miss': 1,
    });
    expect(CONTEST_MODIFIERS.map((modifier) => modifier.id)).toEqual([...CONTEST_MODIFIER_IDS]);
    for (const modifier of CONTEST_MODIFIERS) expect(modifier.label.length).toBeGreaterThan(0);
  });

  it('uses the printed wording for the weapon table', () => {
    expect(CONTEST_MODIFIERS.find((modifier) => modifier.id === 'non-weapon-item')?.label).toBe(
      'Using a non-weapon Item',
    );
    expect(CONTEST_MODIFIERS.find((modifier) => modifier.id === 'weakness')?.label).toBe(
      'Monster weak to damage type (Weakness)',
    );
  });
});

describe('sumContestBonus', () => {
  it('adds each modifier once plus the extra bonus', () => {
    expect(
      sumContestBonus({
        attribute: 3,
        modifiers: ['effective-damage-type', 'weakness', 'weakness'],
        extraBonus: 1,
      }),
    ).toBe(3);
    expect(sumContestBonus({ attribute: 3, modifiers: ['non-weapon-item'] })).toBe(-1);
    expect(sumContestBonus({ attribute: 3 })).toBe(0);
  });

  it('throws a RangeError for a fractional bonus', () => {
    expect(() => sumContestBonus({ attribute: 3, extraBonus: 0.5 })).toThrow(RangeError);
  });
});

describe('countContestPoints', () => {
  it('scores one point per die above the Attribute, ties with the Attribute scoring nothing', () => {
    expect(countContestPoints([3, 4, 6], 3)).toBe(2);
    expect(countContestPoints([6, 6, 6], 5)).toBe(3);
    expect(countContestPoints([1, 1, 1], 1)).toBe(0);
  });
});

describe('countPointDistribution', () => {
  it('equals counting the points of all 216 rolls for every Attribute', () => {
    for (const attribute of [1, 2, 3, 4, 5]) {
      const byHand = [0n, 0n, 0n, 0n];
      for (const points of pointsOfEveryRoll(attribute))
        byHand[points] = (byHand[points] ?? 0n) + 1n;
      expect(countPointDistribution(attribute), `Attribute ${attribute}`).toEqual(byHand);
    }
  });
});

describe('countContestMargins', () => {
  it('adds up to all 46656 pairs and shifts by the bonus difference', () => {
    const margins = countContestMargins({
      a: { attribute: 2, extraBonus: 2 },
      b: { attribute: 4 },
    });
    expect([...margins.values()].reduce((sum, count) => sum + count, 0n)).toBe(46656n);
    expect(Math.min(...margins.keys())).toBe(-1);
    expect(Math.max(...margins.keys())).toBe(5);
  });
});

describe('chanceOfContestedOutcome', () => {
  it('equals judging all 216 x 216 pairs, for every Attribute pair, bonus difference -2..+3 and defender', () => {
    for (const attributeA of [1, 2, 3, 4, 5]) {
      for (const attributeB of [1, 2, 3, 4, 5]) {
        for (const difference of [-2, -1, 0, 1, 2, 3]) {
          for (const defender of ['a', 'b', 'none'] as const) {
            const expected = judgeEveryPair(attributeA, attributeB, difference, 0, defender);
            const chances = chanceOfContestedOutcome({
              a: { attribute: attributeA, extraBonus: difference },
              b: { attribute: attributeB },
              defender,
            });
            const label = `A${attributeA} B${attributeB} ${difference} ${defender}`;
            expect(chances.winA.numerator, label).toBe(expected.winA);
            expect(chances.winB.numerator, label).toBe(expected.winB);
            expect(chances.stalemate.numerator, label).toBe(expected.stalemate);
            expect(chances.tie.numerator, label).toBe(expected.tie);
            expect(chances.winA.denominator).toBe(46656n);
          }
        }
      }
    }
  });

  it('splits bonuses between the sides the same way as a single difference', () => {
    const split = chanceOfContestedOutcome({
      a: { attribute: 3, modifiers: ['defend'] },
      b: { attribute: 2, modifiers: ['weakness', 'effective-damage-type'] },
      defender: 'a',
    });
    const single = chanceOfContestedOutcome({
      a: { attribute: 3, extraBonus: -1 },
      b: { attribute: 2 },
      defender: 'a',
    });
    expect(split).toEqual(single);
  });

  it('gives ties to the defender and has no stalemate when someone defends', () => {
    const defended = chanceOfContestedOutcome({
      a: { attribute: 3 },
      b: { attribute: 3 },
      defender: 'b',
    });
    expect(defended.stalemate.numerator).toBe(0n);
    expect(defended.winA.numerator + defended.winB.numerator).toBe(46656n);
    expect(defended.winB.numerator).toBeGreaterThan(defended.winA.numerator);
  });
});

describe('evaluateContestedCheck', () => {
  it('counts points, adds bonuses and names the winner and margin', () => {
    const check = evaluateContestedCheck([5, 2, 6], [4, 4, 1], {
      a: { attribute: 3, modifiers: ['effective-damage-type'] },
      b: { attribute: 3 },
      defender: 'b',
    });
    expect(check.a).toMatchObject({ scoringIndices: [0, 2], points: 2, bonus: 1, total: 3 });
    expect(check.b).toMatchObject({ scoringIndices: [0, 1], points: 2, bonus: 0, total: 2 });
    expect(check).toMatchObject({ winner: 'a', margin: 1, tied: false });
  });

  it('gives a tie to the defender with a margin of 0', () => {
    expect(
      evaluateContestedCheck([6, 1, 1], [6, 1, 1], {
        a: { attribute: 2 },
        b: { attribute: 2 },
        defender: 'a',
      }),
    ).toMatchObject({ winner: 'a', margin: 0, tied: true });
  });

  it('calls a tie with no defender a stalemate', () => {
    expect(
      evaluateContestedCheck([6, 1, 1], [6, 1, 1], {
        a: { attribute: 2 },
        b: { attribute: 2 },
        defender: 'none',
      }),
    ).toMatchObject({ winner: 'stalemate', margin: 0, tied: true });
  });

  it('lets a penalty take a total below zero', () => {
    const check = evaluateContestedCheck([1, 1, 1], [1, 1, 1], {
      a: { attribute: 5, modifiers: ['non-weapon-item'] },
      b: { attribute: 5 },
      defender: 'none',
    });
    expect(check).toMatchObject({ winner: 'b', margin: 1 });
    expect(check.a.total).toBe(-1);
  });
});

describe('rollContestedCheck', () => {
  it('rolls side A’s three dice, then side B’s', () => {
    const rng = createScriptedRng([6, 6, 1, 2, 2, 2]);
    const check = rollContestedCheck(
      { a: { attribute: 4 }, b: { attribute: 1 }, defender: 'none' },
      rng,
    );
    expect(check.a.dice).toEqual([6, 6, 1]);
    expect(check.b.dice).toEqual([2, 2, 2]);
    expect(check).toMatchObject({ winner: 'b', margin: 1 });
    expect(rng.countUnused()).toBe(0);
  });

  it('refuses an Attribute outside 1-5 before rolling', () => {
    expect(() =>
      rollContestedCheck(
        { a: { attribute: 3 }, b: { attribute: 0 }, defender: 'none' },
        createScriptedRng([]),
      ),
    ).toThrow(RangeError);
  });
});

describe('rerollContestedDice', () => {
  it('re-rolls dice of one side only and keeps the bonuses', () => {
    const check = evaluateContestedCheck([1, 1, 1], [6, 6, 6], {
      a: { attribute: 3, extraBonus: 2 },
      b: { attribute: 3 },
      defender: 'b',
    });
    expect(check.winner).toBe('b');
    const rng = createScriptedRng([6, 6]);
    const next = rerollContestedDice(check, 'a', [0, 2], rng);
    expect(next.a).toMatchObject({ dice: [6, 1, 6], points: 2, bonus: 2, total: 4 });
    expect(next.b.dice).toEqual([6, 6, 6]);
    expect(next).toMatchObject({ winner: 'a', margin: 1 });
  });

  it('re-rolls side B', () => {
    const check = evaluateContestedCheck([4, 4, 4], [1, 1, 1], {
      a: { attribute: 3 },
      b: { attribute: 3 },
      defender: 'none',
    });
    expect(rerollContestedDice(check, 'b', [1], createScriptedRng([5])).b.dice).toEqual([1, 5, 1]);
  });
});

describe('listContestChances', () => {
  const chances = chanceOfContestedOutcome({
    a: { attribute: 3 },
    b: { attribute: 4, extraBonus: 1 },
    defender: 'b',
  });
  const names = { a: 'Wren', b: 'Ghoul' };

  it('says the ties are the defender’s, on its win and on the tie', () => {
    expect(listContestChances(chances, names, 'b')).toEqual([
      { label: 'Wren wins', fraction: chances.winA },
      { label: 'Ghoul wins (ties included)', fraction: chances.winB },
      { label: 'Tie (counted as a win for Ghoul)', fraction: chances.tie },
    ]);
  });

  it('calls the tie a stalemate when no one defends', () => {
    const labels = listContestChances(chances, names, 'none').map(({ label }) => label);
    expect(labels).toEqual(['Wren wins', 'Ghoul wins', 'Stalemate (tie)']);
  });
});
