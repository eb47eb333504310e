import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import { rollLoggedTool } from '../../../src/rules/roll-recipe';
import {
  checkLogSource,
  contestLogEntries,
  contestLogSource,
  describeAttackResult,
  describeContestResult,
  describeInitiativeEntry,
  describeOutcomeCheck,
  evaluateContestedCheck,
  evaluateOutcomeCheck,
  initiativeLogEntries,
  injuryFromMargin,
  rollInitiative,
  rollUntrainedCheck,
  untrainedLogEntries,
} from '../../../src/rules/locus';
import { toolLog } from '../../../src/rules/locus/log';

const outcome = { who: 'Ada', attribute: 'frailty', score: 3, difficulty: 'medium' };
const contest = {
  names: { a: 'Ada', b: 'Monster' },
  contest: {
    a: { attribute: 3, modifiers: [], extraBonus: 0 },
    b: { attribute: 2, modifiers: [], extraBonus: 1 },
    defender: 'b',
  },
  attack: { attacker: 'b', unarmed: false },
  side: 'a',
};
const initiative = {
  entities: [
    { id: 'cast:ada', name: 'Ada', carelessness: 2, kind: 'character' },
    { id: 'extra:1', name: 'The Choir', carelessness: 0, kind: 'monster' },
  ],
  entity: 'extra:1',
};

/** One valid logged input for every tool, and ways each may be tampered with. */
const TOOLS: Readonly<
  Record<string, { readonly input: unknown; readonly tampered: readonly unknown[] }>
> = {
  outcome: {
    input: outcome,
    tampered: [
      { ...outcome, score: 7 },
      { ...outcome, attribute: 'luck' },
      { ...outcome, difficulty: 'deadly' },
      null,
      'outcome',
    ],
  },
  stress: {
    input: { ...outcome, stress: 'tense' },
    tampered: [{ ...outcome, stress: 'panicked' }, outcome],
  },
  durability: {
    input: { item: 'Crowbar', quality: 2 },
    tampered: [{ item: 'Crowbar', quality: 4 }, { quality: 2 }],
  },
  untrained: {
    input: { who: '', linked: 'clumsiness', ignorance: 3, linkedScore: 2, step: 'action' },
    tampered: [
      { who: '', linked: 'clumsiness', ignorance: 0, linkedScore: 2, step: 'action' },
      { who: '', linked: 'clumsiness', ignorance: 3, linkedScore: 2, step: 'both' },
    ],
  },
  contested: {
    input: contest,
    tampered: [
      { ...contest, side: 'c' },
      {
        ...contest,
        contest: { ...contest.contest, a: { attribute: 3, modifiers: ['laser'], extraBonus: 0 } },
      },
      { ...contest, contest: { ...contest.contest, defender: 'x' } },
    ],
  },
  initiative: {
    input: initiative,
    tampered: [
      { ...initiative, entity: 'nobody' },
      { ...initiative, entities: [] },
      { entities: [...initiative.entities, initiative.entities[0]], entity: 'extra:1' },
    ],
  },
  'card-draw': {
    input: { name: 'Ada', virtueSuit: 'hearts', hauntSuit: null },
    tampered: [{ name: 'Ada', virtueSuit: 'stars', hauntSuit: null }, { name: 'Ada' }],
  },
};

