import { describe, expect, it } from 'vitest';
import {
  recordObstacle,
  settleChase,
  type Chase,
  type TrackedRunner,
} from '../../../src/rules/eldritch-instinct/chase';
import { chaseOf, obstacle } from './chase-fixtures';
import {
  CHASE_ABILITY_OPTIONS,
  CHASE_ROLE_OPTIONS,
  IDEA_ABILITY_OPTIONS,
  chaseClearedSentence,
  chaseOverSentence,
  helpOptions,
  isChaseOver,
  obstacleLine,
  obstacleRoll,
  runnerStanding,
} from '../../../src/rules/eldritch-instinct/chase-words';

const runner = (chase: Chase, name: string): TrackedRunner =>
  chase.runners.find((candidate) => candidate.name === name)!;

/** Ada wins her first two obstacles with critical successes (2 points each). */
function adaAhead(): Chase {
  let chase = chaseOf('Ada', 'Bo');
  chase = recordObstacle(chase, 'Ada', obstacle(44, 30));
  return recordObstacle(chase, 'Ada', obstacle(33, 20));
}

describe('obstacleLine', () => {
  it('gives both rolls, the verdict, the PC’s outcome and the signed points', () => {
    expect(obstacleLine(obstacle(40, 30))).toBe('DEX: 40 vs 30, won (success): +1');
    expect(obstacleLine(obstacle(5, 40))).toBe('DEX: 05 vs 40, lost (success): 0');
    expect(obstacleLine({ ...obstacle(77, 40), helping: 'Bo' })).toBe(
      'DEX: 77 vs 40, lost (critical failure): -1, given to Bo',
    );
  });
});

describe('runnerStanding', () => {
  it('gives the points, what they are made of, and where the PC stands', () => {
    const chase = adaAhead();
    const [ada] = settleChase(chase.role, chase.runners);
    expect(runnerStanding(runner(chase, 'Ada'), ada)).toEqual({
      points: '4 points',
      rest: ' · Still running',
    });
    expect(runnerStanding(runner(chase, 'Ada'), undefined)).toEqual({
      points: '4 points',
      rest: ' · ',
    });
    const helped = { name: 'Bo', points: 2, verdict: 'escaped' as const, reason: 'made it.' };
    expect(runnerStanding(runner(chase, 'Bo'), helped)).toEqual({
      points: '2 points',
      rest: ' (0 own, 2 from help) · Escaped: made it.',
    });
  });
});

describe('helpOptions', () => {
  it('offers to keep the save first, then to give it to each other PC', () => {
    const chase = adaAhead();
    expect(helpOptions(chase, runner(chase, 'Ada'))).toEqual([
      { value: '', label: 'No: keep it for Ada' },
      { value: 'Bo', label: 'Give the result to Bo' },
    ]);
  });

  it('offers nothing to a PC who cannot help, or with no one else in the chase', () => {
    const chase = adaAhead();
    expect(helpOptions(chase, runner(chase, 'Bo'))).toBeNull();
    const alone = { ...chase, runners: [runner(chase, 'Ada')] };
    expect(helpOptions(alone, runner(chase, 'Ada'))).toBeNull();
  });
});

describe('isChaseOver and chaseOverSentence', () => {
  it('ends the chase once every PC is through, each with a verdict and its reason', () => {
    expect(isChaseOver([])).toBe(false);
    const running = settleChase('fleeing', adaAhead().runners);
    expect(isChaseOver(running)).toBe(false);
    const done = [
      { name: 'Ada', points: 3, verdict: 'escaped' as const, reason: '3 points' },
      { name: 'Bo', points: 0, verdict: 'caught' as const, reason: '0 points' },
    ];
    expect(isChaseOver(done)).toBe(true);
    expect(chaseOverSentence(done)).toBe('Ada escaped (3 points); Bo caught (0 points).');
  });
});

describe('chaseClearedSentence', () => {
  it('names the PCs cleared and counts the obstacles they had rolled', () => {
    expect(chaseClearedSentence(adaAhead())).toBe(
      'New chase: Ada and Bo cleared, with 2 obstacles rolled.',
    );
  });
});

describe('obstacleRoll', () => {
  it('gives the tool the PC’s next obstacle and names it for the log', () => {
    const chase = chaseOf('Ada');
    expect(obstacleRoll(chase, runner(chase, 'Ada'), { pc: 60, opponent: 40 })).toEqual({
      input: {
        ability: 'DEX',
        pc: { name: 'Ada', score: 60 },
        opponent: { name: 'The pursuers', score: 40 },
      },
      source: 'Chase obstacle 1 (Ada)',
    });
  });

  it('passes a helping third save on only when the PC may help', () => {
    const ahead = adaAhead();
    const ada = { ...runner(ahead, 'Ada'), next: { ...runner(ahead, 'Ada').next, helping: 'Bo' } };
    expect(obstacleRoll(ahead, ada, { pc: 50, opponent: 50 }).input).toMatchObject({
      helping: 'Bo',
    });
    const bo = { ...runner(ahead, 'Bo'), next: { ...runner(ahead, 'Bo').next, helping: 'Ada' } };
    expect(obstacleRoll(ahead, bo, { pc: 50, opponent: 50 }).input).not.toHaveProperty('helping');
  });
});

describe('CHASE_ROLE_OPTIONS, CHASE_ABILITY_OPTIONS and IDEA_ABILITY_OPTIONS', () => {
  it('offer both sides of a chase, the three abilities, and any ability first for an idea', () => {
    expect(CHASE_ROLE_OPTIONS.map((option) => option.label)).toEqual([
      'fleeing (escape or be caught)',
      'pursuing (catch them or lose them)',
    ]);
    expect(CHASE_ABILITY_OPTIONS.map((option) => option.value)).toEqual(['STR', 'DEX', 'WIL']);
    expect(IDEA_ABILITY_OPTIONS[0]).toEqual({ value: '', label: 'Any (roll d20)' });
    expect(IDEA_ABILITY_OPTIONS.slice(1)).toEqual(CHASE_ABILITY_OPTIONS);
  });
});
