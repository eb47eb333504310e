import { describe, expect, it } from 'vitest';
import {
  addInjury,
  createCharacter,
  injuryFloor,
  setAttribute,
  treatInjury,
  type LocusCharacter,
} from '../../../src/rules/locus';
import {
  asSentence,
  describeDeathsDoor,
  describeDoorFill,
  describeFloor,
  describeInjuryLine,
  describeCalmed,
  describeItemUse,
  describeJoinedCast,
  describeStressRaised,
  displayName,
  injuryName,
  INJURY_SEVERITY_OPTIONS,
  itemTitle,
  summarizeCastMember,
  summarizeAttributes,
  worstInjury,
} from '../../../src/rules/locus';

function withAttributes(character: LocusCharacter, scores: number[]): LocusCharacter {
  const names = [
    'frailty',
    'clumsiness',
    'carelessness',
    'impatience',
    'cowardice',
    'ignorance',
    'repulsion',
    'temper',
  ] as const;
  return names.reduce((current, name, index) => {
    const next = setAttribute(current, name, scores[index] ?? 1);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, character);
}

describe('summarizeAttributes', () => {
  const ada = createCharacter('Ada');

  it('shows all 16 points left on a new sheet, said once', () => {
    expect(summarizeAttributes(ada)).toEqual({
      pointsLeftText: 'Points left: 16 of 16',
      message: null,
      tone: 'info',
    });
  });

  it('is quiet when a Character has spent exactly 16 points', () => {
    expect(summarizeAttributes(withAttributes(ada, [3, 3, 3, 3, 3, 3, 3, 3]))).toEqual({
      pointsLeftText: 'Points left: 0 of 16',
      message: null,
      tone: 'ok',
    });
  });

  it("flags a Character's overspent total as an error", () => {
    const summary = summarizeAttributes(withAttributes(ada, [5, 5, 5, 3, 3, 3, 1, 1]));
    expect(summary.pointsLeftText).toBe('Points left: \u22122 of 16');
    expect(summary.tone).toBe('error');
    expect(summary.message).toBe('2 Attribute points too many: the total is 26, not 24.');
  });

  it("counts a Foil's points against a Character's 16, allows any, and says so plainly", () => {
    const summary = summarizeAttributes(
      withAttributes({ ...ada, kind: 'foil' }, [5, 5, 5, 5, 5, 5, 5, 5]),
    );
    expect(summary.tone).toBe('info');
    expect(summary.pointsLeftText).toBe('Points added: 32 (a Character adds 16)');
    expect(summary.message).toBe(
      'The text says to build Foils like Characters: 16 points over the starting 1s. The sheet does not hold a Foil to that, so the Director may give one more or fewer.',
    );
    expect(summarizeAttributes({ ...ada, kind: 'foil' }).pointsLeftText).toBe(
      'Points added: 0 (a Character adds 16)',
    );
  });
});

describe('worstInjury and describeFloor', () => {
  const ada = createCharacter('Ada', { id: 'ada' });

  it('say nothing raises difficulty without injuries or with Minor ones', () => {
    const bruised = addInjury(ada, 'minor', 'Bruise');
    expect(worstInjury(bruised.injuries)).toBeUndefined();
    expect(describeFloor(injuryFloor(bruised), bruised.injuries)).toBe(
      'No injury raises the difficulty of Checks.',
    );
  });

  it('name the worst injury behind the floor', () => {
    const hurt = addInjury(addInjury(ada, 'major', 'Broken arm'), 'grievous', 'Lost eye');
    expect(worstInjury(hurt.injuries)?.name).toBe('Lost eye');
    expect(describeFloor(injuryFloor(hurt), hurt.injuries)).toBe(
      'Every Check is at least Hard, from Lost eye (Grievous).',
    );
  });

  it('count a treated injury one step lighter, as the rules do', () => {
    const hurt = addInjury(ada, 'grievous', 'Lost eye');
    const treated = treatInjury(hurt, hurt.injuries[0]!.id);
    if (!treated.ok) throw new Error('treat failed');
    expect(describeFloor(injuryFloor(treated.value), treated.value.injuries)).toBe(
      'Every Check is at least Medium, from Lost eye (Grievous), treated.',
    );
  });
});

describe('injuryName', () => {
  it('names an unnamed injury by its severity', () => {
    expect(injuryName({ name: '', severity: 'major' })).toBe('Unnamed Major injury');
    expect(injuryName({ name: 'Cut', severity: 'minor' })).toBe('Cut (Minor)');
  });
});

describe('describeDeathsDoor', () => {
  it("gives the graphic's accessible name", () => {
    expect(describeDeathsDoor(13)).toBe("Death's Door: 13 of 27 segments filled");
  });
});

describe('describeDoorFill', () => {
  it('says how many segments are filled and left, or that the character died', () => {
    expect(describeDoorFill({ filled: 13, remaining: 14, dead: false }, 'Ada')).toBe(
      '13 of 27 segments filled, 14 left before death.',
    );
    expect(describeDoorFill({ filled: 27, remaining: 0, dead: true }, 'Ada')).toBe(
      'All 27 of 27 segments filled: Ada is dead.',
    );
  });
});

describe('describeInjuryLine', () => {
  it('names the injury with its segments, and says when it is treated', () => {
    expect(describeInjuryLine({ name: 'Cut', severity: 'minor', treated: false })).toBe(
      'Cut (Minor): 1 segment',
    );
    expect(describeInjuryLine({ name: '', severity: 'grievous', treated: true })).toBe(
      'Unnamed Grievous injury: 9 segments, treated',
    );
  });
});

describe('INJURY_SEVERITY_OPTIONS', () => {
  it('offers each severity with its segments and examples', () => {
    expect(INJURY_SEVERITY_OPTIONS.map((option) => option.value)).toEqual([
      'minor',
      'major',
      'grievous',
    ]);
    expect(INJURY_SEVERITY_OPTIONS[0]?.label).toBe('Minor: 1 segment (bruises, small cuts)');
    expect(INJURY_SEVERITY_OPTIONS[2]?.label).toBe(
      'Grievous: 9 segments (severe breaks, eye loss)',
    );
  });
});

describe('displayName', () => {
  it('never shows an empty name', () => {
    expect(displayName({ name: '  ' })).toBe('Unnamed');
    expect(displayName({ name: 'Ada' })).toBe('Ada');
  });
});

describe('asSentence', () => {
  it('drops the field path and ends with a full stop', () => {
    expect(asSentence('hauntSuit: the Virtue suit and the Haunt suit must differ')).toBe(
      'The Virtue suit and the Haunt suit must differ.',
    );
    expect(asSentence('Already a sentence.')).toBe('Already a sentence.');
  });
});

describe('itemTitle', () => {
  it('numbers the Item and adds its name when it has one', () => {
    expect(itemTitle({ name: 'Lantern' }, 1)).toBe('Item 2: Lantern');
    expect(itemTitle({ name: '  ' }, 0)).toBe('Item 1');
  });
});

describe('describeItemUse', () => {
  const lantern = { name: 'Lantern', durabilityUsed: 1, durabilityBoxes: 3, quality: 2 as const };

  it('counts the box a use filled', () => {
    expect(describeItemUse(lantern, 'box-used')).toBe('Lantern: one Durability box used (2 of 3).');
  });

  it('says the Damaged box is filled once no box is left', () => {
    expect(describeItemUse({ ...lantern, name: '' }, 'damaged')).toBe(
      'The Item: no Durability boxes left, so the Damaged box is filled. From now on every use calls for a Durability Check.',
    );
  });

  it('calls for a Durability Check with the die the Quality picks', () => {
    expect(describeItemUse(lantern, 'durability-check')).toBe(
      'Lantern is Damaged: roll a Durability Check (Quality 2: the middle die, passes on 4+). A failure destroys it.',
    );
  });
});

describe('describeStressRaised', () => {
  it('says one level more stressed, or that Stressed is the end of the track', () => {
    expect(describeStressRaised('Ada', false)).toBe(
      'Failed Stress Check: Ada is one level more stressed.',
    );
    expect(describeStressRaised('Ada', true)).toBe(
      'Ada is already Stressed and stays Stressed: the track has three levels and stops there.',
    );
  });
});

describe('describeCalmed', () => {
  it('says the character calms down, with the WP gained on reaching Uneasy', () => {
    expect(describeCalmed('Ada', false, 0)).toBe('Ada calms down.');
    expect(describeCalmed('Ada', false, 3)).toBe('Ada calms down to Uneasy and gains 3 WP.');
  });

  it('says Uneasy is already the calmest level', () => {
    expect(describeCalmed('Ada', true, 0)).toBe('Ada is already Uneasy, the calmest level.');
  });
});

describe('summarizeCastMember', () => {
  it("sums up a member's kind, WP, Stress and Death's Door", () => {
    const ada = addInjury(createCharacter('Ada'), 'minor', 'Cut');
    expect(summarizeCastMember(ada)).toMatch(
      /^Character · \d+ WP · Uneasy · Death's Door \d+\/27$/,
    );
    const warden = createCharacter('The Warden', { kind: 'foil' });
    expect(summarizeCastMember(warden)).toBe(
      `Foil · ${warden.willpower} WP · Uneasy · Death's Door 0/27`,
    );
  });

  it("calls a member whose Death's Door is full dead", () => {
    let ada = createCharacter('Ada');
    for (let times = 0; times < 3; times += 1) ada = addInjury(ada, 'grievous', 'Fall');
    expect(summarizeCastMember(ada)).toMatch(/· dead \(Echo\)$/);
  });
});

describe('describeJoinedCast', () => {
  it('says who joined the Cast and as what', () => {
    expect(describeJoinedCast(createCharacter('Ada'))).toBe(
      'Added Ada to the Cast as a Character: their sheet is shown.',
    );
    expect(describeJoinedCast(createCharacter('The Warden', { kind: 'foil' }))).toBe(
      'Added The Warden to the Cast as a Foil: their sheet is shown.',
    );
  });
});
