import { describe, expect, it } from 'vitest';
import { createScriptedRng, reduceFraction } from '../../../src/rules/dice';
import { rollLoggedTool } from '../../../src/rules/roll-recipe';
import { LOOT_TOOLS, toolLog } from '../../../src/rules/loot/log';
import type { RollTool } from '../../../src/rules/roll-recipe';
import {
  emptySheet,
  lootAttackHitChance,
  lootCheckDice,
  lootDefaultPick,
  lootFaceVerdict,
  lootSheetForLog,
  newItem,
  pickLootAttackDie,
  rollLootAttack,
  rollLootCheck,
  finishLootCheck,
  lootCheckTool,
  lootInputForLog,
  describeLootCheckSpec,
  describeLootAttack,
  describeLootSlotPick,
  lootRollSource,
  type LootPicker,
  type LootSheet,
} from '../../../src/rules/loot';

/** Ada: a rope in slot 1, a treated wound in slot 3, a sword in grip 6, a burning cloak in slot 2, slot 4 corrupted. */
function ada(): LootSheet {
  const sheet = emptySheet('ada', 'Ada');
  return {
    ...sheet,
    notes: 'Owes the ferryman.',
    slots: sheet.slots.map((slot, index) => {
      if (index === 0) return { ...slot, items: [newItem('rope', 'Rope', { weight: 'light' })] };
      if (index === 1)
        return {
          ...slot,
          items: [newItem('cloak', 'Cloak', { flammable: true })],
          conditions: ['F'],
        };
      if (index === 2) return { ...slot, wound: 'treated' };
      if (index === 3) return { ...slot, conditions: ['C'] };
      if (index === 5) return { ...slot, items: [newItem('sword', 'Sword', { weapon: 'medium' })] };
      return slot;
    }),
  };
}

function combinations(count: number): number[][] {
  if (count === 0) return [[]];
  return combinations(count - 1).flatMap((rest) =>
    Array.from({ length: 12 }, (_, face) => [face + 1, ...rest]),
  );
}

describe('pickLootAttackDie', () => {
  it('picks the die the check roller would pick when every slot succeeds and a 12 fails', () => {
    // A terrain check on an empty sheet reads faces 1-11 as success and 12 as failure, as an attack does.
    const empty = emptySheet('e', 'E');
    for (const count of [1, 2, 3]) {
      for (const faces of combinations(count)) {
        for (const picker of ['player', 'judge', null] as LootPicker[]) {
          const checkPick = lootDefaultPick(
            faces.map((face) => lootFaceVerdict(empty, { kind: 'terrain' }, face)),
            picker,
          );
          expect(pickLootAttackDie(faces, picker)).toBe(checkPick);
        }
      }
    }
  });

  it('makes the attack roller hit exactly as often as the hit chance says', () => {
    for (const net of [-2, -1, 0, 1, 2]) {
      const dice = lootCheckDice(Math.max(0, net), Math.max(0, -net));
      const all = combinations(dice.count);
      const hits = all.filter(
        (faces) => faces[pickLootAttackDie(faces, dice.picker)] !== 12,
      ).length;
      expect(reduceFraction({ numerator: BigInt(hits), denominator: BigInt(all.length) })).toEqual(
        reduceFraction(lootAttackHitChance(net)),
      );
    }
  });
});

describe('rollLootAttack and rollLootCheck', () => {
  it('pick the same die from the same faces: the attacker with advantage keeps a hit, the judge a miss', () => {
    expect(
      rollLootAttack(
        { attack: 'melee', advantages: 1, disadvantages: 0 },
        createScriptedRng([12, 4]),
      ),
    ).toMatchObject({ faces: [12, 4], picker: 'player', chosen: 1 });
    expect(
      rollLootAttack(
        { attack: 'melee', advantages: 0, disadvantages: 1 },
        createScriptedRng([4, 12]),
      ),
    ).toMatchObject({ faces: [4, 12], picker: 'judge', chosen: 1 });
    const empty = emptySheet('e', 'E');
    expect(
      rollLootCheck(
        { sheet: empty, spec: { kind: 'terrain' }, advantages: 1, disadvantages: 0 },
        createScriptedRng([12, 4]),
      ),
    ).toEqual({ faces: [12, 4], picker: 'player', chosen: 1 });
    expect(
      rollLootCheck(
        { sheet: empty, spec: { kind: 'terrain' }, advantages: 0, disadvantages: 1 },
        createScriptedRng([4, 12]),
      ),
    ).toEqual({ faces: [4, 12], picker: 'judge', chosen: 1 });
  });
});

