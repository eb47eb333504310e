import { describe, expect, it } from 'vitest';
import {
  chanceOfAttackResults,
  listAttackChances,
  resolveAttack,
} from '../../../src/rules/locus/attack';
import { evaluateContestedCheck } from '../../../src/rules/locus/contested-check';
import { countPointsByHand, listAllRolls } from './enumerate';

describe('resolveAttack', () => {
  it('reads the margin from the attacker’s side', () => {
    const check = evaluateContestedCheck([6, 6, 6], [1, 1, 1], {
      a: { attribute: 2 },
      b: { attribute: 2 },
      defender: 'a',
    });
    expect(resolveAttack(check, 'b')).toMatchObject({ kind: 'miss', margin: -3 });
    expect(resolveAttack(check, 'a')).toMatchObject({
      kind: 'injury',
      margin: 3,
      severity: 'major',
    });
  });

  it('makes a tie a miss', () => {
    const check = evaluateContestedCheck([6, 1, 1], [6, 1, 1], {
      a: { attribute: 2 },
      b: { attribute: 2 },
      defender: 'b',
    });
    expect(resolveAttack(check, 'a').kind).toBe('miss');
  });

  it('makes an unarmed attack against a Monster a miss whatever the dice', () => {
    const check = evaluateContestedCheck([6, 6, 6], [1, 1, 1], {
      a: { attribute: 1 },
      b: { attribute: 5 },
      defender: 'b',
    });
    expect(resolveAttack(check, 'a', { unarmedAgainstMonster: true })).toMatchObject({
      kind: 'miss',
      margin: 3,
    });
  });
});

describe('chanceOfAttackResults', () => {
  it('equals sorting all 216 x 216 pairs by margin, for every Attribute pair and bonus', () => {
    const rolls = listAllRolls();
    for (const attacker of [1, 3, 5]) {
      for (const target of [1, 2, 4]) {
        for (const bonus of [-1, 0, 2]) {
          const expected = { miss: 0n, minor: 0n, major: 0n, grievous: 0n };
          for (const a of rolls) {
            for (const b of rolls) {
              const margin = countPointsByHand(a, attacker) + bonus - countPointsByHand(b, target);
              if (margin <= 0) expected.miss += 1n;
              else if (margin === 1) expected.minor += 1n;
              else if (margin <= 3) expected.major += 1n;
              else expected.grievous += 1n;
            }
          }
          const chances = chanceOfAttackResults(
            { attribute: attacker, extraBonus: bonus },
            { attribute: target },
          );
          expect(
            {
              miss: chances.miss.numerator,
              minor: chances.minor.numerator,
              major: chances.major.numerator,
              grievous: chances.grievous.numerator,
            },
            `${attacker} vs ${target} bonus ${bonus}`,
          ).toEqual(expected);
        }
      }
    }
  });
});

describe('listAttackChances', () => {
  it('lists a miss first, then each injury from the least, each with its own chance', () => {
    const fraction = (numerator: bigint) => ({ numerator, denominator: 10n });
    const chances = {
      miss: fraction(4n),
      minor: fraction(3n),
      major: fraction(2n),
      grievous: fraction(1n),
    };
    expect(listAttackChances(chances)).toEqual([
      { label: 'Miss', fraction: fraction(4n) },
      { label: 'Minor injury', fraction: fraction(3n) },
      { label: 'Major injury', fraction: fraction(2n) },
      { label: 'Grievous injury', fraction: fraction(1n) },
    ]);
  });
});
