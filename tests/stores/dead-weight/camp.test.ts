import { describe, expect, it } from 'vitest';
import {
  $dwCamp,
  $dwCampNotice,
  clearDwCamp,
  createDwCampPlan,
  DW_CAMP_KEY,
  updateDwCamp,
} from '../../../src/stores/dead-weight/camp';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $dwCamp.set(createDwCampPlan());
  $dwCampNotice.set(undefined);
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

describe('$dwCamp', () => {
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
