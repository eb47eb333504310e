import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  PHONE,
  readStored,
  scriptDice,
  seedStorage,
  sidewaysScroll,
  toolRegion,
  violationsInBothThemes,
} from './support/browser';

const HIRELING_PAGE = 'cairn/reactions-morale-hirelings/';
const SHEET_PAGE = 'loot/';
const CHARACTERS_PAGE = 'dead-weight/character-progression/';
const CAIRN_PARTY_KEY = 'rules-at-hand:cairn-party';
const LOOT_SHEETS_KEY = 'rules-at-hand:loot-sheets';
const DW_PARTY_KEY = 'rules-at-hand:dw-party';

// Pressing "Share link" copies to the clipboard; the tests read it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const EMPTY_SLOT = { items: [], marked: false, wound: 'none', conditions: [] };
const item = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  weight: 'normal',
  noisy: false,
  smelly: false,
  flammable: false,
  rigid: false,
  armour: 'none',
  shield: false,
  weapon: 'none',
  cushions: false,
  ...extra,
});
/** Ada: a helm on her head (slot 1) and a shortsword in a grip (slot 6). */
const ADA_SHEET = {
  id: 'ada',
  name: 'Ada',
  slots: Array.from({ length: 11 }, (_, index) =>
    index === 0
      ? {
          ...EMPTY_SLOT,
          items: [item('helm', 'Helm', { rigid: true, armour: 'light', equips: 'head' })],
        }
      : index === 5
        ? { ...EMPTY_SLOT, items: [item('sword', 'Shortsword', { weapon: 'medium', rigid: true })] }
        : EMPTY_SLOT,
  ),
  backpackDropped: false,
  notes: '',
};

