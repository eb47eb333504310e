import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  hpLostPerRound,
  readDeathSave,
  readWound,
  rollDeathSave,
  rollWound,
  tickRound,
  NEXT_ROUND_OFF,
  ONGOING_LOSS_LABELS,
} from '../../../src/rules/eldritch-instinct/death';
import {
  readDieOfFate,
  readMiscast,
  readReaction,
  rollDieOfFate,
  rollMiscast,
  rollReaction,
  rollStudyTime,
} from '../../../src/rules/eldritch-instinct/small-rollers';

describe('readDeathSave and rollDeathSave', () => {
  it('reads 0 as heavily wounded, 1-4 as dying and 5-9 as dead on the Death Table', () => {
    expect(readDeathSave(0)).toMatchObject({ result: 'heavily-wounded' });
    expect(readDeathSave(0).text).toContain('Gain 1 HP');
    expect(readDeathSave(4)).toMatchObject({ result: 'dying' });
    expect(readDeathSave(5)).toMatchObject({ result: 'dead' });
    expect(() => readDeathSave(10)).toThrow(RangeError);
  });
  it('rolls 1d10 read 0-9', () => {
    expect(rollDeathSave(createScriptedRng([1])).roll).toBe(0);
    expect(rollDeathSave(createScriptedRng([10])).roll).toBe(9);
  });
});

describe('readWound and rollWound', () => {
  it('reads the d100 in tens and the area from the d10', () => {
    expect(readWound(47, 9)).toMatchObject({
      row: '40',
      effect: 'Bleeding or Burning.',
      area: 'Head',
    });
    expect(readWound(5, 0)).toMatchObject({ row: '00', effect: 'Flesh Wound.', area: 'Legs' });
  });
  it('adds a weapon’s +10 and stops at the last row', () => {
    expect(readWound(47, 1, 10)).toMatchObject({ total: 57, row: '50' });
    expect(readWound(95, 1, 10)).toMatchObject({ total: 99, row: '90', effect: 'Death Save.' });
  });
  it('rolls a d100 read 00-99 and a d10 read 0-9', () => {
    expect(rollWound(createScriptedRng([1, 10]))).toMatchObject({ roll: 0, areaRoll: 9 });
  });
  it('refuses rolls outside the tables', () => {
    expect(() => readWound(100, 0)).toThrow(RangeError);
    expect(() => readWound(0, 10)).toThrow(RangeError);
  });
});

describe('hpLostPerRound and tickRound', () => {
  it('loses 1 HP per round for Bleeding, 1 for Burning', () => {
    expect(hpLostPerRound({ bleeding: true, burning: false })).toBe(1);
    expect(hpLostPerRound({ bleeding: true, burning: true })).toBe(2);
    expect(tickRound(5, { bleeding: true, burning: true })).toEqual({
      hp: 3,
      lost: 2,
      reachedZero: false,
    });
  });
  it('never goes below 0 HP and says when 0 is reached', () => {
    expect(tickRound(1, { bleeding: true, burning: true })).toEqual({
      hp: 0,
      lost: 1,
      reachedZero: true,
    });
    expect(tickRound(0, { bleeding: true, burning: false })).toEqual({
      hp: 0,
      lost: 0,
      reachedZero: false,
    });
  });
});

describe('small rollers', () => {
  it('reads the reaction 2d6 with a modifier, clamped to the table', () => {
    expect(readReaction([1, 1])).toMatchObject({ total: 2, reaction: 'Hostile', agrees: false });
    expect(readReaction([4, 5])).toMatchObject({ total: 9, reaction: 'Kind', agrees: true });
    expect(readReaction([1, 1], -4)).toMatchObject({ total: -2, reaction: 'Hostile' });
    expect(readReaction([6, 6], 9)).toMatchObject({ modifier: 4, total: 16, reaction: 'Helpful' });
    expect(rollReaction(createScriptedRng([3, 4]), 1)).toMatchObject({
      dice: [3, 4],
      total: 8,
      reaction: 'Curious',
    });
  });
  it('reads the Die of Fate: 4 or more favours the players', () => {
    expect(readDieOfFate(4).favours).toBe('players');
    expect(readDieOfFate(3).favours).toBe('bad-luck');
    expect(rollDieOfFate(createScriptedRng([6])).roll).toBe(6);
  });
  it('reads the lesser or greater column of the Miscast table', () => {
    expect(readMiscast(2, 'lesser').effect).toBe('Unbearable stench.');
    expect(readMiscast(2, 'greater').effect).toBe('Your body and face contort permanently.');
    expect(rollMiscast(createScriptedRng([8]), 'greater').roll).toBe(8);
    expect(() => readMiscast(9, 'lesser')).toThrow(RangeError);
  });
  it('rolls study time as 2d6 hours or days', () => {
    expect(rollStudyTime(createScriptedRng([2, 5]), 'initial-reading')).toEqual({
      kind: 'initial-reading',
      dice: [2, 5],
      amount: 7,
      unit: 'hours',
    });
    expect(rollStudyTime(createScriptedRng([6, 6]), 'learn-spell')).toMatchObject({
      amount: 12,
      unit: 'days',
    });
  });
});

describe('ONGOING_LOSS_LABELS and NEXT_ROUND_OFF', () => {
  it('name the conditions that cost HP, and say why a round cannot be counted yet', () => {
    expect(ONGOING_LOSS_LABELS).toEqual({ bleeding: 'Bleeding', burning: 'Burning' });
    expect(NEXT_ROUND_OFF).toBe('Next round is off until HP is a whole number from 0 to 999.');
  });
});
