import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  checkDwAmbushExtra,
  buyDwCampAction,
  computeDwAmbushOdds,
  computeDwAmbushPool,
  computeDwCampBudget,
  computeDwCampPoints,
  computeDwCampSpent,
  countDwBreakCampDoom,
  describeDwBreakCampDoom,
  describeDwCampLines,
  countDwFedByCooking,
  dropDwCampAction,
  explainDwCampRemoveBlocked,
  explainDwCampAddBlocked,
  explainDwAmbushBlocked,
  isDwCampFireLit,
  DW_EMPTY_CAMP_SETUP,
  DW_NO_CAMP_ACTIONS,
  isDwAmbushSix,
  readDwAmbush,
  rollDwAmbush,
  type DwCampSetup,
  describeDwCooking,
  DW_CAMP_ACTIONS,
  labelDwCampAction,
  computeDwPlanAmbushPool,
  findDwCampFieldError,
  describeDwCampBroken,
} from '../../../src/rules/dead-weight/camp';

function points(setup: DwCampSetup, adventurers = 4): number {
  const result = computeDwCampPoints(setup, adventurers);
  if (!result.ok) throw new Error(result.error.map((error) => error.message).join(' '));
  return result.value.points;
}

describe('computeDwCampPoints', () => {
  it('gives every allowed combination of the setup choices exactly the sum of the text’s points, never below zero', () => {
    let checked = 0;
    for (const dryPlace of [false, true])
      for (const suppliesUsed of [0, 1, 3])
        for (const survivalists of [0, 1, 4])
          for (const fire of [false, true])
            for (const firewood of [false, true])
              for (const longRest of [false, true])
                for (const filthy of [false, true]) {
                  const setup = {
                    dryPlace,
                    suppliesUsed,
                    survivalists,
                    fire,
                    firewood,
                    longRest,
                    filthy,
                  };
                  const lit = fire && (suppliesUsed > 0 || firewood);
                  if (fire && !lit) continue;
                  const expected = Math.max(
                    0,
                    (dryPlace ? 1 : 0) +
                      suppliesUsed +
                      survivalists +
                      (fire ? 1 : 0) +
                      (longRest ? 2 : 0) -
                      (filthy ? 1 : 0),
                  );
                  expect(points(setup)).toBe(expected);
                  checked += 1;
                }
    expect(checked).toBe(2 * 3 * 3 * 2 * 2 * 2 * 2 - 2 * 3 * 2 * 2);
  });

  it('lists each choice with its points, as the text gives them', () => {
    const result = computeDwCampPoints(
      {
        dryPlace: true,
        suppliesUsed: 2,
        survivalists: 1,
        fire: true,
        firewood: false,
        longRest: true,
        filthy: true,
      },
      3,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        points: 6,
        lines: [
          { label: 'Dry and stable place', points: 1 },
          { label: 'Camping supplies used (2)', points: 2 },
          { label: 'Survivalists (1)', points: 1 },
          { label: 'A fire', points: 1 },
          { label: 'Long rest', points: 2 },
          { label: 'Filthy or unhealthy place', points: -1 },
        ],
      },
    });
  });

  it('gives zero points, not minus one, to a filthy place with nothing else', () => {
    expect(points({ ...DW_EMPTY_CAMP_SETUP, filthy: true })).toBe(0);
  });

  it('refuses a fire without a camping supply or firewood', () => {
    expect(computeDwCampPoints({ ...DW_EMPTY_CAMP_SETUP, fire: true }, 2)).toEqual({
      ok: false,
      error: [
        {
          code: 'no-fuel',
          field: 'fire',
          message: 'A fire needs a camping supply or firewood: use a supply or mark firewood.',
        },
      ],
    });
  });

  it('refuses more survivalists than adventurers, and counts that are not whole numbers', () => {
    const result = computeDwCampPoints(
      { ...DW_EMPTY_CAMP_SETUP, survivalists: 3, suppliesUsed: 1.5 },
      2,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map((error) => error.field)).toEqual(['suppliesUsed', 'survivalists']);
    expect(result.error[1]?.message).toBe(
      'Only 2 adventurers are in camp, so at most 2 can be survivalists.',
    );
  });

  it('refuses negative supplies, NaN and a camp without adventurers', () => {
    const result = computeDwCampPoints(
      { ...DW_EMPTY_CAMP_SETUP, suppliesUsed: -1, survivalists: Number.NaN },
      0,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map((error) => error.message)).toEqual([
      'At least one adventurer must be in camp.',
      'Camping supplies used cannot be negative.',
      'Survivalists must be a whole number.',
    ]);
  });
});

