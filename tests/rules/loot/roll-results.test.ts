import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  applyLootAttackHit,
  chooseLootAttackDie,
  describeLootApplyHit,
  describeLootAttackOutcome,
  describeLootAttackPick,
  describeLootCheckDone,
  describeLootCheckRoll,
  describeLootDefenceAgainst,
  describeLootFallDone,
  describeLootJudgeHit,
  describeLootJudgeSource,
  emptySheet,
  lootAttackPrefix,
  lootCheckDice,
  lootHitsWaiting,
  lootJudgeHitInput,
  lootPendingInput,
  placeLootAttackHit,
  rollLootAttackRound,
  rollLootFallLogged,
  startLootAttackRound,
  startLootCheck,
  unapplyLootAttackHit,
  type LootCheckRoll,
  type LootDefenceHit,
  type LootRollLogger,
} from '../../../src/rules/loot';

const sheet = emptySheet('ada', 'Ada');

function hit(outcome: LootDefenceHit['outcome'], notes: string[]): LootDefenceHit {
  return { outcome, notes, sheet, parryRolls: [], counterattack: false };
}

const one = (faces: number[], chosen = 0): LootCheckRoll => ({ faces, picker: null, chosen });

describe('describeLootCheckDone', () => {
  it('names the face and the item rolled, then what the check did', () => {
    const done = {
      roll: one([1]),
      resolution: { ...hit('success', ['Slot 1 is marked.']), face: 1, item: 'Rope' },
    };
    expect(describeLootCheckDone(done, { kind: 'terrain' })).toEqual({
      outcome: 'Success',
      lines: ['Rolled 1: slot 1 (Head), Rope.', 'Slot 1 is marked.'],
      judgePlaces: false,
    });
  });
  it('asks the judge for the slot only when a defence comes to the judge', () => {
    const done = { roll: one([12]), resolution: { ...hit('judge', []), face: 12, item: '' } };
    expect(describeLootCheckDone(done, { kind: 'defence' })).toMatchObject({
      outcome: 'The judge decides',
      lines: ['Rolled a 12.'],
      judgePlaces: true,
    });
    expect(describeLootCheckDone(done, { kind: 'plain' }).judgePlaces).toBe(false);
  });
});

describe('describeLootFallDone', () => {
  it('says the wounds in body slots and keeps a line for each check', () => {
    const fall = { sheet, checks: [], wounds: 2, lines: ['Check 1', 'Check 2'] };
    expect(describeLootFallDone(fall)).toEqual({
      outcome: '2 wounds in body slots',
      lines: ['Check 1', 'Check 2'],
      judgePlaces: false,
    });
  });
});

describe('startLootCheck', () => {
  it('keeps whose sheet and what was asked with the dice, the rules’ pick chosen', () => {
    const input = { sheet, spec: { kind: 'terrain' as const }, advantages: 0, disadvantages: 1 };
    const pending = startLootCheck(input, createScriptedRng([3, 12]));
    expect(pending).toEqual({
      faces: [3, 12],
      picker: 'judge',
      chosen: 1,
      sheetId: 'ada',
      who: 'Ada',
      spec: { kind: 'terrain' },
      advantages: 0,
      disadvantages: 1,
    });
  });
});

describe('lootPendingInput', () => {
  it('asks the same check again on the sheet as it is now', () => {
    const input = { sheet, spec: { kind: 'smell' as const }, advantages: 1, disadvantages: 0 };
    const pending = startLootCheck(input, createScriptedRng([3, 4]));
    const renamed = { ...sheet, name: 'Ada the Bold' };
    expect(lootPendingInput(pending, renamed)).toEqual({ ...input, sheet: renamed });
  });
});

