import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, toolRegion, violationsInBothThemes } from './support/browser';
import { locusCharacter } from './support/locus';

const WORLD_PAGE = 'locus/the-world/';
const TOOLS_PAGE = 'locus/directors-tools/';
const CAST_KEY = 'rules-at-hand:locus-cast';
const LAYERS_KEY = 'rules-at-hand:locus-layers';
const CHECKLIST_KEY = 'rules-at-hand:locus-checklist';

/** A valid stored character (src/rules/locus/character.ts) holding `handSize` spades. */
function character(
  id: string,
  name: string,
  handSize: number,
  kind: 'character' | 'foil' = 'character',
) {
  return locusCharacter(id, name, handSize, { kind });
}

/** Ada 4 cards, Ben 1, Cy 3, and a Foil with 2 who does not count: 8 cards across 3 players. */
const CAST = [
  character('ada', 'Ada', 4),
  character('ben', 'Ben', 1),
  character('cy', 'Cy', 3),
  character('hale', 'Mr Hale', 2, 'foil'),
];

function castText(characters: readonly unknown[]): string {
  return JSON.stringify({ version: 1, characters });
}

/** Saves the Cast before the first page loads (later reloads keep what the page saved). */
async function seedCast(page: Page, characters: readonly unknown[] = CAST): Promise<void> {
  await page.addInitScript(
    ([key, cast]) => {
      if (sessionStorage.getItem('seeded-cast')) return;
      sessionStorage.setItem('seeded-cast', '1');
      localStorage.setItem(key!, cast!);
    },
    [CAST_KEY, castText(characters)],
  );
}

async function stored<T>(page: Page, key: string): Promise<T | null> {
  const text = await page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
  return text === null ? null : (JSON.parse(text) as T);
}

function result(calculator: Locator): Locator {
  return calculator.getByRole('status', { name: 'Average Hand and Layer: result' });
}

