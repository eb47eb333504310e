import { expect, test, type Page } from '@playwright/test';
import { queueFaces, scriptDice } from './support/browser';

interface StoredLog {
  version: number;
  entries: { source: string; expression: string; total: number; result?: string }[];
}

async function storedLog(page: Page): Promise<StoredLog['entries']> {
  const raw = await page.evaluate(() => localStorage.getItem('rules-at-hand:roll-log'));
  return raw ? (JSON.parse(raw) as StoredLog).entries : [];
}

const INLINE = [
  { path: 'locus/', name: 'Roll 3d6' },
  { path: 'eldritch-instinct/character-creation/', name: 'Roll 3d20+20' },
  { path: 'cairn/combat/', name: 'Roll d8+d8' },
  { path: 'dead-weight/exploration/', name: 'Roll 2d4' },
  { path: 'loot/checks/', name: 'Roll d12' },
];

test.describe('dice in the rules text', () => {
  for (const { path, name } of INLINE) {
    test(`${path}: pressing "${name}" shows the result and logs it`, async ({ page }) => {
      await page.goto(path);
      const button = page.getByRole('button', { name, exact: true }).first();
      await button.click();
      const result = page.getByRole('group', { name: 'Roll result' });
      await expect(result).toBeVisible();
      await expect(result).toContainText(/Chance (of \d+ or more|to trigger)/);
      const total = Number(await result.locator('.dice-popover-total').textContent());
      expect(Number.isInteger(total)).toBe(true);
      await expect.poll(() => storedLog(page).then((entries) => entries.length)).toBe(1);
      const [entry] = await storedLog(page);
      expect(entry!.total).toBe(total);
      expect(entry!.source).toContain(await page.locator('h1').textContent());
    });
  }

  test('a dice button rolls again from the keyboard, closes with Escape and keeps focus', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/character-creation/');
    const button = page.getByRole('button', { name: 'Roll 3d20+20' });
    await button.focus();
    await page.keyboard.press('Enter');
    const result = page.getByRole('group', { name: 'Roll result' });
    await expect(result).toBeVisible();
    const total = Number(await result.locator('.dice-popover-total').textContent());
    expect(total).toBeGreaterThanOrEqual(23);
    expect(total).toBeLessThanOrEqual(80);
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => storedLog(page).then((entries) => entries.length)).toBe(2);
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: '3d20+20:' })).toHaveCount(1);
  });

  test('an open result stays beside its button when something above it grows or shrinks', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/character-creation/');
    const button = page.getByRole('button', { name: 'Roll 3d20+20' });
    await button.click();
    const result = page.getByRole('group', { name: 'Roll result' });
    await expect(result).toBeVisible();
    // The gap from the button's foot to the box's top, in page pixels: a few when placed below.
    const gap = async () => {
      const [opener, box] = await Promise.all([button.boundingBox(), result.boundingBox()]);
      return Math.round(box!.y - (opener!.y + opener!.height));
    };
    const placed = await gap();
    expect(placed).toBeGreaterThanOrEqual(0);
    expect(placed).toBeLessThan(20);
    // A tool above the text starting up and growing, as one does after the page loads.
    const grow = (height: number) =>
      page.locator('#ei-investigator').evaluate((tool, px) => {
        tool.style.paddingBottom = `${px}px`;
      }, height);
    await grow(240);
    await expect.poll(gap).toBe(placed);
    await grow(0);
    await expect.poll(gap).toBe(placed);
    await expect(result).toBeVisible();
  });

  test('punctuation right after a dice button stays on the button’s line', async ({ page }) => {
    await page.goto('dead-weight/interlude-day/');
    await expect(page.getByRole('button', { name: 'Roll 3d!' }).first()).toBeVisible();
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      // Every button followed by punctuation: how far below the button's top its first mark is drawn.
      const drops = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLButtonElement>('article button.dice-roll')].flatMap(
          (button) => {
            const next = button.nextSibling;
            if (next?.nodeType !== Node.TEXT_NODE || !/^[.,;:!?)]/.test(next.textContent ?? ''))
              return [];
            const mark = document.createRange();
            mark.setStart(next, 0);
            mark.setEnd(next, 1);
            const drop = mark.getBoundingClientRect().top - button.getBoundingClientRect().top;
            return [`${button.textContent}${next.textContent![0]} ${Math.round(drop)}`];
          },
        ),
      );
      expect(drops.length, 'the page has dice followed by punctuation').toBeGreaterThan(2);
      for (const drop of drops)
        expect(Number(drop.split(' ')[1]), `${drop} at ${width} px`).toBeLessThan(8);
    }
  });

  test('column headers and headings never become dice buttons', async ({ page }) => {
    await page.goto('eldritch-instinct/character-creation/');
    await expect(
      page.locator('th [data-roll], h1 [data-roll], h2 [data-roll], h3 [data-roll]'),
    ).toHaveCount(0);
    // The check would pass on a page without dice at all: this page has plenty elsewhere.
    await expect(page.locator('[data-roll]').first()).toBeVisible();
  });

  test('Cairn\'s "d8+d8" rolls two d8 and keeps the highest', async ({ page }) => {
    await page.goto('cairn/combat/');
    await page.getByRole('button', { name: 'Roll d8+d8' }).click();
    await expect
      .poll(() => storedLog(page).then((entries) => entries[0]?.expression))
      .toBe('2d8kh1');
  });
});