describe('computeDwCampBudget', () => {
  const plan = { ...DW_NO_CAMP_ACTIONS, lookout: 2, sleep: 1 };
  it('spends the planned actions from the setup’s points and says what is left', () => {
    const counted = computeDwCampPoints(
      { ...DW_EMPTY_CAMP_SETUP, longRest: true, dryPlace: true },
      2,
    );
    expect(computeDwCampBudget(counted, plan)).toEqual({ spent: 4, left: -1, overspent: true });
    expect(computeDwCampBudget(counted, DW_NO_CAMP_ACTIONS)).toEqual({
      spent: 0,
      left: 3,
      overspent: false,
    });
  });
  it('counts no points from a setup that cannot be counted, without calling the plan overspent', () => {
    const refused = computeDwCampPoints({ ...DW_EMPTY_CAMP_SETUP, fire: true }, 2);
    expect(computeDwCampBudget(refused, plan)).toEqual({ spent: 4, left: -4, overspent: false });
  });
});

describe('buyDwCampAction', () => {
  const setup: DwCampSetup = { ...DW_EMPTY_CAMP_SETUP, suppliesUsed: 1, fire: true };
  const context = { points: 3, adventurers: 2, setup };

  it('spends points on actions and reports what they cost', () => {
    const first = buyDwCampAction(DW_NO_CAMP_ACTIONS, 'sleep', context);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = buyDwCampAction(first.value, 'lookout', context);
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(computeDwCampSpent(second.value)).toBe(3);
  });

  it('refuses to overspend and says how many points are left', () => {
    const counts = { ...DW_NO_CAMP_ACTIONS, lookout: 2 };
    expect(buyDwCampAction(counts, 'sleep', context)).toEqual({
      ok: false,
      error: { code: 'too-few-points', message: 'Sleep costs 2 actions, but only 1 is left.' },
    });
  });

  it('lets sleep and rest be planned only once per camp', () => {
    expect(buyDwCampAction({ ...DW_NO_CAMP_ACTIONS, rest: 1 }, 'rest', context)).toEqual({
      ok: false,
      error: {
        code: 'once-per-camp',
        message: 'A well deserved rest is already planned; it can be done once per camp.',
      },
    });
  });

  it('lets each adventurer use camp items once', () => {
    expect(buyDwCampAction({ ...DW_NO_CAMP_ACTIONS, campItems: 2 }, 'campItems', context)).toEqual({
      ok: false,
      error: {
        code: 'all-adventurers',
        message: 'Use camp items is already planned for all 2 adventurers.',
      },
    });
  });

  it('refuses cooking without a fire and a camping supply', () => {
    expect(
      buyDwCampAction(DW_NO_CAMP_ACTIONS, 'cook', {
        ...context,
        setup: { ...DW_EMPTY_CAMP_SETUP, fire: true, firewood: true },
      }),
    ).toEqual({
      ok: false,
      error: {
        code: 'needs-fire',
        message: 'Cooking needs a fire and at least one camping supply used during this camp.',
      },
    });
    expect(buyDwCampAction(DW_NO_CAMP_ACTIONS, 'cook', context).ok).toBe(true);
  });

  it('takes an action back without going below zero', () => {
    expect(dropDwCampAction({ ...DW_NO_CAMP_ACTIONS, lookout: 1 }, 'lookout').lookout).toBe(0);
    expect(dropDwCampAction(DW_NO_CAMP_ACTIONS, 'lookout').lookout).toBe(0);
  });
});

