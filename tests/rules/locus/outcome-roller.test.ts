import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  criticalButtonLabel,
  criticalToAdd,
  describeCriticalSuccess,
  OUTCOME_ROLLER_START,
  outcomeRollStale,
  rerollOutcomeShown,
  rollOutcomeShown,
  updateOutcomeRoller,
  type OutcomeLogInput,
} from '../../../src/rules/locus';

const input: OutcomeLogInput = { who: 'Ada', attribute: 'frailty', score: 3, difficulty: 'medium' };

describe('rollOutcomeShown', () => {
  it('rolls a fresh check for the character, with nothing re-rolled yet', () => {
    const roll = rollOutcomeShown(input, 'ada', createScriptedRng([5, 1, 2]));
    expect(roll).toMatchObject({ characterId: 'ada', who: 'Ada', input, rerolled: [], rerolls: 0 });
    expect(roll.check).toMatchObject({ dice: [5, 1, 2], usedValue: 2, success: false });
  });
});

describe('rerollOutcomeShown', () => {
  it('re-rolls the chosen dice, counts the re-roll and notes what it cost', () => {
    const roll = rollOutcomeShown(input, 'ada', createScriptedRng([5, 1, 2]));
    const next = rerollOutcomeShown(roll, [1, 2], 1, createScriptedRng([6, 4]));
    expect(next.roll.check).toMatchObject({ dice: [5, 6, 4], usedValue: 5, success: true });
    expect(next.roll).toMatchObject({ rerolled: [1, 2], rerolls: 1, who: 'Ada' });
    expect(next.note).toEqual({ indices: [1, 2], cost: 1 });
  });
});

describe('updateOutcomeRoller', () => {
  const roll = rollOutcomeShown(input, 'ada', createScriptedRng([6, 6, 6]));

  it('shows each roll anew and starts its re-roll choice and critical WP over', () => {
    const chosen = updateOutcomeRoller(
      updateOutcomeRoller(OUTCOME_ROLLER_START, { type: 'rolled', roll }),
      { type: 'choose-die', index: 2, on: true },
    );
    const added = updateOutcomeRoller(chosen, { type: 'critical-added', added: true });
    const again = updateOutcomeRoller(added, { type: 'rolled', roll });
    expect(again).toEqual({
      shown: { serial: 2, value: roll },
      selected: [],
      criticalAdded: false,
    });
  });

  it('keeps the dice chosen lowest first, once each, and lets one be unticked', () => {
    const rolled = updateOutcomeRoller(OUTCOME_ROLLER_START, { type: 'rolled', roll });
    const picks = [
      { index: 2, on: true },
      { index: 0, on: true },
      { index: 2, on: true },
      { index: 1, on: true },
      { index: 1, on: false },
    ];
    const chosen = picks.reduce(
      (state, pick) => updateOutcomeRoller(state, { type: 'choose-die', ...pick }),
      rolled,
    );
    expect(chosen.selected).toEqual([0, 2]);
  });

  it('shows a re-roll anew and clears the choice, keeping whether the WP was added', () => {
    const rolled = updateOutcomeRoller(OUTCOME_ROLLER_START, { type: 'rolled', roll });
    const added = updateOutcomeRoller(
      updateOutcomeRoller(rolled, { type: 'choose-die', index: 0, on: true }),
      { type: 'critical-added', added: true },
    );
    const rerolled = updateOutcomeRoller(added, { type: 'rerolled', roll });
    expect(rerolled).toEqual({
      shown: { serial: 2, value: roll },
      selected: [],
      criticalAdded: true,
    });
  });
});

describe('criticalToAdd', () => {
  const critical = rollOutcomeShown(input, 'ada', createScriptedRng([6, 6, 6]));

  it('offers the WP of a critical success rolled for a Cast member until it is added', () => {
    const rolled = updateOutcomeRoller(OUTCOME_ROLLER_START, { type: 'rolled', roll: critical });
    expect(criticalToAdd(rolled)).toBe(true);
    const added = updateOutcomeRoller(rolled, { type: 'critical-added', added: true });
    expect(criticalToAdd(added)).toBe(false);
    expect(
      criticalToAdd(updateOutcomeRoller(added, { type: 'critical-added', added: false })),
    ).toBe(true);
  });

  it('offers nothing before a roll, for typed values, or without a critical success', () => {
    expect(criticalToAdd(OUTCOME_ROLLER_START)).toBe(false);
    const typed = { ...critical, characterId: undefined };
    expect(
      criticalToAdd(updateOutcomeRoller(OUTCOME_ROLLER_START, { type: 'rolled', roll: typed })),
    ).toBe(false);
    const plain = rollOutcomeShown(input, 'ada', createScriptedRng([6, 6, 5]));
    expect(
      criticalToAdd(updateOutcomeRoller(OUTCOME_ROLLER_START, { type: 'rolled', roll: plain })),
    ).toBe(false);
  });
});

describe('describeCriticalSuccess', () => {
  it('says the WP gained and who may shed a card', () => {
    expect(describeCriticalSuccess('Ada')).toBe('+3 WP, and Ada may shed one non-Haunt card.');
    expect(describeCriticalSuccess('')).toBe(
      '+3 WP, and the character may shed one non-Haunt card.',
    );
  });
});

describe('criticalButtonLabel', () => {
  it('names the WP and who gets it', () => {
    expect(criticalButtonLabel('Ada')).toBe('Add 3 WP to Ada');
    expect(criticalButtonLabel('')).toBe('Add 3 WP to the character');
  });
});

describe('outcomeRollStale', () => {
  const roll = rollOutcomeShown(input, 'ada', createScriptedRng([5, 1, 2]));
  const rolled = updateOutcomeRoller(OUTCOME_ROLLER_START, { type: 'rolled', roll });

  it('keeps a roll for the character still chosen', () => {
    expect(outcomeRollStale(rolled, 'ada', null)).toBe(false);
    expect(outcomeRollStale(OUTCOME_ROLLER_START, undefined, null)).toBe(false);
  });

  it('marks the roll stale for another character, typed values, or fields that cannot be read', () => {
    expect(outcomeRollStale(rolled, 'bo', null)).toBe(true);
    expect(outcomeRollStale(rolled, undefined, null)).toBe(true);
    expect(outcomeRollStale(rolled, 'ada', 'Roll is off.')).toBe(true);
  });
});
