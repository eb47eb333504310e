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

  for (const path of pages) {
    test(`/${path} loads with no console error and no failed request`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      await expect(page.locator('h1')).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  }

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
