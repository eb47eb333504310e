import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  CAIRN_MORALE_FLEE,
  CAIRN_MORALE_HOLD,
  cairnGroupHasSurvivors,
  cairnHalfOfGroup,
  cairnMoraleChecks,
  cairnMoraleHoldChance,
  cairnMoraleDown,
  cairnMoraleSaveWil,
  cairnMoraleWil,
  cairnMoraleStanding,
  CAIRN_MORALE_STANDING_WORDS,
  isCairnMoraleRollCurrent,
  rollCairnMorale,
  CAIRN_MORALE_FIRST_TEXTS,
  cairnMoraleSaveState,
  describeCairnMoraleCheck,
  describeCairnMoraleSave,
  readCairnMorale,
} from '../../../src/rules/cairn/morale';

describe('cairnMoraleChecks', () => {
  it('has no save due before the first casualty', () => {
    expect(cairnMoraleChecks(6, 0).map((check) => check.reached)).toEqual([false, false]);
  });
  it('calls for a save at the first casualty and again at half their number', () => {
    expect(cairnMoraleChecks(6, 1)).toEqual([
      { trigger: 'first-casualty', at: 1, reached: true },
      { trigger: 'half', at: 3, reached: false },
    ]);
    expect(cairnMoraleChecks(6, 3).map((check) => check.reached)).toEqual([true, true]);
  });
  it('rounds half of an odd group up: 3 of 5', () => {
    expect(cairnHalfOfGroup(5)).toBe(3);
    expect(cairnMoraleChecks(5, 2)[1]).toEqual({ trigger: 'half', at: 3, reached: false });
    expect(cairnMoraleChecks(5, 3)[1]?.reached).toBe(true);
  });
  it('makes one save of a pair’s first casualty, which is already half', () => {
    expect(cairnMoraleChecks(2, 1)).toEqual([
      { trigger: 'first-casualty-and-half', at: 1, reached: true },
    ]);
  });
  it('lets a lone foe save when reduced to 0 HP', () => {
    expect(cairnMoraleChecks(1, 0)).toEqual([{ trigger: 'lone-zero-hp', at: 1, reached: false }]);
    expect(cairnMoraleChecks(1, 1)[0]?.reached).toBe(true);
  });
  it('refuses casualties beyond the group and groups of no one', () => {
    expect(() => cairnMoraleChecks(4, 5)).toThrow(RangeError);
    expect(() => cairnMoraleChecks(0, 0)).toThrow(RangeError);
  });
});

describe('cairnGroupHasSurvivors', () => {
  it('has no one left to save when every member is a casualty', () => {
    expect(cairnGroupHasSurvivors(4, 3)).toBe(true);
    expect(cairnGroupHasSurvivors(4, 4)).toBe(false);
  });
});

describe('cairnMoraleWil and cairnMoraleHoldChance', () => {
  it('uses the leader’s WIL in place of the group’s when given', () => {
    expect(cairnMoraleWil(7, 14)).toBe(14);
    expect(cairnMoraleWil(7, null)).toBe(7);
  });
  it('holds with the exact WIL save chance, counted over the d20', () => {
    for (let wil = 1; wil <= 20; wil += 1) {
      let passing = 0;
      for (let face = 1; face <= 20; face += 1)
        if (face === 1 || (face !== 20 && face <= wil)) passing += 1;
      expect(cairnMoraleHoldChance(wil)).toEqual({ numerator: BigInt(passing), denominator: 20n });
    }
  });
});

describe('rollCairnMorale', () => {
  it('holds on a passed WIL save and flees on a failed one', () => {
    expect(rollCairnMorale('first-casualty', 8, createScriptedRng([8]))).toMatchObject({
      passed: true,
      outcome: CAIRN_MORALE_HOLD,
    });
    expect(rollCairnMorale('half', 8, createScriptedRng([9]))).toMatchObject({
      passed: false,
      outcome: CAIRN_MORALE_FLEE,
    });
    expect(CAIRN_MORALE_FLEE).toContain('flee');
  });
});

describe('cairnMoraleSaveWil', () => {
  it("is the leader's WIL while a leader leads, the group's otherwise", () => {
    expect(cairnMoraleSaveWil(7, 14, true)).toBe(14);
    expect(cairnMoraleSaveWil(7, 14, false)).toBe(7);
    expect(cairnMoraleSaveWil(null, 14, true)).toBe(14);
  });

  it('is unknown while the WIL it needs cannot be read, whatever the other says', () => {
    expect(cairnMoraleSaveWil(7, null, true)).toBeNull();
    expect(cairnMoraleSaveWil(null, 14, false)).toBeNull();
  });
});

describe('cairnMoraleDown', () => {
  it('counts a lone foe down once it is reduced to 0 HP', () => {
    expect(cairnMoraleDown(1, null, false)).toBe(0);
    expect(cairnMoraleDown(1, 5, true)).toBe(1);
  });

  it("is a group's casualties, unknown while they cannot be read", () => {
    expect(cairnMoraleDown(6, 3, true)).toBe(3);
    expect(cairnMoraleDown(6, null, false)).toBeNull();
  });
});

