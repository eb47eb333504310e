import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  addLootItem,
  advanceLootFireRound,
  checkLootCorruption,
  corruptLootSlot,
  douseLootFire,
  emptySheet,
  endLootAsphyxiation,
  igniteLootSlot,
  lootIgnitionChoices,
  lootAsphyxiationChoices,
  lootBleedingChoices,
  lootConditionSlots,
  LOOT_CONDITION_OUTCOME_TEXT,
  lootExhaustionChoices,
  lootHypothermiaChoices,
  lootMalnourishmentChoices,
  lootSpreadChoices,
  newItem,
  pickLootSlot,
  readSlot,
  restLootExhaustion,
  rollLootOnGround,
  warmLootHypothermia,
  woundLootSlot,
  worsenLootAsphyxiation,
  worsenLootBleeding,
  worsenLootCorruption,
  worsenLootExhaustion,
  worsenLootHypothermia,
  worsenLootMalnourishment,
  type LootConditionResult,
  type LootSheet,
  type SlotNumber,
} from '../../../src/rules/loot';
import { ok } from './ok';

const fresh = () => emptySheet('ada', 'Ada');
/** Applies worsenings one after another, each into the slot given. */
const chain = (
  sheet: LootSheet,
  steps: readonly ((s: LootSheet) => LootConditionResult)[],
): LootConditionResult => {
  let result: LootConditionResult = { sheet, notes: [], outcome: 'none' };
  for (const step of steps) result = step(result.sheet);
  return result;
};

describe('lootSpreadChoices', () => {
  it('offers body slots not yet marked and next to a marked one', () => {
    const sheet = worsenLootAsphyxiation(fresh()).sheet;
    expect(lootSpreadChoices(sheet, 'A')).toEqual([2]);
    const corrupted = corruptLootSlot(fresh(), 3).sheet;
    expect(lootSpreadChoices(corrupted, 'C')).toEqual([2, 4]);
  });
});

describe('asphyxiation', () => {
  it('starts at the head, which stops breathing, speech and spells', () => {
    expect(lootAsphyxiationChoices(fresh())).toEqual([1]);
    const result = worsenLootAsphyxiation(fresh());
    expect(readSlot(result.sheet, 1).conditions).toEqual(['A']);
    expect(result.notes.join(' ')).toContain('cannot breathe, speak, or cast spells');
  });

  it('worsens down the body and knocks the character out when slots 1-5 are marked', () => {
    const result = chain(fresh(), [
      (s) => worsenLootAsphyxiation(s),
      (s) => worsenLootAsphyxiation(s, 2),
      (s) => worsenLootAsphyxiation(s, 3),
      (s) => worsenLootAsphyxiation(s, 4),
    ]);
    expect(result.outcome).toBe('none');
    const last = worsenLootAsphyxiation(result.sheet, 5);
    expect(lootConditionSlots(last.sheet, 'A')).toEqual([1, 2, 3, 4, 5]);
    expect(last.outcome).toBe('unconscious');
  });

  it('kills when it worsens again with no slot left to mark', () => {
    const out = chain(fresh(), [
      (s) => worsenLootAsphyxiation(s),
      ...[2, 3, 4, 5].map((n) => (s: LootSheet) => worsenLootAsphyxiation(s, n as SlotNumber)),
    ]);
    expect(worsenLootAsphyxiation(out.sheet).outcome).toBe('dead');
  });

  it('refuses a slot that is not adjacent and leaves the sheet as it was', () => {
    const sheet = worsenLootAsphyxiation(fresh()).sheet;
    const refused = worsenLootAsphyxiation(sheet, 4);
    expect(refused.sheet).toBe(sheet);
    expect(refused.notes[0]).toContain('slot 2');
  });

  it('is gone at once when the source is removed', () => {
    const sheet = worsenLootAsphyxiation(worsenLootAsphyxiation(fresh()).sheet, 2).sheet;
    expect(lootConditionSlots(endLootAsphyxiation(sheet), 'A')).toEqual([]);
  });
});

describe('bleeding', () => {
  it('marks a lower-numbered slot than the open wound each time it worsens', () => {
    const wounded = woundLootSlot(fresh(), 3, 'open').sheet;
    expect(lootBleedingChoices(wounded, 3)).toEqual([2]);
    const once = worsenLootBleeding(wounded, 3);
    expect(lootConditionSlots(once.sheet, 'B')).toEqual([2, 3]);
    const twice = worsenLootBleeding(once.sheet, 3);
    expect(lootConditionSlots(twice.sheet, 'B')).toEqual([1, 2, 3]);
  });

  it('kills when no lower slot can be marked', () => {
    const wounded = woundLootSlot(fresh(), 1, 'open').sheet;
    expect(worsenLootBleeding(wounded, 1).outcome).toBe('dead');
  });

  it('lets the player choose when two slots qualify, per open wound', () => {
    const sheet = woundLootSlot(woundLootSlot(fresh(), 5, 'open').sheet, 3, 'open').sheet;
    expect(lootBleedingChoices(sheet, 5)).toEqual([2, 4]);
    expect(lootConditionSlots(worsenLootBleeding(sheet, 5, 2).sheet, 'B')).toEqual([2, 3, 5]);
  });

  it('refuses a slot without an open wound', () => {
    expect(worsenLootBleeding(fresh(), 4).notes[0]).toContain('no open wound');
  });
});

