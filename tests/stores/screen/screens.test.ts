import { describe, expect, it } from 'vitest';
import { emptyScreens } from '../../../src/rules/screen/layout';
import {
  $screens,
  $screensNotice,
  changeCurrentScreen,
  pinPanel,
  pinPanelToNewScreen,
  SCREENS_KEY,
  setScreens,
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