describe('cairnMoraleStanding', () => {
  const [first, half] = cairnMoraleChecks(5, 1);
  it('is not yet before the moment, and due once it is reached and not rolled', () => {
    expect(cairnMoraleStanding(half!, null)).toBe('not-yet');
    expect(cairnMoraleStanding(first!, null)).toBe('due');
  });
  it('is no longer due once rolled: they held or they fled', () => {
    expect(cairnMoraleStanding(first!, { passed: true })).toBe('held');
    expect(cairnMoraleStanding(first!, { passed: false })).toBe('fled');
  });
  it('reads in words that say the save was rolled and how it went', () => {
    expect(CAIRN_MORALE_STANDING_WORDS.held).toBe('save rolled, they hold.');
    expect(CAIRN_MORALE_STANDING_WORDS.fled).toBe('save rolled, they flee.');
    expect(CAIRN_MORALE_STANDING_WORDS.due).toBe('save due.');
  });
});

describe('isCairnMoraleRollCurrent', () => {
  it('holds while the same WIL is used, the group’s or the leader’s as when rolled', () => {
    expect(isCairnMoraleRollCurrent({ wil: 8, leader: false }, { wil: 8, leader: false })).toBe(
      true,
    );
  });
  it('is out of date once the leader’s WIL is used instead, even when it is the same number', () => {
    expect(isCairnMoraleRollCurrent({ wil: 8, leader: false }, { wil: 12, leader: true })).toBe(
      false,
    );
    expect(isCairnMoraleRollCurrent({ wil: 8, leader: false }, { wil: 8, leader: true })).toBe(
      false,
    );
  });
  it('is out of date when the WIL changes or cannot be read', () => {
    expect(isCairnMoraleRollCurrent({ wil: 8, leader: false }, { wil: 9, leader: false })).toBe(
      false,
    );
    expect(isCairnMoraleRollCurrent({ wil: 8, leader: false }, { wil: null, leader: false })).toBe(
      false,
    );
  });
});

describe('describeCairnMoraleCheck', () => {
  it('names the moment, and for half their number how many of how many', () => {
    const [first, half] = cairnMoraleChecks(5, 3);
    expect(describeCairnMoraleCheck(first!, 5)).toBe('First casualty');
    expect(describeCairnMoraleCheck(half!, 5)).toBe('Lost half their number (3 of 5)');
  });
});

describe('readCairnMorale', () => {
  it('reads the tool as it starts: a group of six, two saves, neither reached', () => {
    const morale = readCairnMorale(CAIRN_MORALE_FIRST_TEXTS);
    expect(morale).toMatchObject({
      lone: false,
      wil: 8,
      wilSource: 'the group’s WIL',
      blockedBy: null,
      survivors: true,
    });
    expect(morale.checks?.map((check) => [check.trigger, check.reached])).toEqual([
      ['first-casualty', false],
      ['half', false],
    ]);
  });

  it('asks a lone foe whether it is at 0 HP instead of its casualties', () => {
    const morale = readCairnMorale({ ...CAIRN_MORALE_FIRST_TEXTS, size: '1', loneDown: true });
    expect(morale.lone).toBe(true);
    expect(morale.casualties).toBeNull();
    expect(morale.checks).toEqual([{ trigger: 'lone-zero-hp', at: 1, reached: true }]);
  });

  it('saves with the leader’s WIL while a leader leads, and asks nothing of the group’s', () => {
    const morale = readCairnMorale({ ...CAIRN_MORALE_FIRST_TEXTS, wil: 'x', useLeader: true });
    expect(morale).toMatchObject({ wil: 12, wilSource: 'the leader’s WIL', wilError: null });
  });

  it('turns the saves off while the WIL cannot be read, and says so at the field', () => {
    const morale = readCairnMorale({ ...CAIRN_MORALE_FIRST_TEXTS, wil: '0' });
    expect(morale.wil).toBeNull();
    expect(morale.wilError).toBe('The attribute must be at least 1.');
    expect(morale.blockedBy).toBe(
      'Roll is off until the group’s WIL is a whole number from 1 to 20.',
    );
  });

  it('has no saves while the casualties cannot be read, and none left when all are down', () => {
    expect(readCairnMorale({ ...CAIRN_MORALE_FIRST_TEXTS, casualties: '7' }).checks).toBeNull();
    expect(readCairnMorale({ ...CAIRN_MORALE_FIRST_TEXTS, casualties: '6' }).survivors).toBe(false);
  });
});

describe('describeCairnMoraleSave', () => {
  it('says the roll, against whose WIL, why, and what the group does, and keeps the WIL used', () => {
    const roll = rollCairnMorale('half', 8, createScriptedRng([7]));
    expect(describeCairnMoraleSave(roll, 'the group’s WIL', false)).toEqual({
      text: `Rolled 7 against the group’s WIL 8 (7 is equal to or under 8). ${CAIRN_MORALE_HOLD}`,
      passed: true,
      used: { wil: 8, leader: false },
    });
  });
});

describe('cairnMoraleSaveState', () => {
  const [first] = cairnMoraleChecks(6, 1);
  const rolled = { passed: false, used: { wil: 8, leader: false } };

  it('is due until rolled, then stands as rolled while the WIL is the one it used', () => {
    expect(cairnMoraleSaveState(first!, undefined, { wil: 8, leader: false })).toEqual({
      current: false,
      standing: 'due',
    });
    expect(cairnMoraleSaveState(first!, rolled, { wil: 8, leader: false })).toEqual({
      current: true,
      standing: 'fled',
    });
  });

  it('is due again once the WIL changes, or the leader’s takes the group’s place', () => {
    expect(cairnMoraleSaveState(first!, rolled, { wil: 9, leader: false }).standing).toBe('due');
    expect(cairnMoraleSaveState(first!, rolled, { wil: 8, leader: true }).current).toBe(false);
  });
});
