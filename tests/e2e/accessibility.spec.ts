import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allPagePaths } from './site-pages';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    });

    for (const path of allPagePaths()) {
      test(`/${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}

test('the search dialog has no violations when open with results', async ({ page }) => {
  await page.goto('locus/');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search the rules' }).fill('stress');
  await expect(page.locator('[data-search-dialog] .search-result').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('an open dice result, a rolled table and the open roll log have no violations', async ({ page }) => {
  await page.goto('eldritch-instinct/character-creation/');
  await page.getByRole('button', { name: 'Roll d20 on Occupation' }).click();
  await page.getByRole('button', { name: 'Roll 3d20+20' }).click();
  await expect(page.getByRole('group', { name: 'Roll result' })).toBeVisible();
  let results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Roll log' }).click();
  await expect(page.getByRole('dialog', { name: 'Roll log' }).getByRole('listitem')).toHaveCount(2);
  results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
