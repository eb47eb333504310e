import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  newChase,
  newNextObstacle,
  rollChaseObstacle,
  scoreChaseObstacle,
  settleChase,
} from '../../../src/rules/eldritch-instinct/chase';
import {
  $chase,
  $chaseNotice,
  addObstacle,
  addRunner,
  EI_CHASE_KEY,
  planObstacle,
  restoreChase,
  setChaseOpponent,
  setChaseRole,
  startNewChase,
  undoNewChase,
  $chaseUndo,
} from '../../../src/stores/eldritch-instinct/chase';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $chase.set(newChase());
  $chaseNotice.set(undefined);
  $chaseUndo.set({ removed: null, refused: null, message: null });
});

const d100 = (roll: number) => roll + 1;
const next = newNextObstacle();

/** A stored chase: Ada, pursuing the Ghoul, one obstacle rolled (STR 60 rolling 44 vs 40 rolling 30). */
const stored = (change: Record<string, unknown> = {}, obstacle: Record<string, unknown> = {}) =>
  JSON.stringify({
    version: 1,
    role: 'pursuing',
    opponent: 'The Ghoul',
    runners: [
      {
        name: 'Ada',
        obstacles: [
          {
            ability: 'STR',
            pcScore: 60,
            opponentScore: 40,
            pcRoll: 44,
            opponentRoll: 30,
            ...obstacle,
          },
        ],
        next: { ...next, pcText: '6' },
      },
    ],
    last: 'Ada',
    ...change,
  });

describe('addRunner', () => {
  it('adds a PC and saves the chase', () => {
    expect(addRunner(' Ada ').ok).toBe(true);
    expect(savedJson(EI_CHASE_KEY)).toEqual({
      version: 1,
      role: 'fleeing',
      opponent: '',
      runners: [{ name: 'Ada', obstacles: [], next }],
      last: null,
    });
  });

  it('refuses a name already running and saves nothing new', () => {
    addRunner('Ada');
    expect(addRunner('ada')).toMatchObject({ ok: false, error: { code: 'taken' } });
    expect($chase.get().runners).toHaveLength(1);
  });
});

describe('setChaseRole, setChaseOpponent and planObstacle', () => {
  it('save the sides, the opponent and the next obstacle as typed', () => {
    addRunner('Ada');
    setChaseRole('pursuing');
    setChaseOpponent('The Ghoul');
    planObstacle('Ada', { ability: 'WIL', pcText: 'abc' });
    expect(savedJson(EI_CHASE_KEY)).toMatchObject({
      role: 'pursuing',
      opponent: 'The Ghoul',
      runners: [{ name: 'Ada', next: { ...next, ability: 'WIL', pcText: 'abc' } }],
    });
  });
});

describe('addObstacle', () => {
  it('saves the obstacle’s scores and dice, and whose result is last', () => {
    addRunner('Ada');
    const rolled = rollChaseObstacle('WIL', 60, 40, createScriptedRng([d100(55), d100(20)]));
    addObstacle('Ada', rolled);
    expect(savedJson(EI_CHASE_KEY)).toMatchObject({
      runners: [
        {
          name: 'Ada',
          obstacles: [
            { ability: 'WIL', pcScore: 60, opponentScore: 40, pcRoll: 55, opponentRoll: 20 },
          ],
        },
      ],
      last: 'Ada',
    });
  });
});

describe('$chase read back', () => {
  it('stands where it was: each obstacle scored again from its dice, the verdict with it', () => {
    const read = writeFromAnotherTab($chase, EI_CHASE_KEY, stored());
    expect(read).toEqual({
      role: 'pursuing',
      opponent: 'The Ghoul',
      runners: [
        {
          name: 'Ada',
          obstacles: [
            scoreChaseObstacle(
              'STR',
              { score: 60, roll: 44 },
              { score: 40, roll: 30 },
              { pc: 'Ada', opponent: 'The Ghoul' },
            ),
          ],
          next: { ...next, pcText: '6' },
        },
      ],
      last: 'Ada',
    });
    expect(read.runners[0]?.obstacles[0]?.points).toBe(2);
    expect(settleChase(read.role, read.runners)[0]?.verdict).toBe('running');
  });

  it('round-trips a chase with a helping third save', () => {
    addRunner('Ada');
    addRunner('Bo');
    const crit = scoreChaseObstacle('DEX', { score: 50, roll: 44 }, { score: 50, roll: 10 });
    addObstacle('Ada', crit);
    addObstacle('Ada', crit);
    addObstacle('Ada', { ...crit, helping: 'Bo' });
    const text = JSON.stringify(savedJson(EI_CHASE_KEY));
    const chase = $chase.get();
    $chase.set(newChase());
    expect(writeFromAnotherTab($chase, EI_CHASE_KEY, text)).toEqual({
      ...chase,
      runners: chase.runners.map((runner) => ({
        ...runner,
        obstacles: runner.obstacles.map((obstacle) => ({
          ...obstacle,
          explanation: expect.any(String),
        })),
      })),
    });
    expect($chaseNotice.get()).toBeUndefined();
  });

  for (const [what, text] of [
    ['a score above 120', stored({}, { pcScore: 121 })],
    ['a roll of 100', stored({}, { opponentRoll: 100 })],
    ['an ability the chase has not', stored({}, { ability: 'CHA' })],
    ['a helping first save', stored({}, { helping: 'Ada' })],
    ['a last result no PC has', stored({ last: 'Bo' })],
    [
      'a seventh PC',
      stored({
        runners: Array.from({ length: 7 }, (_, n) => ({ name: `PC ${n}`, obstacles: [], next })),
      }),
    ],
    [
      'a typed score longer than any score',
      stored({
        runners: [{ name: 'Ada', obstacles: [], next: { ...next, pcText: '1'.repeat(13) } }],
        last: null,
      }),
    ],
  ] as const) {
    it(`refuses a saved chase with ${what}, with the notice`, () => {
      expect(writeFromAnotherTab($chase, EI_CHASE_KEY, text)).toEqual(newChase());
      expect($chaseNotice.get()).toMatch(/^The saved chase could not be read/);
    });
  }

  itSetsAsideUnreadableText(() => ({
    store: $chase,
    notice: $chaseNotice,
    key: EI_CHASE_KEY,
    initial: newChase(),
    wrongShape: stored({}, { points: 2, pcRoll: -1 }),
    label: 'chase',
  }));
});

