import { createDwInterlude } from '../../../src/rules/dead-weight/interlude-day-view';
import { describe, expect, it } from 'vitest';
import {
  $dwInterludeToday,
  $dwInterludeTodayNotice,
  chooseDwInterludeAction,
  clearDwInterludeToday,
  createDwInterludeToday,
  DW_INTERLUDE_TODAY_KEY,
  keepDwInterludeResult,
  restoreDwInterlude,
  resultsOfDay,
  startNewDwInterlude,
  takeDwInterludeAction,
  undoNewDwInterlude,
  $dwNewInterludeUndo,
} from '../../../src/stores/dead-weight/interlude-today';
import { pickOfDay, planDwActionToday } from '../../../src/rules/dead-weight/interlude-day-view';
import {
  $dwInterlude,
  DW_INTERLUDE_KEY,
  moveDwSettlementDoom,
  nextDwInterludeDay,
} from '../../../src/stores/dead-weight/interlude';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $dwInterlude.set(createDwInterlude());
  $dwInterludeToday.set(createDwInterludeToday());
  $dwInterludeTodayNotice.set(undefined);
  $dwNewInterludeUndo.set({ removed: null, refused: null, message: null });
});

const roll = {
  table: 'Blacksalt events',
  dice: [2],
  total: 2,
  text: 'Roll from the bad events table.',
};
const event = {
  roll: { event: roll, followUp: null, settlementDoom: 0, omens: false },
  note: '',
};
const sleep = { rolls: [{ name: 'Bo', roll: { ...roll, table: 'On the streets' } }], note: '' };

describe('the interlude day’s results', () => {
  it('keeps each step’s result of the day beside the others, and saves them', () => {
    keepDwInterludeResult(1, { event });
    keepDwInterludeResult(1, { sleep });
    expect(resultsOfDay($dwInterludeToday.get(), 1)).toMatchObject({ day: 1, event, sleep });
    expect(savedJson(DW_INTERLUDE_TODAY_KEY)).toMatchObject({ day: 1, event, sleep, hunger: {} });
  });

  it('reads the results of another day as none, and a new day keeps only its own', () => {
    keepDwInterludeResult(1, { event, sleep });
    expect(resultsOfDay($dwInterludeToday.get(), 2)).toEqual(createDwInterludeToday(2));
    keepDwInterludeResult(2, { sleep });
    expect($dwInterludeToday.get()).toEqual({ ...createDwInterludeToday(2), sleep });
    clearDwInterludeToday();
    expect($dwInterludeToday.get()).toEqual(createDwInterludeToday());
  });

  it('keeps what each night wrote to a sheet, and reads a night saved without it', () => {
    const applied = { ...sleep.rolls[0]!, applied: 'Bo: fatigue restored; Sleepy removed.' };
    keepDwInterludeResult(1, { sleep: { rolls: [applied], note: '' } });
    expect(savedJson(DW_INTERLUDE_TODAY_KEY)).toMatchObject({ sleep: { rolls: [applied] } });
    const older = JSON.stringify({ ...createDwInterludeToday(1), sleep });
    expect(writeFromAnotherTab($dwInterludeToday, DW_INTERLUDE_TODAY_KEY, older).sleep).toEqual(
      sleep,
    );
  });

  it('keeps the actions taken today, and reads a save from before they were kept as none taken', () => {
    takeDwInterludeAction(3, { id: 'b', name: 'Bo' }, 'Risk dice: 2, 5. Nothing happens.');
    expect(savedJson(DW_INTERLUDE_TODAY_KEY)).toMatchObject({
      day: 3,
      actions: { b: 'Risk dice: 2, 5. Nothing happens.' },
    });
    expect(
      writeFromAnotherTab(
        $dwInterludeToday,
        DW_INTERLUDE_TODAY_KEY,
        '{"version":1,"day":2,"event":null,"hunger":{},"sleep":null}',
      ),
    ).toEqual(createDwInterludeToday(2));
  });

  it('reads a save from before the picks were kept: the action taken stands, chosen as Rest', () => {
    const today = writeFromAnotherTab(
      $dwInterludeToday,
      DW_INTERLUDE_TODAY_KEY,
      '{"version":1,"day":2,"actions":{"a":"2d! rolled 4, 1."},"event":null,"hunger":{},"sleep":null}',
    );
    expect(today).toEqual({ ...createDwInterludeToday(2), actions: { a: '2d! rolled 4, 1.' } });
    expect(pickOfDay(today, 'a')).toEqual({ action: 'rest', option: '' });
  });

  itSetsAsideUnreadableText(() => ({
    store: $dwInterludeToday,
    notice: $dwInterludeTodayNotice,
    key: DW_INTERLUDE_TODAY_KEY,
    initial: createDwInterludeToday(),
    wrongShape:
      '{"version":1,"day":1,"picks":{"a":{"action":"fly","option":""}},"event":null,"hunger":{},"sleep":null}',
    label: "interlude day's results",
  }));

  itSetsAsideUnreadableText(() => ({
    store: $dwInterludeToday,
    notice: $dwInterludeTodayNotice,
    key: DW_INTERLUDE_TODAY_KEY,
    initial: createDwInterludeToday(),
    wrongShape: '{"version":1,"day":1,"event":{"roll":5},"hunger":{},"sleep":null}',
    label: "interlude day's results",
  }));
});