describe('explainDwCampAddBlocked', () => {
  const setup: DwCampSetup = { ...DW_EMPTY_CAMP_SETUP, suppliesUsed: 1, fire: true };
  const context = { adventurers: 2, setup };
  const points = computeDwCampPoints(setup, 2);

  it('says why each Add is off with no points left, and nothing while one can be added', () => {
    const spent = { ...DW_NO_CAMP_ACTIONS, lookout: 2 };
    expect(explainDwCampAddBlocked(points, spent, 'lookout', context)).toBe(
      'Keep a lookout costs 1 action, but only 0 are left.',
    );
    expect(explainDwCampAddBlocked(points, spent, 'sleep', context)).toBe(
      'Sleep costs 2 actions, but only 0 are left.',
    );
    expect(explainDwCampAddBlocked(points, DW_NO_CAMP_ACTIONS, 'lookout', context)).toBeNull();
  });

  it('gives the once-per-camp reason before the points', () => {
    expect(
      explainDwCampAddBlocked(points, { ...DW_NO_CAMP_ACTIONS, sleep: 1 }, 'sleep', context),
    ).toBe('Sleep is already planned; it can be done once per camp.');
  });

  it('turns Add off while the setup cannot be counted', () => {
    const refused = computeDwCampPoints({ ...DW_EMPTY_CAMP_SETUP, fire: true }, 2);
    expect(explainDwCampAddBlocked(refused, DW_NO_CAMP_ACTIONS, 'rest', context)).toBe(
      'Add is off until the setup fields above can be counted.',
    );
  });
});

describe('countDwFedByCooking', () => {
  it('feeds two adventurers per ration, three with the cooking skill', () => {
    expect(countDwFedByCooking(2, false)).toBe(4);
    expect(countDwFedByCooking(2, true)).toBe(6);
  });
});

describe('computeDwAmbushPool', () => {
  it('adds a die for an exposed place, a fire, an earlier camp and sleep, and removes one per lookout', () => {
    expect(
      computeDwAmbushPool({
        exposed: true,
        fire: true,
        campedBefore: true,
        sleep: 1,
        extra: 1,
        lookouts: 2,
      }).dice,
    ).toBe(3);
  });

  it('never goes below zero dice', () => {
    expect(
      computeDwAmbushPool({
        exposed: false,
        fire: false,
        campedBefore: false,
        sleep: 0,
        extra: 0,
        lookouts: 3,
      }).dice,
    ).toBe(0);
  });
});

function enumerate(dice: number): { combat: number; surprised: number; all: number } {
  let combat = 0;
  let surprised = 0;
  const all = 6 ** dice;
  for (let index = 0; index < all; index += 1) {
    let sixes = 0;
    let rest = index;
    for (let die = 0; die < dice; die += 1) {
      if (rest % 6 === 5) sixes += 1;
      rest = Math.floor(rest / 6);
    }
    if (sixes >= 1) combat += 1;
    if (sixes >= 2) surprised += 1;
  }
  return { combat, surprised, all };
}

describe('computeDwAmbushOdds', () => {
  it('matches brute-force enumeration of every outcome for pools of 0 to 6 dice', () => {
    for (let dice = 0; dice <= 6; dice += 1) {
      const counted = enumerate(dice);
      const odds = computeDwAmbushOdds(dice);
      expect(odds.combat).toEqual({
        numerator: BigInt(counted.combat),
        denominator: BigInt(counted.all),
      });
      expect(odds.surprised).toEqual({
        numerator: BigInt(counted.surprised),
        denominator: BigInt(counted.all),
      });
    }
  });

  it('gives 11/36 combat and 1/36 surprise for two dice', () => {
    expect(computeDwAmbushOdds(2)).toEqual({
      combat: { numerator: 11n, denominator: 36n },
      surprised: { numerator: 1n, denominator: 36n },
    });
  });
});

describe('isDwAmbushSix', () => {
  it('counts only a 6 of the six faces', () => {
    expect([1, 2, 3, 4, 5, 6].filter(isDwAmbushSix)).toEqual([6]);
  });
});

