import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng, type Rng } from '../../../src/rules/dice';
import { rollLoggedTool, type RollTool } from '../../../src/rules/roll-recipe';
import {
  cardDrawTool,
  contestedTool,
  durabilityTool,
  generate,
  generatorRollInput,
  initiativeTool,
  outcomeTool,
  parseGenerator,
  stressTool,
  untrainedTool,
} from '../../../src/rules/locus';
import { inspirationGeneratorTool } from '../../../src/rules/locus/inspiration-tables';
import { LOCUS_TOOLS, toolLog } from '../../../src/rules/locus/log';

const haunt = parseGenerator(readFileSync('content/locus/generators/haunt.json', 'utf8'));
if (!haunt.ok) throw new Error(haunt.error.message);
const hauntResult = generate(haunt.value, createSeededRng(4), {}, { vices: ['Envy', 'Pride'] });

const outcome = { who: 'Ada', attribute: 'frailty', score: 3, difficulty: 'medium' } as const;
const contest = {
  names: { a: 'Ada', b: 'Monster' },
  contest: {
    a: { attribute: 3, modifiers: [], extraBonus: 0 },
    b: { attribute: 2, modifiers: [], extraBonus: 1 },
    defender: 'b',
  },
  attack: { attacker: 'b', unarmed: false },
  side: 'a',
} as const;
const entities = [
  { id: 'cast:ada', name: 'Ada', carelessness: 2, kind: 'character' },
  { id: 'extra:1', name: 'The Choir', carelessness: 0, kind: 'monster' },
] as const;
const untrained = { who: '', linked: 'clumsiness', ignorance: 3, linkedScore: 2 } as const;

interface Case {
  readonly tool: RollTool<never, never>;
  /** The inputs one roll on the page is logged with: one per line it logs. */
  readonly lines: readonly unknown[];
  readonly dice: () => Rng;
  readonly tampered: readonly unknown[];
}

const scripted = (faces: readonly number[]) => () => createScriptedRng([...faces]);
const asTool = <I, O>(tool: RollTool<I, O>) => tool as unknown as RollTool<never, never>;

const CASES: readonly Case[] = [
  {
    tool: asTool(outcomeTool),
    lines: [outcome],
    dice: scripted([6, 4, 1]),
    tampered: [
      { ...outcome, score: 0 },
      { ...outcome, who: 7 },
    ],
  },
  {
    tool: asTool(stressTool),
    lines: [{ ...outcome, stress: 'tense' }],
    dice: scripted([2, 2, 1]),
    tampered: [{ ...outcome, stress: 'calm' }],
  },
  {
    tool: asTool(durabilityTool),
    lines: [{ item: 'Crowbar', quality: 3 }],
    dice: scripted([5, 2, 1]),
    tampered: [{ item: 'Crowbar', quality: '3' }],
  },
  {
    tool: asTool(untrainedTool),
    lines: [
      { ...untrained, step: 'approach' },
      { ...untrained, step: 'action' },
    ],
    dice: scripted([6, 6, 4, 5, 5, 3]),
    tampered: [{ ...untrained, step: 'action', linked: 'luck' }],
  },
  {
    tool: asTool(contestedTool),
    lines: [contest, { ...contest, side: 'b' }],
    dice: scripted([1, 1, 1, 6, 6, 6]),
    tampered: [{ ...contest, attack: { attacker: 'c', unarmed: false } }],
  },
  {
    tool: asTool(initiativeTool),
    lines: entities.map((entity) => ({ entities, entity: entity.id })),
    dice: scripted([3, 3, 3, 3, 2, 2]),
    tampered: [
      { entities: entities.map((entity) => ({ ...entity, carelessness: -1 })), entity: 'extra:1' },
    ],
  },
  {
    tool: asTool(cardDrawTool),
    lines: [{ name: 'Ada', virtueSuit: 'hearts', hauntSuit: 'spades' }],
    dice: () => createSeededRng(11),
    tampered: [{ name: 'Ada', virtueSuit: 'hearts' }],
  },
  {
    tool: asTool(inspirationGeneratorTool),
    lines: [generatorRollInput(haunt.value, hauntResult, ['wrong'], ['Envy', 'Pride'])],
    dice: () => createSeededRng(12),
    tampered: [{ generator: 'haunt', vices: ['Envy', 'Pride'], kept: { wrong: 99 } }],
  },
];

describe('the Locus tools', () => {
  it('are the tool log, each under its own name', () => {
    const names = LOCUS_TOOLS.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(toolLog).sort()).toEqual([...names].sort());
    expect(CASES.map((test) => test.tool.name).sort()).toEqual([...names].sort());
  });

  for (const { tool, lines, dice, tampered } of CASES) {
    const loose = tool as unknown as RollTool<unknown, unknown>;

    it(`${tool.name}: a roll on the page and "Roll again" read alike`, () => {
      // The page rolls once and logs each of its lines with that one outcome.
      const [first] = lines;
      const rolled = loose.roll(first, dice());
      for (const input of lines) {
        const logged = JSON.parse(JSON.stringify(input)) as unknown;
        const again = rollLoggedTool(toolLog, tool.name, logged, dice());
        expect(again, JSON.stringify(input)).toEqual(loose.describe(input, rolled));
      }
    });

    it(`${tool.name}: a tampered input is refused`, () => {
      for (const bad of [...tampered, null, 'x', {}]) {
        expect(loose.schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
        expect(rollLoggedTool(toolLog, tool.name, bad, dice())).toBeNull();
      }
    });
  }

  it('describes a Willpower re-roll with the dice it changed, and rolls it again as a fresh check', () => {
    const { check } = outcomeTool.roll(outcome, createScriptedRng([6, 4, 1]));
    const reroll = { indices: [2], cost: 1 };
    expect(outcomeTool.describe(outcome, { check, reroll }).detail).toMatch(
      /^re-rolled die 3 for 1 WP: /,
    );
    expect(rollLoggedTool(toolLog, 'outcome', outcome, createScriptedRng([6, 4, 1]))).toEqual(
      outcomeTool.describe(outcome, { check }),
    );
  });
});
