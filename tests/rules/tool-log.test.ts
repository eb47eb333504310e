import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createScriptedRng, rollDie } from '../../src/rules/dice';
import { defineTool, rollLoggedTool } from '../../src/rules/roll-recipe';
import { toolLogOfModules } from '../../src/rules/tool-log';

const dieTool = (name: string) =>
  defineTool({
    name,
    schema: z.object({ sides: z.int().check(z.minimum(2), z.maximum(20)) }),
    roll: ({ sides }, rng) => rollDie(rng, sides),
    describe: ({ sides }, face) => ({ expression: `d${sides}`, detail: String(face), total: face }),
  });

describe('toolLogOfModules', () => {
  const d6 = dieTool('d6');
  const other = { d8: dieTool('d8'), Schema: z.object({}), LABEL: 'Roll', helper: () => 1 };

  it('logs every tool the modules export and nothing else they export', () => {
    const { tools, toolLog } = toolLogOfModules({ d6, again: d6 }, other);
    expect(tools.map((tool) => tool.name)).toEqual(['d6', 'd8']);
    expect(Object.keys(toolLog)).toEqual(['d6', 'd8']);
  });

  it('rolls a gathered tool again with the words the page used', () => {
    const { toolLog } = toolLogOfModules(other);
    expect(rollLoggedTool(toolLog, 'd8', { sides: 8 }, createScriptedRng([5]))).toEqual(
      other.d8.describe({ sides: 8 }, other.d8.roll({ sides: 8 }, createScriptedRng([5]))),
    );
    expect(rollLoggedTool(toolLog, 'd8', { sides: 30 }, createScriptedRng([5]))).toBeNull();
  });

  it('refuses two different tools under one name, since a logged roll would be ambiguous', () => {
    expect(() => toolLogOfModules({ d6 }, { copy: dieTool('d6') })).toThrow(/d6/);
  });
});