describe('the roll log words', () => {
  it('name the tool and the character', () => {
    expect(lootRollSource(describeLootCheckSpec({ kind: 'terrain' }), 'Ada')).toBe(
      'LOOT: terrain check (Ada)',
    );
    expect(lootRollSource(describeLootCheckSpec({ kind: 'plain' }), 'Ada')).toBe(
      'LOOT: plain check (Ada)',
    );
    expect(
      lootRollSource(describeLootCheckSpec({ kind: 'defence', attack: 'grab', defence: 'evade' })),
    ).toBe('LOOT: defence against grab (evade)');
    expect(lootRollSource(describeLootAttack('missile', 0, 2), 'Bo')).toBe(
      'LOOT: missile attack 1 of 2 (Bo)',
    );
    expect(lootRollSource(describeLootAttack('melee', 0, 1))).toBe('LOOT: melee attack');
    expect(describeLootSlotPick('B')).toBe('random slot for bleeding');
  });

  it('describe a check with its dice, the pick, the slot named and the outcome', () => {
    const sheet = ada();
    const done = finishLootCheck(
      sheet,
      { kind: 'terrain' },
      { faces: [5, 1], picker: 'player', chosen: 1 },
      createScriptedRng([]),
    );
    const input = { sheet, spec: { kind: 'terrain' }, advantages: 1, disadvantages: 0 } as const;
    expect(lootCheckTool.describe(input, done)).toEqual({
      expression: '2d12',
      detail: '5, 1; the player picked 1; rolled 1: slot 1 (Head), Rope',
      total: 1,
      result: 'Success',
    });
    expect(done.resolution.sheet.slots[0]?.marked).toBe(true);
  });
});

