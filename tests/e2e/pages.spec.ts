import { expect, test } from '@playwright/test';
import { readPage } from '../support/built-pages';
import { allPagePaths, RULESETS } from './site-pages';

const pages = allPagePaths();

test.describe('every page', () => {
  test('there are pages for every ruleset in content/ and their About pages', () => {
    expect(RULESETS.length).toBeGreaterThan(0);
    for (const ruleset of RULESETS) {
      expect(pages).toContain(`${ruleset}/`);
      expect(pages).toContain(`${ruleset}/about/`);
    }
  });

  // Each page's own load (console errors, failed requests, one h1) is checked with the rest of
  // the every-page checks in accessibility.spec.ts, so each page is loaded once.

  test('a missing page shows the 404 page with a search form', async ({ page }) => {
    const response = await page.goto('no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the rules' })).toBeVisible();
  });
});

test('a text page links only the site stylesheet, not the stylesheets of tools on other pages', () => {
  for (const path of ['cairn/critical-damage/index.html', 'loot/zones/index.html', 'index.html']) {
    const stylesheets = readPage(path).match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(stylesheets, path).toHaveLength(1);
  }
});

test('LOOT, whose source names no author, is credited to its website wherever an author shows', async ({
  page,
}) => {
  const credit = 'the LOOT RPG website (authors not named)';
  await page.goto('');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'LOOT' }) });
  await expect(card).toContainText(` · by ${credit} · `);
  await expect(page.getByRole('main')).not.toContainText(/by (not stated|unknown)/i);

  await page.goto('loot/about/');
  await expect(page.locator('dt:text-is("Author") + dd')).toHaveText(credit);
  await expect(page.getByRole('complementary', { name: 'Attribution' })).toContainText(
    `LOOT RPG: rules by ${credit}.`,
  );

  await page.goto('loot/book/');
  await expect(page.getByRole('main')).toContainText(`by ${credit}`);
});
