import { expect, test } from '@playwright/test';
import { axeViolations, PHONE, seedStorage, THEME_RULES, toolRegion } from './support/browser';
import { RULESET_ENTRIES } from './site-pages';

test.describe('theme', () => {
  test('the chosen theme survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('cairn/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', { name: /^Theme:/ });
    await toggle.click(); // automatic -> light
    await toggle.click(); // light -> dark
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName('Theme: dark. Switch to automatic');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
  });

  test('the page’s colours are the chosen theme’s, and the system’s without scripts', async ({
    page,
    browser,
  }) => {
    const background = (on: typeof page) =>
      on.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const LIGHT = 'rgb(253, 252, 249)';
    const DARK = 'rgb(22, 21, 20)';
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('cairn/');
    expect(await background(page)).toBe(LIGHT);
    const toggle = page.getByRole('button', { name: /^Theme:/ });
    await toggle.click(); // automatic -> light
    await toggle.click(); // light -> dark, on a light system
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await background(page)).toBe(DARK);

    for (const [colorScheme, expected] of [
      ['dark', DARK],
      ['light', LIGHT],
    ] as const) {
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        javaScriptEnabled: false,
        colorScheme,
      });
      const noScripts = await context.newPage();
      await noScripts.goto('cairn/');
      await expect(noScripts.locator('html')).not.toHaveAttribute('data-theme', /./);
      expect(await background(noScripts), colorScheme).toBe(expected);
      await context.close();
    }
  });

  test('automatic follows the system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('loot/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a page printed from the dark theme is dark on white paper, its tools’ buttons and boxes too', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('cairn/combat/');
    const roll = page.getByRole('button', { name: 'Roll damage' });
    await expect(roll).toBeEnabled();
    await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page, { rules: THEME_RULES })).toEqual([]);
    // Checkboxes and radio buttons are drawn light, so an empty one does not print filled.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'light',
    );
  });
});

