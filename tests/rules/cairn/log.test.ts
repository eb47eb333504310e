import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { rollLoggedTool } from '../../../src/rules/roll-recipe';
import { CAIRN_MAX_ATTACKERS } from '../../../src/rules/cairn/damage';
import { ada } from './members';
import {
  cairnAttackTool,
  cairnCriticalSaveTool,
  cairnFateTool,
  cairnHirelingPartTool,
  cairnMoraleTool,
  cairnSaveTool,
  cairnScarInput,
  cairnScarTool,
  cairnSpellTool,
  toolLog,
  type CairnTool,
} from '../../../src/rules/cairn/log';

/** What the widget does: roll, describe, and keep the input as the log stores it (JSON). */
function logged<Input, Outcome>(tool: CairnTool<Input, Outcome>, input: Input, faces: number[]) {
  const line = tool.describe(input, tool.roll(input, createScriptedRng(faces)));
  return { line, stored: JSON.parse(JSON.stringify(input)) as unknown };
}

/** Each logged tool: an input, the dice it rolls, the line it logs and a tampered copy of the input. */
const cases = [
  {
    tool: cairnSaveTool,
    input: { attribute: 'dex', score: 6, lowestOf: [12, 6, 8] },
    faces: [5],
    line: {
      expression: 'd20',
      detail: '5 against DEX 6 (lowest of 12, 6, 8): 5 is equal to or under 6',
      total: 5,
      result: 'Passed',
    },
    tampered: { attribute: 'cha', score: 6 },
  },
  {
    tool: cairnSaveTool,
    input: { attribute: 'wil', score: 15, casting: true },
    faces: [20],
    line: {
      expression: 'd20',
      detail: '20 against WIL 15: a 20 always fails',
      total: 20,
      result: 'Failed',
    },
    tampered: { attribute: 'wil', score: -1 },
  },
  {
    tool: cairnMoraleTool,
    input: { trigger: 'half', wil: 14, leader: true },
    faces: [9],
    line: {
      expression: 'd20',
      detail: '9 against WIL 14 (leader): 9 is equal to or under 14',
      total: 9,
      result: 'They hold',
    },
    tampered: { trigger: 'half', wil: 21, leader: true },
  },
  {
    tool: cairnFateTool,
    input: {},
    faces: [4],
    line: { expression: 'd6', detail: '4', total: 4, result: 'Generally favours the PCs.' },
    tampered: 'fate',
  },
  {
    tool: cairnHirelingPartTool,
    input: { part: 'str' },
    faces: [1, 2, 3],
    line: { expression: '3d6', detail: '1 + 2 + 3', total: 6 },
    tampered: { part: 'cha' },
  },
  {
    tool: cairnSpellTool,
    input: { kind: 'scroll' },
    faces: [3],
    line: { expression: 'd100', detail: '3 on 100 Spells', total: 3, result: 'Animate Object' },
    tampered: { kind: 'wand' },
  },
  {
    tool: cairnScarTool,
    input: { hpLost: 1 },
    faces: [3, 6],
    line: {
      expression: 'scars',
      detail: '1 HP lost: Location 1d6: 3; New max HP 1d6: 6',
      total: 1,
      result: 'Lasting Scar',
    },
    tampered: { hpLost: 13 },
  },
  {
    tool: cairnScarTool,
    input: {
      subject: {
        hp: { current: 0, max: 6 },
        str: { current: 10, max: 10 },
        dex: { current: 9, max: 9 },
        wil: { current: 11, max: 11 },
      },
    },
    faces: [8, 7, 3],
    line: {
      expression: 'd12',
      detail: '8 HP lost (rolled): WIL save 1d20: 7; Max WIL increase 1d4: 3',
      total: 8,
      result: 'Deafened',
    },
    tampered: { subject: { hp: { current: 0 } } },
  },
  {
    tool: cairnAttackTool,
    input: {
      attackers: [
        { dice: [8, 8], mode: 'normal', blast: false },
        { dice: [6], mode: 'impaired', blast: false },
      ],
      armor: 1,
    },
    faces: [3, 7, 2],
    line: {
      expression: 'd8+d8+d4',
      detail: 'd8:3 d8:7, d4:2; highest 7 − Armor 1 (d8+d8, d4 (impaired; weapon d6))',
      total: 6,
      result: '6 damage',
    },
    tampered: { attackers: [{ dice: [7], mode: 'normal', blast: false }], armor: 1 },
  },
  {
    tool: cairnCriticalSaveTool,
    input: { str: 8 },
    faces: [7],
    line: { expression: 'd20', detail: '7 against STR 8', total: 7, result: 'Passed' },
    tampered: { str: '8' },
  },
] as const;

