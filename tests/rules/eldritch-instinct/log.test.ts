import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import { rollLoggedTool } from '../../../src/rules/roll-recipe';
import { EI_TOOLS, toolLog } from '../../../src/rules/eldritch-instinct/log';
import type { RollTool } from '../../../src/rules/roll-recipe';
import { saveTool } from '../../../src/rules/eldritch-instinct/saves';
import { damageTool } from '../../../src/rules/eldritch-instinct/combat';
import { tensionRollTool } from '../../../src/rules/eldritch-instinct/tension-pool';
import { sanitySaveTool } from '../../../src/rules/eldritch-instinct/sanity';
import { investigatorTool } from '../../../src/rules/eldritch-instinct/investigator';

const MIND = { san: 3, wil: 50, hardened: 1, broken: 2, mk: 5 };

/** For each logged tool: an input as its widget logs it, and inputs a tampered log could hold. */
const CASES: Readonly<Record<string, { input: unknown; tampered: readonly unknown[] }>> = {
  save: {
    input: { score: 50, related: true },
    tampered: [{ score: 500, related: false }, { score: 50 }, null],
  },
  'opposed-save': {
    input: { a: { name: 'PC', score: 60 }, b: { name: 'Opponent', score: 40 } },
    tampered: [
      { a: { name: 'PC', score: 60 } },
      { a: { name: 'PC', score: 0 }, b: { name: 'B', score: 40 } },
    ],
  },
  melee: {
    input: { attacker: 50, target: 40, defence: 'dodge' },
    tampered: [
      { attacker: 50, target: 40, defence: 'parry' },
      { attacker: 1.5, target: 40, defence: 'dodge' },
    ],
  },
  firearm: { input: { wil: 55, diveDex: 60 }, tampered: [{ wil: 55 }, { wil: 55, diveDex: 121 }] },
  damage: {
    input: { damage: '2d6+1', armour: 1, critical: true, shots: 2, intoMelee: true },
    tampered: [
      { damage: '3d', armour: 0, critical: false, shots: 1, intoMelee: false },
      { damage: '1d6', armour: 11, critical: false, shots: 1, intoMelee: false },
      { damage: '1d6', armour: 0, critical: false, shots: 4, intoMelee: false },
    ],
  },
  'death-save': { input: {}, tampered: ['dead', 7] },
  wound: { input: { plusTen: true }, tampered: [{ plusTen: 'yes' }, {}] },
  reaction: { input: { modifier: -2 }, tampered: [{ modifier: 9 }, { modifier: '1' }] },
  fate: { input: {}, tampered: [null] },
  miscast: { input: { kind: 'greater' }, tampered: [{ kind: 'huge' }] },
  study: { input: { kind: 'learn-spell' }, tampered: [{ kind: 'nap' }, {}] },
  'chase-obstacle': {
    input: {
      ability: 'DEX',
      pc: { name: 'Ada', score: 60 },
      opponent: { name: 'The pursuers', score: 50 },
      helping: 'Bo',
    },
    tampered: [
      { ability: 'CHA', pc: { name: 'Ada', score: 60 }, opponent: { name: 'X', score: 50 } },
      { ability: 'DEX', pc: { name: 'Ada', score: 160 }, opponent: { name: 'X', score: 50 } },
    ],
  },
  'obstacle-idea': { input: { ability: 'WIL' }, tampered: [{ ability: 'LUCK' }, {}] },
  'tension-pool': { input: { dice: 3 }, tampered: [{ dice: 7 }, { dice: -1 }, { dice: 2.5 }] },
  'sanity-save': {
    input: { mind: MIND },
    tampered: [{ mind: { ...MIND, san: 9 } }, { mind: { ...MIND, wil: -1 } }],
  },
  'fortitude-save': { input: { mind: MIND }, tampered: [{ mind: { ...MIND, hardened: 'a' } }, {}] },
  'getting-better': {
    input: { mind: MIND, how: 'sanatorium' },
    tampered: [
      { mind: MIND, how: 'prayer' },
      { mind: { ...MIND, broken: 0 }, how: 'remove' },
    ],
  },
  investigator: { input: { gender: null }, tampered: [{ gender: 'other' }, {}] },
  'investigator-part': {
    input: { part: 'bonds', gender: 'male' },
    tampered: [{ part: 'hair', gender: 'male' }, { part: 'name' }],
  },
};

