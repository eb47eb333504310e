/**
 * "My screen": a game master's own page of panels (tools, random tables, rules sections, the roll
 * log, the dice roller). This module decides what a screen is and how it changes; the store keeps
 * it and the builder only shows it.
 *
 * A panel is named by an id whose prefix says where its content comes from:
 * - `tool:<ruleset>/<tool>`, or `tool:roll-log` / `tool:dice-roller` for the site-wide ones;
 * - `table:<ruleset>/<file>`, a random table of content/<ruleset>/tables/;
 * - `section:<ruleset>/<page>#<heading id>`, a rules section as its page shows it;
 * - `check:<ruleset>/<page>#<check id>`, a check the page declares (`<Check>`), by its id there.
 * The rules only check the id's form; whether the site still has that panel is the registry's
 * question (src/widgets/screen/), so a screen saved before a panel was renamed keeps the panel and
 * says it is missing instead of silently dropping it.
 *
 * Pure: no DOM, no storage.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { refuse, succeed, type Problem, type Result } from '../result';
import { readName, type NameProblem } from '../name-text';
import { howMany } from '../words';

/** Enough for every tool of one ruleset and its tables beside them. */
export const MAX_PANELS = 60;
export const MAX_SCREENS = 20;
export const MAX_SCREEN_NAME = 60;

/** A kind, a colon and a path without spaces (heading ids may hold letters beyond ASCII, such as ’). */
export const PANEL_ID = /^(tool|table|section|check):[^\s<>"'`]{1,200}$/u;

export const PanelSchema = z.object({
  id: z.string().check(z.regex(PANEL_ID)),
  // Left out of a file written by hand, a panel is as the screen adds it: one column, open.
  /** Two columns wide on a wide display (one on a phone, where there is one column). */
  wide: z._default(z.boolean(), false),
  /** Only the title bar shows. */
  collapsed: z._default(z.boolean(), false),
});
export type Panel = z.infer<typeof PanelSchema>;

export const ScreenSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_SCREEN_NAME)),
  panels: z.array(PanelSchema).check(z.maxLength(MAX_PANELS)),
});
export type Screen = z.infer<typeof ScreenSchema>;

/** Every screen of this browser and the one on show (an index into `screens`). */
export const ScreensSchema = z.object({
  version: z.literal(1),
  current: wholeNumberSchema(0),
  screens: z.array(ScreenSchema).check(z.minLength(1), z.maxLength(MAX_SCREENS)),
});
export type Screens = z.infer<typeof ScreensSchema>;

export const DEFAULT_SCREEN_NAME = 'My screen';

export function emptyScreens(): Screens {
  return { version: 1, current: 0, screens: [{ name: DEFAULT_SCREEN_NAME, panels: [] }] };
}

/** The screen on show; `current` is kept in range by every change, and clamped here for data from elsewhere. */
export function currentScreen(screens: Screens): Screen {
  return screens.screens[Math.min(screens.current, screens.screens.length - 1)]!;
}

export type PanelKind = 'tool' | 'table' | 'section' | 'check';

export function panelKind(id: string): PanelKind {
  return id.slice(0, id.indexOf(':')) as PanelKind;
}

/** Why a screen refused a change. */
export type ScreenError = Problem<'duplicate' | 'full' | 'too-many-screens' | 'last-screen'>;

/** Adds a panel at the end (or at `at`); a screen holds each panel once. */
export function addPanel(
  screen: Screen,
  id: string,
  at = screen.panels.length,
): Result<Screen, ScreenError> {
  if (screen.panels.some((panel) => panel.id === id))
    return refuse('duplicate', `It is already on “${screen.name}”.`);
  if (screen.panels.length >= MAX_PANELS)
    return refuse('full', `“${screen.name}” is full (${MAX_PANELS} panels): remove one first.`);
  const panels = [...screen.panels];
  panels.splice(Math.max(0, Math.min(at, panels.length)), 0, { id, wide: false, collapsed: false });
  return { ok: true, value: { ...screen, panels } };
}

/** Moves the panel at `from` so that it ends up at `to` (both clamped to the list). */
export function movePanel(screen: Screen, from: number, to: number): Screen {
  const panel = screen.panels[from];
  if (panel === undefined) return screen;
  const panels = screen.panels.filter((_, index) => index !== from);
  panels.splice(Math.max(0, Math.min(to, panels.length)), 0, panel);
  return { ...screen, panels };
}

