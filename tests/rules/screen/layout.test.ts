import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addPanel,
  addScreen,
  addScreens,
  changePanel,
  chooseScreen,
  currentScreen,
  deleteScreen,
  emptyScreens,
  MAX_PANELS,
  MAX_SCREENS,
  movePanel,
  normaliseScreens,
  panelKind,
  PANEL_ID,
  putBackRemoval,
  readScreenName,
  removePanel,
  renameScreen,
  restorePanel,
  restoreScreen,
  sharedScreenText,
  startFromScreen,
  uniqueScreenName,
  updateCurrent,
  type Screen,
  type ScreenRemoval,
  type Screens,
} from '../../../src/rules/screen/layout';
import { screensFileCodec, screenShareCodec } from '../../../src/rules/screen/codec';

const ids = (screen: Screen) => screen.panels.map((panel) => panel.id);
const screenOf = (...panelIds: string[]): Screen => ({
  name: 'Table',
  panels: panelIds.map((id) => ({ id, wide: false, collapsed: false })),
});

describe('PANEL_ID', () => {
  it('accepts tools, tables, sections and declared checks, with heading ids beyond ASCII', () => {
    for (const id of [
      'tool:roll-log',
      'tool:locus/outcome-check',
      'table:cairn/scars',
      'section:locus#core-rules',
      'section:cairn/combat#death’s-door',
      'check:my-game#grit-check',
    ])
      expect(id).toMatch(PANEL_ID);
  });
  it('refuses other kinds, empty paths and spaces or markup', () => {
    for (const id of ['script:x', 'tool:', 'tool:a b', 'section:a#<b>', 'tool:"x"'])
      expect(id).not.toMatch(PANEL_ID);
  });
});

describe('panelKind', () => {
  it('reads the prefix', () => {
    expect(panelKind('section:loot#trys')).toBe('section');
    expect(panelKind('check:my-game#grit-check')).toBe('check');
  });
});

describe('addPanel', () => {
  it('adds at the end, one column wide and open', () => {
    const added = addPanel(screenOf('tool:a'), 'table:b');
    expect(added).toEqual({ ok: true, value: screenOf('tool:a', 'table:b') });
  });
  it('adds at a place when asked', () => {
    const added = addPanel(screenOf('tool:a', 'tool:c'), 'tool:b', 1);
    expect(added.ok && ids(added.value)).toEqual(['tool:a', 'tool:b', 'tool:c']);
  });
  it('holds each panel once, and says so', () => {
    expect(addPanel(screenOf('tool:a'), 'tool:a')).toEqual({
      ok: false,
      error: { code: 'duplicate', message: 'It is already on “Table”.' },
    });
  });
  it('refuses a panel past the most a screen holds', () => {
    const full = screenOf(...Array.from({ length: MAX_PANELS }, (_, index) => `tool:t${index}`));
    expect(addPanel(full, 'tool:more')).toMatchObject({ ok: false, error: { code: 'full' } });
  });
});

describe('movePanel', () => {
  it('moves a panel earlier and later, clamped to the list', () => {
    const screen = screenOf('tool:a', 'tool:b', 'tool:c');
    expect(ids(movePanel(screen, 2, 0))).toEqual(['tool:c', 'tool:a', 'tool:b']);
    expect(ids(movePanel(screen, 0, 9))).toEqual(['tool:b', 'tool:c', 'tool:a']);
    expect(movePanel(screen, 5, 0)).toBe(screen);
  });
  it('keeps every panel exactly once whatever the move', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -3, max: 15 }),
        fc.integer({ min: -3, max: 15 }),
        (count, from, to) => {
          const screen = screenOf(...Array.from({ length: count }, (_, index) => `tool:t${index}`));
          expect([...ids(movePanel(screen, from, to))].sort()).toEqual([...ids(screen)].sort());
        },
      ),
    );
  });
});

describe('changePanel', () => {
  it('widens or collapses one panel and leaves the others', () => {
    const changed = changePanel(screenOf('tool:a', 'tool:b'), 1, { wide: true, collapsed: true });
    expect(changed.panels).toEqual([
      { id: 'tool:a', wide: false, collapsed: false },
      { id: 'tool:b', wide: true, collapsed: true },
    ]);
  });
});

