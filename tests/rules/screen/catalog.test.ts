import { describe, expect, it } from 'vitest';
import { describePanel, readCatalog, type Catalog } from '../../../src/rules/screen/catalog';

const catalog: Catalog = {
  pages: [
    {
      path: 'cairn/combat',
      title: 'Combat',
      ruleset: 'cairn',
      sections: [
        { panelId: 'section:cairn/combat#rounds', id: 'rounds', text: 'Rounds', depth: 2 },
      ],
    },
  ],
  tables: [],
  checks: [
    {
      panelId: 'check:my-game#grit-check',
      id: 'grit-check',
      ruleset: 'my-game',
      path: 'my-game',
      declaration: { title: 'Grit check', dice: '2d6', bands: [{ label: 'Any' }] },
    },
  ],
  starts: {},
};
const tools = (id: string) =>
  id === 'save-roller' ? { title: 'Save roller', ruleset: 'cairn' } : undefined;

describe('readCatalog', () => {
  it('reads the build’s compact rows into pages, tables and checks with their panel ids', () => {
    const read = readCatalog({
      pages: [['cairn/combat', 'Combat', 'cairn', [['rounds', 'Rounds', 2]]]],
      tables: [['cairn/scars', 'Scars', 'cairn/scars']],
      checks: [],
      starts: { cairn: ['table:cairn/scars'] },
    });
    expect(read.ok && read.value.pages[0]!.sections[0]!.panelId).toBe(
      'section:cairn/combat#rounds',
    );
    expect(read.ok && read.value.tables[0]).toEqual({
      panelId: 'table:cairn/scars',
      id: 'cairn/scars',
      title: 'Scars',
      ruleset: 'cairn',
      path: 'cairn/scars',
    });
  });

  it('refuses a catalog in a shape it does not know, with a code and a sentence', () => {
    expect(readCatalog({ pages: 'none' })).toEqual({
      ok: false,
      error: {
        code: 'unknown-format',
        message: 'the list of sections and tables is in an unknown format',
      },
    });
  });
});

describe('describePanel', () => {
  it('names a tool from the tools’ list, whether or not the catalog is in', () => {
    expect(describePanel('tool:save-roller', undefined, tools)).toEqual({
      title: 'Save roller',
      ruleset: 'cairn',
      known: true,
    });
    expect(describePanel('tool:gone', catalog, tools)).toEqual({ title: 'gone', known: false });
  });

  it('names a section by its heading, and one its page lost by its id', () => {
    expect(describePanel('section:cairn/combat#rounds', catalog, tools)).toEqual({
      title: 'Rounds',
      ruleset: 'cairn',
      path: 'cairn/combat',
      known: true,
    });
    expect(describePanel('section:cairn/combat#gone', catalog, tools)).toEqual({
      title: 'gone',
      known: false,
    });
    expect(describePanel('section:cairn/combat#rounds', undefined, tools, true)).toEqual({
      title: 'rounds',
      known: true,
    });
  });

  it('names a declared check by its title, from the page that declares it', () => {
    expect(describePanel('check:my-game#grit-check', catalog, tools)).toEqual({
      title: 'Grit check',
      ruleset: 'my-game',
      path: 'my-game',
      known: true,
    });
  });

  it('keeps a check its page no longer declares, named by its id and marked unknown', () => {
    expect(describePanel('check:my-game#gone', catalog, tools)).toEqual({
      title: 'gone',
      known: false,
    });
    expect(describePanel('check:my-game#gone', undefined, tools)).toEqual({
      title: 'Loading…',
      known: true,
    });
  });
});