test.describe('the Average Hand calculator', () => {
  test('updates live from typed Hand sizes, and flags a bad one at its field', async ({ page }) => {
    await page.goto(WORLD_PAGE);
    const calculator = await toolRegion(page, 'Average Hand and Layer');
    await expect(calculator.getByRole('radio', { name: /From the Cast tracker/ })).toBeDisabled();
    await expect(calculator.getByRole('radio', { name: 'Type them here' })).toBeChecked();
    await expect(
      calculator.getByText("Example thresholds: the original's are not known; set your own.", {
        exact: false,
      }),
    ).toBeVisible();

    await expect(result(calculator)).toContainText('Average Hand: 0.0 (0 cards across 3 players)');
    await expect(result(calculator)).toContainText('The Cast is in Layer 1 (top) of 3.');
    await expect(result(calculator)).toContainText(
      'That takes 9 cards more across the Cast (9 in all).',
    );

    await calculator.getByLabel('Player 1 Hand size').fill('2');
    await calculator.getByLabel('Player 2 Hand size').fill('3');
    await calculator.getByLabel('Player 3 Hand size').fill('4');
    // Exactly at the threshold of 3: Layer 2.
    await expect(result(calculator)).toContainText('Average Hand: 3.0 (9 cards across 3 players)');
    await expect(result(calculator)).toContainText('The Cast is in Layer 2 of 3.');
    await expect(result(calculator)).toContainText(
      'Next: Layer 3 at an average of 6. That takes 9 cards more across the Cast (18 in all).',
    );
    await expect(result(calculator)).toContainText(
      'Echoes if they died now: Player 2 (3 cards), Player 3 (4 cards).',
    );

    await calculator.getByRole('button', { name: 'Add a player' }).click();
    await expect(calculator.getByLabel('Player 4 Hand size')).toHaveValue('0');
    await expect(result(calculator)).toContainText('Average Hand: 2.3 (9 cards across 4 players)');
    await expect(result(calculator)).toContainText('The Cast is in Layer 1 (top) of 3.');
    await expect(result(calculator)).toContainText(
      'That takes 3 cards more across the Cast (12 in all).',
    );

    await calculator.getByRole('button', { name: 'Remove Player 1' }).click();
    await expect(result(calculator)).toContainText('Average Hand: 2.3 (7 cards across 3 players)');

    const field = calculator.getByLabel('Player 2 Hand size');
    await field.fill('-1');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('A Hand cannot hold fewer than 0 cards.');
    await expect(result(calculator)).toContainText('Fix the Hand sizes marked above');
    await field.fill('60');
    await expect(field).toHaveAccessibleDescription(
      'A Hand cannot hold more than the 52 cards of the deck.',
    );
    await field.fill('7');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(result(calculator)).toContainText('Average Hand: 3.3 (10 cards across 3 players)');

    for (const name of ['Remove Player 1', 'Remove Player 1', 'Remove Player 1'])
      await calculator.getByRole('button', { name }).click();
    await expect(result(calculator)).toContainText('No players yet');
  });

  test('takes the Hand sizes live from the Cast tracker, Characters only', async ({
    page,
    context,
  }) => {
    await seedCast(page);
    await page.goto(WORLD_PAGE);
    const calculator = await toolRegion(page, 'Average Hand and Layer');
    await expect(
      calculator.getByRole('radio', { name: 'From the Cast tracker (3 Characters)' }),
    ).toBeChecked();
    await expect(
      calculator.getByText('Left out: 1 Foil (not players).', { exact: false }),
    ).toBeVisible();
    await expect(result(calculator)).toContainText('Average Hand: 2.7 (8 cards across 3 players)');
    await expect(result(calculator)).toContainText('The Cast is in Layer 1 (top) of 3.');
    await expect(result(calculator)).toContainText(
      'That takes 1 card more across the Cast (9 in all).',
    );
    await expect(result(calculator)).toContainText(
      'Echoes if they died now: Ada (4 cards), Cy (3 cards).',
    );

    // Another tab changes the Cast: Ben draws two cards. This page follows without a reload.
    const other = await context.newPage();
    await other.goto(TOOLS_PAGE);
    await other.evaluate(
      ([key, cast]) => localStorage.setItem(key!, cast!),
      [CAST_KEY, castText([CAST[0], character('ben', 'Ben', 3), CAST[2], CAST[3]])],
    );
    await expect(result(calculator)).toContainText('Average Hand: 3.3 (10 cards across 3 players)');
    await expect(result(calculator)).toContainText('The Cast is in Layer 2 of 3.');
    await expect(result(calculator)).toContainText(
      'Echoes if they died now: Ada (4 cards), Ben (3 cards), Cy (3 cards).',
    );

    // The Director may still type the sizes instead.
    await calculator.getByRole('radio', { name: 'Type them here' }).check();
    await expect(result(calculator)).toContainText('Average Hand: 0.0 (0 cards across 3 players)');
  });

  test('remembers the Layers and thresholds the Director sets, and resets them to the examples', async ({
    page,
  }) => {
    await page.goto(WORLD_PAGE);
    const calculator = await toolRegion(page, 'Average Hand and Layer');
    await calculator.getByLabel('Player 1 Hand size').fill('5');
    await calculator.getByLabel('Player 2 Hand size').fill('5');
    await calculator.getByLabel('Player 3 Hand size').fill('5');
    await expect(result(calculator)).toContainText('The Cast is in Layer 2 of 3.');

    await calculator.getByLabel('Number of Layers').selectOption('4');
    await expect(calculator.getByLabel('Average Hand to enter Layer 4 (bottom)')).toHaveValue('9');
    // 4 Layers: the deeper middle Layer (3) is the Echo threshold, and the tool says so.
    await expect(result(calculator)).toContainText(
      'With 4 Layers there are two middle Layers; this counts the deeper one, Layer 3',
    );

    await calculator.getByLabel('Average Hand to enter Layer 2').fill('2');
    const third = calculator.getByLabel('Average Hand to enter Layer 3');
    await third.fill('1');
    await expect(third).toHaveAccessibleDescription(
      'Must be more than the threshold before it (2).',
    );
    await expect(result(calculator)).toContainText(
      'Until the marked threshold is fixed, the saved thresholds (2, 6, 9) are used.',
    );
    await third.fill('4.5');
    await calculator.getByLabel('Average Hand to enter Layer 4 (bottom)').fill('5');
    await expect(result(calculator)).toContainText('The Cast is in Layer 4 (bottom) of 4.');
    await expect(result(calculator)).toContainText('This is the bottom Layer');
    await expect(
      calculator.getByText('Your own thresholds, saved in this browser.', { exact: false }),
    ).toBeVisible();
    expect(await stored(page, LAYERS_KEY)).toEqual({
      version: 1,
      layers: 4,
      thresholds: [2, 4.5, 5],
    });

    await page.reload();
    const reloaded = await toolRegion(page, 'Average Hand and Layer');
    await expect(reloaded.getByLabel('Number of Layers')).toHaveValue('4');
    await expect(reloaded.getByLabel('Average Hand to enter Layer 2')).toHaveValue('2');
    await expect(reloaded.getByLabel('Average Hand to enter Layer 3')).toHaveValue('4.5');
    await expect(reloaded.getByLabel('Average Hand to enter Layer 4 (bottom)')).toHaveValue('5');

    await reloaded.getByRole('button', { name: 'Reset to examples' }).click();
    await expect(reloaded.getByLabel('Average Hand to enter Layer 3')).toHaveValue('6');
    await expect(
      reloaded.getByText("Example thresholds: the original's are not known; set your own.", {
        exact: false,
      }),
    ).toBeVisible();
    expect(await stored(page, LAYERS_KEY)).toEqual({
      version: 1,
      layers: 4,
      thresholds: [3, 6, 9],
    });
  });

  test('sets unreadable saved thresholds aside with a notice', async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"version":1,"layers":3,"thresholds":[6,3]}'),
      LAYERS_KEY,
    );
    await page.goto(WORLD_PAGE);
    const calculator = await toolRegion(page, 'Average Hand and Layer');
    await expect(calculator.getByRole('alert')).toContainText(
      'The saved Layer thresholds could not be read',
    );
    await expect(calculator.getByLabel('Average Hand to enter Layer 2')).toHaveValue('3');
  });
});