describe('malnourishment', () => {
  it('starts at slot 3, marks a lower slot each time, then kills', () => {
    expect(lootMalnourishmentChoices(fresh())).toEqual([3]);
    const three = worsenLootMalnourishment(fresh());
    const two = worsenLootMalnourishment(three.sheet);
    const one = worsenLootMalnourishment(two.sheet);
    expect(lootConditionSlots(one.sheet, 'M')).toEqual([1, 2, 3]);
    expect(one.outcome).toBe('none');
    expect(worsenLootMalnourishment(one.sheet).outcome).toBe('dead');
  });
});

describe('hypothermia', () => {
  it('starts in slot 4 or 5', () => {
    expect(lootHypothermiaChoices(fresh())).toEqual([4, 5]);
    expect(
      worsenLootHypothermia(fresh(), 3).sheet.slots.every((slot) => slot.conditions.length === 0),
    ).toBe(true);
  });

  it('gives the slot marked before a treated frostbite wound when it worsens', () => {
    const start = worsenLootHypothermia(fresh(), 5);
    expect(readSlot(start.sheet, 5).wound).toBe('none');
    const next = worsenLootHypothermia(start.sheet, 4);
    expect(readSlot(next.sheet, 5).wound).toBe('treated');
    expect(readSlot(next.sheet, 4).wound).toBe('none');
    const third = worsenLootHypothermia(next.sheet, 3);
    expect(readSlot(third.sheet, 4).wound).toBe('treated');
    expect(third.notes.join(' ')).toContain('Frostbite');
  });

  it('knocks the character out at slots 1-5, then kills on the next worsening', () => {
    const all = chain(
      fresh(),
      [4, 5, 3, 2, 1].map((n) => (s: LootSheet) => worsenLootHypothermia(s, n as SlotNumber)),
    );
    expect(all.outcome).toBe('unconscious');
    expect(worsenLootHypothermia(all.sheet).outcome).toBe('dead');
  });

  it('warms away the last mark first and keeps the frostbite', () => {
    const two = chain(fresh(), [
      (s) => worsenLootHypothermia(s, 4),
      (s) => worsenLootHypothermia(s, 3),
    ]);
    const warmed = warmLootHypothermia(two.sheet);
    expect(lootConditionSlots(warmed.sheet, 'H')).toEqual([4]);
    expect(readSlot(warmed.sheet, 4).wound).toBe('treated');
    expect(warmed.sheet.lastMarked?.H).toBe(4);
  });
});

describe('exhaustion', () => {
  it('goes first into any body slot, then spreads, knocking out at 1-5 and killing after', () => {
    expect(lootExhaustionChoices(fresh())).toEqual([1, 2, 3, 4, 5]);
    const all = chain(
      fresh(),
      [3, 2, 4, 1, 5].map((n) => (s: LootSheet) => worsenLootExhaustion(s, n as SlotNumber)),
    );
    expect(all.outcome).toBe('unconscious');
    expect(worsenLootExhaustion(all.sheet).outcome).toBe('dead');
  });

  it('loses one slot of exhaustion after 5 trys of rest', () => {
    const two = chain(fresh(), [
      (s) => worsenLootExhaustion(s, 2),
      (s) => worsenLootExhaustion(s, 3),
    ]);
    expect(lootConditionSlots(restLootExhaustion(two.sheet).sheet, 'E')).toEqual([2]);
    expect(lootConditionSlots(restLootExhaustion(two.sheet, 2).sheet, 'E')).toEqual([3]);
    expect(restLootExhaustion(fresh()).notes[0]).toContain('no exhaustion');
  });
});

describe('corruption', () => {
  it('worsens only when the check rolls a corrupted slot', () => {
    const corrupted = corruptLootSlot(fresh(), 2).sheet;
    const hit = checkLootCorruption(corrupted, createScriptedRng([2]));
    expect(hit).toMatchObject({ roll: 2, worsens: true, choices: [1, 3] });
    expect(checkLootCorruption(corrupted, createScriptedRng([4]))).toMatchObject({
      worsens: false,
      choices: [],
    });
    expect(checkLootCorruption(corrupted, createScriptedRng([12])).note).toContain('no slot');
  });

  it('turns the character evil when every body slot is corrupted', () => {
    const four = chain(
      corruptLootSlot(fresh(), 1).sheet,
      [2, 3, 4].map((n) => (s: LootSheet) => worsenLootCorruption(s, n as SlotNumber)),
    );
    expect(four.outcome).toBe('none');
    const all = worsenLootCorruption(four.sheet, 5);
    expect(all.outcome).toBe('evil');
    expect(worsenLootCorruption(all.sheet).outcome).toBe('evil');
  });
});

