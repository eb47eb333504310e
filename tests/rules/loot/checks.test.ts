import { describe, expect, it } from 'vitest';
import { createScriptedRng, reduceFraction, type Fraction } from '../../../src/rules/dice';
import {
  emptySheet,
  newItem,
  readSlot,
  type LootItem,
  type LootSheet,
} from '../../../src/rules/loot/sheet';
import {
  allowLootDefence,
  lootCheckChances,
  describeLootDice,
  describeLootAttackDice,
  explainLootJudgeHitResolved,
  lootCheckDice,
  lootDefaultPick,
  lootFaceVerdict,
  lootFallChecks,
  lootFallUnharmedChance,
  resolveLootCheck,
  resolveLootDefenceHit,
  rollLootCheckDice,
  rollLootFall,
  type LootCheckSpec,
} from '../../../src/rules/loot/checks';

function put(sheet: LootSheet, slot: number, ...items: LootItem[]): LootSheet {
  return {
    ...sheet,
    slots: sheet.slots.map((s, index) =>
      index === slot - 1 ? { ...s, items: [...s.items, ...items] } : s,
    ),
  };
}
function change(
  sheet: LootSheet,
  slot: number,
  patch: Partial<LootSheet['slots'][number]>,
): LootSheet {
  return {
    ...sheet,
    slots: sheet.slots.map((s, index) => (index === slot - 1 ? { ...s, ...patch } : s)),
  };
}
function same(fraction: Fraction, numerator: number, denominator: number) {
  expect(reduceFraction(fraction)).toEqual(
    reduceFraction({ numerator: BigInt(numerator), denominator: BigInt(denominator) }),
  );
}

const rope = newItem('rope', 'Rope', { weight: 'light' });
const sword = newItem('sword', 'Sword', { weight: 'normal', weapon: 'medium', rigid: true });
const plate = newItem('plate', 'Plate armour', {
  weight: 'heavy',
  armour: 'heavy',
  rigid: true,
  noisy: true,
});
const mail = newItem('mail', 'Leather coat', { weight: 'normal', armour: 'light' });
const shield = newItem('shield', 'Shield', { weight: 'normal', shield: true });
const cheese = newItem('cheese', 'Cheese', { weight: 'light', smelly: true });
const flask = newItem('flask', 'Glass flask', { weight: 'light', rigid: true });
const coins = newItem('coins', 'Coins', { weight: 'light', rigid: true });

/** A sample sheet: 1 rope, 2 plate, 3 coat, 6 sword, 7 shield, 8 cheese, 9 flask, 10 coins (rigid next to 9), slot 4 marked. */
function sample(): LootSheet {
  let sheet = emptySheet('ada', 'Ada');
  sheet = put(sheet, 1, rope);
  sheet = put(sheet, 2, plate);
  sheet = put(sheet, 3, mail);
  sheet = put(sheet, 6, sword);
  sheet = put(sheet, 7, shield);
  sheet = put(sheet, 8, cheese);
  sheet = put(sheet, 9, flask);
  sheet = put(sheet, 10, coins);
  return change(sheet, 4, { marked: true });
}

/** Brute force, independent of the module: the chance that the default pick succeeds, from a per-face success set. */
function bruteChance(
  successFaces: Set<number>,
  advantages: number,
  disadvantages: number,
): Fraction {
  const net = Math.min(2, advantages) - Math.min(2, disadvantages);
  const count = 1 + Math.abs(net);
  let good = 0;
  let total = 0;
  for (let code = 0; code < 12 ** count; code += 1) {
    const faces = Array.from({ length: count }, (_, i) => (Math.floor(code / 12 ** i) % 12) + 1);
    const wins = faces.map((f) => successFaces.has(f));
    const ok = net >= 0 ? wins.some(Boolean) : wins.every(Boolean);
    total += 1;
    if (ok) good += 1;
  }
  return { numerator: BigInt(good), denominator: BigInt(total) };
}

describe('lootCheckDice', () => {
  it('rolls one extra d12 per advantage, at most two, and the player picks', () => {
    expect(lootCheckDice(1, 0)).toMatchObject({ count: 2, picker: 'player' });
    expect(lootCheckDice(5, 0)).toMatchObject({ count: 3, picker: 'player', advantages: 2 });
  });
  it('lets the judge pick with disadvantage and cancels advantage against disadvantage one for one', () => {
    expect(lootCheckDice(0, 2)).toMatchObject({ count: 3, picker: 'judge' });
    expect(lootCheckDice(2, 1)).toMatchObject({ count: 2, picker: 'player', net: 1 });
    expect(lootCheckDice(2, 2)).toMatchObject({ count: 1, picker: null, net: 0 });
  });
  it('says how many advantages and disadvantages cancelled, counting only the two of each that count', () => {
    expect(lootCheckDice(2, 1).cancelled).toBe(1);
    expect(lootCheckDice(2, 2).cancelled).toBe(2);
    expect(lootCheckDice(5, 3).cancelled).toBe(2);
    expect(lootCheckDice(2, 0).cancelled).toBe(0);
  });
});