test.describe('the Item creator', () => {
  test('counts the points of each option against the tier and adds the Item to a Character’s sheet', async ({
    page,
  }) => {
    await seedCast(page);
    await page.goto(TOOLS_PAGE);
    const creator = await toolRegion(page, 'Item creator');
    const budget = creator.getByRole('status', { name: 'Points spent on this Item' });
    await expect(budget).toContainText('1 of 5 points spent, 4 left.');
    await expect(budget).toContainText('XP cost: 1 XP for an Average Item');

    await creator.getByLabel('Item name').fill('Crowbar');
    await creator.getByRole('radio', { name: /^Good/ }).check();
    await expect(budget).toContainText('XP cost: 2 XP for a Good Item');
    await creator.getByRole('radio', { name: /^Quality 2/ }).check();
    await expect(budget).toContainText('2 of 10 points spent, 8 left.');
    await creator.getByRole('radio', { name: /^Small/ }).check();
    await expect(budget).toContainText('3 of 10 points spent, 7 left.');
    await creator.getByRole('radio', { name: /^Large/ }).check();
    await creator.getByLabel(/^Durability boxes/).fill('4');
    await expect(budget).toContainText('6 of 10 points spent, 4 left.');
    await creator.getByLabel(/^Damage type/).fill('Blunt');
    await expect(budget).toContainText('7 of 10 points spent, 3 left.');
    await creator.getByRole('checkbox', { name: /designed as a weapon/ }).check();
    await expect(budget).toContainText('8 of 10 points spent, 2 left.');

    const boxes = creator.getByLabel(/^Durability boxes/);
    await boxes.fill('9');
    await expect(boxes).toHaveAccessibleDescription(
      'An Item card has at most 8 Durability boxes. Counting 4 until then.',
    );
    await boxes.fill('4');

    await creator.getByLabel('Character', { exact: true }).selectOption({ label: 'Ada' });
    await expect(
      creator.getByLabel('Character', { exact: true }).locator('option', { hasText: 'Mr Hale' }),
    ).toHaveCount(0);
    await creator.getByRole('button', { name: "Add to the Character's sheet" }).click();
    await expect(creator.getByRole('status', { name: 'Item creator: Cast changes' })).toHaveText(
      "Crowbar (a Good Item, 8 of 10 points) is now Item 1 on Ada's sheet in the Cast tracker.",
    );
    const cast = await stored<{ characters: { id: string; items: unknown[] }[] }>(page, CAST_KEY);
    expect(cast?.characters.find((entry) => entry.id === 'ada')?.items).toEqual([
      {
        id: 'item-1',
        name: 'Crowbar',
        size: 'large',
        quality: 2,
        durabilityBoxes: 4,
        durabilityUsed: 0,
        damaged: false,
        damageType: 'Blunt',
        weapon: true,
        destroyed: false,
      },
    ]);
  });

  test('flags an Item over budget and does not add it', async ({ page }) => {
    await seedCast(page);
    await page.goto(TOOLS_PAGE);
    const creator = await toolRegion(page, 'Item creator');
    await creator.getByLabel('Item name').fill('Heirloom sabre');
    await creator.getByRole('radio', { name: /^Quality 3/ }).check();
    await creator.getByLabel(/^Durability boxes/).fill('3');
    const tiers = creator.getByRole('group', { name: 'Item tier' });
    await expect(tiers).toHaveAccessibleDescription('Over budget: 6 points spent of 5.');
    await expect(creator.getByRole('status', { name: 'Points spent on this Item' })).toContainText(
      'Over budget by 1 point: an Average Item has 5 points to spend. Take options away, or choose a Good Item (2 XP).',
    );
    await creator.getByLabel('Character', { exact: true }).selectOption({ label: 'Cy' });
    await creator.getByRole('button', { name: "Add to the Character's sheet" }).click();
    await expect(creator.getByRole('status', { name: 'Item creator: Cast changes' })).toHaveText(
      'Not done: The Item is 1 point over the Average budget.',
    );
    const cast = await stored<{ characters: { id: string; items: unknown[] }[] }>(page, CAST_KEY);
    expect(cast?.characters.find((entry) => entry.id === 'cy')?.items).toEqual([]);

    await creator.getByRole('radio', { name: /^Good/ }).check();
    await expect(tiers).not.toHaveAccessibleDescription(/Over budget/);
    await creator.getByRole('button', { name: "Add to the Character's sheet" }).click();
    await expect(creator.getByRole('status', { name: 'Item creator: Cast changes' })).toContainText(
      "is now Item 1 on Cy's sheet",
    );
  });

  test('asks for a name and a Character before adding', async ({ page }) => {
    await page.goto(TOOLS_PAGE);
    const creator = await toolRegion(page, 'Item creator');
    await expect(
      creator.getByText('The Cast has no Characters yet', { exact: false }),
    ).toBeVisible();
    await creator.getByRole('button', { name: "Add to the Character's sheet" }).click();
    await expect(creator.getByLabel('Item name')).toHaveAccessibleDescription(
      'Give the Item a name.',
    );
    await expect(creator.getByRole('status', { name: 'Item creator: Cast changes' })).toHaveText(
      'Not done: The Item has no name; no Character is chosen.',
    );
  });
});

