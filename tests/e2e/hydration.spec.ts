/**
 * Tools are rendered on the server and hydrate once the page has loaded and they are on screen:
 * the served page holds every tool's form, and what a reader types or picks before a tool's code
 * arrives is what the tool works with once it runs.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  chanceText,
  holdIslandCode,
  PHONE,
  queueFaces,
  readRollLog,
  scriptDice,
  seedStorage,
} from './support/browser';
import { heardIn, recordAnnouncements } from './support/announcements';
import { CAIRN_PARTY_KEY, cairnMember } from './support/cairn';
import { LOCUS_CAST_KEY, locusCharacter } from './support/locus';
import { LOOT_ACTIVE_KEY, LOOT_SHEETS_KEY, lootSheet } from './support/loot';

const tool = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('every screen page serves its tools as HTML forms, none rendered only in the browser', async ({
  request,
}) => {
  for (const path of [
    'locus/directors-screen/',
    'eldritch-instinct/wardens-screen/',
    'cairn/wardens-screen/',
    'dead-weight/gm-screen/',
    'loot/judges-screen/',
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<astro-island');
    expect(html, path).not.toContain('client="only"');
    expect(
      html.match(/<section id="[^"]+" class="tool tool-body/g)?.length ?? 0,
      path,
    ).toBeGreaterThan(3);
  }
});

test('what is typed and chosen in a tool before its code arrives is what it computes with after hydrating', async ({
  page,
}) => {
  const release = await holdIslandCode(page, 'OutcomeCheck');
  await page.goto('locus/');
  const outcome = tool(page, 'Outcome Check');
  const island = page.locator('astro-island').filter({ has: outcome });
  await outcome.scrollIntoViewIfNeeded();

  // The server's form is on the page and takes input while the tool's code is still on its way.
  await outcome.getByLabel('Attribute value (1–5)').fill('4');
  await outcome.getByRole('radio', { name: /^Hard/ }).check();
  await outcome.getByRole('checkbox', { name: 'Relevant Item (one step easier)' }).check();
  await expect(island).toHaveAttribute('ssr', '');

  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(outcome.getByLabel('Attribute value (1–5)')).toHaveValue('4');
  await expect(outcome.getByRole('radio', { name: /^Hard/ })).toBeChecked();
  await expect(
    outcome.getByRole('checkbox', { name: 'Relevant Item (one step easier)' }),
  ).toBeChecked();
  // Hard made one step easier by the Item is Medium; 56 of the 216 rolls have a middle die above 4.
  await expect(outcome).toContainText('Effective difficulty: Medium');
  await expect(outcome).toContainText('25.9% (7/27)');
});

test('several fields of one tool typed before hydrating all count, not only the last one handed over', async ({
  page,
}) => {
  const release = await holdIslandCode(page, 'OpposedSave');
  await page.goto('eldritch-instinct/rules/');
  const opposed = tool(page, 'Opposed save');
  const island = page.locator('astro-island').filter({ has: opposed });
  await opposed.scrollIntoViewIfNeeded();
  await opposed.getByLabel("PC's score (1–120)").fill('60');
  await opposed.getByLabel("Opponent's score (1–120)").fill('40');
  await expect(island).toHaveAttribute('ssr', '');

  release();
  await expect(island).not.toHaveAttribute('ssr');
  // Every pair of d100 rolls (00-99) for 60 against 40: a pass beats a failure, two passes go to
  // the higher roll and two failures to the lower.
  let pcWins = 0;
  for (let x = 0; x < 100; x += 1) {
    for (let y = 0; y < 100; y += 1) {
      const pcPasses = x <= 60;
      const opponentPasses = y <= 40;
      if (pcPasses !== opponentPasses) pcWins += pcPasses ? 1 : 0;
      else if (x !== y && (pcPasses ? x > y : x < y)) pcWins += 1;
    }
  }
  await expect(opposed.getByRole('definition').first()).toContainText(chanceText(pcWins, 10000));
  await expect(opposed.getByLabel("PC's score (1–120)")).toHaveValue('60');
  await expect(opposed.getByLabel("Opponent's score (1–120)")).toHaveValue('40');
});

test('buttons clicked before a tool hydrates act once it has, in order', async ({ page }) => {
  const release = await holdIslandCode(page, 'TensionPool');
  await page.goto('eldritch-instinct/rules/');
  const pool = tool(page, 'Tension Pool');
  const island = page.locator('astro-island').filter({ has: pool });
  await pool.scrollIntoViewIfNeeded();
  await pool.getByRole('button', { name: 'Add a Tension Die' }).click();
  await pool.getByRole('button', { name: 'Add a Tension Die' }).click();
  await expect(island).toHaveAttribute('ssr', '');
  await expect(pool).toContainText('0 of 6 Tension Dice in the pool');

  release();
  await expect(pool).toContainText('2 of 6 Tension Dice in the pool');
});

test('a double click before a tool hydrates acts once, as after, and a stepper counts both clicks', async ({
  page,
}) => {
  const releaseCheck = await holdIslandCode(page, 'OutcomeCheck');
  const releasePool = await holdIslandCode(page, 'TensionPool');
  await page.goto('locus/');
  const outcome = tool(page, 'Outcome Check');
  await outcome.scrollIntoViewIfNeeded();
  await outcome.getByLabel('Attribute value (1–5)').fill('3');
  await outcome.getByRole('button', { name: 'Roll Outcome Check' }).dblclick();
  await expect(page.locator('astro-island').filter({ has: outcome })).toHaveAttribute('ssr', '');

  releaseCheck();
  await expect(outcome.getByRole('status', { name: 'Outcome Check result' })).toContainText(
    'Frailty 3, Medium',
  );
  await expect(page.locator('astro-island').filter({ has: outcome })).toHaveAttribute(
    'data-ready',
    '',
  );
  const logged = (await readRollLog(page)).filter((entry) =>
    entry.source.startsWith('Locus: Outcome Check'),
  );
  expect(logged).toHaveLength(1);

  await page.goto('eldritch-instinct/rules/');
  const pool = tool(page, 'Tension Pool');
  await pool.scrollIntoViewIfNeeded();
  await pool.getByRole('button', { name: 'Add a Tension Die' }).dblclick();
  releasePool();
  await expect(pool).toContainText('2 of 6 Tension Dice in the pool');
});

test('Enter in a tool’s form before it hydrates does not reload the page: the tool rolls what was typed once it runs', async ({
  page,
}) => {
  await scriptDice(page);
  const release = await holdIslandCode(page, 'RiskDice');
  await page.goto('dead-weight/core-definitions/');
  const address = page.url();
  const risk = tool(page, 'Risk dice');
  await risk.scrollIntoViewIfNeeded();
  await risk.getByLabel('Risk dice (1–20)').fill('3');
  await risk.getByLabel('Risk dice (1–20)').press('Enter');
  await queueFaces(page, [4, 1, 6]);

  release();
  await expect(risk).toContainText('3d!: 4, 1, 6, triggered.');
  expect(page.url()).toBe(address);
});

test('saved ticks show as ticked once the tool hydrates: the controls follow the saved data, not the server HTML', async ({
  page,
}) => {
  await seedStorage(page, {
    'rules-at-hand:locus-checklist': { version: 1, ticked: ['monster-cards', 'dice'] },
  });
  await page.goto('locus/directors-tools/');
  const checklist = tool(page, 'Pre-session checklist');
  await checklist.scrollIntoViewIfNeeded();
  await expect(checklist.getByRole('status').first()).toContainText('2 of');
  await expect(
    checklist.getByRole('checkbox', { name: 'Monster cards prepared for each Character' }),
  ).toBeChecked();
  await expect(
    checklist.getByRole('checkbox', { name: 'Dice available (ideally 3d6 per player)' }),
  ).toBeChecked();
  await expect(
    checklist.getByRole('checkbox', { name: 'Blank Item cards available' }),
  ).not.toBeChecked();
});

test('a tool that grew with saved data keeps its room on the next visit while it hydrates, so nothing below it jumps', async ({
  page,
}) => {
  const member = (id: string, name: string) =>
    cairnMember(id, name, { str: 12, dex: 10, wil: 8, hp: 4 });
  await seedStorage(page, {
    [CAIRN_PARTY_KEY]: {
      version: 1,
      members: [member('ada', 'Ada'), member('bram', 'Bram')],
    },
  });
  await page.goto('cairn/');
  const party = tool(page, 'Party tracker');
  await party.scrollIntoViewIfNeeded();
  await expect(
    party.getByRole('list', { name: 'Party members' }).getByRole('listitem'),
  ).toHaveCount(2);
  const grown = (await party.boundingBox())!.height;
  // Leaving the page saves each tool's height.
  await page.goto('cairn/combat/');

  const release = await holdIslandCode(page, 'PartyTracker');
  await page.goto('cairn/');
  await party.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island').filter({ has: party })).toHaveAttribute('ssr', '');
  await expect(party.getByRole('list', { name: 'Party members' })).toHaveCount(0);
  expect(Math.abs((await party.boundingBox())!.height - grown)).toBeLessThanOrEqual(1);

  release();
  await expect(
    party.getByRole('list', { name: 'Party members' }).getByRole('listitem'),
  ).toHaveCount(2);
  expect(Math.abs((await party.boundingBox())!.height - grown)).toBeLessThanOrEqual(1);
});

test('a tool on screen from the start fetches its code only once the page has loaded, so no tool holds up the load', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 2000 });
  // The page script arrives late, as on a slow network: the page is drawn, its tools are on screen, and it has not loaded yet.
  // It is found as the served page names it, whatever the bundler calls the file.
  const served = await (await page.request.get('cairn/wardens-screen/')).text();
  const pageScript = /<script type="module" src="([^"]+)"/.exec(served)![1]!;
  await page.route(`**${pageScript}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('cairn/wardens-screen/');
  const party = tool(page, 'Party tracker');
  await expect(party).toBeInViewport();
  await expect(page.locator('astro-island').filter({ has: party })).not.toHaveAttribute('ssr');
  const { loaded, fetched } = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart,
    fetched: performance
      .getEntriesByType('resource')
      .find((entry) => /\/PartyTracker\.[\w-]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(loaded).toBeGreaterThan(1_000);
  expect(fetched).toBeGreaterThanOrEqual(loaded);
});

test('a control focused before its tool hydrates keeps the focus in the tool when the saved data replaces it', async ({
  page,
}) => {
  await seedStorage(page, {
    [LOOT_SHEETS_KEY]: { version: 1, sheets: [lootSheet('ada', 'Ada')] },
    [LOOT_ACTIVE_KEY]: { version: 1, id: 'ada' },
    [LOCUS_CAST_KEY]: { version: 1, characters: [locusCharacter('ada', 'Ada', 2)] },
  });

  // Served with no sheet, the roller offers to start one; with Ada saved, it offers her sheet.
  let release = await holdIslandCode(page, 'CheckRoller');
  await page.goto('loot/checks/');
  const roller = tool(page, 'Check roller');
  await roller.getByLabel('Character name').focus();
  release();
  await expect(page.locator('astro-island').filter({ has: roller })).toHaveAttribute(
    'data-ready',
    '',
  );
  await expect(roller.getByLabel('Character (active sheet)')).toBeFocused();

  // Served with no Character, the deck links to the Cast tracker; with Ada saved, it asks who draws.
  release = await holdIslandCode(page, 'CardDeck');
  await page.goto('locus/willpower-stress-and-cards/');
  const deck = tool(page, 'Card deck');
  await deck.getByRole('link', { name: 'Add one in the Cast tracker' }).focus();
  release();
  await expect(page.locator('astro-island').filter({ has: deck })).toHaveAttribute(
    'data-ready',
    '',
  );
  await expect(deck.getByLabel('Draw for')).toBeFocused();
});

/** Whether the whole of `control` is in the window, below the sticky header. */
async function inViewBelowHeader(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    return box.top >= header.bottom && box.bottom <= innerHeight;
  });
}