test.describe('random tables', () => {
  test('rolling a table highlights exactly one row, names it, and logs it', async ({ page }) => {
    await page.goto('eldritch-instinct/character-creation/');
    const button = page.getByRole('button', { name: 'Roll d20 on Occupation' });
    await button.click();
    const figure = page.locator('figure', { has: button });
    await expect(figure.locator('tbody tr[aria-current="true"]')).toHaveCount(1);
    const status = figure.getByRole('status');
    await expect(status).toContainText(/^Rolled \d+: \S/);
    const rowText = (await figure
      .locator('tbody tr[aria-current="true"] td')
      .textContent())!.trim();
    await expect(status).toContainText(rowText);
    await expect.poll(() => storedLog(page).then((entries) => entries[0]?.result)).toBe(rowText);
    await page.keyboard.press('Enter'); // focus stayed on the button: one key rolls again
    await expect.poll(() => storedLog(page).then((entries) => entries.length)).toBe(2);
    await expect(figure.locator('tbody tr[aria-current="true"]')).toHaveCount(1);
  });

  test('the dice in a rolled result roll and are logged, as in the table', async ({ page }) => {
    await scriptDice(page);
    await page.goto('cairn/scars/');
    const button = page.getByRole('button', { name: 'Roll d12 on Scars Table' });
    await queueFaces(page, [4]);
    await button.click();
    const figure = page.locator('figure', { has: button });
    const status = figure.getByRole('status');
    await expect(status).toContainText('Rolled 4: Broken Limb: Roll 1d6.');
    await queueFaces(page, [3, 4]);
    await status.getByRole('button', { name: 'Roll 2d6' }).click();
    await expect(page.getByText('Press again to re-roll')).toBeVisible();
    await expect
      .poll(() => storedLog(page).then((entries) => entries[0]))
      .toMatchObject({ expression: '2d6', total: 7 });
    // The 2d6 result floats over the text below it, where the 1d6 may stand: closed first, as a
    // reader would close it.
    await page.keyboard.press('Escape');
    await expect(page.getByText('Press again to re-roll')).toBeHidden();
    await status.getByRole('button', { name: 'Roll 1d6' }).click();
    await expect.poll(() => storedLog(page).then((entries) => entries.length)).toBe(3);
  });

  test('a table rolled per column offers a roll for each column', async ({ page }) => {
    await page.goto('eldritch-instinct/character-creation/');
    const names = page.locator('figure[data-random-table="eldritch-instinct/names"]');
    await expect(names.getByRole('button', { name: /^Roll d20: / })).toHaveCount(3);
    await names.getByRole('button', { name: /^Roll d20: Surnames/ }).click();
    await expect(names.locator('td.is-rolled')).toHaveCount(1);
  });

  test('a zero-based d100 table reads 00-99', async ({ page }) => {
    await page.goto('eldritch-instinct/character-creation/');
    const equipment = page.locator('figure[data-random-table="eldritch-instinct/equipment"]');
    await expect(equipment.locator('tbody th').first()).toHaveText('00-01');
    for (let roll = 0; roll < 5; roll++) {
      await equipment.getByRole('button', { name: /^Roll d100/ }).click();
      await expect(equipment.locator('tbody tr[aria-current="true"]')).toHaveCount(1);
    }
  });
});
