import { expect, test, type Locator, type Page } from '@playwright/test';
import { forgetAnnouncements, recordAnnouncements, saidIn } from './support/announcements';
import { queueFaces, scriptDice } from './support/browser';

const PAGE = 'eldritch-instinct/wardens-screen/';
const SANITY_KEY = 'rules-at-hand:ei-sanity';
const POOL_KEY = 'rules-at-hand:ei-tension-pool';
const CHASE_KEY = 'rules-at-hand:ei-chase';

/** Delta, tracked at WIL 120 (a Fortitude save passes 91 times in 100), and Ezra. */
const TRACKED = JSON.stringify({
  version: 1,
  investigators: [
    { id: 'delta', name: 'Delta', san: 3, wil: 120, hardened: 0, broken: 1, mk: 0 },
    { id: 'ezra', name: 'Ezra', san: 4, wil: 40, hardened: 0, broken: 0, mk: 0 },
  ],
});

/** Saved state put in place before the first load only, so reloads read what the page saved. */
async function seed(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((saved) => {
    if (sessionStorage.getItem('seeded')) return;
    for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
    sessionStorage.setItem('seeded', '1');
  }, values);
}

/** A tool by its heading, once its island has hydrated (client:visible-after-load waits for it to scroll into view). */
async function tool(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name, exact: true });
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
  return region;
}

/** One tracked investigator's card, its "Getting better, WIL and MK" part open. */
async function card(tracker: Locator, name: string): Promise<Locator> {
  const article = tracker.getByRole('article', { name, exact: true });
  const more = article.getByText(`Getting better, WIL and MK for ${name}`);
  if ((await article.locator('details').getAttribute('open')) === null) await more.click();
  return article;
}

