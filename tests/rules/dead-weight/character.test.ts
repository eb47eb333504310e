import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buyDwInsightPurchase,
  computeDwPool,
  createDwCharacter,
  createDwParty,
  DW_AFFLICTION_CURES,
  describeDwAfflictionsAndInsight,
  describeDwFatigueAdded,
  describeDwAttribute,
  describeDwInsight,
  describeDwInsightPurchase,
  listDwInsightChoices,
  listDwInsightTargets,
  changeDwAttribute,
  nameDwCharacter,
  parseDwParty,
  DW_NAME_MAX,
  readDwCharacterName,
  receiveDwInsight,
  serializeDwParty,
  toggleDwAffliction,
  unreceiveDwInsight,
  type DwCharacter,
  explainDwReceiveInsightBlocked,
  explainDwTakeBackInsightBlocked,
} from '../../../src/rules/dead-weight/character';

function withScores(scores: [number, number, number, number], insight = 12): DwCharacter {
  let character: DwCharacter = { ...createDwCharacter('a', 'Ada'), insight };
  (['str', 'dex', 'int', 'pre'] as const).forEach((attribute, index) => {
    character = changeDwAttribute(character, attribute, { score: scores[index] });
  });
  return character;
}

describe('computeDwPool', () => {
  it('is score minus fatigue and wounds, never below zero', () => {
    expect(computeDwPool({ score: 4, fatigue: 1, wounds: 1 })).toBe(2);
    expect(computeDwPool({ score: 2, fatigue: 2, wounds: 1 })).toBe(0);
  });
});

describe('parseDwParty', () => {
  it('reads back what it saved', () => {
    const party = { ...createDwParty(), characters: [createDwCharacter('a', 'Ada')] };
    expect(parseDwParty(serializeDwParty(party))).toEqual({ ok: true, value: party });
  });

  it('names the bad field of unreadable data', () => {
    expect(parseDwParty('{')).toMatchObject({ ok: false });
    const bad = { version: 1, characters: [{ ...createDwCharacter('a', 'Ada'), insight: 13 }] };
    expect(parseDwParty(JSON.stringify(bad))).toMatchObject({
      ok: false,
      error: { message: 'Character 1: “insight” must be at most 12' },
    });
  });

  it('refuses more insight spent than received', () => {
    const bad = {
      version: 1,
      characters: [{ ...createDwCharacter('a', 'Ada'), insight: 1, insightSpent: 2 }],
    };
    expect(parseDwParty(JSON.stringify(bad))).toMatchObject({
      ok: false,
      error: { message: 'Character 1: “insight spent” is more than the insight received' },
    });
  });
});

describe('toggleDwAffliction', () => {
  it('adds and removes an affliction, keeping the text’s order', () => {
    const once = toggleDwAffliction(
      toggleDwAffliction(createDwCharacter('a', 'Ada'), 'Doomed'),
      'Hungry',
    );
    expect(once.afflictions).toEqual(['Hungry', 'Doomed']);
    expect(toggleDwAffliction(once, 'Hungry').afflictions).toEqual(['Doomed']);
  });
});

describe('receiveDwInsight and unreceiveDwInsight', () => {
  it('stops at 12 circles and never takes back a spent one', () => {
    expect(receiveDwInsight({ ...createDwCharacter('a', 'Ada'), insight: 12 })).toBeUndefined();
    expect(receiveDwInsight(createDwCharacter('a', 'Ada'))?.insight).toBe(1);
    expect(
      unreceiveDwInsight({ ...createDwCharacter('a', 'Ada'), insight: 2, insightSpent: 2 }),
    ).toBeUndefined();
  });
});

