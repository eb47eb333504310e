import { describe, expect, it } from 'vitest';
import { DW_TEST_DEFAULTS } from '../../../src/rules/dead-weight/attribute-test';
import {
  DW_NO_TEST_ROLL,
  startDwTestRoll,
  updateDwTestRoll,
  type DwTestRollEvent,
} from '../../../src/rules/dead-weight/test-roll';

const input = { ...DW_TEST_DEFAULTS, pool: 3, proficiency: 1, advantage: true };
const start = {
  input,
  dice: [3, 5, 2],
  characterId: 'ada',
  who: 'Ada',
  last: 'Rolled 3 dice.',
};
const first = startDwTestRoll(null, start, { attribute: 'str' });

type Rolled = typeof first;
const run = (...events: DwTestRollEvent<Rolled>[]) =>
  events.reduce(updateDwTestRoll<Rolled>, DW_NO_TEST_ROLL);

describe('startDwTestRoll', () => {
  it('makes the first roll serial 1, with the re-rolls its input gives and no fatigue added', () => {
    expect(first).toEqual({
      ...start,
      attribute: 'str',
      serial: 1,
      left: { proficiency: 1, advantage: 1, gm: 0 },
      fatigueAdded: false,
    });
  });

  it('counts on from the roll before and adds the tokens to the re-rolls', () => {
    const added = { ...first, fatigueAdded: true };
    const next = startDwTestRoll(added, { ...start, tokens: { dodge: 2 } }, {});
    expect(next.serial).toBe(2);
    expect(next.left).toEqual({ dodge: 2, proficiency: 1, advantage: 1, gm: 0 });
    expect(next.fatigueAdded).toBe(false);
  });
});

describe('updateDwTestRoll', () => {
  it('starts with no roll and no die picked', () => {
    expect(DW_NO_TEST_ROLL).toEqual({ rolled: null, selected: null });
  });

  it('keeps the die picked through a re-roll, and forgets it on a new roll', () => {
    const rerolled: Rolled = { ...first, dice: [6, 5, 2], last: 'Proficiency re-roll.' };
    const picked = run(
      { type: 'rolled', rolled: first },
      { type: 'picked', index: 0 },
      { type: 'rerolled', rolled: rerolled },
    );
    expect(picked).toEqual({ rolled: rerolled, selected: 0 });
    const second = startDwTestRoll(rerolled, start, { attribute: 'str' });
    expect(updateDwTestRoll(picked, { type: 'rolled', rolled: second })).toEqual({
      rolled: second,
      selected: null,
    });
  });

  it('marks the fatigue added, and not added after an undo, on the roll that added it', () => {
    const added = run({ type: 'rolled', rolled: first }, { type: 'fatigue-added', serial: 1 });
    expect(added.rolled?.fatigueAdded).toBe(true);
    expect(updateDwTestRoll(added, { type: 'fatigue-undone', serial: 1 }).rolled).toEqual(first);
  });

  it('leaves a newer roll as it is when the fatigue of an older one is undone', () => {
    const second = startDwTestRoll(first, start, { attribute: 'str' });
    const state = run(
      { type: 'rolled', rolled: first },
      { type: 'fatigue-added', serial: 1 },
      { type: 'rolled', rolled: { ...second, fatigueAdded: true } },
    );
    expect(updateDwTestRoll(state, { type: 'fatigue-undone', serial: 1 })).toBe(state);
    expect(run({ type: 'fatigue-added', serial: 1 })).toEqual(DW_NO_TEST_ROLL);
  });
});
