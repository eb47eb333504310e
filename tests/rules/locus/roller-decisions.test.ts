/**
 * The decisions the Locus check rollers used to make themselves, now rules: which Attribute and
 * modifiers a check starts with or allows, who defends, what an attack's odds are before the roll,
 * and the sentences about what a roll did to a sheet.
 */
import { describe, expect, it } from 'vitest';
import {
  chanceOfAttackFor,
  chanceOfAttackResults,
  CONTEST_MODIFIERS,
  contestDefender,
  contestModifiersFor,
  contestSideOf,
  describeDurabilityApplied,
  describeDurabilityDue,
  describeInjuryApplied,
  describeSidePoints,
  durabilityBlocked,
  evaluateDurabilityCheck,
  explainInjuryRaise,
  resolveDifficulty,
  stressCheckAttribute,
} from '../../../src/rules/locus';

describe('stressCheckAttribute', () => {
  it('is Temper after any injury ("Taking damage") and Cowardice otherwise', () => {
    expect(stressCheckAttribute()).toBe('cowardice');
    for (const severity of ['minor', 'major', 'grievous'] as const)
      expect(stressCheckAttribute(severity)).toBe('temper');
  });
});

describe('explainInjuryRaise', () => {
  it('names the injury only when it raised the difficulty', () => {
    const raised = resolveDifficulty({ base: 'easy', relevantItem: false, injuryFloor: 'major' });
    const kept = resolveDifficulty({ base: 'hard', relevantItem: false, injuryFloor: 'major' });
    expect(explainInjuryRaise(raised, 'Ada', 'major')).toBe("raised by Ada's Major injury");
    expect(explainInjuryRaise(raised, '', 'grievous')).toBe(
      "raised by the character's Grievous injury",
    );
    expect(explainInjuryRaise(kept, 'Ada', 'major')).toBe('');
  });
});

describe('the Durability Check on a sheet', () => {
  const item = { name: 'Lamp', damaged: true, destroyed: false };
  it('says before the roll what a roll will do, by the state of the Item', () => {
    expect(describeDurabilityDue(item, 'Ada')).toBe(
      "A failure marks Lamp destroyed on Ada's sheet.",
    );
    expect(describeDurabilityDue({ ...item, damaged: false }, 'Ada')).toBe(
      'Lamp is not Damaged, so no Durability Check is due: a roll is shown but not applied.',
    );
    expect(describeDurabilityDue({ ...item, name: '', destroyed: true }, 'Ada')).toBe(
      'This Item is already destroyed.',
    );
  });

  it('cannot be rolled for a destroyed Item, and can for any other or none', () => {
    expect(durabilityBlocked({ ...item, destroyed: true })).toBe(
      'Lamp is destroyed: there is nothing left to check.',
    );
    expect(durabilityBlocked(item)).toBeNull();
    expect(durabilityBlocked(undefined)).toBeNull();
  });

  it('says whether the Item held or was marked destroyed', () => {
    expect(describeDurabilityApplied('Lamp', 'Ada', evaluateDurabilityCheck([6, 5, 4], 2))).toBe(
      "Lamp holds; nothing changes on Ada's sheet.",
    );
    expect(describeDurabilityApplied('Lamp', 'Ada', evaluateDurabilityCheck([6, 3, 1], 2))).toBe(
      "Lamp is marked destroyed on Ada's sheet.",
    );
  });
});

describe('contestModifiersFor', () => {
  it('offers the attack modifiers in an attack only, and every other modifier always', () => {
    const attackOnly = CONTEST_MODIFIERS.filter((modifier) => modifier.appliesTo === 'attack');
    expect(attackOnly.length).toBeGreaterThan(0);
    expect(contestModifiersFor(true)).toEqual(CONTEST_MODIFIERS);
    expect(contestModifiersFor(false)).toEqual(
      CONTEST_MODIFIERS.filter((modifier) => modifier.appliesTo !== 'attack'),
    );
  });
});

describe('contestSideOf', () => {
  it('drops chosen attack modifiers outside an attack and keeps them in one', () => {
    const attackModifier = CONTEST_MODIFIERS.find((modifier) => modifier.appliesTo === 'attack')!;
    const anyModifier = CONTEST_MODIFIERS.find((modifier) => modifier.appliesTo === 'any')!;
    const chosen = [attackModifier.id, anyModifier.id];
    expect(contestSideOf(3, chosen, -2, false)).toEqual({
      attribute: 3,
      modifiers: [anyModifier.id],
      extraBonus: -2,
    });
    expect(contestSideOf(3, chosen, 0, true).modifiers).toEqual(chosen);
  });
});

describe('contestDefender', () => {
  it('is the target in an attack, whatever was chosen, and the choice otherwise', () => {
    expect(contestDefender('a', 'none')).toBe('b');
    expect(contestDefender('b', 'b')).toBe('a');
    expect(contestDefender(null, 'none')).toBe('none');
    expect(contestDefender(null, 'a')).toBe('a');
  });
});

describe('chanceOfAttackFor', () => {
  const contest = { a: { attribute: 2 }, b: { attribute: 4 }, defender: 'a' as const };
  it('is the attacker-on-target chances, and none for an unarmed attack on a Monster', () => {
    expect(chanceOfAttackFor(contest, 'b')).toEqual(chanceOfAttackResults(contest.b, contest.a));
    expect(chanceOfAttackFor(contest, 'a')).toEqual(chanceOfAttackResults(contest.a, contest.b));
    expect(chanceOfAttackFor(contest, 'a', { unarmedAgainstMonster: true })).toBeNull();
  });
});

describe('describeSidePoints', () => {
  it('adds the bonus with its sign, the points counted in words', () => {
    expect(describeSidePoints({ points: 2, bonus: 1 })).toBe('2 points + 1 bonus');
    expect(describeSidePoints({ points: 1, bonus: -2 })).toBe('1 point − 2 bonus');
    expect(describeSidePoints({ points: 0, bonus: 0 })).toBe('0 points + 0 bonus');
  });
});

describe('describeInjuryApplied', () => {
  it("says how far Death's Door is filled and the Stress Check it calls for", () => {
    expect(describeInjuryApplied('Ada', 'major', { filled: 9, dead: false }, 'medium')).toBe(
      "Added a Major injury to Ada: Death's Door 9 of 27 filled. Ada now makes a Medium Stress Check.",
    );
  });

  it('says “an Easy Stress Check”, with the article its sound takes', () => {
    expect(describeInjuryApplied('Ada', 'minor', { filled: 1, dead: false }, 'easy')).toBe(
      "Added a Minor injury to Ada: Death's Door 1 of 27 filled. Ada now makes an Easy Stress Check.",
    );
  });

  it('says the character dies when the last segment is filled', () => {
    expect(describeInjuryApplied('Ada', 'grievous', { filled: 27, dead: true }, 'hard')).toBe(
      "Added a Grievous injury to Ada. All 27 Death's Door segments are filled: Ada dies and may become an Echo.",
    );
  });
});
