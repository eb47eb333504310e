import { expect, test, type Page } from '@playwright/test';
import { chanceText, holdIslandCode, PHONE, violationsInBothThemes } from './support/browser';

const ROLL_LOG_KEY = 'rules-at-hand:roll-log';

interface StoredLog {
  version: number;
  entries: { source: string; href?: string; expression: string; detail: string; total: number }[];
}

/** Opens the dice page and waits until the island has hydrated, so typing reaches Preact. */
async function openDicePage(page: Page): Promise<void> {
  await page.goto('dice/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dice roller' })).toBeVisible();
  // The roller's island; the workbench and the example check below hydrate when scrolled to.
  await expect(
    page.locator('#dice-notation').locator('xpath=ancestor::astro-island[1]'),
  ).not.toHaveAttribute('ssr', /.*/);
}

async function readRollLog(page: Page): Promise<StoredLog | null> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), ROLL_LOG_KEY);
  return stored === null ? null : (JSON.parse(stored) as StoredLog);
}

test.describe('the dice roller page', () => {
  test('renders the form and the odds of the starting roll before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('dice/');
    await expect(page.getByLabel('Dice notation')).toHaveValue('3d6kth2');
    await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chances for 3d6kth2' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Bar chart of the chance of each total of 3d6kth2/ }),
    ).toBeVisible();
    await context.close();
  });

  test('works with the notation and threshold typed before its code arrived, as if typed after', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, 'DiceRoller');
    await page.goto('dice/');
    const island = page.locator('#dice-notation').locator('xpath=ancestor::astro-island[1]');
    await page.getByLabel('Dice notation').fill('2d10');
    await page.getByLabel('Chance of at least').fill('15');
    await expect(island).toHaveAttribute('ssr', '');

    release();
    await expect(island).not.toHaveAttribute('ssr');
    await expect(page.getByRole('heading', { name: 'Chances for 2d10' })).toBeVisible();
    await expect(page.getByLabel('Dice notation')).toHaveValue('2d10');
    // 21 of the 100 rolls of 2d10 total 15 or more (6 + 5 + 4 + 3 + 2 + 1).
    await expect(page.getByLabel('Chance of at least')).toHaveValue('15');
    await expect(page.getByLabel('Chance of at least')).toHaveAccessibleDescription(
      chanceText(21, 100),
    );
  });

  test('gives the exact chance that the middle of 3d6 is at least 4: 50.0% (1/2)', async ({
    page,
  }) => {
    await openDicePage(page);
    const notation = page.getByLabel('Dice notation');
    await notation.fill('2d6');
    await expect(page.getByRole('heading', { name: 'Chances for 2d6' })).toBeVisible();
    await notation.fill('3d6kth2');
    await expect(page.getByRole('heading', { name: 'Chances for 3d6kth2' })).toBeVisible();
    const atLeast = page.getByLabel('Chance of at least');
    await atLeast.fill('4');
    await expect(atLeast).toHaveAccessibleDescription(/^50\.0% \(1\/2\)$/);
    // The same statement changes with the threshold, so it is computed rather than fixed text.
    await atLeast.fill('6');
    await expect(atLeast).toHaveAccessibleDescription(/^7\.4% \(2\/27\)$/);
    await expect(page.getByText('Average', { exact: true })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^3\.5$/ })).toBeVisible();
  });

  test('shows the parser error and its position at the field for `3d`, and clears it when fixed', async ({
    page,
  }) => {
    await openDicePage(page);
    const notation = page.getByLabel('Dice notation');
    await notation.fill('3d');
    await expect(notation).toHaveAttribute('aria-invalid', 'true');
    await expect(notation).toHaveAccessibleDescription(
      /“3d”: the number of sides is missing after d \(as in 2d6\)/,
    );
    await expect(
      page.getByText('“3d”: the number of sides is missing after d (as in 2d6)'),
    ).toBeVisible();
    await expect(page.getByText('NaN')).toHaveCount(0);
    await notation.fill('3d6');
    await expect(notation).toHaveAttribute('aria-invalid', 'false');
    await expect(notation).not.toHaveAccessibleDescription(/missing/);
  });

  test('quotes an emoji whole, says which character it is, and marks all of it', async ({
    page,
  }) => {
    await openDicePage(page);
    const notation = page.getByLabel('Dice notation');
    await notation.fill('2d6💀');
    await expect(notation).toHaveAccessibleDescription(
      /“2d6💀”: “💀” \(character 4\) cannot come here: after dice or a number comes \+, - or the end/,
    );
    // The marker under the field is for the eye only (aria-hidden): it marks the whole emoji.
    await expect(page.locator('mark')).toHaveText('💀');
    await expect(page.getByText('�')).toHaveCount(0);
  });

  test('says at the field that Fate and exploding dice are not rolled, and what ! and 4d3-8 are for', async ({
    page,
  }) => {
    await openDicePage(page);
    const notation = page.getByLabel('Dice notation');
    await notation.fill('4dF');
    await expect(notation).toHaveAttribute('aria-invalid', 'true');
    await expect(notation).toHaveAccessibleDescription(
      /“4dF”: Fate dice \(dF\) are not rolled here; write 4d3-8 for 4dF, which gives the same totals/,
    );
    await expect(page.locator('mark')).toHaveText('F');
    await expect(notation).not.toHaveAccessibleDescription(/sides is missing/);

    await notation.fill('d20!');
    await expect(notation).toHaveAccessibleDescription(
      /“d20!”: exploding dice are not rolled here; in this notation ! stands for risk dice and takes the place of the sides, as in 3d!/,
    );
    await expect(page.locator('mark')).toHaveText('!');

    // The suggested spelling is read, and so are risk dice.
    await notation.fill('4d3-8');
    await expect(page.getByRole('heading', { name: 'Chances for 4d3 - 8' })).toBeVisible();
    await notation.fill('3d!');
    await expect(notation).toHaveAttribute('aria-invalid', 'false');
  });

  test('refuses a target no die can reach, in every comparison, instead of counting 0 successes', async ({
    page,
  }) => {
    await openDicePage(page);
    const notation = page.getByLabel('Dice notation');
    for (const [typed, never] of [
      ['1d6>7', 'above 7'],
      ['1d6>=7', '7 or more'],
      ['1d6<1', 'below 1'],
      ['1d6<=0', '0 or less'],
    ] as const) {
      await notation.fill(typed);
      await expect(notation).toHaveAttribute('aria-invalid', 'true');
      // After the field's hint; the notation holds no character special in a pattern.
      await expect(notation).toHaveAccessibleDescription(
        new RegExp(
          `“${typed}”: a d6 rolls 1 to 6, so no die is ever ${never} and there is no success to count$`,
        ),
      );
      await expect(page.getByRole('heading', { name: 'Chances', exact: true })).toBeVisible();
      await expect(
        page.getByText('Chances show here once the notation can be read.'),
      ).toBeVisible();
    }
    await expect(page.locator('mark')).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeDisabled();
    await notation.press('Enter');
    await expect(page.getByRole('status', { name: 'Roll result' })).not.toContainText('success');
    expect(await readRollLog(page)).toBeNull();

    await notation.fill('1d6>5');
    await expect(page.getByRole('heading', { name: 'Chances for 1d6>5' })).toBeVisible();
  });

  test('shows the limit from the dice core instead of freezing on 1000d1000', async ({ page }) => {
    await openDicePage(page);
    const notation = page.getByLabel('Dice notation');
    await notation.fill('1000d1000');
    await expect(notation).toHaveAccessibleDescription(/more than the limit of 100/);
  });

  test('rolls from the keyboard, shows the total and dice, and adds the roll to the log', async ({
    page,
  }) => {
    await openDicePage(page);
    const notation = page.getByLabel('Dice notation');
    await notation.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4d6dl1');
    await page.keyboard.press('Enter');

    const result = page.getByRole('status', { name: 'Roll result' });
    await expect(result).toContainText('4d6dl1 rolled');
    await expect(result.getByText('dropped', { exact: true })).toHaveCount(1);
    await expect(result.getByText('kept', { exact: true })).toHaveCount(3);

    await expect.poll(async () => (await readRollLog(page))?.entries.length).toBe(1);
    const log = (await readRollLog(page))!;
    expect(log.version).toBe(1);
    const [entry] = log.entries;
    expect(entry).toMatchObject({ source: 'Dice roller', expression: '4d6dl1' });
    expect(entry!.href).toMatch(/\/dice\/$/);
    expect(entry!.total).toBeGreaterThanOrEqual(3);
    expect(entry!.total).toBeLessThanOrEqual(18);
    expect(entry!.detail).toMatch(/^\[\d, \d, \d, \d\] kept \d, \d, \d$/);
    await expect(result).toContainText(String(entry!.total));

    // Tab on to the Roll button and press Space: a second roll goes to the top of the log.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await readRollLog(page))?.entries.length).toBe(2);
  });

  test('the notation table lists digit dice, d66 and d666, with what they read', async ({
    page,
  }) => {
    await page.goto('dice/');
    const table = page.getByRole('table', { name: 'Supported dice notation' });
    const row = table.getByRole('row').filter({ hasText: 'd66 / d666' });
    await expect(row).toContainText('e.g. d66');
    await expect(row).toContainText('so d66 reads 11 to 66 (never 17 or 20)');
    await openDicePage(page);
    await page.getByLabel('Dice notation').fill('d66');
    await expect(page.getByRole('heading', { name: 'Chances for d66' })).toBeVisible();
  });

  test('quick picks fill the field, and the rolled total is marked in the chance table', async ({
    page,
  }) => {
    await openDicePage(page);
    await page.getByRole('button', { name: /^d100z/ }).click();
    await expect(page.getByLabel('Dice notation')).toHaveValue('d100z');
    await expect(page.getByRole('heading', { name: 'Chances for 1d100z' })).toBeVisible();
    await page.getByRole('button', { name: /^1d20/ }).click();
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    const total = (await readRollLog(page))!.entries[0]!.total;
    await page.getByText('Chances as a table').click();
    await expect(page.getByRole('rowheader', { name: `${total} (rolled)` })).toBeVisible();
    await expect(page.getByRole('row', { name: `${total} (rolled) 5.0%` })).toBeVisible();
  });

  test('"Chances as a table" shows a disclosure marker and opens from the keyboard', async ({
    page,
  }) => {
    await openDicePage(page);
    const summary = page.locator('summary', { hasText: 'Chances as a table' });
    const marker = await summary.evaluate((element) => {
      const style = getComputedStyle(element);
      const before = getComputedStyle(element, '::before');
      return {
        listItem: style.display === 'list-item',
        drawn: before.content !== 'none' && before.content !== 'normal',
        width: parseFloat(before.width) || 0,
      };
    });
    expect(marker.listItem || (marker.drawn && marker.width > 0)).toBe(true);
    const table = page.getByRole('region', { name: /^Chance of each total of/ });
    await expect(table).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(table).toBeVisible();
  });

  test('fits a 390 px phone: nothing scrolls sideways and the controls are at least 44 px tall', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openDicePage(page);
    await page.getByLabel('Dice notation').fill('100d10');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Roll result' })).toContainText('100d10 rolled');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const control of [
      page.getByLabel('Dice notation'),
      page.getByRole('button', { name: 'Roll', exact: true }),
      page.getByRole('button', { name: /^2d6\+2/ }),
      page.getByLabel('Chance of at least'),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('has no axe violations in either theme, before and after a roll', async ({ page }) => {
    await openDicePage(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.getByRole('button', { name: /^4d6dl1/ }).click();
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await page.getByText('Chances as a table').click();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.getByLabel('Dice notation').fill('3d6k');
    await expect(page.getByLabel('Dice notation')).toHaveAttribute('aria-invalid', 'true');
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