export function changePanel(
  screen: Screen,
  index: number,
  change: Partial<Omit<Panel, 'id'>>,
): Screen {
  if (screen.panels[index] === undefined) return screen;
  return {
    ...screen,
    panels: screen.panels.map((panel, at) => (at === index ? { ...panel, ...change } : panel)),
  };
}

export interface RemovedPanel {
  readonly panel: Panel;
  readonly index: number;
}

export function removePanel(
  screen: Screen,
  index: number,
): { screen: Screen; removed?: RemovedPanel } {
  const panel = screen.panels[index];
  if (panel === undefined) return { screen };
  return {
    screen: { ...screen, panels: screen.panels.filter((_, at) => at !== index) },
    removed: { panel, index },
  };
}

/** Undo: the panel goes back where it was, unless it has been added again meanwhile. */
export function restorePanel(screen: Screen, removed: RemovedPanel): Screen {
  if (
    screen.panels.some((panel) => panel.id === removed.panel.id) ||
    screen.panels.length >= MAX_PANELS
  )
    return screen;
  const panels = [...screen.panels];
  panels.splice(Math.min(removed.index, panels.length), 0, removed.panel);
  return { ...screen, panels };
}

/** Room in a name for the " (2)" that `uniqueScreenName` may add. */
export const MAX_TYPED_SCREEN_NAME = MAX_SCREEN_NAME - 5;

/** A name typed for a screen, tidied; a blank one is refused, so the screen keeps its old name. */
export function readScreenName(text: string): Result<string, Problem<NameProblem>> {
  return readName(text, MAX_TYPED_SCREEN_NAME, 'Give the screen a name.');
}

/**
 * What a shared screen holds, as its preview says it: "2 panels: Roll log, Scars Table." and
 * that the tools' saved data is not in the link; an empty screen says it has no panels yet. A
 * panel this site does not have (renamed or removed since the link was made) is counted, not named.
 */
export function sharedScreenText(
  panels: readonly { readonly title: string; readonly known: boolean }[],
): string {
  if (panels.length === 0) return 'No panels yet: an empty screen to fill in.';
  const known = panels.filter((panel) => panel.known).map((panel) => panel.title);
  const gone = panels.length - known.length;
  // Its only name would be its old id ("cairn/nope"), which means nothing to a reader.
  const list =
    known.length === 0
      ? `${howMany(panels.length, 'panel')}, ${gone === 1 ? 'which is not' : 'none of them'} on this site any more (renamed or removed).`
      : `${howMany(panels.length, 'panel')}: ${known.join(', ')}.${gone === 0 ? '' : ` ${gone} more ${gone === 1 ? 'is' : 'are'} not on this site any more (renamed or removed).`}`;
  return `${list} The tools' own saved data (characters, decks, trackers) stays in each browser.`;
}

