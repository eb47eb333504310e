import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  countDwRiskDoom,
  describeDwDoomPrices,
  listDwInterludeOptionChoices,
  listDwSleepChoices,
  explainDwAfflictionChoice,
  explainDwBlacksaltEvent,
  explainDwHunger,
  explainDwPurchaseUnavailable,
  explainDwAvailabilityBlocked,
  describeDwDoomSurcharge,
  explainDwRiskRoll,
  explainDwSettlementDoomMove,
  explainDwSettlementDoomBlocked,
  labelDwInterludeOption,
  findDwInterludeRisk,
  clampDwSettlementDoom,
  computeDwInnPrice,
  computeDwSettlementDoomEffects,
  countDwSleepDoom,
  explainDwOptionUnavailable,
  explainDwSleepUnavailable,
  explainDwSleptToday,
  explainDwActedToday,
  explainDwActionBlocked,
  explainDwActionTaken,
  explainDwNoSleepers,
  explainDwEventRolledToday,
  explainDwHungerBlocked,
  explainDwSleepBlocked,
  labelDwTakeAction,
  explainDwHungerResolvedToday,
  findDwInterludeAction,
  findDwSleepTable,
  readDwDecayAffliction,
  receiveDwInterludeAffliction,
  resolveDwHunger,
  resolveDwPartyHunger,
  rollDwBlacksaltEvent,
  rollDwPartySleep,
  rollDwSleep,
  DW_SLEEP_ROW_EFFECTS,
  explainDwCharacterEffect,
  readDwActionRecovery,
  readDwSleepRecovery,
  resolveDwRecovery,
} from '../../../src/rules/dead-weight/interlude';
import { DW_AFFLICTIONS, type DwAffliction } from '../../../src/rules/dead-weight/character';

