/**
 * Each ruleset's book (/<ruleset>/book/) printed by Chromium, as a reader's "Save as PDF" would:
 * page numbers and the running head on every page after the title page, each chapter from a new
 * page, and in print nothing of the site around it (header, sidebar, buttons, form controls) and
 * nothing wider than the paper. The PDF's text is read back with tests/support/pdf-text.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { pdfPageTexts } from '../support/pdf-text';
import { RULESET_ENTRIES } from './site-pages';

/** The width an A4 page leaves for text (210 mm less the book's 16 mm margins), in CSS pixels. */
const A4_TEXT_WIDTH = Math.floor(((210 - 32) / 25.4) * 96);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function printed(page: Page, format: 'A4' | 'Letter'): Promise<string[][]> {
  return pdfPageTexts(await page.pdf({ format }));
}

for (const { id, data } of RULESET_ENTRIES) {
  test(`${id}: the book prints with page numbers, running heads and every chapter on a page of its own`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${id}/book/`);
    const chapters = (
      await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').allTextContents()
    ).map(squash);
    expect(chapters.length).toBeGreaterThan(2);

    for (const format of ['A4', 'Letter'] as const) {
      const pages = await printed(page, format);
      expect(pages.length, format).toBeGreaterThan(chapters.length);
      // The title page has neither; every other page opens with the head, then its number.
      expect(pages[0]!.slice(0, 2), format).not.toContain(data.shortTitle);
      const unnumbered = pages
        .slice(1)
        .map((blocks, index) => ({ page: index + 2, head: blocks[0], number: blocks[1] }))
        .filter(({ page: number, head, number: printedNumber }) => {
          return head !== data.shortTitle || printedNumber !== String(number);
        });
      expect(unnumbered, format).toEqual([]);
      // A chapter starts a page: its title is the first text under the head and number.
      const pageOpenings = pages.map((blocks) => squash(blocks.slice(2).join(' ')));
      const notOpening = chapters.filter(
        (title) => !pageOpenings.some((opening) => opening.startsWith(title)),
      );
      expect(notOpening, format).toEqual([]);
    }

    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: A4_TEXT_WIDTH, height: 1100 });
    for (const title of chapters)
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.locator('.sidebar')).toHaveCount(0);
    await expect(
      page.locator('button, input, select, textarea, form').locator('visible=true'),
    ).toHaveCount(0);
    const wider = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    });
    expect(wider).toEqual([]);
  });
}

for (const { id } of RULESET_ENTRIES) {
  test(`${id}: in print, table cells wrap between words and no table's box runs on past a row moved to the next page`, async ({
    page,
  }) => {
    await page.goto(`${id}/book/`);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: A4_TEXT_WIDTH, height: 1100 });
    // A word, or a part of one between hyphens, dashes or slashes, on more than one line.
    const splitWords = await page.evaluate(() =>
      [...document.querySelectorAll('.book td, .book th')].flatMap((cell) => {
        const split: string[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of node.textContent!.matchAll(/[^\s\-\u2013\u2014/]+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) split.push(word[0]);
          }
        }
        return split;
      }),
    );
    expect(splitWords).toEqual([]);
    // A frame round a table's box would be drawn down to the foot of the page a row leaves.
    const framed = await page.evaluate(() =>
      [...document.querySelectorAll('.book table')]
        .map((table) => table.parentElement!)
        .filter((box) => {
          const style = getComputedStyle(box);
          return ['Left', 'Right', 'Bottom'].some(
            (side) => style.getPropertyValue(`border-${side.toLowerCase()}-width`) !== '0px',
          );
        })
        .map((box) => box.className),
    );
    expect(framed).toEqual([]);
    const splittable = await page.evaluate(
      () =>
        [...document.querySelectorAll('.book tr')].filter(
          (row) => getComputedStyle(row).breakInside !== 'avoid',
        ).length,
    );
    expect(splittable).toBe(0);
  });
}

test("a ruleset's home, its About page and its sidebar lead to its book", async ({ page }) => {
  const { id, data } = RULESET_ENTRIES[0]!;
  await page.goto(`${id}/`);
  await page.getByRole('main').getByRole('link', { name: 'The whole book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: data.title })).toBeVisible();
  await page.goto(`${id}/about/`);
  await page.getByRole('main').getByRole('link', { name: 'The whole book' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/book/$`));
  await page.goto(`${id}/about/`);
  await page
    .getByRole('navigation', { name: `${data.shortTitle} pages` })
    .getByRole('link', { name: 'The whole book' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${id}/book/$`));
});

test('the book says by its print and EPUB words that notes and house rules are not in it, and where they print', async ({
  page,
}) => {
  const { id } = RULESET_ENTRIES[0]!;
  await page.goto(`${id}/book/`);
  const words = page
    .getByRole('banner')
    .or(page.locator('header'))
    .getByText(/Print this page/);
  await expect(words).toBeVisible();
  const notice = page.getByText(/Your notes and house rules are not in this book/);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('print the rules page');
});
