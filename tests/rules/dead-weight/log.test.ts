import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import { rollLoggedTool } from '../../../src/rules/roll-recipe';
import { DW_TOOLS, toolLog } from '../../../src/rules/dead-weight/log';
import type { RollTool } from '../../../src/rules/roll-recipe';
import { DW_TEST_DEFAULTS } from '../../../src/rules/dead-weight/attribute-test';
import { countDwHits, isDwHit } from '../../../src/rules/dead-weight/attribute-test';
import {
  describeDwItemUsed,
  type DwTool,
  type DwToolInputs,
} from '../../../src/rules/dead-weight/log-lines';

const test = { ...DW_TEST_DEFAULTS, pool: 3 };

/** One logged input for every tool, as its widget or store logs it. */
const INPUTS: { readonly [Tool in DwTool]: DwToolInputs[Tool] } = {
  'attribute-test': { test, attribute: 'str' },
  defence: { notation: '-STR 2+2B', test: { ...test, disadvantage: true }, noRoll: false },
  armour: { armour: 2, wounds: 4, resistance: 0, effects: ['B'] },
  risk: { count: 3 },
  'interlude-risk': { action: 'lay-low', option: '' },
  decay: { afflictions: ['Terrified'] },
  'omens-size': {},
  omen: {},
  ambush: { dice: 3 },
  'blacksalt-event': {},
  sleep: { location: 'inn', size: 3 },
  availability: { size: 3, rarity: 'rare' },
  price: { rarity: 'rare', surcharge: 1 },
  usage: { sides: 6 },
};

/** A tampered or outdated input for every tool: each is refused, never rolled. */
const TAMPERED: { readonly [Tool in DwTool]: unknown } = {
  'attribute-test': { test: { ...test, pool: 40 }, attribute: 'str' },
  defence: { notation: 'STX 2', test, noRoll: false },
  armour: { armour: 500, wounds: 4, resistance: 0, effects: [] },
  risk: { count: 0 },
  'interlude-risk': { action: 'sell', option: '' },
  decay: { afflictions: ['Sunburnt'] },
  'omens-size': null,
  omen: 'omen',
  ambush: { dice: -1 },
  'blacksalt-event': [],
  sleep: { location: 'palace', size: 3 },
  availability: { size: 9, rarity: 'rare' },
  price: { rarity: 'rare', surcharge: 100 },
  usage: { sides: 7 },
};

describe('isDwHit and countDwHits', () => {
  it('count a die as a hit on 4, 5 or 6 only', () => {
    expect([1, 2, 3, 4, 5, 6].map(isDwHit)).toEqual([false, false, false, true, true, true]);
    expect(countDwHits([4, 1, 6, 3])).toBe(2);
  });
});