describe('toolLog', () => {
  const sheet = lootSheetForLog(ada());
  const cases: {
    tool: string;
    input: unknown;
    faces: number[];
    line: object;
    tampered: unknown[];
  }[] = [
    {
      tool: 'check',
      input: { sheet, spec: { kind: 'hearing' }, advantages: 0, disadvantages: 0 },
      faces: [3],
      line: {
        expression: '1d12',
        detail: '3; rolled 3: slot 3 (Torso), nothing',
        total: 3,
        result: 'Failure',
      },
      tampered: [
        { sheet, spec: { kind: 'juggling' }, advantages: 0, disadvantages: 0 },
        { sheet, spec: { kind: 'plain' }, advantages: 3, disadvantages: 0 },
        {
          sheet: { ...sheet, slots: [] },
          spec: { kind: 'plain' },
          advantages: 0,
          disadvantages: 0,
        },
      ],
    },
    {
      tool: 'fall',
      input: { sheet, feet: 20, advantages: 0, disadvantages: 0 },
      faces: [9, 5],
      line: { expression: '2×1d12', detail: '9, 5', total: 1, result: '1 wound' },
      tampered: [
        { sheet, feet: 5, advantages: 0, disadvantages: 0 },
        { sheet, feet: '20', advantages: 0, disadvantages: 0 },
      ],
    },
    {
      tool: 'defence-hit',
      input: { sheet, attack: 'melee', defence: 'parry', slot: 4 },
      faces: [4],
      line: {
        expression: '1d6',
        detail: 'slot 4 (Legs/Feet), parry; parry 4',
        total: 4,
        result: 'Parried',
      },
      tampered: [
        { sheet, attack: 'melee', defence: 'parry', slot: 12 },
        { sheet, attack: 'kick', defence: 'parry', slot: 4 },
      ],
    },
    {
      tool: 'attack',
      input: { attack: 'missile', advantages: 0, disadvantages: 1 },
      faces: [4, 12],
      line: { expression: '2d12', detail: '4, 12; counts 12', total: 12, result: 'Miss' },
      tampered: [
        { attack: 'missile', advantages: -1, disadvantages: 0 },
        { attack: 'missile' },
        'missile',
      ],
    },
    {
      tool: 'condition-slot',
      input: { letter: 'B', choices: [1, 2] },
      faces: [2],
      line: { expression: '1d2', detail: 'among slots 1, 2', total: 2, result: 'slot 2' },
      tampered: [
        { letter: 'B', choices: [] },
        { letter: 'B', choices: [2, 2] },
        { letter: 'Z', choices: [1] },
        { letter: 'B', choices: [0] },
      ],
    },
    {
      tool: 'corruption-check',
      input: { sheet },
      faces: [4],
      line: { expression: '1d12', detail: 'd12: 4', total: 4, result: 'worsens' },
      tampered: [{}, { sheet: { ...sheet, id: 'Not An Id' } }],
    },
    {
      tool: 'roll-on-ground',
      input: { sheet },
      faces: [3, 12, 2],
      line: {
        expression: '3d12',
        detail: '3d12: 3, 12, 2',
        total: 17,
        result: 'Rolled 3, 12, 2: the fire in slot 2 is out.',
      },
      tampered: [null, { sheet: { ...sheet, backpackDropped: 'yes' } }],
    },
    {
      tool: 'encounters',
      input: { trys: 3, senses: 1 },
      faces: [6, 2, 10],
      line: {
        expression: '3d10z',
        detail: '5, 1, 9; encounter on 0, 1',
        total: 1,
        result: 'Encounter',
      },
      tampered: [
        { trys: 0, senses: 1 },
        { trys: 3, senses: 10 },
        { trys: 2.5, senses: 0 },
      ],
    },
  ];

  it('registers every LOOT tool that rolls', () => {
    expect(Object.keys(toolLog).sort()).toEqual(cases.map(({ tool }) => tool).sort());
  });

  for (const { tool, input, faces, line, tampered } of cases) {
    it(`rolls the ${tool} tool again from its logged input`, () => {
      const rng = createScriptedRng(faces);
      expect(rollLoggedTool(toolLog, tool, JSON.parse(JSON.stringify(input)), rng)).toEqual(line);
      expect(rng.countUnused()).toBe(0);
    });

    it(`refuses a tampered input for the ${tool} tool`, () => {
      for (const bad of tampered)
        expect(rollLoggedTool(toolLog, tool, bad, createScriptedRng(faces))).toBeNull();
    });
  }

  it('refuses a tool it does not know', () => {
    expect(rollLoggedTool(toolLog, 'initiative', {}, createScriptedRng([]))).toBeNull();
  });

  it('lists one tool for every logged name', () => {
    expect(LOOT_TOOLS.map((tool) => tool.name).sort()).toEqual(
      cases.map(({ tool }) => tool).sort(),
    );
  });

  for (const { tool: name, input, faces, tampered } of cases) {
    it(`rolls the ${name} tool on the page and again from the log in the same words`, () => {
      const tool = LOOT_TOOLS.find((listed) => listed.name === name) as unknown as RollTool<
        object,
        unknown
      >;
      // On the page the roll reads the whole sheet, notes and all; the log keeps it without them.
      const onPage = {
        ...(input as object),
        ...('sheet' in (input as object) && { sheet: ada() }),
      };
      const logged = lootInputForLog(onPage);
      expect(JSON.parse(JSON.stringify(logged))).toEqual(input);
      const page = createScriptedRng(faces);
      const again = createScriptedRng(faces);
      expect(rollLoggedTool(toolLog, name, JSON.parse(JSON.stringify(logged)), again)).toEqual(
        tool.describe(logged, tool.roll(onPage, page)),
      );
      expect([page.countUnused(), again.countUnused()]).toEqual([0, 0]);
      expect(tool.schema.safeParse(tampered[0]).success).toBe(false);
    });
  }
});