/** Presses the share button, checks the copied link equals the shown one and returns it. */
async function share(
  page: Page,
  scope: Locator,
  button: string | RegExp = 'Share link',
): Promise<string> {
  await scope.getByRole('button', { name: button }).click();
  await expect(scope.getByText('Share link copied to the clipboard.')).toBeVisible();
  const field = scope.getByRole('textbox', { name: /^Share link \(opens/ });
  await expect(field).toHaveJSProperty('readOnly', true);
  const link = await field.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  return link;
}

/** The link keeps this page's origin and path (which carries the site's base path) and adds one parameter. */
function expectLinkOfPage(link: string, page: Page, param: string, version: string): void {
  const url = new URL(link);
  const here = new URL(page.url());
  expect(url.origin).toBe(here.origin);
  expect(url.pathname).toBe(here.pathname);
  expect([...url.searchParams.keys()]).toEqual([param]);
  expect(url.searchParams.get(param)).toMatch(new RegExp(`^${version}\\.[A-Za-z0-9_-]+$`));
}

/** Another device: a new browser context with empty storage. */
async function otherDevice(
  browser: Browser,
): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

test.describe('Cairn hireling share link', () => {
  test('a link that lost its "#…" ending still brings what was shared, or why it cannot open, into view', async ({
    page,
  }) => {
    const hireling = Buffer.from(
      JSON.stringify({ name: 'Tam', str: [1, 2, 3], dex: [6, 6, 6], wil: [4, 4, 4], hp: [5] }),
    ).toString('base64url');
    // A screen page: the generator is many screens down, and a messenger dropped the anchor.
    await page.goto(`cairn/wardens-screen/?hireling=h1.${hireling}`);
    await expect(page.getByRole('region', { name: 'Shared with you: Tam' })).toBeInViewport();

    await page.goto('eldritch-instinct/wardens-screen/?investigator=i1.%%%garbage');
    const refused = page.getByRole('alert').filter({ hasText: 'could not be opened' });
    await expect(refused).toBeInViewport();
    // Plain words first; what exactly is wrong is one click away.
    await expect(refused).toContainText(
      'This share link could not be opened. The shared investigator link is incomplete or was changed after it was shared.',
    );
    await expect(refused.getByText('It contains characters or a length')).toBeHidden();
    await refused.getByText('What is wrong').click();
    await expect(refused.getByText('It contains characters or a length')).toBeVisible();
  });

  test('opens the same hireling on another device, and adds them to the party only on request', async ({
    page,
    browser,
  }) => {
    // STR 1+2+3, DEX 6+6+6, WIL 4+4+4, HP 5.
    await scriptDice(page, { faces: [1, 2, 3, 6, 6, 6, 4, 4, 4, 5] });
    await page.goto(HIRELING_PAGE);
    const hirelings = await toolRegion(page, 'Hireling generator');
    await hirelings.getByLabel('Hireling’s name').fill('Old Tam');
    await hirelings.getByRole('button', { name: 'Roll a hireling' }).click();
    const link = await share(page, hirelings);
    expectLinkOfPage(link, page, 'hireling', 'h1');
    expect(new URL(link).hash).toBe('#cairn-hirelings');

    const device = await otherDevice(browser);
    await device.page.goto(link);
    const opened = await toolRegion(device.page, 'Hireling generator');
    const incoming = opened.getByRole('region', { name: 'Shared with you: Old Tam' });
    await expect(incoming).toContainText(
      'Opened from a link. It is not in your party until you add it',
    );
    await expect(incoming).toContainText('STR 6, DEX 18, WIL 12, HP 5');
    await expect(opened.getByLabel('Hireling’s name')).toHaveValue('Old Tam');
    await expect(opened.getByRole('definition').filter({ hasText: 'Dice:' })).toHaveText([
      'Dice: 1 + 2 + 3',
      'Dice: 6 + 6 + 6',
      'Dice: 4 + 4 + 4',
      'Dice: 5',
    ]);
    expect(await readStored(device.page, CAIRN_PARTY_KEY)).toBeNull();

    await opened.getByRole('button', { name: 'Add to party' }).click();
    await expect(opened.getByRole('status')).toHaveText(
      'Added Old Tam to the party as a hireling (1 in the party).',
    );
    expect((await readStored(device.page, CAIRN_PARTY_KEY)) ?? {}).toMatchObject({
      members: [
        {
          name: 'Old Tam',
          kind: 'hireling',
          str: { max: 6 },
          dex: { max: 18 },
          wil: { max: 12 },
          hp: { max: 5 },
        },
      ],
    });
    // The link is taken out of the address, so a reload does not offer the hireling again.
    expect(new URL(device.page.url()).search).toBe('');
    expect(device.errors).toEqual([]);
    await device.close();
  });

  test('a tampered link shows why it cannot open, and the generator and party are untouched', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A die of 7 in STR: valid base64url and JSON, but no d6 shows it.
    const forged = Buffer.from(
      JSON.stringify({ name: 'Cheat', str: [6, 7, 6], dex: [1, 1, 1], wil: [1, 1, 1], hp: [1] }),
    ).toString('base64url');
    await page.goto(`${HIRELING_PAGE}?hireling=h1.${forged}`);
    const hirelings = await toolRegion(page, 'Hireling generator');
    await expect(hirelings.getByRole('alert')).toContainText(
      'This share link could not be opened. The shared hireling link is incomplete or was changed after it was shared.',
    );
    await expect(hirelings.getByRole('definition')).toHaveCount(0);

    await page.goto(`${HIRELING_PAGE}?hireling=h1.${forged.slice(0, -3)}!`);
    const again = await toolRegion(page, 'Hireling generator');
    await expect(again.getByRole('alert')).toContainText(
      'The shared hireling link is incomplete or was changed after it was shared.',
    );
    await again.getByRole('button', { name: 'Roll a hireling' }).click();
    await expect(again.getByRole('definition').filter({ hasText: 'Dice:' })).toHaveCount(4);
    await expect(again.getByRole('alert')).toHaveCount(0);
    expect(await readStored(page, CAIRN_PARTY_KEY)).toBeNull();
    expect(errors).toEqual([]);
  });
});

