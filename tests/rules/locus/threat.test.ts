import { describe, expect, it } from 'vitest';
import {
  attributeThreat,
  CHASE_LIKELIHOOD_POINTS,
  deathsDoorThreat,
  formatGradeRange,
  INFLICTION_POINTS,
  judgeLocusMonster,
  MonsterDeathsDoorSchema,
  parseDeathsDoorSegments,
  readMonsterDeathsDoor,
  scoreThreat,
  THREAT_BANDS_DECISION,
  THREAT_GRADES,
  threatGrade,
  type ThreatInput,
} from '../../../src/rules/locus/threat';

/** A Monster that scores 0: every Attribute 5, no chase, no Inflictions, the smallest Death's Door. */
const HARMLESS: ThreatInput = {
  attributes: { attack: 5, chase: 5, search: 5, resist: 5 },
  chaseLikelihood: 'none',
  inflictions: [],
  deathsDoorSegments: 3,
};

function totalOf(patch: Partial<ThreatInput>): number {
  return scoreThreat({ ...HARMLESS, ...patch }).total;
}

describe('attributeThreat', () => {
  it('adds 1 per rank below 5', () => {
    expect([1, 2, 3, 4, 5].map(attributeThreat)).toEqual([4, 3, 2, 1, 0]);
  });

  it('counts a null Attribute as -1', () => {
    expect(attributeThreat(null)).toBe(-1);
  });

  it('refuses anything but a whole number from 1 to 5', () => {
    for (const bad of [0, 6, 2.5, Number.NaN])
      expect(() => attributeThreat(bad)).toThrow(RangeError);
  });
});

describe('deathsDoorThreat', () => {
  it('adds 1 per extra set of 3 segments beyond the first 3', () => {
    expect([3, 6, 9, 27].map(deathsDoorThreat)).toEqual([0, 1, 2, 8]);
  });

  it('refuses sizes that are not sets of 3 or are out of range', () => {
    for (const bad of [0, 2, 4, 7, 102]) expect(() => deathsDoorThreat(bad)).toThrow(RangeError);
  });
});

describe('MonsterDeathsDoorSchema', () => {
  it('says why a size is refused', () => {
    const result = MonsterDeathsDoorSchema.safeParse(4);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/multiple of 3/);
  });
});

describe('threatGrade', () => {
  it.each([
    [4, 'below-scale'],
    [5, 'very-weak'],
    [9, 'very-weak'],
    [10, 'weak'],
    [14, 'weak'],
    [15, 'balanced'],
    [19, 'balanced'],
    [20, 'strong'],
    [24, 'strong'],
    [25, 'very-strong'],
    [30, 'very-strong'],
    [31, 'above-scale'],
  ])('grades a total of %i as %s (bands include their lower bound)', (total, grade) => {
    expect(threatGrade(total).id).toBe(grade);
  });

  it('grades negative totals as off the scale', () => {
    expect(threatGrade(-4)).toMatchObject({
      id: 'below-scale',
      label: 'Below Very Weak',
    });
  });

  it('has five bands that cover 5 to 30 without gaps or overlaps', () => {
    const covered = THREAT_GRADES.flatMap((grade) =>
      Array.from(
        { length: (grade.max ?? 0) - (grade.min ?? 0) + 1 },
        (_, index) => (grade.min ?? 0) + index,
      ),
    );
    expect(covered).toEqual(Array.from({ length: 26 }, (_, index) => index + 5));
  });
});

describe('formatGradeRange', () => {
  it('writes a band and the two ends of the scale', () => {
    expect(formatGradeRange(threatGrade(15))).toBe('15–19');
    expect(formatGradeRange(threatGrade(2))).toBe('below 5');
    expect(formatGradeRange(threatGrade(40))).toBe('above 30');
  });
});

describe('THREAT_BANDS_DECISION', () => {
  it('states the lower-bound-inclusive decision', () => {
    expect(THREAT_BANDS_DECISION).toMatch(/15–19 Balanced/);
    expect(THREAT_BANDS_DECISION).toMatch(/off the scale/);
  });
});

