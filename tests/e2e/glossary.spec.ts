import { gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, PHONE } from './support/browser';

/**
 * The glossary page and the term previews in the rules text: by mouse, by keyboard and by touch,
 * accessible while open, and light enough that a text page keeps its weight budget.
 */
const TEXT_PAGE = 'cairn/critical-damage/';
const PREVIEW_SCRIPT_BUDGET = 2 * 1024;

/** The open preview: a group named by its title (it holds a link, so it is no tooltip). */
const preview = (page: Page) => page.getByRole('group').and(page.locator('#term-preview'));

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('an element has no box');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test.describe('the glossary page', () => {
  test('lists the terms with their definitions, in the ruleset’s layout', async ({ page }) => {
    await page.goto('locus/glossary/');
    await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Glossary');
    await expect(
      page.getByRole('navigation', { name: 'Locus pages' }).getByRole('link', { name: 'Glossary' }),
    ).toHaveAttribute('aria-current', 'page');
    const term = page.locator('dt#willpower');
    await expect(term).toHaveText('Willpower');
    await expect(page.locator('dt#willpower + dd')).toContainText(
      'WP is spent to re-roll dice after a roll.',
    );
    await expect(
      page.locator('dt#willpower + dd').getByRole('link', { name: /Full rule/ }),
    ).toHaveAttribute('href', '/locus/willpower-stress-and-cards/#willpower-wp--stress');
  });
});

