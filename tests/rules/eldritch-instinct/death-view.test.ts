import { describe, expect, it } from 'vitest';
import { readDeathSave } from '../../../src/rules/eldritch-instinct/death';
import {
  rollWoundSaid,
  viewBleeding,
  viewDeathSave,
} from '../../../src/rules/eldritch-instinct/death-view';
import { scriptedLog } from './scripted-log';

describe('viewDeathSave', () => {
  it('offers a hidden roll, and nothing to reveal, before any', () => {
    expect(viewDeathSave(null)).toEqual({
      rollButton: 'Roll hidden Death Save',
      revealOff: true,
      revealed: null,
      hiddenNote: null,
    });
  });

  it('keeps a rolled die hidden until the vitals are checked', () => {
    const view = viewDeathSave({ save: readDeathSave(3), revealed: false });
    expect(view.rollButton).toBe('Roll a new hidden Death Save');
    expect(view.revealOff).toBe(false);
    expect(view.revealed).toBeNull();
    expect(view.hiddenNote).toBe(
      'A Death Save was rolled and is hidden until someone checks the vitals.',
    );
  });

  it('shows the revealed die with its result, and reveals it once only', () => {
    const view = viewDeathSave({ save: readDeathSave(3), revealed: true });
    expect(view.revealOff).toBe(true);
    expect(view.revealed).toMatchObject({ roll: 3, result: 'Dying.' });
    expect(view.hiddenNote).toBeNull();
  });
});

describe('rollWoundSaid', () => {
  it('rolls the Wounds Table with the weapon’s +10 and logs it under the table’s name', () => {
    const { log, sources } = scriptedLog([48, 3]);
    expect(rollWoundSaid({ plusTen: true }, log)).toMatch(/^Rolled 47 \+ 10 = 57: row /);
    expect(sources).toEqual(['Wounds Table']);
  });
});

describe('viewBleeding', () => {
  it('takes 1 HP a round for each of Bleeding and Burning', () => {
    expect(viewBleeding('3', { bleeding: true, burning: true })).toEqual({
      error: null,
      blockedBy: null,
      next: { hp: 1, sentence: 'Lost 2 HP this round; 1 HP left.' },
    });
  });

  it('says a fall to 0 HP calls for a Death Save', () => {
    expect(viewBleeding('1', { bleeding: true, burning: false }).next).toEqual({
      hp: 0,
      sentence: 'Lost 1 HP: 0 HP. Fall unconscious and make a Death Save.',
    });
  });

  it('has no next round while the HP cannot be read, and says why', () => {
    const view = viewBleeding('x', { bleeding: true, burning: false });
    expect(view.next).toBeNull();
    expect(view.error).toEqual(expect.any(String));
    expect(view.blockedBy).toBe('Next round is off until HP is a whole number from 0 to 999.');
  });
});
