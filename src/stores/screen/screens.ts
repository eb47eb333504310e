/**
 * The reader's screens ("my screen"), kept in localStorage and shared by open tabs, so a panel
 * pinned from a rules page shows up on /screen/ in another tab at once.
 *
 * Stored shape (key `rules-at-hand:screens`): `Screens` of src/rules/screen/layout.ts,
 * `{ version: 1, current, screens: [{ name, panels: [{ id, wide, collapsed }] }] }`. A new shape
 * gets a new version and a migration in the rules. Unreadable storage resets to one empty screen
 * with a notice, and the text is kept under `<key>:unreadable`.
 */
import {
  addPanel,
  addScreen,
  currentScreen,
  emptyScreens,
  normaliseScreens,
  startFromScreen,
  updateCurrent,
  type Screen,
  type ScreenError,
  type Screens,
} from '../../rules/screen/layout';
import type { Result } from '../../rules/dice';
import { ScreensSchema } from '../../rules/screen/layout';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const SCREENS_KEY = 'rules-at-hand:screens';

const screens = createValidatedPersistent<Screens>(SCREENS_KEY, emptyScreens(), {
  label: 'screens',
  encode: (value) => JSON.stringify(value),
  parse: parseJsonWith(ScreensSchema, normaliseScreens),
});

export const $screens = screens.$store;
export const $screensNotice = screens.$notice;

export function setScreens(value: Screens): void {
  $screens.set(normaliseScreens(value));
}

/** Changes the screen on show. */
export function changeCurrentScreen(change: (screen: Screen) => Screen): void {
  $screens.set(updateCurrent($screens.get(), change));
}

/** Pins a panel to the screen at `index` (the one on show when left out); says why not when it cannot. */
export function pinPanel(id: string, index = $screens.get().current): Result<Screen, ScreenError> {
  const all = $screens.get();
  const screen = all.screens[index] ?? currentScreen(all);
  const added = addPanel(screen, id);
  if (added.ok)
    $screens.set({
      ...all,
      screens: all.screens.map((item) => (item === screen ? added.value : item)),
    });
  return added;
}

/** Pins a panel to a new screen named `name`, which becomes the one on show. */
export function pinPanelToNewScreen(id: string, name: string): Result<Screen, ScreenError> {
  const added = addScreen($screens.get(), {
    name,
    panels: [{ id, wide: false, collapsed: false }],
  });
  if (!added.ok) return added;
  $screens.set(added.value);
  return { ok: true, value: currentScreen(added.value) };
}

/** Takes in a ruleset's ready-made screen (rules/screen/layout.ts, startFromScreen); says why not when it cannot. */
export function startScreenFrom(made: Screen): Result<Screens, ScreenError> {
  const started = startFromScreen($screens.get(), made);
  if (started.ok) setScreens(started.value);
  return started;
}
