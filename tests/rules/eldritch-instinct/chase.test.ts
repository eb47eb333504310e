import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { saveOutcome } from '../../../src/rules/eldritch-instinct/saves';
import {
  canHelp,
  chanceOfChasePoints,
  obstacleIdeas,
  ownPoints,
  rollChaseObstacle,
  rollObstacleIdea,
  scoreChaseObstacle,
  settleChase,
  type ChaseObstacle,
  type ChaseRunner,
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
