/**
 * "My screen" (/screen/) and the screen pages: every panel of the registry mounts, a screen is
 * built, arranged, kept, shared, imported and printed, and things are pinned from where they live.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { TOOLS } from '../../src/widgets/screen/tools-on-disk';
import { RULESETS } from './site-pages';
import { axeViolations, PHONE, readStored, seedStorage } from './support/browser';

const SCREENS_KEY = 'rules-at-hand:screens';
const COLLAPSED_KEY = 'rules-at-hand:collapsed-tools';

interface StoredScreens {
  version: 1;
  current: number;
  screens: { name: string; panels: { id: string; wide: boolean; collapsed: boolean }[] }[];
}

const catalog = JSON.parse(
  readFileSync(`${process.env.DIST_DIR ?? 'dist'}/screen-catalog.json`, 'utf8'),
) as {
  pages: [string, string, string, [string, string, number][]][];
  tables: [string, string, string][];
};

/**
 * The site-wide panels show no heading of their own (the roll log is a list, the dice roller names
 * its odds, "your table" heads its parts: bookmarks, tables).
 */
const HEADINGLESS = new Set(['tool:roll-log', 'tool:dice-roller', 'tool:your-table']);

const panel = (id: string, wide = false, collapsed = false) => ({ id, wide, collapsed });

/** Saves one screen of these panels, shown when the page opens. */
async function seedOneScreen(page: Page, name: string, panels: ReturnType<typeof panel>[]) {
  await seedStorage(page, {
    [SCREENS_KEY]: { version: 1, current: 0, screens: [{ name, panels }] },
  });
}
const oneScreen = (name: string, ids: string[]): StoredScreens => ({
  version: 1,
  current: 0,
  screens: [{ name, panels: ids.map((id) => panel(id)) }],
});

/**
 * Collects uncaught errors, console errors and every request the site answers with an error
 * status (a file the build does not have), to be checked at the end of a test.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

function panels(page: Page) {
  return page.locator('.screen-panels > article');
}

test.describe('the panel registry', () => {
  const groups: { name: string; ids: string[]; tools: Map<string, string> }[] = [];
  for (const ruleset of [undefined, ...RULESETS]) {
    const tools = TOOLS.filter((tool) => tool.ruleset === ruleset);
    const tables = catalog.tables
      .filter(([id]) => id.split('/')[0] === ruleset)
      .map(([id]) => `table:${id}`);
    groups.push({
      name: `${ruleset ?? 'site-wide'} tools and tables`,
      ids: [...tools.map((tool) => `tool:${tool.id}`), ...tables],
      tools: new Map(tools.map((tool) => [`tool:${tool.id}`, tool.title])),
    });
  }
  const sections = catalog.pages.flatMap(([path, , , headings]) =>
    headings.map(([id]) => `section:${path}#${id}`),
  );
  for (let start = 0; start < sections.length; start += 60) {
    groups.push({
      name: `rules sections ${start + 1} to ${Math.min(start + 60, sections.length)}`,
      ids: sections.slice(start, start + 60),
      tools: new Map(),
    });
  }

  for (const group of groups) {
    test(`mounts every panel once without errors: ${group.name}`, async ({ page }) => {
      const errors = watchErrors(page);
      await seedStorage(page, { [SCREENS_KEY]: oneScreen(group.name, group.ids) });
      await page.goto('screen/');
      await expect(panels(page)).toHaveCount(group.ids.length);
      await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
      await expect(
        page.locator('.screen-panel .tool-notice', {
          hasText: /cannot be shown|not on the site|could not be loaded/,
        }),
      ).toHaveCount(0);
      for (const [index, id] of group.ids.entries()) {
        const section = panels(page).nth(index);
        const title = group.tools.get(id);
        // A tool's own heading is the title the registry (and the pinning buttons) know it by.
        if (title && !HEADINGLESS.has(id))
          await expect(
            section.getByRole('heading', { name: title, exact: true, level: 3 }),
          ).toBeAttached();
        if (!id.startsWith('tool:'))
          await expect(section.locator('.screen-fetched > *').first()).toBeAttached();
      }
      expect(errors).toEqual([]);
    });
  }
});

/** The panels' titles in order; a section panel says "Loading…" until its text arrives, so poll it. */
/** Shares the screen on show and opens its link in a fresh browser, as another device would. */
async function openShareLinkElsewhere(page: Page, browser: Browser) {
  await page.getByRole('button', { name: 'Share this screen' }).click();
  const link = await page.getByLabel(/^Share link/).inputValue();
  expect(new URL(link).searchParams.get('screen')).toMatch(/^s1\./);
  const fresh = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const other = await fresh.newPage();
  await other.goto(link);
  return { link, fresh, other };
}

async function panelTitles(page: Page): Promise<string[]> {
  return page.locator('.screen-panels > article > .screen-panel-bar h2').allTextContents();
}

