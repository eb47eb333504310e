import { readDwCampCount } from '../../../src/rules/dead-weight/camp-view';
import { createDwExpedition } from '../../../src/rules/dead-weight/expedition';
import { describe, expect, it } from 'vitest';
import { createDwCharacter, createDwParty } from '../../../src/rules/dead-weight/character';
import {
  $dwCamp,
  $dwCampNotice,
  $dwCountedCamp,
  addDwCampAction,
  breakDwCamp,
  countDwCampParty,
  clearDwCamp,
  createDwCampPlan,
  DW_CAMP_KEY,
  removeDwCampAction,
  setDwCampAmbush,
  setDwCampCount,
  setDwCampSetup,
  updateDwCamp,
} from '../../../src/stores/dead-weight/camp';
import { $dwExpedition, $dwExpeditionUndo } from '../../../src/stores/dead-weight/expedition';
import { $dwParty } from '../../../src/stores/dead-weight/party';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $dwCamp.set(createDwCampPlan());
  $dwCampNotice.set(undefined);
  $dwParty.set(createDwParty());
  $dwExpedition.set(createDwExpedition());
  $dwExpeditionUndo.set(null);
});

describe('updateDwCamp', () => {
  it('changes the plan and saves it whole', () => {
    updateDwCamp((plan) => ({
      ...plan,
      adventurers: 5,
      setup: { ...plan.setup, fire: true },
      actions: { ...plan.actions, cook: 2 },
    }));
    expect(savedJson(DW_CAMP_KEY)).toEqual({
      ...createDwCampPlan(5),
      setup: { ...createDwCampPlan().setup, fire: true },
      actions: { ...createDwCampPlan().actions, cook: 2 },
    });
  });
});

describe('setDwCampCount and readDwCampCount', () => {
  it('keeps each count where the plan holds it, as typed even out of range', () => {
    setDwCampCount('adventurers', 5);
    setDwCampCount('suppliesUsed', 2);
    setDwCampCount('survivalists', 9);
    setDwCampCount('extra', -1);
    const plan = $dwCamp.get();
    expect(plan).toMatchObject({ adventurers: 5, ambush: { extra: -1 } });
    expect(plan.setup).toMatchObject({ suppliesUsed: 2, survivalists: 9 });
    expect(
      (['adventurers', 'suppliesUsed', 'survivalists', 'extra'] as const).map((count) =>
        readDwCampCount($dwCountedCamp.get(), count),
      ),
    ).toEqual([5, 2, 9, -1]);
  });
});

describe('setDwCampSetup and setDwCampAmbush', () => {
  it('change the choices named and keep the others', () => {
    setDwCampSetup({ dryPlace: true });
    setDwCampSetup({ fire: true });
    setDwCampAmbush({ exposed: true });
    expect($dwCamp.get().setup).toMatchObject({ dryPlace: true, fire: true, longRest: false });
    expect($dwCamp.get().ambush).toMatchObject({ exposed: true, campedBefore: false });
  });
});

describe('addDwCampAction and removeDwCampAction', () => {
  it('plans an action the points allow, refuses one they do not with the reason, and takes one back', () => {
    setDwCampSetup({ longRest: true });
    expect(addDwCampAction('sleep').ok).toBe(true);
    const again = addDwCampAction('sleep');
    expect(again.ok ? null : again.error.message).toBe(
      'Sleep is already planned; it can be done once per camp.',
    );
    expect($dwCamp.get().actions.sleep).toBe(1);
    removeDwCampAction('sleep');
    removeDwCampAction('sleep');
    expect($dwCamp.get().actions.sleep).toBe(0);
  });

  it('refuses to take back an action none of which is planned, changing nothing', () => {
    const before = $dwCamp.get();
    expect(removeDwCampAction('cook')).toEqual({
      ok: false,
      error: { code: 'none-planned', message: 'Nothing to remove: Cook some food is not planned.' },
    });
    expect($dwCamp.get()).toBe(before);
    setDwCampSetup({ longRest: true });
    addDwCampAction('sleep');
    expect(removeDwCampAction('sleep')).toMatchObject({ ok: true, value: { sleep: 0 } });
  });

  it('refuses every action while the setup cannot be counted', () => {
    setDwCampCount('adventurers', 0);
    const refused = addDwCampAction('rest');
    expect(refused.ok ? null : refused.error.message).toBe(
      'Add is off until the setup fields above can be counted.',
    );
  });
});