describe('chooseDwInterludeAction and takeDwInterludeAction', () => {
  const ada = { id: 'a', name: 'Ada' };

  it('keeps each adventurer’s chosen action and its option with the day, so a reload shows them', () => {
    expect(pickOfDay($dwInterludeToday.get(), 'a')).toEqual({ action: 'rest', option: '' });
    chooseDwInterludeAction(1, 'a', { action: 'rest', option: 'drunk' });
    chooseDwInterludeAction(1, 'b', { action: 'lay-low', option: '' });
    expect(savedJson(DW_INTERLUDE_TODAY_KEY)).toMatchObject({
      day: 1,
      picks: { a: { action: 'rest', option: 'drunk' }, b: { action: 'lay-low', option: '' } },
      actions: {},
    });
    // The next day's choices start afresh.
    expect(pickOfDay(resultsOfDay($dwInterludeToday.get(), 2), 'a')).toEqual({
      action: 'rest',
      option: '',
    });
  });

  it('reads an option its action does not have as none', () => {
    chooseDwInterludeAction(1, 'a', { action: 'tend', option: 'drunk' });
    expect(pickOfDay($dwInterludeToday.get(), 'a')).toEqual({ action: 'tend', option: '' });
    const read = writeFromAnotherTab(
      $dwInterludeToday,
      DW_INTERLUDE_TODAY_KEY,
      '{"version":1,"day":1,"picks":{"a":{"action":"sell","option":"surgeon"}},"event":null,"hunger":{},"sleep":null}',
    );
    expect(pickOfDay(read, 'a')).toEqual({ action: 'sell', option: '' });
  });

  it('counts an action without risk dice as the one action of the day, and the choice then stands', () => {
    chooseDwInterludeAction(1, 'a', { action: 'tend', option: '' });
    const taken = takeDwInterludeAction(1, ada, 'Ada takes Tend Wounds.');
    expect(taken).toEqual({ ok: true, value: { action: 'tend', option: '' } });
    expect(takeDwInterludeAction(1, ada, 'Ada takes Tend Wounds.')).toEqual({
      ok: false,
      error: {
        code: 'acted-today',
        message:
          'Ada has taken an action on day 1: each adventurer takes one action a day. Start day 2 for the next.',
      },
    });
    chooseDwInterludeAction(1, 'a', { action: 'lay-low', option: '' });
    expect(savedJson(DW_INTERLUDE_TODAY_KEY)).toMatchObject({
      picks: { a: { action: 'tend', option: '' } },
      actions: { a: 'Ada takes Tend Wounds.' },
    });
    // The next day lets her act again.
    expect(takeDwInterludeAction(2, ada, 'Ada takes Rest.').ok).toBe(true);
  });

  it('keeps the action taken without a choice made: Rest', () => {
    takeDwInterludeAction(1, ada, 'Ada takes Rest.');
    expect(savedJson(DW_INTERLUDE_TODAY_KEY)).toMatchObject({
      picks: { a: { action: 'rest', option: '' } },
    });
  });
});

describe('startNewDwInterlude and restoreDwInterlude', () => {
  it('clear the interlude and the day’s results, and Undo puts both back', () => {
    nextDwInterludeDay();
    moveDwSettlementDoom(2);
    chooseDwInterludeAction(2, 'a', { action: 'lay-low', option: '' });
    keepDwInterludeResult(2, { event });
    const before = { interlude: $dwInterlude.get(), today: $dwInterludeToday.get() };
    const cleared = startNewDwInterlude();
    expect(cleared).toMatchObject(before);
    expect($dwInterlude.get()).toEqual(createDwInterlude());
    expect($dwInterludeToday.get()).toEqual(createDwInterludeToday());
    expect(restoreDwInterlude(cleared).ok).toBe(true);
    expect(savedJson(DW_INTERLUDE_KEY)).toEqual(before.interlude);
    expect(savedJson(DW_INTERLUDE_TODAY_KEY)).toEqual(before.today);
  });

  it('refuse the Undo once the new interlude has changed since, keeping what was done', () => {
    nextDwInterludeDay();
    const cleared = startNewDwInterlude();
    // A day played in the new interlude (here, or in another tab) would be lost by the Undo.
    moveDwSettlementDoom(1);
    const after = $dwInterlude.get();
    const refused = restoreDwInterlude(cleared);
    expect(refused).toMatchObject({ ok: false, error: { code: 'changed' } });
    expect($dwInterlude.get()).toEqual(after);
  });
});

