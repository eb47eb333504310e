import { describe, expect, it } from 'vitest';
import {
  addInjury,
  createCharacter,
  describeInjuryAdded,
  injuryFromMargin,
  injuryToApply,
} from '../../../src/rules/locus';

const names = { a: 'Ada', b: 'The Hollow' };
const major = injuryFromMargin(2);
const attack = { attacker: 'b' as const, unarmed: false };

describe('injuryToApply', () => {
  it('adds the injury to the target from the attacker, with the button’s words', () => {
    expect(injuryToApply({ input: { names, attack }, attack: major, targetId: 'ada' })).toEqual({
      targetId: 'ada',
      severity: 'major',
      stressCheckDifficulty: 'medium',
      attackerName: 'The Hollow',
      button: "Apply Major injury to Ada's Death's Door",
    });
  });

  it('has nothing to add for a miss, a typed target or a contest that is no attack', () => {
    const miss = injuryFromMargin(0);
    expect(injuryToApply({ input: { names, attack }, attack: miss, targetId: 'ada' })).toBeNull();
    expect(
      injuryToApply({ input: { names, attack }, attack: major, targetId: undefined }),
    ).toBeNull();
    expect(
      injuryToApply({ input: { names, attack: null }, attack: major, targetId: 'ada' }),
    ).toBeNull();
  });
});

describe('describeInjuryAdded', () => {
  it('says what the injury did, how it is taken back, and whose sheet it is', () => {
    const ada = addInjury(createCharacter('Ada'), 'major', 'Attack by The Hollow');
    const words = describeInjuryAdded(ada, { severity: 'major', stressCheckDifficulty: 'medium' });
    expect(words.done).toMatch(
      /^Added a Major injury to Ada: Death's Door \d of \d+ filled\. Ada now makes a Medium Stress Check\.$/,
    );
    expect(words.undone).toBe("Took back the injury: Ada's Death's Door is as it was.");
    expect(words.whose).toBe("Ada's sheet");
  });
});
