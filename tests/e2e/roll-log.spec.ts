import { expect, test } from '@playwright/test';
import { PHONE, toolRegion } from './support/browser';

test.describe('the roll log', () => {
  test('keeps rolls across a reload and shows them in a second tab', async ({ page, context }) => {
    await page.goto('cairn/combat/');
    await page.getByRole('button', { name: 'Roll d8+d8' }).click();
    await expect(page.getByRole('group', { name: 'Roll result' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Roll log' }).click();
    const log = page.getByRole('dialog', { name: 'Roll log' });
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log.getByRole('listitem').first()).toContainText('Cairn: Combat');

    const second = await context.newPage();
    await second.goto('loot/');
    await second.keyboard.press('l');
    const secondLog = second.getByRole('dialog', { name: 'Roll log' });
    await expect(secondLog.getByRole('listitem')).toHaveCount(1);

    // A roll in the first tab appears in the open log of the second.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Roll d8+d8' }).click();
    await expect(secondLog.getByRole('listitem')).toHaveCount(2);
  });

  test('rolls an entry again, and clearing can be undone', async ({ page }) => {
    await page.goto('eldritch-instinct/character-creation/');
    await page.getByRole('button', { name: 'Roll 3d20+20' }).click();
    await page.getByRole('button', { name: 'Roll log' }).click();
    const log = page.getByRole('dialog', { name: 'Roll log' });
    await log.getByRole('button', { name: /^Roll again: 3d20 \+ 20/ }).click();
    await expect(log.getByRole('listitem')).toHaveCount(2);
    await log.getByRole('button', { name: 'Clear log' }).click();
    await expect(log.getByRole('listitem')).toHaveCount(0);
    await expect(log).toContainText('No rolls yet.');
    await log.getByRole('button', { name: 'Undo clear' }).click();
    await expect(log.getByRole('listitem')).toHaveCount(2);
  });

  test('a roll made again from the log is said, and its own Roll again at the top takes the focus', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/character-creation/');
    await page.getByRole('button', { name: 'Roll 3d20+20' }).click();
    await page.getByRole('button', { name: 'Roll log' }).click();
    const log = page.getByRole('dialog', { name: 'Roll log' });
    const againButtons = log.getByRole('button', { name: /^Roll again: 3d20 \+ 20/ });
    await againButtons.first().press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(2);
    // The newest entry is the top one, and the focus is on its button, not on the one pushed down.
    await expect(againButtons.first()).toBeFocused();
    const total = (await log.locator('.roll-log-total').first().textContent())!.trim();
    await expect(log.getByRole('status').filter({ hasText: 'Rolled again' })).toHaveText(
      `Rolled again: 3d20 + 20, total ${total}.`,
    );
    await page.keyboard.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(3);
    await expect(againButtons.first()).toBeFocused();
  });

  test('writes a total below zero with a real minus sign, on the dice page and in the log', async ({
    page,
  }) => {
    await page.goto('dice/');
    await page.getByLabel('Dice notation').fill('1d4-10');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    const total = page.getByRole('status', { name: 'Roll result' }).locator('.dice-total');
    // 1d4−10 totals −9 to −6, whatever the die shows.
    await expect(total).toHaveText(/^\u2212[6-9]$/);
    await page.getByRole('button', { name: 'Roll log' }).click();
    const entry = page.getByRole('dialog', { name: 'Roll log' }).getByRole('listitem').first();
    await expect(entry).toContainText(`Total ${await total.textContent()}.`);
    await expect(entry).not.toContainText(/-[6-9]\b/);
  });

  test('rolls a random table again from another page, with a row of that table as the result', async ({
    page,
  }) => {
    await page.goto('cairn/scars/');
    await page.getByRole('button', { name: 'Roll d12 on Scars Table' }).click();
    // The roll shows its row before the reader leaves the page (its code may still be arriving when the button is pressed).
    await expect(
      page.locator('[data-random-table="cairn/scars"] [data-roll-result]'),
    ).not.toBeEmpty();
    const rows = (
      await page.locator('[data-random-table="cairn/scars"] tbody td').allTextContents()
    ).map((text) => text.replace(/\s+/g, ' ').trim());
    await page.goto('loot/');
    await page.getByRole('button', { name: 'Roll log' }).click();
    const log = page.getByRole('dialog', { name: 'Roll log' });
    await log.getByRole('button', { name: /^Roll again: d12 \(Cairn: Scars Table\)/ }).click();
    await expect(log.getByRole('listitem')).toHaveCount(2);
    const newest = log.getByRole('listitem').first();
    await expect(newest).toContainText('Cairn: Scars Table');
    const result = (await newest.locator('.roll-log-result').textContent())?.trim();
    expect(rows).toContain(result);
    await expect(newest.getByRole('button', { name: /^Roll again/ })).toBeVisible();
  });

  test('rolls a tool again from the log: the same save, against the same score, logged in the same words', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/rules/');
    const saves = page.getByRole('region', { name: 'Save roller', exact: true });
    await saves.scrollIntoViewIfNeeded();
    await expect(saves.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
    await saves.getByLabel('Ability score (1–120)').fill('37');
    await saves.getByLabel('Who saves (optional, for the log)').fill('Ada');
    await saves.getByRole('button', { name: 'Roll save' }).click();
    await page.goto('cairn/');
    await page.getByRole('button', { name: 'Roll log' }).click();
    const log = page.getByRole('dialog', { name: 'Roll log' });
    await log
      .getByRole('button', { name: /^Roll again: .* \(Eldritch Instinct: Save \(Ada\)\)$/ })
      .click();
    await expect(log.getByRole('listitem')).toHaveCount(2);
    const [again, first] = await page.evaluate(
      () => JSON.parse(localStorage.getItem('rules-at-hand:roll-log') ?? '{}').entries,
    );
    expect(again.source).toBe('Eldritch Instinct: Save (Ada)');
    expect(again.again).toEqual(first.again);
    expect(again.again).toMatchObject({ kind: 'tool', ruleset: 'eldritch-instinct' });
    expect(JSON.stringify(again.again.input)).toContain('37');
    expect(again.expression).toBe(first.expression);
    // The words come from the same describer: the result names the outcome of the new roll against 37.
    const roll = again.total as number;
    const double = Math.floor(roll / 10) === roll % 10;
    const passed = roll <= 37 && roll <= 90;
    expect(again.result).toBe(
      double ? (passed ? 'Critical success' : 'Critical failure') : passed ? 'Success' : 'Failure',
    );
  });

  test('a generator’s entry shows its parts and their results, with no total of unrelated dice', async ({
    page,
  }) => {
    await page.goto('locus/haunts-and-monsters/');
    const generator = await toolRegion(page, 'Roll a Haunt');
    await generator.getByRole('button', { name: 'Add to the roll log' }).click();
    await expect(generator.getByText('Added to the roll log.')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Roll log' }).click();
    const log = page.getByRole('dialog', { name: 'Roll log' });
    const entry = log.getByRole('listitem').first();
    // The entry opens with where it was rolled, not with a number.
    await expect(entry).toHaveText(/^Locus: Haunt generator/);
    await expect(entry).toContainText(/Vice d\d+: \d+, The wrong d\d+: \d+/);
    await expect(entry).toContainText(/Vice: .+; The wrong: .+/);
    await expect(entry).not.toContainText('Total');
    await log
      .getByRole('button', { name: /^Roll again: / })
      .first()
      .click();
    await expect(log.getByRole('listitem')).toHaveCount(2);
    await expect(log.getByRole('listitem').first()).toHaveText(/^Locus: Haunt generator/);
  });

  test('corrupted saved data resets to an empty log with a notice instead of breaking the page', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem('rules-at-hand:roll-log', '{"version":1,"entries":[{"broken":'),
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('dead-weight/');
    await page.getByRole('button', { name: 'Roll log' }).click();
    const log = page.getByRole('dialog', { name: 'Roll log' });
    await expect(log.getByRole('alert')).toContainText('could not be read (it is not valid JSON)');
    expect(
      await page.evaluate(() => localStorage.getItem('rules-at-hand:roll-log:unreadable')),
    ).toBe('{"version":1,"entries":[{"broken":');
    await expect(log).toContainText('No rolls yet.');
    expect(errors).toEqual([]);
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('loot/checks/');
    await page.getByRole('button', { name: 'Roll d12' }).first().click();
    await page.getByRole('button', { name: 'Roll log' }).click();
    const log = page.getByRole('dialog', { name: 'Roll log' });
    await expect(log.getByRole('listitem')).toHaveCount(1);
    const box = await log.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await log.getByRole('button', { name: 'Close roll log' }).click();
    await expect(log).toBeHidden();
  });
});