describe('undoNewDwInterlude', () => {
  it('offers the Undo of a new interlude, and puts the old one back once', () => {
    nextDwInterludeDay();
    moveDwSettlementDoom(3);
    const before = $dwInterlude.get();
    const cleared = startNewDwInterlude();
    expect($dwNewInterludeUndo.get()).toEqual({ removed: cleared, refused: null, message: null });
    expect(undoNewDwInterlude()).toEqual({ ok: true, value: undefined });
    expect($dwInterlude.get()).toEqual(before);
    expect($dwNewInterludeUndo.get().removed).toBeNull();
    expect(undoNewDwInterlude()).toBeUndefined();
  });

  it.each([
    ['a doom step', () => moveDwSettlementDoom(1)],
    ['a new day', () => nextDwInterludeDay()],
    ['a choice of action', () => chooseDwInterludeAction(1, 'a', { action: 'tend', option: '' })],
    ['an action taken', () => takeDwInterludeAction(1, { id: 'a', name: 'Ada' }, 'Ada rests.')],
    ['a step’s result', () => keepDwInterludeResult(1, { event })],
  ])('drops the Undo once something else is done here: %s', (_, action) => {
    startNewDwInterlude();
    action();
    expect($dwNewInterludeUndo.get()).toEqual({ removed: null, refused: null, message: null });
    expect(undoNewDwInterlude()).toBeUndefined();
  });

  it('keeps an Undo refused, with why, when the new interlude changed in another tab', () => {
    const cleared = startNewDwInterlude();
    writeFromAnotherTab(
      $dwInterlude,
      DW_INTERLUDE_KEY,
      JSON.stringify({ ...createDwInterlude(), doom: 2 }),
    );
    expect(undoNewDwInterlude()).toMatchObject({ ok: false, error: { code: 'changed' } });
    expect($dwNewInterludeUndo.get()).toEqual({
      removed: null,
      refused: cleared,
      message:
        'The new interlude has changed since, so the Undo would lose that; change it back by hand.',
    });
    expect($dwInterlude.get().doom).toBe(2);
  });
});

describe('planDwActionToday', () => {
  const ada = { id: 'a', name: 'Ada' };
  const fief = { day: 1, size: 3, doom: 0 } as const;

  it('gives the action chosen, its option and the Roll button while it is not taken', () => {
    chooseDwInterludeAction(1, 'a', { action: 'rest', option: 'drunk' });
    const plan = planDwActionToday($dwInterludeToday.get(), fief, ada);
    expect(plan).toMatchObject({
      pick: { action: 'rest', option: 'drunk' },
      action: { name: 'Rest' },
      option: { label: 'Spend 1 silver: get very drunk' },
      optionProblem: null,
      taken: false,
      blockedBy: null,
      label: 'Roll 2d! for Ada',
    });
  });

  it('says why an option is not offered here, and turns the button off for it', () => {
    chooseDwInterludeAction(1, 'a', { action: 'rest', option: 'entertainment' });
    const plan = planDwActionToday($dwInterludeToday.get(), fief, ada);
    expect(plan.optionProblem).toBe('Only in settlements of size 4-5.');
    expect(plan.blockedBy).toBe("Off until Ada's additional effect is one offered here.");
    expect(plan.label).toBe('Take this action for Ada');
  });

  it('is taken once the adventurer has acted today, Rest when nothing was chosen', () => {
    takeDwInterludeAction(1, ada, 'Ada takes Rest.');
    const plan = planDwActionToday($dwInterludeToday.get(), fief, ada);
    expect(plan.pick).toEqual({ action: 'rest', option: '' });
    expect(plan.option).toBeUndefined();
    expect(plan.taken).toBe(true);
    expect(plan.blockedBy).toBe(
      'Ada has taken an action on day 1: each adventurer takes one action a day. Start day 2 for the next.',
    );
  });
});