describe('describeLootDice', () => {
  it('names the dice and who picks: the one rolling with advantage, the judge with disadvantage', () => {
    expect(describeLootDice(lootCheckDice(0, 0), 'player')).toBe('1d12.');
    expect(describeLootDice(lootCheckDice(1, 0), 'player')).toBe(
      '2d12: the player picks the die that counts.',
    );
    expect(describeLootDice(lootCheckDice(2, 0), 'attacker')).toBe(
      '3d12: the attacker picks the die that counts.',
    );
    expect(describeLootDice(lootCheckDice(0, 1), 'attacker')).toBe(
      '2d12: the judge picks the die that counts.',
    );
  });
});

describe('describeLootAttackDice', () => {
  it('says the dice an attack rolls as a sentence, never a lone "1d12."', () => {
    expect(describeLootAttackDice(lootCheckDice(0, 0), 1)).toBe('Roll 1d12.');
    expect(describeLootAttackDice(lootCheckDice(0, 1), 1)).toBe(
      'Roll 2d12: the judge picks the die that counts.',
    );
    expect(describeLootAttackDice(lootCheckDice(1, 0), 2)).toBe(
      'Two attacks, each rolling 2d12: the attacker picks the die that counts.',
    );
    expect(describeLootAttackDice(lootCheckDice(0, 0), 2)).toBe('Two attacks, each rolling 1d12.');
  });
});

describe('explainLootJudgeHitResolved', () => {
  it('says where the judge’s slot was resolved, that it is resolved once, and how to place it elsewhere', () => {
    expect(explainLootJudgeHitResolved('Ada', 6)).toBe(
      'Resolved on Ada, slot 6 (Grips): one hit is resolved once. To place it elsewhere, choose another slot.',
    );
  });
});

describe('lootFaceVerdict', () => {
  const sheet = sample();
  it('fails a 12 on any check except falling, where the judge decides', () => {
    expect(lootFaceVerdict(sheet, { kind: 'terrain' }, 12).verdict).toBe('failure');
    expect(lootFaceVerdict(sheet, { kind: 'plain' }, 12).verdict).toBe('failure');
    expect(lootFaceVerdict(sheet, { kind: 'falling' }, 12).verdict).toBe('judge');
  });
  it('passes terrain on a light item or an empty slot, fails on marked, heavy or normal items', () => {
    const terrain: LootCheckSpec = { kind: 'terrain' };
    expect([1, 5, 8, 9, 10, 11].map((f) => lootFaceVerdict(sheet, terrain, f).verdict)).toEqual(
      Array(6).fill('success'),
    );
    expect([2, 3, 4, 6, 7].map((f) => lootFaceVerdict(sheet, terrain, f).verdict)).toEqual(
      Array(5).fill('failure'),
    );
  });
  it('fails stealth against hearing on noisy items and on rigid items next to other rigid items', () => {
    const hearing: LootCheckSpec = { kind: 'hearing' };
    expect(lootFaceVerdict(sheet, hearing, 2).verdict).toBe('failure');
    expect(lootFaceVerdict(sheet, hearing, 9).verdict).toBe('failure');
    expect(lootFaceVerdict(sheet, hearing, 10).verdict).toBe('failure');
    expect(lootFaceVerdict(sheet, hearing, 6).verdict).toBe('success');
    expect(lootFaceVerdict(sheet, hearing, 8).verdict).toBe('success');
  });
  it('fails stealth against smell only on smelly items', () => {
    expect(lootFaceVerdict(sheet, { kind: 'smell' }, 8).verdict).toBe('failure');
    expect(lootFaceVerdict(sheet, { kind: 'smell' }, 2).verdict).toBe('success');
  });
  it('leaves a plain check to the judge, naming the item', () => {
    const v = lootFaceVerdict(sheet, { kind: 'plain' }, 1);
    expect(v.verdict).toBe('judge');
    expect(v.reason).toContain('Rope');
  });
  it('calls a slot with nothing in it an empty slot', () => {
    const reason = (kind: LootCheckSpec['kind']) => lootFaceVerdict(sheet, { kind }, 11).reason;
    expect(reason('plain')).toBe('An empty slot: the judge decides.');
    expect(reason('hearing')).toBe('An empty slot makes no noise.');
    expect(reason('smell')).toBe('An empty slot does not smell.');
    expect(reason('terrain')).toBe(
      'No item: you move unharmed to where you intended, and the slot is marked.',
    );
  });
  it('fails any check that rolls a wounded slot', () => {
    const hurt = change(sheet, 1, { wound: 'treated' });
    expect(lootFaceVerdict(hurt, { kind: 'terrain' }, 1).verdict).toBe('failure');
    expect(
      lootFaceVerdict(hurt, { kind: 'defence', attack: 'melee', defence: 'neither' }, 1).verdict,
    ).toBe('failure');
  });
  it('reads defence faces by block, parry chance and evasion', () => {
    const melee: LootCheckSpec = { kind: 'defence', attack: 'melee', defence: 'parry' };
    expect(lootFaceVerdict(sheet, melee, 2).verdict).toBe('success');
    expect(lootFaceVerdict(sheet, melee, 1)).toMatchObject({
      verdict: 'parry',
      parryDice: 2,
      fallback: 'failure',
    });
    expect(lootFaceVerdict(sheet, melee, 3)).toMatchObject({
      verdict: 'parry',
      fallback: 'treated',
    });
    expect(lootFaceVerdict(sheet, melee, 12).verdict).toBe('judge');
    const evadeBlast: LootCheckSpec = { kind: 'defence', attack: 'blast', defence: 'evade' };
    expect(lootFaceVerdict(sheet, evadeBlast, 2).verdict).toBe('failure');
    expect(lootFaceVerdict(sheet, evadeBlast, 1).verdict).toBe('success');
    expect(
      lootFaceVerdict(
        emptySheet('e', 'E'),
        { kind: 'defence', attack: 'melee', defence: 'neither' },
        6,
      ).verdict,
    ).toBe('judge');
  });
});

