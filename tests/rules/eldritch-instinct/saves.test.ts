import { describe, expect, it } from 'vitest';
import { createScriptedRng, reduceFraction, type Fraction } from '../../../src/rules/dice';
import {
  chanceOfOpposedSaves,
  chanceOfPassingSave,
  chanceOfSaveOutcomes,
  effectiveScore,
  formatD100,
  MAX_SCORE,
  MIN_SCORE,
  opposedChanceList,
  opposedSaveLogSource,
  parseScore,
  resolveOpposedSaves,
  rollSave,
  saveChanceList,
  saveChancesHeading,
  saveLogSource,
  saveOutcome,
  SAVE_OUTCOME_LABELS,
  SAVE_OUTCOME_SENTENCES,
  SAVE_OUTCOMES,
  scoreLabel,
  SCORE_RANGE,
  sideLabels,
  scoreRollOff,
  type SaveOutcome,
} from '../../../src/rules/eldritch-instinct/saves';

const ROLLS = Array.from({ length: 100 }, (_, roll) => roll);

/** The rule as printed, read roll by roll, independent of the module. */
function bruteOutcome(roll: number, score: number): SaveOutcome {
  const passed = roll <= score && !(roll >= 91 && roll <= 99);
  const double = Math.floor(roll / 10) === roll % 10;
  if (double) return passed ? 'critical-success' : 'critical-failure';
  return passed ? 'success' : 'failure';
}

function same(fraction: Fraction, numerator: number, denominator: number) {
  expect(fraction.denominator).toBe(BigInt(denominator));
  expect(fraction.numerator).toBe(BigInt(numerator));
}

describe('saveOutcome', () => {
  it('passes on a roll equal to the score and fails one above', () => {
    expect(saveOutcome(45, 45)).toBe('success');
    expect(saveOutcome(46, 45)).toBe('failure');
  });
  it('fails 91-99 whatever the score', () => {
    for (let roll = 91; roll <= 98; roll += 1)
      if (roll !== 99) expect(['failure', 'critical-failure']).toContain(saveOutcome(roll, 140));
    expect(saveOutcome(99, 140)).toBe('critical-failure');
    expect(saveOutcome(90, 140)).toBe('success');
  });
  it('reads doubles as criticals: a passed 00 or 44 is a critical success, a failed 44 a critical failure', () => {
    expect(saveOutcome(0, 1)).toBe('critical-success');
    expect(saveOutcome(44, 50)).toBe('critical-success');
    expect(saveOutcome(44, 40)).toBe('critical-failure');
  });
  it('refuses a roll outside 00-99', () => {
    expect(() => saveOutcome(100, 50)).toThrow(RangeError);
    expect(() => saveOutcome(-1, 50)).toThrow(RangeError);
  });
  it('agrees with the printed rule for every roll and every score 1-120, with and without +20', () => {
    for (let score = MIN_SCORE; score <= MAX_SCORE; score += 1) {
      for (const related of [false, true]) {
        const effective = effectiveScore(score, related);
        for (const roll of ROLLS)
          expect(saveOutcome(roll, effective)).toBe(bruteOutcome(roll, effective));
      }
    }
  });
});

describe('chanceOfPassingSave', () => {
  it('counts the rolls that pass, critical successes included, for every score 1-120', () => {
    for (let score = MIN_SCORE; score <= MAX_SCORE; score += 1) {
      const passes = ROLLS.map((roll) => bruteOutcome(roll, score)).filter(
        (outcome) => outcome === 'success' || outcome === 'critical-success',
      ).length;
      same(chanceOfPassingSave(score), passes, 100);
    }
  });
});

describe('chanceOfSaveOutcomes', () => {
  it('counts the 100 rolls exactly for every score 1-120, with and without the occupation bonus', () => {
    for (let score = MIN_SCORE; score <= MAX_SCORE; score += 1) {
      for (const related of [false, true]) {
        const effective = effectiveScore(score, related);
        const counts: Record<SaveOutcome, number> = {
          'critical-success': 0,
          success: 0,
          failure: 0,
          'critical-failure': 0,
        };
        for (const roll of ROLLS) counts[bruteOutcome(roll, effective)] += 1;
        const chances = chanceOfSaveOutcomes(effective);
        for (const outcome of Object.keys(counts) as SaveOutcome[])
          same(chances[outcome], counts[outcome], 100);
      }
    }
  });
  it('gives score 50 five critical successes (00-44), 46 successes, 44 failures and 5 critical failures (55-99) in 100', () => {
    const chances = chanceOfSaveOutcomes(50);
    same(chances['critical-success'], 5, 100);
    same(chances.success, 46, 100);
    same(chances.failure, 44, 100);
    same(chances['critical-failure'], 5, 100);
  });
  it('caps the pass chance at 91 in 100 from score 90 up', () => {
    const chances = chanceOfSaveOutcomes(140);
    expect(Number(chances['critical-success'].numerator + chances.success.numerator)).toBe(91);
    same(chances['critical-failure'], 1, 100);
  });
});