test.describe('the pre-session checklist', () => {
  test('remembers its ticks across a reload, and a new session clears them with undo', async ({
    page,
  }) => {
    await page.goto(TOOLS_PAGE);
    const checklist = await toolRegion(page, 'Pre-session checklist');
    await expect(checklist.getByRole('checkbox')).toHaveCount(13);
    await expect(checklist.getByText('0 of 13 ready.')).toBeVisible();
    await checklist.getByRole('checkbox', { name: 'Card deck shuffled, Jokers removed' }).check();
    await checklist
      .getByRole('checkbox', {
        name: 'Safety tools discussed; hard limits confirmed with all players',
      })
      .check();
    await expect(checklist.getByText('2 of 13 ready.')).toBeVisible();
    expect(await stored(page, CHECKLIST_KEY)).toEqual({
      version: 1,
      ticked: ['card-deck', 'safety-tools'],
    });

    await page.reload();
    const reloaded = await toolRegion(page, 'Pre-session checklist');
    await expect(
      reloaded.getByRole('checkbox', { name: 'Card deck shuffled, Jokers removed' }),
    ).toBeChecked();
    await expect(
      reloaded.getByRole('checkbox', { name: 'Dice available (ideally 3d6 per player)' }),
    ).not.toBeChecked();
    await expect(reloaded.getByText('2 of 13 ready.')).toBeVisible();

    await reloaded.getByRole('button', { name: 'Start a new session' }).click();
    await expect(reloaded.getByText('0 of 13 ready.')).toBeVisible();
    await expect(reloaded.getByText('2 ticks cleared for a new session.')).toBeVisible();
    await expect(reloaded.getByRole('button', { name: 'Undo' })).toBeFocused();
    await reloaded.getByRole('button', { name: 'Undo' }).click();
    await expect(reloaded.getByText('2 of 13 ready.')).toBeVisible();
    await expect(
      reloaded.getByRole('checkbox', {
        name: 'Safety tools discussed; hard limits confirmed with all players',
      }),
    ).toBeChecked();

    await reloaded.getByRole('button', { name: 'Start a new session' }).click();
    await page.reload();
    await expect(
      (await toolRegion(page, 'Pre-session checklist')).getByText('0 of 13 ready.'),
    ).toBeVisible();
    expect(await stored(page, CHECKLIST_KEY)).toEqual({ version: 1, ticked: [] });
  });

  test('is ticked by keyboard', async ({ page }) => {
    await page.goto(TOOLS_PAGE);
    const checklist = await toolRegion(page, 'Pre-session checklist');
    const first = checklist.getByRole('checkbox').first();
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(checklist.getByText('1 of 13 ready.')).toBeVisible();
  });
});