describe('removePanel and restorePanel', () => {
  it('puts a removed panel back where it was', () => {
    const { screen, removed } = removePanel(screenOf('tool:a', 'tool:b', 'tool:c'), 1);
    expect(ids(screen)).toEqual(['tool:a', 'tool:c']);
    expect(ids(restorePanel(screen, removed!))).toEqual(['tool:a', 'tool:b', 'tool:c']);
  });
  it('does not put it back twice when it was added again meanwhile', () => {
    const { screen, removed } = removePanel(screenOf('tool:a', 'tool:b'), 0);
    const again = addPanel(screen, 'tool:a');
    expect(again.ok && ids(restorePanel(again.value, removed!))).toEqual(['tool:b', 'tool:a']);
  });
  it('removes nothing at a place with no panel', () => {
    expect(removePanel(screenOf('tool:a'), 3).removed).toBeUndefined();
  });
});

describe('screens', () => {
  const two = (): Screens => {
    const added = addScreen(emptyScreens(), screenOf('tool:a'));
    if (!added.ok) throw new Error('expected room for a second screen');
    return added.value;
  };

  it('start as one empty screen', () => {
    expect(currentScreen(emptyScreens())).toEqual({ name: 'My screen', panels: [] });
  });
  it('add a screen with a name of its own and show it', () => {
    const screens = two();
    expect(screens.current).toBe(1);
    const again = addScreen(screens, screenOf());
    expect(again.ok && again.value.screens.map((screen) => screen.name)).toEqual([
      'My screen',
      'Table',
      'Table (2)',
    ]);
  });
  it('refuse a screen past the most a browser keeps', () => {
    const many: Screens = {
      version: 1,
      current: 0,
      screens: Array.from({ length: MAX_SCREENS }, (_, index) => ({
        name: `S${index}`,
        panels: [],
      })),
    };
    expect(addScreen(many, screenOf())).toMatchObject({
      ok: false,
      error: { code: 'too-many-screens' },
    });
  });
  it('rename without taking another screen’s name', () => {
    expect(renameScreen(two(), 1, 'My screen').screens[1]!.name).toBe('My screen (2)');
    expect(uniqueScreenName(two(), '   ')).toBe('My screen (2)');
  });
  it('choose only a screen that exists', () => {
    expect(chooseScreen(two(), 0).current).toBe(0);
    expect(chooseScreen(two(), 7).current).toBe(1);
  });
  it('change only the screen on show', () => {
    const changed = updateCurrent(two(), (screen) => ({ ...screen, panels: [] }));
    expect(changed.screens.map((screen) => screen.panels.length)).toEqual([0, 0]);
  });
  it('delete a screen, never the last, and bring it back with undo', () => {
    const deleted = deleteScreen(two(), 1);
    if (!deleted.ok) throw new Error('expected the second screen to go');
    expect(deleted.value.screens.screens.map((screen) => screen.name)).toEqual(['My screen']);
    expect(deleteScreen(deleted.value.screens, 0)).toMatchObject({
      ok: false,
      error: { code: 'last-screen' },
    });
    const back = restoreScreen(deleted.value.screens, deleted.value.removed);
    expect(back.screens.map((screen) => screen.name)).toEqual(['My screen', 'Table']);
    expect(back.current).toBe(1);
  });
  it('pull a stored `current` past the end back into range', () => {
    expect(normaliseScreens({ ...two(), current: 9 }).current).toBe(1);
  });
});

describe('startFromScreen', () => {
  const made: Screen = { name: 'Cairn screen', panels: screenOf('tool:cairn/save-roller').panels };

  it('fills the empty screen on show with the ruleset’s panels and its name', () => {
    const started = startFromScreen(emptyScreens(), made);
    expect(started.ok && started.value.screens).toEqual([made]);
  });

  it('keeps the name the reader gave the empty screen', () => {
    const named = renameScreen(emptyScreens(), 0, 'Thursday');
    const started = startFromScreen(named, made);
    expect(started.ok && currentScreen(started.value)).toEqual({ ...made, name: 'Thursday' });
  });

  it('adds a screen of its own when the one on show holds panels, and shows it', () => {
    const held = updateCurrent(emptyScreens(), () => screenOf('tool:a'));
    const started = startFromScreen(held, made);
    expect(started.ok && started.value.screens.map((screen) => screen.name)).toEqual([
      'Table',
      'Cairn screen',
    ]);
    expect(started.ok && started.value.current).toBe(1);
  });

  it('says why not when no more screens can be kept', () => {
    let full = updateCurrent(emptyScreens(), () => screenOf('tool:a'));
    for (let count = 1; count < MAX_SCREENS; count += 1) {
      const added = addScreen(full, screenOf('tool:a'));
      if (!added.ok) throw new Error('expected room');
      full = added.value;
    }
    const started = startFromScreen(full, made);
    expect(!started.ok && started.error.code).toBe('too-many-screens');
  });
});

