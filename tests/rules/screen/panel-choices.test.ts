import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../../src/rules/screen/catalog';
import { panelChoices } from '../../../src/rules/screen/panel-choices';

const tools = [
  { id: 'roll-log', title: 'Roll log' },
  { id: 'cairn/save-roller', title: 'Save roller', ruleset: 'cairn' },
];
const catalog: Catalog = {
  pages: [
    {
      path: 'cairn/combat',
      title: 'Combat',
      ruleset: 'cairn',
      sections: [
        { panelId: 'section:cairn/combat#rounds', id: 'rounds', text: 'Rounds', depth: 2 },
        { panelId: 'section:cairn/combat#armor', id: 'armor', text: 'Armor', depth: 3 },
      ],
    },
    { path: 'cairn', title: 'Cairn', ruleset: 'cairn', sections: [] },
  ],
  tables: [
    {
      panelId: 'table:cairn/scars',
      id: 'cairn/scars',
      title: 'Scars',
      ruleset: 'cairn',
      path: 'cairn/combat',
    },
  ],
  checks: [],
  starts: {},
};

describe('panelChoices', () => {
  it('offers the site-wide tools alone for any game', () => {
    expect(panelChoices('', tools, catalog, new Set())).toEqual([
      { label: 'Tools', choices: [{ value: 'tool:roll-log', label: 'Roll log' }] },
    ]);
  });

  it('offers a ruleset’s tools, tables and each page’s sections, indented by depth', () => {
    expect(panelChoices('cairn', tools, catalog, new Set())).toEqual([
      { label: 'Tools', choices: [{ value: 'tool:cairn/save-roller', label: 'Save roller' }] },
      { label: 'Random tables', choices: [{ value: 'table:cairn/scars', label: 'Scars' }] },
      {
        label: 'Rules: Combat',
        choices: [
          { value: 'section:cairn/combat#rounds', label: 'Rounds' },
          { value: 'section:cairn/combat#armor', label: '\u00a0\u00a0Armor' },
        ],
      },
    ]);
  });

  it('says which are on the screen already', () => {
    const groups = panelChoices('cairn', tools, catalog, new Set(['table:cairn/scars']));
    expect(groups[1]!.choices[0]!.label).toBe('Scars (on this screen)');
  });

  it('offers the tools alone while the catalog loads', () => {
    expect(panelChoices('cairn', tools, undefined, new Set()).map((group) => group.label)).toEqual([
      'Tools',
    ]);
  });
});
