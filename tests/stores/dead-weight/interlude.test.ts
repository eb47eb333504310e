import { createDwInterlude } from '../../../src/rules/dead-weight/interlude-day-view';
import { describe, expect, it } from 'vitest';
import {
  $dwInterlude,
  $dwInterludeNotice,
  DW_INTERLUDE_DAY_MAX,
  DW_INTERLUDE_KEY,
  enterDwSettlement,
  feedDwParty,
  moveDwSettlementDoom,
  nextDwInterludeDay,
  resetDwInterlude,
  rollDwInterludeEvent,
  setDwSettlementSize,
  sleepDwParty,
} from '../../../src/stores/dead-weight/interlude';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $dwInterlude.set(createDwInterlude());
  $dwInterludeNotice.set(undefined);
});

describe('moveDwSettlementDoom', () => {
  it('moves the settlement doom within 0 to 7 and saves it', () => {
    expect(moveDwSettlementDoom(3)).toBe(3);
    expect(moveDwSettlementDoom(10)).toBe(7);
    expect(moveDwSettlementDoom(-20)).toBe(0);
    expect(savedJson(DW_INTERLUDE_KEY)).toEqual({
      version: 1,
      day: 1,
      size: 3,
      doom: 0,
      eventDay: null,
      hungerDay: null,
      sleptDay: null,
    });
  });
});

describe('setDwSettlementSize and enterDwSettlement', () => {
  it('a new size keeps the doom; a new settlement starts its own tracker at 0', () => {
    moveDwSettlementDoom(4);
    setDwSettlementSize(5);
    expect($dwInterlude.get()).toMatchObject({ size: 5, doom: 4 });
    enterDwSettlement(2);
    expect($dwInterlude.get()).toMatchObject({ size: 2, doom: 0 });
  });
});

describe('nextDwInterludeDay and resetDwInterlude', () => {
  it(`counts days up to ${DW_INTERLUDE_DAY_MAX}, and reset goes back to day 1`, () => {
    expect(nextDwInterludeDay()).toBe(2);
    $dwInterlude.set({ ...$dwInterlude.get(), day: DW_INTERLUDE_DAY_MAX });
    expect(nextDwInterludeDay()).toBe(DW_INTERLUDE_DAY_MAX);
    const previous = resetDwInterlude();
    expect(previous.day).toBe(DW_INTERLUDE_DAY_MAX);
    expect($dwInterlude.get()).toEqual(createDwInterlude());
  });
});

describe('rollDwInterludeEvent', () => {
  it('rolls the Blacksalt event once a day: a second press that day rolls nothing and moves no doom', () => {
    // Event 2 sends to the bad events; bad event 6, prosecution, advances the settlement doom.
    const first = rollDwInterludeEvent(createScriptedRng([2, 6]));
    expect(first.ok && [first.value.followUp?.total, first.value.doom]).toEqual([6, 1]);
    const second = rollDwInterludeEvent(createScriptedRng([2, 6]));
    expect(second).toEqual({
      ok: false,
      error: {
        code: 'event-rolled-today',
        message:
          'The Blacksalt event for day 1 has already been rolled: there is one event a day. Start day 2 to roll the next.',
      },
    });
    expect($dwInterlude.get()).toMatchObject({ day: 1, doom: 1, eventDay: 1 });
    expect(savedJson(DW_INTERLUDE_KEY)).toMatchObject({ doom: 1, eventDay: 1 });
  });

  it("rolls the next day's event, a blessing taking the doom down", () => {
    moveDwSettlementDoom(2);
    expect(rollDwInterludeEvent(createScriptedRng([5])).ok).toBe(true);
    nextDwInterludeDay();
    // Event 6 sends to the opportunities; opportunity 1, a blessing, reduces the doom.
    const next = rollDwInterludeEvent(createScriptedRng([6, 1]));
    expect(next.ok && next.value.doom).toBe(1);
    expect($dwInterlude.get()).toMatchObject({ day: 2, doom: 1, eventDay: 2 });
  });
});