test.describe('Sanity and Fortitude tracker', () => {
  test('an MK refused under the old cap stops being called wrong once the cap changes', async ({
    page,
  }) => {
    await seed(page, { [SANITY_KEY]: TRACKED });
    await page.goto(PAGE);
    const tracker = await tool(page, 'Sanity and Fortitude tracker');
    const delta = await card(tracker, 'Delta');
    const mk = delta.getByLabel(/^Mythos Knowledge \(max/);
    await mk.fill('5');
    await delta.getByRole('button', { name: 'Set MK for Delta' }).click();
    await expect(delta.getByText(/MK cannot exceed 10 x Hardened/)).toBeVisible();
    await expect(mk).toHaveAttribute('aria-invalid', 'true');
    for (let press = 0; press < 12; press += 1) {
      if ((await delta.getByLabel('Mythos Knowledge (max 0)').count()) === 0) break;
      await delta.getByRole('button', { name: 'Fortitude save for Delta' }).click();
    }
    await expect(delta.getByLabel(/^Mythos Knowledge \(max [1-9]\d*\)$/)).toBeVisible();
    await expect(delta.getByText(/MK cannot exceed/)).toHaveCount(0);
    await expect(mk).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('Set WIL reads the same 1 to 120 as tracking a new investigator', async ({ page }) => {
    await seed(page, { [SANITY_KEY]: TRACKED });
    await page.goto(PAGE);
    const tracker = await tool(page, 'Sanity and Fortitude tracker');
    const ezra = await card(tracker, 'Ezra');
    const wil = ezra.getByLabel('WIL (1–120)');
    for (const [typed, message] of [
      ['130', 'WIL must be at most 120.'],
      ['0', 'WIL must be at least 1.'],
    ]) {
      await wil.fill(typed!);
      await ezra.getByRole('button', { name: 'Set WIL for Ezra' }).click();
      await expect(ezra.getByText(message!)).toBeVisible();
    }
    await expect(ezra.getByRole('definition').nth(1)).toHaveText('40');
    await tracker.getByLabel('Investigator name').fill('Mara');
    await tracker.getByLabel('WIL (1–120)').first().fill('130');
    await tracker.getByRole('button', { name: 'Track investigator' }).click();
    await expect(tracker.getByText('WIL must be at most 120.').first()).toBeVisible();
  });

  test('"Stop tracking" can be undone, every notch coming back', async ({ page }) => {
    await seed(page, { [SANITY_KEY]: TRACKED });
    await page.goto(PAGE);
    const tracker = await tool(page, 'Sanity and Fortitude tracker');
    const delta = await card(tracker, 'Delta');
    await delta.getByRole('button', { name: 'Stop tracking Delta' }).click();
    await expect(tracker.getByRole('article', { name: 'Delta' })).toHaveCount(0);
    await expect(tracker.getByText('Stopped tracking Delta.')).toBeVisible();
    await tracker.getByRole('button', { name: 'Undo' }).click();
    await expect(tracker.getByRole('article')).toHaveCount(2);
    await expect(tracker.getByRole('article').first()).toHaveAccessibleName('Delta');
    await page.reload();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SANITY_KEY);
    expect(JSON.parse(stored!)).toEqual(JSON.parse(TRACKED));
  });
});

test.describe('Tension Pool', () => {
  test('"Empty the pool" is off on an empty pool, saying why, and emptying is said once', async ({
    page,
  }) => {
    await seed(page, { [POOL_KEY]: JSON.stringify({ version: 1, size: 0 }) });
    await page.goto(PAGE);
    const pool = await tool(page, 'Tension Pool');
    const empty = pool.getByRole('button', { name: 'Empty the pool' });
    await expect(empty).toBeDisabled();
    await expect(empty).toHaveAccessibleDescription('Nothing to empty: the pool has no dice.');
    await expect(pool.getByText('Nothing to empty: the pool has no dice.')).toBeVisible();

    await pool.getByRole('button', { name: 'Add a Tension Die' }).click();
    await expect(pool.getByRole('status', { name: 'Tension Pool result' })).toContainText(
      'A Tension Die was added',
    );
    await empty.click();
    await expect(pool.getByText('Emptied the pool of 1 die.')).toBeVisible();
    // The one message is the Undo's: the last press's result goes, and nothing else says "emptied".
    await expect(pool.getByRole('status', { name: 'Tension Pool result' })).toHaveText('');
    await expect(pool.getByText(/emptied/i)).toHaveCount(1);
    await expect(pool.getByRole('button', { name: 'Undo empty' })).toBeFocused();
    await expect(empty).toBeDisabled();
  });

  test('"Empty the pool" can be undone', async ({ page }) => {
    await seed(page, { [POOL_KEY]: JSON.stringify({ version: 1, size: 4 }) });
    await page.goto(PAGE);
    const pool = await tool(page, 'Tension Pool');
    await expect(pool).toContainText('4 of 6 Tension Dice in the pool');
    await pool.getByRole('button', { name: 'Empty the pool' }).click();
    await expect(pool).toContainText('0 of 6 Tension Dice in the pool');
    await expect(pool.getByText('Emptied the pool of 4 dice.')).toBeVisible();
    await pool.getByRole('button', { name: 'Undo empty' }).click();
    await expect(pool).toContainText('4 of 6 Tension Dice in the pool');
    await expect(pool.getByRole('button', { name: 'Undo empty' })).toHaveCount(0);
    await page.reload();
    const reloaded = await tool(page, 'Tension Pool');
    await expect(reloaded).toContainText('4 of 6 Tension Dice in the pool');

    // A die added in another tab after the emptying is not lost to the Undo: it says so instead.
    await reloaded.getByRole('button', { name: 'Empty the pool' }).click();
    const other = await page.context().newPage();
    await other.goto(PAGE);
    await other.evaluate(
      ([key, text]) => localStorage.setItem(key!, text!),
      [POOL_KEY, JSON.stringify({ version: 1, size: 1 })],
    );
    await expect(reloaded).toContainText('1 of 6 Tension Dice in the pool');
    await reloaded.getByRole('button', { name: 'Undo empty' }).click();
    await expect(reloaded).toContainText(
      'Not put back: a die was added since, and putting the 4 dice back would lose it; add them by hand.',
    );
    await expect(reloaded).toContainText('1 of 6 Tension Dice in the pool');
  });
});

test.describe('Sanity and Fortitude tracker, stopping', () => {
  test('"Stop tracking" says so once, beside its Undo', async ({ page }) => {
    await seed(page, { [SANITY_KEY]: TRACKED });
    await page.goto(PAGE);
    const tracker = await tool(page, 'Sanity and Fortitude tracker');
    const ezra = await card(tracker, 'Ezra');
    await ezra.getByRole('button', { name: 'Rest 8 hours (SAN 4) for Ezra' }).click();
    const result = tracker.getByRole('status', { name: 'Sanity and Fortitude tracker result' });
    await expect(result).toContainText('Ezra: Rest');
    await ezra.getByRole('button', { name: 'Stop tracking Ezra' }).click();
    await expect(tracker.getByText('Stopped tracking Ezra.')).toBeVisible();
    // The one message is the Undo's: the last result goes, and no other line says Ezra went.
    await expect(result).toHaveText('');
    await expect(tracker.getByText(/Ezra/)).toHaveCount(1);
    await expect(tracker.getByRole('button', { name: 'Undo' })).toBeFocused();
  });
});

test.describe('Tension Pool, read out', () => {
  test('says what each press did in a sentence, never the count alone, and nothing as it loads', async ({
    page,
  }) => {
    await recordAnnouncements(page);
    await scriptDice(page);
    await seed(page, { [POOL_KEY]: JSON.stringify({ version: 1, size: 0 }) });
    await page.goto(PAGE);
    const pool = await tool(page, 'Tension Pool');
    await expect(page.locator('astro-island').filter({ has: pool })).toHaveAttribute(
      'data-ready',
      '',
    );
    await page.waitForTimeout(300);
    expect(await saidIn(pool)).toEqual([]);

    await pool.getByRole('button', { name: 'Add a Tension Die' }).click();
    await expect.poll(() => saidIn(pool)).toEqual(['A Tension Die was added: 1 in the pool.']);
    await forgetAnnouncements(page);
    await queueFaces(page, [4]);
    await pool.getByRole('button', { name: 'Roll the pool (reckless act)' }).click();
    await expect(pool.getByRole('status', { name: 'Tension Pool result' })).toContainText(
      'The pool rolled (1 die stays in it).',
    );
    for (const said of await saidIn(pool)) expect(said).not.toMatch(/^[\d\s]+$/);
  });
});

test.describe('Chase tracker', () => {
  test('says plainly that the chase is saved in this browser', async ({ page }) => {
    await page.goto(PAGE);
    const chase = await tool(page, 'Chase tracker');
    await expect(chase).toContainText('Saved in this browser');
  });

  test('the Undo of "Start a new chase" puts the old chase back, but never over a change made since in another tab', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const chase = await tool(page, 'Chase tracker');
    for (const name of ['Ruth', 'Silas']) {
      await chase.getByLabel('PC name').fill(name);
      await chase.getByRole('button', { name: 'Add PC to the chase' }).click();
    }
    const ruth = chase.getByRole('article', { name: 'Ruth' });
    await ruth.getByLabel('Ruth’s score').fill('50');
    await ruth.getByLabel('Opponent’s score (The pursuers)').fill('50');
    await ruth.getByRole('button', { name: 'Roll obstacle 1 for Ruth' }).click();
    await expect(
      ruth.getByRole('list', { name: 'Ruth’s obstacles' }).getByRole('listitem'),
    ).toHaveCount(1);
    const runners = chase.getByRole('list', { name: 'PCs in the chase' }).getByRole('article');

    // Undo at once: the chase comes back as it was.
    await chase.getByRole('button', { name: 'Start a new chase' }).click();
    await expect(runners).toHaveCount(0);
    await chase.getByRole('button', { name: 'Undo' }).click();
    await expect(runners).toHaveCount(2);
    await expect(
      ruth.getByRole('list', { name: 'Ruth’s obstacles' }).getByRole('listitem'),
    ).toHaveCount(1);

    // Another tab adds Zed to the new chase before the Undo is pressed here.
    await chase.getByRole('button', { name: 'Start a new chase' }).click();
    await expect(
      chase.getByText('New chase: Ruth and Silas cleared, with 1 obstacle rolled.'),
    ).toBeVisible();
    const other = await page.context().newPage();
    await other.goto(PAGE);
    await other.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key)!);
      saved.runners.push({
        name: 'Zed',
        obstacles: [],
        next: { ability: 'DEX', pcText: '', opponentText: '', helping: '' },
      });
      localStorage.setItem(key, JSON.stringify(saved));
    }, CHASE_KEY);
    await expect(runners).toHaveCount(1);

    await chase.getByRole('button', { name: 'Undo' }).click();
    await expect(
      chase.getByText(
        'The chase has changed since (in another tab), so the Undo would lose that; change it back by hand.',
      ),
    ).toBeVisible();
    await expect(chase.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect(runners).toHaveCount(1);
    await expect(chase.getByRole('article', { name: 'Zed' })).toHaveCount(1);
    expect(
      JSON.parse((await other.evaluate((key) => localStorage.getItem(key), CHASE_KEY))!).runners,
    ).toMatchObject([{ name: 'Zed' }]);
  });
});