test.describe('LOOT sheet share link', () => {
  test('opens the active sheet on another device and adds it as a new sheet, never overwriting', async ({
    page,
    browser,
  }) => {
    await seedStorage(page, {
      [LOOT_SHEETS_KEY]: JSON.stringify({ version: 1, sheets: [ADA_SHEET] }),
    });
    await page.goto(SHEET_PAGE);
    const sheet = await toolRegion(page, 'Inventory sheet');
    await sheet.getByRole('button', { name: 'Drop the backpack' }).click();
    const link = await share(page, sheet);
    expectLinkOfPage(link, page, 'sheet', 'l1');

    const device = await otherDevice(browser);
    await device.page.goto(link);
    const opened = await toolRegion(device.page, 'Inventory sheet');
    const incoming = opened.getByRole('region', { name: 'Shared with you: Ada' });
    await expect(
      incoming.getByRole('list', { name: 'Items of the shared sheet Ada' }).getByRole('listitem'),
    ).toHaveText(['Slot 1 (Head): Helm', 'Slot 6 (Grips): Shortsword']);
    await expect(incoming.getByText('The backpack is dropped.')).toBeVisible();
    await expect(opened.getByText('No sheet yet')).toBeVisible();
    expect(await readStored(device.page, LOOT_SHEETS_KEY)).toBeNull();

    await incoming.getByRole('button', { name: 'Add this shared sheet' }).click();
    await expect(
      opened.getByRole('status').filter({ hasText: 'Added the shared sheet' }),
    ).toHaveText('Added the shared sheet Ada; it is now the active sheet.');
    await expect(opened.getByRole('combobox', { name: 'Active sheet' })).toHaveValue('ada');
    await expect(opened.getByRole('button', { name: 'Put the backpack back on' })).toBeVisible();
    const saved = ((await readStored(device.page, LOOT_SHEETS_KEY)) ?? {}) as {
      sheets: Array<{ id: string; slots: Array<{ items: Array<{ name: string }> }> }>;
    };
    expect(saved.sheets.map((s) => s.id)).toEqual(['ada']);
    expect(saved.sheets[0]?.slots[5]?.items[0]?.name).toBe('Shortsword');
    expect(new URL(device.page.url()).search).toBe('');
    expect(device.errors).toEqual([]);
    await device.close();

    // Back on the first device, which already has Ada: the shared copy arrives beside her.
    await page.goto(link);
    const home = await toolRegion(page, 'Inventory sheet');
    await home.getByRole('button', { name: 'Add this shared sheet' }).click();
    const ids = (
      ((await readStored(page, LOOT_SHEETS_KEY)) ?? {}) as { sheets: Array<{ id: string }> }
    ).sheets.map((s) => s.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe('ada');
    expect(ids[1]).not.toBe('ada');
  });

  test('a tampered link shows the error and leaves the saved sheets alone', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const seeded = JSON.stringify({ version: 1, sheets: [ADA_SHEET] });
    await seedStorage(page, { [LOOT_SHEETS_KEY]: seeded });
    const wounded = {
      ...ADA_SHEET,
      slots: ADA_SHEET.slots.map((slot, index) =>
        index === 9 ? { ...slot, wound: 'open' } : slot,
      ),
    };
    await page.goto(
      `${SHEET_PAGE}?sheet=l1.${Buffer.from(JSON.stringify(wounded)).toString('base64url')}`,
    );
    const sheet = await toolRegion(page, 'Inventory sheet');
    await expect(sheet.getByRole('alert')).toContainText(
      'The shared LOOT sheet is not valid: Slot 10: “wound” should be "none": wounds only occur in slots 1-5.',
    );
    await expect(sheet.getByRole('button', { name: 'Add this shared sheet' })).toHaveCount(0);
    expect(await readStored(page, LOOT_SHEETS_KEY)).toEqual(JSON.parse(seeded));

    await page.goto(`${SHEET_PAGE}?sheet=l2.abc`);
    const again = await toolRegion(page, 'Inventory sheet');
    await expect(again.getByRole('alert')).toContainText(
      'The shared LOOT sheet link is in an unknown format ("l2"); this site reads "l1" links.',
    );
    await again.getByRole('button', { name: 'Dismiss' }).click();
    await expect(again.getByRole('alert')).toHaveCount(0);
    await again.getByLabel("New character's name").fill('Bo');
    await again.getByRole('button', { name: 'Add sheet' }).click();
    await expect(
      again.getByRole('combobox', { name: 'Active sheet' }).getByRole('option'),
    ).toHaveText(['Ada', 'Bo']);
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });
});

