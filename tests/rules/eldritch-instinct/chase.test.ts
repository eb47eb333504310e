import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { saveOutcome } from '../../../src/rules/eldritch-instinct/saves';
import {
  addChaseRunner,
  canHelp,
  chanceOfChasePoints,
  chaseOpponentName,
  chaseProblem,
  lastObstacleSentence,
  MAX_RUNNERS,
  nameChaseOpponent,
  newChase,
  newNextObstacle,
  obstaclesRolled,
  planNextObstacle,
  recordObstacle,
  SCORE_TEXT_MAX,
  obstacleIdeas,
  obstacleSentence,
  ownPoints,
  rollChaseObstacle,
  rollObstacleIdea,
  scoreChaseObstacle,
  settleChase,
  type Chase,
  type ChaseObstacle,
  type ChaseRunner,
  type TrackedRunner,
} from '../../../src/rules/eldritch-instinct/chase';
import table from '../../../content/eldritch-instinct/tables/chase-obstacles.json';

const d100 = (roll: number) => roll + 1;
const score = (pcRoll: number, opponentRoll: number, pc = 50, opponent = 50) =>
  scoreChaseObstacle('DEX', { score: pc, roll: pcRoll }, { score: opponent, roll: opponentRoll })
    .points;

describe('scoreChaseObstacle', () => {
  it('scores a win 1, a win with a critical success 2, a loss 0, a loss with a critical failure -1', () => {
    expect(score(40, 30)).toBe(1);
    expect(score(44, 30)).toBe(2);
    expect(score(30, 40)).toBe(0);
    expect(score(77, 40)).toBe(-1);
  });

  it('counts a tie as a fail', () => {
    const tie = scoreChaseObstacle('STR', { score: 50, roll: 40 }, { score: 50, roll: 40 });
    expect(tie.tie).toBe(true);
    expect(tie.points).toBe(0);
  });
});

describe('rollChaseObstacle', () => {
  it('rolls the PC save, then the opponent save', () => {
    const obstacle = rollChaseObstacle('WIL', 60, 40, createScriptedRng([d100(55), d100(20)]));
    expect(obstacle).toMatchObject({ pcRoll: 55, opponentRoll: 20, won: true, points: 2 });
  });
});

describe('chanceOfChasePoints', () => {
  it('sums to one and matches counting every pair of rolls', () => {
    const chances = chanceOfChasePoints(50, 40);
    const total = Object.values(chances).reduce((sum, f) => sum + f.numerator, 0n);
    expect(total).toBe(10000n);
    // A critical failure roll of the PC (a failed double) scores -1 unless the PC still wins.
    let minus = 0;
    for (let a = 0; a < 100; a += 1)
      for (let b = 0; b < 100; b += 1)
        if (saveOutcome(a, 50) === 'critical-failure' && score(a, b, 50, 40) === -1) minus += 1;
    expect(chances['-1'].numerator).toBe(BigInt(minus));
  });
});

const obstacle = (points: ChaseObstacle['points'], helping?: string): ChaseObstacle => ({
  ability: 'STR',
  pcScore: 50,
  opponentScore: 50,
  pcRoll: 0,
  opponentRoll: 0,
  pcOutcome: 'success',
  won: points > 0,
  tie: false,
  points,
  explanation: '',
  ...(helping ? { helping } : {}),
});