describe('startNewChase and restoreChase', () => {
  it('clears the PCs (the sides and the opponent stay) and puts the chase back for Undo', () => {
    addRunner('Ada');
    setChaseRole('pursuing');
    setChaseOpponent('The Ghoul');
    addObstacle('Ada', scoreChaseObstacle('DEX', { score: 50, roll: 40 }, { score: 50, roll: 30 }));
    const before = $chase.get();
    const done = startNewChase();
    expect(done).toEqual({ cleared: before, started: newChase('pursuing', 'The Ghoul') });
    expect(done.cleared).toBe(before);
    expect($chase.get()).toEqual(newChase('pursuing', 'The Ghoul'));
    expect(savedJson(EI_CHASE_KEY)).toMatchObject({ runners: [], last: null });
    expect(restoreChase(done)).toEqual({ ok: true, value: before });
    expect($chase.get()).toBe(before);
    expect(savedJson(EI_CHASE_KEY)).toMatchObject({ runners: [{ name: 'Ada' }], last: 'Ada' });
  });

  it('puts it back after another tab saved the same new chase again', () => {
    addRunner('Ada');
    const done = startNewChase();
    writeFromAnotherTab($chase, EI_CHASE_KEY, JSON.stringify(savedJson(EI_CHASE_KEY)));
    expect($chase.get()).not.toBe(done.started);
    expect(restoreChase(done).ok).toBe(true);
    expect($chase.get().runners.map((runner) => runner.name)).toEqual(['Ada']);
  });

  it('refuses, changing nothing, once the new chase has changed since (a PC added in another tab)', () => {
    addRunner('Ruth');
    addRunner('Silas');
    const done = startNewChase();
    const other = JSON.stringify({
      ...(savedJson(EI_CHASE_KEY) as object),
      runners: [{ name: 'Zed', obstacles: [], next }],
    });
    writeFromAnotherTab($chase, EI_CHASE_KEY, other);
    expect(restoreChase(done)).toEqual({
      ok: false,
      error: {
        code: 'changed',
        message:
          'The chase has changed since (in another tab), so the Undo would lose that; change it back by hand.',
      },
    });
    expect($chase.get().runners.map((runner) => runner.name)).toEqual(['Zed']);
    expect(savedJson(EI_CHASE_KEY)).toMatchObject({ runners: [{ name: 'Zed' }] });
  });

  it('refuses once the opponent was renamed since', () => {
    addRunner('Ada');
    const done = startNewChase();
    setChaseOpponent('The Ghoul');
    expect(restoreChase(done).ok).toBe(false);
    expect($chase.get()).toEqual(newChase('fleeing', 'The Ghoul'));
  });
});

describe('$chaseUndo and undoNewChase', () => {
  it('keeps what a new chase cleared until the Undo puts it back, then nothing', () => {
    addRunner('Ada');
    const before = $chase.get();
    const done = startNewChase();
    expect($chaseUndo.get()).toEqual({ removed: done, refused: null, message: null });
    expect(undoNewChase()).toEqual({ ok: true, value: before });
    expect($chaseUndo.get()).toEqual({ removed: null, refused: null, message: null });
    expect(undoNewChase()).toBeUndefined();
  });

  it('drops the Undo once the chase is changed here', () => {
    addRunner('Ada');
    startNewChase();
    setChaseRole('pursuing');
    expect($chaseUndo.get().removed).toBeNull();
    startNewChase();
    addRunner('Bo');
    expect($chaseUndo.get().removed).toBeNull();
  });

  it('keeps the refusal and why, when the chase changed in another tab since', () => {
    addRunner('Ada');
    const done = startNewChase();
    const other = JSON.stringify({
      ...(savedJson(EI_CHASE_KEY) as object),
      runners: [{ name: 'Zed', obstacles: [], next }],
    });
    writeFromAnotherTab($chase, EI_CHASE_KEY, other);
    expect(undoNewChase()?.ok).toBe(false);
    expect($chaseUndo.get()).toEqual({
      removed: null,
      refused: done,
      message:
        'The chase has changed since (in another tab), so the Undo would lose that; change it back by hand.',
    });
    setChaseOpponent('The Ghoul');
    expect($chaseUndo.get().refused).toBeNull();
  });
});
