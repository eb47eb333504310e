import { describe, expect, it } from 'vitest';
import {
  SMALL_ROLLER_PARTS,
  SMALL_ROLLERS,
} from '../../../src/rules/eldritch-instinct/small-roller-parts';
import { scriptedLog } from './scripted-log';

describe('SMALL_ROLLERS', () => {
  it('lists the four rollers in order, each titled', () => {
    expect(SMALL_ROLLER_PARTS.map((part) => SMALL_ROLLERS[part].title)).toEqual([
      'Reaction roll',
      'Die of Fate',
      'Miscast roll',
      'Study time',
    ]);
  });

  it('asks the reaction roll for the Warden’s modifier, from 0, and says the favour it gives', () => {
    const { choice, button, roll } = SMALL_ROLLERS.reaction;
    expect(choice).toMatchObject({ look: 'select', idEnd: 'modifier', start: '0' });
    expect(choice?.options).toHaveLength(9);
    expect(button).toBe('Roll reaction');
    const { log, sources } = scriptedLog([4, 3]);
    expect(roll('2', log)).toBe('Rolled 4 + 3 + 2 = 9: Kind. For a favour: the NPC agrees (9+).');
    expect(sources).toEqual(['NPC reaction']);
  });

  it('rolls the Die of Fate with nothing to ask', () => {
    const { log, sources } = scriptedLog([5]);
    expect(SMALL_ROLLERS.fate.choice).toBeNull();
    expect(SMALL_ROLLERS.fate.roll('', log)).toMatch(/^Rolled 5: /);
    expect(sources).toEqual(['Die of Fate']);
  });

  it('asks the miscast roll for the spell’s kind as radios, logging the kind', () => {
    const { choice, roll } = SMALL_ROLLERS.miscast;
    expect(choice).toMatchObject({
      look: 'radios',
      idEnd: 'kind',
      label: 'Spell',
      start: 'lesser',
    });
    const { log, sources } = scriptedLog([3]);
    expect(roll('greater', log)).toMatch(/^Rolled 3 \(greater spell\): /);
    expect(sources).toEqual(['Miscast (greater spell)']);
  });

  it('asks what is studied and says the time in its unit', () => {
    const { choice, roll } = SMALL_ROLLERS.study;
    expect(choice?.options.map((option) => option.value)).toEqual([
      'initial-reading',
      'further-study',
      'learn-spell',
    ]);
    const { log } = scriptedLog([3, 4]);
    expect(roll('further-study', log)).toBe('Further study of a tome: 3 + 4 = 7 days.');
  });
});
