/**
 * A ruleset made by `npm run new-ruleset` shows up everywhere the others do, with nothing
 * registered by hand: the home page, the switcher, the search filter, the offline copy and its
 * page, and an About page crediting it as its author's own game. Runs against the copy of the
 * project that scripts/build-sample-site.ts built (`npm run test:publish`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readRulesets } from '../../src/content/rulesets-on-disk';
import { SAMPLE, SAMPLE_SITE_DIR, SAMPLE_TABLE_ROWS } from './sample';

const rulesets = readRulesets(join(SAMPLE_SITE_DIR, 'content'));

test('the copy holds the sample beside the other rulesets, last in order', () => {
  expect(rulesets.length).toBeGreaterThan(1);
  expect(rulesets.at(-1)?.id).toBe(SAMPLE.slug);
});

test('the home page has a card for the sample and counts it', async ({ page }) => {
  await page.goto('');
  await expect(page.getByRole('heading', { level: 2, name: SAMPLE.title })).toBeVisible();
  await expect(page.getByRole('link', { name: SAMPLE.title, exact: true })).toHaveAttribute(
    'href',
    `/${SAMPLE.slug}/`,
  );
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SAMPLE.title }) });
  await expect(card).toContainText(
    `1 page · by ${SAMPLE.author} · All rights reserved by the author`,
  );
  const count = [
    'no',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ][rulesets.length];
  await expect(
    page.getByText(`Read, search and play ${count} tabletop roleplaying rulesets.`),
  ).toBeVisible();
});

test('the switcher lists the sample after the others, and it opens its home page with its table and dice', async ({
  page,
}) => {
  await page.goto('');
  await page.locator('summary', { hasText: 'Rulesets' }).click();
  const switcher = page.getByRole('navigation', { name: 'Rulesets' });
  await expect(switcher.getByRole('link')).toHaveText(
    rulesets.map((ruleset) => ruleset.data.shortTitle),
  );
  await switcher.getByRole('link', { name: SAMPLE.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: SAMPLE.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Roll d20+3' })).toBeVisible();
  await page.getByRole('button', { name: `Roll d66 on ${SAMPLE.tableTitle}` }).click();
  // A d66 roll is two digits from 1 to 6, and picks the row of its tens digit.
  const result = page.getByRole('status').filter({ hasText: /^Rolled \d\d/ });
  await expect(result).toHaveText(/^Rolled [1-6][1-6] \([1-6]1-[1-6]6\): /);
  const tens = Number((await result.textContent())!.match(/^Rolled (\d)/)![1]);
  await expect(result).toContainText(SAMPLE_TABLE_ROWS[tens - 1]!);
  await expect(page.locator('tr[aria-current="true"]')).toContainText(SAMPLE_TABLE_ROWS[tens - 1]!);
});

test('search filters to the sample, from its own pages and on the search page', async ({
  page,
}) => {
  await page.goto('search/?q=stranger');
  const filter = page.getByRole('group', { name: 'Ruleset' });
  await filter.getByRole('radio', { name: SAMPLE.title }).check();
  await expect(page.getByRole('status')).toContainText(`in ${SAMPLE.title}`);
  const hrefs = await page
    .locator('.search-result-link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toContain(`/${SAMPLE.slug}/`);

  await page.goto(`${SAMPLE.slug}/`);
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog.getByRole('radio', { name: SAMPLE.title })).toBeChecked();
});

test("search finds the sample's own check as a tool, and its result opens the check ready to use", async ({
  page,
}) => {
  await page.goto('');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('grit check');
  const first = dialog.locator('.search-result-link').first();
  await expect(first).toHaveAccessibleName(new RegExp(`^${SAMPLE.title} Tool Grit check Roll 2d6`));
  await first.click();
  // The address keeps the check's place on its page and drops the request to open it.
  await expect(page).toHaveURL(new RegExp(`/${SAMPLE.slug}/#grit-check$`));
  const grit = page
    .getByRole('region', { name: 'Grit check', exact: true })
    .getByRole('textbox', { name: 'Grit (0 to 3)' });
  await expect(grit).toBeFocused();
  await expect(grit).toBeInViewport();
});

test('the offline copy holds the sample, and the offline page names it', async ({ page }) => {
  const worker = readFileSync(join(SAMPLE_SITE_DIR, 'dist', 'sw.js'), 'utf8');
  const precached = [...worker.matchAll(/\burl:"([^"]*)"/g)].map((match) => match[1]);
  expect(precached).toEqual(
    expect.arrayContaining([`${SAMPLE.slug}/`, `${SAMPLE.slug}/about/`, 'cairn/']),
  );
  await page.goto('offline/');
  await expect(page.getByRole('listitem').filter({ hasText: 'Every rules page of' })).toContainText(
    `and ${SAMPLE.title}, with its tables`,
  );
});

test("the About page and every page credit the sample as its author's own game, never as an adaptation", async ({
  page,
}) => {
  await page.goto(`${SAMPLE.slug}/`);
  const attribution = page.getByRole('complementary', { name: 'Attribution' });
  await expect(attribution).toContainText(`${SAMPLE.title} by ${SAMPLE.author}.`);
  await expect(attribution).toContainText('Licence: All rights reserved by the author.');
  await expect(attribution).not.toContainText('Adapted for the web');

  await attribution.getByRole('link', { name: 'Full credit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About this text' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(
    `${SAMPLE.title} is its author's own game, published here by its author. Licence: All rights reserved by the author.`,
  );
  await expect(main.getByRole('heading', { name: 'This adaptation' })).toHaveCount(0);
  await expect(main).not.toContainText('Adapted for the web');
  await expect(main.getByRole('term').filter({ hasText: 'Source' })).toHaveCount(0);

  // An adapted ruleset in the same build still says it was adapted.
  await page.goto('cairn/about/');
  await expect(page.getByRole('heading', { name: 'This adaptation' })).toBeVisible();
});

test('the sample has its book: a title page naming it as its own game, its chapters and its EPUB', async ({
  page,
  request,
}) => {
  await page.goto(`${SAMPLE.slug}/`);
  await page
    .getByRole('navigation', { name: `${SAMPLE.title} pages` })
    .getByRole('link', { name: 'The whole book' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: SAMPLE.title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Published by its author');
  await expect(page.getByRole('main')).not.toContainText('Adapted for the web');
  // A rule stated only in the page's check is not lost on paper: the book keeps its dice and bands.
  await expect(page.locator('.book-tool', { hasText: 'Tool: Grit check' })).toContainText(
    'Roll 2d6 with Grit. Bands: 9 or more: Success; 6 to 8: Success at a cost; 5 or less: Failure.',
  );
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link', { name: 'Credits' })).toBeVisible();
  const epub = await request.get(`${SAMPLE.slug}/${SAMPLE.slug}.epub`);
  expect(epub.ok()).toBe(true);
  expect((await epub.body()).subarray(30, 58).toString()).toBe('mimetypeapplication/epub+zip');
});

test("the sample's own check, declared in its page, shows its odds and goes on my screen with them", async ({
  page,
}) => {
  await page.goto(`${SAMPLE.slug}/`);
  const check = page.getByRole('region', { name: 'Grit check', exact: true });
  await check.scrollIntoViewIfNeeded();
  await expect(check.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
  await expect(check.locator('.tool-parts')).toContainText('Success41.7% (5/12)');
  // The page links the check's stylesheet: the row of the modifier's value stands out.
  await expect(check.locator('.check-table tr.is-current')).toHaveCSS('font-weight', '600');
  await check.getByRole('button', { name: 'Add this tool to my screen' }).click();
  const menu = page.getByRole('dialog', { name: 'Add to my screen' });
  await menu.getByRole('button', { name: 'A new screen' }).click();
  await expect(menu.getByRole('status')).toHaveText('Added to “Grit check”.');

  await page.goto('screen/');
  const panel = page.getByRole('article', { name: 'Grit check' });
  await expect(panel.locator('.tool-parts')).toContainText('Success41.7% (5/12)');
  await expect(panel.getByRole('link', { name: SAMPLE.title })).toHaveAttribute(
    'href',
    `/${SAMPLE.slug}/#grit-check`,
  );
});
