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
} from '../../../src/stores/dead-weight/interlude';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $dwInterlude.set(createDwInterlude());
  $dwInterludeNotice.set(undefined);
});

describe('moveDwSettlementDoom', () => {
  it('moves the settlement doom within 0 to 7 and saves it', () => {
    expect(moveDwSettlementDoom(3)).toBe(3);
    expect(moveDwSettlementDoom(10)).toBe(7);
    expect(moveDwSettlementDoom(-20)).toBe(0);
    expect(savedJson(DW_INTERLUDE_KEY)).toEqual({ version: 1, day: 1, size: 3, doom: 0 });
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
