import { expect, test } from '@playwright/test';

/**
 * What a base path changes, checked on the build served under one (`npm run test:e2e:rules-base`
 * builds with BASE_PATH=/rules/). Every page's files and links under it are checked where every
 * page is visited with the server gone (offline.spec.ts, which also runs on that build, as
 * links.spec.ts does): a file asked for outside the base path would not be in the saved copy.
 * Search results follow the base path too (below). Axe and layout do not depend on the path, so
 * the every-page accessibility checks run once, on the build at /.
 */
const BASE = process.env.BASE_PATH ?? '/';

test.skip(BASE === '/', 'the site at / is checked by accessibility.spec.ts');

test(`a search result opens its page under ${BASE}`, async ({ page }) => {
  await page.goto('cairn/');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search the rules' }).fill('fatigue');
  const first = page.locator('[data-search-dialog] .search-result-link').first();
  await expect(first).toBeVisible();
  expect(new URL(await first.evaluate((link: HTMLAnchorElement) => link.href)).pathname).toMatch(
    new RegExp(`^${BASE}cairn/`),
  );
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}cairn/`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
