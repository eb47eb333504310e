import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  addInjury,
  createCharacter,
  startStressCheckFields,
  stressCheckSheetChange,
  stressTool,
  viewStressCheck,
  type CheckReading,
} from '../../../src/rules/locus';

const ada = { ...createCharacter('Ada', { id: 'ada' }), stress: 'tense' as const };
const adaReads: CheckReading = { character: ada, who: 'Ada', attribute: 'temper', score: 3 };
const typed: CheckReading = { character: undefined, who: '', attribute: 'cowardice', score: 2 };

describe('startStressCheckFields', () => {
  it('starts Medium in general, and at the injury’s difficulty after one', () => {
    expect(startStressCheckFields()).toEqual({
      cause: 'general',
      difficulty: 'medium',
      typedStress: 'uneasy',
    });
    expect(startStressCheckFields('grievous')).toMatchObject({
      cause: 'grievous',
      difficulty: 'hard',
    });
  });
});

describe('viewStressCheck', () => {
  it('reads a Cast member’s Stress from the sheet and rolls from it', () => {
    const view = viewStressCheck(startStressCheckFields(), adaReads, null);
    expect(view.stressOnSheet).toEqual({ before: 'Ada is ', value: 'Tense', after: '' });
    expect(view.toRoll).toEqual({
      who: 'Ada',
      attribute: 'temper',
      score: 3,
      difficulty: 'medium',
      stress: 'tense',
    });
    expect(view.difficulty.chance?.label).toBe('Chance to pass (above 3)');
    expect(view.causeHint).toMatch(/^Called for by: Failing any Check; Seeing a Monster; /);
    expect(view.commonAttributes.label).toBe('Common choices (from the text)');
  });

  it('rolls typed values from the Stress chosen, and waits while the score cannot be read', () => {
    const fields = { ...startStressCheckFields(), typedStress: 'stressed' as const };
    expect(viewStressCheck(fields, typed, null).stressOnSheet).toBeNull();
    expect(viewStressCheck(fields, typed, null).toRoll?.stress).toBe('stressed');
    expect(viewStressCheck(fields, { ...typed, score: null }, null).toRoll).toBeNull();
  });

  it('says why a character’s injury raised the difficulty', () => {
    const hurt = addInjury(ada, 'grievous', 'Claws');
    const view = viewStressCheck(startStressCheckFields(), { ...adaReads, character: hurt }, null);
    expect(view.difficulty).toMatchObject({
      label: 'Hard',
      why: "raised by Ada's Grievous injury",
    });
  });

  it('says the roll shown: its heading, verdict and what it did to Stress', () => {
    const input = viewStressCheck(startStressCheckFields(), adaReads, null).toRoll!;
    const result = stressTool.roll(input, createScriptedRng([1, 2, 1]));
    const rolled = { result, who: 'Ada', attribute: 'temper' as const };
    const view = viewStressCheck(startStressCheckFields(), adaReads, { serial: 4, value: rolled });
    expect(view.shown?.serial).toBe(4);
    expect(view.shown?.value).toMatchObject({
      heading: 'Ada: Temper 3, Medium',
      verdict: 'Failed',
      outcome: 'Stress rises from Tense to Stressed.',
    });
  });
});

describe('stressCheckSheetChange', () => {
  it('raises the sheet’s Stress one level and says how it is taken back', () => {
    const result = stressTool.roll(
      { who: 'Ada', attribute: 'temper', score: 3, difficulty: 'medium', stress: 'tense' },
      createScriptedRng([1, 2, 1]),
    );
    const change = stressCheckSheetChange(result);
    expect(change.update(ada)).toMatchObject({ stress: 'stressed' });
    expect(change.describe('Ada', ada)).toMatchObject({
      undone: "Took back the Stress Check: Ada's Stress is Tense again.",
    });
  });
});
