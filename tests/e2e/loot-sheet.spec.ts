import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  PHONE,
  readRollLog,
  scriptDice,
  seedStorage,
  toolRegion,
  violationsInBothThemes,
} from './support/browser';

const SHEET_PAGE = 'loot/';
const CONDITIONS_PAGE = 'loot/wounds-and-conditions/';
const SHEETS_KEY = 'rules-at-hand:loot-sheets';

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
/** Ada wears a flammable cloak (slot 2) and a shirt (slot 3); slot 1 holds a metal helm. */
const ADA = {
  id: 'ada',
  name: 'Ada',
  slots: Array.from({ length: 11 }, (_, index) =>
    index === 0
      ? {
          ...EMPTY_SLOT,
          items: [item('helm', 'Helm', { rigid: true, armour: 'light', equips: 'head' })],
        }
      : index === 1
        ? { ...EMPTY_SLOT, items: [item('cloak', 'Cloak', { flammable: true })] }
        : index === 2
          ? { ...EMPTY_SLOT, items: [item('shirt', 'Shirt', { flammable: true })] }
          : EMPTY_SLOT,
  ),
  backpackDropped: false,
  notes: '',
};
const SEEDED = { version: 1, sheets: [ADA] };

async function openSheet(page: Page): Promise<Locator> {
  await page.goto(SHEET_PAGE);
  return toolRegion(page, 'Inventory sheet');
}

function slot(tool: Locator, n: number): Locator {
  return tool.getByRole('region', { name: new RegExp(`\\(slot ${n}\\)$`) });
}

async function addItem(
  tool: Locator,
  name: string,
  slotNumber: number,
  options: { weapon?: string; armour?: string; grip?: 'one' | 'both'; flammable?: boolean } = {},
): Promise<void> {
  const form = tool.getByRole('form', { name: 'Add an item' });
  await form.getByLabel('Item name').fill(name);
  await form.getByLabel('Slot').selectOption(String(slotNumber));
  if (options.weapon) await form.getByLabel('Weapon').selectOption(options.weapon);
  if (options.armour) await form.getByLabel('Armour').selectOption(options.armour);
  if (options.grip) await form.getByLabel('Held in').selectOption(options.grip);
  if (options.flammable) await form.getByLabel('Flammable').check();
  await form.getByRole('button', { name: 'Add item' }).click();
}