async function useEveryTool(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  if (path.endsWith('/the-world/')) {
    const calculator = await toolRegion(page, 'Average Hand and Layer');
    await calculator.getByRole('radio', { name: 'Type them here' }).check();
    await calculator.getByLabel('Player 1 Hand size').fill('x');
    await calculator.getByLabel('Average Hand to enter Layer 3 (bottom)').fill('1');
  } else {
    const creator = await toolRegion(page, 'Item creator');
    await creator.getByRole('button', { name: "Add to the Character's sheet" }).click();
    await creator.getByLabel(/^Durability boxes/).fill('8');
    await (await toolRegion(page, 'Pre-session checklist')).getByRole('checkbox').first().check();
    await (
      await toolRegion(page, 'Pre-session checklist')
    )
      .getByRole('button', { name: 'Start a new session' })
      .click();
  }
}

test.describe('axe in both themes and at phone width', () => {
  for (const path of [WORLD_PAGE, TOOLS_PAGE]) {
    test(`/${path} with its Director's tools used has no violations in either theme and does not scroll sideways at 390 px`, async ({
      page,
    }) => {
      await seedCast(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await useEveryTool(page);
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });

      await page.setViewportSize(PHONE);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      const names =
        path === WORLD_PAGE
          ? ['Average Hand and Layer']
          : ['Pre-session checklist', 'Item creator'];
      for (const name of names) {
        const box = await (await toolRegion(page, name)).boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
    });
  }
});