describe('rollDwAmbush', () => {
  it('is quiet without a 6, a combat with one 6 and a surprise with two or more', () => {
    expect(rollDwAmbush(3, createScriptedRng([1, 2, 5])).outcome).toBe('quiet');
    expect(rollDwAmbush(3, createScriptedRng([6, 2, 5]))).toEqual({
      dice: [6, 2, 5],
      sixes: 1,
      outcome: 'combat',
    });
    expect(rollDwAmbush(3, createScriptedRng([6, 6, 5])).outcome).toBe('surprised');
  });

  it('rolls nothing for an empty pool', () => {
    const rng = createScriptedRng([]);
    expect(rollDwAmbush(0, rng)).toEqual(readDwAmbush([]));
  });
});

describe('countDwBreakCampDoom', () => {
  it('advances the doom tracker once, twice after a long rest', () => {
    expect(countDwBreakCampDoom(false)).toBe(1);
    expect(countDwBreakCampDoom(true)).toBe(2);
  });
});

describe('checkDwAmbushExtra', () => {
  it('takes 0 to 20 other ambush dice and says so otherwise', () => {
    expect(checkDwAmbushExtra(20)).toBeNull();
    expect(checkDwAmbushExtra(1.5)).toEqual({
      code: 'not-whole',
      field: 'extra',
      message: 'Extra dice must be a whole number from 0 to 20.',
    });
    expect(checkDwAmbushExtra(-1)).not.toBeNull();
    expect(checkDwAmbushExtra(-1)?.code).toBe('too-low');
    expect(checkDwAmbushExtra(21)?.code).toBe('too-high');
  });
});

describe('labelDwCampAction', () => {
  it('gives each action its cost and limit', () => {
    const labels = new Map(DW_CAMP_ACTIONS.map((action) => [action.id, labelDwCampAction(action)]));
    expect(labels.get('lookout')).toBe('Keep a lookout (1 action)');
    for (const action of DW_CAMP_ACTIONS) {
      const label = labelDwCampAction(action);
      expect(label.startsWith(`${action.name} (${action.cost} action`)).toBe(true);
      expect(label.includes(' per adventurer')).toBe(action.limit === 'per-adventurer');
      expect(label.includes(', once')).toBe(action.limit === 'once');
    }
  });
});

describe('describeDwCooking', () => {
  it('counts who the rations feed, in the singular for one ration', () => {
    expect(describeDwCooking(1, false)).toBe(
      '1 cooked ration feeds 2 adventurers (each removes hungry and parched).',
    );
    expect(describeDwCooking(2, true)).toBe(
      '2 cooked rations feed 6 adventurers (each removes hungry and parched).',
    );
  });
});

describe('describeDwBreakCampDoom', () => {
  it('says once, or twice after a long rest, with the reason unless brief', () => {
    expect(describeDwBreakCampDoom(false)).toBe('once');
    expect(describeDwBreakCampDoom(true)).toBe('twice (long rest)');
    expect(describeDwBreakCampDoom(true, true)).toBe('twice');
  });
});

describe('describeDwCampLines', () => {
  it('lists each line with its sign, a minus sign for what takes away', () => {
    expect(
      describeDwCampLines([
        { label: 'Dry and stable place', points: 1 },
        { label: 'Long rest', points: 2 },
        { label: 'Keep a lookout', points: -2 },
      ]),
    ).toBe('Dry and stable place +1, Long rest +2, Keep a lookout −2');
  });
  it('is empty for no lines', () => {
    expect(describeDwCampLines([])).toBe('');
  });
});

describe('isDwCampFireLit', () => {
  it('lights a fire with a camping supply or firewood, and not with neither', () => {
    const fire = { ...DW_EMPTY_CAMP_SETUP, fire: true };
    expect(isDwCampFireLit(fire)).toBe(false);
    expect(isDwCampFireLit({ ...fire, suppliesUsed: 1 })).toBe(true);
    expect(isDwCampFireLit({ ...fire, firewood: true })).toBe(true);
    expect(isDwCampFireLit({ ...fire, suppliesUsed: 1.5 })).toBe(false);
    expect(isDwCampFireLit({ ...DW_EMPTY_CAMP_SETUP, suppliesUsed: 1, firewood: true })).toBe(
      false,
    );
  });
});