test.describe('a term preview', () => {
  test('opens on hover beside the term, tied to it, and closes when the pointer leaves', async ({
    page,
  }) => {
    await page.goto(TEXT_PAGE);
    const term = page.locator('a[data-term="hp"]').first();
    await term.hover();
    await expect(preview(page)).toBeVisible();
    await expect(preview(page)).toContainText('HP (summary)');
    await expect(preview(page)).toHaveAccessibleName('HP (summary)');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(term).toHaveAttribute('aria-describedby', 'term-preview');
    await expect(term).toHaveAttribute('aria-controls', 'term-preview');
    await expect(term).toHaveAttribute('aria-expanded', 'true');
    expect(await boxesOverlap(term, preview(page))).toBe(false);
    await page.mouse.move(0, 0);
    await expect(preview(page)).toBeHidden();
    await expect(term).not.toHaveAttribute('aria-describedby');
    await expect(term).not.toHaveAttribute('aria-controls');
    await expect(term).not.toHaveAttribute('aria-expanded');
  });

  test('opens when Tab reaches a term and closes on Escape, leaving focus on the term', async ({
    page,
  }) => {
    await page.goto(TEXT_PAGE);
    let focusedTerm = '';
    for (let presses = 0; presses < 80 && !focusedTerm; presses++) {
      await page.keyboard.press('Tab');
      focusedTerm = await page.evaluate(
        () => (document.activeElement as HTMLElement | null)?.dataset.term ?? '',
      );
    }
    expect(focusedTerm).not.toBe('');
    const term = page.locator(`a[data-term="${focusedTerm}"]`).first();
    await expect(preview(page)).toBeVisible();
    await expect(term).toHaveAttribute('aria-describedby', 'term-preview');
    await expect(term).toHaveAttribute('aria-expanded', 'true');
    expect(await boxesOverlap(term, preview(page))).toBe(false);
    await page.keyboard.press('Escape');
    await expect(preview(page)).toBeHidden();
    await expect(term).toBeFocused();
    await expect(term).not.toHaveAttribute('aria-expanded');
  });

  test('Tab from a term with its preview open reaches the preview’s link, then goes on past the term, without holding the focus', async ({
    page,
  }) => {
    await page.goto('locus/');
    const term = page.getByRole('link', { name: 'Attribute', exact: true }).first();
    const fullRule = preview(page).getByRole('link', { name: 'Full rule' });
    await term.focus();
    await expect(preview(page)).toBeVisible();
    // What follows the term in the page when its preview is closed.
    await page.keyboard.press('Escape');
    await expect(preview(page)).toBeHidden();
    await page.keyboard.press('Tab');
    await page.evaluate(() => document.activeElement?.setAttribute('data-after-term', ''));
    const afterTerm = page.locator('[data-after-term]');

    await term.focus();
    await expect(preview(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(fullRule).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(term).toBeFocused();
    await expect(preview(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(fullRule).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(preview(page)).toBeHidden();
    await expect(term).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(afterTerm).toBeFocused();
    await term.focus();
    await page.keyboard.press('Tab');
    await expect(fullRule).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(afterTerm).toBeFocused();
    await expect(term).not.toHaveAttribute('aria-describedby');
  });

  test('leaves axe nothing to report while open', async ({ page }) => {
    await page.goto(TEXT_PAGE);
    await page.locator('a[data-term="hp"]').first().hover();
    await expect(preview(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('names the term the reader pointed at when its entry covers more than one', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/action/');
    const term = page.getByRole('link', { name: 'critical fail', exact: true }).first();
    await term.hover();
    await expect(preview(page)).toBeVisible();
    await expect(preview(page)).toHaveText(/^Critical fail \(see Critical success\)/);
  });

  test('a tap opens the preview with a link to the full rule and stays on the page', async ({
    page,
  }) => {
    await page.goto('locus/willpower-stress-and-cards/');
    const url = page.url();
    const term = page.locator('a[data-term="haunt"]').first();
    await term.scrollIntoViewIfNeeded();
    await term.tap();
    await expect(preview(page)).toBeVisible();
    await expect(preview(page)).toContainText('a past act of wrongdoing');
    await expect(preview(page).getByRole('link', { name: 'Full rule' })).toHaveAttribute(
      'href',
      '/locus/haunts-and-monsters/#haunts-vices--virtues',
    );
    expect(page.url()).toBe(url);
    expect(await boxesOverlap(term, preview(page))).toBe(false);
    const box = await preview(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a tap elsewhere closes the preview', async ({ page }) => {
    await page.goto('locus/willpower-stress-and-cards/');
    await page.locator('a[data-term="haunt"]').first().tap();
    await expect(preview(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(preview(page)).toBeHidden();
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a term link goes to its glossary entry', async ({ page }) => {
    await page.goto(TEXT_PAGE);
    await page.locator('a[data-term="hp"]').first().click();
    await expect(page).toHaveURL(/\/cairn\/glossary\/#hp$/);
    await expect(page.locator('dt#hp')).toBeVisible();
  });
});

test.describe('page weight', () => {
  test('term links add little to a text page, and the preview code and definitions load only on intent, under 2 KB', async ({
    page,
  }) => {
    // Counted as scripts/bench-pages.ts counts: gzip of what is received, split at the load event.
    const byLoad: Promise<[string, number]>[] = [];
    const later: Promise<[string, number]>[] = [];
    let loaded = false;
    page.on('response', (response) => {
      if (!/html|css|javascript|json/.test(response.headers()['content-type'] ?? '')) return;
      (loaded ? later : byLoad).push(
        response.body().then(
          (body) => [response.url(), gzipSync(body, { level: 9 }).length] as [string, number],
          () => [response.url(), 0],
        ),
      );
    });
    const response = await page.goto(TEXT_PAGE, { waitUntil: 'load' });
    loaded = true;
    const atLoad = await Promise.all(byLoad);
    test.info().annotations.push({
      type: 'bytes by load (gzip)',
      description: atLoad.map(([url, size]) => `${new URL(url).pathname} ${size}`).join(', '),
    });
    expect(atLoad.filter(([url]) => /term-preview|glossary\.json/.test(url))).toEqual([]);

    // The links themselves: the page's HTML with and without them.
    const html = await response!.text();
    const plain = html.replace(
      /<a href="[^"]*" class="term-link" data-term="[^"]*">([^<]*)<\/a>/g,
      '$1',
    );
    expect(plain).not.toBe(html);
    expect(
      gzipSync(html, { level: 9 }).length - gzipSync(plain, { level: 9 }).length,
    ).toBeLessThanOrEqual(512);

    await page.locator('a[data-term="hp"]').first().hover();
    await expect(preview(page)).toBeVisible();
    const onIntent = await Promise.all(later);
    const script = onIntent.find(([url]) => url.includes('term-preview'));
    expect(script, 'the preview script was fetched on hover').toBeDefined();
    expect(script![1]).toBeLessThanOrEqual(PREVIEW_SCRIPT_BUDGET);
    expect(onIntent.some(([url]) => url.endsWith('/cairn/glossary.json'))).toBe(true);
  });
});
