import { describe, expect, it } from 'vitest';
import {
  $dwInterlude,
  $dwInterludeNotice,
  createDwInterlude,
  DW_INTERLUDE_DAY_MAX,
  DW_INTERLUDE_KEY,
  enterDwSettlement,
  moveDwSettlementDoom,
  nextDwInterludeDay,
  resetDwInterlude,
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
    resetDwInterlude();
    expect($dwInterlude.get()).toEqual(createDwInterlude());
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
    expect(sleepDwParty([], 'inn', createScriptedRng([4, 4])).ok).toBe(true);
    nextDwInterludeDay();
    const next = sleepDwParty([], 'inn', createScriptedRng([4, 4]));
    expect(next.ok && next.value.rolls.map(({ name }) => name)).toEqual(['The party']);
    expect($dwInterlude.get()).toMatchObject({ day: 2, sleptDay: 2 });
  });

  it('reads a save from before the night was kept as not slept yet', () => {
    $dwInterlude.set({ ...createDwInterlude(), sleptDay: 1 });
    expect(
      writeFromAnotherTab(
        $dwInterlude,
        DW_INTERLUDE_KEY,
        '{"version":1,"day":4,"size":2,"doom":3}',
      ),
    ).toEqual({ version: 1, day: 4, size: 2, doom: 3, sleptDay: null });
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