describe('settleChase', () => {
  it('needs 1 point after three obstacles to escape', () => {
    const runners: ChaseRunner[] = [
      { name: 'Ada', obstacles: [obstacle(1), obstacle(0), obstacle(0)] },
      { name: 'Bo', obstacles: [obstacle(0), obstacle(-1), obstacle(1)] },
      { name: 'Cy', obstacles: [obstacle(1)] },
    ];
    expect(settleChase('fleeing', runners).map((v) => v.verdict)).toEqual([
      'escaped',
      'caught',
      'running',
    ]);
    expect(settleChase('pursuing', runners).map((v) => v.verdict)).toEqual([
      'caught-opponent',
      'lost-opponent',
      'running',
    ]);
  });

  it('adds a helper’s third save to the slow PC, and catches both when the slow PC stays below 1', () => {
    const helper: ChaseRunner = { name: 'Ada', obstacles: [obstacle(2), obstacle(0)] };
    expect(canHelp(helper)).toBe(true);
    expect(canHelp({ name: 'X', obstacles: [obstacle(1), obstacle(0)] })).toBe(false);
    const saved = settleChase('fleeing', [
      { name: 'Ada', obstacles: [...helper.obstacles, obstacle(1, 'Bo')] },
      { name: 'Bo', obstacles: [obstacle(0), obstacle(0), obstacle(0)] },
    ]);
    expect(saved.map((v) => v.verdict)).toEqual(['escaped', 'escaped']);
    expect(ownPoints({ name: 'Ada', obstacles: [...helper.obstacles, obstacle(1, 'Bo')] })).toBe(2);
    const lost = settleChase('fleeing', [
      { name: 'Ada', obstacles: [...helper.obstacles, obstacle(0, 'Bo')] },
      { name: 'Bo', obstacles: [obstacle(0), obstacle(-1), obstacle(1)] },
    ]);
    expect(lost.map((v) => v.verdict)).toEqual(['caught', 'caught']);
  });
});

describe('obstacleIdeas and rollObstacleIdea', () => {
  it('reads the d20 table by ability', () => {
    expect(obstacleIdeas()).toHaveLength(table.rows.length);
    expect(obstacleIdeas('DEX').every((idea) => idea.ability === 'DEX')).toBe(true);
    expect(rollObstacleIdea(createScriptedRng([3])).obstacle).toBe(table.rows[2]?.cells[1]);
    const wil = obstacleIdeas('WIL');
    expect(rollObstacleIdea(createScriptedRng([1]), 'WIL')).toEqual(wil[0]);
  });
});