describe('toolLog', () => {
  it('names every Locus check and the card draw', () => {
    expect(Object.keys(toolLog)).toEqual(expect.arrayContaining(Object.keys(TOOLS)));
  });

  for (const [tool, { input, tampered }] of Object.entries(TOOLS)) {
    it(`rolls ${tool} again from its logged input`, () => {
      const line = rollLoggedTool(
        toolLog,
        tool,
        JSON.parse(JSON.stringify(input)) as unknown,
        createSeededRng(7),
      );
      expect(line).not.toBeNull();
      expect(line?.detail).not.toBe('');
      expect(Number.isInteger(line?.total)).toBe(true);
    });

    it(`refuses ${tool} input that was tampered with`, () => {
      for (const bad of tampered)
        expect(
          rollLoggedTool(toolLog, tool, bad, createSeededRng(7)),
          JSON.stringify(bad),
        ).toBeNull();
    });
  }

  it('rolls an Outcome Check again with the words the roller logs', () => {
    expect(rollLoggedTool(toolLog, 'outcome', outcome, createScriptedRng([6, 4, 1]))).toEqual({
      expression: '3d6kth2',
      detail: '6, 4, 1: middle die 4 vs Frailty 3, Medium',
      total: 4,
      result: 'Success as intended',
    });
  });

  it('says what a Stress Check did to Stress', () => {
    expect(
      rollLoggedTool(
        toolLog,
        'stress',
        { ...outcome, stress: 'tense' },
        createScriptedRng([2, 2, 1]),
      )?.result,
    ).toBe('Failed: Stress rises to Stressed');
    expect(
      rollLoggedTool(
        toolLog,
        'stress',
        { ...outcome, stress: 'stressed' },
        createScriptedRng([2, 2, 1]),
      )?.result,
    ).toBe('Failed: stays Stressed (the track ends there)');
  });

  it('reads a Durability Check by Quality', () => {
    expect(
      rollLoggedTool(
        toolLog,
        'durability',
        { item: 'Crowbar', quality: 3 },
        createScriptedRng([5, 2, 1]),
      ),
    ).toEqual({
      expression: '3d6kh1',
      detail: '5, 2, 1: Quality 3, highest die 5, needs 4+',
      total: 5,
      result: 'Passed: the Item holds',
    });
  });

  it('logs a failed approach in place of the action it stopped', () => {
    const input = { who: '', linked: 'clumsiness', ignorance: 3, linkedScore: 2, step: 'action' };
    expect(rollLoggedTool(toolLog, 'untrained', input, createScriptedRng([6, 6, 1]))).toEqual({
      expression: '3d6kl1',
      detail: '6, 6, 1: lowest die 1 vs Ignorance 3, Hard',
      total: 1,
      result: 'Failed: no approach, the action is not attempted',
    });
    expect(
      rollLoggedTool(toolLog, 'untrained', input, createScriptedRng([6, 6, 4, 5, 5, 3])),
    ).toMatchObject({
      detail: '5, 5, 3: lowest die 3 vs Clumsiness 2, Hard',
      result: 'Both succeeded',
    });
  });

  it('logs one side of an attack with the verdict and the injury', () => {
    expect(
      rollLoggedTool(toolLog, 'contested', contest, createScriptedRng([1, 1, 1, 6, 6, 6])),
    ).toEqual({
      expression: '3d6>3',
      detail: '1, 1, 1: 0 points + 0 bonus',
      total: 0,
      result: 'Monster wins by 4 (4 to 0). Grievous injury to Ada.',
    });
  });

  it('logs an entity of the Initiative order with its place', () => {
    expect(
      rollLoggedTool(toolLog, 'initiative', initiative, createScriptedRng([6, 6, 6, 1, 1, 1])),
    ).toEqual({
      expression: '3d6',
      detail: '1, 1, 1 − Carelessness 0',
      total: 3,
      result: '2nd of 2',
    });
  });

  it('draws again from a fresh deck, without touching the Cast', () => {
    const line = rollLoggedTool(
      toolLog,
      'card-draw',
      { name: 'Ada', virtueSuit: 'hearts', hauntSuit: null },
      createSeededRng(1),
    );
    expect(line?.expression).toBe('card');
    expect(line?.total).toBeGreaterThanOrEqual(1);
    expect(line?.total).toBeLessThanOrEqual(13);
  });
});

describe('checkLogSource', () => {
  it('names the check and who rolled it', () => {
    expect(checkLogSource('Outcome Check', 'Ada')).toBe('Locus: Outcome Check (Ada)');
    expect(checkLogSource('Outcome Check')).toBe('Locus: Outcome Check');
  });
});

describe('contestLogSource', () => {
  it('names an attack by attacker and target, and a contest by both sides', () => {
    expect(
      contestLogSource({
        names: { a: 'Ada', b: 'Monster' },
        attack: { attacker: 'b', unarmed: false },
        side: 'a',
      }),
    ).toBe('Locus: Attack (Monster on Ada), Ada');
    expect(
      contestLogSource({ names: { a: 'Character', b: 'Monster' }, attack: null, side: 'b' }),
    ).toBe('Locus: Contested Check (Character vs Monster), Monster');
  });
});

describe('describeContestResult', () => {
  const names = { a: 'Ada', b: 'Monster' };
  it('says who wins and by how much, a tie for the defender, and a stalemate', () => {
    expect(
      describeContestResult(
        evaluateContestedCheck([6, 6, 1], [1, 1, 1], {
          a: { attribute: 3 },
          b: { attribute: 3 },
          defender: 'b',
        }),
        names,
      ),
    ).toBe('Ada wins by 2 (2 to 0).');
    expect(
      describeContestResult(
        evaluateContestedCheck([1, 1, 1], [1, 1, 1], {
          a: { attribute: 3 },
          b: { attribute: 3 },
          defender: 'b',
        }),
        names,
      ),
    ).toBe('Tie on 0: it goes to the defender, Monster.');
    expect(
      describeContestResult(
        evaluateContestedCheck([1, 1, 1], [1, 1, 1], {
          a: { attribute: 3 },
          b: { attribute: 3 },
          defender: 'none',
        }),
        names,
      ),
    ).toBe('Stalemate on 0: no defender, so the contest continues next round.');
  });
});

