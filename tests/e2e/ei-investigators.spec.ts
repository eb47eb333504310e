import { expect, test, type Page } from '@playwright/test';
import { atPhoneWidth, PHONE, sidewaysScroll, violationsInBothThemes } from './support/browser';
import { forgetAnnouncements, recordAnnouncements, saidIn } from './support/announcements';

const PAGE = 'eldritch-instinct/character-creation/';
const SAVED_KEY = 'rules-at-hand:ei-investigators';
const ROLL_LOG_KEY = 'rules-at-hand:roll-log';

/** A saved investigator in the stored shape. */
const MARY = {
  id: 'inv-mary0001',
  name: { first: 'Mary', surname: 'Hopkins' },
  gender: 'female',
  occupation: 'Librarian',
  abilities: { str: 44, dex: 51, wil: 62 },
  swapped: false,
  san: 4,
  mk: 0,
  equipment: [
    { name: 'Lantern', bulky: false },
    { name: 'Book', bulky: false },
  ],
  bonusItem: { kind: 'melee', item: { name: 'Fire Axe', bulky: true } },
  items: [],
  bonds: [
    { bond: 'Family', detail: 'Her sister in Arkham', key: true },
    { bond: 'Work', detail: '', key: false },
    { bond: 'Music', detail: '', key: false },
    { bond: 'Home', detail: '', key: false },
  ],
  language: 'Latin',
  contact: 'Dr. Armitage, librarian',
  motivation: 'Find her sister',
  personality: '',
  notes: '',
};
const SEEDED = JSON.stringify({ version: 1, investigators: [MARY] });

async function seed(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key as string, value as string);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [SAVED_KEY, SEEDED],
  );
}

