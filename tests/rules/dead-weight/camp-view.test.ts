import { describe, expect, it } from 'vitest';
import {
  DW_EMPTY_CAMP_SETUP,
  DW_NO_CAMP_ACTIONS,
  readDwAmbush,
} from '../../../src/rules/dead-weight/camp';
import {
  DW_CAMP_TOOL_START,
  readDwCampCount,
  stepDwCampTool,
  viewDwCampPlan,
  type DwCountedCampParts,
} from '../../../src/rules/dead-weight/camp-view';

const NEW_PLAN: DwCountedCampParts = {
  adventurers: 4,
  adventurersFrom: 'start',
  setup: DW_EMPTY_CAMP_SETUP,
  actions: DW_NO_CAMP_ACTIONS,
  ambush: { exposed: false, campedBefore: false, cookingSkill: false, extra: 0 },
};

const plan = (change: Partial<DwCountedCampParts>): DwCountedCampParts => ({
  ...NEW_PLAN,
  ...change,
});

describe('viewDwCampPlan', () => {
  it('shows a new plan: no points, an empty pool with certain quiet, Add off, no roll yet', () => {
    const view = viewDwCampPlan(NEW_PLAN, 0, null);
    expect(view.points).toEqual({
      total: 0,
      from: ' (no setup choices yet)',
      spent: 0,
      left: 0,
      overspent: false,
    });
    expect(view.pool).toEqual({ dice: 0, from: '' });
    expect(view.odds?.combat.numerator).toBe(0n);
    expect(view.addBlocked.lookout).toBe('Keep a lookout costs 1 action, but only 0 are left.');
    expect(view.ambushBlocked).toBeNull();
    expect(view.ambush).toBeNull();
    expect(view.cooking).toBeNull();
    expect(view.counts.adventurers).toEqual({
      count: 'adventurers',
      fieldId: 'adventurers',
      label: 'Adventurers in camp',
      value: 4,
      hint: undefined,
      error: undefined,
    });
    expect(view.partyCount).toBeNull();
    expect(view.breakDoom).toEqual({ said: 'once', brief: 'once' });
  });

  it('counts the setup’s points line by line and what the actions spend', () => {
    const setup = { ...DW_EMPTY_CAMP_SETUP, dryPlace: true, longRest: true };
    const view = viewDwCampPlan(
      plan({ setup, actions: { ...DW_NO_CAMP_ACTIONS, sleep: 1 } }),
      0,
      null,
    );
    expect(view.points).toEqual({
      total: 3,
      from: ' (Dry and stable place +1, Long rest +2)',
      spent: 2,
      left: 1,
      overspent: false,
    });
    expect(view.breakDoom).toEqual({ said: 'twice (long rest)', brief: 'twice' });
    expect(view.pool).toEqual({ dice: 1, from: ' (Sleep +1)' });
  });

  it('gives a field its message and stops counting while the setup is wrong', () => {
    const setup = { ...DW_EMPTY_CAMP_SETUP, fire: true };
    const view = viewDwCampPlan(plan({ setup }), 0, null);
    expect(view.points).toBeNull();
    // Under the firewood's toggle, the other way to light a fire.
    expect(view.setupToggles.find((toggle) => toggle.key === 'firewood')?.error).toBe(
      'A fire needs a camping supply or firewood: use a supply or mark firewood.',
    );
    expect(view.setupToggles.find((toggle) => toggle.key === 'fire')).toMatchObject({
      label: 'Make a fire (+1; needs a camping supply or firewood)',
      checked: true,
      error: undefined,
    });
    expect(view.addBlocked.rest).toBe('Add is off until the setup fields above can be counted.');
    expect(view.ambushBlocked).toBe(
      'Roll the ambush is off until the setup fields above can be counted.',
    );
  });

  it('hides the odds while the other ambush dice cannot be read, and marks a roll shown as stale', () => {
    const rolled = readDwAmbush([]);
    const view = viewDwCampPlan(plan({ ambush: { ...NEW_PLAN.ambush, extra: 30 } }), 0, rolled);
    expect(view.counts.extra.error).toBe('Extra dice must be a whole number from 0 to 20.');
    expect(view.odds).toBeNull();
    expect(view.ambushStale).toBe(true);
  });

  it('marks a roll of another pool as stale, and reads the sixes of the roll shown', () => {
    const rolled = readDwAmbush([6, 2]);
    const exposed = plan({ ambush: { ...NEW_PLAN.ambush, exposed: true, campedBefore: true } });
    const view = viewDwCampPlan(exposed, 0, rolled);
    expect(view.ambushStale).toBe(false);
    expect(view.ambush).toEqual({
      faces: [
        { face: 6, six: true },
        { face: 2, six: false },
      ],
      outcome: 'One 6: a combat happens. Use the wandering monsters from the dungeon.',
    });
    expect(viewDwCampPlan(NEW_PLAN, 0, rolled).ambushStale).toBe(true);
  });

  it('says what the cooking feeds once someone cooks', () => {
    const cooking = plan({ actions: { ...DW_NO_CAMP_ACTIONS, cook: 2 } });
    expect(viewDwCampPlan(cooking, 0, null).cooking).toEqual({
      toggle: {
        key: 'cookingSkill',
        label: 'Someone has the cooking skill',
        checked: false,
        error: undefined,
      },
      said: '2 cooked rations feed 4 adventurers (each removes hungry and parched).',
    });
  });

  it('offers to count the party again once a number was typed', () => {
    const typed = plan({ adventurersFrom: 'typed', adventurers: 2 });
    const view = viewDwCampPlan(typed, 3, null);
    expect(view.counts.adventurers.hint).toBe('The party has 3.');
    expect(view.counts.adventurers.value).toBe(2);
    expect(view.partyCount).toBe('Count the party (3)');
  });
});

describe('readDwCampCount', () => {
  it('reads the adventurers, a setup count or the other ambush dice from the plan', () => {
    const counted = plan({
      setup: { ...DW_EMPTY_CAMP_SETUP, survivalists: 2 },
      ambush: { ...NEW_PLAN.ambush, extra: 3 },
    });
    expect(readDwCampCount(counted, 'adventurers')).toBe(4);
    expect(readDwCampCount(counted, 'survivalists')).toBe(2);
    expect(readDwCampCount(counted, 'extra')).toBe(3);
  });
});

describe('stepDwCampTool', () => {
  it('shows each ambush roll under a new serial', () => {
    const roll = readDwAmbush([6]);
    const once = stepDwCampTool(DW_CAMP_TOOL_START, { type: 'ambush-rolled', roll });
    const twice = stepDwCampTool(once, { type: 'ambush-rolled', roll });
    expect(once.ambush).toEqual({ serial: 1, value: roll });
    expect(twice.ambush?.serial).toBe(2);
  });

  it('makes the cards’ refusals stale on a setup change', () => {
    expect(stepDwCampTool(DW_CAMP_TOOL_START, { type: 'setup-changed' }).refusalsFrom).toBe(1);
  });

  it('clears the roll shown once camp breaks, says what breaking did and makes refusals stale', () => {
    const rolled = stepDwCampTool(DW_CAMP_TOOL_START, {
      type: 'ambush-rolled',
      roll: readDwAmbush([2]),
    });
    expect(stepDwCampTool(rolled, { type: 'camp-broken', said: 'Camp broken.' })).toEqual({
      ambush: null,
      broken: 'Camp broken.',
      refusalsFrom: 1,
    });
  });
});