test.describe('Dead Weight character share link', () => {
  test('opens one character on another device and adds them to the party on request', async ({
    page,
    browser,
  }) => {
    await page.goto(CHARACTERS_PAGE);
    const characters = await toolRegion(page, 'Characters');
    await characters.getByLabel('New character’s name').fill('Wren');
    await characters.getByRole('button', { name: 'Add character' }).click();
    const wren = characters.getByRole('article', { name: 'Wren' });
    await wren.getByLabel('STR score').fill('4');
    await wren.getByLabel('DEX fatigue').fill('1');
    await wren.getByRole('checkbox', { name: 'Bleeding' }).check();
    const link = await share(page, wren, 'Share link for Wren');
    expectLinkOfPage(link, page, 'character', 'd1');
    // It opens at the tool, where the character is offered, not at a card the other party lacks.
    expect(new URL(link).hash).toBe('#dw-characters');

    const device = await otherDevice(browser);
    await device.page.goto(link);
    const opened = await toolRegion(device.page, 'Characters');
    const incoming = opened.getByRole('region', { name: 'Shared with you: Wren' });
    await expect(
      incoming
        .getByRole('list', { name: 'Attributes of the shared character Wren' })
        .getByRole('listitem'),
    ).toHaveText([
      'STR 4 (proficiency 0, fatigue 0, wounds 0, pool 4)',
      'DEX 2 (proficiency 0, fatigue 1, wounds 0, pool 1)',
      'INT 2 (proficiency 0, fatigue 0, wounds 0, pool 2)',
      'PRE 2 (proficiency 0, fatigue 0, wounds 0, pool 2)',
    ]);
    await expect(
      incoming.getByText('Afflictions: Bleeding. Insight: 0 received, 0 spent.'),
    ).toBeVisible();
    await expect(opened.getByText('No characters yet.')).toBeVisible();
    expect(await readStored(device.page, DW_PARTY_KEY)).toBeNull();

    await incoming.getByRole('button', { name: 'Add this shared character' }).click();
    await expect(opened.getByText('Added the shared character Wren to the party.')).toBeVisible();
    const added = opened.getByRole('article', { name: 'Wren' });
    await expect(added.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(added.getByLabel('STR score')).toHaveValue('4');
    await expect(added.getByLabel('DEX fatigue')).toHaveValue('1');
    await expect(added.getByRole('checkbox', { name: 'Bleeding' })).toBeChecked();
    await device.page.reload();
    await expect(
      (await toolRegion(device.page, 'Characters')).getByRole('article', { name: 'Wren' }),
    ).toHaveCount(1);
    await expect(device.page.getByRole('region', { name: 'Shared with you: Wren' })).toHaveCount(0);
    expect(device.errors).toEqual([]);
    await device.close();
  });

  test('a tampered link shows the error and the party sheet keeps working', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${CHARACTERS_PAGE}?character=d1.bm90IGpzb24`);
    const characters = await toolRegion(page, 'Characters');
    await expect(characters.getByRole('alert')).toContainText(
      'This share link could not be opened. The shared character link is incomplete or was changed after it was shared. Your party is unchanged.',
    );
    await characters.getByLabel('New character’s name').fill('Bo');
    await characters.getByRole('button', { name: 'Add character' }).click();
    await expect(characters.getByRole('article', { name: 'Bo' })).toBeVisible();
    expect((await readStored(page, DW_PARTY_KEY)) ?? {}).toMatchObject({
      characters: [{ name: 'Bo' }],
    });
    expect(errors).toEqual([]);
  });
});

test.describe('Share links in both themes and at phone width', () => {
  const encode = (version: string, data: unknown) =>
    `${version}.${Buffer.from(JSON.stringify(data)).toString('base64url')}`;
  const WREN = {
    id: 'c1',
    name: 'Wren',
    attributes: Object.fromEntries(
      ['str', 'dex', 'int', 'pre'].map((attribute) => [
        attribute,
        { score: 2, fatigue: 0, wounds: 0, proficiency: 0 },
      ]),
    ),
    afflictions: ['Cursed'],
    insight: 0,
    insightSpent: 0,
    notes: '',
  };
  const CASES = [
    {
      path: HIRELING_PAGE,
      name: 'Hireling generator',
      param: 'hireling',
      link: encode('h1', {
        name: 'Old Tam',
        str: [1, 2, 3],
        dex: [6, 6, 6],
        wil: [4, 4, 4],
        hp: [5],
      }),
    },
    {
      path: SHEET_PAGE,
      name: 'Inventory sheet',
      param: 'sheet',
      link: encode('l1', { ...ADA_SHEET, name: 'Ada from afar, with a rather long name' }),
    },
    { path: CHARACTERS_PAGE, name: 'Characters', param: 'character', link: encode('d1', WREN) },
  ] as const;

  /** Opens the tool with a shared thing waiting to be added (hireling: shown) and a share link made. */
  async function showShared(page: Page, testCase: (typeof CASES)[number]): Promise<Locator> {
    await page.goto(`${testCase.path}?${testCase.param}=${testCase.link}`);
    let region = await toolRegion(page, testCase.name);
    if (testCase.param !== 'hireling') {
      // Add it once, so the tool has something to share, then open the link again.
      await region.getByRole('button', { name: /^Add this shared/ }).click();
      await page.goto(`${testCase.path}?${testCase.param}=${testCase.link}`);
      region = await toolRegion(page, testCase.name);
      await expect(region.getByRole('button', { name: /^Add this shared/ })).toBeVisible();
    }
    await region
      .getByRole('button', { name: /^Share link/ })
      .first()
      .click();
    await expect(
      region.getByRole('textbox', { name: /^Share link \(opens/ }).first(),
    ).toBeVisible();
    return region;
  }

  test('have no axe violations in either theme and do not overflow horizontally at 390 px with a link shown', async ({
    page,
  }) => {
    const desktop = page.viewportSize()!;
    for (const testCase of CASES) {
      await page.setViewportSize(desktop);
      const region = await showShared(page, testCase);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await violationsInBothThemes(page), testCase.path).toEqual({
        light: [],
        dark: [],
      });

      await page.setViewportSize(PHONE);
      const box = await region
        .getByRole('textbox', { name: /^Share link \(opens/ })
        .first()
        .boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      const overflow = await sidewaysScroll(page);
      expect(overflow, testCase.path).toBeLessThanOrEqual(0);
    }
  });
});
