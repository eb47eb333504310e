import { describe, expect, it } from 'vitest';
import { createScriptedRng, rollDie } from '../../src/rules/dice';
import * as z from 'zod/mini';
import {
  defineTool,
  loggedTool,
  rollLoggedTool,
  toolLogOf,
  type RollTool,
  type ToolLog,
} from '../../src/rules/roll-recipe';

const log: ToolLog = {
  double: loggedTool<{ sides: number }>({
    readInput: (raw) =>
      typeof raw === 'object' && raw !== null && 'sides' in raw && typeof raw.sides === 'number'
        ? { sides: raw.sides }
        : null,
    roll: ({ sides }, rng) => {
      const total = rollDie(rng, sides);
      return { expression: `d${sides}`, detail: String(total), total };
    },
  }),
};

describe('rollLoggedTool', () => {
  it('rolls a known tool with the input read back from the log', () => {
    expect(rollLoggedTool(log, 'double', { sides: 6 }, createScriptedRng([4]))).toEqual({
      expression: 'd6',
      detail: '4',
      total: 4,
    });
  });

  it('refuses a tool the ruleset does not log, including names inherited from Object', () => {
    expect(rollLoggedTool(log, 'missing', { sides: 6 }, createScriptedRng([4]))).toBeNull();
    expect(rollLoggedTool(log, 'toString', { sides: 6 }, createScriptedRng([4]))).toBeNull();
  });

  it('refuses an input the tool cannot read, as a tampered log would hold', () => {
    expect(rollLoggedTool(log, 'double', { sides: 'six' }, createScriptedRng([4]))).toBeNull();
  });
});

describe('toolLogOf', () => {
  const hits = defineTool({
    name: 'hits',
    schema: z.object({ dice: z.int().check(z.minimum(1), z.maximum(3)) }),
    roll: ({ dice }, rng) => Array.from({ length: dice }, () => rollDie(rng, 6)),
    describe: ({ dice }, faces) => ({
      expression: `${dice}d6`,
      detail: faces.join(', '),
      result: `${faces.filter((face) => face >= 5).length} hits`,
    }),
  });
  const toolLog = toolLogOf([hits] as unknown as readonly RollTool<never, never>[]);

  it('rolls a tool again with the roll and the words the page used', () => {
    const input = { dice: 3 };
    const onPage = hits.describe(input, hits.roll(input, createScriptedRng([5, 2, 6])));
    expect(rollLoggedTool(toolLog, 'hits', input, createScriptedRng([5, 2, 6]))).toEqual(onPage);
    expect(onPage.result).toBe('2 hits');
  });

  it('refuses a logged input its schema does not accept, without rolling', () => {
    expect(rollLoggedTool(toolLog, 'hits', { dice: 4 }, createScriptedRng([]))).toBeNull();
    expect(rollLoggedTool(toolLog, 'hits', '{"dice":2}', createScriptedRng([]))).toBeNull();
  });
});
