import { describe, expect, it } from 'vitest';
import {
  contestDefenderOptions,
  contestModifierSections,
  contestModifiersFor,
  contestSideOptions,
  createCharacter,
  describeAttackTarget,
  otherSide,
  readContest,
  readContestSide,
  START_CONTEST_SIDES,
  type ContestSideDraft,
} from '../../../src/rules/locus';

const ada = {
  ...createCharacter('Ada', { id: 'ada' }),
  attributes: { ...createCharacter('Ada').attributes, clumsiness: 2 },
};
const typed = (patch: Partial<ContestSideDraft>): ContestSideDraft => ({
  ...START_CONTEST_SIDES.b,
  ...patch,
});

describe('otherSide', () => {
  it('names the side facing each side', () => {
    expect(otherSide('a')).toBe('b');
    expect(otherSide('b')).toBe('a');
  });
});

describe('readContestSide', () => {
  it('reads a typed side: its name, Attribute, modifiers and further points', () => {
    const read = readContestSide(
      typed({ name: ' Warden ', attributeText: '4', modifiers: ['defend'], extraText: ' 2 ' }),
      'b',
      [],
      false,
    );
    expect(read).toMatchObject({
      name: 'Warden',
      character: undefined,
      attributeError: null,
      extraError: null,
      side: { attribute: 4, modifiers: ['defend'], extraBonus: 2 },
      bonus: 3,
    });
  });

  it("takes a Cast member's name and Attribute from the sheet, whatever is typed", () => {
    const read = readContestSide(
      typed({ characterId: 'ada', name: 'Typed', attributeText: 'x' }),
      'a',
      [ada],
      false,
    );
    expect(read).toMatchObject({ name: 'Ada', character: ada, side: { attribute: 2 } });
  });

  it('names an unnamed side by its letter', () => {
    expect(readContestSide(typed({ name: '  ' }), 'a', [], false).name).toBe('Side A');
  });

  it("drops an attack's modifiers outside an attack", () => {
    const draft = typed({ modifiers: ['weapon-item', 'defend'] });
    expect(readContestSide(draft, 'b', [], false).side?.modifiers).toEqual(['defend']);
    expect(readContestSide(draft, 'b', [], true).side?.modifiers).toEqual([
      'weapon-item',
      'defend',
    ]);
  });

  it('says what is wrong with a field and has no side to roll until it is fixed', () => {
    const read = readContestSide(typed({ attributeText: '9', extraText: 'x' }), 'b', [], false);
    expect(read.side).toBeNull();
    expect(read.bonus).toBeNull();
    expect(read.attributeError).toEqual(expect.any(String));
    expect(read.extraError).toEqual(expect.any(String));
  });
});

describe('readContest', () => {
  it('starts with a Character against a Monster, the Monster defending', () => {
    const read = readContest(START_CONTEST_SIDES, [], null, 'b');
    expect(read.names).toEqual({ a: 'Character', b: 'Monster' });
    expect(read.contest).toEqual({
      a: { attribute: 3, modifiers: [], extraBonus: 0 },
      b: { attribute: 3, modifiers: [], extraBonus: 0 },
      defender: 'b',
    });
    expect(read.blocked).toBeNull();
  });

  it('makes the target the defender of an attack, whatever was chosen', () => {
    expect(readContest(START_CONTEST_SIDES, [], 'b', 'none').defender).toBe('a');
    expect(readContest(START_CONTEST_SIDES, [], null, 'none').defender).toBe('none');
  });

  it('has no contest, and says why the roll is off, while a side cannot be read', () => {
    const read = readContest(
      { ...START_CONTEST_SIDES, a: typed({ extraText: 'x' }) },
      [],
      null,
      'b',
    );
    expect(read.contest).toBeNull();
    expect(read.blocked).toBe(
      'Roll is off until both sides have an Attribute from 1 to 5 and whole bonus points.',
    );
  });
});

describe('contestModifierSections', () => {
  it('lists the bonuses for any contest loose, then each group under its summary', () => {
    const sections = contestModifierSections(contestModifiersFor(true), ['weapon-item']);
    expect(sections.map(({ summary, chosen }) => ({ summary, chosen }))).toEqual([
      { summary: null, chosen: 0 },
      { summary: 'Weapon and Item modifiers', chosen: 1 },
      { summary: 'Hide and search modifiers', chosen: 0 },
    ]);
    for (const section of sections) expect(section.modifiers.length).toBeGreaterThan(0);
  });

  it('leaves out a group with nothing allowed', () => {
    const summaries = contestModifierSections(contestModifiersFor(false), []).map(
      (section) => section.summary,
    );
    expect(summaries).not.toContain('Weapon and Item modifiers');
  });
});

describe('contestSideOptions and contestDefenderOptions', () => {
  const names = { a: 'Ada', b: 'The Hollow' };

  it('name the sides, and a defender may be nobody', () => {
    expect(contestSideOptions(names)).toEqual([
      { value: 'a', label: 'Ada' },
      { value: 'b', label: 'The Hollow' },
    ]);
    expect(contestDefenderOptions(names).at(-1)).toEqual({
      value: 'none',
      label: 'No defender (tie = stalemate)',
    });
  });
});

describe('describeAttackTarget', () => {
  it('says the target defends, so a tie is a miss', () => {
    expect(describeAttackTarget({ a: 'Ada', b: 'The Hollow' }, 'b')).toBe(
      'The target, Ada, defends: ties go to it, so a tie is a miss.',
    );
  });
});
