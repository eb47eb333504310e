import { describe, expect, it } from 'vitest';
import {
  describeDwExpeditionProgress,
  advanceDwDecayTrack,
  countDwActionTurns,
  describeDwActionCost,
  dwLeaveBlockedBy,
  dwUndoBlockedBy,
  findDwLocationTrack,
  DW_EXPLORATION_ACTIONS,
  findDwExplorationAction,
  parseDwTurns,
} from '../../../src/rules/dead-weight/expedition';

function action(id: string) {
  const found = findDwExplorationAction(id);
  if (!found) throw new Error(`no action ${id}`);
  return found;
}

describe('DW_EXPLORATION_ACTIONS', () => {
  it('links each action to its heading on the Exploration Actions page', () => {
    expect(DW_EXPLORATION_ACTIONS.map((item) => item.anchor)).toEqual([
      'move-1-turn',
      'loot-1-turn',
      'parley-1-turn',
      'start-combat-1-turn',
      'catch-your-breath-1-turn',
      'look-for-traps-1-turn',
      'use-a-quick-item-free',
      'use-a-slow-item-1-turn',
      'cast-a-spell-or-prayer-1-turn',
      'concentrate-1-turn',
      'freeform-1-or-more-turns',
      'set-up-camp-1-turn',
      'take-a-free-action-free',
    ]);
  });

  it('lists the thirteen actions of the Exploration Actions page with their turn costs', () => {
    expect(
      DW_EXPLORATION_ACTIONS.map((item) => `${item.name}: ${describeDwActionCost(item)}`),
    ).toEqual([
      'Move: 1+ turns',
      'Loot: 1 turn',
      'Parley: 1 turn',
      'Start Combat: 1 turn',
      'Catch your breath: 1 turn',
      'Look for traps: 1 turn',
      'Use a quick item: free',
      'Use a slow item: 1 turn',
      'Cast a spell or prayer: 1 turn',
      'Concentrate: 1 turn',
      'Freeform: 1+ turns',
      'Set up Camp: 1 turn',
      'Take a free action: free',
    ]);
  });
});

describe('countDwActionTurns', () => {
  it('spends the fixed cost of a one-turn or free action, whatever is asked', () => {
    expect(countDwActionTurns(action('loot'), 5)).toBe(1);
    expect(countDwActionTurns(action('free-action'))).toBe(0);
  });

  it('spends the turns asked for a freeform action or a long move', () => {
    expect(countDwActionTurns(action('freeform'), 3)).toBe(3);
    expect(countDwActionTurns(action('move'), 2)).toBe(2);
    expect(countDwActionTurns(action('move'))).toBe(1);
  });
});

describe('parseDwTurns', () => {
  it('lets a move be free (0) but asks a freeform action for at least 1 turn', () => {
    expect(parseDwTurns('0', action('move'))).toEqual({ ok: true, value: 0 });
    expect(parseDwTurns('0', action('freeform'))).toEqual({
      ok: false,
      error: { code: 'too-low', message: 'The number of turns must be at least 1.' },
    });
  });

  it('explains empty and non-numeric input', () => {
    expect(parseDwTurns('', action('freeform'))).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Enter the number of turns: a whole number from 1 to 20.' },
    });
    expect(parseDwTurns('1.5', action('move'))).toEqual({
      ok: false,
      error: {
        code: 'not-whole',
        message: 'The number of turns must be a whole number: “1.5” has a fraction.',
      },
    });
  });
});

describe('advanceDwDecayTrack', () => {
  it('advances one step per turn and rolls decay on the sixth', () => {
    expect(advanceDwDecayTrack(0, 5, false)).toEqual({ step: 5, decays: 0 });
    expect(advanceDwDecayTrack(5, 1, false)).toEqual({ step: 0, decays: 1 });
  });

  it('rolls decay once for every six turns spent, even in one action', () => {
    expect(advanceDwDecayTrack(4, 3, false)).toEqual({ step: 1, decays: 1 });
    expect(advanceDwDecayTrack(0, 12, false)).toEqual({ step: 0, decays: 2 });
  });

  it('does not advance in a safe place', () => {
    expect(advanceDwDecayTrack(5, 3, true)).toEqual({ step: 5, decays: 0 });
  });
});

describe('describeDwExpeditionProgress', () => {
  it('counts the turns and names the location when there is one', () => {
    expect(describeDwExpeditionProgress(1, null)).toBe('1 turn spent');
    expect(describeDwExpeditionProgress(4, 'Crypt')).toBe('4 turns spent · at Crypt');
  });
});

describe('findDwLocationTrack', () => {
  const tracks = [{ location: 'Crypt' }, { location: 'The Old Well' }];

  it('finds a location however its case and spaces were typed', () => {
    expect(findDwLocationTrack(tracks, 'crypt')).toBe(tracks[0]);
    expect(findDwLocationTrack(tracks, '  CRYPT ')).toBe(tracks[0]);
    expect(findDwLocationTrack(tracks, 'the  old   well')).toBe(tracks[1]);
  });

  it('finds nothing for a new place', () => {
    expect(findDwLocationTrack(tracks, 'Crypts')).toBeUndefined();
    expect(findDwLocationTrack([], 'Crypt')).toBeUndefined();
  });
});

describe('dwLeaveBlockedBy', () => {
  it('lets a party in the dungeon leave and says why one that has left cannot', () => {
    expect(dwLeaveBlockedBy(false)).toBeNull();
    expect(dwLeaveBlockedBy(true)).toMatch(/already left the dungeon/);
  });
});

describe('dwUndoBlockedBy', () => {
  it('is null while there is a step to undo', () => {
    expect(dwUndoBlockedBy(true, 3)).toBeNull();
  });
  it('says nothing is done yet on a fresh expedition', () => {
    expect(dwUndoBlockedBy(false, 0)).toBe(
      'Nothing to undo yet: each step can be undone once taken.',
    );
  });
  it('says only the last step can be undone once it has been, the log still holding earlier ones', () => {
    expect(dwUndoBlockedBy(false, 2)).toBe(
      'Only the last step can be undone, and it has been: the next step taken can be undone.',
    );
  });
});