describe('feedDwParty', () => {
  const party = [
    { id: 'a', name: 'Ada', afflictions: ['Hungry' as const] },
    { id: 'b', name: 'Bo', afflictions: [] },
  ];

  it('resolves Hunger Bites once a day: a second press that day rolls no decay and moves no doom', () => {
    // Ada is hungry already: decay 3 + 4 = 7 advances the doom. Bo eats a ration.
    const first = feedDwParty(party, { b: true }, createScriptedRng([3, 4]));
    expect(first.ok && [first.value.characters[0]?.result.decay?.total, first.value.doom]).toEqual([
      7, 1,
    ]);
    const second = feedDwParty(party, { b: true }, createScriptedRng([3, 4]));
    expect(second).toEqual({
      ok: false,
      error: {
        code: 'hunger-resolved-today',
        message:
          'Hunger Bites for day 1 has already been resolved: it comes once a day. Start day 2 to resolve it again.',
      },
    });
    expect($dwInterlude.get()).toMatchObject({ day: 1, doom: 1, hungerDay: 1 });
    expect(savedJson(DW_INTERLUDE_KEY)).toMatchObject({ doom: 1, hungerDay: 1 });
  });

  it('resolves it again on the next day', () => {
    expect(feedDwParty(party, { a: true, b: true }, createScriptedRng([])).ok).toBe(true);
    nextDwInterludeDay();
    const next = feedDwParty(party, { a: true }, createScriptedRng([]));
    expect(next.ok && next.value.characters.map(({ result }) => result.gains.length)).toEqual([
      0, 2,
    ]);
    expect($dwInterlude.get()).toMatchObject({ day: 2, hungerDay: 2 });
  });
});

describe('sleepDwParty', () => {
  it('rolls the night once a day: a second press that day rolls nothing and moves no doom', () => {
    setDwSettlementSize(2);
    // On the streets of a size 1-3 settlement, 6 advances this settlement's doom.
    const first = sleepDwParty(['Ada'], 'streets', createScriptedRng([3, 3]));
    expect(first.ok && first.value.doom).toBe(1);
    const second = sleepDwParty(['Ada'], 'streets', createScriptedRng([3, 3]));
    expect(second).toEqual({
      ok: false,
      error: {
        code: 'slept-today',
        message:
          'The party has already slept on day 1: sleep comes once a day. Start day 2 to roll it again.',
      },
    });
    expect($dwInterlude.get()).toMatchObject({ day: 1, doom: 1, sleptDay: 1 });
    expect(savedJson(DW_INTERLUDE_KEY)).toMatchObject({ sleptDay: 1 });
  });

  it('lets the party sleep again on the next day', () => {
    expect(sleepDwParty(['Ada'], 'inn', createScriptedRng([4, 4])).ok).toBe(true);
    nextDwInterludeDay();
    const next = sleepDwParty(['Ada'], 'inn', createScriptedRng([4, 4]));
    expect(next.ok && next.value.rolls.map(({ name }) => name)).toEqual(['Ada']);
    expect($dwInterlude.get()).toMatchObject({ day: 2, sleptDay: 2 });
  });

  it('rolls nothing and keeps the night for later when the party has no adventurer', () => {
    setDwSettlementSize(2);
    const nobody = sleepDwParty([], 'streets', createScriptedRng([3, 3]));
    expect(nobody).toEqual({
      ok: false,
      error: {
        code: 'no-sleepers',
        message:
          'Sleep is off until the party has adventurers: each one rolls 2d6 for the night. Add them in the Characters tool.',
      },
    });
    expect($dwInterlude.get()).toMatchObject({ day: 1, doom: 0, sleptDay: null });
    expect(sleepDwParty(['Ada'], 'streets', createScriptedRng([3, 3])).ok).toBe(true);
  });

  it('reads a save from before the night was kept as not slept yet', () => {
    $dwInterlude.set({ ...createDwInterlude(), sleptDay: 1 });
    expect(
      writeFromAnotherTab(
        $dwInterlude,
        DW_INTERLUDE_KEY,
        '{"version":1,"day":4,"size":2,"doom":3}',
      ),
    ).toEqual({
      version: 1,
      day: 4,
      size: 2,
      doom: 3,
      eventDay: null,
      hungerDay: null,
      sleptDay: null,
    });
    expect($dwInterludeNotice.get()).toBeUndefined();
  });

  it('reads a save from before the event and hunger were kept as neither done yet, its night kept', () => {
    $dwInterlude.set({ ...createDwInterlude(), eventDay: 1, hungerDay: 1 });
    expect(
      writeFromAnotherTab(
        $dwInterlude,
        DW_INTERLUDE_KEY,
        '{"version":1,"day":4,"size":2,"doom":3,"sleptDay":4}',
      ),
    ).toEqual({
      version: 1,
      day: 4,
      size: 2,
      doom: 3,
      eventDay: null,
      hungerDay: null,
      sleptDay: 4,
    });
    expect($dwInterludeNotice.get()).toBeUndefined();
  });
});

describe('$dwInterlude', () => {
  itSetsAsideUnreadableText(() => ({
    store: $dwInterlude,
    notice: $dwInterludeNotice,
    key: DW_INTERLUDE_KEY,
    initial: createDwInterlude(),
    wrongShape: '{"version":1,"day":1,"size":6,"doom":0}',
    label: 'interlude',
  }));
});