describe('explainDwAmbushBlocked', () => {
  const counted = computeDwCampPoints({ ...DW_EMPTY_CAMP_SETUP, dryPlace: true }, 4);

  it('lets a counted plan roll', () => {
    expect(explainDwAmbushBlocked(counted, DW_NO_CAMP_ACTIONS, 0)).toBeNull();
  });

  it('is off while a fire has neither a camping supply nor firewood', () => {
    const unlit = computeDwCampPoints({ ...DW_EMPTY_CAMP_SETUP, fire: true }, 4);
    expect(explainDwAmbushBlocked(unlit, DW_NO_CAMP_ACTIONS, 0)).toBe(
      'Roll the ambush is off until the setup fields above can be counted.',
    );
  });

  it('is off while the other dice are out of range or the plan is overspent', () => {
    expect(explainDwAmbushBlocked(counted, DW_NO_CAMP_ACTIONS, 21)).toMatch(/other ambush dice/);
    expect(explainDwAmbushBlocked(counted, { ...DW_NO_CAMP_ACTIONS, sleep: 1 }, 0)).toMatch(
      /more is planned than the setup gives/,
    );
  });
});

describe('computeDwPlanAmbushPool', () => {
  const plan = {
    adventurers: 4,
    setup: { ...DW_EMPTY_CAMP_SETUP, fire: true, suppliesUsed: 1 },
    actions: { ...DW_NO_CAMP_ACTIONS, sleep: 1, lookout: 1 },
    ambush: { exposed: true, campedBefore: false, extra: 2 },
  };

  it('builds the pool from the plan: its own choices, the fire lit, sleep, lookouts and other dice', () => {
    expect(computeDwPlanAmbushPool(plan).dice).toBe(4);
  });

  it('counts no other dice while they are not a number the field takes, nor a fire without fuel', () => {
    expect(
      computeDwPlanAmbushPool({
        ...plan,
        setup: { ...plan.setup, suppliesUsed: 0 },
        ambush: { ...plan.ambush, extra: 99 },
      }).dice,
    ).toBe(1);
  });
});

describe('findDwCampFieldError', () => {
  it("gives each field the setup count's message, and the other dice their own", () => {
    const wrong = computeDwCampPoints({ ...DW_EMPTY_CAMP_SETUP, survivalists: 9 }, 4);
    expect(findDwCampFieldError(wrong, 0, 'survivalists')).toBe(
      'Only 4 adventurers are in camp, so at most 4 can be survivalists.',
    );
    expect(findDwCampFieldError(wrong, 0, 'suppliesUsed')).toBeUndefined();
    expect(findDwCampFieldError(wrong, -1, 'extra')).toBe(
      'Extra dice must be a whole number from 0 to 20.',
    );
    expect(findDwCampFieldError(computeDwCampPoints(DW_EMPTY_CAMP_SETUP, 4), 0, 'extra')).toBe(
      undefined,
    );
  });
});

describe('describeDwCampBroken', () => {
  it('says how far the doom tracker advanced and that the plan starts afresh', () => {
    expect(describeDwCampBroken(false)).toBe(
      'Camp broken: the doom tracker advanced once. The plan is cleared for the next camp, marked as camped before.',
    );
    expect(describeDwCampBroken(true)).toContain('advanced twice (long rest).');
  });
});

describe('explainDwCampRemoveBlocked', () => {
  it('refuses to take back an action none of which is planned, naming it', () => {
    expect(explainDwCampRemoveBlocked(DW_NO_CAMP_ACTIONS, 'lookout')).toBe(
      'Nothing to remove: Keep a lookout is not planned.',
    );
    expect(explainDwCampRemoveBlocked({ ...DW_NO_CAMP_ACTIONS, lookout: 1 }, 'lookout')).toBeNull();
  });
});
