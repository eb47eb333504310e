import { describe, expect, it } from 'vitest';
import { createScriptedRng, rollDie } from '../../src/rules/dice';
import { loggedTool, rollLoggedTool, type ToolLog } from '../../src/rules/roll-recipe';

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