describe('lootDefaultPick', () => {
  it('gives the player the best face and the judge the worst', () => {
    const sheet = sample();
    const verdicts = [2, 1].map((f) => lootFaceVerdict(sheet, { kind: 'terrain' }, f));
    expect(lootDefaultPick(verdicts, 'player')).toBe(1);
    expect(lootDefaultPick(verdicts, 'judge')).toBe(0);
  });
});

describe('lootCheckChances', () => {
  const sheet = sample();
  const kinds: LootCheckSpec[] = [
    { kind: 'terrain' },
    { kind: 'hearing' },
    { kind: 'smell' },
    { kind: 'falling' },
  ];
  for (const spec of kinds) {
    for (const [a, d] of [
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [0, 2],
      [2, 1],
      [1, 2],
    ] as const) {
      it(`matches enumeration for ${spec.kind} with ${a} advantage and ${d} disadvantage`, () => {
        const wins = new Set(
          Array.from({ length: 12 }, (_, i) => i + 1).filter(
            (f) => lootFaceVerdict(sheet, spec, f).verdict === 'success',
          ),
        );
        same(
          lootCheckChances(sheet, spec, a, d).success,
          Number(bruteChance(wins, a, d).numerator),
          Number(bruteChance(wins, a, d).denominator),
        );
      });
    }
  }
  it('gives terrain on the sample sheet 6 in 12 without dice bonuses', () => {
    same(lootCheckChances(sheet, { kind: 'terrain' }, 0, 0).success, 6, 12);
  });
  it('counts a shield parry as 11/36 of the faces that would wound', () => {
    const bare = put(emptySheet('b', 'B'), 7, shield);
    // faces 1-5 parry 11/36, 7 blocks, 6 (empty grip) and 12 are the judge's, 8-11 are not body
    // slots: no wound
    const chances = lootCheckChances(
      bare,
      { kind: 'defence', attack: 'melee', defence: 'parry' },
      0,
      0,
    );
    same(chances.success, 5 * 11 + 36 + 4 * 36, 12 * 36);
    same(chances.judge, 2, 12);
  });
  it('is the same for the same sheet whatever order the faces are enumerated in: the three parts add up to one', () => {
    const c = lootCheckChances(sheet, { kind: 'plain' }, 1, 0);
    expect(c.success.numerator + c.judge.numerator + c.failure.numerator).toBe(
      c.success.denominator,
    );
  });
});