describe('readScreenName', () => {
  it('tidies the spaces of a typed name', () => {
    expect(readScreenName('  Dungeon   night ')).toEqual({ ok: true, value: 'Dungeon night' });
  });
  it('refuses a blank name in plain words', () => {
    for (const text of ['', '   '])
      expect(readScreenName(text)).toEqual({
        ok: false,
        error: { code: 'empty', message: 'Give the screen a name.' },
      });
  });
  it('refuses a name too long to be told apart with a number', () => {
    const read = readScreenName('x'.repeat(56));
    expect(read.ok || read.error.code).toBe('too-long');
    expect(readScreenName('x'.repeat(55)).ok).toBe(true);
  });
});

describe('sharedScreenText', () => {
  const known = (title: string) => ({ title, known: true });
  const gone = (title: string) => ({ title, known: false });

  it('lists the panels of a shared screen', () => {
    expect(sharedScreenText([known('Roll log'), known('Scars Table')])).toBe(
      "2 panels: Roll log, Scars Table. The tools' own saved data (characters, decks, trackers) stays in each browser.",
    );
    expect(sharedScreenText([known('Roll log')])).toMatch(/^1 panel: Roll log\. /);
  });
  it('says an empty screen has no panels, with no empty list', () => {
    expect(sharedScreenText([])).toBe('No panels yet: an empty screen to fill in.');
  });
  it('counts the panels this site no longer has instead of naming them by their old ids', () => {
    expect(sharedScreenText([known('Roll log'), gone('cairn/nope')])).toMatch(
      /^2 panels: Roll log\. 1 more is not on this site any more \(renamed or removed\)\. /,
    );
    expect(sharedScreenText([known('Roll log'), gone('a'), gone('b')])).toMatch(
      /^3 panels: Roll log\. 2 more are not on this site any more/,
    );
    expect(sharedScreenText([gone('cairn/nope')])).toMatch(
      /^1 panel, which is not on this site any more \(renamed or removed\)\. /,
    );
    expect(sharedScreenText([gone('a'), gone('b')])).toMatch(
      /^2 panels, none of them on this site any more/,
    );
    expect(sharedScreenText([gone('cairn/nope')])).not.toContain('nope');
  });
});

describe('screenShareCodec', () => {
  it('round-trips a screen through an s1 link', () => {
    const screen = {
      name: 'Forest “night” 🎲',
      panels: [{ id: 'section:cairn/combat#attacking--damage', wide: true, collapsed: false }],
    };
    const link = screenShareCodec.encode(screen);
    expect(link).toMatch(/^s1\.[A-Za-z0-9_-]+$/);
    expect(screenShareCodec.decode(link)).toEqual({ ok: true, value: screen });
  });
  it('refuses a tampered link with a sentence', () => {
    const link = screenShareCodec.encode(screenOf('tool:a'));
    const decoded = screenShareCodec.decode(`${link.slice(0, -4)}!!`);
    expect(decoded).toMatchObject({ ok: false, error: { code: 'bad-encoding' } });
  });
  it('refuses a panel id of an unknown kind, naming the field', () => {
    const forged = `s1.${Buffer.from(JSON.stringify({ name: 'X', panels: [{ id: 'script:alert', wide: false, collapsed: false }] })).toString('base64url')}`;
    const decoded = screenShareCodec.decode(forged);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error.message).toMatch(/^The shared screen is not valid: /);
  });
  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (text) => void screenShareCodec.decode(text)));
  });
});