describe('toolLog', () => {
  it('names every tool that logs a roll', () => {
    expect(Object.keys(toolLog).toSorted()).toEqual(Object.keys(INPUTS).toSorted());
  });

  for (const tool of Object.keys(INPUTS) as DwTool[]) {
    it(`rolls ${tool} again from its logged input`, () => {
      const line = rollLoggedTool(
        toolLog,
        tool,
        JSON.parse(JSON.stringify(INPUTS[tool])),
        createSeededRng(7),
      );
      expect(line).not.toBeNull();
      expect(line?.expression).not.toBe('');
      expect(Number.isInteger(line?.total)).toBe(true);
    });

    it(`refuses a tampered ${tool} input`, () => {
      expect(rollLoggedTool(toolLog, tool, TAMPERED[tool], createSeededRng(7))).toBeNull();
    });
  }

  it('rolls an attribute test again in the words the tool logs it with', () => {
    expect(
      rollLoggedTool(
        toolLog,
        'attribute-test',
        INPUTS['attribute-test'],
        createScriptedRng([4, 2, 3]),
      ),
    ).toEqual({
      expression: '3d6',
      detail: '4, 2, 3',
      total: 1,
      result: 'Success; 1 fatigue',
    });
  });

  it('rolls a defence again with the hit it leads to', () => {
    expect(
      rollLoggedTool(
        toolLog,
        'defence',
        { ...INPUTS.defence, test: { ...test, pool: 2, disadvantage: true } },
        createScriptedRng([1, 3]),
      ),
    ).toEqual({
      expression: '2d6',
      detail: '1, 3 against -STR 2+2B',
      total: 0,
      result: 'Critical failure; Critical hit: 4 wounds. Causes the Bleeding affliction.',
    });
  });

  it('rolls an ambush again as the camp planner logs it', () => {
    expect(rollLoggedTool(toolLog, 'ambush', { dice: 3 }, createScriptedRng([6, 2, 6]))).toEqual({
      expression: '3d6',
      detail: '6, 2, 6',
      total: 2,
      result: '2 sixes: combat, surprised',
    });
  });

  it('rolls an omen again with its 2d4 in the words', () => {
    expect(rollLoggedTool(toolLog, 'omen', {}, createScriptedRng([5, 2, 3]))).toEqual({
      expression: '1d6, 2d4',
      detail: '5; 2d4: 2, 3',
      total: 5,
      result: 'The party must discard 5 (2d4: 2 + 3) torches.',
    });
  });

  it('rolls a decay again, adding 1 for an affliction already had', () => {
    expect(
      rollLoggedTool(toolLog, 'decay', { afflictions: ['Terrified'] }, createScriptedRng([1, 3])),
    ).toEqual({
      expression: '2d6',
      detail: '1, 3',
      total: 5,
      result: 'Sleepy (4 plus 1 for afflictions already had)',
    });
  });

  it('rolls a price again with the settlement doom surcharge', () => {
    expect(
      rollLoggedTool(
        toolLog,
        'price',
        { rarity: 'rare', surcharge: 1 },
        createScriptedRng([1, 2, 3]),
      ),
    ).toEqual({
      expression: '5x3d6',
      detail: '1, 2, 3',
      total: 31,
      result: '31 silver (30 + 1 settlement doom)',
    });
  });

  it('refuses a tool it does not know', () => {
    expect(rollLoggedTool(toolLog, 'toString', {}, createSeededRng(1))).toBeNull();
  });
});

describe('DW_TOOLS', () => {
  /** Dice that any die of these tools can show (the smallest is a d4), enough for every tool. */
  const faces = Array.from({ length: 60 }, (_, index) => [3, 1, 4, 1, 2][index % 5] as number);

  it('lists one tool for every logged name', () => {
    expect(DW_TOOLS.map((tool) => tool.name).toSorted()).toEqual(Object.keys(INPUTS).toSorted());
  });

  for (const listed of DW_TOOLS) {
    const tool = listed as unknown as RollTool<unknown, unknown>;
    it(`rolls ${tool.name} on the page and again from the log in the same words`, () => {
      const input = INPUTS[tool.name as DwTool];
      const page = createScriptedRng(faces);
      const again = createScriptedRng(faces);
      const onPage = tool.describe(input, tool.roll(input, page));
      expect(rollLoggedTool(toolLog, tool.name, JSON.parse(JSON.stringify(input)), again)).toEqual(
        onPage,
      );
      expect(again.countUnused()).toBe(page.countUnused());
      expect(tool.schema.safeParse(TAMPERED[tool.name as DwTool]).success).toBe(false);
    });
  }
});

describe('describeDwItemUsed', () => {
  it('says the face rolled on the usage die and what it did to the die', () => {
    expect(describeDwItemUsed('Torch', { sides: 6, value: 5, steppedDown: false, next: 6 })).toBe(
      'Torch: rolled 5 on Ud6, stays Ud6.',
    );
    expect(describeDwItemUsed('Lantern', { sides: 6, value: 2, steppedDown: true, next: 4 })).toBe(
      'Lantern: rolled 2 on Ud6, steps down to Ud4.',
    );
    expect(
      describeDwItemUsed('Candle', { sides: 4, value: 1, steppedDown: true, next: null }),
    ).toBe('Candle: rolled 1 on Ud4, used up.');
  });
});