describe('rollLootFallLogged', () => {
  it('rolls a check for each 10 ft, logs the fall and says what it came to', () => {
    const rng = createScriptedRng([8, 3]);
    const logged: string[] = [];
    const log: LootRollLogger = (tool, input, source) => {
      logged.push(source);
      return tool.roll(input, rng);
    };
    const fall = rollLootFallLogged({ sheet, feet: 20, advantages: 0, disadvantages: 0 }, log);
    expect(logged).toEqual(['LOOT: falling 20 ft (Ada)']);
    expect(fall.result.outcome).toBe('1 wound in body slots');
    expect(fall.result.lines).toHaveLength(2);
    expect(fall.sheet.slots[2]?.wound).toBe('open');
  });
});

describe('lootJudgeHitInput', () => {
  it('places the defence check’s attack and defence on the judge’s slot', () => {
    expect(
      lootJudgeHitInput(sheet, { kind: 'defence', attack: 'blast', defence: 'evade' }, 4),
    ).toEqual({ sheet, attack: 'blast', defence: 'evade', slot: 4 });
  });
  it('reads a check without them as a melee hit with neither defence', () => {
    expect(lootJudgeHitInput(sheet, { kind: 'plain' }, 2)).toMatchObject({
      attack: 'melee',
      defence: 'neither',
    });
  });
});

describe('describeLootJudgeHit', () => {
  it('names the slot the judge chose before what the hit did there', () => {
    expect(describeLootJudgeHit(3, hit('open', ['An open wound.']))).toEqual({
      outcome: 'Open wound',
      lines: ['The judge chose slot 3 (Torso).', 'An open wound.'],
      judgePlaces: false,
    });
  });
  it('asks the judge again after another empty grip', () => {
    expect(describeLootJudgeHit(6, hit('judge', [])).judgePlaces).toBe(true);
  });
});

describe('describeLootCheckRoll', () => {
  it('says the dice, who picks, and how many extra dice cancelled', () => {
    expect(describeLootCheckRoll(lootCheckDice(0, 0))).toBe('Roll 1d12.');
    expect(describeLootCheckRoll(lootCheckDice(2, 1))).toBe(
      'Roll 2d12: the player picks the die that counts. (1 advantage and disadvantage cancel.)',
    );
  });
});

describe('describeLootDefenceAgainst', () => {
  it('names the attack defended against, for the log', () => {
    expect(describeLootDefenceAgainst('missile')).toBe('defence against missile');
  });
});

describe('describeLootJudgeSource', () => {
  it('adds that the judge chose the slot', () => {
    expect(describeLootJudgeSource('defence against melee')).toBe(
      'defence against melee, slot chosen by the judge',
    );
  });
});

describe('rollLootAttackRound', () => {
  it('rolls and logs each attack of the plan, none applied', () => {
    const rng = createScriptedRng([4, 12]);
    const logged: string[] = [];
    const log: LootRollLogger = (tool, input, source) => {
      logged.push(source);
      return tool.roll(input, rng);
    };
    const planned = {
      twoWeapons: { allowed: true },
      count: 2,
      advantages: 0,
      disadvantages: 0,
    } as const;
    const round = rollLootAttackRound('melee', planned, 'Ada', log);
    expect(round.attacks.map((attack) => attack.faces)).toEqual([[4], [12]]);
    expect(round.applied).toEqual([null, null]);
    expect(logged).toEqual(['LOOT: melee attack 1 of 2 (Ada)', 'LOOT: melee attack 2 of 2 (Ada)']);
  });
});

describe('startLootAttackRound', () => {
  it('starts with no hit applied', () => {
    expect(startLootAttackRound('melee', [one([3]), one([5])]).applied).toEqual([null, null]);
  });
});

describe('chooseLootAttackDie', () => {
  it('reads one attack from another die and leaves the other attack alone', () => {
    const round = chooseLootAttackDie(
      startLootAttackRound('melee', [one([3, 12]), one([5])]),
      0,
      1,
    );
    expect(round.attacks.map((attack) => attack.chosen)).toEqual([1, 0]);
  });
});

