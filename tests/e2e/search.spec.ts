import { expect, test, type Locator, type Page } from '@playwright/test';
import { glossaryOf } from '../support/glossary';
import { RULESET_ENTRIES, RULESETS } from './site-pages';
import { PHONE } from './support/browser';

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * For every ruleset, a word its pages certainly hold: the first term of its glossary (many are
 * shared, such as "Attribute", so the filter is what keeps other rulesets out), or its short title
 * while the glossary is empty.
 */
const EXPECTED = RULESET_ENTRIES.map(({ id, data }) => ({
  ruleset: id,
  term: glossaryOf(id).terms[0]?.term ?? data.shortTitle,
}));

test.describe('search', () => {
  for (const { ruleset, term } of EXPECTED) {
    test(`finds "${term}" in ${ruleset}`, async ({ page }) => {
      await page.goto(`${ruleset}/`);
      const dialog = await openSearch(page);
      await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill(term);
      const results = dialog.locator('.search-result');
      await expect(results.first()).toBeVisible();
      // Search starts filtered to the ruleset being read, so every result belongs to it, or to
      // every ruleset alike (the site's own tools and pages).
      const hrefs = await dialog
        .locator('.search-result-link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.some((href) => href?.includes(`/${ruleset}/`))).toBe(true);
      for (const href of hrefs)
        for (const other of RULESETS.filter((id) => id !== ruleset))
          expect(href).not.toContain(`/${other}/`);
    });
  }

  test('the ruleset filter narrows the results and "All" widens them again', async ({ page }) => {
    await page.goto('search/?q=roll');
    const status = page.getByRole('status');
    await expect(status).toContainText('found for “roll”');
    const allCount = Number((await status.textContent())?.match(/(\d+) result/)?.[1]);
    await page.getByRole('radio', { name: 'Cairn' }).check();
    await expect(status).toContainText('in Cairn');
    const cairnCount = Number((await status.textContent())?.match(/(\d+) result/)?.[1]);
    expect(cairnCount).toBeGreaterThan(0);
    expect(cairnCount).toBeLessThan(allCount);
    const hrefs = await page
      .locator('.search-result-link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Cairn's results, and the site's own tools and pages, which serve every ruleset.
    expect(hrefs.some((href) => href?.includes('/cairn/'))).toBe(true);
    for (const href of hrefs)
      for (const other of RULESETS.filter((id) => id !== 'cairn'))
        expect(href).not.toContain(`/${other}/`);
    await expect(page).toHaveURL(/ruleset=cairn/);
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(status).toContainText(`${allCount} results found`);
  });

  test('opens with / and Ctrl+K, moves through results with the arrow keys, and highlights the term on the page', async ({
    page,
  }) => {
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
    await expect(dialog.locator('.search-result-link').first()).toHaveAttribute(
      'href',
      /highlight=asphyxiation/,
    );
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
    await expect
      .poll(() => requests.filter((url) => url.includes('/pagefind/')).length)
      .toBeGreaterThan(0);
  });

  test('the 404 page offers search that lands on the search page', async ({ page }) => {
    await page.goto('missing-page/');
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('scars');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await expect(page).toHaveURL(/search\/\?q=scars/);
    await expect(page.locator('.search-result').first()).toBeVisible();
  });
  test('corrects a typo against the index vocabulary and says what it searched for', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('sanity chek');
    await expect(dialog.getByRole('status')).toContainText('Showing results for “sanity check”');
    await expect(dialog.locator('.search-result-link').first()).toHaveAttribute(
      'href',
      /\/eldritch-instinct\/mythos\//,
    );
  });

  test('corrects a typo typed as the very first search on a freshly loaded page, in every scope', async ({
    page,
  }) => {
    // The first search used to show Pagefind's own guesses for the typo ("17 results found for
    // “initative”", highlighting nothing) until an earlier search had brought the vocabulary.
    await page.goto('');
    let dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('initative');
    await expect(dialog.getByRole('status')).toContainText('Showing results for “initiative”');
    await expect(dialog.locator('.search-result-title').first()).toContainText('Initiative');
    await page.goto('loot/');
    dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('initative');
    await expect(dialog.getByRole('status')).toContainText('Showing results for “initiative”. ');
    await expect(dialog.getByRole('status')).toContainText('in LOOT');
  });

  test('a corrected word that no page of the chosen ruleset has: says what it searched for', async ({
    page,
  }) => {
    // "fatigue" is a word of other games, none of Locus's pages.
    await page.goto('search/?q=fatgue&ruleset=locus');
    await expect(page.getByRole('status')).toHaveText(
      'No results for “fatigue” (corrected from “fatgue”) in Locus.',
    );
    await expect(page.getByRole('button', { name: 'Try All rulesets' })).toBeVisible();
  });

  test('the search page corrects a typo in its address', async ({ page }) => {
    await page.goto('search/?q=initative');
    await expect(page.getByRole('status')).toContainText('Showing results for “initiative”');
    await expect(page.locator('.search-result-title').first()).toContainText('Initiative');
  });

  test('a word no page has finds nothing, searched first or after a correction', async ({
    page,
  }) => {
    // "d66" is on no page; Pagefind alone answers it with the pages holding "d6".
    await page.goto('');
    const dialog = await openSearch(page);
    const field = dialog.getByRole('searchbox', { name: 'Search the rules' });
    const status = dialog.getByRole('status');
    await field.fill('d66');
    await expect(status).toHaveText('No results for “d66”.');
    await expect(dialog.locator('.search-result')).toHaveCount(0);
    await field.fill('fatgue');
    await expect(status).toContainText('Showing results for “fatigue”');
    await field.fill('d66');
    await expect(status).toHaveText('No results for “d66”.');
  });

  test('a long word that finds nothing is quoted wrapped, on the search page and in the dialog, at phone width', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const long = 'b'.repeat(300);
    const widerThanTheWindow = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    await page.goto(`search/?q=${long}`);
    await expect(page.getByRole('status')).toContainText('No results for “bbb');
    expect(await widerThanTheWindow(), 'the search page scrolls sideways').toBe(false);

    await page.goto('');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill(long);
    await expect(dialog.getByRole('status')).toContainText('No results for “bbb');
    const dialogScrolls = await dialog.evaluate(
      (element) => element.scrollWidth > element.clientWidth,
    );
    expect(dialogScrolls, 'the dialog scrolls sideways').toBe(false);
  });

  test('a missing word no longer empties the list: pages with some of the words are shown, and it says so', async ({
    page,
  }) => {
    await page.goto('search/?q=tension+asphyxiation');
    const status = page.getByRole('status');
    await expect(status).toContainText('No page holds every word of “tension asphyxiation”');
    await expect(page.locator('.search-result').first()).toBeVisible();
  });

  test('a rules question does not list the About page for the typos it corrects', async ({
    page,
  }) => {
    await page.goto('loot/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('treat a wound');
    const links = dialog.locator('.search-result-link');
    await expect(links.first()).toHaveAttribute('href', /\/loot\//);
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(hrefs.some((href) => href?.includes('/loot/about/'))).toBe(false);
  });

  test("finds a section by the players' words for it, and shows that section under the page", async ({
    page,
  }) => {
    await page.goto('cairn/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('dual wield');
    const first = dialog.locator('.search-result').first();
    await expect(first.locator('.search-result-link')).toHaveAttribute('href', /\/cairn\/combat\//);
    await expect(first.getByRole('link', { name: 'Attack Modifiers', exact: true })).toBeVisible();
    // The players' words are indexed, never shown: not in the excerpt, not on the page.
    await expect(first.locator('.search-result-excerpt')).not.toContainText('two-weapon fighting');
    await expect(first.locator('.search-result-excerpt')).not.toContainText('\u27E6');
    await page.keyboard.press('Escape');
    await page.goto('cairn/combat/');
    await expect(page.getByText('dual wield')).toBeHidden();
  });

  test('an unfiltered search names the ruleset of each result, so answers from several games can be told apart', async ({
    page,
  }) => {
    await page.goto('');
    const dialog = await openSearch(page);
    await expect(dialog.getByRole('radio', { name: 'All' })).toBeChecked();
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('who acts first');
    await expect(dialog.getByRole('status')).toContainText('found for “who acts first”');
    // Several rulesets' initiative rules answer it: each result names its game before its page.
    const links = dialog.locator('.search-result-link');
    await expect(links.first()).toBeVisible();
    const games = new Set<string>();
    for (const link of (await links.all()).slice(0, 5)) {
      const href = (await link.getAttribute('href')) ?? '';
      const game = RULESET_ENTRIES.find(({ id }) => new RegExp(`^/(?:[^/]+/)*${id}/`).test(href));
      expect(game, href).toBeDefined();
      await expect(link).toHaveAccessibleName(new RegExp(`^${game!.data.shortTitle} `));
      games.add(game!.id);
    }
    expect(games.size).toBeGreaterThanOrEqual(3);
  });

  test('puts the page whose section holds every word above a page that has them in different places', async ({
    page,
  }) => {
    // The LOOT glossary has "Fire" in one entry and "Melee attack" in another; Eldritch
    // Instinct has a section called Firing into Melee.
    await page.goto('search/?q=firing+into+melee');
    const first = page.getByRole('main').getByRole('list').first().getByRole('listitem').first();
    await expect(first.getByRole('link').first()).toHaveAttribute(
      'href',
      /\/eldritch-instinct\/action\//,
    );
    await expect(first.getByRole('link').first()).toHaveAccessibleName(/^Eldritch Instinct /);
    await expect(first.getByRole('link', { name: 'Firing into Melee', exact: true })).toBeVisible();
  });

  test('shows the best-matching sections of a page, not the first ones', async ({ page }) => {
    await page.goto('search/?q=dodge&ruleset=dead-weight');
    const combat = page
      .locator('.search-result', { has: page.locator('a[href*="/dead-weight/combat/"]') })
      .first();
    await expect(
      combat.getByRole('link', { name: 'Dodge (2 actions)', exact: true }),
    ).toBeVisible();
  });

  test('a filtered search with no results offers a button that searches all rulesets', async ({
    page,
  }) => {
    await page.goto('search/?q=tension+pool&ruleset=loot');
    await expect(page.getByRole('status')).toContainText('No results for “tension pool” in LOOT');
    await page.getByRole('button', { name: 'Try All rulesets' }).click();
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(page.locator('.search-result-link').first()).toHaveAttribute(
      'href',
      /\/eldritch-instinct\//,
    );
    await expect(page.getByRole('button', { name: 'Try All rulesets' })).toBeHidden();
    await expect(page).not.toHaveURL(/ruleset=/);
  });

  test('the keyboard reaches the best section: arrow down through page and sections, up back to the field', async ({
    page,
  }) => {
    await page.goto('loot/');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await page.keyboard.type('asphyxiation');
    await expect(dialog.getByRole('status')).toContainText('found for “asphyxiation”');
    const links = dialog.locator('.search-result').first().getByRole('link');
    await expect(links.nth(1)).toHaveText('Asphyxiation (A)');
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByRole('searchbox', { name: 'Search the rules' })).toBeFocused();
  });

  test('corrects a typo beside a known word before searching, instead of searching the known word alone', async ({
    page,
  }) => {
    await page.goto('locus/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('atribute points');
    await expect(dialog.getByRole('status')).toContainText(
      'Showing results for “attribute points”',
    );
    await expect(dialog.locator('.search-result-link').first()).toHaveAttribute(
      'href',
      /\/locus\/\?highlight=attribute/,
    );
  });

  test('leaves out a word no page has, searches the rest and names the word it left out', async ({
    page,
  }) => {
    await page.goto('search/?q=stress+qwzxv');
    const status = page.getByRole('status');
    await expect(status).toContainText('Showing results for “stress” (no page has “qwzxv”)');
    await expect(page.locator('.search-result').first()).toBeVisible();
  });

  test('shows the first results at once and the rest of the list when the reader scrolls to its end', async ({
    page,
  }) => {
    // Rules pages with their sections, so the first five reach past the bottom of the window
    // ("roll" now finds the rollers first, whose short results all fit in it).
    await page.goto('search/?q=damage');
    await expect(page.getByRole('status')).toContainText('showing the first 12');
    const results = page.locator('.search-result');
    await expect(results).toHaveCount(5);
    await results.last().scrollIntoViewIfNeeded();
    await expect(results).toHaveCount(12);
  });

  test('in the dialog, which scrolls on its own, the rest of the list comes as the reader scrolls it', async ({
    page,
  }) => {
    // A short window and long results (rules sections), so the fifth is out of the dialog's view
    // and only scrolling it loads the rest.
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('damage');
    const results = dialog.locator('.search-result');
    await expect(results).toHaveCount(5);
    await results.last().scrollIntoViewIfNeeded();
    await expect(results).toHaveCount(12);
  });

  test('the arrow keys go on past the first results into the rest of the list', async ({
    page,
  }) => {
    // A short window, so the fifth result is far from view and only the arrow keys load the rest.
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.goto('search/?q=roll');
    await expect(page.locator('.search-result')).toHaveCount(5);
    await page.getByRole('searchbox', { name: 'Search the rules' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.search-result')).toHaveCount(12);
    const links = page.locator('.search-results a');
    const count = await links.count();
    for (let step = 1; step < count; step++) await page.keyboard.press('ArrowDown');
    await expect(links.last()).toBeFocused();
    await expect(links.last()).toBeInViewport();
  });

  test('typing fast shows the results for the last keystroke, never an older search or a correction of it', async ({
    page,
  }) => {
    await page.goto('cairn/');
    const dialog = await openSearch(page);
    await dialog
      .getByRole('searchbox', { name: 'Search the rules' })
      .pressSequentially('hirelings', { delay: 5 });
    await expect(dialog.getByRole('status')).toContainText('found for “hirelings” in Cairn');
    await expect(dialog.getByRole('status')).not.toContainText('Showing results');
    await expect(dialog.locator('.search-result-link').first()).toHaveAttribute(
      'href',
      /highlight=hirelings/,
    );
  });
});

/** The games the status line names as answering ("3 games answer it: Cairn, Locus and LOOT."). */
async function gamesNamed(dialog: Locator): Promise<string[]> {
  const status = dialog.getByRole('status');
  await expect(status).toContainText('games answer it: ');
  return (await status.textContent())!
    .replace(/^.*games answer it: /, '')
    .replace(/\.$/, '')
    .split(/, | and /);
}

/** The names of the first `count` results, as their links read. */
async function firstResultNames(dialog: Locator, count: number): Promise<string[]> {
  return Promise.all(
    (await dialog.locator('.search-result-link').all())
      .slice(0, count)
      .map((link) => link.evaluate((element) => element.textContent ?? '')),
  );
}

test.describe('tools and pages in search', () => {
  test('a tool result opens the tool where it lives, in view, focused and ready to use', async ({
    page,
  }) => {
    await page.goto('');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('party tracker');
    const first = dialog.locator('.search-result-link').first();
    await expect(first).toHaveAccessibleName(/^Cairn Tool Party tracker /);
    await first.click();
    // The address keeps the tool's place and drops the request to open it.
    await expect(page).toHaveURL(/\/cairn\/#cairn-party$/);
    const tracker = page.getByRole('region', { name: 'Party tracker' });
    const kind = tracker.getByRole('combobox', { name: 'Kind' });
    await expect(kind).toBeFocused();
    await expect(kind).toBeInViewport();
    await tracker.getByRole('textbox', { name: 'Name' }).fill('Bree');
    await tracker.getByRole('button', { name: 'Add to the party' }).click();
    await expect(tracker.getByText('No one in the party yet.')).toBeHidden();
    await expect(tracker).toContainText('Bree');
  });

  test('a tool on the page being read opens there: the dialog closes and the tool takes the focus', async ({
    page,
  }) => {
    await page.goto('cairn/reactions-morale-hirelings/');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('hireling generator');
    const first = dialog.locator('.search-result-link').first();
    await expect(first).toHaveAccessibleName(/^Cairn Tool Hireling generator /);
    await first.click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'Hireling generator' }).getByLabel('Hireling’s name'),
    ).toBeFocused();
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
  });

  test('the roll log, which every page has, opens where the reader is', async ({ page }) => {
    await page.goto('locus/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('roll log');
    const first = dialog.locator('.search-result-link').first();
    await expect(first).toHaveAccessibleName(/^Tool Roll log /);
    await first.click();
    await expect(page.getByRole('dialog', { name: 'Roll log' })).toBeVisible();
    await expect(page).toHaveURL(/\/locus\/$/);
  });

  test('each result says what it is: rules, a tool, or a page of the site', async ({ page }) => {
    await page.goto('search/?q=dice+roller');
    const links = page.getByRole('main').locator('.search-result-link');
    await expect(links.first()).toHaveAccessibleName(/^Tool Dice roller /);
    await expect(links.filter({ hasText: /^Page/ }).first()).toHaveAccessibleName(
      /^Page Dice roller /,
    );
    await expect(links.filter({ hasText: /^Locus/ }).first()).toHaveAccessibleName(/^Locus Rules /);
  });

  test('a search limited to a ruleset still finds the pages that serve every ruleset', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/');
    const dialog = await openSearch(page);
    await expect(dialog.getByRole('radio', { name: 'Eldritch Instinct' })).toBeChecked();
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('offline');
    const first = dialog.locator('.search-result-link').first();
    await expect(first).toHaveAccessibleName(/^Page Using the site offline /);
    await first.click();
    await expect(page).toHaveURL(/\/offline\/$/);
  });

  test('an unfiltered question several games answer says which, and shows each game’s answer near the top', async ({
    page,
  }) => {
    await page.goto('');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('who acts first');
    const named = await gamesNamed(dialog);
    expect(named.length).toBeGreaterThanOrEqual(3);
    const titles = RULESET_ENTRIES.map(({ data }) => data.shortTitle);
    for (const game of named) expect(titles).toContain(game);
    const firstNames = await firstResultNames(dialog, named.length);
    for (const game of named) expect(firstNames.some((name) => name.startsWith(game))).toBe(true);
  });

  test('a word the index stems with another ("dying" with "die") finds the rules that use the word itself first', async ({
    page,
  }) => {
    await page.goto('');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('dying');
    const results = dialog.locator('.search-result');
    await expect(results.first().getByRole('link', { name: 'Dying', exact: true })).toBeVisible();
    await expect(
      results.nth(1).getByRole('link', { name: 'Character Death', exact: true }),
    ).toBeVisible();
    // Dead Weight's dice ("risk die") share only the stem: its game is not named as answering.
    await expect(dialog.getByRole('status')).not.toContainText(/Dead Weight/);
  });

  test('an unfiltered search names exactly the games of the answers it lists first', async ({
    page,
  }) => {
    await page.goto('');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the rules' }).fill('death');
    const named = await gamesNamed(dialog);
    const shown = await firstResultNames(dialog, 5);
    const titles = RULESET_ENTRIES.map(({ data }) => data.shortTitle);
    const games = titles.filter((title) => shown.some((name) => name.startsWith(title)));
    expect([...named].sort()).toEqual(games.sort());
    // "death" is the case that found it: three games' answers among the first five.
    expect(named.length).toBeGreaterThanOrEqual(3);
  });
});