describe('scoreThreat', () => {
  it('scores every Attribute rank below 5 and -1 for a null one', () => {
    expect(totalOf({ attributes: { attack: 2, chase: 5, search: 5, resist: 5 } })).toBe(3);
    expect(totalOf({ attributes: { attack: 1, chase: 1, search: 1, resist: 1 } })).toBe(16);
    expect(totalOf({ attributes: { attack: 5, chase: null, search: 5, resist: 5 } })).toBe(-1);
    expect(totalOf({ attributes: { attack: null, chase: null, search: null, resist: null } })).toBe(
      -4,
    );
  });

  it('scores the chase likelihood 0, +1 or +2', () => {
    expect(totalOf({ chaseLikelihood: 'none' })).toBe(0);
    expect(totalOf({ chaseLikelihood: 'moderate' })).toBe(1);
    expect(totalOf({ chaseLikelihood: 'definite' })).toBe(2);
    expect(CHASE_LIKELIHOOD_POINTS).toEqual({ none: 0, moderate: 1, definite: 2 });
  });

  it('scores each Infliction by difficulty, any number of them', () => {
    expect(totalOf({ inflictions: ['easy'] })).toBe(1);
    expect(totalOf({ inflictions: ['medium'] })).toBe(2);
    expect(totalOf({ inflictions: ['hard'] })).toBe(3);
    expect(totalOf({ inflictions: ['easy', 'medium', 'hard', 'hard', 'easy'] })).toBe(10);
    expect(INFLICTION_POINTS).toEqual({ easy: 1, medium: 2, hard: 3 });
  });

  it("scores Death's Door by extra sets of 3", () => {
    expect(totalOf({ deathsDoorSegments: 3 })).toBe(0);
    expect(totalOf({ deathsDoorSegments: 12 })).toBe(3);
  });

  it('shows every contribution line by line, including the ones that score nothing', () => {
    const score = scoreThreat({
      attributes: { attack: 2, chase: null, search: 5, resist: 4 },
      chaseLikelihood: 'moderate',
      inflictions: ['hard'],
      deathsDoorSegments: 6,
    });
    expect(score.lines.map((line) => [line.label, line.reason, line.points])).toEqual([
      ['Attack', '2: 3 ranks below 5', 3],
      ['Chase', 'null: cannot do this at all', -1],
      ['Search', '5: not below 5', 0],
      ['Resist', '4: 1 rank below 5', 1],
      ['Chase likelihood', 'Moderately likely to chase', 1],
      ['Infliction 1', 'Hard to avoid', 3],
      ["Death's Door", '6 segments: 1 extra set of 3 beyond the first 3', 1],
      ['Weakness and behaviour type', 'score nothing', 0],
    ]);
    expect(score.total).toBe(8);
    expect(score.grade?.id).toBe('very-weak');
  });

  it('has a line saying there are no Inflictions when there are none', () => {
    expect(scoreThreat(HARMLESS).lines).toContainEqual({
      kind: 'infliction',
      label: 'Inflictions',
      reason: 'none',
      points: 0,
    });
  });

  it('grades a worked example totalling exactly 15 as Balanced', () => {
    // Attack 2 (+3), Chase 3 (+2), Search 2 (+3), Resist 3 (+2), definitely chases (+2),
    // one Medium Infliction (+2), Death's Door 6 segments (+1): 15.
    const score = scoreThreat({
      attributes: { attack: 2, chase: 3, search: 2, resist: 3 },
      chaseLikelihood: 'definite',
      inflictions: ['medium'],
      deathsDoorSegments: 6,
    });
    expect(score.total).toBe(15);
    expect(score.grade).toMatchObject({ id: 'balanced', label: 'Balanced' });
  });

  it('leaves an unset Attribute out of the total and gives no grade until all are set', () => {
    const score = scoreThreat({ ...HARMLESS, attributes: { attack: 1, search: 5 } });
    expect(score.missing).toEqual(['chase', 'resist']);
    expect(score.total).toBe(4);
    expect(score.grade).toBeNull();
    expect(score.lines[1]).toMatchObject({ label: 'Chase', reason: 'not set yet', points: 0 });
  });
});

describe('judgeLocusMonster', () => {
  const withTotal = (attack: number, inflictions: ThreatInput['inflictions']) =>
    scoreThreat({
      ...HARMLESS,
      attributes: { attack, chase: 1, search: 1, resist: 1 },
      inflictions,
    });

  it('confirms a Very Strong Monster', () => {
    const verdict = judgeLocusMonster(withTotal(1, ['hard', 'hard', 'hard']));
    expect(verdict).toEqual({
      veryStrong: true,
      message: "The Locus' own Monster should be Very Strong (25–30), and this one is (25).",
    });
  });

  it('says how far short a weaker one is', () => {
    const verdict = judgeLocusMonster(withTotal(2, ['hard', 'hard']));
    expect(verdict.veryStrong).toBe(false);
    expect(verdict.message).toBe(
      "The Locus' own Monster should be Very Strong (25–30): this one is not (Strong, 21: 4 points short).",
    );
  });

  it('says how far over the scale a stronger one is', () => {
    const verdict = judgeLocusMonster(
      withTotal(1, ['hard', 'hard', 'hard', 'hard', 'hard', 'hard']),
    );
    expect(verdict.message).toMatch(/this one is not \(Beyond Very Strong, 34: 4 points over\)\.$/);
  });

  it('waits for every Attribute before judging', () => {
    const verdict = judgeLocusMonster(scoreThreat({ ...HARMLESS, attributes: {} }));
    expect(verdict).toEqual({
      veryStrong: false,
      message:
        "The Locus' own Monster should be Very Strong (25–30): set every Attribute to see whether it is.",
    });
  });
});

