import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_LABELS,
  ATTRIBUTE_USES,
  AttributeScoreSchema,
  checkAttributeScore,
  compareDifficulty,
  DIFFICULTIES,
  DIFFICULTY_DIE,
  DIFFICULTY_LABELS,
  dieForDifficulty,
  easeDifficulty,
  effectiveDifficulty,
  hardenDifficulty,
  INJURY_FLOOR_DIFFICULTY,
  LOCUS_ATTRIBUTES,
  LocusAttributeSchema,
  resolveDifficulty,
  type Difficulty,
  type InjuryFloor,
} from '../../../src/rules/locus/attributes';

describe('LOCUS_ATTRIBUTES', () => {
  it('lists the eight Attributes of the text, each with its printed name and a use', () => {
    expect(LOCUS_ATTRIBUTES.map((attribute) => ATTRIBUTE_LABELS[attribute])).toEqual([
      'Frailty',
      'Clumsiness',
      'Carelessness',
      'Impatience',
      'Cowardice',
      'Ignorance',
      'Repulsion',
      'Temper',
    ]);
    for (const attribute of LOCUS_ATTRIBUTES)
      expect(ATTRIBUTE_USES[attribute].length).toBeGreaterThan(0);
  });

  it('is what LocusAttributeSchema accepts', () => {
    expect(LocusAttributeSchema.safeParse('temper').success).toBe(true);
    expect(LocusAttributeSchema.safeParse('strength').success).toBe(false);
  });
});

describe('AttributeScoreSchema', () => {
  it('accepts whole numbers 1 to 5 and nothing else', () => {
    expect([1, 2, 3, 4, 5].map((score) => AttributeScoreSchema.safeParse(score).success)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      [0, 6, 2.5, '3', null].map((score) => AttributeScoreSchema.safeParse(score).success),
    ).toEqual([false, false, false, false, false]);
  });
});

describe('checkAttributeScore', () => {
  it('throws a RangeError naming the bad score', () => {
    expect(() => checkAttributeScore(6)).toThrow(RangeError);
    expect(() => checkAttributeScore(0)).toThrow(/got 0/);
    expect(() => checkAttributeScore(3)).not.toThrow();
  });
});

describe('DIFFICULTY_DIE', () => {
  it('reads the highest die for Easy, the middle for Medium and the lowest for Hard', () => {
    expect(DIFFICULTY_DIE).toEqual({ easy: 'highest', medium: 'middle', hard: 'lowest' });
    expect(DIFFICULTIES.map(dieForDifficulty)).toEqual(['highest', 'middle', 'lowest']);
    expect(DIFFICULTIES.map((difficulty) => DIFFICULTY_LABELS[difficulty])).toEqual([
      'Easy',
      'Medium',
      'Hard',
    ]);
  });
});

describe('easeDifficulty', () => {
  it('steps Hard to Medium to Easy and stops at Easy', () => {
    expect(easeDifficulty('hard')).toBe('medium');
    expect(easeDifficulty('medium')).toBe('easy');
    expect(easeDifficulty('easy')).toBe('easy');
  });
});

describe('hardenDifficulty', () => {
  it('steps Easy to Medium to Hard and stops at Hard', () => {
    expect(hardenDifficulty('easy')).toBe('medium');
    expect(hardenDifficulty('medium')).toBe('hard');
    expect(hardenDifficulty('hard')).toBe('hard');
  });
});

describe('compareDifficulty', () => {
  it('orders Easy before Medium before Hard', () => {
    expect(compareDifficulty('easy', 'hard')).toBe(-1);
    expect(compareDifficulty('hard', 'medium')).toBe(1);
    expect(compareDifficulty('medium', 'medium')).toBe(0);
  });
});

describe('INJURY_FLOOR_DIFFICULTY', () => {
  it('puts no floor without an injury, Medium under a Major one and Hard under a Grievous one', () => {
    expect(INJURY_FLOOR_DIFFICULTY).toEqual({ none: 'easy', major: 'medium', grievous: 'hard' });
  });
});

describe('effectiveDifficulty', () => {
  // Written out by hand: the Item eases one step, then the injury floor lifts it.
  const expected: Record<Difficulty, Record<'item' | 'noItem', Record<InjuryFloor, Difficulty>>> = {
    easy: {
      noItem: { none: 'easy', major: 'medium', grievous: 'hard' },
      item: { none: 'easy', major: 'medium', grievous: 'hard' },
    },
    medium: {
      noItem: { none: 'medium', major: 'medium', grievous: 'hard' },
      item: { none: 'easy', major: 'medium', grievous: 'hard' },
    },
    hard: {
      noItem: { none: 'hard', major: 'hard', grievous: 'hard' },
      item: { none: 'medium', major: 'medium', grievous: 'hard' },
    },
  };

  it('gives the hand-written result for every base difficulty, Item and injury floor', () => {
    for (const base of DIFFICULTIES) {
      for (const relevantItem of [false, true]) {
        for (const injuryFloor of ['none', 'major', 'grievous'] as const) {
          expect(
            effectiveDifficulty({ base, relevantItem, injuryFloor }),
            `${base} item=${relevantItem} ${injuryFloor}`,
          ).toBe(expected[base][relevantItem ? 'item' : 'noItem'][injuryFloor]);
        }
      }
    }
  });

  it('keeps a Major injury’s Medium minimum even with an Item (the floor applies last)', () => {
    expect(effectiveDifficulty({ base: 'medium', relevantItem: true, injuryFloor: 'major' })).toBe(
      'medium',
    );
  });
});

describe('resolveDifficulty', () => {
  it('reports each step: eased by the Item, then raised by the injury', () => {
    expect(
      resolveDifficulty({ base: 'medium', relevantItem: true, injuryFloor: 'grievous' }),
    ).toEqual({
      base: 'medium',
      afterItem: 'easy',
      difficulty: 'hard',
      easedByItem: true,
      raisedByInjury: true,
    });
  });

  it('says nothing was changed when an Item cannot ease an Easy check and no injury applies', () => {
    expect(
      resolveDifficulty({ base: 'easy', relevantItem: true, injuryFloor: 'none' }),
    ).toMatchObject({ difficulty: 'easy', easedByItem: false, raisedByInjury: false });
  });
});