describe('breakDwCamp', () => {
  it("advances the expedition's doom once, twice after a long rest, clears the plan and says so", () => {
    expect(breakDwCamp()).toContain('the doom tracker advanced once.');
    expect($dwExpedition.get().locations[0]?.step).toBe(1);
    expect($dwCamp.get().ambush.campedBefore).toBe(true);
    setDwCampSetup({ longRest: true });
    expect(breakDwCamp()).toContain('advanced twice (long rest).');
    expect($dwExpedition.get().locations[0]?.step).toBe(3);
    expect($dwCamp.get().setup.longRest).toBe(false);
  });
});

describe('clearDwCamp', () => {
  it('clears the plan when camp breaks, remembers that the party camped before and keeps the cook', () => {
    updateDwCamp((plan) => ({
      ...plan,
      adventurers: 3,
      actions: { ...plan.actions, lookout: 1 },
      ambush: { ...plan.ambush, cookingSkill: true, exposed: true, extra: 2 },
    }));
    clearDwCamp();
    expect($dwCamp.get()).toEqual({
      ...createDwCampPlan(3),
      ambush: { exposed: false, campedBefore: true, cookingSkill: true, extra: 0 },
    });
  });
});

/** A party of `size` fresh adventurers in the Characters tool. */
function partyOf(size: number): void {
  $dwParty.set({
    ...createDwParty(),
    characters: Array.from({ length: size }, (_, at) => createDwCharacter(`c${at}`, `C${at}`)),
  });
}

describe('$dwCountedCamp', () => {
  it('starts at 4 with no party and no number typed', () => {
    expect($dwCountedCamp.get()).toMatchObject({ adventurers: 4, adventurersFrom: 'start' });
  });

  it("counts the party's size while no number is typed, following it as it changes", () => {
    partyOf(2);
    expect($dwCountedCamp.get()).toMatchObject({ adventurers: 2, adventurersFrom: 'party' });
    partyOf(3);
    expect(readDwCampCount($dwCountedCamp.get(), 'adventurers')).toBe(3);
    expect(savedJson(DW_CAMP_KEY)).toMatchObject({ adventurers: null });
  });

  it('keeps a typed number whatever the party becomes, through a reload and a camp broken', () => {
    partyOf(2);
    setDwCampCount('adventurers', 5);
    partyOf(3);
    expect($dwCountedCamp.get()).toMatchObject({ adventurers: 5, adventurersFrom: 'typed' });
    expect(savedJson(DW_CAMP_KEY)).toMatchObject({ adventurers: 5 });
    writeFromAnotherTab($dwCamp, DW_CAMP_KEY, JSON.stringify($dwCamp.get()));
    breakDwCamp();
    expect($dwCountedCamp.get()).toMatchObject({ adventurers: 5, adventurersFrom: 'typed' });
  });

  it('counts the party again once the typed number is let go, and saves that', () => {
    partyOf(2);
    setDwCampCount('adventurers', 5);
    countDwCampParty();
    expect($dwCountedCamp.get()).toMatchObject({ adventurers: 2, adventurersFrom: 'party' });
    expect(savedJson(DW_CAMP_KEY)).toMatchObject({ adventurers: null });
    partyOf(3);
    expect(readDwCampCount($dwCountedCamp.get(), 'adventurers')).toBe(3);
  });

  it("plans per-adventurer actions up to the party's size", () => {
    partyOf(1);
    setDwCampSetup({ longRest: true });
    expect(addDwCampAction('campItems').ok).toBe(true);
    const again = addDwCampAction('campItems');
    expect(again.ok ? null : again.error.message).toBe(
      'Use camp items is already planned for all 1 adventurer.',
    );
  });
});

describe('$dwCamp', () => {
  it('reads a plan with no number typed, and a number saved before that was possible as typed', () => {
    const none = createDwCampPlan();
    expect(none.adventurers).toBeNull();
    expect(writeFromAnotherTab($dwCamp, DW_CAMP_KEY, JSON.stringify(none))).toEqual(none);
    const older = { ...createDwCampPlan(), adventurers: 4 };
    expect(writeFromAnotherTab($dwCamp, DW_CAMP_KEY, JSON.stringify(older))).toEqual(older);
    partyOf(2);
    expect($dwCountedCamp.get()).toMatchObject({ adventurers: 4, adventurersFrom: 'typed' });
  });

  it('reads a typed count that is out of range, so the field can say what is wrong', () => {
    const plan = { ...createDwCampPlan(), adventurers: 99 };
    expect(writeFromAnotherTab($dwCamp, DW_CAMP_KEY, JSON.stringify(plan))).toEqual(plan);
  });

  itSetsAsideUnreadableText(() => ({
    store: $dwCamp,
    notice: $dwCampNotice,
    key: DW_CAMP_KEY,
    initial: createDwCampPlan(),
    wrongShape: JSON.stringify({
      ...createDwCampPlan(),
      actions: { ...createDwCampPlan().actions, cook: 21 },
    }),
    label: 'camp plan',
  }));
});