async function addPanel(page: Page, from: string, choice: string): Promise<void> {
  await page.getByLabel('From', { exact: true }).selectOption({ label: from });
  await page.getByLabel('Panel', { exact: true }).selectOption({ label: choice });
  await page.getByRole('button', { name: 'Add to this screen' }).click();
}

test.describe('my screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('is built from any ruleset, moved by keyboard and mouse, widened, collapsed, removed with undo, and kept on reload', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('screen/');
    await expect(page.getByRole('heading', { name: '“My screen” is empty' })).toBeVisible();

    await addPanel(page, 'Locus', 'Outcome Check');
    await expect(page.getByText('Added “Outcome Check”.')).toBeVisible();
    await addPanel(page, 'Any game: roll log, dice roller', 'Roll log');
    await addPanel(page, 'Cairn', 'Scars Table');
    await addPanel(page, 'Cairn', 'Attacking & Damage');
    await expect
      .poll(() => panelTitles(page))
      .toEqual(['Outcome Check', 'Roll log', 'Scars Table', 'Attacking & Damage']);
    // The table rolls where it now stands, from its own button.
    await page.getByRole('button', { name: /^Roll d\d+ on Scars Table$/ }).click();
    await expect(
      page
        .locator('.screen-panels')
        .getByRole('status')
        .filter({ hasText: /^Rolled/ }),
    ).toBeVisible();

    // Keyboard: the move buttons, with focus following the panel.
    await page.getByRole('button', { name: 'Move Roll log earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => panelTitles(page))
      .toEqual(['Roll log', 'Outcome Check', 'Scars Table', 'Attacking & Damage']);
    await expect(
      page.getByRole('status').filter({ hasText: 'Moved “Roll log” to place 1 of 4.' }),
    ).toBeAttached();
    await expect(page.getByRole('button', { name: 'Move Roll log later' })).toBeFocused();

    // Mouse: drag a panel by its grip onto another.
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await page
      .getByTitle('Drag to move Scars Table')
      .dragTo(page.getByRole('article', { name: 'Roll log', exact: true }), {
        targetPosition: { x: 60, y: 16 },
      });
    await expect
      .poll(() => panelTitles(page))
      .toEqual(['Scars Table', 'Roll log', 'Outcome Check', 'Attacking & Damage']);

    // Two columns wide, and collapsed to its title bar.
    const outcome = page.getByRole('article', { name: 'Outcome Check', exact: true });
    const narrow = (await outcome.boundingBox())!.width;
    await page.getByRole('button', { name: 'Two columns wide: Outcome Check' }).click();
    await expect(
      page.getByRole('button', { name: 'Two columns wide: Outcome Check' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect((await outcome.boundingBox())!.width).toBeGreaterThan(narrow * 1.8);
    await page.getByRole('button', { name: 'Show or hide Scars Table' }).click();
    await expect(page.getByRole('button', { name: 'Show or hide Scars Table' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('button', { name: /^Roll d\d+ on Scars Table$/ })).toBeHidden();

    // Removed, then put back where it was.
    await page.getByRole('button', { name: 'Remove Roll log' }).click();
    await expect
      .poll(() => panelTitles(page))
      .toEqual(['Scars Table', 'Outcome Check', 'Attacking & Damage']);
    await expect(page.getByText('Removed “Roll log”.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => panelTitles(page))
      .toEqual(['Scars Table', 'Roll log', 'Outcome Check', 'Attacking & Damage']);

    await page.reload();
    await expect(page.locator('.screen-panels > article')).toHaveCount(4);
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expect
      .poll(() => panelTitles(page))
      .toEqual(['Scars Table', 'Roll log', 'Outcome Check', 'Attacking & Damage']);
    await expect(
      page.getByRole('button', { name: 'Two columns wide: Outcome Check' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Show or hide Scars Table' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const stored = await readStored<StoredScreens>(page, SCREENS_KEY);
    expect(stored?.screens[0]?.panels.map((item) => item.id)).toEqual([
      'table:cairn/scars',
      'tool:roll-log',
      'tool:locus/outcome-check',
      'section:cairn/combat#attacking--damage',
    ]);
    expect(errors).toEqual([]);
  });

  const dragScreen = oneScreen('Drag', [
    'tool:cairn/die-of-fate',
    'tool:roll-log',
    'tool:eldritch-instinct/reaction',
  ]);
  const draggedOrder = ['Reaction roll', 'Die of Fate', 'Roll log'];
  const draggedIds = ['tool:eldritch-instinct/reaction', 'tool:cairn/die-of-fate', 'tool:roll-log'];

  /** The middle of a box, as page coordinates. */
  const middle = (box: { x: number; y: number; width: number; height: number }) => ({
    x: box.x + box.width / 2,
    y: box.y + Math.min(box.height / 2, 40),
  });
  /** Where an element rests once it has stopped moving: panels settle as their tools draw. */
  async function restingBox(locator: Locator) {
    let last = await locator.boundingBox();
    await expect
      .poll(
        async () => {
          const now = await locator.boundingBox();
          const still = JSON.stringify(now) === JSON.stringify(last);
          last = now;
          return still;
        },
        { intervals: [100] },
      )
      .toBe(true);
    return last!;
  }

  test('moves a panel dragged by its grip with the mouse, and keeps the order on reload', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await seedStorage(page, { [SCREENS_KEY]: dragScreen });
    await page.goto('screen/');
    await expect(page.getByText('Loading…')).toHaveCount(0);
    const grip = page.getByTitle('Drag to move Reaction roll');
    const target = panels(page).first();
    const from = middle((await grip.boundingBox())!);
    const to = middle((await target.boundingBox())!);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => panelTitles(page)).toEqual(draggedOrder);
    await expect(
      page.getByRole('status').filter({ hasText: 'Moved “Reaction roll” to place 1 of 3.' }),
    ).toBeAttached();

    await page.reload();
    await expect(panels(page)).toHaveCount(3);
    await expect.poll(() => panelTitles(page)).toEqual(draggedOrder);
    expect(
      (await readStored<StoredScreens>(page, SCREENS_KEY))?.screens[0]?.panels.map(
        (item) => item.id,
      ),
    ).toEqual(draggedIds);
    expect(errors).toEqual([]);
  });

  test('moves a panel dragged by its grip with a finger, and keeps the order on reload', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await seedStorage(page, { [SCREENS_KEY]: dragScreen });
    await page.goto('screen/');
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await panels(page)
      .first()
      .evaluate((article) => article.scrollIntoView({ block: 'start' }));
    const from = middle(await restingBox(page.getByTitle('Drag to move Reaction roll')));
    const to = middle(await restingBox(panels(page).first()));
    // A finger on the screen, as the browser reports it: touch points that become pointer events.
    const touch = await context.newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let step = 1; step <= 10; step++)
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [
          {
            x: from.x + ((to.x - from.x) * step) / 10,
            y: from.y + ((to.y - from.y) * step) / 10,
          },
        ],
      });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => panelTitles(page)).toEqual(draggedOrder);

    await page.reload();
    await expect(panels(page)).toHaveCount(3);
    await expect.poll(() => panelTitles(page)).toEqual(draggedOrder);
    await context.close();
  });

  test('keeps several named screens, chosen from a menu; a deleted one comes back with undo', async ({
    page,
  }) => {
    await page.goto('screen/');
    await page.getByRole('button', { name: "Start from LOOT: Judge's Screen" }).click();
    await expect(page.locator('.screen-panels > article')).toHaveCount(6);
    await page.getByRole('button', { name: 'New screen' }).click();
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Dungeon night');
    await page.getByRole('button', { name: 'Save name' }).click();
    const menu = page.getByLabel('Screen', { exact: true });
    await expect(menu.locator('option')).toHaveText([
      "LOOT: Judge's Screen (6)",
      'Dungeon night (0)',
    ]);
    // An empty screen started from a ruleset's screen keeps its name and gets that page's tools and quick reference.
    await page.getByRole('button', { name: "Start from Locus: Director's Screen" }).click();
    const titles = await panelTitles(page);
    expect(titles).toHaveLength(TOOLS.filter((tool) => tool.ruleset === 'locus').length + 1);
    expect(titles.at(-1)).toBe('Quick reference');
    await menu.selectOption({ label: "LOOT: Judge's Screen (6)" });
    await expect(page.locator('.screen-panels > article')).toHaveCount(6);
    await menu.selectOption({ label: 'Dungeon night (19)' });
    await page.getByRole('button', { name: 'Delete this screen' }).click();
    await expect(menu.locator('option')).toHaveText(["LOOT: Judge's Screen (6)"]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(menu.locator('option')).toHaveText([
      "LOOT: Judge's Screen (6)",
      'Dungeon night (19)',
    ]);
    await page.reload();
    await expect(page.getByLabel('Screen', { exact: true }).locator('option')).toHaveText([
      "LOOT: Judge's Screen (6)",
      'Dungeon night (19)',
    ]);
  });

  test('Undo puts the keyboard focus back on the panel it restores, not on the first panel', async ({
    page,
  }) => {
    await seedStorage(page, {
      [SCREENS_KEY]: oneScreen('Focus', ['tool:roll-log', 'tool:dice-roller', 'table:cairn/scars']),
    });
    await page.goto('screen/');
    await expect(page.locator('.screen-panels > article')).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove Scars Table' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => panelTitles(page)).toEqual(['Roll log', 'Dice roller', 'Scars Table']);
    await expect(page.getByRole('button', { name: 'Remove Scars Table' })).toBeFocused();
    // It stays there once the page has settled.
    await page.waitForTimeout(300);
    await expect(page.getByRole('button', { name: 'Remove Scars Table' })).toBeFocused();
  });

  test('Remove pressed while the page smooth-scrolls leaves the focused Undo in view', async ({
    page,
  }) => {
    const tables = [
      'cairn/scars',
      'cairn/spells',
      'eldritch-instinct/names',
      'dead-weight/omens',
    ].map((id) => `table:${id}`);
    await seedStorage(page, { [SCREENS_KEY]: oneScreen('Long', ['tool:roll-log', ...tables]) });
    await page.goto('screen/');
    await expect(panels(page)).toHaveCount(5);
    await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
    const remove = page.getByRole('button', { name: /^Remove / }).last();
    await remove.focus();
    // Remove is pressed and the page goes on scrolling smoothly (a wheel, Page Down or a link
    // started it), still under way when the Undo, far above, takes the focus.
    await remove.evaluate((button) => {
      (button as HTMLButtonElement).click();
      window.scrollBy({ top: 2000, behavior: 'smooth' });
    });
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    // Once the scroll is over, the focused Undo is where the reader can see it.
    await page.waitForTimeout(1500);
    await expect(undo).toBeFocused();
    await expect(undo).toBeInViewport();
  });

  test('the status line shows only the latest action, and a blank name is refused at the field', async ({
    page,
  }) => {
    await page.goto('screen/');
    const menu = page.getByLabel('Screen', { exact: true });
    await page.getByRole('button', { name: 'New screen' }).click();
    await expect(page.getByText('Made “New screen”.')).toBeVisible();
    await page.getByRole('button', { name: 'Rename' }).click();
    const name = page.getByLabel('Name', { exact: true });
    const save = page.getByRole('button', { name: 'Save name' });
    // The message appears under the field and moves nothing beside it.
    const beside = async () => [(await menu.boundingBox())!.y, (await save.boundingBox())!.y];
    const before = await beside();
    expect(before[1]).toBe((await name.boundingBox())!.y);
    await name.fill('   ');
    await save.click();
    await expect(name).toHaveAccessibleDescription(/Give the screen a name\./);
    expect(await beside()).toEqual(before);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Give the screen a name.' }),
    ).toBeVisible();
    await expect(menu.locator('option')).toHaveText(['My screen (0)', 'New screen (0)']);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Rename' })).toBeFocused();
    // Escape in the field cancels too, and gives the focus back to Rename.
    await page.getByRole('button', { name: 'Rename' }).click();
    await name.press('Escape');
    await expect(name).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rename' })).toBeFocused();

    await page.getByRole('button', { name: 'Delete this screen' }).click();
    await expect(page.getByText('Deleted the screen “New screen”.')).toBeVisible();
    await expect(page.getByText('Made “New screen”.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Put back.')).toBeVisible();
    await expect(page.getByText('Deleted the screen “New screen”.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Rename' }).click();
    // The field takes the focus each time it opens, not only the first.
    await expect(name).toBeFocused();
    await name.fill('Dungeon night');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Renamed the screen “Dungeon night”.')).toBeVisible();
    await expect(page.getByText('Put back.')).toHaveCount(0);
    await expect(menu.locator('option')).toHaveText(['My screen (0)', 'Dungeon night (0)']);
  });

  test('the last screen is not deleted, and the status line says why', async ({ page }) => {
    await seedOneScreen(page, 'Only one', [panel('tool:roll-log')]);
    await page.goto('screen/');
    await page.getByRole('button', { name: 'Delete this screen' }).click();
    await expect(page.locator('.screen-status')).toContainText(
      'The last screen cannot be deleted: remove its panels instead.',
    );
    await expect(page.getByLabel('Screen', { exact: true }).locator('option')).toHaveText([
      'Only one (1)',
    ]);
    await expect(panels(page)).toHaveCount(1);
  });

  test('a share link of an empty screen says it has no panels', async ({ page, browser }) => {
    await seedStorage(page, { [SCREENS_KEY]: oneScreen('Empty', []) });
    await page.goto('screen/');
    // The one sharing is told before the link is made, beside the button that makes it.
    const keep = page.getByRole('region', { name: 'Share, keep and print' });
    const hint = keep.getByText(
      '“Empty” has no panels yet, so its share link opens an empty screen. Add panels first to share them.',
    );
    await expect(hint).toBeVisible();
    const share = page.getByRole('button', { name: 'Share this screen' });
    expect((await hint.boundingBox())!.y).toBeLessThan((await share.boundingBox())!.y);
    const { fresh, other } = await openShareLinkElsewhere(page, browser);
    const shared = other.locator('.tool-incoming');
    await expect(other.getByRole('heading', { name: 'Shared with you: Empty' })).toBeVisible();
    await expect(shared).toContainText('No panels yet: an empty screen to fill in.');
    await expect(shared).not.toContainText('0 panels');
    await fresh.close();
    await addPanel(page, 'Any game: roll log, dice roller', 'Roll log');
    await expect(hint).toHaveCount(0);
  });

  test('offers "Two columns wide" only where there are two columns', async ({ page }) => {
    await seedStorage(page, { [SCREENS_KEY]: oneScreen('Wide', ['tool:roll-log']) });
    await page.goto('screen/');
    const wide = page.getByRole('button', { name: 'Two columns wide: Roll log' });
    await expect(wide).toBeVisible();
    await page.setViewportSize(PHONE);
    await expect(wide).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show or hide Roll log' })).toBeVisible();
  });

  test('packs short panels beside a tall one, in at most three columns, keeping their order', async ({
    page,
  }) => {
    const short = [
      'tool:cairn/morale-check',
      'tool:cairn/die-of-fate',
      'tool:eldritch-instinct/reaction',
      'tool:eldritch-instinct/die-of-fate',
    ];
    await seedStorage(page, {
      [SCREENS_KEY]: oneScreen('Packed', ['tool:cairn/combat-resolver', ...short]),
    });
    await page.goto('screen/');
    await expect(page.getByText('Loading…')).toHaveCount(0);
    const boxes = async () => {
      const all = await panels(page).evaluateAll((articles) =>
        articles.map((article) => {
          const box = article.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, left: box.left };
        }),
      );
      return { tall: all[0]!, short: all.slice(1) };
    };
    // Every panel first, or the check below would pass on an empty screen; and the tall one drawn
    // whole, or the short ones would stand beside a tool still arriving.
    await expect(panels(page)).toHaveCount(1 + short.length);
    await expect
      .poll(async () => {
        const { tall } = await boxes();
        return tall.bottom - tall.top;
      })
      .toBeGreaterThan(900);
    // Once measured, every short panel stands beside the tall one, none waiting below it.
    await expect
      .poll(async () => {
        const { tall, short } = await boxes();
        return short.filter((box) => box.top >= tall.bottom).length;
      })
      .toBe(0);
    const { tall, short: shortBoxes } = await boxes();
    expect(tall.bottom - tall.top).toBeGreaterThan(900);
    // Reading order: each panel starts no higher than the one before it in its column.
    for (const [index, box] of shortBoxes.entries())
      for (const earlier of shortBoxes.slice(0, index))
        if (earlier.left === box.left) expect(box.top).toBeGreaterThan(earlier.top);

    await page.setViewportSize({ width: 1920, height: 900 });
    await expect
      .poll(async () => new Set((await boxes()).short.map((box) => Math.round(box.left))).size)
      .toBe(2);
  });

  for (const width of [390, 1280])
    test(`keeps "Save name" and "Cancel" on one row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await seedStorage(page, {
        [SCREENS_KEY]: oneScreen('A screen with a long name for the table', ['tool:roll-log']),
      });
      await page.goto('screen/');
      await page.getByRole('button', { name: 'Rename' }).click();
      const name = page.getByLabel('Name', { exact: true });
      await expect(name).toBeFocused();
      const save = (await page.getByRole('button', { name: 'Save name' }).boundingBox())!;
      const cancel = (await page.getByRole('button', { name: 'Cancel' }).boundingBox())!;
      expect(Math.round(cancel.y)).toBe(Math.round(save.y));
      expect(cancel.x).toBeGreaterThan(save.x + save.width - 1);
      // Beside the field where there is room, below it on a phone: never overlapping it.
      const field = (await name.boundingBox())!;
      expect(save.y >= field.y + field.height || save.x >= field.x + field.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
    });

  test('a share link rebuilds the layout in a fresh browser; a tampered link changes nothing', async ({
    page,
    browser,
  }) => {
    await seedOneScreen(page, 'Forest', [
      panel('tool:cairn/morale-check', true),
      panel('table:cairn/scars', false, true),
    ]);
    await page.goto('screen/');
    const { link, fresh, other } = await openShareLinkElsewhere(page, browser);
    await expect(other.getByRole('heading', { name: 'Shared with you: Forest' })).toBeVisible();
    await other.getByRole('button', { name: 'Add as a new screen' }).click();
    await expect(other.getByLabel('Screen', { exact: true })).toHaveValue('1');
    await expect.poll(() => panelTitles(other)).toEqual(['Morale check', 'Scars Table']);
    await expect(
      other.getByRole('button', { name: 'Two columns wide: Morale check' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(other.getByRole('button', { name: 'Show or hide Scars Table' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    const before = await readStored(other, SCREENS_KEY);
    await other.goto(`screen/?screen=${link.split('screen=')[1]!.slice(0, -6)}%21%21`);
    await expect(
      other.getByRole('alert').filter({ hasText: 'This share link could not be opened.' }),
    ).toContainText('Your screens are unchanged.');
    expect(await readStored(other, SCREENS_KEY)).toEqual(before);
    await fresh.close();
  });

  test('a shared screen that names a panel this site no longer has counts it, and shows no old id', async ({
    page,
    browser,
  }) => {
    await seedOneScreen(page, 'Forest', [
      panel('tool:cairn/morale-check'),
      panel('tool:cairn/gone-since'),
    ]);
    await page.goto('screen/');
    const { fresh, other } = await openShareLinkElsewhere(page, browser);
    const shared = other.getByRole('region', { name: 'Shared with you: Forest' });
    await expect(shared).toContainText(
      '2 panels: Morale check. 1 more is not on this site any more (renamed or removed).',
    );
    await expect(shared).not.toContainText('gone-since');
    await fresh.close();
  });

  test('unreadable saved screens give a notice and are kept aside', async ({ page }) => {
    await seedStorage(page, { [SCREENS_KEY]: '{"version":1,"screens":' });
    await page.goto('screen/');
    await expect(
      page.getByText(
        /The saved screens could not be read \(it is not valid JSON\), so it was reset/,
      ),
    ).toBeVisible();
    expect(
      await page.evaluate((key) => localStorage.getItem(`${key}:unreadable`), SCREENS_KEY),
    ).toBe('{"version":1,"screens":');
    await expect(page.getByRole('heading', { name: '“My screen” is empty' })).toBeVisible();
  });

  test('exports every screen to a file and imports it beside the screens already kept', async ({
    page,
  }) => {
    await seedStorage(page, {
      [SCREENS_KEY]: oneScreen('Sanity', [
        'tool:eldritch-instinct/sanity-tracker',
        'tool:roll-log',
      ]),
    });
    await page.goto('screen/');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all screens' }).click();
    const file = test.info().outputPath('my-screens.json');
    await (await download).saveAs(file);
    await page.getByLabel('Import screens from a file').setInputFiles(file);
    await expect(page.getByText('Imported 1 screen from “my-screens.json”.')).toBeVisible();
    await expect(page.getByLabel('Screen', { exact: true }).locator('option')).toHaveText([
      'Sanity (2)',
      'Sanity (2) (2)',
    ]);
    await page.getByLabel('Import screens from a file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"screens": 3}'),
    });
    await expect(page.getByRole('alert')).toContainText(
      '“notes.json” is not a screens file this site can read',
    );
  });

  test('prints the panels as they stand, in landscape, without the builder', async ({ page }) => {
    await seedStorage(page, {
      [SCREENS_KEY]: oneScreen('Print me', [
        'tool:dead-weight/risk-dice',
        'table:dead-weight/omens',
      ]),
    });
    await page.goto('screen/');
    await expect(page.getByRole('article', { name: 'Risk dice', exact: true })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Add a panel' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Remove Risk dice' })).toBeHidden();
    await expect(page.getByRole('article', { name: 'Risk dice', exact: true })).toBeVisible();
    const landscape = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some(
          (rule) =>
            rule instanceof CSSPageRule && rule.style.getPropertyValue('size') === 'landscape',
        ),
      ),
    );
    expect(landscape).toBe(true);
  });

  test('prints results and filled values, not buttons or empty fields, and names a collapsed panel', async ({
    page,
  }) => {
    const tools = TOOLS.filter((tool) => tool.id.startsWith('eldritch-instinct/')).map(
      (tool) => `tool:${tool.id}`,
    );
    await seedOneScreen(page, 'Investigation', [
      ...tools.map((id) => panel(id)),
      panel('table:cairn/scars', false, true),
    ]);
    await page.goto('screen/');
    await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
    const saveRoller = page.getByRole('article', { name: 'Save roller', exact: true });
    await saveRoller.getByRole('button', { name: /^Roll/ }).first().click();
    const result = saveRoller.getByRole('status').filter({ hasText: /\S/ }).first();
    await expect(result).toBeVisible();
    const resultText = (await result.textContent())!;

    // What the browser does when asked to print: the page hears it, then lays out for paper.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    const panelArea = page.locator('.screen-panels');
    await expect(panelArea.getByRole('button', { includeHidden: false })).toHaveCount(0);
    const emptyShown = await panelArea.evaluate(
      (area) =>
        [...area.querySelectorAll<HTMLInputElement>('input, textarea')].filter(
          (field) =>
            !['checkbox', 'radio'].includes(field.type) &&
            field.value.trim() === '' &&
            field.checkVisibility(),
        ).length,
    );
    expect(emptyShown).toBe(0);
    await expect(saveRoller.getByText(resultText, { exact: true })).toBeVisible();
    const filled = panelArea.locator('input:not([type=checkbox]):not([type=radio])').first();
    await expect(filled).toBeVisible();
    expect(await filled.inputValue()).not.toBe('');
    const collapsed = page.getByRole('article', { name: 'Scars Table', exact: true });
    await expect(collapsed.getByRole('heading', { name: 'Scars Table' })).toBeVisible();
    await expect(collapsed.getByText('Collapsed on this screen, so not printed.')).toBeVisible();

    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));
    await expect(collapsed.getByText('Collapsed on this screen, so not printed.')).toBeHidden();
  });

  test('is one column at 390 px and passes axe at both widths', async ({ page }) => {
    await seedOneScreen(page, 'Phone', [
      panel('tool:locus/outcome-check', true),
      panel('table:cairn/scars'),
      panel('section:cairn/combat#attacking--damage'),
      panel('tool:roll-log'),
    ]);
    await page.goto('screen/');
    // The four panels are drawn before anything is measured: "Loading…" is also absent before the
    // screen has drawn at all, which let a run check a screen with no panels.
    await expect(page.locator('.screen-panels > article')).toHaveCount(4);
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    const lefts = await page
      .locator('.screen-panels > article')
      .evaluateAll((sections) =>
        sections.map((section) => Math.round(section.getBoundingClientRect().left)),
      );
    expect(new Set(lefts).size).toBe(1);
    // The panels grow taller in one column and are packed again once measured: until then one
    // stands over the next (and axe would find its buttons too close to the next panel's).
    await expect
      .poll(
        () =>
          page.locator('.screen-panels > article').evaluateAll((sections) =>
            sections.some((section, index) => {
              const next = sections[index + 1];
              return (
                next !== undefined &&
                next.getBoundingClientRect().top < section.getBoundingClientRect().bottom
              );
            }),
          ),
        { message: 'a panel over the next at 390 px' },
      )
      .toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a long panel title keeps a readable width at 390 px: the buttons go under it', async ({
    page,
  }) => {
    const long = 'Cast spell, invoke a prayer or perform a combat manoeuver (1 or 2 actions)';
    await seedOneScreen(page, 'Phone', [
      panel(
        'section:dead-weight/combat#cast-spell-invoke-a-prayer-or-perform-a-combat-manoeuver-1-or-2-actions',
      ),
      panel('tool:roll-log'),
    ]);
    await page.setViewportSize(PHONE);
    await page.goto('screen/');
    await expect.poll(() => panelTitles(page)).toEqual([long, 'Roll log']);
    const bar = page.locator('.screen-panel-bar').first();
    const title = page.getByRole('heading', { name: long, exact: true });
    const [barBox, titleBox] = [(await bar.boundingBox())!, (await title.boundingBox())!];
    // Most of the bar's width, not the sliver left beside four buttons (a word a line).
    expect(titleBox.width).toBeGreaterThan(barBox.width * 0.7);
    const lineHeight = await title.evaluate((element) =>
      parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(titleBox.height).toBeLessThan(lineHeight * 3.5);
    // Two rows: the grip with the title, the buttons under them.
    expect(barBox.height).toBeLessThan(titleBox.height + 44 + 24);
    // Its buttons are still all there, under it.
    const remove = page.getByRole('button', { name: `Remove ${long}` });
    expect((await remove.boundingBox())!.y).toBeGreaterThan(titleBox.y + titleBox.height - 1);
    // A short title still shares its row with the buttons.
    const short = page.getByRole('heading', { name: 'Roll log', exact: true });
    const shortRemove = page.getByRole('button', { name: 'Remove Roll log' });
    const [shortBox, buttonBox] = [
      (await short.boundingBox())!,
      (await shortRemove.boundingBox())!,
    ];
    expect(buttonBox.y).toBeLessThan(shortBox.y + shortBox.height);
  });

  test('removing a panel far down the page keeps the reader where they were, at its Undo', async ({
    page,
  }) => {
    await seedStorage(page, {
      [SCREENS_KEY]: oneScreen('Long', [
        'tool:roll-log',
        'table:cairn/scars',
        'table:cairn/spells',
        'tool:dice-roller',
      ]),
    });
    await page.setViewportSize(PHONE);
    await page.goto('screen/');
    await expect(panels(page)).toHaveCount(4);
    await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 20_000 });
    const remove = page.getByRole('button', { name: 'Remove Dice roller' });
    await remove.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => scrollY);
    expect(before).toBeGreaterThan(1000);
    await remove.click();
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await page.waitForTimeout(500);
    // No jump to the top: the page stays about where it was, with the Undo in view.
    expect(Math.abs((await page.evaluate(() => scrollY)) - before)).toBeLessThan(400);
    await expect(undo).toBeInViewport();
    await expect(page.getByText('Removed “Dice roller”.')).toBeInViewport();
    await undo.click();
    await expect
      .poll(() => panelTitles(page))
      .toEqual(['Roll log', 'Scars Table', '100 Spells', 'Dice roller']);
    await expect(page.getByRole('button', { name: 'Remove Dice roller' })).toBeFocused();
  });

  test('a lone panel uses the width of a wide display', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await seedOneScreen(page, 'One', [panel('tool:dice-roller')]);
    await page.goto('screen/');
    await expect(panels(page)).toHaveCount(1);
    const grid = (await page.locator('.screen-panels').boundingBox())!;
    const lone = (await panels(page).first().boundingBox())!;
    expect(lone.width).toBeGreaterThan(grid.width - 2);
    await page.screenshot({ path: test.info().outputPath('lone-panel.png') });
  });
});

test.describe('pinning where things live', () => {
  test('a tool, a random table and a rules section are pinned from their page to a chosen screen', async ({
    page,
  }) => {
    await page.goto('cairn/scars/');
    const scarsRoller = page.getByRole('region', { name: 'Scars roller', exact: true });
    await scarsRoller.getByRole('button', { name: 'Add this tool to my screen' }).click();
    const menu = page.getByRole('dialog', { name: 'Add to my screen' });
    await menu.getByRole('button', { name: 'My screen (0)' }).click();
    await expect(menu.getByRole('status')).toHaveText('Added to “My screen”.');
    // The count follows the add while the menu is open, and the button pressed keeps the focus.
    await expect(menu.getByRole('button', { name: 'My screen (1)' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(
      scarsRoller.getByRole('button', { name: 'Add this tool to my screen' }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Add table to my screen: Scars Table' }).click();
    await menu.getByRole('button', { name: 'A new screen' }).click();
    await expect(menu.getByRole('status')).toHaveText('Added to “Scars Table”.');
    await expect(menu.getByRole('button', { name: 'Scars Table (1)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add table to my screen: Scars Table' }).click();
    await menu.getByRole('button', { name: 'Scars Table (1)' }).click();
    await expect(menu.getByRole('status')).toHaveText('It is already on “Scars Table”.');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: /^Scars Table/ }).hover();
    await page.getByRole('button', { name: 'Add section to my screen: Scars Table' }).click();
    await menu.getByRole('button', { name: 'My screen (1)' }).click();
    await menu.getByRole('link', { name: 'Open my screen' }).click();
    await expect(page).toHaveURL(/\/screen\/$/);
    await page.getByLabel('Screen', { exact: true }).selectOption({ label: 'My screen (2)' });
    await expect.poll(() => panelTitles(page)).toEqual(['Scars roller', 'Scars Table']);
    expect(
      (await readStored<StoredScreens>(page, SCREENS_KEY))?.screens.map((screen) =>
        screen.panels.map((item) => item.id),
      ),
    ).toEqual([
      ['tool:cairn/scars-roller', 'section:cairn/scars#scars-table'],
      ['table:cairn/scars'],
    ]);
  });

  test('a screen page lays its tools side by side on a wide display, and a collapsed tool stays collapsed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('locus/directors-screen/');
    const outcome = page.getByRole('region', { name: 'Outcome Check', exact: true });
    const untrained = page.getByRole('region', { name: 'Untrained Check', exact: true });
    const [a, b] = [(await outcome.boundingBox())!, (await untrained.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);
    const fold = outcome.getByRole('button', { name: 'Show or hide this tool' });
    await expect(fold).toHaveAccessibleDescription('Outcome Check');
    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(outcome.getByRole('button', { name: /^Roll/ })).toBeHidden();
    await page.reload();
    await expect(outcome.getByRole('button', { name: 'Show or hide this tool' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const stored = await readStored<{ version: number; collapsed: string[] }>(page, COLLAPSED_KEY);
    expect(stored?.collapsed).toEqual([
      expect.stringMatching(/\/locus\/directors-screen\/#screen-outcome$/),
    ]);
  });

  test('a tool alone under its heading on a screen page takes the row, with no empty column beside it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('loot/judges-screen/');
    const prose = (await page.locator('.prose.screen-page').boundingBox())!;
    // Alone under "Sheets": the whole row.
    const sheet = page.getByRole('region', { name: 'Inventory sheet', exact: true });
    expect((await sheet.boundingBox())!.width).toBeGreaterThan(prose.width - 2);
    // Two under one heading still share the row.
    const check = (await page
      .getByRole('region', { name: 'Check roller', exact: true })
      .boundingBox())!;
    const attack = (await page
      .getByRole('region', { name: 'Attack roller', exact: true })
      .boundingBox())!;
    expect(Math.abs(check.y - attack.y)).toBeLessThan(2);
    expect(check.width).toBeLessThan(prose.width / 2);
    await page.screenshot({ path: test.info().outputPath('judges-screen.png'), fullPage: true });
  });

  test('unreadable collapse state opens every tool, says so once, and is kept aside', async ({
    page,
  }) => {
    await seedStorage(page, { [COLLAPSED_KEY]: '{"version":1,"collapsed":"all"}' });
    await page.goto('loot/judges-screen/');
    await expect(
      page.getByRole('alert').filter({
        hasText: /^The saved collapsed tools could not be read \(it is in an unknown format\)/,
      }),
    ).toHaveCount(1);
    await expect(
      page
        .getByRole('region', { name: 'Check roller', exact: true })
        .getByRole('button', { name: 'Show or hide this tool' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(
      await page.evaluate((key) => localStorage.getItem(`${key}:unreadable`), COLLAPSED_KEY),
    ).toBe('{"version":1,"collapsed":"all"}');
  });
});