test.describe('the LOOT inventory sheet', () => {
  test('builds a sheet: items in slots, a bulky weapon in both grips, a warning for armour in the backpack, the dropped backpack', async ({
    page,
  }) => {
    const tool = await openSheet(page);
    await expect(tool.getByText('No sheet yet')).toBeVisible();
    await tool.getByRole('button', { name: 'Add sheet' }).click();
    await expect(tool.getByText('Give the character a name.')).toBeVisible();
    await tool.getByLabel("New character's name").fill('Ada');
    await tool.getByRole('button', { name: 'Add sheet' }).click();
    await expect(tool.getByRole('heading', { name: 'Ada', exact: true })).toBeVisible();
    // What was done is said beside the button that did it, not at the foot of the long sheet.
    await expect(
      tool.getByText('Added the sheet Ada; it is now the active sheet.'),
    ).toBeInViewport();

    await tool.getByRole('button', { name: 'Add item' }).click();
    await expect(tool.getByText('Give the item a name.')).toBeVisible();

    await addItem(tool, 'Chainmail', 2, { armour: 'heavy' });
    await expect(slot(tool, 2).getByText('Chainmail')).toBeVisible();
    await expect(slot(tool, 2).getByText('equipped', { exact: true })).toBeVisible();

    await addItem(tool, 'Maul', 6, { weapon: 'bulky', grip: 'one' });
    await expect(
      tool.getByText(
        'Maul is a bulky weapon: it can only be held with both grips (slots 6 and 7).',
      ),
    ).toBeVisible();
    await expect(tool.getByLabel('Held in')).toHaveAttribute('aria-invalid', 'true');
    await tool.getByLabel('Held in').selectOption('both');
    await tool.getByRole('button', { name: 'Add item' }).click();
    await expect(slot(tool, 6).getByText('Maul')).toBeVisible();
    await expect(slot(tool, 7).getByText('Maul')).toBeVisible();

    await addItem(tool, 'Rope', 9);
    await addItem(tool, 'Spare mail', 9, { armour: 'light' });
    await expect(slot(tool, 9).getByRole('list', { name: 'Bundle in slot 9' })).toBeVisible();
    await expect(
      slot(tool, 9).getByText(
        'Spare mail is carried, not equipped, in slot 9 (Backpack): backpack slots are never equipped. It equips on Torso.',
      ),
    ).toBeVisible();

    await tool.getByRole('button', { name: 'Drop the backpack' }).click();
    await expect(
      slot(tool, 9).getByText(
        'Backpack dropped: this slot counts as empty until the pack is put back on.',
      ),
    ).toBeVisible();
    await tool.getByRole('button', { name: 'Put the backpack back on' }).click();
    await expect(slot(tool, 9).getByText('Backpack dropped')).toHaveCount(0);
  });

  test('the item name field stops at the limit the rules refuse past, and says so', async ({
    page,
  }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    const form = tool.getByRole('form', { name: 'Add an item' });
    const field = form.getByLabel('Item name');
    await expect(field).toHaveAccessibleDescription('At most 60 characters.');
    // A pasted name of 130 characters is cut to the 60 the rules allow, never to more.
    await field.focus();
    await page.keyboard.insertText('Y'.repeat(110) + ' a very long');
    await expect(field).toHaveValue('Y'.repeat(60));
    await expect(tool.getByText(/Keep the name to/)).toHaveCount(0);
    await form.getByLabel('Slot').selectOption('9');
    await form.getByRole('button', { name: 'Add item' }).click();
    await expect(slot(tool, 9).getByText('Y'.repeat(60))).toBeVisible();
  });

  test('the character name fields stop at the limit the rules refuse past, and say so', async ({
    page,
  }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    for (const label of ["New character's name", 'Name']) {
      const field = tool.getByLabel(label, { exact: true });
      await expect(field).toHaveAccessibleDescription('At most 60 characters.');
      await field.fill('');
      await field.focus();
      await page.keyboard.insertText('Z'.repeat(110) + ' a very long');
      await expect(field).toHaveValue('Z'.repeat(60));
    }
    await expect(tool.getByText(/Keep the name to/)).toHaveCount(0);
    await tool.getByRole('button', { name: 'Rename' }).click();
    await expect(tool.getByRole('heading', { name: 'Z'.repeat(60), exact: true })).toBeVisible();
  });

  test('an open wound marks the slot B, and wounds are offered only in slots 1-5', async ({
    page,
  }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    await slot(tool, 3).getByLabel('Wound').selectOption('open');
    await expect(slot(tool, 3).getByRole('checkbox', { name: 'B' })).toBeChecked();
    await expect(slot(tool, 6).getByLabel('Wound')).toHaveCount(0);
  });

  test('names each condition checkbox in full, the short letter still shown', async ({ page }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    const bleeding = slot(tool, 3).getByRole('checkbox', { name: 'Bleeding', exact: true });
    await expect(bleeding).toBeVisible();
    await expect(slot(tool, 3).getByRole('checkbox', { name: 'B', exact: true })).toHaveCount(0);
    await expect(
      slot(tool, 3).getByRole('checkbox', { name: 'Asphyxiation', exact: true }),
    ).toBeVisible();
    await expect(
      slot(tool, 3).getByTitle('Bleeding').getByText('B', { exact: true }),
    ).toBeVisible();
  });

  test('the Edit and Remove buttons of an item keep a gap between them at 390 px', async ({
    page,
  }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    await page.setViewportSize(PHONE);
    const tool = await openSheet(page);
    const edit = (await slot(tool, 1)
      .getByRole('button', { name: 'Edit Helm (slot 1)' })
      .boundingBox())!;
    const remove = (await slot(tool, 1)
      .getByRole('button', { name: 'Remove Helm (slot 1)' })
      .boundingBox())!;
    const across = remove.x - (edit.x + edit.width);
    const down = remove.y - (edit.y + edit.height);
    // The row's usual gap (0.5rem) at least, side by side or one under the other.
    expect(Math.max(across, down)).toBeGreaterThanOrEqual(8);
  });

  test('with no sheet yet, says so under the new-name field without the inner form adding its space again', async ({
    page,
  }) => {
    await page.goto('loot/');
    const tool = await toolRegion(page, 'Inventory sheet');
    const hint = (await tool.getByText('At most 60 characters.').boundingBox())!;
    const empty = (await tool.getByText(/^No sheet yet:/).boundingBox())!;
    // A row's usual space under its fields (36 px here), not the inner form's 12 px again on top.
    expect(empty.y - (hint.y + hint.height)).toBeLessThanOrEqual(40);
  });

  test('keeps the sheets across a reload', async ({ page }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    await addItem(tool, 'Lantern', 8);
    await slot(tool, 4).getByRole('checkbox', { name: 'Marked' }).check();
    await page.reload();
    const again = page.getByRole('region', { name: 'Inventory sheet', exact: true });
    await expect(slot(again, 8).getByText('Lantern')).toBeVisible();
    await expect(slot(again, 4).getByRole('checkbox', { name: 'Marked' })).toBeChecked();
  });

  test('removes a sheet with undo, and renames one', async ({ page }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    await tool.getByLabel('Name', { exact: true }).fill('Ada the Bold');
    await tool.getByRole('button', { name: 'Rename' }).click();
    await expect(tool.getByRole('heading', { name: 'Ada the Bold' })).toBeVisible();
    await tool.getByRole('button', { name: 'Remove this sheet' }).click();
    await expect(tool.getByText('No sheet yet')).toBeVisible();
    await tool.getByRole('button', { name: 'Undo remove' }).click();
    await expect(slot(tool, 2).getByText('Cloak')).toBeVisible();
  });

  test('an item removed and then the sheet edited has no Undo left', async ({ page }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    await slot(tool, 3).getByRole('button', { name: 'Remove Shirt (slot 3)' }).click();
    await expect(slot(tool, 3).getByRole('button', { name: 'Undo remove' })).toBeVisible();
    await slot(tool, 4).getByRole('checkbox', { name: 'Marked' }).check();
    await expect(tool.getByRole('button', { name: 'Undo remove' })).toHaveCount(0);
  });

  test('exports the sheets as a file and imports them back', async ({ page }, testInfo) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    const downloading = page.waitForEvent('download');
    await tool.getByRole('button', { name: 'Export all sheets (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^loot-ada-\d{4}-\d{2}-\d{2}\.json$/);
    const file = testInfo.outputPath('loot.json');
    await download.saveAs(file);

    await tool.getByRole('button', { name: 'Remove this sheet' }).click();
    await expect(tool.getByText('No sheet yet')).toBeVisible();
    await tool.getByLabel('Import sheets (JSON)').setInputFiles(file);
    await expect(tool.getByText(/^Imported 1 sheet from “loot\.json”\./)).toBeVisible();
    await expect(slot(tool, 2).getByText('Cloak')).toBeVisible();
    await expect(slot(tool, 1).getByText('Helm', { exact: true })).toBeVisible();
  });

  test('refuses a bad import file with what is wrong, and keeps the sheets', async ({ page }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    const bad = { version: 1, sheets: [{ ...ADA, slots: ADA.slots.slice(0, 3) }] };
    await tool.getByLabel('Import sheets (JSON)').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    await expect(
      tool.getByText(
        '“bad.json” is not a LOOT sheets file this site can read: Sheet 1: “slots” has too few entries (at least 11).',
      ),
    ).toBeVisible();
    await expect(tool.getByLabel('Import sheets (JSON)')).toHaveAttribute('aria-invalid', 'true');
    await expect(slot(tool, 2).getByText('Cloak')).toBeVisible();
  });

  test('shows a notice for corrupted saved sheets and still works', async ({ page }) => {
    await seedStorage(page, { [SHEETS_KEY]: '{"version":1,"sheets":[{"id":"Bad Id"' });
    const tool = await openSheet(page);
    await expect(tool.getByRole('alert')).toContainText(
      'The saved LOOT sheets could not be read (it is not valid JSON)',
    );
    await tool.getByLabel("New character's name").fill('Bea');
    await tool.getByRole('button', { name: 'Add sheet' }).click();
    await expect(tool.getByRole('heading', { name: 'Bea', exact: true })).toBeVisible();
    await tool.getByRole('button', { name: 'Dismiss' }).click();
    await expect(tool.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('the LOOT conditions tool', () => {
  async function openConditions(page: Page): Promise<Locator> {
    await page.goto(CONDITIONS_PAGE);
    return toolRegion(page, 'Conditions on the active sheet');
  }

  test('asphyxiation starts at the head and knocks the character out once slots 1-5 are marked', async ({
    page,
  }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openConditions(page);
    await expect(
      tool.getByText('Adjacent means the slot numbered one above or one below'),
    ).toBeVisible();
    // Nothing marked yet: removing the source is off, saying why.
    const source = tool.getByRole('button', { name: 'Remove the source (clear all A)' });
    await expect(source).toBeDisabled();
    await expect(source).toHaveAccessibleDescription('Nothing to clear: Ada has no A marks.');
    await tool.getByRole('button', { name: 'Mark slot 1' }).click();
    await expect(source).toBeEnabled();
    await expect(tool.getByRole('status')).toContainText('cannot breathe, speak, or cast spells');
    for (const n of [2, 3, 4, 5])
      await tool.getByRole('button', { name: `Mark slot ${n}` }).click();
    await expect(tool.getByRole('status')).toContainText('Unconscious.');
    await tool.getByRole('button', { name: 'Worsen (no slot left to mark)' }).click();
    await expect(tool.getByRole('status')).toContainText('The character dies.');
  });

  test('says a death once, with a space between sentences, and names an empty slot in words', async ({
    page,
  }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openConditions(page);
    const strip = tool.getByRole('list', { name: 'Slots of Ada' });
    // Read out as "Slot 6: no conditions", never as a dash.
    const snapshot = await strip.ariaSnapshot();
    expect(snapshot).toMatch(/Slot 6 ?:"?\s*- strong: no conditions/);
    expect(snapshot).not.toContain('–');
    for (const n of [1, 2, 3, 4, 5])
      await tool.getByRole('button', { name: `Mark slot ${n}` }).click();
    expect(await strip.ariaSnapshot()).toMatch(/Slot 1 ?:"?\s*- strong: A/);
    await tool.getByRole('button', { name: 'Worsen (no slot left to mark)' }).click();
    const status = tool.getByRole('status');
    await expect(status).toContainText('none can be. The character dies.');
    expect((await status.textContent())!.match(/dies/g)).toHaveLength(1);
  });

  test('fire spreads after a round, and rolling on the ground puts out the slots rolled (logged)', async ({
    page,
  }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    // Rolling on the ground: 3d12 shows 3, 12, 7.
    await scriptDice(page, { faces: [3, 12, 7] });
    const tool = await openConditions(page);
    await tool.getByLabel('Condition').selectOption('F');
    await tool.getByLabel('Flammable slot to ignite').selectOption('2');
    await tool.getByRole('button', { name: 'Ignite' }).click();
    await tool.getByRole('button', { name: 'A round passes' }).click();
    await expect(tool.getByRole('status')).toContainText('Slot 2 takes a treated wound.');
    await expect(tool.getByRole('status')).toContainText('Cloak is destroyed.');
    await expect(tool.getByRole('status')).toContainText('The fire spreads to slot 3.');
    await tool.getByRole('button', { name: 'Roll on the ground (3d12)' }).click();
    await expect(tool.getByRole('status')).toContainText(
      'Rolled 3, 12, 7: the fire in slot 3 is out.',
    );
    await expect(tool.getByRole('status')).toContainText('Still on fire: slot 2.');
    expect((await readRollLog(page))[0]).toMatchObject({
      source: 'LOOT: rolling on the ground (Ada)',
      expression: '3d12',
      total: 22,
    });
  });

  test('bleeding from an open wound marks a lower slot', async ({ page }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const sheetTool = await openSheet(page);
    await slot(sheetTool, 3).getByLabel('Wound').selectOption('open');
    const tool = await openConditions(page);
    await tool.getByLabel('Condition').selectOption('B');
    await tool
      .getByRole('group', { name: 'Bleeding from the open wound in slot 3' })
      .getByRole('button', { name: 'Mark slot 2' })
      .click();
    await expect(tool.getByRole('status')).toContainText('Slot 2 is marked B (bleeding).');
  });
});

test.describe('axe in both themes', () => {
  test('the inventory page with a filled sheet has no violations in either theme', async ({
    page,
  }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await addItem(tool, 'Spare mail', 9, { armour: 'light' });
    await tool.getByRole('button', { name: 'Add item' }).click();
    await slot(tool, 3).getByLabel('Wound').selectOption('open');
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  test('the wounds and conditions page with a result shown has no violations in either theme', async ({
    page,
  }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    await page.goto(CONDITIONS_PAGE);
    const tool = page.getByRole('region', {
      name: 'Conditions on the active sheet',
      exact: true,
    });
    await tool.getByRole('button', { name: 'Mark slot 1' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });
  for (const path of [SHEET_PAGE, CONDITIONS_PAGE]) {
    test(`/${path} does not scroll sideways with a filled sheet`, async ({ page }) => {
      await seedStorage(page, { [SHEETS_KEY]: SEEDED });
      await page.goto(path);
      await expect(
        page.getByRole('region', {
          name: path === SHEET_PAGE ? 'Inventory sheet' : 'Conditions on the active sheet',
          exact: true,
        }),
      ).toBeVisible();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    });
  }
});

test.describe('on a phone at the table (390 px, touch)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('removes an item with undo: the Undo stands at the slot and puts it back', async ({
    page,
  }) => {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    const tool = await openSheet(page);
    await slot(tool, 2).getByRole('button', { name: 'Remove Cloak (slot 2)' }).tap();
    await expect(slot(tool, 2).getByText('Empty', { exact: true })).toBeVisible();
    const undo = slot(tool, 2).getByRole('button', { name: 'Undo remove' });
    await expect(slot(tool, 2).getByText('Removed Cloak.')).toBeVisible();
    await expect(undo).toBeFocused();
    await expect(undo).toBeInViewport();
    await undo.tap();
    await expect(slot(tool, 2).getByText('Cloak', { exact: true })).toBeVisible();
    await expect(tool.getByText('Put Cloak back in slot 2.')).toBeVisible();
    await page.reload();
    const again = await toolRegion(page, 'Inventory sheet');
    await expect(slot(again, 2).getByText('Cloak', { exact: true })).toBeVisible();
  });
});

test.describe('the LOOT conditions tool on a phone at the table (390 px, touch)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  async function openConditions(page: Page): Promise<Locator> {
    await seedStorage(page, { [SHEETS_KEY]: SEEDED });
    await page.goto(CONDITIONS_PAGE);
    return toolRegion(page, 'Conditions on the active sheet');
  }

  test('a quick double tap on Mark slot 1 marks one slot, though the next slot’s button takes its place', async ({
    page,
  }) => {
    const tool = await openConditions(page);
    const strip = tool.getByRole('list', { name: 'Slots of Ada' });
    // Both taps land where Mark slot 1 was; after the first, Mark slot 2 stands there.
    await tool.getByRole('button', { name: 'Mark slot 1' }).dblclick();
    await expect(tool.getByRole('button', { name: 'Mark slot 2' })).toBeVisible();
    expect(await strip.ariaSnapshot()).toMatch(/Slot 1 ?:"?\s*- strong: A/);
    expect(await strip.ariaSnapshot()).toMatch(/Slot 2 ?:"?\s*- strong: no conditions/);
    // A tap after the burst is a mark of its own.
    await tool.getByRole('button', { name: 'Mark slot 2' }).tap();
    await expect.poll(() => strip.ariaSnapshot()).toMatch(/Slot 2 ?:"?\s*- strong: A/);
  });

  test('a mark and a clearing each have an Undo that puts the sheet back, kept over a reload', async ({
    page,
  }) => {
    const tool = await openConditions(page);
    const strip = tool.getByRole('list', { name: 'Slots of Ada' });
    await tool.getByRole('button', { name: 'Mark slot 1' }).tap();
    await expect(tool.getByRole('status')).toContainText('Changed the conditions on Ada’s sheet.');
    await tool.getByRole('button', { name: 'Undo' }).tap();
    await expect(tool.getByRole('status')).toContainText(
      'Took it back: Ada’s sheet is as it was before.',
    );
    await expect(tool.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    expect(await strip.ariaSnapshot()).toMatch(/Slot 1 ?:"?\s*- strong: no conditions/);

    await tool.getByRole('button', { name: 'Mark slot 1' }).tap();
    await tool.getByRole('button', { name: 'Remove the source (clear all A)' }).tap();
    await expect.poll(() => strip.ariaSnapshot()).toMatch(/Slot 1 ?:"?\s*- strong: no conditions/);
    const undo = tool.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeInViewport();
    await undo.tap();
    await expect.poll(() => strip.ariaSnapshot()).toMatch(/Slot 1 ?:"?\s*- strong: A/);
    await page.reload();
    const again = await toolRegion(page, 'Conditions on the active sheet');
    await expect
      .poll(() => again.getByRole('list', { name: 'Slots of Ada' }).ariaSnapshot())
      .toMatch(/Slot 1 ?:"?\s*- strong: A/);
  });
});