describe('toolLog', () => {
  it('holds every logged tool under its own name, and each has a test case here', () => {
    expect(Object.keys(toolLog).sort()).toEqual(EI_TOOLS.map((tool) => tool.name).sort());
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(toolLog).sort());
  });

  for (const tool of EI_TOOLS as unknown as readonly RollTool<unknown, unknown>[]) {
    const { input, tampered } = CASES[tool.name] ?? { input: undefined, tampered: [] };
    it(`rolls ${tool.name} again from its logged input, as the tool on the page rolls and describes it`, () => {
      // The log keeps the input as JSON in the browser.
      const stored = JSON.parse(JSON.stringify(input)) as unknown;
      const again = rollLoggedTool(toolLog, tool.name, stored, createSeededRng(7));
      expect(again).toEqual(tool.describe(input, tool.roll(input, createSeededRng(7))));
      expect(again?.expression).not.toBe('');
    });

    it(`refuses a tampered ${tool.name} input`, () => {
      for (const raw of tampered)
        expect(
          rollLoggedTool(toolLog, tool.name, raw, createSeededRng(1)),
          JSON.stringify(raw),
        ).toBeNull();
    });
  }

  it('refuses a tool it does not know', () => {
    expect(rollLoggedTool(toolLog, 'summon', {}, createSeededRng(1))).toBeNull();
  });
});

describe('the words a roll is logged with', () => {
  it('a save names the roll, the score with the occupation bonus, and the outcome', () => {
    const input = { score: 50, related: true };
    // A scripted 1 on a d100z reads 00: a double under the score.
    expect(saveTool.describe(input, saveTool.roll(input, createScriptedRng([12])))).toEqual({
      expression: 'd100z',
      detail: '11 against 70 (50 + 20 occupation)',
      total: 11,
      result: 'Critical success',
    });
  });

  it('damage shows the shots, the kept one, the critical hit, the armour and the ally hit', () => {
    const input = { damage: '1d6', armour: 2, critical: true, shots: 2, intoMelee: true };
    expect(damageTool.describe(input, damageTool.roll(input, createScriptedRng([1, 4])))).toEqual({
      expression: '1d6 × 2 shots, keep highest',
      detail:
        'shots 1; 4, kept the highest 4, critical hit: full damage 6 + 4 = 10, armour 2, 8 HP lost',
      total: 8,
      result: '8 HP lost; ally hit',
    });
  });

  it('a Tension Pool roll with a 1 counts the ones and gives the Warden’s consequence', () => {
    const input = { dice: 2 };
    expect(
      tensionRollTool.describe(input, tensionRollTool.roll(input, createScriptedRng([1, 5, 2, 3]))),
    ).toEqual({
      expression: '2d6, 2d6',
      detail: '1, 5; consequence 2d6: 2, 3',
      total: 1,
      result: '1 one: consequence, the Warden’s 2d6 = 5 (the lower, the worse)',
    });
  });

  it('a Sanity save at SAN 2 that drops to 1 carries the Fortitude save with it', () => {
    const input = { mind: { san: 2, wil: 50, hardened: 0, broken: 0, mk: 0 } };
    expect(
      sanitySaveTool.describe(input, sanitySaveTool.roll(input, createScriptedRng([1, 31]))),
    ).toEqual({
      expression: '1d4, d100z',
      detail: '1 vs SAN 2; Fortitude 30 vs WIL 50',
      total: 1,
      result: 'unsettled: SAN 2 -> 1; Fortitude save Success: Hardened notch, SAN back to 2',
    });
  });

  it('a new investigator is one entry naming every roll and who came out, with no total of unrelated rolls', () => {
    const input = { gender: 'female' as const };
    const rolled = investigatorTool.roll(input, createSeededRng(3));
    const line = investigatorTool.describe(input, rolled);
    expect(line).not.toHaveProperty('total');
    expect(line.expression).toMatch(/^\d+ rolls: d20, /);
    expect(line.result).toBe(
      `${rolled.investigator.name.first} ${rolled.investigator.name.surname}, ${rolled.investigator.occupation}`,
    );
    expect(line.detail.split('; ')).toHaveLength(rolled.rolls.length);
    expect(line.detail).toContain('STR: 3d20: ');
  });
});
