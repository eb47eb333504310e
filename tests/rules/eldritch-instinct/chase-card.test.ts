import { describe, expect, it } from 'vitest';
import {
  chanceOfChasePoints,
  planNextObstacle,
  recordObstacle,
} from '../../../src/rules/eldritch-instinct/chase';
import { chaseOf, obstacle } from './chase-fixtures';
import {
  chaseEndSentence,
  rollChaseIdea,
  runnerCards,
  viewChaseTracker,
} from '../../../src/rules/eldritch-instinct/chase-card';
import { scriptedLog } from './scripted-log';

describe('runnerCards', () => {
  it('gives a new PC their first obstacle with labels, exact chances and the roll it makes', () => {
    const [ada] = runnerCards(chaseOf('Ada'));
    expect(ada?.standing).toEqual({ points: '0 points', rest: ' · Still running' });
    expect(ada?.lines).toEqual([]);
    const chances = chanceOfChasePoints(50, 50);
    expect(ada?.next).toEqual({
      number: 1,
      pcLabel: 'Ada’s score',
      opponentLabel: 'Opponent’s score (The pursuers)',
      pcError: null,
      opponentError: null,
      chances: [
        ['−1', chances['-1']],
        ['0', chances['0']],
        ['+1', chances['1']],
        ['+2', chances['2']],
      ],
      help: null,
      roll: {
        input: {
          ability: 'DEX',
          pc: { name: 'Ada', score: 50 },
          opponent: { name: 'The pursuers', score: 50 },
        },
        source: 'Chase obstacle 1 (Ada)',
      },
      blockedBy: null,
    });
  });

  it('says what is wrong with a score typed, with no chances and no roll until both read', () => {
    const chase = planNextObstacle(chaseOf('Ada'), 'Ada', { pcText: 'abc', opponentText: '500' });
    const next = runnerCards(chase)[0]?.next;
    expect(next?.pcError).toBe('“abc” is not a number: the score is a whole number from 1 to 120.');
    expect(next?.opponentError).toMatch(/120/);
    expect(next?.chances).toBeNull();
    expect(next?.roll).toBeNull();
    expect(next?.blockedBy).toBe('Roll is off until both scores are whole numbers from 1 to 120.');
  });

  it('lists each obstacle rolled, offers help at the third with 2+ points, and ends after three', () => {
    let chase = chaseOf('Ada', 'Bo');
    chase = recordObstacle(chase, 'Ada', obstacle(44, 30));
    chase = recordObstacle(chase, 'Ada', obstacle(33, 20));
    const [ada, bo] = runnerCards(chase);
    expect(ada?.lines).toEqual([
      'DEX: 44 vs 30, won (critical success): +2',
      'DEX: 33 vs 20, won (critical success): +2',
    ]);
    expect(ada?.next?.number).toBe(3);
    expect(ada?.next?.help?.map((option) => option.value)).toEqual(['', 'Bo']);
    expect(bo?.next?.help).toBeNull();
    chase = recordObstacle(chase, 'Ada', obstacle(40, 30));
    expect(runnerCards(chase)[0]?.next).toBeNull();
  });
});

describe('chaseEndSentence', () => {
  it('is null while anyone runs, then gives each PC’s verdict', () => {
    let chase = chaseOf('Ada');
    expect(chaseEndSentence(chase)).toBeNull();
    for (const rolls of [
      [40, 30],
      [40, 30],
      [40, 30],
    ] as const)
      chase = recordObstacle(chase, 'Ada', obstacle(...rolls));
    expect(chaseEndSentence(chase)).toMatch(/^Ada escaped \(.+\)\.$/);
  });
});

describe('viewChaseTracker', () => {
  it('gives each PC’s card its ids’ part and the next obstacle’s legend', () => {
    const view = viewChaseTracker(chaseOf('Ada Byrne', 'Bo'));
    expect(view.cards.map((card) => [card.slug, card.legend])).toEqual([
      ['ada-byrne', 'Obstacle 1 of 3'],
      ['bo', 'Obstacle 1 of 3'],
    ]);
    expect(view.roleOptions.map((option) => option.value)).toEqual(['fleeing', 'pursuing']);
    expect(view.ideaOptions[0]?.value).toBe('');
    expect([view.end, view.last]).toEqual([null, null]);
  });

  it('says the last obstacle rolled, and no legend once a PC is through three', () => {
    let chase = chaseOf('Ada');
    for (let count = 0; count < 3; count += 1)
      chase = recordObstacle(chase, 'Ada', obstacle(10, 60));
    const view = viewChaseTracker(chase);
    expect(view.cards[0]?.legend).toBeNull();
    expect(view.last).toMatch(/^Ada, obstacle 3/);
    expect(view.end).toEqual(expect.any(String));
  });
});

describe('rollChaseIdea', () => {
  it('rolls an idea for the ability asked and logs it under the table’s name', () => {
    const { log, sources } = scriptedLog([1]);
    const rolled = rollChaseIdea('DEX', log);
    expect(rolled.heading).toMatch(/^\d+\. DEX:$/);
    expect(rolled.idea).not.toBe('');
    expect(sources).toEqual(['Chase Obstacles']);
  });
});
