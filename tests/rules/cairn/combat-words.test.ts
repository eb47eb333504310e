import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { cairnFatigueRoom, cairnMemberBadges } from '../../../src/rules/cairn/character';
import { ada } from './members';
import {
  cairnAttackBlockedBy,
  describeCairnAttackRoll,
  describeCairnTarget,
  rollCairnAttack,
} from '../../../src/rules/cairn/damage';

describe('describeCairnAttackRoll', () => {
  it('lists every attacker’s dice, the kept die of two weapons, and the highest less Armor', () => {
    const roll = rollCairnAttack(
      [
        { dice: [6, 8], mode: 'normal', blast: false },
        { dice: [6], mode: 'normal', blast: false },
      ],
      1,
      // d6 rolls 4, d8 rolls 7, the second attacker's d6 rolls 2
      createScriptedRng([4, 7, 2]),
    );
    expect(describeCairnAttackRoll(roll)).toBe(
      'Attacker 1: d6 4, d8 7 (keeps 7). Attacker 2: d6 2. Highest 7 − Armor 1 = ',
    );
  });
});

describe('cairnAttackBlockedBy', () => {
  it('lets the attack roll when every score reads and the target lives', () => {
    expect(cairnAttackBlockedBy([], false, 'Goblin', false)).toBeNull();
  });
  it('names the one score that cannot be read', () => {
    expect(cairnAttackBlockedBy(['Armor'], false, 'Goblin', false)).toBe(
      'Roll is off until Armor is a whole number in range.',
    );
  });
  it('names several unread scores together, before any word on death', () => {
    expect(cairnAttackBlockedBy(['current HP', 'Armor'], true, 'Goblin', false)).toBe(
      'Roll is off until current HP and Armor are whole numbers in range.',
    );
  });
  it('offers a typed dead target a reset, and a tracked one removal from the party', () => {
    expect(cairnAttackBlockedBy([], true, 'Goblin', false)).toBe(
      'Roll is off: Goblin is dead. Reset the target or type its scores.',
    );
    expect(cairnAttackBlockedBy([], true, 'Ada', true)).toBe(
      'Roll is off: Ada is dead. Remove it from the party or choose another target.',
    );
  });
});

describe('describeCairnTarget', () => {
  it('gives a healthy member’s HP and STR', () => {
    expect(describeCairnTarget(ada(), 'Ada')).toBe(
      'Ada: HP 5/5, STR 12/12. The result is applied to the party tracker.',
    );
  });
  it('adds critical damage and death when marked', () => {
    expect(describeCairnTarget({ ...ada(), criticalDamage: true, dead: true }, 'Ada')).toBe(
      'Ada: HP 5/5, STR 12/12, has taken critical damage, dead. The result is applied to the party tracker.',
    );
  });
});

describe('cairnMemberBadges', () => {
  it('shows nothing for a member in good health', () => {
    expect(cairnMemberBadges(ada())).toEqual([]);
  });
  it('shows death, critical damage, Deprived and the Attributes at 0 other than STR', () => {
    const member = {
      ...ada(),
      dead: true,
      criticalDamage: true,
      deprived: true,
      str: { current: 0, max: 12 },
      dex: { current: 0, max: 9 },
    };
    expect(cairnMemberBadges(member)).toEqual([
      'Dead',
      'Critical damage',
      'Deprived',
      'DEX 0: paralyzed',
    ]);
  });
});

describe('cairnFatigueRoom', () => {
  it('lets a member with a free slot add a Fatigue', () => {
    expect(cairnFatigueRoom({ ...ada(), fatigue: 9 })).toEqual({
      fits: true,
      message: 'Ada adds a Fatigue.',
    });
  });
  it('refuses a Fatigue when every slot is full, and says to drop an item', () => {
    expect(cairnFatigueRoom({ ...ada(), fatigue: 10 })).toEqual({
      fits: false,
      message: 'Ada has no free slot: drop an item from the inventory to add Fatigue.',
    });
  });
});