describe('computeDwSettlementDoomEffects', () => {
  it('has no effect at doom 0', () => {
    const effects = computeDwSettlementDoomEffects(0);
    expect(effects.effects).toEqual([]);
    expect(effects.priceIncrease).toBe(0);
    expect(effects.buyable).toHaveLength(5);
  });

  it('adds up the price increases of doom 1, 3 and 5', () => {
    expect(
      [1, 2, 3, 4, 5, 6].map((doom) => computeDwSettlementDoomEffects(doom).priceIncrease),
    ).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('keeps every earlier effect in force as doom grows', () => {
    for (let doom = 1; doom <= 7; doom += 1)
      expect(computeDwSettlementDoomEffects(doom).effects).toHaveLength(doom);
  });

  it('charges an extra silver at the inn from doom 2 and closes it from doom 4', () => {
    expect(computeDwInnPrice(1)).toBe(1);
    expect(computeDwInnPrice(2)).toBe(2);
    expect(computeDwSettlementDoomEffects(3).innAllowed).toBe(true);
    expect(computeDwSettlementDoomEffects(4).innAllowed).toBe(false);
  });

  it('narrows what can be bought: common and uncommon at 3, common at 5, nothing at 6', () => {
    expect(computeDwSettlementDoomEffects(3).buyable).toEqual(['common', 'uncommon']);
    expect(computeDwSettlementDoomEffects(5).buyable).toEqual(['common']);
    expect(computeDwSettlementDoomEffects(6).buyable).toEqual([]);
    expect(computeDwSettlementDoomEffects(6).servicesAllowed).toBe(false);
    expect(computeDwSettlementDoomEffects(7).hunted).toBe(true);
  });

  it('keeps doom between 0 and 7', () => {
    expect(clampDwSettlementDoom(9)).toBe(7);
    expect(clampDwSettlementDoom(-2)).toBe(0);
    expect(clampDwSettlementDoom(Number.NaN)).toBe(0);
  });
});

describe('explainDwAvailabilityBlocked', () => {
  it('rolls where the size gives risk dice, and says why not where it decides or the doom bans', () => {
    expect(explainDwAvailabilityBlocked(3, 'rare', 0)).toBeNull();
    expect(explainDwAvailabilityBlocked(5, 'common', 0)).toBe(
      'No roll needed: common items are always available here.',
    );
    expect(explainDwAvailabilityBlocked(3, 'rare', 3)).toBe(
      'At settlement doom 3 you may only buy common and uncommon items.',
    );
  });
});

describe('describeDwDoomSurcharge', () => {
  it('names the silver the settlement doom adds to prices, and nothing before it does', () => {
    expect(describeDwDoomSurcharge(0)).toBe('');
    expect(describeDwDoomSurcharge(3)).toBe('; plus 2 silver from settlement doom 3');
  });
});

describe('explainDwPurchaseUnavailable', () => {
  it('lets every rarity be bought up to doom 2, then fewer, then none from doom 6', () => {
    expect(explainDwPurchaseUnavailable('exotic', 2)).toBeNull();
    expect(explainDwPurchaseUnavailable('uncommon', 3)).toBeNull();
    expect(explainDwPurchaseUnavailable('rare', 3)).toBe(
      'At settlement doom 3 you may only buy common and uncommon items.',
    );
    expect(explainDwPurchaseUnavailable('uncommon', 5)).toBe(
      'At settlement doom 5 you may only buy common items.',
    );
    expect(explainDwPurchaseUnavailable('common', 6)).toBe(
      'At settlement doom 6 you may not buy items here.',
    );
  });
});

describe('explainDwOptionUnavailable', () => {
  const rest = findDwInterludeAction('rest');
  const entertainment = rest.options.find((option) => option.id === 'entertainment')!;
  const bucolic = rest.options.find((option) => option.id === 'bucolic')!;

  it('offers entertainment only in size 4-5 and bucolic rest only in size 1-3', () => {
    expect(explainDwOptionUnavailable(entertainment, 2, 0)).toBe(
      'Only in settlements of size 4-5.',
    );
    expect(explainDwOptionUnavailable(entertainment, 4, 0)).toBeNull();
    expect(explainDwOptionUnavailable(bucolic, 5, 0)).toBe('Only in settlements of size 1-3.');
  });

  it('closes entertainment, surgeon and witch doctor at settlement doom 6', () => {
    expect(explainDwOptionUnavailable(entertainment, 5, 6)).toBe(
      'Not at settlement doom 6 or more.',
    );
    expect(explainDwOptionUnavailable(bucolic, 1, 6)).toBeNull();
  });
});

describe('receiveDwInterludeAffliction', () => {
  it('gives an affliction not yet held', () => {
    expect(receiveDwInterludeAffliction(['Angry'], 'Hungry')).toEqual({
      kind: 'gain',
      affliction: 'Hungry',
    });
  });

  it('asks the player to choose another when the affliction is already held, among those not held', () => {
    const gain = receiveDwInterludeAffliction(['Angry', 'Sleepy'], 'Sleepy');
    expect(gain.kind).toBe('choose');
    if (gain.kind !== 'choose') return;
    expect(gain.already).toBe('Sleepy');
    expect(gain.choices).toEqual(
      DW_AFFLICTIONS.filter((affliction) => affliction !== 'Angry' && affliction !== 'Sleepy'),
    );
  });
});

describe('resolveDwHunger', () => {
  it('does nothing to a character who ate a ration', () => {
    expect(resolveDwHunger(['Hungry'], true, createScriptedRng([]))).toEqual({
      gains: [],
      decay: null,
      settlementDoom: 0,
    });
  });

  it('makes a character without a ration hungry and parched', () => {
    expect(resolveDwHunger([], false, createScriptedRng([])).gains).toEqual([
      { kind: 'gain', affliction: 'Hungry' },
      { kind: 'gain', affliction: 'Parched' },
    ]);
  });

  it('asks an already parched character to choose another affliction instead of parched', () => {
    const gains = resolveDwHunger(['Parched'], false, createScriptedRng([])).gains;
    expect(gains[0]).toEqual({ kind: 'gain', affliction: 'Hungry' });
    expect(gains[1]?.kind).toBe('choose');
  });

  it('rolls a hungry character on the decay table, and an affliction already held becomes a choice', () => {
    const result = resolveDwHunger(['Hungry', 'Sleepy'], false, createScriptedRng([2, 3]));
    expect(result.decay?.total).toBe(5);
    expect(result.decay?.text).toBe('Sleepy');
    expect(result.gains[0]?.kind).toBe('choose');
  });

  it('advances the settlement doom when the decay roll advances the doom tracker', () => {
    const result = resolveDwHunger(['Hungry'], false, createScriptedRng([3, 4]));
    expect(result.settlementDoom).toBe(1);
    expect(result.gains).toEqual([]);
  });
});

describe('resolveDwPartyHunger', () => {
  const ada = { id: 'a', name: 'Ada', afflictions: [] };
  const bo = { id: 'b', name: 'Bo', afflictions: ['Hungry' as const] };
  const cy = { id: 'c', name: 'Cy', afflictions: ['Hungry' as const] };

  it('leaves whoever ate a ration alone and makes the others hungry and parched', () => {
    const party = resolveDwPartyHunger(
      [ada, { ...bo, afflictions: [] }],
      { b: true },
      createScriptedRng([]),
    );
    expect(party.characters.map((entry) => [entry.name, entry.ateRation])).toEqual([
      ['Ada', false],
      ['Bo', true],
    ]);
    expect(party.characters[0]?.result.gains).toEqual([
      { kind: 'gain', affliction: 'Hungry' },
      { kind: 'gain', affliction: 'Parched' },
    ]);
    expect(party.characters[1]?.result.gains).toEqual([]);
    expect(party.settlementDoom).toBe(0);
  });

  it('rolls the decay table for each already hungry character, in party order', () => {
    // Bo's 2d6: 4 + 4 = 8, hungry (held, so a choice); Cy's: 1 + 3 = 4, terrified.
    const party = resolveDwPartyHunger([bo, cy], {}, createScriptedRng([4, 4, 1, 3]));
    expect(party.characters.map((entry) => entry.result.decay?.text)).toEqual([
      'Hungry',
      'Terrified',
    ]);
    expect(party.characters[0]?.result.gains[0]?.kind).toBe('choose');
    expect(party.characters[1]?.result.gains).toEqual([{ kind: 'gain', affliction: 'Terrified' }]);
  });

  it('adds up the doom steps of every decay roll that advances the doom tracker', () => {
    // Both roll a 7 on the decay table: "Advance the doom tracker".
    const party = resolveDwPartyHunger([bo, cy], {}, createScriptedRng([3, 4, 5, 2]));
    expect(party.settlementDoom).toBe(2);
  });

  it('resolves nothing for an empty party', () => {
    expect(resolveDwPartyHunger([], {}, createScriptedRng([]))).toEqual({
      characters: [],
      settlementDoom: 0,
    });
  });
});

describe('rollDwPartySleep', () => {
  it("rolls 2d6 for each sleeper on the location's table", () => {
    // The inn: 2 + 3 = 5 "Remove sleepy."; 6 + 6 = 12 restores all fatigue and heals a wound.
    const slept = rollDwPartySleep(['Ada', 'Bo'], 'inn', 3, createScriptedRng([2, 3, 6, 6]));
    expect(slept.rolls.map(({ name, roll }) => [name, roll.total, roll.text])).toEqual([
      ['Ada', 5, 'Remove sleepy.'],
      ['Bo', 12, 'Restore all fatigue, heal 1 wound and remove sleepy, shaken and angry.'],
    ]);
    expect(slept.settlementDoom).toBe(0);
  });

  it('rolls for no one when the party has no adventurer: each adventurer rolls for their night', () => {
    const slept = rollDwPartySleep([], 'streets', 1, createScriptedRng([3, 3]));
    expect(slept).toEqual({ rolls: [], settlementDoom: 0 });
  });

  it("advances the settlement doom once for each sleeper the locals don't like", () => {
    // On the streets of a size 1-3 settlement a 6 advances this settlement's doom tracker.
    const slept = rollDwPartySleep(
      ['Ada', 'Bo', 'Cy'],
      'streets',
      2,
      createScriptedRng([1, 5, 2, 4, 6, 6]),
    );
    expect(slept.rolls.map(({ roll }) => roll.total)).toEqual([6, 6, 12]);
    expect(slept.settlementDoom).toBe(2);
  });
});

describe('readDwDecayAffliction', () => {
  it('reads an affliction row and ignores the others', () => {
    expect(readDwDecayAffliction('Terrified')).toBe('Terrified');
    expect(readDwDecayAffliction('Fatigue')).toBeNull();
  });
});

describe('rollDwBlacksaltEvent', () => {
  it('rolls the bad events table on 1-3, and prosecution advances the settlement doom', () => {
    const event = rollDwBlacksaltEvent(createScriptedRng([2, 6]));
    expect(event.event.text).toBe('Roll from the bad events table.');
    expect(event.followUp?.text).toBe("Prosecution. Advance this settlement's doom tracker.");
    expect(event.settlementDoom).toBe(1);
    expect(event.omens).toBe(false);
  });

  it('marks the omens tracker for signs of worse things to come', () => {
    const event = rollDwBlacksaltEvent(createScriptedRng([1, 1]));
    expect(event.settlementDoom).toBe(1);
    expect(event.omens).toBe(true);
  });

  it('has nothing happen on 4-5', () => {
    expect(rollDwBlacksaltEvent(createScriptedRng([5]))).toMatchObject({
      followUp: null,
      settlementDoom: 0,
    });
  });

  it('rolls the opportunities table on 6, and an unexpected blessing reduces the doom', () => {
    const event = rollDwBlacksaltEvent(createScriptedRng([6, 1]));
    expect(event.followUp?.table).toBe('Opportunities');
    expect(event.settlementDoom).toBe(-1);
  });
});

describe('sleep', () => {
  it('uses the streets table for the settlement size', () => {
    expect(findDwSleepTable('streets', 2).title).toBe('On the streets - size 1-3');
    expect(findDwSleepTable('streets', 4).title).toBe('On the streets - size 4-5');
  });

  it('rolls 2d6 on the chosen table and notices when it advances the doom', () => {
    const roll = rollDwSleep('streets', 1, createScriptedRng([2, 4]));
    expect(roll.total).toBe(6);
    expect(countDwSleepDoom(roll)).toBe(1);
    expect(countDwSleepDoom(rollDwSleep('inn', 3, createScriptedRng([6, 6])))).toBe(0);
  });

  it('offers the inn only in size 3 or more and below doom 4', () => {
    expect(explainDwSleepUnavailable('inn', 2, 0)).toBe(
      'Inns are found in settlements of size 3 or more.',
    );
    expect(explainDwSleepUnavailable('inn', 3, 4)).toBe(
      'At settlement doom 4 or more you may not use the inn.',
    );
    expect(explainDwSleepUnavailable('inn', 3, 3)).toBeNull();
    expect(explainDwSleepUnavailable('streets', 1, 7)).toBeNull();
  });
});

describe('explainDwActedToday', () => {
  it('lets each adventurer take one action a day', () => {
    expect(explainDwActedToday('Bo', 2, false)).toBeNull();
    expect(explainDwActedToday('Bo', 2, true)).toBe(
      'Bo has taken an action on day 2: each adventurer takes one action a day. Start day 3 for the next.',
    );
  });
});

describe('explainDwActionBlocked', () => {
  const rest = { action: 'rest', option: '' } as const;
  const entertainment = { action: 'rest', option: 'entertainment' } as const;

  it('lets an adventurer who has not acted take an action offered here', () => {
    expect(explainDwActionBlocked('Bo', 2, false, rest, 3, 0)).toBeNull();
    expect(explainDwActionBlocked('Bo', 2, false, entertainment, 4, 0)).toBeNull();
  });

  it('refuses a second action that day, and an additional effect not offered here', () => {
    expect(explainDwActionBlocked('Bo', 2, true, rest, 3, 0)).toBe(
      'Bo has taken an action on day 2: each adventurer takes one action a day. Start day 3 for the next.',
    );
    expect(explainDwActionBlocked('Bo', 2, false, entertainment, 3, 0)).toBe(
      "Off until Bo's additional effect is one offered here.",
    );
    expect(explainDwActionBlocked('Bo', 2, false, entertainment, 5, 6)).toBe(
      "Off until Bo's additional effect is one offered here.",
    );
  });
});

describe('explainDwActionTaken', () => {
  it('says which action, and which additional effect, an adventurer took without risk dice', () => {
    expect(explainDwActionTaken('Ada', 'tend', '')).toBe('Ada takes Tend Wounds.');
    expect(explainDwActionTaken('Ada', 'rest', 'bucolic')).toBe(
      'Ada takes Rest: get some bucolic rest.',
    );
    expect(explainDwActionTaken('Ada', 'rest', 'nothing-such')).toBe('Ada takes Rest.');
  });
});

describe('explainDwNoSleepers', () => {
  it('has the party sleep only when it has adventurers to roll for', () => {
    expect(explainDwNoSleepers(1)).toBeNull();
    expect(explainDwNoSleepers(0)).toBe(
      'Sleep is off until the party has adventurers: each one rolls 2d6 for the night. Add them in the Characters tool.',
    );
  });
});

describe('explainDwSleepBlocked', () => {
  const interlude = { day: 2, sleptDay: 1, size: 3 as const, doom: 0 };
  it('says why the night cannot be rolled: slept today, no one to sleep, or a place not allowed', () => {
    expect(explainDwSleepBlocked(interlude, 'inn', 2)).toBeNull();
    expect(explainDwSleepBlocked({ ...interlude, sleptDay: 2 }, 'inn', 0)).toBe(
      'The party has already slept on day 2: sleep comes once a day. Start day 3 to roll it again.',
    );
    expect(explainDwSleepBlocked(interlude, 'streets', 0)).toBe(explainDwNoSleepers(0));
    expect(explainDwSleepBlocked({ ...interlude, doom: 4 }, 'inn', 2)).toBe(
      'Roll is off until the party sleeps somewhere it may.',
    );
  });
});

describe('explainDwHungerBlocked', () => {
  it('resolves Hunger Bites once a day, and only for a party with adventurers', () => {
    expect(explainDwHungerBlocked(2, 1, 1)).toBeNull();
    expect(explainDwHungerBlocked(2, 2, 1)).toBe(explainDwHungerResolvedToday(2, 2));
    expect(explainDwHungerBlocked(2, 1, 0)).toBe(
      'Hunger Bites is off until the party has adventurers.',
    );
  });
});

describe('labelDwTakeAction', () => {
  it('names the risk dice the action rolls, or taking it', () => {
    expect(labelDwTakeAction('Ada', { action: 'lay-low', option: '' })).toBe('Roll 2d! for Ada');
    expect(labelDwTakeAction('Bo', { action: 'rest', option: '' })).toBe('Take this action for Bo');
  });
});

describe('explainDwSleptToday', () => {
  it('lets the party sleep once a day: refused on the day it slept, allowed again the next day', () => {
    expect(explainDwSleptToday(1, null)).toBeNull();
    expect(explainDwSleptToday(3, 3)).toBe(
      'The party has already slept on day 3: sleep comes once a day. Start day 4 to roll it again.',
    );
    expect(explainDwSleptToday(4, 3)).toBeNull();
  });
});

describe('explainDwEventRolledToday', () => {
  it('rolls the Blacksalt event once a day: refused on the day it was rolled, allowed again the next day', () => {
    expect(explainDwEventRolledToday(1, null)).toBeNull();
    expect(explainDwEventRolledToday(3, 3)).toBe(
      'The Blacksalt event for day 3 has already been rolled: there is one event a day. Start day 4 to roll the next.',
    );
    expect(explainDwEventRolledToday(4, 3)).toBeNull();
  });
});

describe('explainDwHungerResolvedToday', () => {
  it('resolves Hunger Bites once a day: refused on the day it was resolved, allowed again the next day', () => {
    expect(explainDwHungerResolvedToday(1, null)).toBeNull();
    expect(explainDwHungerResolvedToday(3, 3)).toBe(
      'Hunger Bites for day 3 has already been resolved: it comes once a day. Start day 4 to resolve it again.',
    );
    expect(explainDwHungerResolvedToday(4, 3)).toBeNull();
  });
});

describe('explainDwHunger and explainDwSettlementDoomMove', () => {
  it('say what Hunger Bites did, sentence by sentence', () => {
    const result = {
      gains: [{ kind: 'choose' as const, already: 'Sleepy' as const, choices: [] }],
      decay: { table: 'Decay', dice: [2, 3], total: 5, text: 'Sleepy' },
      settlementDoom: 0,
    };
    expect(explainDwHunger('Ada', false, result)).toEqual([
      'Already hungry: decay table 5, Sleepy.',
      'Ada already sleepy: choose another affliction.',
    ]);
    expect(explainDwHunger('Bo', true, { gains: [], decay: null, settlementDoom: 0 })).toEqual([
      'Ate a ration.',
    ]);
  });

  it('say where the settlement doom moved, and nothing when it did not', () => {
    expect(explainDwSettlementDoomMove(1, 3)).toBe(' Settlement doom advances to 3.');
    expect(explainDwSettlementDoomMove(-1, 0)).toBe(' Settlement doom goes down to 0.');
    expect(explainDwSettlementDoomMove(0, 2)).toBe('');
  });
});

describe('findDwInterludeRisk', () => {
  it('finds the risk dice of an option, else of the action, with its name for the log', () => {
    expect(findDwInterludeRisk('rest', 'drunk')).toMatchObject({
      name: 'get very drunk',
      risk: { dice: 2 },
    });
    expect(findDwInterludeRisk('lay-low', '')).toMatchObject({
      name: 'Lay low',
      risk: { dice: 2 },
    });
    expect(findDwInterludeRisk('sell', '')).toBeNull();
  });
});

describe('countDwRiskDoom', () => {
  it('takes the settlement doom down a step only when laying low triggers', () => {
    expect(countDwRiskDoom('lay-low', true)).toBe(-1);
    expect(countDwRiskDoom('lay-low', false)).toBe(0);
    expect(countDwRiskDoom('rest', true)).toBe(0);
  });
});

describe('explainDwRiskRoll', () => {
  const risk = findDwInterludeRisk('lay-low', '')!.risk;
  it('gives the dice, what they did and the doom they left', () => {
    expect(explainDwRiskRoll(risk, { dice: [4, 1], triggered: true }, 1)).toBe(
      "2d! rolled 4, 1: Triggered: reduce this settlement's doom tracker by one. Settlement doom is now 1.",
    );
    expect(explainDwRiskRoll(risk, { dice: [4, 5], triggered: false }, null)).toBe(
      '2d! rolled 4, 5: The attention does not die down.',
    );
  });
});

describe('labelDwInterludeOption', () => {
  const entertainment = findDwInterludeAction('rest').options.find(
    (option) => option.sizes[0] === 4,
  )!;
  it('adds why the option cannot be taken here, and nothing when it can', () => {
    expect(labelDwInterludeOption(entertainment, 3, 0)).toBe(
      `${entertainment.label} (only in settlements of size 4-5)`,
    );
    expect(labelDwInterludeOption(entertainment, 4, 0)).toBe(entertainment.label);
  });
});

describe('explainDwAfflictionChoice', () => {
  it('says which affliction the player took in place of the one already held', () => {
    expect(explainDwAfflictionChoice('Ada', 'Angry', 'Sleepy')).toBe(
      'Ada chose angry instead of sleepy.',
    );
  });
});

describe('listDwInterludeOptionChoices', () => {
  it('offers None first, then each option, disabling one the settlement cannot give', () => {
    const tend = findDwInterludeAction('tend');
    const choices = listDwInterludeOptionChoices(tend, 2, 0);
    expect(choices[0]).toEqual({ value: '', label: 'None' });
    expect(choices[1]).toEqual({
      value: 'surgeon',
      label: 'Spend 4 silver: visit a surgeon (only in settlements of size 4-5)',
      disabled: true,
    });
    expect(listDwInterludeOptionChoices(tend, 4, 0)[1]).toMatchObject({ disabled: false });
  });

  it('disables a service once the settlement doom reaches 6', () => {
    const tend = findDwInterludeAction('tend');
    expect(listDwInterludeOptionChoices(tend, 4, 6)[1]).toMatchObject({ disabled: true });
  });
});

describe('listDwSleepChoices', () => {
  it('gives each place its cost, and the inn its price at this doom per person', () => {
    expect(listDwSleepChoices(0).map((choice) => choice.label)).toEqual([
      'On the streets (free)',
      'Camp (1 camping supply per character required)',
      'Inn (1 silver per person)',
      'Proper accommodation (special)',
    ]);
    expect(listDwSleepChoices(2)[2]).toEqual({ value: 'inn', label: 'Inn (2 silver per person)' });
  });
});

describe('describeDwDoomPrices', () => {
  it('adds the price increase and the inn’s price, or says the inn is closed', () => {
    expect(describeDwDoomPrices(2)).toBe('Prices +1 silver; inn 2 silver per person.');
    expect(describeDwDoomPrices(5)).toBe('Prices +3 silver; inn closed.');
  });
});

describe('explainDwBlacksaltEvent', () => {
  it('says the doom advanced, and the omens tracker too for signs of worse things to come', () => {
    const signs = rollDwBlacksaltEvent(createScriptedRng([1, 1]));
    expect(explainDwBlacksaltEvent(signs, 3)).toBe(
      "Settlement doom advances to 3. The expedition's omens tracker advances one step too.",
    );
    const prosecution = rollDwBlacksaltEvent(createScriptedRng([2, 6]));
    expect(explainDwBlacksaltEvent(prosecution, 2)).toBe('Settlement doom advances to 2.');
  });

  it('says nothing when no tracker moves', () => {
    expect(explainDwBlacksaltEvent(rollDwBlacksaltEvent(createScriptedRng([5])), 0)).toBe('');
  });
});

describe('interlude effects on the adventurers', () => {
  const fresh = { score: 3, fatigue: 0, wounds: 0, proficiency: 0 };
  const adventurer = (
    fatigue: Partial<Record<'str' | 'dex' | 'int' | 'pre', number>>,
    afflictions: DwAffliction[] = [],
  ) => ({
    attributes: {
      str: { ...fresh, fatigue: fatigue.str ?? 0 },
      dex: { ...fresh, fatigue: fatigue.dex ?? 0 },
      int: { ...fresh, fatigue: fatigue.int ?? 0 },
      pre: { ...fresh, fatigue: fatigue.pre ?? 0 },
    },
    afflictions,
  });

  it('knows every row of every sleep table', () => {
    const tables = (['streets', 'camp', 'inn', 'proper'] as const).flatMap((location) =>
      ([1, 4] as const).map((size) => findDwSleepTable(location, size)),
    );
    for (const table of tables)
      for (const row of table.rows) expect(DW_SLEEP_ROW_EFFECTS).toHaveProperty([row.cells[0]!]);
  });

  it('restores all fatigue and removes sleepy and shaken, leaving the wound by hand', () => {
    const effect = resolveDwRecovery(
      adventurer({ str: 2, pre: 1 }, ['Hungry', 'Sleepy', 'Angry']),
      readDwSleepRecovery('Restore all fatigue, heal 1 wound and remove sleepy, shaken and angry.'),
    );
    expect(effect.fatigue).toEqual({ str: 2, pre: 1 });
    expect(effect.remove).toEqual(['Sleepy', 'Angry']);
    expect(effect.gain).toEqual([]);
    expect(explainDwCharacterEffect('Ada', effect)).toBe(
      'Ada: fatigue restored; Sleepy and Angry removed; apply by hand: heal 1 wound.',
    );
  });

  it('gives the sleeper the affliction a row names, or leaves the choice when it is held', () => {
    const rain = readDwSleepRecovery('You woke up in the rain; you are now shaken.');
    expect(explainDwCharacterEffect('Bo', resolveDwRecovery(adventurer({}), rain))).toBe(
      'Bo: Shaken gained.',
    );
    const already = resolveDwRecovery(adventurer({}, ['Shaken']), rain);
    expect(already.gain).toEqual([]);
    expect(explainDwCharacterEffect('Bo', already)).toBe(
      'Bo: apply by hand: already shaken: choose another affliction to receive.',
    );
  });

  it('removes sleepy or shaken when only one is held, and leaves the choice when both are', () => {
    const row = readDwSleepRecovery('Restore one fatigue and remove sleepy or shaken.');
    const one = resolveDwRecovery(adventurer({ dex: 2 }, ['Shaken']), row);
    expect(one.fatigue).toEqual({ dex: 1 });
    expect(explainDwCharacterEffect('Cy', one)).toBe(
      'Cy: 1 fatigue recovered from DEX; Shaken removed.',
    );
    const both = resolveDwRecovery(adventurer({ str: 1, int: 1 }, ['Sleepy', 'Shaken']), row);
    expect(both.fatigue).toEqual({});
    expect(both.remove).toEqual([]);
    expect(explainDwCharacterEffect('Cy', both)).toBe(
      'Cy: apply by hand: restore one fatigue from an attribute you choose, remove sleepy or shaken.',
    );
  });

  it('leaves silver, wounds and supplies by hand, and says nothing for the doom row', () => {
    const mugged = readDwSleepRecovery('You get mugged; pay 2d6 silver or take 2 wounds.');
    expect(explainDwCharacterEffect('Di', resolveDwRecovery(adventurer({}), mugged))).toBe(
      'Di: apply by hand: pay 2d6 silver or take 2 wounds.',
    );
    const locals = readDwSleepRecovery(
      "The locals don't like you here. Advance this settlement's doom tracker.",
    );
    expect(explainDwCharacterEffect('Di', resolveDwRecovery(adventurer({}), locals))).toBeNull();
  });

  it('rests: 1 fatigue from each attribute, never below 0; entertainment adds another', () => {
    const rest = readDwActionRecovery('rest', '', null)!;
    const rested = resolveDwRecovery(adventurer({ str: 2, dex: 1 }), rest);
    expect(rested.fatigue).toEqual({ str: 1, dex: 1 });
    expect(explainDwCharacterEffect('Ada', rested)).toBe(
      'Ada: 1 fatigue recovered from each attribute.',
    );
    expect(explainDwCharacterEffect('Ada', resolveDwRecovery(adventurer({}), rest))).toBe(
      'Ada: no fatigue to recover.',
    );
    const fun = resolveDwRecovery(
      adventurer({ str: 3 }, ['Angry', 'Hopeless', 'Shaken']),
      readDwActionRecovery('rest', 'entertainment', null)!,
    );
    expect(fun.fatigue).toEqual({ str: 2 });
    expect(fun.remove).toEqual(['Angry', 'Hopeless']);
  });

  it('getting drunk removes terrified and hopeless, nauseates on a trigger, and leaves wounds by hand', () => {
    const drunk = resolveDwRecovery(
      adventurer({}, ['Terrified']),
      readDwActionRecovery('rest', 'drunk', true)!,
    );
    expect(explainDwCharacterEffect('Bo', drunk)).toBe(
      'Bo: no fatigue to recover; Nauseated gained; Terrified removed; apply by hand: recover all presence wounds.',
    );
    expect(readDwActionRecovery('rest', 'drunk', false)?.gain).toBeUndefined();
  });

  it('tending wounds removes bleeding (plagued after a surgeon’s success) and leaves the wound by hand', () => {
    const surgeon = resolveDwRecovery(
      adventurer({}, ['Bleeding', 'Plagued', 'Cursed']),
      readDwActionRecovery('tend', 'surgeon', true)!,
    );
    expect(surgeon.remove).toEqual(['Bleeding', 'Plagued']);
    expect(readDwActionRecovery('tend', 'witch-doctor', false)?.remove).toEqual(['Bleeding']);
    expect(readDwActionRecovery('shop', '', null)).toBeNull();
    expect(readDwActionRecovery('lay-low', '', true)).toBeNull();
  });
});

describe('explainDwSettlementDoomBlocked', () => {
  it('says why a doom button is off at the end of the tracker, and nothing in between', () => {
    expect(explainDwSettlementDoomBlocked(-1, 0)).toBe(
      'Reduce settlement doom is off: the doom is at 0, where its tracker starts.',
    );
    expect(explainDwSettlementDoomBlocked(1, 7)).toBe(
      'Advance settlement doom is off: the doom is at 7, the last step of its tracker.',
    );
    expect(explainDwSettlementDoomBlocked(1, 0)).toBeNull();
    expect(explainDwSettlementDoomBlocked(-1, 7)).toBeNull();
    expect(explainDwSettlementDoomBlocked(-1, 3)).toBeNull();
  });
});
