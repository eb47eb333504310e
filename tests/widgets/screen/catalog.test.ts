import { describe, expect, it } from 'vitest';
import { describePanel, type Catalog } from '../../../src/widgets/screen/catalog';

const catalog: Catalog = {
  pages: [],
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

describe('describePanel', () => {
  it('names a declared check by its title, from the page that declares it', () => {
    expect(describePanel('check:my-game#grit-check', catalog)).toEqual({
      title: 'Grit check',
      ruleset: 'my-game',
      path: 'my-game',
      known: true,
    });
  });

  it('keeps a check its page no longer declares, named by its id and marked unknown', () => {
    expect(describePanel('check:my-game#gone', catalog)).toEqual({ title: 'gone', known: false });
    expect(describePanel('check:my-game#gone', undefined)).toEqual({
      title: 'Loading…',
      known: true,
    });
  });
});
