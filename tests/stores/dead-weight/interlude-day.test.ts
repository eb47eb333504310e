import { createDwExpedition } from '../../../src/rules/dead-weight/expedition';
import { createDwInterlude } from '../../../src/rules/dead-weight/interlude-day-view';
import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { createDwCharacter, createDwParty } from '../../../src/rules/dead-weight/character';
import { $dwExpedition, $dwExpeditionUndo } from '../../../src/stores/dead-weight/expedition';
import { $dwInterlude, moveDwSettlementDoom } from '../../../src/stores/dead-weight/interlude';
import {
  chooseDwHungerAffliction,
  resolveDwHungerToday,
  rollDwBlacksaltEventToday,
  sleepDwPartyToday,
  takeDwInterludeActionToday,
} from '../../../src/stores/dead-weight/interlude-day';
import {
  $dwInterludeToday,
  chooseDwInterludeAction,
  createDwInterludeToday,
} from '../../../src/stores/dead-weight/interlude-today';
import { $dwParty } from '../../../src/stores/dead-weight/party';
import { $rollLog } from '../../../src/stores/roll-log';
import { useFakeStorage } from '../storage';

useFakeStorage(() => {
  $dwInterlude.set(createDwInterlude());
  $dwInterludeToday.set(createDwInterludeToday());
  $dwExpedition.set(createDwExpedition());
  $dwExpeditionUndo.set(null);
  $dwParty.set(createDwParty());
  $rollLog.set([]);
});

/** Ada (tired in every attribute, `afflictions` held) and Bo, fresh. */
function seedParty(afflictions: ReturnType<typeof createDwCharacter>['afflictions'] = []) {
  const ada = createDwCharacter('a', 'Ada');
  const tired = { ...ada.attributes.str, fatigue: 2 };
  $dwParty.set({
    ...createDwParty(),
    characters: [
      {
        ...ada,
        afflictions,
        attributes: { str: tired, dex: tired, int: tired, pre: tired },
      },
      createDwCharacter('b', 'Bo'),
    ],
  });
}

const today = () => $dwInterludeToday.get();
const ada = () => $dwParty.get().characters[0]!;
const sources = () => $rollLog.get().map((entry) => entry.source);

describe('takeDwInterludeActionToday', () => {
  it('takes the chosen action once a day, writes its fixed effect to the sheet and says so', () => {
    seedParty();
    expect(takeDwInterludeActionToday('a', '/dead-weight/interlude/#day')).toBe(true);
    expect(today().actions['a']).toBe(
      'Ada takes Rest. Ada: 1 fatigue recovered from each attribute.',
    );
    expect(ada().attributes.str.fatigue).toBe(1);
    // One action a day: a second press changes nothing.
    expect(takeDwInterludeActionToday('a')).toBe(false);
    expect(ada().attributes.str.fatigue).toBe(1);
    expect(takeDwInterludeActionToday('nobody')).toBe(false);
  });

  it('rolls the risk dice of the action, logs them and moves the settlement doom when laying low triggers', () => {
    seedParty();
    moveDwSettlementDoom(2);
    chooseDwInterludeAction(1, 'a', { action: 'lay-low', option: '' });
    expect(takeDwInterludeActionToday('a', '/x/#day', createScriptedRng([4, 1]))).toBe(true);
    expect(today().actions['a']).toBe(
      "2d! rolled 4, 1: Triggered: reduce this settlement's doom tracker by one. Settlement doom is now 1.",
    );
    expect($dwInterlude.get().doom).toBe(1);
    expect($rollLog.get()[0]).toMatchObject({
      source: 'Dead Weight: Lay low (Ada)',
      href: '/x/#day',
    });
  });
});

describe('rollDwBlacksaltEventToday', () => {
  it('rolls the event once a day, keeps it with its doom sentence and logs it', () => {
    expect(rollDwBlacksaltEventToday(undefined, createScriptedRng([2, 6]))).toBe(true);
    expect(today().event?.roll.followUp?.text).toContain('Prosecution.');
    expect(today().event?.note).toBe('Settlement doom advances to 1.');
    expect(sources()).toEqual(['Dead Weight: Blacksalt events']);
    expect(rollDwBlacksaltEventToday(undefined, createScriptedRng([2, 6]))).toBe(false);
    expect($dwInterlude.get().doom).toBe(1);
  });
});

describe('resolveDwHungerToday and chooseDwHungerAffliction', () => {
  it('feeds the party once, logs the decay roll, and adds the affliction the player chooses instead of one held', () => {
    seedParty(['Hungry', 'Sleepy']);
    expect(resolveDwHungerToday({ b: true }, undefined, createScriptedRng([2, 3]))).toBe(true);
    const hunger = today().hunger;
    expect(hunger['a']?.lines).toContain('Already hungry: decay table 5, Sleepy.');
    expect(hunger['a']?.choices).toHaveLength(1);
    expect(hunger['b']?.lines).toEqual(['Ate a ration.']);
    expect(sources()).toEqual(['Dead Weight: Decay (Ada)']);
    expect(resolveDwHungerToday({}, undefined, createScriptedRng([2, 3]))).toBe(false);

    expect(chooseDwHungerAffliction('a', 0, 'Angry')).toBe(true);
    expect(ada().afflictions).toEqual(['Hungry', 'Sleepy', 'Angry']);
    expect(today().hunger['a']?.lines.at(-1)).toBe('Ada chose angry instead of sleepy.');
    expect(today().hunger['a']?.choices).toEqual([]);
    // That choice is made: it is not offered, nor taken, again.
    expect(chooseDwHungerAffliction('a', 0, 'Shaken')).toBe(false);
  });
});

describe('sleepDwPartyToday', () => {
  it('rolls each sleeper once a night, logs the rolls and writes each row to the sheets', () => {
    seedParty(['Sleepy']);
    expect(sleepDwPartyToday('streets', undefined, createScriptedRng([6, 6, 3, 4]))).toBe(true);
    const night = today().sleep!;
    expect(night.rolls.map((roll) => roll.applied)).toEqual([
      'Ada: fatigue restored; Sleepy removed.',
      'Bo: Sleepy gained.',
    ]);
    expect(ada().afflictions).toEqual([]);
    expect(ada().attributes.str.fatigue).toBe(0);
    expect(sources()).toHaveLength(2);
    expect(sleepDwPartyToday('streets', undefined, createScriptedRng([6, 6, 3, 4]))).toBe(false);
  });

  it('does not use up the night when the party is empty', () => {
    expect(sleepDwPartyToday('streets')).toBe(false);
    expect(today().sleep).toBeNull();
  });
});
