import { describe, expect, it } from 'vitest';
import { currentScreen, emptyScreens } from '../../../src/rules/screen/layout';
import {
  $screens,
  $screensNotice,
  $screenUndo,
  addNewScreen,
  changeCurrentScreen,
  deleteCurrentScreen,
  importScreens,
  pinPanel,
  pinPanelToNewScreen,
  SCREENS_KEY,
  removeCurrentPanel,
  renameCurrentScreen,
  setScreens,
  undoScreenRemoval,
} from '../../../src/stores/screen/screens';
import {
  $collapsedTools,
  $collapsedToolsNotice,
  COLLAPSED_TOOLS_KEY,
  setToolCollapsed,
  toolKey,
} from '../../../src/stores/screen/collapsed-tools';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $screens.set(emptyScreens());
  $screensNotice.set(undefined);
  $collapsedTools.set([]);
  $collapsedToolsNotice.set(undefined);
  $screenUndo.set({ removed: null, refused: null, message: null });
});

describe('pinPanel', () => {
  it('adds the panel to the screen asked for and saves every screen', () => {
    pinPanelToNewScreen('tool:roll-log', 'Night');
    expect(pinPanel('table:cairn/scars', 0)).toMatchObject({
      ok: true,
      value: { name: 'My screen' },
    });
    expect(savedJson(SCREENS_KEY)).toEqual({
      version: 1,
      current: 1,
      screens: [
        { name: 'My screen', panels: [{ id: 'table:cairn/scars', wide: false, collapsed: false }] },
        { name: 'Night', panels: [{ id: 'tool:roll-log', wide: false, collapsed: false }] },
      ],
    });
  });

  it('says when the panel is already there and changes nothing', () => {
    pinPanel('tool:roll-log');
    const before = $screens.get();
    expect(pinPanel('tool:roll-log')).toMatchObject({ ok: false, error: { code: 'duplicate' } });
    expect($screens.get()).toBe(before);
  });
});

describe('changeCurrentScreen and setScreens', () => {
  it('change the screen on show, with `current` kept in range', () => {
    setScreens({ version: 1, current: 5, screens: [{ name: 'A', panels: [] }] });
    changeCurrentScreen((screen) => ({ ...screen, name: 'B' }));
    expect($screens.get()).toEqual({
      version: 1,
      current: 0,
      screens: [{ name: 'B', panels: [] }],
    });
  });
});

describe('$screens', () => {
  itSetsAsideUnreadableText(() => ({
    store: $screens,
    notice: $screensNotice,
    key: SCREENS_KEY,
    initial: emptyScreens(),
    wrongShape: '{"version":1,"current":0,"screens":[]}',
    label: 'screens',
  }));
});

describe('setToolCollapsed', () => {
  it('remembers a collapsed tool by page and id, and forgets it when opened', () => {
    const key = toolKey('/locus/directors-screen/', 'screen-outcome');
    setToolCollapsed(key, true);
    setToolCollapsed(key, true);
    expect(savedJson(COLLAPSED_TOOLS_KEY)).toEqual({
      version: 1,
      collapsed: ['/locus/directors-screen/#screen-outcome'],
    });
    setToolCollapsed(key, false);
    expect($collapsedTools.get()).toEqual([]);
  });
});

describe('$collapsedTools', () => {
  itSetsAsideUnreadableText(() => ({
    store: $collapsedTools,
    notice: $collapsedToolsNotice,
    key: COLLAPSED_TOOLS_KEY,
    initial: [],
    wrongShape: '{"version":1,"collapsed":"all"}',
    label: 'collapsed tools',
  }));
});

describe('removing and the Undo', () => {
  const panelIds = () => currentScreen($screens.get()).panels.map((panel) => panel.id);

  it('removes a panel of the screen on show and puts it back at its place', () => {
    pinPanel('tool:roll-log');
    pinPanel('tool:dice-roller');
    removeCurrentPanel(0, 'Roll log');
    expect(panelIds()).toEqual(['tool:dice-roller']);
    expect($screenUndo.get().removed).toMatchObject({ kind: 'panel', title: 'Roll log' });
    expect(undoScreenRemoval()).toMatchObject({ ok: true, value: { kind: 'panel' } });
    expect(panelIds()).toEqual(['tool:roll-log', 'tool:dice-roller']);
    expect($screenUndo.get().removed).toBeNull();
  });

  it('keeps why a panel could not come back, to be said', () => {
    pinPanel('tool:roll-log');
    removeCurrentPanel(0, 'Roll log');
    pinPanel('tool:roll-log');
    expect(undoScreenRemoval()).toMatchObject({ ok: false });
    expect($screenUndo.get()).toMatchObject({
      removed: null,
      refused: { kind: 'panel' },
      message: 'It is already on “My screen”.',
    });
  });

  it('deletes the screen on show, never the last, and puts it back', () => {
    expect(deleteCurrentScreen()).toMatchObject({ ok: false, error: { code: 'last-screen' } });
    addNewScreen({ name: 'Night', panels: [] });
    expect(deleteCurrentScreen()).toMatchObject({ ok: true });
    expect($screens.get().screens.map((screen) => screen.name)).toEqual(['My screen']);
    undoScreenRemoval();
    expect($screens.get()).toMatchObject({
      current: 1,
      screens: [{ name: 'My screen' }, { name: 'Night' }],
    });
  });
});

describe('renameCurrentScreen', () => {
  it('renames the screen on show and refuses a blank name, keeping the old one', () => {
    expect(renameCurrentScreen('  Dungeon night ')).toMatchObject({ ok: true });
    expect(currentScreen($screens.get()).name).toBe('Dungeon night');
    expect(renameCurrentScreen('   ')).toMatchObject({
      ok: false,
      error: { message: 'Give the screen a name.' },
    });
    expect(currentScreen($screens.get()).name).toBe('Dungeon night');
  });
});

describe('importScreens', () => {
  it('adds the screens of a file and saves them, giving those added', () => {
    const added = importScreens([{ name: 'My screen', panels: [] }]);
    expect(added).toEqual({ ok: true, value: [{ name: 'My screen', panels: [] }] });
    expect($screens.get().screens.map((screen) => screen.name)).toEqual([
      'My screen',
      'My screen (2)',
    ]);
  });
});