/** Every value on the sheet that a part owns, by its label. */
async function sheetValues(page: Page): Promise<Record<string, string>> {
  const labels = [
    'First name',
    'Surname',
    'Occupation',
    'STR (Strength)',
    'DEX (Dexterity)',
    'WIL (Willpower)',
    'Equipment 1',
    'Equipment 2',
    'Bond 1',
    'Bond 2',
    'Bond 3',
    'Bond 4',
  ];
  const values: Record<string, string> = {};
  for (const label of labels)
    values[label] = await page.getByRole('textbox', { name: label, exact: true }).inputValue();
  values['Bonus Item'] = await page.getByRole('textbox', { name: /^Bonus Item \(/ }).inputValue();
  return values;
}

test.describe('Investigator generator', () => {
  test('"New investigator" rolls a complete sheet and logs the rolls', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'New investigator' }).click();
    const values = await sheetValues(page);
    for (const [label, value] of Object.entries(values)) expect(value, label).not.toBe('');
    for (const ability of ['STR (Strength)', 'DEX (Dexterity)', 'WIL (Willpower)']) {
      const score = Number(values[ability]);
      expect(score).toBeGreaterThanOrEqual(23);
      expect(score).toBeLessThanOrEqual(80);
    }
    const str = Number(values['STR (Strength)']);
    await expect(
      page
        .locator('.ei-derived')
        .getByText(String(Math.floor(str / 4)), { exact: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/of 7 slots used/)).toBeVisible();
    const log = await page.evaluate((key) => localStorage.getItem(key) ?? '', ROLL_LOG_KEY);
    expect(log).toContain(
      `Eldritch Instinct: investigator (${values['First name']} ${values['Surname']})`,
    );
  });

  test('on a phone, HP, MP, SAN and MK stand side by side in one row', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'New investigator' }).click();
    await atPhoneWidth(page, async () => {
      const cards = page.locator('.ei-derived > div');
      // The new investigator's sheet drawn first, or there would be no cards to measure.
      await expect(cards).toHaveCount(4);
      const tops = await cards.evaluateAll((cards) =>
        cards.map((card) => Math.round(card.getBoundingClientRect().top)),
      );
      expect(tops).toHaveLength(4);
      expect(new Set(tops).size).toBe(1);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  });

  test('on a phone, no legend or Re-roll button touches the label under it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'New investigator' }).click();
    const sheet = page.getByRole('region', { name: 'Investigator generator' });
    await expect(sheet.getByText('Swap two scores (once)')).toBeVisible();
    for (const [above, below] of [
      [
        sheet.getByRole('button', { name: 'Re-roll name' }),
        sheet.getByText('Occupation', { exact: true }),
      ],
      [sheet.getByRole('button', { name: 'Re-roll STR' }), sheet.getByText(/^DEX \(Dexterity\)/)],
      [sheet.getByText('Swap two scores (once)'), sheet.getByText('Swap', { exact: true })],
      [
        sheet.getByText('Four Bonds; mark one as the Key Connection'),
        sheet.getByText('Bond 1', { exact: true }),
      ],
    ] as const) {
      const top = (await above.boundingBox())!;
      const under = (await below.boundingBox())!;
      expect(under.y - (top.y + top.height)).toBeGreaterThanOrEqual(8);
    }
  });

  test('re-rolling one part changes only that part', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'New investigator' }).click();
    const before = await sheetValues(page);
    let after = before;
    // A re-roll may land on the same row again: try a few times.
    for (let attempt = 0; attempt < 20 && after['Occupation'] === before['Occupation']; attempt++) {
      await page.getByRole('button', { name: 'Re-roll occupation' }).click();
      after = await sheetValues(page);
    }
    expect(after['Occupation']).not.toBe(before['Occupation']);
    expect({ ...after, Occupation: '' }).toEqual({ ...before, Occupation: '' });
  });

  test('an edited score is checked at the field', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'New investigator' }).click();
    const str = page.getByLabel('STR (Strength)', { exact: true });
    await str.fill('95');
    await expect(str).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(/The score must be at most 80\. The sheet keeps \d+\./),
    ).toBeVisible();
    await str.fill('40');
    await expect(str).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.ei-derived dd').first()).toHaveText('10');
  });

  test('a saved investigator is still there after a reload', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'New investigator' }).click();
    const before = await sheetValues(page);
    await page.getByRole('button', { name: 'Save investigator' }).click();
    await expect(page.getByText('Saved in this browser; changes save themselves.')).toBeVisible();
    await page.reload();
    expect(await sheetValues(page)).toEqual(before);
    await expect(page.getByRole('heading', { name: 'Saved investigators (1)' })).toBeVisible();
  });

  test('a deleted investigator comes back on Undo even beside its own duplicate', async ({
    page,
  }) => {
    await seed(page);
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Duplicate Mary Hopkins' }).click();
    await expect(page.getByRole('heading', { name: 'Saved investigators (2)' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Mary Hopkins' }).first().click();
    await expect(page.getByRole('heading', { name: 'Saved investigators (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo delete' }).click();
    await expect(page.getByRole('heading', { name: 'Saved investigators (2)' })).toBeVisible();
    await expect(page.getByText('Restored Mary Hopkins.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Saved investigators (2)' })).toBeVisible();
  });

  test('its share link opens the same investigator in a fresh browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    await seed(page);
    await page.goto(PAGE);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Mary');
    const before = await sheetValues(page);
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByLabel(/^Share link/).inputValue();
    expect(link).toContain('?investigator=i1.');

    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.getByLabel('First name', { exact: true })).toHaveValue('Mary');
    expect(await sheetValues(other)).toEqual(before);
    await expect(
      other.getByRole('region', { name: 'Shared with you: Mary Hopkins' }),
    ).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Saved investigators (0)' })).toBeVisible();
    await fresh.close();
  });

  test('a tampered link shows an error and never touches saved investigators', async ({ page }) => {
    await seed(page);
    await page.goto(`${PAGE}?investigator=i1.eyJuYW1lIjoiQm9iIn0`);
    await expect(
      page.getByRole('alert').filter({
        hasText: 'The shared investigator link is incomplete or was changed after it was shared.',
      }),
    ).toBeVisible();
    await expect(page.getByText('Your saved list is unchanged')).toBeVisible();
    await page.goto(`${PAGE}?investigator=i1.%%%garbage`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'incomplete or was changed' }),
    ).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toBe(SEEDED);
  });

  test('a bad import file is refused with the field named', async ({ page }) => {
    await page.goto(PAGE);
    const bad = JSON.stringify({
      version: 1,
      investigators: [{ ...MARY, abilities: { str: 200, dex: 40, wil: 40 } }],
    });
    await page
      .getByLabel('Import investigators (JSON file)')
      .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
    await expect(
      page.getByText(
        '“bad.json” is not an investigators file this site can read: Investigator 1, abilities: “STR” must be at most 80.',
      ),
    ).toBeVisible();
  });

  test('"Add an item" puts the focus in the new item\'s name, and the slots are read out as a sentence', async ({
    page,
  }) => {
    await recordAnnouncements(page);
    await seed(page);
    await page.goto(PAGE);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Mary');
    const tool = page.getByRole('region', { name: 'Investigator generator', exact: true });
    await forgetAnnouncements(page);
    await page.getByRole('button', { name: 'Add an item' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Other item 1', { exact: true })).toBeFocused();
    await expect.poll(() => saidIn(tool)).toContain('5 of 7 slots used (bulky items take 2).');
    for (const said of await saidIn(tool)) expect(said).not.toMatch(/^[\d\s]+$/);
  });

  test('"Add an item" selects the new item\'s name, so what is typed replaces it', async ({
    page,
  }) => {
    await seed(page);
    await page.goto(PAGE);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Mary');
    await page.getByRole('button', { name: 'Add an item' }).click();
    const item = page.getByLabel('Other item 1', { exact: true });
    await expect(item).toBeFocused();
    await expect
      .poll(() =>
        item.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
      )
      .toEqual([0, 'New item'.length]);
    await page.keyboard.type('Rope');
    await expect(item).toHaveValue('Rope');
  });

  test('removing the last item by its own Remove leaves the focus after the row before it, not at the top of the tool', async ({
    page,
  }) => {
    await seed(page);
    await page.goto(PAGE);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Mary');
    for (const [place, name] of [
      [1, 'Rope'],
      [2, 'Lamp'],
    ] as const) {
      await page.getByRole('button', { name: 'Add an item' }).click();
      await expect(page.getByLabel(`Other item ${place}`, { exact: true })).toBeFocused();
      await page.keyboard.type(name);
    }
    // The last row goes with the focus and every control before it in the row: the reader goes on
    // from the row before it, at the next control, not from the top of the tool.
    await page.getByRole('button', { name: 'Remove other item 2' }).click();
    await expect(page.getByLabel('Other item 2', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add an item' })).toBeFocused();
  });

  test('has no axe violations in either theme, and fits a phone with its share link shown', async ({
    page,
  }) => {
    await seed(page);
    await page.goto(PAGE);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Mary');
    // Mary carries 4 slots (the Fire Axe is bulky): three more items fill the 7.
    for (let count = 0; count < 3; count++)
      await page.getByRole('button', { name: 'Add an item' }).click();
    await expect(page.getByText(/Inventory full/)).toBeVisible();
    await page.getByRole('button', { name: 'Share link' }).click();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await atPhoneWidth(page, async () => {
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      const widest = await page
        .locator('.ei-investigators')
        .evaluate((element) => element.getBoundingClientRect().right);
      expect(widest).toBeLessThanOrEqual(390);
    });
  });
});
