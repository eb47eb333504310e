import { describe, expect, it } from 'vitest';
import {
  describeAddedPanel,
  describeMadeScreen,
  describeMovedPanel,
  describeRefusedScreenUndo,
  describeRenamedScreen,
  describeScreenRemoval,
  isPanelMove,
  panelOptions,
  panelSources,
  screenOptions,
} from '../../../src/rules/screen/builder-words';
import type { ScreenRemoval } from '../../../src/rules/screen/layout';

const panel: ScreenRemoval = {
  kind: 'panel',
  removed: { panel: { id: 'tool:roll-log', wide: false, collapsed: false }, index: 1 },
  title: 'Roll log',
};
const screen: ScreenRemoval = {
  kind: 'screen',
  removed: { screen: { name: 'Dungeon night', panels: [] }, index: 0 },
};

describe('the builder’s menus', () => {
  it('offer the site-wide panels first, then each ruleset by its title', () => {
    expect(panelSources([{ id: 'cairn', title: 'Cairn 2e' }])).toEqual([
      { value: '', label: 'Any game: roll log, dice roller' },
      { value: 'cairn', label: 'Cairn 2e' },
    ]);
  });

  it('offer nothing chosen before the groups of panels', () => {
    const choices = [{ value: 'tool:roll-log', label: 'Roll log' }];
    expect(panelOptions([{ label: 'Tools', choices }])).toEqual([
      { value: '', label: 'Choose a tool, table or rules section…' },
      { group: 'Tools', options: choices },
    ]);
  });

  it('name each screen with how many panels it holds', () => {
    const panels = [{ id: 'tool:roll-log', wide: false, collapsed: false }];
    expect(
      screenOptions({
        version: 1,
        current: 0,
        screens: [
          { name: 'Session', panels },
          { name: 'Empty', panels: [] },
        ],
      }),
    ).toEqual([
      { value: '0', label: 'Session (1)' },
      { value: '1', label: 'Empty (0)' },
    ]);
  });
});

describe('a panel’s move', () => {
  it('is a move to another place on the screen', () => {
    expect(isPanelMove(0, 2, 3)).toBe(true);
  });

  it('is none past either end or onto its own place', () => {
    expect(isPanelMove(0, -1, 3)).toBe(false);
    expect(isPanelMove(2, 3, 3)).toBe(false);
    expect(isPanelMove(1, 1, 3)).toBe(false);
  });

  it('is said with its new place counted from 1', () => {
    expect(describeMovedPanel('Roll log', 0, 3)).toBe('Moved “Roll log” to place 1 of 3.');
  });
});

describe('what the builder says', () => {
  it('says a panel added, a screen made and a screen renamed by their names', () => {
    expect(describeAddedPanel('Roll log')).toBe('Added “Roll log”.');
    expect(describeMadeScreen('New screen 2')).toBe('Made “New screen 2”.');
    expect(describeRenamedScreen('Boss fight')).toBe('Renamed the screen “Boss fight”.');
  });

  it('says what a removal took, a panel by its title and a screen by its name', () => {
    expect(describeScreenRemoval(panel)).toBe('Removed “Roll log”.');
    expect(describeScreenRemoval(screen)).toBe('Deleted the screen “Dungeon night”.');
  });

  it('says what an Undo could not put back, with the reason when there is one', () => {
    expect(describeRefusedScreenUndo(panel, 'The screen is full.')).toBe(
      'Could not put back “Roll log”. The screen is full.',
    );
    expect(describeRefusedScreenUndo(screen, null)).toBe('Could not put back “Dungeon night”.');
  });
});