describe('rollSave', () => {
  it('rolls the d100 as 00-99 with the dice core: a scripted face 1 reads 00', () => {
    expect(rollSave(30, createScriptedRng([1]))).toEqual({ roll: 0, outcome: 'critical-success' });
    expect(rollSave(30, createScriptedRng([100]))).toEqual({
      roll: 99,
      outcome: 'critical-failure',
    });
    expect(rollSave(30, createScriptedRng([31]))).toEqual({ roll: 30, outcome: 'success' });
  });
});

describe('effectiveScore', () => {
  it('adds 20 only when the action is related to the occupation', () => {
    expect(effectiveScore(50, true)).toBe(70);
    expect(effectiveScore(50, false)).toBe(50);
  });
});

describe('parseScore', () => {
  it('accepts whole numbers from 1 to 120', () => {
    expect(parseScore(' 1 ')).toEqual({ ok: true, value: 1 });
    expect(parseScore('120')).toEqual({ ok: true, value: 120 });
  });
  it('explains empty, fractional and out-of-range scores', () => {
    expect(parseScore('')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(parseScore('abc')).toMatchObject({ ok: false, error: { code: 'not-a-number' } });
    expect(parseScore('4.5')).toMatchObject({ ok: false, error: { code: 'not-whole' } });
    expect(parseScore('0')).toMatchObject({ ok: false, error: { code: 'too-low' } });
    expect(parseScore('121')).toMatchObject({ ok: false, error: { code: 'too-high' } });
  });
});

describe('scoreLabel', () => {
  it('names the field with the range a score is read in', () => {
    expect(scoreLabel("Attacker's STR")).toBe("Attacker's STR (1–120)");
  });
});

describe('SCORE_RANGE', () => {
  it('is the range a score is read in, as a label ends', () => {
    expect(SCORE_RANGE).toBe('(1–120)');
  });
});

describe('scoreRollOff', () => {
  it('says which score the roll waits for and the range it must be in', () => {
    expect(scoreRollOff('the score')).toBe(
      'Roll is off until the score is a whole number from 1 to 120.',
    );
  });
  it('speaks of several scores in the plural', () => {
    expect(scoreRollOff('both scores', true)).toBe(
      'Roll is off until both scores are whole numbers from 1 to 120.',
    );
  });
});

describe('formatD100', () => {
  it('shows two digits', () => {
    expect(formatD100(0)).toBe('00');
    expect(formatD100(7)).toBe('07');
    expect(formatD100(42)).toBe('42');
  });
});

/** The opposed rule as printed, independently: pass beats fail, highest passing result, lowest failing roll; excess over 100 added to a pass. */
function bruteOpposed(
  scoreA: number,
  rollA: number,
  scoreB: number,
  rollB: number,
): 'a' | 'b' | 'tie' {
  const passA = rollA <= scoreA && rollA <= 90;
  const passB = rollB <= scoreB && rollB <= 90;
  if (passA && !passB) return 'a';
  if (passB && !passA) return 'b';
  if (passA) {
    const ra = rollA + Math.max(0, scoreA - 100);
    const rb = rollB + Math.max(0, scoreB - 100);
    return ra === rb ? 'tie' : ra > rb ? 'a' : 'b';
  }
  return rollA === rollB ? 'tie' : rollA < rollB ? 'a' : 'b';
}

describe('resolveOpposedSaves', () => {
  it('gives the win to the only side that passed', () => {
    const result = resolveOpposedSaves({ score: 40, roll: 30 }, { score: 60, roll: 70 });
    expect(result.winner).toBe('a');
    expect(result.explanation).toContain('only A passed');
  });
  it('gives the win to the highest passing roll when both pass', () => {
    expect(resolveOpposedSaves({ score: 40, roll: 30 }, { score: 60, roll: 55 }).winner).toBe('b');
  });
  it('gives the win to the lowest roll when both fail', () => {
    const result = resolveOpposedSaves({ score: 40, roll: 93 }, { score: 60, roll: 75 });
    expect(result.winner).toBe('b');
    expect(result.explanation).toContain('lowest roll wins');
  });
  it('adds a score above 100 to a passing result', () => {
    const result = resolveOpposedSaves({ score: 110, roll: 50 }, { score: 80, roll: 58 });
    expect(result).toMatchObject({ winner: 'a', resultA: 60, resultB: 58 });
    expect(result.explanation).toContain('+ 10 (score above 100) = 60');
  });
  it('reports equal results as a tie', () => {
    expect(resolveOpposedSaves({ score: 110, roll: 50 }, { score: 80, roll: 60 }).winner).toBe(
      'tie',
    );
    expect(resolveOpposedSaves({ score: 10, roll: 50 }, { score: 20, roll: 50 }).winner).toBe(
      'tie',
    );
  });
  it('agrees with the printed rule for every pair of rolls', () => {
    for (const [scoreA, scoreB] of [
      [50, 50],
      [110, 70],
      [30, 120],
    ] as const) {
      for (const rollA of ROLLS)
        for (const rollB of ROLLS) {
          expect(
            resolveOpposedSaves({ score: scoreA, roll: rollA }, { score: scoreB, roll: rollB })
              .winner,
          ).toBe(bruteOpposed(scoreA, rollA, scoreB, rollB));
        }
    }
  });
});

describe('chanceOfOpposedSaves', () => {
  const scores = [1, 5, 20, 33, 50, 64, 89, 90, 91, 99, 100, 101, 110, 120, 140];
  it('matches enumeration of the 100 x 100 rolls for a grid of score pairs', () => {
    for (const scoreA of scores) {
      for (const scoreB of scores) {
        const counts = { a: 0, b: 0, tie: 0 };
        for (const rollA of ROLLS)
          for (const rollB of ROLLS) counts[bruteOpposed(scoreA, rollA, scoreB, rollB)] += 1;
        const chances = chanceOfOpposedSaves(scoreA, scoreB);
        same(chances.a, counts.a, 10000);
        same(chances.b, counts.b, 10000);
        same(chances.tie, counts.tie, 10000);
      }
    }
  });
  it('is symmetric for equal scores', () => {
    const chances = chanceOfOpposedSaves(50, 50);
    expect(reduceFraction(chances.a)).toEqual(reduceFraction(chances.b));
    same(chances.tie, 100, 10000);
  });
});

describe('SAVE_OUTCOME_SENTENCES', () => {
  it('says each outcome after the roll', () => {
    expect(SAVE_OUTCOMES.map((outcome) => SAVE_OUTCOME_SENTENCES[outcome])).toEqual([
      'Critical success: passed on doubles.',
      'Success: the save is passed.',
      'Failure: the save is failed.',
      'Critical failure: failed on doubles.',
    ]);
  });
});

describe('saveChancesHeading', () => {
  it('names the score the chances are against, and how it was made with the occupation', () => {
    expect(saveChancesHeading(50, false)).toBe('Exact chances against 50, over the 100 rolls:');
    expect(saveChancesHeading(50, true)).toBe(
      'Exact chances against 70 (50 + 20), over the 100 rolls:',
    );
  });
});

describe('saveLogSource and opposedSaveLogSource', () => {
  it('name a save for the log by who made it, or by its sides', () => {
    expect(saveLogSource(' Ada ')).toBe('Save (Ada)');
    expect(saveLogSource('  ')).toBe('Save');
    expect(opposedSaveLogSource({ a: 'Ada', b: '' })).toBe('Opposed save (Ada vs Side B)');
  });
});

describe('sideLabels', () => {
  it('gives each side its typed name, or Side A and Side B', () => {
    expect(sideLabels({ a: { name: ' ' }, b: { name: 'Bo' } })).toEqual({ a: 'Side A', b: 'Bo' });
  });
});

describe('opposedChanceList', () => {
  it('lists each side’s win by its label, then the tie, once both scores read', () => {
    const chances = chanceOfOpposedSaves(60, 40);
    expect(opposedChanceList({ a: 'Ada', b: 'Side B' }, 60, 40)).toEqual([
      { label: 'Ada wins', fraction: chances.a },
      { label: 'Side B wins', fraction: chances.b },
      { label: 'Tie', fraction: chances.tie },
    ]);
    expect(opposedChanceList({ a: 'Ada', b: 'Bo' }, null, 40)).toEqual([]);
  });
});

describe('saveChanceList', () => {
  it('heads the list and gives each outcome’s chance at the score with its bonus', () => {
    const list = saveChanceList(50, true);
    expect(list?.heading).toBe(saveChancesHeading(50, true));
    const chances = chanceOfSaveOutcomes(effectiveScore(50, true));
    expect(list?.chances).toEqual(
      SAVE_OUTCOMES.map((outcome) => ({
        label: SAVE_OUTCOME_LABELS[outcome],
        fraction: chances[outcome],
      })),
    );
    expect(saveChanceList(null, false)).toBeNull();
  });
});
