import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { DW_AFFLICTIONS, type DwAffliction } from '../../../src/rules/dead-weight/character';
import {
  classifyDwDecayText,
  labelDwPendingDecay,
  readDwDecayRow,
  resolveDwDecayTotal,
  rollDwDecay,
  DW_DECAY_MAX,
} from '../../../src/rules/dead-weight/decay';

describe('classifyDwDecayText', () => {
  it('reads every row of the Decay table as the effect it has on a character', () => {
    const kinds = Array.from({ length: 11 }, (_, index) => {
      const effect = classifyDwDecayText(readDwDecayRow(index + 2));
      return effect.kind === 'affliction' ? effect.affliction : effect.kind;
    });
    expect(kinds).toEqual([
      'none',
      'fatigue',
      'Terrified',
      'Sleepy',
      'Parched',
      'doom',
      'Hungry',
      'Hopeless',
      'Angry',
      'wound',
      'equipment',
    ]);
  });
});

describe('resolveDwDecayTotal', () => {
  it('keeps the rolled result when the character does not have that affliction', () => {
    expect(resolveDwDecayTotal(4, ['Hungry'])).toBe(4);
    expect(resolveDwDecayTotal(7, ['Terrified', 'Sleepy', 'Parched'])).toBe(7);
  });

  it('adds 1 while the result is an affliction the character already has', () => {
    expect(resolveDwDecayTotal(4, ['Terrified'])).toBe(5);
    expect(resolveDwDecayTotal(4, ['Terrified', 'Sleepy', 'Parched'])).toBe(7);
    expect(resolveDwDecayTotal(8, ['Hungry', 'Hopeless'])).toBe(10);
  });

  it('never runs past 12: a character with every affliction who rolls Angry takes a wound (11) instead', () => {
    expect(resolveDwDecayTotal(10, [...DW_AFFLICTIONS])).toBe(11);
    expect(readDwDecayRow(11)).toMatch(/^Wound/);
  });

  it('stays within 2-12 and at or above the roll for every roll and every set of afflictions', () => {
    const tableAfflictions: DwAffliction[] = [
      'Terrified',
      'Sleepy',
      'Parched',
      'Hungry',
      'Hopeless',
      'Angry',
    ];
    for (let mask = 0; mask < 2 ** tableAfflictions.length; mask += 1) {
      const had = tableAfflictions.filter((_, bit) => mask & (1 << bit));
      for (let rolled = 2; rolled <= 12; rolled += 1) {
        const total = resolveDwDecayTotal(rolled, had);
        expect(total).toBeGreaterThanOrEqual(rolled);
        expect(total).toBeLessThanOrEqual(DW_DECAY_MAX);
        const effect = classifyDwDecayText(readDwDecayRow(total));
        // the final result is never an affliction the character already has
        expect(effect.kind === 'affliction' && had.includes(effect.affliction)).toBe(false);
      }
    }
  });
});

describe('rollDwDecay', () => {
  it('rolls 2d6 and reports both the rolled total and the total after the add-1 rule', () => {
    const roll = rollDwDecay(['Sleepy'], createScriptedRng([2, 3]));
    expect(roll).toEqual({
      dice: [2, 3],
      rolled: 5,
      total: 6,
      text: 'Parched',
      effect: { kind: 'affliction', affliction: 'Parched' },
    });
  });

  it('gives the doom effect on a 7', () => {
    expect(rollDwDecay([], createScriptedRng([3, 4])).effect).toEqual({ kind: 'doom' });
  });
});

describe('labelDwPendingDecay', () => {
  it('asks which attribute takes the fatigue or the wound, and names the button that applies it', () => {
    expect(labelDwPendingDecay({ name: 'Ada', kind: 'fatigue' })).toEqual({
      question: 'Ada: fatigue on which attribute?',
      apply: 'Apply fatigue to Ada',
    });
    expect(labelDwPendingDecay({ name: 'Bo', kind: 'wound' })).toEqual({
      question: 'Bo: wound on which attribute?',
      apply: 'Apply wound to Bo',
    });
  });
});