describe('resolveLootCheck', () => {
  it('marks the slot of a successful terrain check', () => {
    const result = resolveLootCheck(sample(), { kind: 'terrain' }, 1, createScriptedRng([]));
    expect(result.outcome).toBe('success');
    expect(result.item).toBe('Rope');
    expect(readSlot(result.sheet, 1).marked).toBe(true);
  });
  it('says, as done, which slot a successful terrain check marked and on whose sheet', () => {
    expect(resolveLootCheck(sample(), { kind: 'terrain' }, 1, createScriptedRng([])).notes).toEqual(
      ['A light item: you move unharmed to where you intended.', 'Slot 1 (Head) marked on Ada.'],
    );
    expect(
      resolveLootCheck(sample(), { kind: 'terrain' }, 11, createScriptedRng([])).notes,
    ).toEqual([
      'No item: you move unharmed to where you intended.',
      'Slot 11 (Backpack) marked on Ada.',
    ]);
  });
  it('fails a terrain check on a heavy item and changes nothing', () => {
    const sheet = sample();
    const result = resolveLootCheck(sheet, { kind: 'terrain' }, 2, createScriptedRng([]));
    expect(result.outcome).toBe('failure');
    expect(result.sheet).toBe(sheet);
  });
  it('opens a treated wound that a check rolls, and fails', () => {
    const hurt = change(sample(), 1, { wound: 'treated' });
    const result = resolveLootCheck(hurt, { kind: 'terrain' }, 1, createScriptedRng([]));
    expect(result.outcome).toBe('failure');
    expect(readSlot(result.sheet, 1).wound).toBe('open');
    expect(readSlot(result.sheet, 1).marked).toBe(false);
  });
  it('gives an open wound on an unprotected body slot in defence, and a treated one under light armour', () => {
    const melee: LootCheckSpec = { kind: 'defence', attack: 'melee', defence: 'neither' };
    expect(
      readSlot(resolveLootCheck(sample(), melee, 1, createScriptedRng([])).sheet, 1).wound,
    ).toBe('open');
    expect(
      readSlot(resolveLootCheck(sample(), melee, 3, createScriptedRng([])).sheet, 3).wound,
    ).toBe('treated');
  });
  it('parries a melee hit when a shield die shows the slot, allowing a counterattack with a weapon wielded', () => {
    const result = resolveLootCheck(
      sample(),
      { kind: 'defence', attack: 'melee', defence: 'parry' },
      1,
      createScriptedRng([4, 1]),
    );
    expect(result).toMatchObject({ outcome: 'parried', parryRolls: [4, 1], counterattack: true });
    expect(readSlot(result.sheet, 1).wound).toBe('none');
  });
  it('wounds when the parry dice miss the slot', () => {
    const result = resolveLootCheck(
      sample(),
      { kind: 'defence', attack: 'melee', defence: 'parry' },
      1,
      createScriptedRng([4, 5]),
    );
    expect(result.outcome).toBe('open');
  });
  it('evades a grab on a non-heavy item', () => {
    expect(
      resolveLootCheck(
        sample(),
        { kind: 'defence', attack: 'grab', defence: 'evade' },
        1,
        createScriptedRng([]),
      ).outcome,
    ).toBe('evaded');
  });
  it('counts a block by a weapon in a grip as a parry', () => {
    expect(
      resolveLootCheck(
        sample(),
        { kind: 'defence', attack: 'melee', defence: 'neither' },
        6,
        createScriptedRng([]),
      ).outcome,
    ).toBe('parried');
  });
  it('hands a 12 on defence to the judge', () => {
    expect(
      resolveLootCheck(
        sample(),
        { kind: 'defence', attack: 'melee', defence: 'neither' },
        12,
        createScriptedRng([]),
      ).outcome,
    ).toBe('judge');
  });
});

describe('rollLootCheckDice', () => {
  it('rolls as many d12s as the dice say', () => {
    expect(rollLootCheckDice(lootCheckDice(0, 2), createScriptedRng([3, 12, 7]))).toEqual([
      3, 12, 7,
    ]);
  });
});

describe('rollLootFall', () => {
  it('rolls one check per 10 ft and wounds each body slot rolled', () => {
    expect(lootFallChecks(35)).toBe(3);
    const fall = rollLootFall(sample(), 30, 0, 0, createScriptedRng([5, 9, 1]));
    expect(fall.checks.map((c) => c.picked)).toEqual([5, 9, 1]);
    expect(readSlot(fall.sheet, 5).wound).toBe('open');
    expect(readSlot(fall.sheet, 1).wound).toBe('open');
    expect(readSlot(fall.sheet, 9).wound).toBe('none');
  });
  it('gives the chance of no wound over several checks as a power', () => {
    same(lootFallUnharmedChance({ numerator: 6n, denominator: 12n }, 2), 1, 4);
  });
});