describe('describeAttackResult', () => {
  it('says a miss, or the injury with its segments, Stress Check and floor', () => {
    expect(describeAttackResult(injuryFromMargin(0), 'Ada', 'the Choir')).toBe(
      'Miss: Ada fails to hurt the Choir. A Monster that misses gets +1 on its next attack against that target (non-cumulative).',
    );
    expect(describeAttackResult(injuryFromMargin(1), 'the Choir', 'Ada')).toBe(
      "Minor injury to Ada: 1 Death's Door segment, an Easy Stress Check.",
    );
  });
});

describe('describeOutcomeCheck', () => {
  it('says which dice a Willpower re-roll changed and what it cost', () => {
    expect(
      describeOutcomeCheck({ attribute: 'temper' }, evaluateOutcomeCheck([6, 6, 6], 2, 'hard'), {
        indices: [0, 2],
        cost: 1,
      }),
    ).toEqual({
      expression: '3d6kl1',
      detail: 're-rolled die 1, die 3 for 1 WP: 6, 6, 6: lowest die 6 vs Temper 2, Hard',
      total: 6,
      result: 'Success as intended; critical success (6-6-6)',
    });
  });
});

describe('describeInitiativeEntry', () => {
  it('says where a tied entity was placed and why', () => {
    const order = rollInitiative(
      initiative.entities as never,
      createScriptedRng([3, 3, 3, 3, 2, 2]),
    );
    const ada = order.entries.find((entry) => entry.entity.id === 'cast:ada');
    expect(ada && describeInitiativeEntry(order, ada)).toEqual({
      expression: '3d6-2',
      detail: '3, 3, 3 − Carelessness 2',
      total: 7,
      result: expect.stringMatching(/^2nd of 2\. Tied on 7 with The Choir/) as unknown,
    });
  });
});

describe('initiativeLogEntries', () => {
  it('lists the last in the order first, so the first to act ends on top of the log', () => {
    const entities = [
      { id: 'cast:ada', name: 'Ada', carelessness: 2, kind: 'character' as const },
      { id: 'extra:1', name: 'The Hollow', carelessness: 0, kind: 'monster' as const },
    ];
    const order = rollInitiative(entities, createScriptedRng([1, 1, 1, 6, 6, 6]));
    expect(initiativeLogEntries(entities, order)).toEqual([
      { input: { entities, entity: 'cast:ada' }, source: 'Locus: Initiative (Ada)' },
      { input: { entities, entity: 'extra:1' }, source: 'Locus: Initiative (The Hollow)' },
    ]);
  });
});

describe('contestLogEntries', () => {
  it("lists side B first, so side A's line reads above it in the log", () => {
    const input = { ...contest, side: 'a' as const } as Parameters<typeof contestLogEntries>[0];
    expect(contestLogEntries(input)).toEqual([
      { input: { ...input, side: 'b' }, source: 'Locus: Attack (Monster on Ada), Monster' },
      { input: { ...input, side: 'a' }, source: 'Locus: Attack (Monster on Ada), Ada' },
    ]);
  });
});

describe('untrainedLogEntries', () => {
  const base = { who: 'Ada', linked: 'clumsiness' as const, ignorance: 3, linkedScore: 2 };

  it('lists the approach, then the action it let through', () => {
    const check = rollUntrainedCheck(3, 2, createScriptedRng([6, 6, 4, 5, 5, 3]));
    expect(untrainedLogEntries(base, check)).toEqual([
      { input: { ...base, step: 'approach' }, source: 'Locus: Untrained Check (Ada), approach' },
      { input: { ...base, step: 'action' }, source: 'Locus: Untrained Check (Ada), action' },
    ]);
  });

  it('lists the approach alone when it failed', () => {
    const check = rollUntrainedCheck(3, 2, createScriptedRng([6, 6, 1]));
    expect(untrainedLogEntries(base, check).map((entry) => entry.source)).toEqual([
      'Locus: Untrained Check (Ada), approach',
    ]);
  });
});
