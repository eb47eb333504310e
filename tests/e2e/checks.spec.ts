/**
 * A check declared in a page (`<Check>`, the Grit check on /dice/) and the odds workbench beside
 * it: the check's odds, refusals at the field, its roll into the roll log and "Roll again", its
 * share link; the workbench's table of the same numbers. The exact odds themselves are proven by
 * the unit tests against enumeration; here the page shows them.
 */
import { expect, test } from '@playwright/test';
import {
  chanceText,
  queueFaces,
  readRollLog,
  scriptDice,
  sidewaysScroll,
  toolRegion,
} from './support/browser';

/** The cells of a table's body, row by row, as a reader sees them. */
async function cells(table: import('@playwright/test').Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')].map(
          (cell) => cell.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        ),
      ),
    );
}

test.describe('a declared check', () => {
  test('shows the chance of every band, refuses a Grit out of range at the field, and rolls its band into the log', async ({
    page,
  }) => {
    await scriptDice(page);
    await page.goto('dice/');
    const check = await toolRegion(page, 'Grit check');
    const grit = check.getByLabel('Grit (0 to 3)');
    await grit.fill('2');
    // 2d6 + 2: 9 or more on 21 of 36 rolls, 6 to 8 on 12, 5 or less on 3.
    await expect(check.locator('.tool-parts')).toContainText(`Success${chanceText(21, 36)}`);
    await expect(check.locator('.tool-parts')).toContainText(
      `Success at a cost${chanceText(12, 36)}`,
    );
    await expect(check.locator('.tool-parts')).toContainText(`Failure${chanceText(3, 36)}`);

    await grit.fill('7');
    await expect(check.getByText('Grit must be at most 3.')).toBeVisible();
    await expect(check.getByRole('button', { name: 'Roll Grit check' })).toBeDisabled();
    await grit.fill('');
    await expect(check.getByText('Enter Grit: a whole number from 0 to 3.')).toBeVisible();

    await grit.fill('1');
    await queueFaces(page, [3, 4]);
    await check.getByRole('button', { name: 'Roll Grit check' }).click();
    await expect(check.getByRole('status')).toContainText(
      '[3, 4] + Grit 1 = 8: Success at a cost.',
    );
    const [logged] = await readRollLog(page);
    expect(logged).toMatchObject({
      source: 'Grit check',
      expression: '2d6 + Grit',
      total: 8,
      result: 'Success at a cost',
      again: { kind: 'tool', ruleset: 'checks', tool: 'check' },
    });

    // "Roll again" rolls the declaration the entry carries, on any page.
    await page.goto('cairn/');
    await queueFaces(page, [6, 6]);
    await page.getByRole('button', { name: 'Roll log' }).click();
    const log = page.getByRole('dialog', { name: 'Roll log' });
    await log.getByRole('button', { name: /^Roll again: 2d6 \+ Grit/ }).click();
    await expect(log.getByRole('listitem')).toHaveCount(2);
    await expect(log.getByRole('listitem').first()).toContainText('Success');
    const [again] = await readRollLog(page);
    expect(again).toMatchObject({ detail: '[6, 6] + Grit 1 = 13', total: 13, result: 'Success' });
  });

  test('opens a share link with its Grit, and says so when a tampered link is out of range', async ({
    page,
  }) => {
    await page.goto('dice/');
    const check = await toolRegion(page, 'Grit check');
    await check.getByLabel('Grit (0 to 3)').fill('3');
    await check.getByRole('button', { name: 'Share link' }).click();
    const url = await check
      .getByRole('textbox', { name: /^Share link \(opens this check/ })
      .inputValue();
    await page.goto(url);
    const opened = await toolRegion(page, 'Grit check');
    await expect(opened.getByLabel('Grit (0 to 3)')).toHaveValue('3');

    const tampered = new URL(url);
    tampered.searchParams.set('grit-check', `c1.${Buffer.from('[9]').toString('base64url')}`);
    await page.goto(tampered.href);
    const refused = await toolRegion(page, 'Grit check');
    await expect(refused.getByRole('alert')).toContainText(
      'Grit must be a whole number from 0 to 3',
    );
    await expect(refused.getByLabel('Grit (0 to 3)')).toHaveValue('1');
    // Dismissed, the refusal goes, and so does the link, so a reload does not refuse it again.
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await expect(refused.getByRole('alert')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('grit-check')).toBe(false);
  });
});

test.describe('the odds workbench', () => {
  test("makes the designer's table: 2d6 with a modifier from 0 to 3, in the check's bands, with the check's numbers", async ({
    page,
  }) => {
    await page.goto('dice/');
    const check = await toolRegion(page, 'Grit check');
    const checkCells = await cells(check.getByRole('table'));

    const workbench = await toolRegion(page, 'Odds workbench');
    await workbench.getByLabel('Dice 1', { exact: true }).fill('2d6');
    await workbench.getByRole('button', { name: 'Remove dice 2' }).click();
    await workbench.getByLabel('Chance of', { exact: true }).selectOption('bands');
    await workbench.getByLabel('Bands start at').fill('6, 9');
    await workbench.getByLabel('Add a modifier over a range').check();
    await workbench.getByLabel('Lowest modifier').fill('0');
    await workbench.getByLabel('Highest modifier').fill('3');
    const table = workbench.getByRole('table', { name: 'Exact chance of each band' });
    await expect(table.locator('tbody tr')).toHaveCount(4);
    // The check lists its bands highest first; the workbench lowest first.
    expect((await cells(table)).map((row) => row.reverse())).toEqual(checkCells);

    await workbench.getByLabel('Bands start at').fill('9, 6');
    await expect(workbench.getByText('The values must rise: 6 comes after 9.')).toBeVisible();
    await workbench.getByLabel('Dice 1', { exact: true }).fill('1000d6');
    await expect(
      workbench.getByText('“1000d6”: 1000 dice is more than the limit of 100.'),
    ).toBeVisible();
    await expect(table).toHaveCount(0);
  });

  test('"Remove" hands focus to the next line of dice, else the previous, by keyboard and by mouse', async ({
    page,
  }) => {
    await page.goto('dice/');
    const workbench = await toolRegion(page, 'Odds workbench');
    await workbench.getByRole('button', { name: 'Add dice' }).click();
    await expect(workbench.getByRole('textbox', { name: 'Dice 3' })).toBeFocused();
    await workbench.getByRole('textbox', { name: 'Dice 3' }).fill('1d20');
    // Three lines: removing the first, from the keyboard, leaves focus on what is now the first.
    await workbench.getByRole('button', { name: 'Remove dice 1' }).focus();
    await page.keyboard.press('Enter');
    const first = workbench.getByRole('textbox', { name: 'Dice 1', exact: true });
    await expect(first).toHaveValue('3d6kh2');
    await expect(first).toBeFocused();
    // Two lines: removing the last, by mouse, leaves focus on the one before it.
    await workbench.getByRole('button', { name: 'Remove dice 2' }).click();
    await expect(workbench.getByRole('textbox', { name: /^Dice \d/ })).toHaveCount(1);
    await expect(first).toHaveValue('3d6kh2');
    await expect(first).toBeFocused();
  });

  test('fits a 320 px phone: each line of dice keeps its Remove button beside it, whole, with no sideways scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('dice/');
    const workbench = await toolRegion(page, 'Odds workbench');
    await workbench.getByRole('button', { name: 'Add dice' }).click();
    const dice = workbench.getByRole('textbox', { name: 'Dice 3' });
    await dice.fill('3d6kh1+2');
    const remove = workbench.getByRole('button', { name: 'Remove dice 3' });
    const diceBox = (await dice.boundingBox())!;
    const removeBox = (await remove.boundingBox())!;
    expect(removeBox.x).toBeGreaterThanOrEqual(diceBox.x + diceBox.width);
    expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(320);
    // One line of text: "Remove" is not broken over two.
    expect(removeBox.height).toBeLessThan(50);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