describe('resolveLootCheck on wounded slots', () => {
  const melee: LootCheckSpec = { kind: 'defence', attack: 'melee', defence: 'parry' };
  it('does not parry a hit on a treated wound: the wound opens and the new one goes next to it', () => {
    const hurt = change(sample(), 1, { wound: 'treated' });
    const result = resolveLootCheck(hurt, melee, 1, createScriptedRng([]));
    expect(result.outcome).toBe('open');
    expect(result.parryRolls).toEqual([]);
    expect(readSlot(result.sheet, 1).wound).toBe('open');
    expect(result.notes.join(' ')).toContain('adjacent slot (2)');
  });
  it('fails a blocked hit on a wounded slot without a new wound, opening the treated one', () => {
    const hurt = change(sample(), 2, { wound: 'treated' });
    const result = resolveLootCheck(
      hurt,
      { kind: 'defence', attack: 'melee', defence: 'neither' },
      2,
      createScriptedRng([]),
    );
    expect(result.outcome).toBe('blocked');
    expect(readSlot(result.sheet, 2).wound).toBe('open');
  });
  it('makes the character cringe when a check rolls an open wound', () => {
    const hurt = change(sample(), 1, { wound: 'open' });
    const result = resolveLootCheck(hurt, { kind: 'smell' }, 1, createScriptedRng([]));
    expect(result.outcome).toBe('failure');
    expect(result.notes.join(' ')).toContain('cringes');
  });
  it('wounds a falling character again where there is a wound, opening it', () => {
    const hurt = change(sample(), 4, { wound: 'treated' });
    const fall = rollLootFall(hurt, 10, 0, 0, createScriptedRng([4]));
    expect(readSlot(fall.sheet, 4).wound).toBe('open');
    expect(fall.checks[0]!.resolution.notes.join(' ')).toContain('adjacent');
  });
  it('picks the die for each falling check as the picker would: with advantage, the die that misses the body', () => {
    const fall = rollLootFall(sample(), 10, 1, 0, createScriptedRng([2, 9]));
    expect(fall.checks[0]!.picked).toBe(9);
    expect(readSlot(fall.sheet, 2).wound).toBe('none');
  });
  it('lets the judge place a hit without the check rules when the slot was chosen after a 12', () => {
    const result = resolveLootDefenceHit(
      change(sample(), 1, { wound: 'treated' }),
      { kind: 'defence', attack: 'blast', defence: 'neither' },
      1,
      createScriptedRng([]),
      false,
    );
    expect(result.outcome).toBe('open');
  });
  it('never reads a hit on a slot outside the body as a wound: the backpack and a grip whose item cannot block take none', () => {
    const spec: LootCheckSpec = { kind: 'defence', attack: 'blast', defence: 'neither' };
    for (const [slot, note] of [
      [9, 'Not a body slot: no wound, but Glass flask might be broken or harmed.'],
      [11, 'Not a body slot and nothing there: no wound.'],
      [6, 'Not a body slot: no wound, but Sword might be broken or harmed.'],
    ] as const) {
      const sheet = sample();
      const hit = resolveLootDefenceHit(sheet, spec, slot, createScriptedRng([]), false);
      expect(hit).toMatchObject({ outcome: 'unwounded', notes: [note] });
      expect(hit.sheet).toBe(sheet);
      expect(lootFaceVerdict(sheet, spec, slot).verdict).toBe('success');
    }
  });
  it('evades a blast on anything but a heavy item', () => {
    const spec: LootCheckSpec = { kind: 'defence', attack: 'blast', defence: 'evade' };
    expect(resolveLootCheck(sample(), spec, 5, createScriptedRng([])).outcome).toBe('evaded');
    expect(resolveLootCheck(sample(), spec, 2, createScriptedRng([])).outcome).toBe('open');
  });
});

describe('allowLootDefence', () => {
  it('lets only grabs and blasts be evaded', () => {
    expect(allowLootDefence('evade', 'grab')).toBe('evade');
    expect(allowLootDefence('evade', 'blast')).toBe('evade');
    expect(allowLootDefence('evade', 'melee')).toBe('neither');
    expect(allowLootDefence('evade', 'missile')).toBe('neither');
  });

  it('lets grabs and melee attacks be parried, not missiles or blasts', () => {
    expect(allowLootDefence('parry', 'grab')).toBe('parry');
    expect(allowLootDefence('parry', 'melee')).toBe('parry');
    expect(allowLootDefence('parry', 'missile')).toBe('neither');
    expect(allowLootDefence('parry', 'blast')).toBe('neither');
  });

  it('always allows neither', () => {
    for (const attack of ['grab', 'melee', 'missile', 'blast'] as const)
      expect(allowLootDefence('neither', attack)).toBe('neither');
  });
});