/** `wanted`, or `wanted (2)`, `wanted (3)` ... when another screen has that name, so the menu tells them apart. */
export function uniqueScreenName(screens: Screens, wanted: string, except?: number): string {
  const base = wanted.trim().slice(0, MAX_TYPED_SCREEN_NAME) || DEFAULT_SCREEN_NAME;
  const taken = new Set(
    screens.screens.filter((_, index) => index !== except).map((screen) => screen.name),
  );
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base} (${n})`;
  return name;
}

/** Replaces the screen on show. */
export function updateCurrent(screens: Screens, change: (screen: Screen) => Screen): Screens {
  const index = Math.min(screens.current, screens.screens.length - 1);
  return {
    ...screens,
    current: index,
    screens: screens.screens.map((screen, at) => (at === index ? change(screen) : screen)),
  };
}

/** Adds a screen (its name made unique) and shows it. */
export function addScreen(screens: Screens, screen: Screen): Result<Screens, ScreenError> {
  if (screens.screens.length >= MAX_SCREENS)
    return refuse(
      'too-many-screens',
      `This browser already keeps ${MAX_SCREENS} screens: delete one first.`,
    );
  const added = { ...screen, name: uniqueScreenName(screens, screen.name) };
  return {
    ok: true,
    value: { ...screens, current: screens.screens.length, screens: [...screens.screens, added] },
  };
}

export function renameScreen(screens: Screens, index: number, name: string): Screens {
  const screen = screens.screens[index];
  if (screen === undefined) return screens;
  const unique = uniqueScreenName(screens, name, index);
  return {
    ...screens,
    screens: screens.screens.map((item, at) => (at === index ? { ...item, name: unique } : item)),
  };
}

/**
 * A ruleset's ready-made screen taken in: an empty screen on show is filled with its panels (and
 * takes its name, unless the reader named it), so starting does not leave an empty screen behind;
 * otherwise it is added as a screen of its own.
 */
export function startFromScreen(screens: Screens, made: Screen): Result<Screens, ScreenError> {
  const current = currentScreen(screens);
  if (current.panels.length > 0) return addScreen(screens, made);
  const filled = updateCurrent(screens, (screen) => ({ ...screen, panels: made.panels }));
  return succeed(
    current.name === DEFAULT_SCREEN_NAME ? renameScreen(filled, filled.current, made.name) : filled,
  );
}

export function chooseScreen(screens: Screens, index: number): Screens {
  return index >= 0 && index < screens.screens.length ? { ...screens, current: index } : screens;
}

export interface RemovedScreen {
  readonly screen: Screen;
  readonly index: number;
}

/** Deletes a screen (never the last one) and shows its neighbour. */
export function deleteScreen(
  screens: Screens,
  index: number,
): Result<{ screens: Screens; removed: RemovedScreen }, ScreenError> {
  const screen = screens.screens[index];
  if (screen === undefined || screens.screens.length === 1)
    return refuse('last-screen', 'The last screen cannot be deleted: remove its panels instead.');
  const rest = screens.screens.filter((_, at) => at !== index);
  return {
    ok: true,
    value: {
      screens: { ...screens, current: Math.min(index, rest.length - 1), screens: rest },
      removed: { screen, index },
    },
  };
}

export function restoreScreen(screens: Screens, removed: RemovedScreen): Screens {
  if (screens.screens.length >= MAX_SCREENS) return screens;
  const list = [...screens.screens];
  const at = Math.min(removed.index, list.length);
  list.splice(at, 0, { ...removed.screen, name: uniqueScreenName(screens, removed.screen.name) });
  return { ...screens, current: at, screens: list };
}

/** What a removal on "my screen" took, for its Undo: a panel of the screen on show, or a screen. */
export type ScreenRemoval =
  | { readonly kind: 'panel'; readonly removed: RemovedPanel; readonly title: string }
  | { readonly kind: 'screen'; readonly removed: RemovedScreen };

/**
 * The Undo of a removal: the panel goes back to its place on the screen on show, or the screen to
 * its place in the list; refused, with the reason, when the panel is back already or there is no
 * room left for it (filled meanwhile, in this tab or another).
 */
export function putBackRemoval(
  screens: Screens,
  removal: ScreenRemoval,
): Result<Screens, ScreenError> {
  if (removal.kind === 'screen') {
    const room = addScreen(screens, removal.removed.screen);
    return room.ok ? succeed(restoreScreen(screens, removal.removed)) : room;
  }
  const { panel, index } = removal.removed;
  const room = addPanel(currentScreen(screens), panel.id, index);
  return room.ok
    ? succeed(updateCurrent(screens, (screen) => restorePanel(screen, removal.removed)))
    : room;
}

/**
 * Screens read from a file, each added as a new screen (names made unique) until the browser
 * keeps as many as it can; refused when not one could be added.
 */
export function addScreens(
  screens: Screens,
  incoming: readonly Screen[],
): Result<{ readonly screens: Screens; readonly added: Screen[] }, ScreenError> {
  let all = screens;
  const added: Screen[] = [];
  for (const screen of incoming) {
    const next = addScreen(all, screen);
    if (!next.ok) break;
    all = next.value;
    added.push(screen);
  }
  if (added.length === 0)
    return refuse(
      'too-many-screens',
      'Nothing was imported: this browser already keeps the most screens it can.',
    );
  return succeed({ screens: all, added });
}

/**
 * Stored or imported screens with `current` pulled into range, and each panel once per screen
 * (the screen adds each once; a file edited by hand may repeat one, and the first stays).
 */
export function normaliseScreens(screens: Screens): Screens {
  return {
    ...screens,
    current: Math.min(screens.current, screens.screens.length - 1),
    screens: screens.screens.map(withEachPanelOnce),
  };
}

/** The screen with a repeated panel left out after its first place. */
export function withEachPanelOnce(screen: Screen): Screen {
  const seen = new Set<string>();
  const panels = screen.panels.filter((panel) => !seen.has(panel.id) && seen.add(panel.id));
  return panels.length === screen.panels.length ? screen : { ...screen, panels };
}