const runner = (name: string, obstacles: ChaseObstacle[] = []): TrackedRunner => ({
  name,
  obstacles,
  next: newNextObstacle(),
});
const chaseOf = (...runners: TrackedRunner[]): Chase => ({ ...newChase(), runners });
const added = (chase: Chase, name: string): Chase => {
  const result = addChaseRunner(chase, name);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('newChase and chaseOpponentName', () => {
  it('starts with no PCs, fleeing, and names the opponent by the side when no name is typed', () => {
    expect(newChase()).toEqual({ role: 'fleeing', opponent: '', runners: [], last: null });
    expect(chaseOpponentName(newChase())).toBe('The pursuers');
    expect(chaseOpponentName(newChase('pursuing', '  '))).toBe('The fugitive');
    expect(chaseOpponentName(newChase('pursuing', ' The Ghoul '))).toBe('The Ghoul');
  });

  it('keeps a typed opponent to the length of its field', () => {
    expect(nameChaseOpponent(newChase(), 'x'.repeat(70)).opponent).toHaveLength(60);
  });
});

describe('addChaseRunner', () => {
  it('adds a PC by their trimmed name with a fresh next obstacle', () => {
    expect(added(newChase(), '  Ada ').runners).toEqual([runner('Ada')]);
  });

  it('refuses a name already running, or a seventh PC, in words', () => {
    const result = addChaseRunner(added(newChase(), 'Ada'), 'ada');
    expect(result).toEqual({
      ok: false,
      error: { code: 'taken', message: 'ada is already in the chase.' },
    });
    let full = newChase();
    for (let n = 1; n <= MAX_RUNNERS; n += 1) full = added(full, `PC ${n}`);
    expect(addChaseRunner(full, 'Eve')).toMatchObject({ ok: false, error: { code: 'full' } });
  });
});

describe('planNextObstacle', () => {
  it('changes one PC’s next obstacle, keeping typed scores to SCORE_TEXT_MAX characters', () => {
    const chase = planNextObstacle(chaseOf(runner('Ada'), runner('Bo')), 'Bo', {
      ability: 'WIL',
      pcText: '9'.repeat(20),
    });
    expect(chase.runners[0]?.next).toEqual(newNextObstacle());
    expect(chase.runners[1]?.next).toEqual({
      ...newNextObstacle(),
      ability: 'WIL',
      pcText: '9'.repeat(SCORE_TEXT_MAX),
    });
  });
});

describe('recordObstacle, obstaclesRolled and lastObstacleSentence', () => {
  it('adds the obstacle to the PC and makes it the last result', () => {
    const rolled = scoreChaseObstacle('DEX', { score: 50, roll: 40 }, { score: 50, roll: 30 });
    let chase = chaseOf(runner('Ada'), runner('Bo'));
    expect(lastObstacleSentence(chase)).toBeNull();
    chase = recordObstacle(chase, 'Bo', rolled);
    expect(chase.runners[1]?.obstacles).toEqual([rolled]);
    expect(obstaclesRolled(chase)).toBe(1);
    expect(chase.last).toBe('Bo');
    expect(lastObstacleSentence(chase)).toBe(obstacleSentence('Bo', 1, rolled));
  });

  it('leaves a PC who has faced all three obstacles, or is not in the chase, as they are', () => {
    const done = chaseOf(runner('Ada', [obstacle(1), obstacle(1), obstacle(1)]));
    expect(recordObstacle(done, 'Ada', obstacle(2))).toBe(done);
    expect(recordObstacle(done, 'Zed', obstacle(2))).toBe(done);
  });
});

describe('chaseProblem', () => {
  it('passes a chase the tracker makes, helping third save included', () => {
    const helper = runner('Ada', [obstacle(2), obstacle(0), obstacle(1, 'Bo')]);
    const slow = { ...runner('Bo', [obstacle(0)]), next: { ...newNextObstacle(), helping: '' } };
    expect(chaseProblem({ ...chaseOf(helper, slow), last: 'Ada' })).toBeNull();
    expect(chaseProblem(newChase())).toBeNull();
  });

  it('refuses blank, untrimmed or repeated names', () => {
    expect(chaseProblem(chaseOf(runner('')))).toBe('a PC has no name');
    expect(chaseProblem(chaseOf(runner(' Ada')))).toBe('a PC has no name');
    expect(chaseProblem(chaseOf(runner('Ada'), runner('ADA')))).toBe('a PC runs twice');
  });

  it('refuses a helping save that is not a third one the PC could help with, or helps no one here', () => {
    const bo = runner('Bo');
    expect(chaseProblem(chaseOf(runner('Ada', [obstacle(1, 'Bo')]), bo))).toMatch(/cannot/);
    expect(
      chaseProblem(chaseOf(runner('Ada', [obstacle(1), obstacle(0), obstacle(1, 'Bo')]), bo)),
    ).toMatch(/cannot/);
    expect(
      chaseProblem(chaseOf(runner('Ada', [obstacle(2), obstacle(0), obstacle(1, 'Zed')]), bo)),
    ).toMatch(/cannot/);
    expect(
      chaseProblem(chaseOf(runner('Ada', [obstacle(2), obstacle(0), obstacle(1, 'Ada')]), bo)),
    ).toMatch(/cannot/);
    const planned = { ...runner('Ada'), next: { ...newNextObstacle(), helping: 'Zed' } };
    expect(chaseProblem(chaseOf(planned, bo))).toMatch(/not in the chase/);
  });

  it('refuses a last result no PC has', () => {
    expect(chaseProblem({ ...chaseOf(runner('Ada')), last: 'Ada' })).toBe(
      'the last result belongs to no PC',
    );
    expect(chaseProblem({ ...chaseOf(runner('Ada', [obstacle(1)])), last: 'Bo' })).toBe(
      'the last result belongs to no PC',
    );
  });
});