describe('the Cairn tool log', () => {
  for (const { tool, input, faces, line, tampered } of cases) {
    describe(`${tool.name} (${JSON.stringify(input)})`, () => {
      it('logs the roll in words', () => {
        expect(logged(tool as CairnTool<unknown, unknown>, input, [...faces]).line).toEqual(line);
      });
      it('rolls again from the logged input, with the same words for the same dice', () => {
        const { stored } = logged(tool as CairnTool<unknown, unknown>, input, [...faces]);
        expect(rollLoggedTool(toolLog, tool.name, stored, createScriptedRng([...faces]))).toEqual(
          line,
        );
      });
      it('refuses a tampered input', () => {
        expect(
          rollLoggedTool(toolLog, tool.name, tampered, createScriptedRng([...faces])),
        ).toBeNull();
      });
    });
  }

  it('rolls again as many attackers as the resolver offers, and no more', () => {
    const attackers = (count: number) => ({
      attackers: Array.from({ length: count }, () => ({ dice: [6], mode: 'normal', blast: false })),
      armor: 0,
    });
    const faces = () => createScriptedRng(Array.from({ length: CAIRN_MAX_ATTACKERS + 1 }, () => 3));
    expect(
      rollLoggedTool(toolLog, 'attack', attackers(CAIRN_MAX_ATTACKERS), faces()),
    ).not.toBeNull();
    expect(
      rollLoggedTool(toolLog, 'attack', attackers(CAIRN_MAX_ATTACKERS + 1), faces()),
    ).toBeNull();
  });

  it('refuses a tool it does not know', () => {
    expect(rollLoggedTool(toolLog, 'wand', {}, createScriptedRng([1]))).toBeNull();
  });

  it('names every tool once', () => {
    expect(Object.keys(toolLog).sort()).toEqual([
      'attack',
      'critical-save',
      'die-of-fate',
      'hireling-part',
      'morale',
      'save',
      'scar',
      'spell',
    ]);
  });
});

describe('CairnTool.source', () => {
  it('names the place of the roll as the log shows it', () => {
    expect(cairnSaveTool.source({ attribute: 'dex', score: 6, lowestOf: [12, 6] }, 'Bram')).toBe(
      'Cairn: DEX save (Bram), group action',
    );
    expect(cairnSaveTool.source({ attribute: 'str', score: 10 }, 'Saver 1')).toBe(
      'Cairn: STR save (Saver 1)',
    );
    expect(cairnSaveTool.source({ attribute: 'wil', score: 9, casting: true }, '')).toBe(
      'Cairn: WIL save for casting',
    );
    expect(cairnMoraleTool.source({ trigger: 'first-casualty', wil: 8, leader: false }, '')).toBe(
      'Cairn: Morale, first casualty',
    );
    expect(cairnFateTool.source({}, '')).toBe('Cairn: Die of Fate');
    expect(cairnHirelingPartTool.source({ part: 'hp' }, 'Old Tam')).toBe(
      'Cairn: Hireling HP (Old Tam)',
    );
    expect(cairnSpellTool.source({ kind: 'spellbook' }, '')).toBe('Cairn: Draw a Spellbook');
    expect(cairnScarTool.source({ hpLost: 4 }, 'Ada')).toBe('Cairn: Scars table (Ada)');
    expect(
      cairnAttackTool.source(
        { attackers: [{ dice: [6], mode: 'normal', blast: false }], armor: 0 },
        'the target',
      ),
    ).toBe('Cairn: damage to the target');
    expect(cairnCriticalSaveTool.source({ str: 8 }, 'Ada')).toBe(
      'Cairn: STR save against critical damage (Ada)',
    );
  });
});

describe('cairnScarInput', () => {
  it('leaves the HP lost out for a d12 to be rolled, and names no one untracked', () => {
    expect(cairnScarInput(undefined, undefined)).toEqual({});
    expect(cairnScarInput(4, undefined)).toEqual({ hpLost: 4 });
  });

  it('carries a tracked member’s scores and nothing else of their sheet', () => {
    const member = { ...ada(), notes: 'not logged' };
    expect(cairnScarInput(3, member)).toEqual({
      hpLost: 3,
      subject: { hp: member.hp, str: member.str, dex: member.dex, wil: member.wil },
    });
    expect(cairnScarTool.schema.safeParse(cairnScarInput(3, member)).success).toBe(true);
  });
});