describe('applyLootAttackHit', () => {
  it('keeps where the hit went and what the defence did, the judge asked on an empty grip', () => {
    const round = startLootAttackRound('melee', [one([6])]);
    expect(
      applyLootAttackHit(round, 0, {
        sheetName: 'Ada',
        slot: 6,
        hit: hit('judge', ['An empty grip.']),
      }).applied,
    ).toEqual([
      { sheetName: 'Ada', slot: 6, lines: ['An empty grip.'], judgePlaces: true, placed: null },
    ]);
  });
});

describe('placeLootAttackHit', () => {
  it('adds the judge’s slot after the first lines and marks that slot resolved', () => {
    const round = applyLootAttackHit(startLootAttackRound('melee', [one([6])]), 0, {
      sheetName: 'Ada',
      slot: 6,
      hit: hit('judge', ['An empty grip.']),
    });
    expect(
      placeLootAttackHit(round, 0, { sheetName: 'Ada', slot: 2, hit: hit('treated', ['A wound.']) })
        .applied[0],
    ).toEqual({
      sheetName: 'Ada',
      slot: 6,
      lines: ['An empty grip.', 'The judge chose slot 2 (Torso).', 'A wound.'],
      judgePlaces: false,
      placed: { sheetName: 'Ada', slot: 2 },
    });
  });
  it('changes nothing for an attack whose hit is not applied', () => {
    const round = startLootAttackRound('melee', [one([6])]);
    expect(
      placeLootAttackHit(round, 0, { sheetName: 'Ada', slot: 2, hit: hit('treated', []) }),
    ).toBe(round);
  });
});

describe('unapplyLootAttackHit', () => {
  it('lets a hit taken back be applied again', () => {
    const round = applyLootAttackHit(startLootAttackRound('melee', [one([3])]), 0, {
      sheetName: 'Ada',
      slot: 3,
      hit: hit('treated', []),
    });
    expect(unapplyLootAttackHit(round, 0).applied).toEqual([null]);
  });
});

describe('lootHitsWaiting', () => {
  it('is true while a later attack hit and is not applied', () => {
    const round = startLootAttackRound('melee', [one([3]), one([5])]);
    expect(lootHitsWaiting(round, 0)).toBe(true);
    expect(
      lootHitsWaiting(
        applyLootAttackHit(round, 1, { sheetName: 'Ada', slot: 5, hit: hit('treated', []) }),
        0,
      ),
    ).toBe(false);
  });
  it('does not wait on a later miss', () => {
    expect(lootHitsWaiting(startLootAttackRound('melee', [one([3]), one([12])]), 0)).toBe(false);
  });
});

describe('lootAttackPrefix', () => {
  it('numbers the attacks only when there are two', () => {
    expect(lootAttackPrefix(startLootAttackRound('melee', [one([3])]), 0)).toBe('');
    expect(lootAttackPrefix(startLootAttackRound('melee', [one([3]), one([4])]), 1)).toBe(
      'Attack 2: ',
    );
  });
});

describe('describeLootAttackPick', () => {
  it('says who picks, capitalised after any prefix', () => {
    expect(describeLootAttackPick('', 'judge')).toBe('The judge picks');
    expect(describeLootAttackPick('Attack 1: ', 'player')).toBe('Attack 1: the attacker picks');
  });
});

describe('describeLootAttackOutcome', () => {
  it('names the slot hit, or a miss on a 12', () => {
    expect(describeLootAttackOutcome(one([12, 4], 1))).toBe('Hit: slot 4 (Legs/Feet).');
    expect(describeLootAttackOutcome(one([12]))).toBe('Miss (a 12).');
  });
});

describe('describeLootApplyHit', () => {
  it('numbers the hit only when the round has two attacks', () => {
    expect(describeLootApplyHit(startLootAttackRound('melee', [one([3])]), 0, 'Ada')).toBe(
      'Apply the hit to Ada',
    );
    expect(describeLootApplyHit(startLootAttackRound('melee', [one([3]), one([4])]), 1, 'Bo')).toBe(
      'Apply hit 2 to Bo',
    );
  });
});