describe('buyDwInsightPurchase', () => {
  it('moves one point from the highest attribute to a lower one for 1 insight', () => {
    const result = buyDwInsightPurchase(withScores([4, 2, 2, 1]), {
      id: 'move-score',
      from: 'str',
      to: 'pre',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { insightSpent: 1, attributes: { str: { score: 3 }, pre: { score: 2 } } },
    });
  });

  it('refuses to move from an attribute that is not the highest, or to one that is not lower', () => {
    expect(
      buyDwInsightPurchase(withScores([4, 2, 2, 1]), { id: 'move-score', from: 'dex', to: 'pre' }),
    ).toMatchObject({ ok: false });
    expect(
      buyDwInsightPurchase(withScores([4, 4, 2, 1]), { id: 'move-score', from: 'str', to: 'dex' }),
    ).toMatchObject({ ok: false });
  });

  it('adds 1 to the lowest attribute for 2 insight', () => {
    expect(
      buyDwInsightPurchase(withScores([4, 2, 2, 1]), { id: 'increase-lowest', to: 'pre' }),
    ).toMatchObject({ ok: true, value: { insightSpent: 2, attributes: { pre: { score: 2 } } } });
    expect(
      buyDwInsightPurchase(withScores([4, 2, 2, 1]), { id: 'increase-lowest', to: 'dex' }),
    ).toMatchObject({ ok: false });
  });

  it('adds 1 to any score for 3 insight and 1 proficiency for 4', () => {
    expect(
      buyDwInsightPurchase(withScores([4, 2, 2, 1]), { id: 'increase-score', to: 'str' }),
    ).toMatchObject({ ok: true, value: { insightSpent: 3, attributes: { str: { score: 5 } } } });
    expect(
      buyDwInsightPurchase(withScores([4, 2, 2, 1]), { id: 'increase-proficiency', to: 'int' }),
    ).toMatchObject({
      ok: true,
      value: { insightSpent: 4, attributes: { int: { proficiency: 1 } } },
    });
  });

  it('only spends insight on learning a skill or healing a trauma', () => {
    const character = withScores([2, 2, 2, 2]);
    expect(buyDwInsightPurchase(character, { id: 'learn-skill' })).toMatchObject({
      ok: true,
      value: { insightSpent: 1, attributes: character.attributes },
    });
  });

  it('refuses a purchase the unspent insight cannot pay for', () => {
    expect(
      buyDwInsightPurchase(withScores([2, 2, 2, 2], 3), { id: 'increase-proficiency', to: 'str' }),
    ).toEqual({
      ok: false,
      error: {
        code: 'not-enough-insight',
        message: 'Increase proficiency costs 4 insight; 3 unspent.',
      },
    });
  });
});

describe('listDwInsightTargets and describeDwInsightPurchase', () => {
  it('offers the attributes lower than the highest for a move, and the lowest for an increase', () => {
    expect(listDwInsightTargets(withScores([4, 2, 2, 1]), 'move-score')).toEqual([
      'dex',
      'int',
      'pre',
    ]);
    expect(listDwInsightTargets(withScores([4, 2, 2, 1]), 'increase-lowest')).toEqual(['pre']);
    expect(listDwInsightTargets(withScores([4, 2, 2, 1]), 'learn-skill')).toEqual([]);
  });

  it('says what was bought and what it cost', () => {
    expect(describeDwInsightPurchase({ id: 'move-score', from: 'str', to: 'dex' })).toBe(
      'Move attribute score (STR to DEX): 1 insight spent.',
    );
    expect(describeDwInsightPurchase({ id: 'learn-skill' })).toBe('Learn skill: 1 insight spent.');
  });
});

describe('listDwInsightChoices', () => {
  it('moves a score from the highest to a lower attribute, each shown with its score', () => {
    const choices = listDwInsightChoices(withScores([4, 2, 4, 1]), 'move-score');
    expect(choices.from).toEqual([
      { value: 'str', label: 'STR (4)' },
      { value: 'int', label: 'INT (4)' },
    ]);
    expect(choices.toLabel).toBe('To (lower)');
    expect(choices.to).toEqual([
      { value: 'dex', label: 'DEX (2)' },
      { value: 'pre', label: 'PRE (1)' },
    ]);
  });

  it('shows the proficiency of each attribute when the purchase raises proficiency', () => {
    const choices = listDwInsightChoices(withScores([4, 2, 2, 1]), 'increase-proficiency');
    expect(choices.toLabel).toBe('Attribute');
    expect(choices.to[0]).toEqual({ value: 'str', label: 'STR (proficiency 0)' });
  });

  it('says "none lower" when every attribute is as high as the highest', () => {
    const choices = listDwInsightChoices(withScores([3, 3, 3, 3]), 'move-score');
    expect(choices.to).toEqual([{ value: '', label: 'none lower' }]);
    expect(listDwInsightChoices(withScores([3, 3, 3, 1]), 'increase-lowest').toLabel).toBe(
      'Lowest attribute',
    );
  });
});

describe('describeDwAttribute', () => {
  it('gives every number of the attribute and the pool it leaves', () => {
    expect(
      describeDwAttribute(
        changeDwAttribute(createDwCharacter('a', 'Ada'), 'str', { score: 4, fatigue: 1 }),
        'str',
      ),
    ).toBe('STR 4 (proficiency 0, fatigue 1, wounds 0, pool 3)');
  });
});