test.describe('navigation', () => {
  test('the sidebar lists the ruleset pages in order with the current one marked', async ({
    page,
  }) => {
    await page.goto('locus/conflict-and-damage/');
    const sidebar = page.getByRole('navigation', { name: 'Locus pages' });
    await expect(sidebar.getByRole('link', { name: 'Conflict and Damage' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const names = (await sidebar.getByRole('link').allTextContents()).map((name) => name.trim());
    expect(names[1]).toBe('Core Checks');
    expect(names.slice(-2)).toEqual(['About this text', 'The whole book']);
  });

  test('previous and next links walk the ruleset in sidebar order', async ({ page }) => {
    await page.goto('cairn/');
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/cairn\/reactions-morale-hirelings\/$/);
    await pager.getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(/\/cairn\/$/);
  });

  test('headings have stable anchors that the table of contents links to', async ({ page }) => {
    await page.goto('dead-weight/camp/');
    const toc = page.getByRole('navigation', { name: 'On this page', exact: true });
    const first = toc.getByRole('link').first();
    const hash = await first.getAttribute('href');
    expect(hash).toMatch(/^#[a-z0-9-]+$/);
    const heading = page.locator(`[id="${hash!.slice(1)}"]`);
    await expect(heading).toHaveCount(1);
    await expect(
      heading.getByRole('button', { name: /^Copy link to this section/ }),
    ).toHaveAttribute('data-copy-link', hash!.slice(1));
  });

  test("a heading's copy button copies the section's full address and says so", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('cairn/combat/');
    await page
      .getByRole('button', { name: 'Copy link to this section: Attacking & Damage' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Link to "Attacking & Damage" copied.' }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL('#attacking--damage', page.url()).href);
    await expect(page).toHaveURL(/\/cairn\/combat\/#attacking--damage$/);
  });

  test('the ruleset switcher lists every ruleset in content/, in their order', async ({ page }) => {
    await page.goto('');
    await page.locator('summary', { hasText: 'Rulesets' }).click();
    const switcher = page.getByRole('navigation', { name: 'Rulesets' });
    await expect(switcher.getByRole('link')).toHaveText(
      RULESET_ENTRIES.map((ruleset) => ruleset.data.shortTitle),
    );
  });

  test('every page of an adapted ruleset shows its attribution and says it was adapted', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/rules/');
    const attribution = page.getByRole('complementary', { name: 'Attribution' });
    await expect(attribution).toContainText('Linus Weber');
    await expect(attribution).toContainText(
      'Adapted for the web: formatting changed, interactive tools added.',
    );
    const licence = attribution.getByRole('link', { name: 'CC BY-SA 4.0' });
    await expect(licence).toBeVisible();
    // No space inside the link, which would show as an underlined gap before the full stop.
    await expect(licence).toHaveJSProperty('textContent', 'CC BY-SA 4.0');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the sidebar is a menu that opens and closes by keyboard', async ({ page }) => {
    await page.goto('dead-weight/combat/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const sidebar = page.getByRole('navigation', { name: 'Dead Weight pages' });
    await expect(sidebar).toBeHidden();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Combat' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(sidebar).toBeVisible();
  });

  test('the menu closes once the focus or a tap goes past it, so nothing it covers is worked blind', async ({
    page,
  }) => {
    await page.goto('dead-weight/combat/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const sidebar = page.getByRole('navigation', { name: 'Dead Weight pages' });
    await menuButton.click();
    await expect(sidebar.getByRole('link', { name: 'Combat' })).toBeFocused();
    const last = sidebar.getByRole('link').last();
    await last.focus();
    await page.keyboard.press('Tab');
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // The focus is where the reader can see it.
    await expect(page.locator(':focus')).toBeVisible();

    // Locus has few pages: its menu leaves the text below it in view, to be tapped.
    await page.goto('locus/conflict-and-damage/');
    await menuButton.click();
    const locusMenu = page.getByRole('navigation', { name: 'Locus pages' });
    const box = (await locusMenu.boundingBox())!;
    const bottom = box.y + box.height;
    expect(bottom).toBeLessThan(PHONE.height - 40);
    await page.touchscreen.tap(200, bottom + 20);
    await expect(locusMenu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header names the ruleset whole beside its buttons, on two lines where needed', async ({
    page,
  }) => {
    // A page of no ruleset (no menu button) says "Rulesets" in the same place.
    const headers = [
      ...RULESET_ENTRIES.map(({ id, data }) => ({ path: `${id}/`, name: data.shortTitle })),
      { path: 'dice/', name: 'Rulesets' },
    ];
    for (const { path, name: expected } of headers) {
      await page.goto(path);
      const name = page.locator('.ruleset-switcher-current');
      await expect(name).toHaveText(expected);
      const cut = await name.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(cut, expected).toBe(false);
      expect(
        await page.evaluate(() => {
          const header = document.querySelector('.site-header')!;
          return header.scrollWidth <= header.clientWidth;
        }),
      ).toBe(true);
    }
  });

  test('at 360 px every ruleset is named whole, and a one-word name of eight letters at 390 px, with every header button a full target', async ({
    page,
  }) => {
    const readWhole = async (label: string) => {
      const name = page.locator('.ruleset-switcher-current');
      const cut = await name.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(cut, label).toBe(false);
      const targets = await page
        .locator('.site-header')
        .locator('button, summary, a')
        .evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .map((element) => {
              const box = element.getBoundingClientRect();
              return Math.min(box.width, box.height);
            }),
        );
      expect(Math.min(...targets), label).toBeGreaterThanOrEqual(44);
    };
    await page.setViewportSize({ width: 360, height: PHONE.height });
    for (const { id, data } of RULESET_ENTRIES) {
      await page.goto(`${id}/`);
      await readWhole(`${data.shortTitle} at 360 px`);
    }
    await page.setViewportSize(PHONE);
    await page.goto('locus/');
    await page.locator('.ruleset-switcher-current').evaluate((element) => {
      element.textContent = 'Wormwood';
    });
    await readWhole('Wormwood at 390 px');
  });

  test('buttons and navigation links are at least 44 px tall', async ({ page }) => {
    await page.goto('loot/checks/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const targets = page.locator(
      '.site-header button, .site-header summary, .sidebar a, .prev-next a, .toc-inline summary',
    );
    const heights = await targets.evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map(
          (element) =>
            [element.textContent?.trim(), element.getBoundingClientRect().height] as const,
        ),
    );
    expect(heights.length).toBeGreaterThan(5);
    for (const [name, height] of heights) expect(height, name ?? '').toBeGreaterThanOrEqual(44);
  });
});

test.describe('a field beside a button', () => {
  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    test(`at ${viewport.width} px the button stays beside the field's input when a message shows under it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await seedStorage(page, {
        'rules-at-hand:ei-sanity': {
          version: 1,
          investigators: [
            { id: 'ada', name: 'Ada', san: 4, wil: 50, hardened: 1, broken: 0, mk: 0 },
          ],
        },
      });
      await page.goto('eldritch-instinct/mythos/');
      const card = (await toolRegion(page, 'Sanity and Fortitude tracker')).getByRole('article', {
        name: 'Ada',
      });
      await card.getByText('Getting better, WIL and MK').click();
      const input = card.getByRole('textbox', { name: 'WIL (1–120)', exact: true });
      const button = card.getByRole('button', { name: 'Set WIL for Ada' });
      const top = (locator: typeof input) =>
        locator.evaluate((element) => Math.round(element.getBoundingClientRect().top + scrollY));
      const left = (locator: typeof input) =>
        locator.evaluate((element) => Math.round(element.getBoundingClientRect().left));
      const before = { top: await top(button), left: await left(button) };

      await input.fill('zz');
      await button.click();
      await expect(card.getByText('“zz” is not a number')).toBeVisible();
      expect({ top: await top(button), left: await left(button) }, 'the button has moved').toEqual(
        before,
      );
      expect(await top(button), 'the button is level with the input').toBe(await top(input));
    });
  }
});

test('a text button that is off looks off, as the main button does', async ({ page }) => {
  await page.goto('dead-weight/interlude-day/');
  const tool = await toolRegion(page, 'Interlude day');
  const looks = (name: string) =>
    tool.getByRole('button', { name, exact: true }).evaluate((button) => {
      const style = getComputedStyle(button);
      return { opacity: style.opacity, cursor: style.cursor };
    });
  // A new interlude starts at doom 0: the doom can go up, not down.
  await expect(tool.getByRole('button', { name: 'Reduce settlement doom' })).toBeDisabled();
  expect(await looks('Advance settlement doom')).toEqual({ opacity: '1', cursor: 'pointer' });
  expect(await looks('Reduce settlement doom')).toEqual({ opacity: '0.55', cursor: 'not-allowed' });
});

test("a scrolling table in a tool hides its edge shadows in the tool panel's colour, not the page's", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('dice/');
  const check = await toolRegion(page, 'Grit check');
  const colours = await check
    .locator('table')
    .first()
    .evaluate((table) => {
      const box = table.closest<HTMLElement>('.table-scroll')!;
      const cover = getComputedStyle(box).getPropertyValue('--table-cover').trim();
      // The colour the cover names, as the browser resolves it, beside the panel's own.
      const probe = document.createElement('span');
      probe.style.color = cover;
      box.append(probe);
      const resolved = getComputedStyle(probe).color;
      probe.remove();
      const panel = getComputedStyle(box.closest('section')!).backgroundColor;
      const page = getComputedStyle(document.body).backgroundColor;
      return { resolved, panel, page };
    });
  expect(colours.panel, 'the panel stands apart from the page').not.toBe(colours.page);
  expect(colours.resolved).toBe(colours.panel);
});

test('a heading deep inside a tool (h5) is at least the root size, not the browser’s smaller default', async ({
  page,
}) => {
  await page.goto('eldritch-instinct/action/');
  const heading = page.locator('#ei-combat-melee-heading');
  await expect(heading).toHaveJSProperty('tagName', 'H5');
  // The default (0.83em, under 14 px here) reads smaller than the bold field labels below it.
  const [headingSize, rootSize] = await heading.evaluate((element) => [
    parseFloat(getComputedStyle(element).fontSize),
    parseFloat(getComputedStyle(document.documentElement).fontSize),
  ]);
  expect(headingSize).toBeGreaterThanOrEqual(rootSize);
});