describe('fire', () => {
  const cloak = newItem('cloak', 'Cloak', { flammable: true });
  const shirt = newItem('shirt', 'Shirt', { flammable: true });
  const helm = newItem('helm', 'Helm', { rigid: true });
  const torches = newItem('torches', 'Torches', { flammable: true });
  const dressed = () =>
    ok(
      addLootItem(
        ok(addLootItem(ok(addLootItem(ok(addLootItem(fresh(), 1, helm)), 2, cloak)), 3, shirt)),
        8,
        torches,
      ),
    );

  it('offers to ignite only the slots holding something flammable that are not burning yet', () => {
    expect(lootIgnitionChoices(dressed())).toEqual([2, 3, 8]);
    expect(lootIgnitionChoices(igniteLootSlot(dressed(), 2).sheet)).toEqual([3, 8]);
  });

  it('ignites only a slot holding something flammable', () => {
    expect(igniteLootSlot(dressed(), 1).notes[0]).toContain('nothing flammable');
    expect(readSlot(igniteLootSlot(dressed(), 2).sheet, 2).conditions).toEqual(['F']);
  });

  it('after a full round: a treated wound, flammable items destroyed, and the fire spreads to adjacent flammable slots', () => {
    const lit = igniteLootSlot(dressed(), 2).sheet;
    const round = advanceLootFireRound(lit);
    expect(readSlot(round.sheet, 2)).toMatchObject({ wound: 'treated', items: [] });
    expect(lootConditionSlots(round.sheet, 'F')).toEqual([2, 3]);
    expect(readSlot(round.sheet, 1).conditions).toEqual([]);
    expect(readSlot(round.sheet, 3).items).toHaveLength(1);
  });

  it('opens the wound when the slot is still aflame after another round', () => {
    const lit = igniteLootSlot(dressed(), 2).sheet;
    const second = advanceLootFireRound(advanceLootFireRound(lit).sheet);
    expect(readSlot(second.sheet, 2)).toMatchObject({ wound: 'open' });
    expect(readSlot(second.sheet, 2).conditions).toContain('B');
    expect(readSlot(second.sheet, 3)).toMatchObject({ wound: 'treated', items: [] });
  });

  it('puts out the slots rolled when rolling on the ground (3d12)', () => {
    const burning = advanceLootFireRound(igniteLootSlot(dressed(), 2).sheet).sheet;
    const rolled = rollLootOnGround(burning, createScriptedRng([3, 12, 7]));
    expect(rolled.rolls).toEqual([3, 12, 7]);
    expect(lootConditionSlots(rolled.sheet, 'F')).toEqual([2]);
    expect(rolled.notes[1]).toContain('slot 2');
  });

  it('goes out everywhere when doused', () => {
    const burning = advanceLootFireRound(igniteLootSlot(dressed(), 2).sheet).sheet;
    expect(lootConditionSlots(douseLootFire(burning), 'F')).toEqual([]);
  });

  it('does not spread into a dropped backpack, which counts as empty', () => {
    const packed = ok(addLootItem(dressed(), 7, newItem('rag', 'Rag', { flammable: true })));
    const lit = igniteLootSlot(packed, 7).sheet;
    expect(
      lootConditionSlots(advanceLootFireRound({ ...lit, backpackDropped: true }).sheet, 'F'),
    ).toEqual([7]);
    expect(lootConditionSlots(advanceLootFireRound(lit).sheet, 'F')).toEqual([7, 8]);
  });
});

describe('pickLootSlot', () => {
  it('picks the slot at the position the die shows', () => {
    expect(pickLootSlot([2, 4], createScriptedRng([2]))).toBe(4);
    expect(pickLootSlot([], createScriptedRng([]))).toBeUndefined();
  });
});

describe('LOOT_CONDITION_OUTCOME_TEXT', () => {
  // The tool says the outcome after the notes: a note that said it too was read twice.
  const asphyxiated = chain(fresh(), [
    (s) => worsenLootAsphyxiation(s),
    ...[2, 3, 4, 5].map((n) => (s: LootSheet) => worsenLootAsphyxiation(s, n as SlotNumber)),
  ]);
  const corrupted = chain(
    corruptLootSlot(fresh(), 1).sheet,
    [2, 3, 4, 5].map((n) => (s: LootSheet) => worsenLootCorruption(s, n as SlotNumber)),
  );
  const results: readonly [string, LootConditionResult, RegExp][] = [
    ['falling unconscious', asphyxiated, /unconscious/i],
    ['dying', worsenLootAsphyxiation(asphyxiated.sheet), /dies/i],
    ['turning evil', corrupted, /evil/i],
  ];
  for (const [what, result, said] of results)
    it(`is the only place ${what} is said`, () => {
      expect(result.outcome).not.toBe('none');
      expect(result.notes.join(' ')).not.toMatch(said);
      expect(LOOT_CONDITION_OUTCOME_TEXT[result.outcome as 'dead']).toMatch(said);
    });
});
