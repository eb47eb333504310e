import { expect, test } from '@playwright/test';
import { allPagePaths } from './site-pages';
import { renderedLinks, renderEveryTool, unservedLinks } from './support/rendered-page';

/**
 * What a base path changes, checked on the build served under one (`npm run test:e2e:rules-base`
 * builds with BASE_PATH=/rules/): every page's files load from under it, and every link a page
 * holds once its tools have rendered stays inside it and points at a served page and id. Search
 * results and the offline copy follow the base path too (search below; offline.spec.ts and
 * links.spec.ts run on that build as well). Axe and layout do not depend on the path, so the
 * every-page accessibility checks run once, on the build at /.
 */
const BASE = process.env.BASE_PATH ?? '/';

test.skip(BASE === '/', 'the site at / is checked by accessibility.spec.ts');

for (const path of allPagePaths()) {
  test(`${BASE}${path} loads every file it asks for and links only inside ${BASE}`, async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
    await page.goto(path);
    await renderEveryTool(page);
    const links = await renderedLinks(page);
    const outside = links
      .map(({ href }) => new URL(href))
      .filter((url) => url.origin === new URL(page.url()).origin && !url.pathname.startsWith(BASE))
      .map((url) => url.pathname);
    expect(outside, `links outside ${BASE}`).toEqual([]);
    expect(unservedLinks(links), 'links to what the served HTML lacks').toEqual([]);
    expect(failed, 'requests that failed').toEqual([]);
  });
}

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
