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
  addScreens,
  currentScreen,
  deleteScreen,
  emptyScreens,
  normaliseScreens,
  putBackRemoval,
  readScreenName,
  removePanel,
  renameScreen,
  startFromScreen,
  updateCurrent,
  type Screen,
  type ScreenError,
  type ScreenRemoval,
  type Screens,
} from '../../rules/screen/layout';
import { succeed, type Problem, type Result } from '../../rules/result';
import type { NameProblem } from '../../rules/name-text';
import { createUndoSlot } from '../undo-slot';
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

/** Adds a screen (a new one, a shared one) and shows it; says why not when no more can be kept. */
export function addNewScreen(screen: Screen): Result<Screens, ScreenError> {
  const added = addScreen($screens.get(), screen);
  if (added.ok) $screens.set(added.value);
  return added;
}

/** Screens from a file, added until the browser keeps as many as it can: those that were added. */
export function importScreens(incoming: readonly Screen[]): Result<Screen[], ScreenError> {
  const added = addScreens($screens.get(), incoming);
  if (!added.ok) return added;
  $screens.set(added.value.screens);
  return succeed(added.value.added);
}

/** Renames the screen on show to the name typed (made unique); a blank name is refused. */
export function renameCurrentScreen(text: string): Result<Screens, Problem<NameProblem>> {
  const name = readScreenName(text);
  if (!name.ok) return name;
  const all = $screens.get();
  const renamed = renameScreen(all, all.current, name.value);
  $screens.set(renamed);
  return succeed(renamed);
}

/**
 * The Undo of the last removal here (a panel or a screen), in this tab only: kept until it is
 * used or something else is done on the screen (./undo-slot.ts says how long).
 */
const removals = createUndoSlot<ScreenRemoval>();
export const $screenUndo = removals.$slot;

/** Something else was done on the screen: the Undo of a removal, and any refusal of it, go. */
export const dropScreenUndo = removals.drop;

/** Removes the panel at `index` of the screen on show (`title` names it in the Undo's sentence). */
export function removeCurrentPanel(index: number, title: string): void {
  const { screen, removed } = removePanel(currentScreen($screens.get()), index);
  changeCurrentScreen(() => screen);
  removals.keep(removed ? { kind: 'panel', removed, title } : null);
}

/** Deletes the screen on show (never the last one), kept for Undo. */
export function deleteCurrentScreen(): Result<Screens, ScreenError> {
  const all = $screens.get();
  const deleted = deleteScreen(all, all.current);
  if (!deleted.ok) return deleted;
  $screens.set(deleted.value.screens);
  removals.keep({ kind: 'screen', removed: deleted.value.removed });
  return succeed(deleted.value.screens);
}

/** Puts back what the last removal took: what came back, or why it could not (kept to be said). */
export function undoScreenRemoval(): Result<ScreenRemoval, ScreenError> | undefined {
  return removals.undo((removal) => {
    const back = putBackRemoval($screens.get(), removal);
    if (!back.ok) return back;
    $screens.set(back.value);
    return succeed(removal);
  });
}