describe('describeDwFatigueAdded', () => {
  it('says the fatigue the sheet has now, and what its Undo put back', () => {
    const before = changeDwAttribute(createDwCharacter('a', 'Ada'), 'str', { fatigue: 1 });
    const after = changeDwAttribute(before, 'str', { fatigue: 3 });
    expect(describeDwFatigueAdded(before, after, 'str')).toEqual({
      added: 'Ada’s STR fatigue is now 3.',
      undone: 'Took back the 2 fatigue: Ada’s STR fatigue is 1 again.',
    });
  });
});

describe('nameDwCharacter', () => {
  it('is the trimmed name, or "Unnamed character" for a blank one or none', () => {
    expect(nameDwCharacter(createDwCharacter('a', '  Wren '))).toBe('Wren');
    expect(nameDwCharacter(createDwCharacter('a', '   '))).toBe('Unnamed character');
    expect(nameDwCharacter(undefined)).toBe('Unnamed character');
  });
});

describe('describeDwAfflictionsAndInsight', () => {
  it('lists the afflictions, or none, and the insight received and spent', () => {
    expect(describeDwAfflictionsAndInsight(createDwCharacter('a', 'Ada'))).toBe(
      'Afflictions: none. Insight: 0 received, 0 spent.',
    );
    const afflicted = {
      ...toggleDwAffliction(
        toggleDwAffliction(createDwCharacter('a', 'Ada'), 'Bleeding'),
        'Cursed',
      ),
      insight: 3,
      insightSpent: 1,
    };
    expect(describeDwAfflictionsAndInsight(afflicted)).toBe(
      'Afflictions: Bleeding, Cursed. Insight: 3 received, 1 spent.',
    );
  });
});

describe('describeDwInsight', () => {
  it('counts the circles received, spent and left to spend', () => {
    expect(
      describeDwInsight({ ...createDwCharacter('a', 'Ada'), insight: 5, insightSpent: 2 }),
    ).toBe('5 of 12 received, 2 spent, 3 to spend.');
  });

  it('says the character may retire once all twelve circles are spent', () => {
    expect(
      describeDwInsight({ ...createDwCharacter('a', 'Ada'), insight: 12, insightSpent: 12 }),
    ).toBe(
      '12 of 12 received, 12 spent, 0 to spend. All circles are filled: no more insight, and the character may be retired.',
    );
  });
});

describe('the affliction cures', () => {
  it('link to a heading of a Dead Weight page by a path within the site, so the base path can go in front', () => {
    // The ids Astro gives these headings: lower case, punctuation dropped, spaces as hyphens.
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-');
    for (const [affliction, cure] of Object.entries(DW_AFFLICTION_CURES)) {
      const [path, anchor] = cure!.href.split('#');
      expect(cure!.href, affliction).toMatch(/^dead-weight\/[a-z-]+\/#[a-z0-9-]+$/);
      const text = readFileSync(`content/${path!.replace(/\/$/, '')}.mdx`, 'utf8');
      const ids = [...text.matchAll(/^#{2,4} (.+)$/gm)].map((heading) => slug(heading[1]!));
      expect(ids, `${affliction}: ${cure!.href}`).toContain(anchor);
    }
  });
});

describe('readDwCharacterName', () => {
  it('tidies a new character’s name, and asks for one when none is typed', () => {
    expect(readDwCharacterName(' Ada  Byrne ')).toEqual({ ok: true, value: 'Ada Byrne' });
    expect(readDwCharacterName('')).toMatchObject({
      ok: false,
      error: { message: 'Enter a name for the new character.' },
    });
  });

  it('refuses a name longer than the party file keeps', () => {
    expect(readDwCharacterName('a'.repeat(DW_NAME_MAX + 1))).toMatchObject({
      ok: false,
      error: { code: 'too-long' },
    });
  });
});

describe('why the insight buttons are off', () => {
  const ada = createDwCharacter('a', 'Ada');
  it('says nothing while a point can be received or taken back', () => {
    expect(explainDwReceiveInsightBlocked(ada)).toBeNull();
    expect(explainDwTakeBackInsightBlocked({ ...ada, insight: 2, insightSpent: 1 })).toBeNull();
  });
  it('says every circle is received once all 12 are', () => {
    expect(explainDwReceiveInsightBlocked({ ...ada, insight: 12 })).toBe(
      'All 12 insight circles are received.',
    );
  });
  it('says there is nothing to take back, or that what was received is spent', () => {
    expect(explainDwTakeBackInsightBlocked(ada)).toBe(
      'No insight point received yet to take back.',
    );
    expect(explainDwTakeBackInsightBlocked({ ...ada, insight: 1, insightSpent: 1 })).toBe(
      'Every point received is spent: a spent point is not taken back.',
    );
  });
});
