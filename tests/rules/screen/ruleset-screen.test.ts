import { describe, expect, it } from 'vitest';
import { MAX_PANELS } from '../../../src/rules/screen/layout';
import { rulesetScreen } from '../../../src/rules/screen/ruleset-screen';
import type { ToolEntry } from '../../../src/rules/screen/tool-entry';

const tool = (id: string, ruleset?: string): ToolEntry => ({ id, title: id, summary: '', ruleset });
const cairn = { id: 'cairn', title: 'Cairn', screen: "Warden's Screen" };

describe('the screen started from a ruleset’s screen page', () => {
  it('is named after the page and holds its tools, then its tables and sections, each once', () => {
    const screen = rulesetScreen(
      cairn,
      'cairn',
      [tool('cairn/morale-check', 'cairn'), tool('roll-log'), tool('my-game/check', 'my-game')],
      {
        starts: {
          cairn: ['table:cairn/scars', 'tool:cairn/morale-check', 'section:cairn/combat#x'],
        },
      },
    );
    expect(screen.name).toBe("Cairn: Warden's Screen");
    expect(screen.panels.map((panel) => panel.id)).toEqual([
      'tool:cairn/morale-check',
      'table:cairn/scars',
      'section:cairn/combat#x',
    ]);
    expect(screen.panels.every((panel) => !panel.wide && !panel.collapsed)).toBe(true);
  });

  it('has the tools alone while the catalog is not in, and the ruleset’s id for a name it lacks', () => {
    const screen = rulesetScreen(
      undefined,
      'cairn',
      [tool('cairn/morale-check', 'cairn')],
      undefined,
    );
    expect(screen).toEqual({
      name: 'cairn',
      panels: [{ id: 'tool:cairn/morale-check', wide: false, collapsed: false }],
    });
  });

  it('has Eldritch Instinct’s small rollers as the one tool its screen page shows them in', () => {
    const tools = ['reaction', 'die-of-fate', 'miscast', 'study', 'small-rollers'].map((name) =>
      tool(`eldritch-instinct/${name}`, 'eldritch-instinct'),
    );
    const screen = rulesetScreen(undefined, 'eldritch-instinct', tools, undefined);
    expect(screen.panels.map((panel) => panel.id)).toEqual([
      'tool:eldritch-instinct/small-rollers',
    ]);
  });

  it('stops at the most panels a screen holds', () => {
    const many = Array.from({ length: MAX_PANELS + 5 }, (_, at) => `table:cairn/t${at}`);
    expect(rulesetScreen(cairn, 'cairn', [], { starts: { cairn: many } }).panels).toHaveLength(
      MAX_PANELS,
    );
  });
});