describe('parseDeathsDoorSegments', () => {
  it('reads a multiple of 3 from 3 to 99', () => {
    expect(parseDeathsDoorSegments(' 9 ')).toEqual({ ok: true, value: 9 });
    expect(parseDeathsDoorSegments('3')).toEqual({ ok: true, value: 3 });
    expect(parseDeathsDoorSegments('99')).toEqual({ ok: true, value: 99 });
  });

  it('says what is wrong with anything else', () => {
    expect(parseDeathsDoorSegments('')).toEqual({
      ok: false,
      error: {
        code: 'empty',
        message: "Enter the Death's Door size: a whole number from 3 to 99.",
      },
    });
    expect(parseDeathsDoorSegments('six')).toEqual({
      ok: false,
      error: {
        code: 'not-a-number',
        message: "“six” is not a number: the Death's Door size is a whole number from 3 to 99.",
      },
    });
    expect(parseDeathsDoorSegments('4.5')).toMatchObject({ ok: false });
    expect(parseDeathsDoorSegments('-3')).toMatchObject({ ok: false });
    expect(parseDeathsDoorSegments('0')).toEqual({
      ok: false,
      error: {
        code: 'too-low',
        message: "The Death's Door size must be at least 3: the first set of 3 is every Monster's.",
      },
    });
    expect(parseDeathsDoorSegments('102')).toEqual({
      ok: false,
      error: { code: 'too-high', message: "The Death's Door size must be at most 99." },
    });
    expect(parseDeathsDoorSegments('7')).toEqual({
      ok: false,
      error: {
        code: 'not-a-set',
        message: "Death's Door comes in sets of 3 segments: try 6 or 9.",
      },
    });
  });
});

describe('readMonsterDeathsDoor', () => {
  it('reads a size as parseDeathsDoorSegments does', () => {
    expect(readMonsterDeathsDoor(9)('12')).toEqual({ ok: true, value: 12 });
  });

  it('says, with each refusal, the size the saved Monster keeps meanwhile', () => {
    expect(readMonsterDeathsDoor(9)('10')).toEqual({
      ok: false,
      error: {
        code: 'not-a-set',
        message:
          "Death's Door comes in sets of 3 segments: try 9 or 12. Until then the Monster keeps its 9 segments.",
      },
    });
    expect(readMonsterDeathsDoor(3)('')).toMatchObject({
      ok: false,
      error: { code: 'empty', message: /Until then the Monster keeps its 3 segments\.$/ },
    });
  });
});

describe('the threat as words', () => {
  it('sums a graded score up, or says what is missing', async () => {
    const { scoreThreat, summarizeScore } = await import('../../../src/rules/locus/threat');
    const base = {
      chaseLikelihood: 'definite',
      inflictions: ['medium'],
      deathsDoorSegments: 6,
    } as const;
    expect(
      summarizeScore(
        scoreThreat({ ...base, attributes: { attack: 2, chase: 3, search: 2, resist: 3 } }),
      ),
    ).toBe('Total 15: Balanced (15–19)');
    expect(summarizeScore(scoreThreat({ ...base, attributes: { attack: 2, chase: 3 } }))).toBe(
      'Total so far 10; not graded until Search and Resist are set',
    );
    expect(
      summarizeScore(scoreThreat({ ...base, attributes: { attack: 2, chase: 3, search: 2 } })),
    ).toBe('Total so far 13; not graded until Resist is set');
  });

  it('reads and writes a rating as a choice, refusing anything else', async () => {
    const { formatRating, MONSTER_RATING_CHOICES, ratingChoice, readRatingChoice } =
      await import('../../../src/rules/locus/threat');
    expect(MONSTER_RATING_CHOICES.map((choice) => readRatingChoice(choice.value))).toEqual([
      1,
      2,
      3,
      4,
      5,
      null,
    ]);
    expect([ratingChoice(undefined), ratingChoice(null), ratingChoice(4)]).toEqual([
      '',
      'null',
      '4',
    ]);
    expect([readRatingChoice(''), readRatingChoice('9'), readRatingChoice('2.5')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect([formatRating(undefined), formatRating(null), formatRating(2)]).toEqual([
      'not set',
      '– (cannot)',
      '2',
    ]);
  });
});
