import { describe, expect, it } from 'vitest';
import {
  attackOf,
  CONTEST_CHANCE_WAITS,
  describeContestChances,
  describeContestRoll,
  evaluateContestedCheck,
  UNARMED_ATTACK_FAILS,
  type ContestInput,
} from '../../../src/rules/locus';

const names = { a: 'Ada', b: 'Monster' };
const even: ContestInput = { a: { attribute: 3 }, b: { attribute: 3 }, defender: 'b' };
const labels = (chances: readonly { label: string }[]) => chances.map(({ label }) => label);

describe('CONTEST_CHANCE_WAITS', () => {
  it('says what the chances wait for', () => {
    expect(CONTEST_CHANCE_WAITS).toBe(
      'The chances show once both sides have an Attribute from 1 to 5 and whole bonus points.',
    );
  });
});

describe('describeContestChances', () => {
  it('lists each win and the tie, and nothing of an attack when it is not one', () => {
    const said = describeContestChances(even, names, null);
    expect(labels(said.contest)).toEqual([
      'Ada wins',
      'Monster wins (ties included)',
      'Tie (counted as a win for Monster)',
    ]);
    expect(said.contest[1]!.fraction).toEqual({ numerator: 30618n, denominator: 46656n });
    expect(said.attack).toBeNull();
  });

  it('heads an attack’s chances with who attacks whom', () => {
    const said = describeContestChances(even, names, { attacker: 'b', unarmed: false });
    expect(said.attack).toMatchObject({ heading: 'If Monster attacks Ada:' });
    const attack = said.attack as { chances: readonly { label: string }[] };
    expect(labels(attack.chances)).toEqual([
      'Miss',
      'Minor injury',
      'Major injury',
      'Grievous injury',
    ]);
  });

  it('says an unarmed attack on a Monster cannot hit, in place of its chances', () => {
    const said = describeContestChances(even, names, { attacker: 'a', unarmed: true });
    expect(said.attack).toEqual({ note: UNARMED_ATTACK_FAILS });
    expect(UNARMED_ATTACK_FAILS).toBe(
      'Unarmed attacks against Monsters automatically fail: the result is a miss.',
    );
  });
});

describe('describeContestRoll', () => {
  const check = evaluateContestedCheck([6, 6, 1], [1, 5, 1], even);

  it('says each side’s dice and points, and the verdict', () => {
    expect(describeContestRoll(check, { names, attack: null }, null)).toEqual({
      sides: [
        {
          side: 'a',
          heading: 'Ada (Attribute 3)',
          label: "Ada's dice",
          points: '2 points + 0 bonus',
        },
        {
          side: 'b',
          heading: 'Monster (Attribute 3)',
          label: "Monster's dice",
          points: '1 point + 0 bonus',
        },
      ],
      verdict: 'Ada wins by 1 (2 to 1).',
      attack: null,
    });
  });

  it('says what an attack did to its target', () => {
    const input = { names, attack: { attacker: 'a' as const, unarmed: false } };
    expect(describeContestRoll(check, input, attackOf(input, check)).attack).toBe(
      "Minor injury to Monster: 1 Death's Door segment, an Easy Stress Check.",
    );
  });
});
