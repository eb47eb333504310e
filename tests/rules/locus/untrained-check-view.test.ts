import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { createCharacter, untrainedTool, viewUntrainedCheck } from '../../../src/rules/locus';

const blank = createCharacter('Ada', { id: 'ada' });
const ada = { ...blank, attributes: { ...blank.attributes, ignorance: 4 } };
const typed = {
  character: undefined,
  who: '',
  linked: 'clumsiness' as const,
  ignorance: 2,
  linkedScore: 3,
};

describe('viewUntrainedCheck', () => {
  it('gives the chance both succeed, then each check’s at Hard', () => {
    const view = viewUntrainedCheck(typed, null);
    expect(view.ignoranceOnSheet).toBeNull();
    expect(view.chances?.both.label).toBe('Chance both succeed');
    expect(view.chances?.approach).toEqual({
      label: 'Ignorance 2 at Hard',
      fraction: { numerator: 64n, denominator: 216n },
    });
    expect(view.chances?.action.label).toBe('Clumsiness 3 at Hard');
    expect(view.blocked).toBeNull();
    expect(view.toRoll).toEqual({ who: '', linked: 'clumsiness', ignorance: 2, linkedScore: 3 });
  });

  it('reads Ignorance from a Cast member’s sheet', () => {
    const view = viewUntrainedCheck({ ...typed, character: ada, who: 'Ada', ignorance: 4 }, null);
    expect(view.ignoranceOnSheet).toEqual({
      before: 'Ignorance ',
      value: 4,
      after: " from Ada's sheet",
    });
  });

  it('says why the roll waits while a value cannot be read', () => {
    const view = viewUntrainedCheck({ ...typed, linkedScore: null }, null);
    expect(view.chances).toBeNull();
    expect(view.chancesWait).toBe(
      'The chance shows once both values are whole numbers from 1 to 5.',
    );
    expect(view.blocked).toBe('Roll is off until both values are whole numbers from 1 to 5.');
    expect(view.toRoll).toBeNull();
  });

  it('says both steps of a roll whose approach succeeded, and the verdict', () => {
    const input = { ...viewUntrainedCheck(typed, null).toRoll!, step: 'approach' as const };
    const check = untrainedTool.roll(input, createScriptedRng([6, 6, 6, 6, 6, 6]));
    const view = viewUntrainedCheck(typed, {
      serial: 1,
      value: { check, who: 'Ada', linkedName: 'Clumsiness' },
    });
    expect(view.shown?.value.approach).toMatchObject({
      heading: 'Approach: Hard Ignorance 2',
      label: 'Approach dice',
      verdict: 'Succeeded',
    });
    expect(view.shown?.value.action?.heading).toBe('Action: Hard Clumsiness 3');
    expect(view.shown?.value.verdict).toEqual({
      who: 'Ada: ',
      verdict: 'Both checks succeeded',
      meaning: ': success as intended.',
    });
  });

  it('leaves the action out when the approach failed', () => {
    const input = { ...viewUntrainedCheck(typed, null).toRoll!, step: 'approach' as const };
    const check = untrainedTool.roll(input, createScriptedRng([1, 1, 1]));
    const view = viewUntrainedCheck(typed, {
      serial: 1,
      value: { check, who: '', linkedName: 'Clumsiness' },
    });
    expect(view.shown?.value.action).toBeNull();
    expect(view.shown?.value.verdict.verdict).toBe('The Untrained Check failed');
  });
});
