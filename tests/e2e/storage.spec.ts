/**
 * When the browser will not save: storage full (every write refused) or blocked (privacy
 * settings make localStorage throw). The tools keep working in memory, the page says so once,
 * and no storage error reaches the console. Also: unreadable saved data shows its notice once
 * per page, however many tools read the store.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, seedStorage, toolRegion } from './support/browser';

const WARDENS_SCREEN = 'cairn/wardens-screen/';
const JUDGES_SCREEN = 'loot/judges-screen/';
const NOT_SAVING = 'This browser is not saving your changes';

/** Console errors and uncaught page errors, collected from the first load on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function addToParty(tracker: Locator, name: string): Promise<void> {
  const form = tracker.locator('form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('STR', { exact: true }).fill('10');
  await form.getByLabel('DEX', { exact: true }).fill('11');
  await form.getByLabel('WIL', { exact: true }).fill('12');
  await form.getByLabel('HP', { exact: true }).fill('4');
  await form.getByRole('button', { name: 'Add to the party' }).click();
}

test('storage full: the character is added, the page says once that it is not saving, and nothing is logged', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (String(key).startsWith('rules-at-hand:'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  const errors = collectErrors(page);
  await page.goto(WARDENS_SCREEN);
  const tracker = await toolRegion(page, 'Party tracker');
  await addToParty(tracker, 'Ada');
  await expect(tracker.getByRole('article', { name: 'Ada' })).toBeVisible();
  // The other tools read the same store in memory.
  await expect(
    (await toolRegion(page, 'Save roller')).getByRole('option', { name: /Ada/ }),
  ).toHaveCount(1);
  const banner = page.getByRole('status').filter({ hasText: NOT_SAVING });
  await expect(banner).toHaveCount(1);
  await expect(banner).toContainText('its storage for this site is full');
  await expect(page.getByText(NOT_SAVING)).toHaveCount(1);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(NOT_SAVING)).toBeHidden();
  // More refused writes do not bring it back.
  await tracker.getByRole('article', { name: 'Ada' }).getByLabel('HP now').fill('3');
  await expect(page.getByText(NOT_SAVING)).toBeHidden();
  expect(errors).toEqual([]);
});

/** Makes every write of the site's stores throw as a full storage does. */
async function fillStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (String(key).startsWith('rules-at-hand:'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
}

test.describe('on a phone, a change the browser did not save', () => {
  test.use({ viewport: PHONE });

  test('is said in the party tracker where it was made, with its export button, and again after Dismiss', async ({
    page,
  }) => {
    await fillStorage(page);
    await page.goto(WARDENS_SCREEN);
    const tracker = await toolRegion(page, 'Party tracker');
    await addToParty(tracker, 'Ilse');
    await expect(tracker.getByRole('article', { name: 'Ilse' })).toBeVisible();
    const notice = tracker.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(notice).toHaveText(
      /this change to the Cairn party is kept only in this tab\. To keep it, use “Export the party \(JSON\)”\./,
    );
    await expect(notice).toBeInViewport();
    // The confirmation does not claim the character was saved.
    await expect(tracker.getByText(/Added Ilse/)).not.toContainText(/saved/i);

    await page
      .getByRole('status')
      .filter({ hasText: NOT_SAVING })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    const hp = tracker.getByRole('article', { name: 'Ilse' }).getByLabel('HP now');
    await hp.fill('3');
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    // Said in the tool the change was made in only.
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveCount(1);
  });

  test('is said in a tracker without an export, which says to keep the tab open', async ({
    page,
  }) => {
    await fillStorage(page);
    await page.goto('eldritch-instinct/wardens-screen/');
    const pool = await toolRegion(page, 'Tension Pool');
    await pool.getByRole('button', { name: 'Add a Tension Die' }).click();
    await expect(pool.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(
      'this change to the Tension Pool is kept only in this tab. To keep it, keep this tab open.',
    );
  });
});

test('storage blocked: tools work from memory, the page says once that saving is blocked, and nothing is logged', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const errors = collectErrors(page);
  await page.goto(WARDENS_SCREEN);
  const banner = page.getByRole('status').filter({ hasText: NOT_SAVING });
  await expect(banner).toContainText("saving is blocked by the browser's settings");
  const tracker = await toolRegion(page, 'Party tracker');
  await addToParty(tracker, 'Bo');
  await expect(tracker.getByRole('article', { name: 'Bo' })).toBeVisible();
  const roller = await toolRegion(page, 'Save roller');
  await expect(roller.getByRole('option', { name: /Bo/ })).toHaveCount(1);
  await roller.getByRole('button', { name: /^Roll/ }).first().click();
  await expect(roller.getByRole('status', { name: 'Save result' })).not.toBeEmpty();
  await expect(page.getByText(NOT_SAVING)).toHaveCount(1);
  // Nothing was kept: a reload starts empty, and says so again.
  await page.reload();
  await expect(page.getByText(NOT_SAVING)).toHaveCount(1);
  await expect(
    (await toolRegion(page, 'Party tracker')).getByRole('article', { name: 'Bo' }),
  ).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('unreadable saved sheets on the judge’s screen show the saved-data notice once, not once per tool', async ({
  page,
}) => {
  await seedStorage(page, { 'rules-at-hand:loot-sheets': '{"version":1,"sheets":[{"id":' });
  await page.goto(JUDGES_SCREEN);
  // Every tool that reads the sheets has started before counting.
  for (const name of ['Inventory sheet', 'Check roller', 'Attack roller'])
    await toolRegion(page, name);
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'The saved LOOT sheets could not be read (it is not valid JSON)' });
  await expect(notice).toHaveCount(1);
  expect(
    await page.evaluate(() => localStorage.getItem('rules-at-hand:loot-sheets:unreadable')),
  ).toBe('{"version":1,"sheets":[{"id":');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText('could not be read')).toHaveCount(0);
});
