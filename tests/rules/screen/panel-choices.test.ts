import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../../src/rules/screen/catalog';
import { panelChoices } from '../../../src/rules/screen/panel-choices';

const tools = [
  { id: 'roll-log', title: 'Roll log' },
  { id: 'cairn/save-roller', title: 'Save roller', ruleset: 'cairn' },
];
// Read from the compact rows the build writes, as the screen reads them.
const read = readCatalog({
  pages: [
    [
      'cairn/combat',
      'Combat',
      'cairn',
      [
        ['rounds', 'Rounds', 2],
        ['armor', 'Armor', 3],
      ],
    ],
    ['cairn', 'Cairn', 'cairn', []],
  ],
  tables: [['cairn/scars', 'Scars', 'cairn/combat']],
  checks: [],
  starts: {},
});
if (!read.ok) throw new Error(read.error.message);
const catalog = read.value;

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
