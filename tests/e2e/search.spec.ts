import { expect, test, type Page } from '@playwright/test';

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const EXPECTED = [
  { ruleset: 'locus', title: 'Locus', term: "Death's Door" },
  { ruleset: 'eldritch-instinct', title: 'Eldritch Instinct', term: 'Tension Pool' },
  { ruleset: 'cairn', title: 'Cairn', term: 'Scars' },
  { ruleset: 'dead-weight', title: 'Dead Weight', term: 'decay' },
  { ruleset: 'loot', title: 'LOOT', term: 'asphyxiation' },
];

test.describe('search', () => {
  for (const { ruleset, term } of EXPECTED) {
    test(`finds "${term}" in ${ruleset}`, async ({ page }) => {
      await page.goto(`${ruleset}/`);
      const dialog = await openSearch(page);
      await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill(term);
      const results = dialog.locator('.search-result');
      await expect(results.first()).toBeVisible();
      // Search starts filtered to the ruleset being read, so every result belongs to it.
      const hrefs = await dialog.locator('.search-result-link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toContain(`/${ruleset}/`);
    });
  }

  test('the ruleset filter narrows the results and "All" widens them again', async ({ page }) => {
    await page.goto('search/?q=roll');
    const status = page.getByRole('status');
    await expect(status).toContainText('found for “roll”');
    const allCount = Number((await status.textContent())?.match(/(\d+) page/)?.[1]);
    await page.getByRole('radio', { name: 'Cairn' }).check();
    await expect(status).toContainText('in Cairn');
    const cairnCount = Number((await status.textContent())?.match(/(\d+) page/)?.[1]);
    expect(cairnCount).toBeGreaterThan(0);
    expect(cairnCount).toBeLessThan(allCount);
    const hrefs = await page.locator('.search-result-link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) expect(href).toContain('/cairn/');
    await expect(page).toHaveURL(/ruleset=cairn/);
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(status).toContainText(`${allCount} pages found`);
  });

  test('a search that finds nothing in one ruleset offers all of them as one click', async ({ page }) => {
    await page.goto('locus/');
    const dialog = await openSearch(page);
    const field = dialog.getByRole('searchbox', { name: 'Search the rules' });
    await field.fill('sanity');
    await expect(dialog.getByRole('status')).toHaveText('No results for “sanity” in Locus.');
    await dialog.getByRole('button', { name: 'Try All rulesets' }).click();
    await expect(dialog.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(dialog.locator('.search-result-link').first()).toHaveAttribute('href', /\/eldritch-instinct\//);
    await expect(dialog.getByRole('button', { name: 'Try All rulesets' })).toBeHidden();
    await expect(field).toBeFocused();
  });

  test('opens with / and Ctrl+K, moves through results with the arrow keys, and highlights the term on the page', async ({ page }) => {
    await page.goto('loot/');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('asphyxiation');
    // Results follow the typing; wait for the ones for the whole word, not for "as".
    await expect(dialog.locator('.search-result-link').first()).toHaveAttribute('href', /highlight=asphyxiation/);
    await page.keyboard.press('ArrowDown');
    await expect(dialog.locator('.search-result-link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/highlight=asphyxiation/);
    await expect(page.locator('mark.search-hit').first()).toBeVisible();
  });

  test('does not download the search index until search is used', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('cairn/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await openSearch(page);
    await expect.poll(() => requests.filter((url) => url.includes('/pagefind/')).length).toBeGreaterThan(0);
  });

  test('the 404 page offers search that lands on the search page', async ({ page }) => {
    await page.goto('missing-page/');
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('scars');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await expect(page).toHaveURL(/search\/\?q=scars/);
    await expect(page.locator('.search-result').first()).toBeVisible();
  });
});