describe('screensFileCodec', () => {
  it('round-trips every screen and pulls `current` into range', () => {
    const screens: Screens = {
      version: 1,
      current: 4,
      screens: [screenOf('tool:a'), screenOf('table:b')],
    };
    expect(screensFileCodec.decode(screensFileCodec.encode(screens))).toEqual({
      ok: true,
      value: { ...screens, current: 1 },
    });
  });
  it('still imports a file exported before the shared codec (indented, no final newline)', () => {
    const screens: Screens = { version: 1, current: 0, screens: [screenOf('tool:a')] };
    expect(screensFileCodec.decode(JSON.stringify(screens, null, 2), 'my-screens.json')).toEqual({
      ok: true,
      value: screens,
    });
  });
  it('is named my-screens.json and counts the screens it holds', () => {
    const screens: Screens = { version: 1, current: 0, screens: [screenOf('tool:a')] };
    expect(screensFileCodec.fileName(screens, new Date(2026, 2, 9))).toBe('my-screens.json');
    expect(screensFileCodec.imported(screens, 'my-screens.json')).toBe(
      'Imported 1 screen from “my-screens.json”.',
    );
  });
  it('reads a file written by hand: a panel without "wide" or "collapsed" is one column and open, and a repeated panel is kept once', () => {
    const written = {
      version: 1,
      current: 0,
      screens: [
        {
          name: 'Table',
          panels: [
            { id: 'tool:dice-roller' },
            { id: 'table:cairn/spells', wide: true },
            { id: 'tool:dice-roller', collapsed: true },
          ],
        },
      ],
    };
    expect(screensFileCodec.decode(JSON.stringify(written))).toEqual({
      ok: true,
      value: {
        version: 1,
        current: 0,
        screens: [
          {
            name: 'Table',
            panels: [
              { id: 'tool:dice-roller', wide: false, collapsed: false },
              { id: 'table:cairn/spells', wide: true, collapsed: false },
            ],
          },
        ],
      },
    });
    const repeated = { name: 'X', panels: [{ id: 'tool:a' }, { id: 'tool:a' }] };
    const link = `s1.${Buffer.from(JSON.stringify(repeated)).toString('base64url')}`;
    expect(screenShareCodec.decode(link)).toEqual({
      ok: true,
      value: { name: 'X', panels: [{ id: 'tool:a', wide: false, collapsed: false }] },
    });
  });
  it('names the file when it is not a screens file', () => {
    expect(screensFileCodec.decode('{"screens": 3}', 'notes.json')).toMatchObject({
      ok: false,
      error: { code: 'invalid-data', path: 'version' },
    });
    expect(screensFileCodec.decode('nope', 'notes.json')).toEqual({
      ok: false,
      error: {
        code: 'invalid-json',
        message: '“notes.json” is not a screens file (its text is not JSON).',
      },
    });
  });
});

describe('putBackRemoval', () => {
  const shown = (screen: Screen): Screens => ({ version: 1, current: 0, screens: [screen] });
  const panelTaken = (): { screens: Screens; removal: ScreenRemoval } => {
    const { screen, removed } = removePanel(screenOf('tool:a', 'tool:b'), 0);
    return { screens: shown(screen), removal: { kind: 'panel', removed: removed!, title: 'A' } };
  };

  it('puts a panel back at its place on the screen on show', () => {
    const { screens, removal } = panelTaken();
    const back = putBackRemoval(screens, removal);
    expect(back.ok && ids(currentScreen(back.value))).toEqual(['tool:a', 'tool:b']);
  });

  it('refuses, saying why, a panel that was added again meanwhile', () => {
    const { screens, removal } = panelTaken();
    const again = updateCurrent(screens, (screen) => ({
      ...screen,
      panels: [...screen.panels, ...screenOf('tool:a').panels],
    }));
    expect(putBackRemoval(again, removal)).toEqual({
      ok: false,
      error: { code: 'duplicate', message: 'It is already on “Table”.' },
    });
  });

  it('refuses a screen when the browser keeps as many as it can', () => {
    const full: Screens = {
      version: 1,
      current: 0,
      screens: Array.from({ length: MAX_SCREENS }, (_, index) => screenOf(`tool:${index}`)),
    };
    const removal: ScreenRemoval = { kind: 'screen', removed: { screen: screenOf(), index: 0 } };
    expect(putBackRemoval(full, removal)).toMatchObject({
      ok: false,
      error: { message: `This browser already keeps ${MAX_SCREENS} screens: delete one first.` },
    });
  });
});

describe('addScreens', () => {
  it('adds screens from a file until the browser keeps as many as it can, and says which', () => {
    const almost: Screens = {
      version: 1,
      current: 0,
      screens: Array.from({ length: MAX_SCREENS - 1 }, (_, index) => ({
        name: `S${index}`,
        panels: [],
      })),
    };
    const added = addScreens(almost, [screenOf('tool:a'), screenOf('tool:b')]);
    expect(added.ok && added.value.added.map(ids)).toEqual([['tool:a']]);
    expect(added.ok && added.value.screens.screens).toHaveLength(MAX_SCREENS);
  });

  it('refuses when not one screen could be added', () => {
    const full = addScreens(
      emptyScreens(),
      Array.from({ length: MAX_SCREENS }, () => screenOf()),
    );
    if (!full.ok) throw new Error('expected room for the first screens');
    expect(addScreens(full.value.screens, [screenOf()])).toMatchObject({
      ok: false,
      error: {
        message: 'Nothing was imported: this browser already keeps the most screens it can.',
      },
    });
  });
});