test('a focused control stays in view below the header while the tools above it hydrate and change size', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await seedStorage(page, {
    [LOCUS_CAST_KEY]: {
      version: 1,
      characters: [locusCharacter('ada', 'Ada', 2), locusCharacter('ben', 'Ben', 1)],
    },
  });
  await page.goto('locus/directors-screen/');
  // Far down the page: the browser scrolls to it past the tools above, which hydrate on the way
  // and grow with the saved Cast.
  const remove = page.getByRole('button', { name: 'Remove Pride' });
  await remove.focus();
  await expect.poll(() => inViewBelowHeader(remove), { timeout: 10_000 }).toBe(true);
  await expect(remove).toBeFocused();
  // And it stays there once every tool it passed is ready.
  await page.waitForTimeout(1_000);
  expect(await inViewBelowHeader(remove)).toBe(true);
});

test('a tool says nothing as it hydrates over saved data, and speaks once the reader acts', async ({
  page,
}) => {
  await recordAnnouncements(page);
  await seedStorage(page, {
    [LOCUS_CAST_KEY]: {
      version: 1,
      characters: [locusCharacter('ada', 'Ada', 2), locusCharacter('ben', 'Ben', 1)],
    },
  });

  await page.goto('loot/trys/');
  const odds = tool(page, 'Encounter odds');
  await expect(page.locator('astro-island').filter({ has: odds })).toHaveAttribute(
    'data-ready',
    '',
  );
  expect(await heardIn(odds)).toEqual([]);

  await page.goto('locus/the-world/');
  const hand = tool(page, 'Average Hand and Layer');
  await hand.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island').filter({ has: hand })).toHaveAttribute(
    'data-ready',
    '',
  );
  // The saved Cast is drawn: 3 cards across 2 players, not the served 0 across 3.
  await expect(hand).toContainText('3 cards across 2 players');
  expect(await heardIn(hand)).toEqual([]);

  await page.goto('locus/willpower-stress-and-cards/');
  const deck = tool(page, 'Card deck');
  await deck.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island').filter({ has: deck })).toHaveAttribute(
    'data-ready',
    '',
  );
  await expect(deck.getByLabel('Draw for')).toBeVisible();
  expect(await heardIn(deck)).toEqual([]);

  await deck.getByRole('button', { name: 'Shuffle a new deck' }).click();
  await expect
    .poll(() => heardIn(deck))
    .toContainEqual(expect.stringContaining('left in the draw pile'));
});
