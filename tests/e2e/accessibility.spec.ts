import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  PHONE,
  queueFaces,
  scriptDice,
  sidewaysScroll,
  violationsInBothThemes,
} from './support/browser';
import { renderedLinks, renderEveryTool, unservedLinks } from './support/rendered-page';
import { allPagePaths } from './site-pages';

/**
 * Every page, loaded once, as a reader has it once every tool has rendered: no console error,
 * no failed request and one h1; axe finds nothing at 1280 px and at 390 px, in the light theme
 * with every WCAG rule and in the dark theme, which changes colours only, with the rules that
 * read colours (THEME_RULES), switched on the page as the theme button does; the one rule that
 * reads the stylesheets themselves (STYLESHEET_RULE) runs here, once a page. At 390 px (sizes do
 * not depend on the theme) the phone layout is also measured: nothing scrolls sideways, every
 * control is a target of at least 24 x 24 px (WCAG 2.2 target size; links inside running text
 * are exempt, as WCAG allows), and every link the rendered page holds points at a page and an
 * id that the served HTML has before any script runs.
 */
const DESKTOP = { width: 1280, height: 900 };
const MIN_TARGET = 24;

test.describe('every page', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  });

  for (const path of allPagePaths()) {
    test(`/${path} loads cleanly, is accessible at 1280 and 390 px in both themes, fits a phone and links only to served anchors`, async ({
      page,
    }) => {
      // Four axe runs, and on screen pages every tool rendered first.
      test.slow();
      const problems = watchForProblems(page);
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await page.waitForLoadState('load');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await renderEveryTool(page);
      expect(problems, 'console errors and failed requests while loading and rendering').toEqual(
        [],
      );
      // The stylesheets are read once, at the first width: what they lock does not change with it.
      expect(await violationsInBothThemes(page, { stylesheets: true }), 'at 1280 px').toEqual({
        light: [],
        dark: [],
      });

      await page.setViewportSize(PHONE);
      expect(await violationsInBothThemes(page), 'at 390 px').toEqual({ light: [], dark: [] });
      expect(await sidewaysScroll(page), 'sideways scroll at 390 px').toBeLessThanOrEqual(0);
      expect(await smallTargets(page), `controls under ${MIN_TARGET} px at 390 px`).toEqual([]);
      expect(
        unservedLinks(await renderedLinks(page)),
        'links to what the served HTML lacks',
      ).toEqual([]);
    });
  }
});

/** Console errors, page errors and failed requests from now on, collected as they happen. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Visible controls smaller than the minimum target, named so a failure says which. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Not shown (closed menus and dialogs), or hidden for screen readers only (a label is the target).
      if (
        box.width <= 1 ||
        box.height <= 1 ||
        style.visibility === 'hidden' ||
        control.closest('[hidden], dialog:not([open])')
      )
        continue;
      // Links in a sentence are exempt from the target size.
      if (control.tagName === 'A' && style.display === 'inline') continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name =
          control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? '';
        small.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, MIN_TARGET);
}

test('the search dialog has no violations when open with results', async ({ page }) => {
  await page.goto('locus/');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search the rules' }).fill('stress');
  await expect(page.locator('[data-search-dialog] .search-result').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an open dice result, a rolled table and the open roll log have no violations', async ({
  page,
}) => {
  // The dice are scripted. The rolled row scrolls smoothly into view, and for some rows that
  // scroll is still running when the next button is pressed, so where the page came to rest was
  // timing; resting with the tool's pin half under the sticky header, axe counts it as a target
  // too small (3 runs in 30 with random dice, none in 40 with these).
  await scriptDice(page);
  await page.goto('eldritch-instinct/character-creation/');
  await queueFaces(page, [10, 12, 12, 12]);
  await page.getByRole('button', { name: 'Roll d20 on Occupation' }).click();
  await page.getByRole('button', { name: 'Roll 3d20+20' }).click();
  await expect(page.getByRole('group', { name: 'Roll result' })).toBeVisible();
  expect(await axeViolations(page), 'with a dice result open').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Roll log' }).click();
  await expect(page.getByRole('dialog', { name: 'Roll log' }).getByRole('listitem')).toHaveCount(2);
  expect(await axeViolations(page), 'with the roll log open').toEqual([]);
});

test('the check finds what it is there to find, in both themes', async ({ page }) => {
  // A page with four faults: a button without a name, grey on white too faint to read in the
  // light theme, a link told apart from its sentence by colour alone in the dark theme, and a
  // page turned sideways on a phone held upright, which only the stylesheet rule sees. If axe
  // stopped running, or stopped reporting, this would find nothing; the dark run reads colours
  // only, so it does not report the button again.
  await page.setContent(`<!doctype html><html lang="en"><head><title>Faults</title><style>
      :root { color: #000; background: #fff; }
      :root[data-theme='dark'] { color: #eee; background: #111; }
      :root[data-theme='dark'] a { color: #f0f0f0; text-decoration: none; }
      @media (orientation: portrait) { main { transform: rotate(90deg); } }
    </style></head><body><main><h1>Faults</h1>
      <button type="button"></button>
      <p style="color: #c8c8c8">Too faint to read.</p>
      <p>A sentence with <a href="#here">a link</a> in it.</p>
    </main></body></html>`);
  const ruleIds = (lines: string[]) => lines.map((line) => line.split(':')[0]);
  const found = await violationsInBothThemes(page, { stylesheets: true });
  expect(ruleIds(found.light)).toEqual(['button-name', 'color-contrast', 'css-orientation-lock']);
  expect(ruleIds(found.dark)).toEqual(['link-in-text-block']);
  // Every other run leaves the stylesheets to this one.
  expect(ruleIds(await axeViolations(page))).toEqual(['button-name', 'color-contrast']);
});
